"""Yet Another Number Game, two numbers: the lemmas about the submission's Wythoff test.

`wythoff(d, a)` is `is_wythoff_pair` of `main.rs` over the integers. The lemmas below are what
the claims of `proof.py` know of it; each is proved here, from checked steps and the argued
ones its docstring names.
"""

import z3

from proving import Lemma


def wythoff(d, a):
    """The submission's test: `(a, a + d)` is a losing pair."""
    e = a - d
    return z3.Or(z3.And(d == 0, a == 0),
                 z3.And(d >= 1, a >= d, e < d, e * (d + e) < d * d,
                        d * d < (e + 1) * (d + e + 1)))


PHI = z3.Real("phi")
GOLDEN = z3.And(PHI > 0, PHI * PHI == PHI + 1)


def wythoff_lemmas():
    """What the claims of two numbers know of `W`, each proved about `wythoff`."""
    d, a, d2, a2, e, n, j, k = z3.Ints("d a d2 a2 e n j k")
    w = wythoff
    # Over the reals, with phi the positive root of phi^2 = phi + 1.
    real = {
        "to reals": z3.Implies(z3.And(GOLDEN, d >= 1, w(d, a)),
                               z3.And(a < d * PHI, d * PHI < a + 1)),
        "from reals": z3.Implies(z3.And(GOLDEN, d >= 1, a < d * PHI, d * PHI < a + 1),
                                 w(d, a)),
    }
    lemmas = [
        Lemma("wythoff: gap 0 is the pair (0, 0)", "integers",
              z3.Implies(a >= 0, w(0, a) == (a == 0))),
        Lemma("wythoff: 0 <= d <= a", "integers", z3.Implies(w(d, a), z3.And(0 <= d, d <= a))),
        Lemma("wythoff: one pair a gap (unique)", "integers",
              z3.Implies(z3.And(w(d, a), w(d, a2)), a == a2)),
        Lemma("wythoff: a larger gap, a larger pair (monotone)", "integers",
              z3.Implies(z3.And(w(d, a), w(d2, a2), d < d2), a < a2)),
        Lemma("phi exists: some phi > 0 has phi^2 = phi + 1", "reals", z3.Exists([PHI], GOLDEN)),
        Lemma("wythoff: the test is a < d phi < a + 1", "integers, reals", real["to reals"]),
        Lemma("wythoff: a < d phi < a + 1 passes the test", "integers, reals", real["from reals"]),
        # Irrationality by descent: a least solution of e(d + e) = d^2 would give the smaller
        # one (d - e, e) (this step is checked); no least one means none (argued).
        Lemma("phi irrational: descent step", "integers",
              z3.Implies(z3.And(d >= 1, e >= 0, e * (d + e) == d * d),
                         z3.And(1 <= e, e < d, (d - e) * (e + (d - e)) == e * e))),
        Lemma("phi irrational: d phi is never an integer", "integers, reals",
              z3.Implies(z3.And(GOLDEN, d >= 1, n == d * PHI),
                         z3.And(n - d >= 0, (n - d) * (d + (n - d)) == d * d))),
    ]
    # `is_wythoff_pair` computes the test in u128 once gap <= low < 2 gap and low + gap fits u64.
    e = a - d
    fits = 2**128
    lemmas.append(Lemma(
        "u128: the products of is_wythoff_pair fit", "integers",
        z3.Implies(z3.And(d >= 1, d <= a, e < d, a + d <= 2**64 - 1),
                   z3.And(e * (d + e) < fits, d * d < fits, (e + 1) * (d + e + 1) < fits))))
    lemmas += disjoint_lemmas(real)
    lemmas += existence_lemmas()
    lemmas += cover_lemmas(real)
    return lemmas


def disjoint_lemmas(real):
    """No lower member is an upper one: a lower member `a` has `a / phi < d < (a + 1) / phi`,
    an upper one `a / phi^2 < d' < (a + 1) / phi^2`, and `1 / phi + 1 / phi^2 = 1` puts
    `d + d'` strictly between `a` and `a + 1`."""
    d, a, c, a2 = z3.Ints("d a c a2")
    steps = {
        "a < d phi gives a (phi - 1) < d": z3.Implies(
            z3.And(GOLDEN, a >= 0, a < d * PHI), a * (PHI - 1) < d),
        "d phi < a + 1 gives d < (a + 1)(phi - 1)": z3.Implies(
            z3.And(GOLDEN, a >= 0, d * PHI < a + 1), d < (a + 1) * (PHI - 1)),
        "a < c phi^2 gives a (2 - phi) < c": z3.Implies(
            z3.And(GOLDEN, a >= 0, a < c * PHI + c), a * (2 - PHI) < c),
        "c phi^2 < a + 1 gives c < (a + 1)(2 - phi)": z3.Implies(
            z3.And(GOLDEN, a >= 0, c * PHI + c < a + 1), c < (a + 1) * (2 - PHI)),
        "the bounds put d + c strictly between a and a + 1": z3.Implies(
            z3.And(a * (PHI - 1) < d, d < (a + 1) * (PHI - 1),
                   a * (2 - PHI) < c, c < (a + 1) * (2 - PHI)),
            z3.And(a < d + c, d + c < a + 1)),
    }
    lemmas = [Lemma(f"disjoint: {name}", "integers, reals", claim)
              for name, claim in steps.items()]
    a_pair = a2 + c

    def at(claim, *pairs):
        return z3.substitute(claim, *pairs)

    instances = [
        GOLDEN,
        at(real["to reals"], (d, d), (a, a)), at(real["to reals"], (d, c), (a, a2)),
    ] + [at(claim, (d, d), (c, c), (a, a)) for claim in steps.values()]
    lemmas.append(Lemma(
        "wythoff: no lower member is an upper one (disjoint)", "integers, reals",
        z3.Implies(z3.And(instances + [wythoff(d, a), wythoff(c, a2), c >= 1]),
                   a != a_pair)))
    return lemmas


def existence_lemmas():
    """Every gap `d >= 1` has its pair: `f(e) = e(d + e)` rises from `f(0) = 0 < d^2` to
    `f(d) = 2 d^2 > d^2`, so a largest `e < d` has `f(e) < d^2` (argued: a finite set of
    naturals has a largest member), then `f(e + 1) >= d^2`, and not `=` (phi is
    irrational)."""
    d, e = z3.Ints("d e")

    def f(x):
        return x * (d + x)

    return [
        Lemma("existence: base f(0) < d^2", "integers", z3.Implies(d >= 1, f(0) < d * d)),
        Lemma("existence: bound f(d) > d^2", "integers", z3.Implies(d >= 1, f(d) > d * d)),
        Lemma("existence: the largest e with f(e) < d^2 gives the pair", "integers",
              z3.Implies(z3.And(d >= 1, e >= 0, e < d, f(e) < d * d, f(e + 1) >= d * d,
                                f(e + 1) != d * d),
                         wythoff(d, d + e))),
    ]


def cover_lemmas(real):
    """Every `a >= 1` is in a losing pair (Beatty): with `j = floor(a / phi)` and `k = floor(a /
    phi^2)` (argued: they exist), either `a < (j + 1) phi < a + 1` (a lower member, gap
    `j + 1`), or `a < (k + 1) phi^2 < a + 1` (an upper member, gap `k + 1`): both failing would
    put `j + k` strictly between `a - 1` and `a`. Where `d phi` would equal an integer `n`, the
    square `e(d + e) = d^2` with `e = n - d` would exist, which phi's irrationality (by the
    descent) rules out."""
    a, j, k, d, n = z3.Ints("a j k d n")

    def upper(x):
        return x * PHI + x

    steps = {
        "j phi < a gives j < a (phi - 1)": z3.Implies(
            z3.And(GOLDEN, j * PHI < a), j < a * (PHI - 1)),
        "(j + 1) phi > a + 1 gives j + 1 > (a + 1)(phi - 1)": z3.Implies(
            z3.And(GOLDEN, (j + 1) * PHI > a + 1), j + 1 > (a + 1) * (PHI - 1)),
        "k phi^2 < a gives k < a (2 - phi)": z3.Implies(
            z3.And(GOLDEN, upper(k) < a), k < a * (2 - PHI)),
        "(k + 1) phi^2 > a + 1 gives k + 1 > (a + 1)(2 - phi)": z3.Implies(
            z3.And(GOLDEN, upper(k + 1) > a + 1), k + 1 > (a + 1) * (2 - PHI)),
    }
    # The integers j + k with a - 1 < j + k < a: none exist, which the claims below see.
    beatty = z3.Implies(
        z3.And(list(steps.values()) + [GOLDEN, a >= 1, j * PHI < a, (j + 1) * PHI > a + 1,
                                       upper(k) < a, upper(k + 1) > a + 1]),
        z3.And(j + k < a, j + k > a - 1))
    no_integer = z3.Implies(z3.And(GOLDEN, d >= 1, n == d * PHI),
                            z3.And(n - d >= 0, (n - d) * (d + (n - d)) == d * d))

    def irrational(at_d, at_n):
        e = at_n - at_d
        return z3.And(z3.substitute(no_integer, (d, at_d), (n, at_n)),
                      z3.Implies(z3.And(at_d >= 1, e >= 0), e * (at_d + e) != at_d * at_d))

    floors = [j >= 0, k >= 0, j * PHI <= a, a < (j + 1) * PHI, upper(k) <= a, a < upper(k + 1)]
    instances = [GOLDEN, beatty,
                 z3.substitute(real["from reals"], (d, j + 1), (a, a)),
                 z3.substitute(real["from reals"], (d, k + 1), (a, a - k - 1)),
                 irrational(j, a), irrational(j + 1, a + 1), irrational(k, a - k),
                 irrational(k + 1, a - k)]
    lemmas = [Lemma(f"cover: {name}", "integers, reals", claim) for name, claim in steps.items()]
    return lemmas + [
        Lemma("cover: both failing puts j + k strictly between a - 1 and a", "integers, reals",
              beatty),
        Lemma("cover: a is the lower member of gap j + 1 or the upper of gap k + 1",
              "integers, reals",
              z3.Implies(z3.And(instances + floors + [a >= 1]),
                         z3.Or(wythoff(j + 1, a), wythoff(k + 1, a - k - 1)))),
    ]
