"""Example: a position with a field for the last move (Codeforces 1396B, Stoned Game).

There are `n` piles. A move takes one stone from any pile but the one taken from last, by
either player; who cannot move loses. The position is the piles and `last`, the number of the
pile taken from last (1 to `n`, 0 before the first move). `not_twice` makes the moves from
plain ones, and `last` stays out of the total: no move lowers it, every move lowers a pile.

With `S` the stones in all and the mover barred from pile `last`, the rule: the mover loses
iff no pile it may take from holds more than all the others, and either pile `last` does or
`S` is even. The strategy: take from the largest pile it may take from. Proved for every pile
size (integers): as a `Game` with 2 to 8 piles, and for any number of piles by lemmas on what
the rule reads of a position (`any_pile_count`), where that every position reads and moves so
is argued. `check_search` compares both forms of the rule with a search of the game tree on
small positions.
"""

import functools
import itertools

import z3

from proving import Game, Lemma, Move, Play, not_twice, value_of

PILE_COUNTS = range(2, 9)


def take_one(index):
    """Take one stone from pile `index` (from 0)."""
    def legal(position, params):
        return position[index] >= 1

    def after(position, params):
        changed = list(position)
        changed[index] = position[index] - 1
        return changed

    return Move(f"take from pile {index + 1}", [], legal, after)


def game_parts(n):
    """The position (`n` piles, then `last`) and the moves, each barred after itself."""
    position = z3.Ints(" ".join(f"a{i + 1}" for i in range(n))) + [z3.Int("last")]
    moves = [not_twice(take_one(i), n, i + 1) for i in range(n)]
    return position, moves


def more_than_the_rest(position, index):
    piles = position[:-1]
    return 2 * piles[index] > z3.Sum(piles)


def rule(position):
    """Lost iff no pile the mover may take from is more than the rest, and either pile `last`
    is or the stones are even."""
    piles, last = position[:-1], position[-1]
    free = [z3.And(last != i + 1, more_than_the_rest(position, i)) for i in range(len(piles))]
    barred = z3.Or([z3.And(last == i + 1, more_than_the_rest(position, i))
                    for i in range(len(piles))])
    return z3.And(z3.Not(z3.Or(free)), z3.Or(barred, z3.Sum(piles) % 2 == 0))


def largest_allowed(moves):
    """The strategy: take from the largest pile the mover may take from (the first of a tie
    is the first play whose guard holds)."""
    def strategy(position):
        piles, last = position[:-1], position[-1]
        plays = []
        for i, move in enumerate(moves):
            larger = [z3.Or(last == j + 1, piles[i] >= piles[j])
                      for j in range(len(piles)) if j != i]
            plays.append((z3.And([last != i + 1, piles[i] >= 1] + larger), Play(move, [])))
        return plays
    return strategy


def smallest_allowed(moves):
    """Wrong strategy: take from the smallest non-empty pile the mover may take from."""
    def strategy(position):
        piles, last = position[:-1], position[-1]
        plays = []
        for i, move in enumerate(moves):
            smaller = [z3.Or(last == j + 1, piles[j] == 0, piles[i] <= piles[j])
                       for j in range(len(piles)) if j != i]
            plays.append((z3.And([last != i + 1, piles[i] >= 1] + smaller), Play(move, [])))
        return plays
    return strategy


def game(n, name=None, lost=rule, strategy=largest_allowed):
    position, moves = game_parts(n)
    return Game(
        name=name or f"{n} piles", width="integers", position=position,
        valid=lambda at: z3.And([x >= 0 for x in at[:-1]] + [at[-1] >= 0, at[-1] <= n]),
        lost=lost, moves=moves, strategy=strategy(moves),
        terminal=lambda at: z3.And([z3.Or(at[-1] == i + 1, x == 0)
                                    for i, x in enumerate(at[:-1])]),
        total=lambda at: list(at[:-1]))


def counted_rule(total, barred, largest):
    """The rule on what it reads of a position: the stones `total`, the pile barred (0 when
    none is) and the largest pile the mover may take from."""
    return z3.And(2 * largest <= total, z3.Or(2 * barred > total, total % 2 == 0))


def any_pile_count(name="any number of piles", lost=counted_rule):
    """The rule for any number of piles, as lemmas on what it reads: `S` stones, the pile
    barred `b`, the largest pile allowed `m`, the next largest allowed `o` (0 if none), and
    `x`, another pile allowed, and the rest in piles no larger than `o`. Taking from the largest bars `m - 1` and leaves `max(b, o)` the
    largest allowed; taking from another bars `x - 1` and leaves `max(b, m)`. That every
    position, of any number of piles, reads so and moves so is argued, not checked."""
    total, barred, largest, other, x = z3.Ints("S b m o x")
    # The stones left, in piles allowed but neither of the two largest, are none when o is 0.
    rest = total - barred - largest - other
    piles = [barred >= 0, other >= 0, other <= largest, rest >= 0, z3.Or(rest == 0, other >= 1)]
    from_largest = lost(total - 1, largest - 1, z3.If(barred > other, barred, other))
    from_other = lost(total - 1, x - 1, z3.If(barred > largest, barred, largest))
    here = lost(total, barred, largest)

    def claim(label, hypotheses, conclusion):
        return Lemma(f"{name}: {label}", "integers", z3.Implies(z3.And(hypotheses), conclusion))

    return [
        claim("1 lost, take from the largest allowed: reaches won",
              piles + [largest >= 1, here], z3.Not(from_largest)),
        claim("1 lost, take from another allowed: reaches won",
              piles + [x >= 1, x <= other, here], z3.Not(from_other)),
        claim("2 won: the largest allowed has a stone, taking one reaches lost",
              piles + [z3.Not(here)], z3.And(largest >= 1, from_largest)),
        claim("3 no pile allowed has a stone: lost", [barred >= 0, largest == 0,
                                                      total == barred], here),
    ]


def proofs():
    return [game(n) for n in PILE_COUNTS] + any_pile_count()


def first_move_rule(position):
    """Wrong: the rule of the first move applied everywhere, blind to the pile barred: lost
    iff no pile is more than the rest and the stones are even."""
    piles = position[:-1]
    more = [more_than_the_rest(position, i) for i in range(len(piles))]
    return z3.And(z3.Not(z3.Or(more)), z3.Sum(piles) % 2 == 0)


def first_move_counted(total, barred, largest):
    """Wrong: the first move's rule on what it reads, the pile barred counted as allowed."""
    return z3.And(2 * largest <= total, 2 * barred <= total, total % 2 == 0)


def planted():
    return [
        ("the first move's rule everywhere, blind to the pile barred",
         [game(3, "first move's rule", lost=first_move_rule)]),
        ("the first move's rule, for any number of piles",
         any_pile_count("first move's rule, any piles", lost=first_move_counted)),
        ("take from the smallest pile allowed",
         [game(3, "smallest pile", strategy=smallest_allowed)]),
    ]


@functools.lru_cache(maxsize=None)
def mover_wins(piles, last):
    """Search of the game tree: whether the mover wins (`last` from 1, 0 for none)."""
    for i, pile in enumerate(piles):
        if i + 1 != last and pile >= 1:
            taken = piles[:i] + (pile - 1,) + piles[i + 1:]
            if not mover_wins(taken, i + 1):
                return True
    return False


def counted(piles, last):
    """`counted_rule` at the position `piles`, `last`."""
    barred = piles[last - 1] if last else 0
    largest = max([0] + [p for i, p in enumerate(piles) if i + 1 != last])
    return z3.is_true(z3.simplify(counted_rule(z3.IntVal(sum(piles)), barred, largest)))


def check_search():
    """The rule, on the piles and on what it reads of them, against the search: 3 piles of 0
    to 5 stones and 4 piles of 0 to 3, with every `last`."""
    compared, mismatches = 0, []
    for n, most in ((3, 5), (4, 3)):
        position = game_parts(n)[0]
        for piles in itertools.product(range(most + 1), repeat=n):
            for last in range(n + 1):
                compared += 1
                lost = value_of(rule(position), position, list(piles) + [last])
                if lost != counted(piles, last) or lost == mover_wins(piles, last):
                    mismatches.append(f"piles {piles}, last {last}: lost by the rule "
                                      f"{lost}, by what it reads {counted(piles, last)}, "
                                      f"by the search {not mover_wins(piles, last)}")
    return compared, mismatches
