"""Game with stones, any number of piles: the rule and the winning move for every `n`.

A claim about one pile `x` sees the other piles only through their summary: `xor`, their XOR;
`big`, how many hold two or more; `ones`, how many hold one; `union`, their bitwise OR. Every
summary of real piles satisfies `invariant` (checked: the empty summary does, and adding a
pile keeps it; argued: the induction over the piles). Every move changes one pile, so "every
move from a lost position reaches a won one" is a claim about one pile and a summary; so is
"a pile that meets `winning_move`'s condition, moved as it says, reaches a lost position", which
holds for every such pile, the first one `winning_move` picks included. That some pile meets the
condition is checked from the counts and, for the Nim move, from the pile holding the highest
bit of the XOR (argued: a non-zero word has a highest bit; a bit of the OR of piles is a bit of
one of them).
"""

import z3

from proving import Lemma

WIDTH = 64


def word(value):
    return z3.BitVecVal(value, WIDTH)


def invariant(xor, big, ones, union):
    """What every summary of piles satisfies."""
    return z3.And(big >= 0, ones >= 0, xor & ~union == 0,
                  z3.Implies(big == 0, xor == z3.If(ones % 2 == 1, word(1), word(0))),
                  z3.Implies(big == 1, z3.UGE(xor, 2)),
                  z3.Implies(z3.And(big == 0, ones == 0), union == 0))


def added(summary, pile):
    """The summary with one more pile."""
    xor, big, ones, union = summary
    return (xor ^ pile, big + z3.If(z3.UGE(pile, 2), 1, 0), ones + z3.If(pile == 1, 1, 0),
            union | pile)


def whole(pile, summary):
    """Counts and XOR of all the piles: `pile` and the rest."""
    xor, big, ones, _ = added(summary, pile)
    return xor, big, ones


def lost(pile, summary):
    """The rule of `proof.py`, on a pile and the summary of the rest."""
    xor, big, ones = whole(pile, summary)
    return z3.If(big == 0, ones % 2 == 1, z3.And(big >= 2, xor == 0))


def normal_play(pile, summary):
    """Wrong: normal-play Nim, lost iff the XOR is 0."""
    xor, _, _ = whole(pile, summary)
    return xor == 0


def summary_variables():
    xor, union = z3.BitVecs("rest_xor rest_union", WIDTH)
    big, ones = z3.Ints("rest_big rest_ones")
    return xor, big, ones, union


def lemmas(lost=lost, name="any piles"):
    """The claims for any number of piles, for the rule `lost`."""
    x, t, q = z3.BitVecs("x t q", WIDTH)
    rest = summary_variables()
    holds = invariant(*rest)
    xor, big, ones = whole(x, rest)
    terminal = z3.And(x == 0, rest[1] == 0, rest[2] == 0)
    won = [holds, z3.Not(lost(x, rest)), z3.Not(terminal)]
    keep = z3.If(ones % 2 == 1, word(0), word(1))
    moves = {  # winning_move's three conditions on a pile, and what it takes from it
        "a 1-pile when no pile is big": (z3.And(big == 0, x == 1), word(1)),
        "the one big pile, to 0 or 1": (z3.And(big == 1, z3.UGE(x, 2)), x - keep),
        "the Nim move on a pile with x ^ s < x": (z3.And(big >= 2, z3.ULT(x ^ xor, x)),
                                                  x - (x ^ xor)),
    }
    h, s, p = z3.BitVecs("h s p", WIDTH)
    claims = [
        ("summary: no pile yet", invariant(word(0), 0, 0, word(0))),
        ("summary: one pile more keeps the invariant",
         z3.Implies(holds, invariant(*added(rest, q)))),
        ("1 lost: every move reaches won",
         z3.Implies(z3.And(holds, lost(x, rest), z3.UGE(t, 1), z3.ULE(t, x)),
                    z3.Not(lost(x - t, rest)))),
        ("3 no stone: won (misere)", z3.Implies(z3.And(holds, terminal), z3.Not(lost(x, rest)))),
        ("2 won: no pile big gives a 1-pile", z3.Implies(z3.And(won + [big == 0]), ones >= 1)),
        ("2 won: one pile big gives that pile", z3.Implies(z3.And(won + [big == 1]), big >= 1)),
        ("2 won: two big piles give a non-zero XOR", z3.Implies(z3.And(won + [big >= 2]),
                                                                xor != 0)),
        ("2 the highest bit h of s, in a pile p, gives p ^ s < p",
         z3.Implies(z3.And(h != 0, h & (h - 1) == 0, s & h != 0, z3.ULT(s ^ h, h), p & h != 0),
                    z3.ULT(p ^ s, p))),
        ("2 a bit of the whole XOR is a bit of some pile's OR",
         z3.Implies(holds, (xor & ~(rest[3] | x)) == 0)),
    ]
    for move_name, (condition, take) in moves.items():
        claims.append((f"2 won, {move_name}: legal, reaches lost",
                       z3.Implies(z3.And(won + [condition]),
                                  z3.And(z3.UGE(take, 1), z3.ULE(take, x),
                                         lost(x - take, rest)))))
    return [Lemma(f"{name}: {label}", f"{WIDTH}-bit, any n", claim) for label, claim in claims]


def summary_of(piles):
    """The summary of concrete piles, as numbers."""
    xor = union = big = ones = 0
    for pile in piles:
        xor, union = xor ^ pile, union | pile
        big, ones = big + (pile >= 2), ones + (pile == 1)
    return xor, big, ones, union


def lost_by_summary(piles):
    """The rule as this file states it, on concrete piles (the first one as `x`)."""
    xor, big, ones, union = summary_of(piles[1:])
    rest = (word(xor), z3.IntVal(big), z3.IntVal(ones), word(union))
    return z3.is_true(z3.simplify(lost(word(piles[0]), rest)))
