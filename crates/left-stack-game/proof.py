"""Left Stack Game: the rule of `src/main.rs`, proved for every `u64` position.

Positions are `m a b c` as 64-bit words, `m >= 1`, exactly what the submission accepts. A
stack's value is `x mod k` when it is the leftmost of one or three stacks ("free"), else
`(x - 1) mod k` ("locked"), with `k = m + 1`; the mover loses iff the values' XOR is 0.

Bit-vector solvers stall on `urem` by a variable (`m + 1`), so within the game's claims the
residue is an uninterpreted function `R`, with `R(x)` standing for `x mod (m + 1)`, and all
they know of it are instances of four lemmas about `mod`. Each lemma is proved once over the
unbounded integers; each instance is guarded by its lemma's conditions, under which no
bit-vector operation in it wraps, so the instance says the same of the words as the lemma
says of the integers.
"""

import functools

import z3

from proving import Game, Lemma, Move, Play, run_all, subsets, value_of, winning_plays

WIDTH = 64
# Planted wrong rules are refuted on 8-bit words with the residue computed outright: fast,
# and since moves only lower numbers, a counterexample there is a real `u64` position.
PLANTED_WIDTH = 8
MAX = 2**WIDTH - 1


def residue_function(m):
    """The residues of one query: an uninterpreted `R`, fixed with `m`."""
    word = z3.BitVecSort(m.size())
    return z3.Function(f"R_{m}", word, word)


def true_residue(m):
    """`x mod (m + 1)` computed, in 65 bits since `m + 1` reaches 2^64 (as in `main.rs`)."""
    def residue(x):
        wide = z3.URem(z3.ZeroExt(1, x), z3.ZeroExt(1, m) + 1)
        return z3.Extract(m.size() - 1, 0, wide)
    return residue


def stack_values(position, residue):
    """Each stack's value, 0 for an empty one: free when it is the leftmost of an odd number
    of stacks, else locked (it must keep a rock)."""
    _, *stacks = position
    zero = z3.BitVecVal(0, position[0].size())
    count = z3.Sum([z3.If(x != 0, z3.IntVal(1), z3.IntVal(0)) for x in stacks])
    values = []
    for index, x in enumerate(stacks):
        leftmost = z3.And([left == 0 for left in stacks[:index]])
        free = z3.And(leftmost, count % 2 == 1)
        values.append(z3.If(x == 0, zero, z3.If(free, residue(x), residue(x - 1))))
    return values


def nim_sum(position, residue):
    a, b, c = stack_values(position, residue)
    return a ^ b ^ c


def take_from(index, width):
    """Takes `t` (1 to m) rocks from stack `index`; it may empty only when all to its left are."""
    t = z3.BitVec(f"t{index}", width)

    def legal(position, params):
        (amount,) = params
        m, *stacks = position
        x = stacks[index]
        emptied_ok = z3.And([left == 0 for left in stacks[:index]])
        return z3.And(z3.UGE(amount, 1), z3.ULE(amount, m), z3.ULE(amount, x),
                      z3.Or(x - amount != 0, emptied_ok))

    def after(position, params):
        (amount,) = params
        changed = list(position)
        changed[1 + index] = position[1 + index] - amount
        return changed

    return Move(f"take from stack {'abc'[index]}", [t], legal, after)


@functools.lru_cache(maxsize=None)
def moves(width):
    return [take_from(index, width) for index in range(3)]


def nim_guard(position, index, value, total):
    return z3.ULT(value ^ total, value)


def strategy(residue, chooses=nim_guard):
    """The Nim move: lower the value `v` with `v ^ s < v` to `v ^ s`, taking `v - (v ^ s)`.
    `chooses` is the stack's condition beside being non-empty (planted rules change it)."""
    def plays(position):
        values = stack_values(position, residue)
        total = values[0] ^ values[1] ^ values[2]
        chosen = []
        for index, value in enumerate(values):
            guard = z3.And(position[1 + index] != 0, chooses(position, index, value, total))
            chosen.append((guard, Play(moves(value.size())[index], [value - (value ^ total)])))
        return chosen
    return plays


def mod_facts(residue, m, terms, amounts):
    """Instances of the four `mod` lemmas (see `LEMMAS`) for `terms` and `amounts`."""
    facts = []
    shifted = terms + [x - u for x in terms for u in amounts]
    for x in shifted:
        facts.append(z3.And(z3.ULE(residue(x), m), z3.ULE(residue(x), x)))
        facts.append(z3.Implies(z3.ULE(x, m), residue(x) == x))
    for x in terms:
        for u in amounts:
            moves = z3.And(z3.UGE(u, 1), z3.ULE(u, m), z3.ULE(u, x))
            facts.append(z3.Implies(z3.And(moves, z3.ULE(u, residue(x))),
                                    residue(x - u) == residue(x) - u))
            facts.append(z3.Implies(z3.And(moves, z3.ULT(residue(x), u)),
                                    residue(x - u) == residue(x) + (m - u) + 1))
    return facts


def position(width):
    return list(z3.BitVecs("m a b c", width))


def game(name, rule, plays, computed=False, width=WIDTH):
    """The game with `rule(position, residue)` and strategy `plays(residue)` on words of
    `width` bits: the residue is the lemma-bound `R`, or `x mod (m + 1)` itself when
    `computed` (far slower to prove at 64 bits, but a counterexample is a real position)."""
    p = position(width)
    residue = true_residue(p[0]) if computed else residue_function(p[0])

    def facts(at, amounts):
        m, *stacks = at
        terms = stacks + [x - 1 for x in stacks]
        return mod_facts(residue, m, terms, list(amounts) + [z3.BitVecVal(1, width)])

    def total(at):
        return list(at[1:])

    return Game(
        name=name, width=f"{width}-bit", position=p,
        valid=lambda at: z3.UGE(at[0], 1),
        lost=lambda at: rule(at, residue),
        moves=moves(width), strategy=plays(residue),
        terminal=lambda at: z3.And([x == 0 for x in at[1:]]),
        total=total, facts=facts, cases=subsets(p[1:]))


def rule(position, residue):
    return nim_sum(position, residue) == 0


def integer_lemmas():
    """The four lemmas about `r(x) = x mod k`, `k = m + 1`, for a take `u` of 1 to m rocks."""
    x, m, u = z3.Ints("x m u")
    k = m + 1

    def r(v):
        return v % k

    moves = z3.And(m >= 1, u >= 1, u <= m, u <= x)
    return [
        Lemma("mod: r(x) <= m and r(x) <= x", "integers",
              z3.Implies(z3.And(m >= 1, x >= 0), z3.And(r(x) >= 0, r(x) <= m, r(x) <= x))),
        Lemma("mod: x <= m gives r(x) = x", "integers",
              z3.Implies(z3.And(m >= 1, x >= 0, x <= m), r(x) == x)),
        Lemma("mod: u <= r(x) gives r(x - u) = r(x) - u", "integers",
              z3.Implies(z3.And(moves, u <= r(x)), r(x - u) == r(x) - u)),
        Lemma("mod: u > r(x) gives r(x - u) = r(x) + k - u", "integers",
              z3.Implies(z3.And(moves, r(x) < u), r(x - u) == r(x) + k - u)),
    ]


def proofs():
    return integer_lemmas() + [game("left-stack-game", rule, strategy)]


def every_stack_free(position, residue):
    """Wrong: a stack that may not be emptied valued as if it could."""
    _, *stacks = position
    zero = z3.BitVecVal(0, position[0].size())
    total = zero
    for x in stacks:
        total = total ^ z3.If(x == 0, zero, residue(x))
    return total == 0


def leftmost_always_free(position, residue):
    """Wrong: the leftmost stack free whatever the count (it is locked among two)."""
    _, *stacks = position
    zero = z3.BitVecVal(0, position[0].size())
    total = zero
    for index, x in enumerate(stacks):
        leftmost = z3.And([left == 0 for left in stacks[:index]])
        value = z3.If(leftmost, residue(x), residue(x - 1))
        total = total ^ z3.If(x == 0, zero, value)
    return total == 0


def leftmost_guard(position, index, value, total):
    return z3.And([position[1 + left] == 0 for left in range(index)])


def first_stack_only(residue):
    """Wrong strategy: the Nim move's amount, but always on the leftmost non-empty stack."""
    return strategy(residue, leftmost_guard)


def planted_game(name, wrong_rule, plays):
    """A wrong game on 8-bit words with the residue computed, so that what refutes it is a real
    position."""
    return game(name, wrong_rule, plays, computed=True, width=PLANTED_WIDTH)


def planted():
    return [
        ("every stack free", [planted_game("every stack free", every_stack_free, strategy)]),
        ("the leftmost stack always free",
         [planted_game("leftmost always free", leftmost_always_free, strategy)]),
        ("the Nim move always on the leftmost stack",
         [planted_game("leftmost move", rule, first_stack_only)]),
    ]


def checked_positions():
    """Every position with `m <= 3` and stacks up to 6, and positions at the top of `u64`."""
    small = [(m, a, b, c) for m in range(1, 4) for a in range(7) for b in range(7)
             for c in range(7)]
    tops = [MAX, MAX - 1, 2**63]
    huge = [(m, a, b, c) for m in tops for a in (0, 1, 2, m, MAX) for b in (0, 1, m, MAX)
            for c in (0, 2, m, MAX - 1)]
    return small + huge


def check_code(run):
    """The encoded rule and strategy against the submission: the rule's verdict on every
    checked position, and for every won small one the strategy's move, which must be legal
    and reach a position the submission calls lost."""
    evaluated = game("left-stack-game", rule, strategy, computed=True)
    p = evaluated.position
    positions = checked_positions()
    answers = run_all(run, [" ".join(map(str, values)) + "\n" for values in positions])
    mismatches = []
    targets = []
    for values, answer in zip(positions, answers):
        expected = "Danftito\n" if value_of(evaluated.lost(p), p, values) else "Tomaz\n"
        if answer != expected:
            mismatches.append(f"{' '.join(map(str, values))}: the proof says {expected!r}, "
                              f"the submission {answer!r}")
        elif expected == "Tomaz\n" and max(values) < 7:
            targets.append((values, winning_plays(evaluated, values)))
    replies = run_all(run, [" ".join(map(str, play[2])) + "\n" for _, play in targets])
    for (values, play), reply in zip(targets, replies):
        if not play[3] or reply != "Danftito\n":
            mismatches.append(f"{' '.join(map(str, values))}: the strategy's {play[0]} "
                              f"{play[1]} reaches {play[2]}, which the submission calls "
                              f"{reply!r}")
    return len(positions) + len(targets), mismatches
