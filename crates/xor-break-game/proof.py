"""XOR Break, Game Version (Codeforces 1934D2): the rule, the side choice and the break of
`src/main.rs`, and the 63-break limit, proved with z3 for every 64-bit word: no claim below
is proved only up to a size. Argued, not checked: the two inductions named below (on
`max(a, b)` for the rule, and the count of breaks from falling top bits).

A break of `p` is `(p1, p2)` with `0 < p1 < p`, `0 < p2 < p` and `p1 ^ p2 = p`. The breaker's
opponent picks `p1` or `p2` and must break it; whoever cannot break loses. Alice (the
submission) plays first or second on `1 <= n <= 10^18` and may make at most 63 breaks.

`popcount` is the sum of the 64 bits, each extracted and zero-extended to 7 bits; `top(x)` is
`floor(log2 x)`, the index of the highest set bit; `highest_bit(x) = 1 << top(x)`.

What is proved, one line each (the framework's game claims are the induction step):

1. Breakable iff `popcount >= 2`: a legal break of `p` needs `popcount(p) >= 2` (so `0` and the
   powers of two, popcount 1, have none: step (c)), and from `popcount(p) >= 2` the break
   `(highest_bit(p), p ^ highest_bit(p))` is legal.
2. The rule. The game is played on pairs: the position `(a, b)`, both non-zero, is the two
   numbers of the last break, and the player to move picks one and breaks it into `(x, a ^ x)`,
   the next position. The first break of `n` is a move from `(n, n)`. The mover loses iff
   `popcount(a)` and `popcount(b)` are both odd, so the player who must break `n` wins iff
   `popcount(n)` is even. Steps, each proved for all words: (a) from odd popcount every legal
   break has exactly one even-popcount part; (b) from even popcount (non-zero, so `>= 2`) the
   crate's break is legal and both parts are odd; (c) as in 1. The game `pairs` states the
   same as the framework's claims 0 to 3: every break lowers `max(a, b)` (the parts are below
   the number broken), from a lost pair every break leaves a won pair (a), from a won pair the
   strategy's break leaves a lost one (b), a pair of powers of two has no break and is lost
   (c). Argued, not checked: since `max(a, b)` falls with every break, induction on it from
   the pairs without a break carries (a) to (c) to every pair, as in `proving.py`.
3. The strategy and the 63-break limit. Alice plays `first` iff `popcount(n)` is even (the
   rule at `(n, n)`, proved as its own line); on her turn she takes the even-popcount number
   of the pair (there is exactly one, by (a)) and splits off its highest bit. Proved: (i) for
   every even-popcount `q` she breaks, whichever of her parts `c` the opponent picks and
   whatever legal break `(y, c ^ y)` he makes of it, `top(y) < top(q)` and `top(c ^ y) <
   top(q)`, so the next number she breaks has a lower top bit (the part `highest_bit(q)` has no
   break at all, and the rest is below `2^top(q)`); (ii) a number she breaks has `top >= 1`
   (popcount >= 2); (iii) a part of a break of `n` has `top <= top(n)`, which covers her first
   break when she plays second; (iv) `n <= 10^18` gives `top(n) <= 59`. Argued from these:
   the top bits of the numbers she breaks are distinct and lie in `1..=top(n)`, so she makes
   at most `top(n)` breaks: at most 59 for `n <= 10^18`, and at most 63 for every 64-bit `n`,
   so the limit of 63 holds for every `u64`, not only for the statement's bounds. The bound is
   not tight (a search of every `n < 2^13` against every reply of Bob, made when this was
   written and not part of this file, found at most 9 breaks for `top(n) = 12`).

Planted wrong rules and strategies, each refuted with a counterexample: the mover wins iff
popcount odd; every `p >= 2` can be broken; splitting off the lowest set bit keeps the top bit
dropping (it does not: Bob can break the rest into a part with the same top bit); breaking the
first breakable number of the pair instead of the even one.

The submission is interactive, so `check_code` plays `target/release/xor-break-game` with the
statement's protocol and compares its side choice and every break with the proved strategy
(evaluated from the z3 terms of the `pairs` game), against a scripted Bob who breaks by his
highest bit, his lowest bit or at random, printing his parts in either order. The protocol, as
Codeforces has it: `t`, then for each game `n`; the submission prints `first` or `second`;
each of its breaks is a line `p1 p2`, which the strategy makes `highest_bit(p) p^highest_bit(p)`
in that order, `p` being `n` or the even-popcount number of Bob's last line; Bob's line is his
break `p1 p2` (of `n`, or of the breakable part of the submission's last break), or `0 0` when
he cannot break, which ends the game. The whole of Bob's side is the standard input at once;
the output is compared token by token.
"""

import functools
import random

import z3

from proving import Game, Lemma, Move, Play, run_all, value_of, winning_plays

WIDTH = 64
MAX_N = 10**18
# The top bit of 10^18 (< 2^60), and so the most breaks the strategy makes from it.
MAX_N_TOP = 59
# The limit of the statement: Alice's breaks in one game.
MAX_BREAKS = 63
COUNT_WIDTH = 7  # holds a popcount of up to 64


def popcount(x):
    """The number of set bits of `x`, a 7-bit word: the sum of its bits, zero-extended."""
    bits = [z3.ZeroExt(COUNT_WIDTH - 1, z3.Extract(i, i, x)) for i in range(x.size())]
    return functools.reduce(lambda s, b: s + b, bits)


def even(x):
    return z3.Extract(0, 0, popcount(x)) == 0


def odd(x):
    return z3.Extract(0, 0, popcount(x)) == 1


def at_least_two(x):
    return z3.UGE(popcount(x), 2)


def top(x):
    """`floor(log2 x)` for non-zero `x` (0 for 0), a word as wide as `x`."""
    size = x.size()
    result = z3.BitVecVal(0, size)
    for i in range(1, size):
        result = z3.If(z3.Extract(i, i, x) == 1, z3.BitVecVal(i, size), result)
    return result


def highest_bit(x):
    """`1 << top(x)`, 0 for 0: `x` smeared rightwards, less itself shifted once."""
    smeared = x
    shift = 1
    while shift < x.size():
        smeared = smeared | z3.LShR(smeared, shift)
        shift *= 2
    return smeared ^ z3.LShR(smeared, 1)


def lowest_bit(x):
    return x & -x


def legal_break(p, x):
    """`(x, p ^ x)` is a break of `p`: both parts non-zero and below `p`."""
    return z3.And(x != 0, z3.ULT(x, p), p ^ x != 0, z3.ULT(p ^ x, p))


def break_move(index):
    """Pick number `index` of the pair and break it into `(x, p ^ x)`, the next pair."""
    x = z3.BitVec(f"x{'ab'[index]}", WIDTH)

    def legal(position, params):
        return legal_break(position[index], params[0])

    def after(position, params):
        return [params[0], position[index] ^ params[0]]

    return Move(f"break {'ab'[index]}", [x], legal, after)


BREAKS = [break_move(0), break_move(1)]


def rule(position):
    """The mover loses iff both numbers have odd popcount."""
    a, b = position
    return z3.And(odd(a), odd(b))


def crate_break(position):
    """The submission's play: the even-popcount number (`a` first), its highest bit split off."""
    a, b = position
    return [(even(a), Play(BREAKS[0], [highest_bit(a)])),
            (even(b), Play(BREAKS[1], [highest_bit(b)]))]


def pairs(name="pairs", lost=rule, strategy=crate_break):
    position = list(z3.BitVecs("a b", WIDTH))
    return Game(
        name=name, width=f"{WIDTH}-bit", position=position,
        valid=lambda at: z3.And(at[0] != 0, at[1] != 0), lost=lost, moves=BREAKS,
        strategy=strategy,
        terminal=lambda at: z3.And(popcount(at[0]) == 1, popcount(at[1]) == 1),
        total=lambda at: [z3.If(z3.UGE(at[0], at[1]), at[0], at[1])])


def bound_claim(q, split_off, only_hers=False):
    """Alice breaks `q` (even popcount, non-zero) into `(h, q ^ h)` with `h = split_off(q)`; the
    opponent picks `c`, one of them, and breaks it legally into `(y, c ^ y)`: both parts, and so
    the even one Alice breaks next, have a lower top bit than `q`. With `only_hers`, the claim
    is about the even part alone (what a planted strategy must fail)."""
    y = z3.BitVec("y", WIDTH)
    picks_h = z3.Bool("picks_split_off_bit")
    h = split_off(q)
    c = z3.If(picks_h, h, q ^ h)
    if only_hers:
        drops = z3.ULT(top(z3.If(even(y), y, c ^ y)), top(q))
    else:
        drops = z3.And(z3.ULT(top(y), top(q)), z3.ULT(top(c ^ y), top(q)))
    return z3.Implies(z3.And(q != 0, even(q), legal_break(c, y)), drops)


def lemmas():
    p, x, q, n = z3.BitVecs("p x q n", WIDTH)
    width = f"{WIDTH}-bit, all words"
    h = highest_bit(p)
    return [
        Lemma("1 breakable only if popcount >= 2 (step c: popcount 0 or 1 has no break)",
              width, z3.Implies(legal_break(p, x), at_least_two(p))),
        Lemma("1 popcount >= 2: the break (highest bit, rest) is legal", width,
              z3.Implies(at_least_two(p), legal_break(p, h))),
        Lemma("2a odd popcount: every legal break has exactly one even part", width,
              z3.Implies(z3.And(odd(p), legal_break(p, x)), even(x) != even(p ^ x))),
        Lemma("2b even popcount, non-zero: popcount >= 2, the crate's break is legal", width,
              z3.Implies(z3.And(p != 0, even(p)), z3.And(at_least_two(p), legal_break(p, h)))),
        Lemma("2b even popcount, non-zero: both parts of the crate's break are odd", width,
              z3.Implies(z3.And(p != 0, even(p)), z3.And(odd(h), odd(p ^ h)))),
        Lemma("3 side: Alice first iff popcount(n) even iff the pair (n, n) is won", width,
              z3.Implies(n != 0, even(n) == z3.Not(rule([n, n])))),
        Lemma("3i after each of Alice's breaks, every part of any legal break of either of "
              "her parts (so the even one she breaks next) has a lower top bit", width,
              bound_claim(q, highest_bit)),
        Lemma("3ii a number Alice breaks (popcount >= 2) has top bit >= 1", width,
              z3.Implies(at_least_two(q), z3.UGE(top(q), 1))),
        Lemma("3iii a part x of a break of n has top(x) <= top(n)", width,
              z3.Implies(legal_break(n, x), z3.ULE(top(x), top(n)))),
        Lemma(f"3iv 1 <= n <= 10^18 has top(n) <= {MAX_N_TOP}, so at most {MAX_N_TOP} breaks",
              width, z3.Implies(z3.And(n != 0, z3.ULE(n, MAX_N)), z3.ULE(top(n), MAX_N_TOP))),
        Lemma(f"3iv every 64-bit n has top(n) <= {MAX_BREAKS}, so at most {MAX_BREAKS} breaks",
              width, z3.ULE(top(n), MAX_BREAKS)),
        Lemma("popcount and highest_bit: highest_bit(p) = 1 << top(p), popcount 1, for p != 0",
              width, z3.Implies(p != 0, z3.And(h == z3.BitVecVal(1, WIDTH) << top(p),
                                                popcount(h) == 1))),
    ]


def proofs():
    return lemmas() + [pairs()]


def odd_wins(position):
    """Wrong: the mover wins iff a number of the pair has odd popcount."""
    a, b = position
    return z3.And(even(a), even(b))


def odd_break(position):
    """The planted rule's strategy: split the highest bit off an odd-popcount number."""
    a, b = position
    return [(odd(a), Play(BREAKS[0], [highest_bit(a)])),
            (odd(b), Play(BREAKS[1], [highest_bit(b)]))]


def first_breakable(position):
    """Wrong strategy: split the highest bit off the first breakable number, even or not."""
    a, b = position
    return [(at_least_two(a), Play(BREAKS[0], [highest_bit(a)])),
            (at_least_two(b), Play(BREAKS[1], [highest_bit(b)]))]


def planted():
    p, x, q = z3.BitVecs("p x q", WIDTH)
    return [
        ("the mover wins iff popcount odd", [pairs("odd wins", odd_wins, odd_break)]),
        ("every p >= 2 can be broken",
         [Lemma("p >= 2 has a legal break", f"{WIDTH}-bit",
                z3.Implies(z3.UGE(p, 2), z3.Exists([x], legal_break(p, x))))]),
        ("splitting off the lowest set bit keeps the top bit dropping",
         [Lemma("lowest bit: the even part Alice breaks next has a lower top bit, for "
                "q <= 255 (a counterexample there is one for every word)", f"{WIDTH}-bit",
                z3.Implies(z3.ULE(q, 255), bound_claim(q, lowest_bit, only_hers=True)))]),
        ("break the first breakable number of the pair, even popcount or not",
         [pairs("first breakable", rule, first_breakable)]),
    ]


# The binary check: the statement's protocol, played with a scripted Bob.

def bob_break(p, mode, rng):
    """Bob's legal break of `p` (odd popcount >= 3), by `mode`, in a random order."""
    if mode == "high":
        y = 1 << (p.bit_length() - 1)
    elif mode == "low":
        y = p & -p
    else:
        while True:
            y = rng.randrange(1, p)
            if p ^ y < p:
                break
    parts = (y, p ^ y)
    assert 0 < parts[0] < p and 0 < parts[1] < p and parts[0] ^ parts[1] == p
    return parts if rng.random() < 0.5 else parts[::-1]


def expected_game(game, n, mode, seed):
    """Bob's lines (all of them, as one input after `n`) and the lines the proved strategy
    prints, from the start `n`; Alice's moves are the `pairs` strategy evaluated on the pair."""
    p = game.position
    rng = random.Random(seed)
    pc = lambda v: bin(v).count("1")  # noqa: E731  (only Bob's side, never Alice's)
    bob, alice = [str(n)], []
    if value_of(game.lost(p), p, [n, n]):
        alice.append("second")
        if pc(n) == 1:
            bob.append("0 0")
            return bob, alice
        pair = bob_break(n, mode, rng)
        bob.append(f"{pair[0]} {pair[1]}")
    else:
        alice.append("first")
        pair = (n, n)
    while True:
        if len(alice) - 1 == MAX_BREAKS:
            raise AssertionError(f"{n}: the strategy needs more than {MAX_BREAKS} breaks")
        name, params, after, legal = winning_plays(game, list(pair))
        if not legal:
            raise AssertionError(f"{n}: the strategy's {name} {params} of {pair} is illegal")
        alice.append(f"{after[0]} {after[1]}")
        rest = [v for v in after if pc(v) >= 2]
        if not rest:
            bob.append("0 0")
            return bob, alice
        pair = bob_break(rest[0], mode, rng)
        bob.append(f"{pair[0]} {pair[1]}")


def starts():
    """Every n up to 100, each power of two below 10^18 and its two neighbours, the largest n
    and a few patterns, and random ones: 330 starts."""
    rng = random.Random(1934)
    chosen = list(range(1, 101))
    for k in range(7, 60):
        chosen += [2**k - 1, 2**k, 2**k + 1]
    chosen += [MAX_N, MAX_N - 1, 2**59 + 2**58 + 1, 0x0AAAAAAAAAAAAAAA, 0x0555555555555555]
    chosen += [rng.randrange(1, MAX_N + 1) for _ in range(66)]
    return chosen


def check_code(run):
    """The proved side choice and breaks against the submission: one game per run from every
    start (`t = 1`), then all of them in one run (`t` up to 1000, the statement's most).
    The submission's output is compared token by token with the strategy's."""
    game = pairs()
    modes = ["high", "low", "random"]
    games = []
    for index, n in enumerate(starts()):
        mode = modes[index % 3]
        bob, alice = expected_game(game, n, mode, seed=index)
        games.append((n, mode, bob, alice))
    inputs = ["1\n" + "".join(line + "\n" for line in bob) for _, _, bob, _ in games]
    answers = run_all(run, inputs)
    mismatches = []
    for (n, mode, _, alice), answer in zip(games, answers):
        if answer.split() != " ".join(alice).split():
            mismatches.append(f"n = {n} (Bob {mode}): the proof plays {alice}, the "
                              f"submission {answer!r}")
    batch = games[:1000]
    text = f"{len(batch)}\n" + "".join(line + "\n" for _, _, bob, _ in batch for line in bob)
    answer = run(text)
    expected = " ".join(line for _, _, _, alice in batch for line in alice).split()
    if answer.split() != expected:
        mismatches.append(f"all {len(batch)} games in one run (t = {len(batch)}): the "
                          f"submission's output differs: {answer[:200]!r}")
    return len(games) + 1, mismatches
