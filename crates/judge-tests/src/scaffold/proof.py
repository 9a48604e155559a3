"""{name}: the rule of `src/main.rs`, proved with z3 for every position of the statement
(see `scripts/proving.py` for the claims, and `scripts/prove {name}` to check them).

Fill in the four places marked `PLACEHOLDER`: the position, the moves, the rule and the winning
move. Each says what it is and shows, commented out, the lines of a game that takes 1 to 3
from a pile (lost iff `n % 4 == 0`); `scripts/prove {name}` fails naming the first one left.
Then `planted()` keeps a wrong rule, which must be refuted, and `check_code` compares the rule
with the submission on every `n` of the small domain.

A rule whose period depends on the input, such as `n % (k + 1)` with `k` read too, times out
in z3 (`urem` by a variable): `input_period_game` below holds the residue by lemmas instead,
as `crates/left-stack-game/proof.py` does; list it and `period_lemmas()` in `proofs()`.
"""

import z3

from proving import Game, Lemma, Move, Placeholder, Play, run_all, subsets, value_of

# The words of a position, as the submission reads them (`u64`).
WIDTH = 64
# The statement's largest n; the positions claimed are 0..=MAX_N.
MAX_N = 10


def position():
    """PLACEHOLDER: the position, one z3 word per number of the input."""
    # return [z3.BitVec("n", WIDTH)]
    raise Placeholder("{name}/proof.py: the position, `position()`, is a placeholder")


def moves():
    """PLACEHOLDER: every family of legal moves (`proving.Move`: its parameters, when it is
    legal, the position it reaches; `proving.lowering(0, "take", WIDTH)` takes 1 to all)."""
    # t = z3.BitVec("t", WIDTH)
    # legal = lambda at, params: z3.And(z3.UGE(params[0], 1), z3.ULE(params[0], 3),
    #                                   z3.ULE(params[0], at[0]))
    # return [Move("take", [t], legal, lambda at, params: [at[0] - params[0]])]
    raise Placeholder("{name}/proof.py: the moves, `moves()`, are a placeholder")


def lost(at):
    """PLACEHOLDER: the rule, true where the player to move loses (`a ^ b == 0` for two piles
    of Nim)."""
    # return z3.URem(at[0], 4) == 0
    raise Placeholder("{name}/proof.py: the rule, `lost(at)`, is a placeholder")


def strategy(at, played):
    """PLACEHOLDER: `src/main.rs`'s winning move from a won position, as `(guard, Play)`
    pairs: the first whose guard holds is made."""
    # return [(z3.URem(at[0], 4) != 0, Play(played[0], [z3.URem(at[0], 4)]))]
    raise Placeholder("{name}/proof.py: the winning move, `strategy(at, moves)`, is a "
                      "placeholder")


def game(name="{name}", rule=None):
    """The game, claimed for every position up to MAX_N; `rule` in place of `lost` plants a
    wrong one."""
    at = position()
    played = moves()
    return Game(
        name=name, width=f"{WIDTH}-bit, n <= {MAX_N}", position=at,
        valid=lambda p: z3.And([z3.ULE(x, MAX_N) for x in p]), lost=rule or lost,
        moves=played, strategy=lambda p: strategy(p, played),
        terminal=lambda p: z3.And([x == 0 for x in p]),
        total=lambda p: list(p))


def proofs():
    return [game()]


def planted():
    """Wrong rules, each of which a claim must refute: here, every position lost."""
    return [("every position lost", [game("all lost", rule=lambda p: z3.BoolVal(True))])]


def check_code(run):
    """The proved rule against the submission's answer (`First` where the mover wins) on every
    n of 1..=MAX_N."""
    proved = game()
    starts = list(range(1, MAX_N + 1))
    answers = run_all(run, [f"{n}\n" for n in starts])
    mismatches = []
    for n, answer in zip(starts, answers):
        expected = "Second\n" if value_of(proved.lost(proved.position), proved.position,
                                          [n]) else "First\n"
        if answer != expected:
            mismatches.append(f"{n}: the proof says {expected!r}, the submission {answer!r}")
    return len(starts), mismatches


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
