"""XOR Break — Game Version: the rule and the break of `src/main.rs`, proved for every pair of
numbers up to 10^18 (64-bit words), and the bound on the breaks.

A position is the two numbers the player to move may break, `(a, b)`; the start `n` is
`(n, 0)`. A move breaks one of them, `p`, into `q1, q2` with `0 < q1 < p`, `0 < q2 < p` and
`q1 xor q2 = p`, and the next player faces `(q1, q2)`. Whoever cannot break loses (normal
play). Every move lowers the larger number of the pair: both parts lie below the number
broken. The rule: the mover loses iff neither number has an even popcount of at least 2. The
strategy is the submission's `winning_break`: the first of `a`, `b` with an even popcount,
split into its highest set bit and the rest.

A lemma bounds the breaks: after this side splits `x` into its top bit `2^h` and the rest, every
break of the rest lies below `2^h`, so the top bit of the number this side breaks next is lower.
The same lemma for the lowest-bit split of the write-up is planted, and refuted.

The submission is interactive, so `check_code` plays it: the whole of the jury's side, worked
out from the proved strategy and the jury's `optimal` replies, is its standard input, and its
sides and breaks must be the strategy's, from every start `1..=256`.
"""

import z3

from proving import Game, Lemma, Move, Play, run_all, value_of, winning_plays

WIDTH = 64
MAX_N = 10**18
CHECKED = 256


def parity(x):
    """1 when the popcount of the word `x` is odd, else 0, as a 1-bit term."""
    bits = [z3.Extract(i, i, x) for i in range(WIDTH)]
    result = bits[0]
    for bit in bits[1:]:
        result = result ^ bit
    return result


def even(x):
    """`x` has an even popcount and is not 0: at least two set bits."""
    return z3.And(x != 0, parity(x) == 0)


def two_bits(x):
    """`x` has at least two set bits: it can be broken."""
    return x & (x - 1) != 0


def top_bit(x):
    """The highest set bit of `x` (0 for 0)."""
    result = z3.BitVecVal(0, WIDTH)
    for i in range(WIDTH):
        result = z3.If(z3.Extract(i, i, x) == 1, z3.BitVecVal(1 << i, WIDTH), result)
    return result


def low_bit(x):
    return x & -x


def is_break(p, q1, q2):
    return z3.And(z3.ULT(0, q1), z3.ULT(q1, p), z3.ULT(0, q2), z3.ULT(q2, p), q1 ^ q2 == p)


def break_move(index, name):
    """Break number `index` of the pair into `q1, q2`."""
    q1, q2 = z3.BitVecs(f"q1_{index} q2_{index}", WIDTH)

    def legal(position, params):
        return is_break(position[index], *params)

    def after(position, params):
        return list(params)

    return Move(name, [q1, q2], legal, after)


BREAK_A = break_move(0, "break a")
BREAK_B = break_move(1, "break b")


def rule(position):
    a, b = position
    return z3.And(z3.Not(even(a)), z3.Not(even(b)))


def split(part):
    """The strategy that breaks the first number of even popcount into `part(x)` and the
    rest."""
    def strategy(position):
        a, b = position
        return [(even(a), Play(BREAK_A, [part(a), a ^ part(a)])),
                (even(b), Play(BREAK_B, [part(b), b ^ part(b)]))]
    return strategy


def game(name="xor-break-game", lost=rule, strategy=split(top_bit)):
    position = list(z3.BitVecs("a b", WIDTH))
    return Game(
        name=name, width=f"{WIDTH}-bit, a, b <= 10^18", position=position,
        valid=lambda at: z3.And(z3.ULE(at[0], MAX_N), z3.ULE(at[1], MAX_N)), lost=lost,
        moves=[BREAK_A, BREAK_B], strategy=strategy,
        terminal=lambda at: z3.And(z3.Not(two_bits(at[0])), z3.Not(two_bits(at[1]))),
        total=lambda at: [z3.If(z3.ULE(at[0], at[1]), at[1], at[0])])


def drops(name, part):
    """After this side splits `x` (even popcount) into `part(x)` and the rest, every break of
    the part the jury may break lies below the top bit of `x`."""
    x, q1, q2 = z3.BitVecs("x q1 q2", WIDTH)
    rest = x ^ part(x)
    broken = z3.If(two_bits(part(x)), part(x), rest)
    claim = z3.Implies(z3.And(z3.ULE(x, MAX_N), even(x), is_break(broken, q1, q2)),
                       z3.And(z3.ULT(q1, top_bit(x)), z3.ULT(q2, top_bit(x))))
    return Lemma(name, f"{WIDTH}-bit, x <= 10^18", claim)


def proofs():
    return [game(), drops("highest-bit split: every jury break lies below the top bit", top_bit)]


def odd_one(position):
    """Wrong strategy: break a number of odd popcount, at its top bit."""
    a, b = position
    return [(z3.Not(even(a)), Play(BREAK_A, [top_bit(a), a ^ top_bit(a)])),
            (z3.BoolVal(True), Play(BREAK_B, [top_bit(b), b ^ top_bit(b)]))]


def first_only(position):
    """Wrong rule: the mover loses iff the first number has no even popcount."""
    return z3.Not(even(position[0]))


def planted():
    return [
        ("the rule that looks at the first number only", [game("first only", first_only)]),
        ("breaking a number of odd popcount", [game("odd one", rule, odd_one)]),
        ("the lowest-bit split keeps the top bit, and the game can grow long",
         [drops("lowest-bit split: every jury break lies below the top bit", low_bit)]),
    ]


def optimal_reply(a, b):
    """The jury's `optimal` reply (crates/xor-break-game/jury.py), or None for `0 0`."""
    for p in (a, b):
        if p and bin(p).count("1") % 2 == 0:
            top = 1 << (p.bit_length() - 1)
            return top, p ^ top
    breakable = [p for p in (a, b) if bin(p).count("1") >= 2]
    if not breakable:
        return None
    p = max(breakable)
    return p & -p, p ^ (p & -p)


def expected_run(proved, starts):
    """The jury's lines for a run of `starts` (one input) and the lines the proved strategy
    writes; `None` and the first illegal play where there is one."""
    p = proved.position
    jury, said = [str(len(starts))], []
    for n in starts:
        jury.append(str(n))
        pair = (n, 0)
        if value_of(proved.lost(p), p, list(pair)):
            said.append("second")
            pair = optimal_reply(*pair)
            if pair is None:
                jury.append("0 0")
                continue
            jury.append(f"{pair[0]} {pair[1]}")
        else:
            said.append("first")
        while True:
            _, params, after, legal = winning_plays(proved, list(pair))
            if not legal:
                return None, f"{n}: an illegal break {params} of {pair}"
            said.append(f"{params[0]} {params[1]}")
            pair = optimal_reply(*after)
            if pair is None:
                jury.append("0 0")
                break
            jury.append(f"{pair[0]} {pair[1]}")
    return "\n".join(jury) + "\n", "".join(line + "\n" for line in said)


def check_code(run):
    """The proved strategy against the submission on one run from every start `1..=256`: its
    sides and breaks must be the strategy's."""
    starts = list(range(1, CHECKED + 1))
    script, said = expected_run(game(), starts)
    if script is None:
        return len(starts), [said]
    (answer,) = run_all(run, [script])
    if answer == said:
        return len(starts), []
    mine, theirs = said.splitlines(), answer.splitlines()
    at = next((i for i, (x, y) in enumerate(zip(mine, theirs)) if x != y), len(theirs))
    return len(starts), [f"line {at + 1}: the proof writes {mine[at:at + 1]}, the submission "
                         f"{theirs[at:at + 1]} ({answer[:80]!r})"]
