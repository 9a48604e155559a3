"""{name}: the rule of `src/main.rs`, proved with z3 for every position of the statement
(see `scripts/proving.py` for the claims, and `scripts/prove {name}` to check them).

Fill in the four places marked `PLACEHOLDER`: the position, the moves, the rule and the winning
move. Each says what it is and shows, commented out, the lines of a game that takes 1 to 3
from a pile (lost iff `n % 4 == 0`); `scripts/prove {name}` fails naming the first one left.
Then `planted()` keeps a wrong rule, which must be refuted, and `check_code` compares the rule
with the submission (`input_of`, `answer_of`: the input and answer of one game) on small
positions and at the top of the bound.

A rule whose period depends on the input, such as `n % (k + 1)` with `k` read too, times out
in z3 (`urem` by a variable): `input_period_game` below holds the residue by lemmas instead,
as `crates/left-stack-game/proof.py` does; list it and `period_lemmas()` in `proofs()`.
"""

import itertools

import z3

from proving import Game, Lemma, Move, Placeholder, Play, run_all, subsets, value_of

# The statement's largest n: the positions claimed are 0..=MAX_N. The position is held in z3
# integers, not words: `%` by a constant (`n % 6`) is then linear arithmetic, which z3 decides
# at once, where on 64-bit words it may time out.
MAX_N = 10**18


def position():
    """PLACEHOLDER: the position, one z3 integer per number of the input."""
    # return [z3.Int("n")]
    raise Placeholder("{name}/proof.py: the position, `position()`, is a placeholder")


def moves():
    """PLACEHOLDER: every family of legal moves (`proving.Move`: its parameters, when it is
    legal, the position it reaches). A move set z3 cannot say (take a prime power) may be
    widened to a superset the claims still hold over, with the winning move checked to be a
    real one in `strategy`."""
    # t = z3.Int("t")
    # legal = lambda at, params: z3.And(params[0] >= 1, params[0] <= 3, params[0] <= at[0])
    # return [Move("take", [t], legal, lambda at, params: [at[0] - params[0]])]
    raise Placeholder("{name}/proof.py: the moves, `moves()`, are a placeholder")


def lost(at):
    """PLACEHOLDER: the rule, true where the player to move loses (`at[0] % 6 == 0`)."""
    # return at[0] % 4 == 0
    raise Placeholder("{name}/proof.py: the rule, `lost(at)`, is a placeholder")


def strategy(at, played):
    """PLACEHOLDER: `src/main.rs`'s winning move from a won position, as `(guard, Play)`
    pairs: the first whose guard holds is made."""
    # return [(at[0] % 4 != 0, Play(played[0], [at[0] % 4]))]
    raise Placeholder("{name}/proof.py: the winning move, `strategy(at, moves)`, is a "
                      "placeholder")


def game(name="{name}", rule=None):
    """The game, claimed for every position up to MAX_N; `rule` in place of `lost` plants a
    wrong one."""
    at = position()
    played = moves()
    # `valid` holds each number to 0..=MAX_N, which every move keeps where moves only lower
    # numbers; where a move raises one (stones moved from pile to pile), bound what the move
    # keeps instead (the sum). A field that is no pile has its own range here (whose turn it
    # is, 0 or 1; a limit on a take, from 1). `terminal` is where no move is legal, whatever
    # such a field holds.
    return Game(
        name=name, width=f"integers, 0 <= n <= {MAX_N}", position=at,
        valid=lambda p: z3.And([z3.And(x >= 0, x <= MAX_N) for x in p]), lost=rule or lost,
        moves=played, strategy=lambda p: strategy(p, played),
        terminal=lambda p: z3.And([x == 0 for x in p]),
        # Naturals of which every move lowers one and raises none: the numbers themselves
        # where each move only lowers them; a sum where a move also moves numbers around (a
        # position written from the mover's side, swapped each move: `[a + b]`).
        total=lambda p: list(p))


def proofs():
    return [game()]


def planted():
    """Wrong rules, each of which a claim must refute: here, every position lost. Add the
    write-up's rule (`writeup.rs`) beside it."""
    return [("every position lost", [game("all lost", rule=lambda p: z3.BoolVal(True))])]


def input_of(numbers):
    """The input of one game from the position `numbers`, as `src/main.rs` reads it (where the
    input holds t games: `f"1\\n{line}\\n"`). Where the input always has the first player
    move and the position has a turn field, a position with the second to move is the input
    written from that player's side (the two players' fields swapped): the mover is its first."""
    return " ".join(map(str, numbers)) + "\n"


def answer_of(is_lost):
    """The answer `src/main.rs` prints for one game (the module's `answer` words)."""
    return "Second\n" if is_lost else "First\n"


def starts(count):
    """The positions compared, of `count` numbers: every one whose numbers are all small (1 to
    200 for one number, fewer each for more, about 200 in all) and twelve at the top of the
    bound. A field that is not a number of the game (whose turn it is, the pile taken last)
    is drawn over its own values instead."""
    small = max(1, round(200 ** (1 / count)))
    every = [list(numbers) for numbers in itertools.product(range(1, small + 1), repeat=count)]
    return every + [[MAX_N - k] * count for k in range(12)]


def check_code(run):
    """The proved rule against the submission's answer on `starts`."""
    proved = game()
    compared = starts(len(proved.position))
    answers = run_all(run, [input_of(numbers) for numbers in compared])
    mismatches = []
    for numbers, answer in zip(compared, answers):
        expected = answer_of(value_of(proved.lost(proved.position), proved.position, numbers))
        if answer != expected:
            mismatches.append(f"{numbers}: the proof says {expected!r}, the submission "
                              f"{answer!r}")
    return len(compared), mismatches


# The words of the input-period example: a period by a variable is held by lemmas over words.
WIDTH = 64


# A period that depends on the input: take 1 to k from n, lost iff n % (k + 1) == 0. Within
# the claims, `R(x)` stands for `x mod (k + 1)`, an uninterpreted function; all they know of
# it are instances of the lemmas of `period_lemmas()`, each proved once over the integers and
# guarded so that no word in it wraps.

def period_lemmas():
    x, k, u = z3.Ints("x k u")

    def r(v):
        return v % (k + 1)

    takes = z3.And(k >= 1, u >= 1, u <= k, u <= x)
    return [
        Lemma("mod: r(x) <= k and r(x) <= x", "integers",
              z3.Implies(z3.And(k >= 1, x >= 0), z3.And(r(x) >= 0, r(x) <= k, r(x) <= x))),
        Lemma("mod: u <= r(x) gives r(x - u) = r(x) - u", "integers",
              z3.Implies(z3.And(takes, u <= r(x)), r(x - u) == r(x) - u)),
        Lemma("mod: u > r(x) gives r(x - u) = r(x) + k + 1 - u", "integers",
              z3.Implies(z3.And(takes, r(x) < u), r(x - u) == r(x) + k + 1 - u)),
    ]


def input_period_game():
    n, k = z3.BitVecs("n k", WIDTH)
    residue = z3.Function("R", z3.BitVecSort(WIDTH), z3.BitVecSort(WIDTH))
    t = z3.BitVec("t", WIDTH)
    take = Move("take", [t],
                lambda at, p: z3.And(z3.UGE(p[0], 1), z3.ULE(p[0], at[1]), z3.ULE(p[0], at[0])),
                lambda at, p: [at[0] - p[0], at[1]])

    def facts(at, amounts):
        x, m = at
        found = [z3.And(z3.ULE(residue(y), m), z3.ULE(residue(y), y))
                 for y in [x] + [x - u for u in amounts]]
        for u in amounts:
            fits = z3.And(z3.UGE(u, 1), z3.ULE(u, m), z3.ULE(u, x))
            found.append(z3.Implies(z3.And(fits, z3.ULE(u, residue(x))),
                                    residue(x - u) == residue(x) - u))
            found.append(z3.Implies(z3.And(fits, z3.ULT(residue(x), u)),
                                    residue(x - u) == residue(x) + m + 1 - u))
        return found

    return Game(
        name="take 1 to k", width=f"{WIDTH}-bit", position=[n, k],
        # k + 1 must not wrap: the statement's bound on k, here below 2^63.
        valid=lambda at: z3.And(z3.UGE(at[1], 1), z3.ULT(at[1], 2**63)),
        lost=lambda at: residue(at[0]) == 0, moves=[take],
        strategy=lambda at: [(residue(at[0]) != 0, Play(take, [residue(at[0])]))],
        terminal=lambda at: at[0] == 0, total=lambda at: [at[0]], facts=facts,
        cases=subsets([n]))
