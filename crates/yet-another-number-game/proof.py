"""Yet Another Number Game: the rule of `src/main.rs`, proved for every position.

- One number and three numbers: over 64-bit words, what the submission reads. One number is
  lost iff it is 0; three are lost iff their XOR is 0. The strategies: take everything; the
  Nim move (a joint move is never needed).
- Two numbers (Wythoff's game): over the unbounded integers, which hold every `u64`. The rule
  is the submission's integer test `wythoff(d, a)`: `a = floor(d * phi)` for the gap `d`,
  written as `e(d + e) < d^2 < (e + 1)(d + e + 1)` with `e = a - d`. Within the game's claims it
  is an uninterpreted predicate `W`, known only through instances of lemmas proved about
  `wythoff` in `wythoff.py`, so that the claims stay linear. The strategy names two more functions:
  `low(g)`, the lower member of the losing pair of gap `g`, and `gap(a)`, the gap of the losing
  pair that `a >= 1` belongs to (as its lower or its upper member). Their existence is the
  lemmas "existence" and "cover"; each is proved from checked steps and one argued step,
  named in its lemma.
"""

import functools

import z3

from proving import Game, Play, lowering, lowering_all, run_all, subsets, value_of, winning_plays
from wythoff import wythoff, wythoff_lemmas

WIDTH = 64
MAX = 2**WIDTH - 1


# ---- one and three numbers, over words ----

def lower_one(index):
    return lowering(index, f"lower number {index + 1}", WIDTH)


def lower_all():
    return lowering_all("lower all", WIDTH)


def xor_rule(numbers):
    total = z3.BitVecVal(0, WIDTH)
    for x in numbers:
        total = total ^ x
    return total == 0


def nim_move(moves):
    def plays(numbers):
        total = z3.BitVecVal(0, WIDTH)
        for x in numbers:
            total = total ^ x
        return [(z3.ULT(x ^ total, x), Play(moves[i], [x - (x ^ total)]))
                for i, x in enumerate(numbers)]
    return plays


def word_game(count, lost=xor_rule, plays=nim_move):
    numbers = list(z3.BitVecs(" ".join(f"x{i + 1}" for i in range(count)), WIDTH))
    moves = [lower_one(i) for i in range(count)] + [lower_all()]
    return Game(
        name=f"{count} number{'s' if count > 1 else ''}", width=f"{WIDTH}-bit",
        position=numbers, valid=lambda at: z3.BoolVal(True), lost=lost, moves=moves,
        strategy=plays(moves[:count]), terminal=lambda at: z3.And([x == 0 for x in at]),
        total=lambda at: list(at), cases=subsets(numbers))


# ---- two numbers, over the integers ----

W = z3.Function("W", z3.IntSort(), z3.IntSort(), z3.BoolSort())
LOW = z3.Function("low", z3.IntSort(), z3.IntSort())
GAP = z3.Function("gap", z3.IntSort(), z3.IntSort())


def pair_of(x, y):
    """`(gap, low)` of two numbers."""
    return z3.If(x <= y, y - x, x - y), z3.If(x <= y, x, y)


def lower_int(index):
    return lowering(index, f"lower number {index + 1}")


def lower_both():
    return lowering_all("lower both")


PAIR_MOVES = [lower_int(0), lower_int(1), lower_both()]


def pair_rule(test):
    def lost(numbers):
        gap, low = pair_of(*numbers)
        return test(gap, low)
    return lost


def pair_strategy(test, low_of, gap_of):
    """From a won pair with `lo <= hi`: `lo = 0`: take `hi`. Else `c = gap(lo)`: if `lo` is a
    lower member and `hi > lo + c`, lower `hi` to `lo + c`; if `hi < lo + c`, lower both to the
    pair of gap `hi - lo`; if `lo` is an upper member, lower `hi` to `lo - c`."""
    def plays(numbers):
        chosen = []
        for lo_index in (0, 1):
            lo, hi = numbers[lo_index], numbers[1 - lo_index]
            order = lo <= hi if lo_index == 0 else lo < hi
            c = gap_of(lo)
            lower_hi = PAIR_MOVES[1 - lo_index]
            chosen += [
                (z3.And(order, lo == 0), Play(lower_hi, [hi])),
                (z3.And(order, lo >= 1, test(c, lo), hi > lo + c),
                 Play(lower_hi, [hi - lo - c])),
                (z3.And(order, lo >= 1, test(c, lo), hi < lo + c),
                 Play(PAIR_MOVES[2], [lo - low_of(hi - lo)])),
                (z3.And(order, lo >= 1, z3.Not(test(c, lo))),
                 Play(lower_hi, [hi - (lo - c)])),
            ]
        return chosen
    return plays


def pair_facts(position, amounts):
    """Instances of the lemmas for every pair the claim speaks of."""
    pairs = [pair_of(*position)]
    for move in PAIR_MOVES:
        for amount in amounts:
            pairs.append(pair_of(*move.after(position, [amount])))
    gap, _ = pairs[0]
    pairs.append((gap, LOW(gap)))
    for x in position:
        pairs += [(GAP(x), x), (GAP(x), x - GAP(x))]
    facts = [z3.Implies(gap >= 0, W(gap, LOW(gap)))]
    facts += [z3.Implies(x >= 1, z3.And(GAP(x) >= 1, z3.Or(W(GAP(x), x), W(GAP(x), x - GAP(x)))))
              for x in position]
    for d, a in pairs:
        facts += [z3.Implies(a >= 0, W(0, a) == (a == 0)),
                  z3.Implies(W(d, a), z3.And(0 <= d, d <= a))]
        for d2, a2 in pairs:
            facts += [z3.Implies(z3.And(W(d, a), W(d, a2)), a == a2),
                      z3.Implies(z3.And(W(d, a), W(d2, a2), d < d2), a < a2),
                      z3.Implies(z3.And(W(d, a), W(d2, a2), d2 >= 1), a != a2 + d2)]
    return facts


def pair_game(test=None, name="2 numbers", facts=pair_facts, lost=None):
    """Two numbers with the pair test `test` (`W` by default) as the rule, or `lost`."""
    numbers = list(z3.Ints("x1 x2"))
    test = test or (lambda d, a: W(d, a))
    return Game(
        name=name, width="integers", position=numbers,
        valid=lambda at: z3.And([x >= 0 for x in at]), lost=lost or pair_rule(test),
        moves=PAIR_MOVES, strategy=pair_strategy(test, LOW, GAP),
        terminal=lambda at: z3.And([x == 0 for x in at]), total=lambda at: list(at),
        facts=facts)


def proofs():
    return [word_game(1, lost=one_rule), word_game(3)] + wythoff_lemmas() + [pair_game()]


def planted_pair(name, **wrong):
    """A wrong rule of two numbers; its `concrete` twin has no lemma facts, so a counterexample
    is confirmed on the rule alone."""
    game = pair_game(name=name, **wrong)
    game.concrete = pair_game(name=name, facts=lambda position, amounts: [], **wrong)
    return game


def golden_decimal(d, a):
    """Wrong: `a = floor(1.618 d)`, the golden ratio cut to four digits."""
    return z3.Or(z3.And(d == 0, a == 0), z3.And(d >= 1, 1000 * a <= 1618 * d,
                                                1618 * d < 1000 * (a + 1)))


def first_nonzero(moves):
    """Wrong: the Nim move's amount, taken from the first non-zero number."""
    def plays(numbers):
        total = z3.BitVecVal(0, WIDTH)
        for x in numbers:
            total = total ^ x
        return [(x != 0, Play(moves[i], [x - (x ^ total)])) for i, x in enumerate(numbers)]
    return plays


def planted():
    return [
        ("two numbers decided by XOR", [planted_pair("xor pair", lost=lambda at: at[0] == at[1])]),
        ("two numbers by floor(1.618 d)", [planted_pair("1.618", test=golden_decimal)]),
        ("three numbers: the Nim move on the first non-zero number",
         [word_game(3, plays=first_nonzero)]),
    ]


@functools.lru_cache(maxsize=None)
def low_member(gap):
    """`floor(gap * phi)` by the submission's test, for a small gap (0 for none)."""
    return next((a for a in range(gap, 2 * gap + 1) if z3.is_true(z3.simplify(wythoff(
        z3.IntVal(gap), z3.IntVal(a))))), 0)


@functools.lru_cache(maxsize=None)
def pair_of_member(a):
    """The gap of the losing pair holding `a >= 1`, for a small `a` (0 for none)."""
    return next((d for d in range(1, a + 1) if z3.is_true(z3.simplify(z3.Or(
        wythoff(z3.IntVal(d), z3.IntVal(a)), wythoff(z3.IntVal(d), z3.IntVal(a - d)))))), 0)


def pair_play(x, y):
    """The two-number strategy's move from a won `(x, y)`, computed: (legal, after)."""
    numbers = [z3.IntVal(x), z3.IntVal(y)]

    def concrete(function):
        return lambda term: z3.IntVal(function(z3.simplify(term).as_long()))

    plays = pair_strategy(wythoff, concrete(low_member), concrete(pair_of_member))(numbers)
    for guard, play in plays:
        if z3.is_true(z3.simplify(guard)):
            after = [z3.simplify(term).as_long() for term in play.after(numbers)]
            return z3.is_true(z3.simplify(play.legal(numbers))), after
    return False, [x, y]


def checked_positions():
    tops = (0, 1, 2, MAX - 1, MAX, 2**63, 2**63 - 1)
    positions = [[a] for a in list(range(20)) + list(tops)]
    positions += [[a, b] for a in range(30) for b in range(30)]
    positions += [[a, b] for a in tops for b in tops]
    # Losing pairs far up: (floor(d phi), floor(d phi) + d), found by the test itself.
    positions += [[low, low + d] for d in (10**6, 10**9 + 7, 5 * 10**18 // 9)
                  for low in [far_low_member(d)]]
    positions += [[a, b, c] for a in range(8) for b in range(8) for c in range(8)]
    positions += [[a, b, c] for a in tops for b in tops for c in tops]
    return positions


def far_low_member(gap):
    """`floor(gap * phi)` for a large gap, by bisection on the test's first inequality."""
    low, high = gap, 2 * gap
    while low < high:
        middle = (low + high + 1) // 2
        excess = middle - gap
        if excess * (gap + excess) < gap * gap:
            low = middle
        else:
            high = middle - 1
    return low


def one_rule(numbers):
    return numbers[0] == 0


@functools.lru_cache(maxsize=None)
def evaluated(count):
    """The game of `count` numbers with its rule computed (the submission's test for two)."""
    if count == 2:
        return pair_game(test=wythoff)
    return word_game(count, lost=one_rule if count == 1 else xor_rule)


def expected(numbers):
    game = evaluated(len(numbers))
    lost = value_of(game.lost(game.position), game.position, numbers)
    return "BitAryo\n" if lost else "BitLGM\n"


def check_code(run):
    """The encoded rules against the submission on every checked position, and for every won
    small position the strategy's move, which must be legal and reach a position the
    submission calls lost."""
    positions = checked_positions()
    answers = run_all(run, [f"{len(p)}\n{' '.join(map(str, p))}\n" for p in positions])
    mismatches, targets = [], []
    for numbers, answer in zip(positions, answers):
        verdict = expected(numbers)
        if answer != verdict:
            mismatches.append(f"{' '.join(map(str, numbers))}: the proof says {verdict!r}, "
                              f"the submission {answer!r}")
        elif verdict == "BitLGM\n" and max(numbers) < 30:
            targets.append((numbers, strategy_play(numbers)))
    replies = run_all(run, [f"{len(after)}\n{' '.join(map(str, after))}\n"
                            for _, (_, after) in targets])
    for (numbers, (legal, after)), reply in zip(targets, replies):
        if not legal or reply != "BitAryo\n":
            mismatches.append(f"{' '.join(map(str, numbers))}: the strategy reaches {after}, "
                              f"which the submission calls {reply!r}")
    return len(positions) + len(targets), mismatches


def strategy_play(numbers):
    if len(numbers) == 2:
        return pair_play(*numbers)
    _, _, after, legal = winning_plays(evaluated(len(numbers)), numbers)
    return legal, after
