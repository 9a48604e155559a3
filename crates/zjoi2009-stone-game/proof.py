"""ZJOI2009 stone game: the step of the recurrence in `src/main.rs`, proved for all integers.

For a row `T`, `left(T)` is the one pile `y` that makes `[y] + T` lost (0 when `T` is lost)
and `right(T)` the one pile `x` that makes `T + [x]` lost. With `L = left(T)`, `R = right(T)`
and a pile `x >= 1`, the recurrence says `left(T + [x]) = G(x)`:
`G(x) = 0` if `x = R`; `x + [L <= x]` if `x < R`; `x - [x <= L]` if `x > R`; and `right([y] + T)
= H(y)`, its mirror image.

What is proved for all integers `L, R >= 0` (with `L = 0` iff `R = 0`, both saying `T` is
lost) and piles `y, x >= 1`: the positions `[y] + T + [x]` called lost, `y = G(x)`, are the
lost ones, given what `L` and `R` say of the rows one pile shorter: `[y] + T` is lost iff
`y = L`, `T + [x]` iff `x = R`. With both end piles non-empty a move takes from one of them,
so these are all the moves. The claims are the game's (1) and (2) over `(y, x)`, and that
`y = G(x)` exactly when `x = H(y)`.

What is argued, not checked: the induction over the row's length that applies this step to
every interval, and within a step the induction on `y + x`. The whole recurrence is checked
against game-tree search on short rows (judge-tests) and here against the submission.
"""

import itertools

import z3

from proving import Lemma


def pick(condition, then, otherwise):
    """`then if condition else otherwise`, for numbers and for z3 terms alike."""
    if isinstance(condition, bool):
        return then if condition else otherwise
    return z3.If(condition, then, otherwise)


def at_most(a, b):
    return a <= b


def left_of_extended(x, left, right, below=at_most, above=at_most):
    """`left(T + [x])` from `left(T)` and `right(T)`: the recurrence of `main.rs`. `below`
    and `above` are the two comparisons with `L` (`<=` both), which planted rules change."""
    return pick(x == right, 0,
                pick(x < right, x + pick(below(left, x), 1, 0), x - pick(above(x, left), 1, 0)))


def right_of_extended(y, left, right, below=at_most, above=at_most):
    """`right([y] + T)`: the mirror image."""
    return left_of_extended(y, right, left, below, above)


def step_lemmas(name, below=at_most, above=at_most):
    """The claims of one step, for the recurrence with comparisons `below` and `above`."""
    big_l, big_r, y, x, t = z3.Ints("L R y x t")
    row = [big_l >= 0, big_r >= 0, (big_l == 0) == (big_r == 0)]

    def lost(left_pile, right_pile):
        return pick(left_pile == 0, right_pile == big_r,
                    pick(right_pile == 0, left_pile == big_l,
                         left_pile == left_of_extended(right_pile, big_l, big_r, below, above)))

    inside = row + [y >= 1, x >= 1]
    g_of_x = left_of_extended(x, big_l, big_r, below, above)
    h_of_y = right_of_extended(y, big_l, big_r, below, above)
    # From a won position: lower y to G(x) when y > G(x), else lower x to H(y).
    strategy = pick(y > g_of_x, lost(g_of_x, x), z3.And(h_of_y < x, lost(y, h_of_y)))

    def claim(label, hypotheses, conclusion):
        return Lemma(f"{name}: {label}", "integers", z3.Implies(z3.And(hypotheses), conclusion))

    return [
        claim("G(x) >= 0 and H(y) >= 0", inside, z3.And(g_of_x >= 0, h_of_y >= 0)),
        claim("1 lost, lower the left pile: reaches won", inside + [lost(y, x), t >= 1, t <= y],
              z3.Not(lost(y - t, x))),
        claim("1 lost, lower the right pile: reaches won", inside + [lost(y, x), t >= 1, t <= x],
              z3.Not(lost(y, x - t))),
        claim("2 won: lower y to G(x) or x to H(y), reaching lost", inside + [z3.Not(lost(y, x))],
              strategy),
        claim("y = G(x) exactly when x = H(y) (the mirror recurrence)", inside,
              (y == g_of_x) == (x == h_of_y)),
    ]


def proofs():
    return step_lemmas("step")


def strictly_below(a, b):
    return a < b


def planted():
    return [
        ("below R, a tie at L not counted (x + [L < x])",
         step_lemmas("tie below R", below=strictly_below)),
        ("above R, a tie at L not counted (x - [x < L])",
         step_lemmas("tie above R", above=strictly_below)),
    ]


def row_lost(row):
    """Whether the row is lost, by the recurrence over all its intervals."""
    n = len(row)
    if n == 0:
        return True
    # left[i][j], right[i][j]: partners of row[i:j]; an empty interval is lost, partners 0.
    left = [[0] * (n + 1) for _ in range(n + 1)]
    right = [[0] * (n + 1) for _ in range(n + 1)]
    for length in range(1, n + 1):
        for i in range(n - length + 1):
            j = i + length
            left[i][j] = left_of_extended(row[j - 1], left[i][j - 1], right[i][j - 1])
            right[i][j] = right_of_extended(row[i], left[i + 1][j], right[i + 1][j])
    return left[1][n] == row[0]


def check_code(run):
    """The recurrence as proved against the submission: every row of 1 to 5 piles of 1 to 4
    stones and every row of 6 piles of 1 to 3, in one input of that many tests."""
    rows = [list(r) for n in range(1, 6) for r in itertools.product(range(1, 5), repeat=n)]
    rows += [list(r) for r in itertools.product(range(1, 4), repeat=6)]
    text = f"{len(rows)}\n" + "".join(f"{len(r)}\n{' '.join(map(str, r))}\n" for r in rows)
    answers = run(text).split("\n")
    mismatches = []
    for index, row in enumerate(rows):
        expected = "0" if row_lost(row) else "1"
        answer = answers[index] if index < len(answers) else "(none)"
        if answer != expected:
            mismatches.append(f"{' '.join(map(str, row))}: the recurrence says {expected}, "
                              f"the submission {answer}")
    return len(rows), mismatches
