"""Game with stones (misere Nim): the rule and the winning move of `src/main.rs`, proved for
every position of 2, 3 and 4 piles of up to `u64::MAX` stones, and through summaries of the
other piles for any number of piles (`any_piles.py`).

The rule: with no pile above 1 the mover loses iff the number of 1-piles is odd; otherwise iff
the XOR of the piles is 0. The strategy is the submission's own `winning_move`, pile by pile
in the order it searches, so the move it prints is proved too. Positions are words of 64 bits,
as the submission reads them; the one with no stone is the end of play, where (misere) the
player to move has won.
"""

import functools

import z3

import any_piles
from proving import Game, Play, lowering, run_all, subsets, value_of, winning_plays

WIDTH = 64
MAX = 2**WIDTH - 1
PILE_COUNTS = (2, 3, 4)


def counts(piles):
    """How many piles hold two or more stones, and how many hold one (as integers)."""
    big = z3.Sum([z3.If(z3.UGT(x, 1), z3.IntVal(1), z3.IntVal(0)) for x in piles])
    ones = z3.Sum([z3.If(x == 1, z3.IntVal(1), z3.IntVal(0)) for x in piles])
    return big, ones


def nim_sum(piles):
    total = z3.BitVecVal(0, WIDTH)
    for x in piles:
        total = total ^ x
    return total


def rule(piles):
    big, ones = counts(piles)
    return z3.If(big == 0, ones % 2 == 1, z3.And(big >= 2, nim_sum(piles) == 0))


def take_from(index):
    return lowering(index, f"take from pile {index + 1}", WIDTH)


def winning_move(moves, keep_parity=True):
    """`winning_move` of `main.rs`: a 1-pile when no pile is big; the one big pile shrunk to 0
    or 1 so that an odd number of 1-piles is left; else the Nim move to XOR 0. Each takes the
    first pile that fits, as `position` does. `keep_parity=False` plants the normal-play
    move for the one big pile instead (down to 0), which is wrong."""
    def plays(piles):
        big, ones = counts(piles)
        total = nim_sum(piles)
        one, zero = z3.BitVecVal(1, WIDTH), z3.BitVecVal(0, WIDTH)
        keep = z3.If(ones % 2 == 1, zero, one) if keep_parity else zero
        chosen = [(z3.And(big == 0, x == 1), Play(moves[i], [one]))
                  for i, x in enumerate(piles)]
        chosen += [(z3.And(big == 1, z3.UGT(x, 1)), Play(moves[i], [x - keep]))
                   for i, x in enumerate(piles)]
        chosen += [(z3.And(big >= 2, z3.ULT(x ^ total, x)), Play(moves[i], [x - (x ^ total)]))
                   for i, x in enumerate(piles)]
        return chosen
    return plays


def game(count, lost=rule, keep_parity=True):
    piles = list(z3.BitVecs(" ".join(f"p{i + 1}" for i in range(count)), WIDTH))
    moves = [take_from(i) for i in range(count)]
    return Game(
        name=f"{count} piles", width=f"{WIDTH}-bit", position=piles,
        valid=lambda at: z3.BoolVal(True), lost=lost, moves=moves,
        strategy=winning_move(moves, keep_parity),
        terminal=lambda at: z3.And([x == 0 for x in at]),
        total=lambda at: list(at),
        misere=True, cases=subsets(piles))


def proofs():
    return [game(count) for count in PILE_COUNTS] + any_piles.lemmas()


def normal_play(piles):
    """Wrong: normal-play Nim, lost iff the XOR is 0."""
    return nim_sum(piles) == 0


def planted():
    return [
        ("normal-play Nim's rule", [game(3, lost=normal_play)]),
        ("the one big pile always taken to 0", [game(2, keep_parity=False)]),
        ("normal-play Nim's rule, any number of piles (a counterexample of summaries)",
         any_piles.lemmas(any_piles.normal_play, "any piles, normal play")),
    ]


def checked_positions():
    """Every position of 1 to 3 piles up to 7 and of 4 piles up to 3, and large piles, except
    the one with no stone (which the submission refuses)."""
    positions = [[a] for a in range(8)]
    positions += [[a, b] for a in range(8) for b in range(8)]
    positions += [[a, b, c] for a in range(8) for b in range(8) for c in range(8)]
    positions += [[a, b, c, d] for a in range(4) for b in range(4) for c in range(4)
                  for d in range(4)]
    tops = (0, 1, 2, MAX, MAX - 1, 2**63, 2**63 - 1)
    positions += [[a, b, c] for a in tops for b in tops for c in tops]
    return [p for p in positions if any(p)]


@functools.lru_cache(maxsize=None)
def evaluated(count):
    return game(count)


def expected_answer(piles):
    """The answer the proved rule and strategy give, in the submission's format."""
    played = evaluated(len(piles))
    p = played.position
    if value_of(played.lost(p), p, piles):
        return "Lose\n"
    name, params, _, legal = winning_plays(played, piles)
    pile = int(name.rsplit(" ", 1)[1])
    return f"Win\n{pile} {params[0]}\n" if legal else "an illegal strategy move\n"


def check_code(run):
    """The encoded rule and winning move against the submission's output, on every checked
    position."""
    positions = checked_positions()
    answers = run_all(run, [f"{len(p)}\n{' '.join(map(str, p))}\n" for p in positions])
    mismatches = []
    for piles, answer in zip(positions, answers):
        expected = expected_answer(piles)
        if any_piles.lost_by_summary(piles) != (expected == "Lose\n"):
            mismatches.append(f"{' '.join(map(str, piles))}: the rule for any number of "
                              "piles differs from the rule for this number")
        if answer != expected:
            mismatches.append(f"{' '.join(map(str, piles))}: the proof says {expected!r}, "
                              f"the submission {answer!r}")
    return len(positions), mismatches
