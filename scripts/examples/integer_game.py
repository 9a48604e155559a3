"""Example: a game where one side names a number (Codeforces 1375F, Integer Game).

Three piles of distinct sizes, at most 10^9. Each round the first player names `y`,
`1 <= y <= 10^12`, and the second adds `y` to a pile of its choice, never the same pile two
rounds in a row; the second loses when two piles become equal. The players' moves differ and
the game need not end, so this is a `Forced` game: the claims follow the first player's
strategy, which wins within three rounds, against every reply.

The position is the piles, `last` (the pile added to last, 1 to 3, 0 before the first round)
and `y`, the number named (0 between rounds). The strategy, with `r` the pile added to last:

- before the first round, name the largest pile: any pile it is added to becomes the largest;
- when `r` is the largest and the piles are in arithmetic progression, name their step: both
  piles the second may add to then meet another;
- when `r` is the largest otherwise, name `2r - p - q` (`p`, `q` the others): added to either
  of them it makes the piles an arithmetic progression with `r` in the middle.

`check_search` plays the strategy from small starts against every sequence of replies, with
the game's own moves written out in Python, not as z3 terms.
"""

import itertools

import z3

from proving import Forced, Move, Play, not_twice, value_of

START_MAX = 10**9
NAMED_MAX = 10**12
# Each round at most doubles the largest pile: the bound of the positions of each rank.
ROUND_MAX = {3: START_MAX, 2: 2 * START_MAX, 1: 4 * START_MAX}
LAST, NAMED = 3, 4


def name_move():
    """The first player names `y`, 1 to 10^12."""
    y = z3.Int("named")

    def legal(position, params):
        return z3.And(params[0] >= 1, params[0] <= NAMED_MAX)

    def after(position, params):
        return position[:NAMED] + [params[0]]

    return Move("name y", [y], legal, after)


def add_move(index):
    """The second adds the number named to pile `index` (from 0)."""
    def after(position, params):
        changed = list(position)
        changed[index] = position[index] + position[NAMED]
        changed[NAMED] = z3.IntVal(0)
        return changed

    return Move(f"add to pile {index + 1}", [], lambda position, params: True, after)


NAME = name_move()
REPLIES = [not_twice(add_move(i), LAST, i + 1) for i in range(3)]


def by_last(position, terms):
    """`terms[i]` where pile `i + 1` was added to last (`terms[0]` for none of them)."""
    last = position[LAST]
    term = terms[0]
    for i in range(1, 3):
        term = z3.If(last == i + 1, terms[i], term)
    return term


def shape(position):
    """`r`, the pile added to last, and the other two as `(low, high)`."""
    a = position[:3]
    r = by_last(position, a)
    p = by_last(position, [a[1], a[0], a[0]])
    q = by_last(position, [a[2], a[2], a[1]])
    return r, z3.If(p < q, p, q), z3.If(p < q, q, p)


def last_is_largest(position):
    r, _, high = shape(position)
    return z3.And(position[LAST] >= 1, position[LAST] <= 3, r > high)


def progression(position):
    r, low, high = shape(position)
    return z3.And(last_is_largest(position), r - high == high - low)


def rank(position):
    return [z3.If(position[LAST] == 0, 3, z3.If(progression(position), 1, 2))]


def within(position, most):
    return z3.And([z3.And(x >= 1, x <= most) for x in position[:3]])


def won(position):
    """Distinct piles, nothing named yet, and one of the three shapes with its bound."""
    distinct = z3.Distinct(*position[:3])
    shapes = z3.Or(z3.And(position[LAST] == 0, within(position, ROUND_MAX[3])),
                   z3.And(last_is_largest(position), within(position, ROUND_MAX[2])),
                   z3.And(progression(position), within(position, ROUND_MAX[1])))
    return z3.And(distinct, position[NAMED] == 0, shapes)


def strategy(position):
    a = position[:3]
    r, low, high = shape(position)
    largest = z3.If(a[0] > a[1], z3.If(a[0] > a[2], a[0], a[2]), z3.If(a[1] > a[2], a[1], a[2]))
    return [(position[LAST] == 0, Play(NAME, [largest])),
            (progression(position), Play(NAME, [r - high])),
            (z3.BoolVal(True), Play(NAME, [2 * r - low - high]))]


def start(position):
    return z3.And(z3.Distinct(*position[:3]), within(position, START_MAX),
                  position[LAST] == 0, position[NAMED] == 0)


def game(name="integer game", won=won, strategy=strategy):
    position = z3.Ints("a1 a2 a3 last y")
    return Forced(
        name=name, width="integers", position=position, won=won,
        strategy=strategy, replies=REPLIES,
        ends=lambda at: z3.Not(z3.Distinct(*at[:3])), rank=rank, start=start)


def proofs():
    return [game()]


def smallest_first(position):
    """Wrong strategy: before the first round, name the smallest pile."""
    a = position[:3]
    smallest = z3.If(a[0] < a[1], z3.If(a[0] < a[2], a[0], a[2]), z3.If(a[1] < a[2], a[1], a[2]))
    return [(position[LAST] == 0, Play(NAME, [smallest]))] + strategy(position)[1:]


def step_at_once(position):
    """Wrong strategy: name the step between `r` and the higher other pile at once, without
    first making the piles a progression."""
    r, _, high = shape(position)
    return strategy(position)[:1] + [(z3.BoolVal(True), Play(NAME, [r - high]))]


def any_last(position):
    """Wrong rule: won also where the pile added to last is not the largest."""
    r, low, high = shape(position)
    any_pile = z3.And(position[LAST] >= 1, position[LAST] <= 3, within(position, ROUND_MAX[2]),
                      z3.Distinct(*position[:3]), position[NAMED] == 0)
    return z3.Or(won(position), any_pile)


def planted():
    return [
        ("name the smallest pile first", [game("smallest first", strategy=smallest_first)]),
        ("name the step without making a progression first",
         [game("step at once", strategy=step_at_once)]),
        ("won wherever a pile was added to last, the largest or not",
         [game("any last", won=any_last)]),
    ]


def play_out(piles, last, rounds, chosen):
    """Whether the strategy wins within `rounds` from `piles` against every reply, playing
    the game itself: `chosen(piles, last)` is the number named."""
    if rounds == 0:
        return False
    y = chosen(piles, last)
    if not 1 <= y <= NAMED_MAX:
        return False
    for i in range(3):
        if i + 1 == last:
            continue
        added = piles[:i] + (piles[i] + y,) + piles[i + 1:]
        if len(set(added)) == 3 and not play_out(added, i + 1, rounds - 1, chosen):
            return False
    return True


def check_search(item=None):
    """The strategy played from every start of distinct piles 1 to 6, against every reply:
    it must win within the three rounds of its rank."""
    item = item or game()
    position = item.position

    def chosen(piles, last):
        values = list(piles) + [last, 0]
        for guard, play in item.strategy(position):
            if value_of(guard, position, values):
                return value_of(play.values[0], position, values)
        raise ValueError(f"no play from {values}")

    starts = [s for s in itertools.product(range(1, 7), repeat=3) if len(set(s)) == 3]
    mismatches = [f"piles {s}: the second survives three rounds" for s in starts
                  if not play_out(s, 0, 3, chosen)]
    return len(starts), mismatches
