"""Machine-checked proofs that a game's rule decides every position, with z3.

A rule for an impartial game is right for every position when:

1. from every position it calls lost, every legal move reaches a position it calls won;
2. from every position it calls won, its strategy move is legal and reaches one it calls lost;
3. positions with no move are classified right (lost in normal play, won in misere play);

and every move lowers some of a few naturals and raises none (claim 0), so that their sum
falls and (1) to (3) carry by induction on it, from the positions without a move to all
others. That induction is argued, not checked. `Game` states the rule, the moves and the
strategy once, as z3 terms; `claims_of` turns a game into the claims above, each proved by
asking z3 for a counterexample and getting `unsat`.

A claim may lean on facts: instances of lemmas (`Lemma`) proved on their own, each used only
under its lemma's conditions. A proof file (`crates/<problem>/proof.py`) lists its games and
lemmas in `proofs()`, its deliberately wrong rules in `planted()` (each must be refused with a
counterexample), and ties the encoded rule to the submission in `check_code(run)`.

Two other shapes have worked examples in `scripts/examples/`, which `scripts/prove` checks
with the problems (each ties its rule to the game played out in `check_search()`):

- a position with more than the numbers moves lower, such as the pile taken from last
  (`taken_last.py`, 1396B): the field is one more variable of the position, `not_twice`
  makes a move that writes it and is refused on it, and `total` leaves it out;
- a game where one side names a number and the two sides' moves differ, which need not end
  (`integer_game.py`, 1375F): `Forced` proves that a strategy wins against every reply
  within a bounded number of rounds, by a rank that falls each round instead of a total
  that falls each move.
"""

import z3

# A query still open after this is a failure: a proof that only might hold is no proof.
TIMEOUT_MS = 120_000


class Placeholder(Exception):
    """A part of a proof still as the scaffold wrote it (`cargo new-problem`): its message
    names the part."""


class Move:
    """A family of moves: fresh `params`; `legal(position, params)` says when the move may be
    made and `after(position, params)` is the position it reaches."""

    def __init__(self, name, params, legal, after):
        self.name, self.params, self.legal, self.after = name, params, legal, after


def at_most(low, high):
    """`low <= high` for naturals, as bit-vectors (unsigned) or as integers."""
    if z3.is_bv(low) or z3.is_bv(high):
        return z3.ULE(low, high)
    return low <= high


def amount(name, width):
    """A move's amount: a word of `width` bits, or an integer when `width` is `None`."""
    return z3.BitVec(name, width) if width else z3.Int(name)


def constant_like(variable, value):
    """The number `value` as a z3 constant of `variable`'s sort (bit-vector or integer)."""
    return z3.BitVecVal(value, variable.size()) if z3.is_bv(variable) else z3.IntVal(value)


def lowering(index, name, width=None):
    """The move that lowers number `index` of a position by 1 up to all of it."""
    def legal(position, params):
        (taken,) = params
        return z3.And(at_most(1, taken), at_most(taken, position[index]))

    def after(position, params):
        (taken,) = params
        changed = list(position)
        changed[index] = position[index] - taken
        return changed

    return Move(name, [amount(f"t{index}", width)], legal, after)


def lowering_all(name, width=None):
    """The move that lowers every number by the same amount, 1 up to the smallest."""
    def legal(position, params):
        (taken,) = params
        return z3.And([at_most(1, taken)] + [at_most(taken, x) for x in position])

    def after(position, params):
        (taken,) = params
        return [x - taken for x in position]

    return Move(name, [amount("t_all", width)], legal, after)


def not_twice(move, field, tag):
    """`move`, refused when number `field` of the position holds `tag`, and writing `tag`
    there: a field that records the last move (the pile taken from last, as a pile's number,
    0 before the first move), so that no pile is taken from twice in a row. Such a field is
    left out of `Game.total`: no move lowers it."""
    def legal(position, params):
        return z3.And(position[field] != tag, move.legal(position, params))

    def after(position, params):
        changed = list(move.after(position, params))
        changed[field] = constant_like(position[field], tag)
        return changed

    return Move(move.name, move.params, legal, after)


class Play:
    """One move of a strategy: `move` with its parameters given as terms of the position."""

    def __init__(self, move, values):
        self.move, self.values = move, values

    def legal(self, position):
        return self.move.legal(position, self.values)

    def after(self, position):
        return self.move.after(position, self.values)


def no_facts(position, amounts):
    return []


class Game:
    """A game and a rule for it, over `position` (a list of z3 variables). Where the players'
    moves differ, whose turn it is is a variable of the position: each move sets it to the
    other player, `valid` holds it to its two values, and `total` leaves it out.

    - `valid(p)`: the positions the rule is claimed for; claim 0 checks that moves stay there;
    - `lost(p)`: the rule, true where the player to move loses;
    - `moves`: the families of legal moves;
    - `strategy(p)`: a list of `(guard, Play)`: from a won position the first play whose guard
      holds is the winning move;
    - `terminal(p)`: a position with no legal move (claim 3 checks that it has none);
    - `misere`: whoever cannot move wins (else loses);
    - `total(p)`: naturals (a list) of which every move lowers one and raises none; a field
      that is no count (a flag, the last move made: see `not_twice`) is left out of it;
    - `facts(p, amounts)`: lemma instances about the terms of `p` and the amounts moved;
    - `cases`: `(label, zeroed)` pairs splitting every claim by which variables are 0 (the
      others are then non-zero); the cases must cover every position, which they do when they
      are all the subsets of some variables.
    """

    def __init__(self, name, width, position, valid, lost, moves, strategy, terminal,
                 total, misere=False, facts=no_facts, cases=None):
        self.name, self.width, self.position = name, width, position
        self.valid, self.lost, self.moves = valid, lost, moves
        self.strategy, self.terminal, self.total = strategy, terminal, total
        self.misere, self.facts = misere, facts
        self.cases = cases or [("", [], [])]


class Forced:
    """A game one side wins by force, each round naming a number for the other side to use,
    over `position` (a list of z3 variables, one of them the number named).

    The two sides' moves differ: the strategy's side names the number (a `Move` whose
    parameter is the number, bounded or not by its `legal`); the other side replies
    with one of `replies`, which read the number from the position. Such a game need not end,
    so the claims follow the strategy only, and `rank` (naturals) counts what is left of it:

    - `won(p)`: the positions where the strategy's side is to name a number and wins;
    - `strategy(p)`: a list of `(guard, Play)` of that move, as in `Game`: the number named;
    - `ends(p)`: the reply reached a position where the replying side has lost (two piles
      equal, say); with no reply legal it has lost too;
    - `rank(p)`: naturals of which every round lowers one and raises none, so the strategy
      wins within a bounded number of rounds;
    - `start(p)`: the positions the rule claims, all of which must be won.
    """

    def __init__(self, name, width, position, won, strategy, replies, ends, rank, start,
                 cases=None):
        self.name, self.width, self.position = name, width, position
        self.won, self.strategy = won, strategy
        self.replies, self.ends, self.rank, self.start = replies, ends, rank, start
        self.cases = cases or [("", [], [])]


def forced_claims(game):
    """The claims that prove a `Forced` game's strategy: `(label, hyps, conclusion)`."""
    p = game.position
    won = [game.won(p)]
    plays = game.strategy(p)
    claims = [("1 start: won", [game.start(p)], game.won(p)),
              ("2 won: some strategy guard holds", won, z3.Or([g for g, _ in plays]))]
    for index, (guard, play) in enumerate(plays):
        hyps = won + [z3.Not(g) for g, _ in plays[:index]] + [guard]
        label = f"play {index + 1} ({play.move.name})"
        claims.append((f"3 won, {label}: legal", hyps, play.legal(p)))
        named = play.after(p)
        for reply in game.replies:
            after = reply.after(named, reply.params)
            claims.append((f"4 won, {label}, reply {reply.name}: ends or won, rank falls",
                           hyps + [reply.legal(named, reply.params)],
                           z3.Or(game.ends(after), z3.And(
                               game.won(after), falls(game.rank(after), game.rank(p))))))
    return claims


class Lemma:
    """A claim proved on its own, over `width` ("integers" when unbounded)."""

    def __init__(self, name, width, claim):
        self.name, self.width, self.claim = name, width, claim


class Claim:
    """`hypotheses` imply `conclusion`; `shown` are the variables a counterexample prints."""

    def __init__(self, problem, label, width, hypotheses, conclusion, shown):
        self.problem, self.label, self.width = problem, label, width
        self.hypotheses, self.conclusion, self.shown = hypotheses, conclusion, shown


def below(low, high):
    """`low < high` for naturals, as bit-vectors (unsigned) or as integers."""
    if z3.is_bv(low):
        return z3.ULT(low, high)
    return z3.And(low >= 0, low < high)


def falls(after, before):
    """Of the naturals `before`, the move raises none and lowers one."""
    kept = [z3.Not(below(b, a)) for a, b in zip(after, before)]
    return z3.And(kept + [z3.Or([below(a, b) for a, b in zip(after, before)])])


def subsets(variables):
    """Every split of `variables` into zero and non-zero ones, as `Game.cases`."""
    cases = []
    for mask in range(2 ** len(variables)):
        zeroed = [v for bit, v in enumerate(variables) if mask >> bit & 1]
        nonzero = [v for v in variables if not any(v.eq(z) for z in zeroed)]
        label = "".join("0" if mask >> bit & 1 else "+" for bit in range(len(variables)))
        cases.append((label, zeroed, nonzero))
    return cases


def game_claims(game):
    """The claims that prove `game`'s rule, before the split into cases: `(label, hyps,
    conclusion)`."""
    p = game.position
    claims = []
    for move in game.moves:
        legal = [game.valid(p), move.legal(p, move.params)]
        after = move.after(p, move.params)
        claims.append((f"0 {move.name}: total falls", legal,
                       z3.And(game.valid(after), falls(game.total(after), game.total(p)))))
        facts = game.facts(p, move.params)
        claims.append((f"1 lost, {move.name}: reaches won", legal + facts + [game.lost(p)],
                       z3.Not(game.lost(after))))
        claims.append((f"3 terminal: no {move.name}", [game.valid(p), game.terminal(p)],
                       z3.Not(move.legal(p, move.params))))
    won = [game.valid(p), z3.Not(game.lost(p)), z3.Not(game.terminal(p))]
    plays = game.strategy(p)
    claims.append(("2 won: some strategy guard holds", won, z3.Or([g for g, _ in plays])))
    for index, (guard, play) in enumerate(plays):
        earlier = [z3.Not(g) for g, _ in plays[:index]]
        facts = game.facts(p, play.values)
        claims.append((f"2 won, play {index + 1} ({play.move.name}): legal, reaches lost",
                       won + earlier + [guard] + facts,
                       z3.And(play.legal(p), game.lost(play.after(p)))))
    verdict = z3.Not(game.lost(p)) if game.misere else game.lost(p)
    claims.append(("3 terminal: classified",
                   [game.valid(p), game.terminal(p)] + game.facts(p, []), verdict))
    return claims


def in_case(term, zeroed):
    if not zeroed:
        return term
    return z3.simplify(z3.substitute(term, *[(v, constant_like(v, 0)) for v in zeroed]))


def claims_of(problem, item):
    """Every claim of a game (split into its cases) or of a lemma."""
    if isinstance(item, Lemma):
        shown = sorted(constants(item.claim).values(), key=str)
        return [Claim(problem, item.name, item.width, [], item.claim, shown)]
    claims = []
    made = forced_claims(item) if isinstance(item, Forced) else game_claims(item)
    for label, hypotheses, conclusion in made:
        for case, zeroed, nonzero in item.cases:
            nonzero_hyps = [v != 0 for v in nonzero]
            name = f"{label} [{case}]" if case else label
            claims.append(Claim(problem, f"{item.name}: {name}", item.width,
                                [in_case(h, zeroed) for h in hypotheses] + nonzero_hyps,
                                in_case(conclusion, zeroed), item.position))
    return claims


def solve(claim):
    """z3's verdict on the negated claim, and its model when there is one."""
    solver = z3.Solver()
    solver.set(timeout=TIMEOUT_MS)
    solver.add(*claim.hypotheses)
    solver.add(z3.Not(claim.conclusion))
    verdict = solver.check()
    return verdict, (solver.model() if verdict == z3.sat else solver.reason_unknown())


def check(claim):
    """`None` if the claim holds; else a counterexample or the solver's reason, as text."""
    verdict, model = solve(claim)
    if verdict == z3.unsat:
        return None
    if verdict == z3.sat:
        if not claim.shown:
            return "counterexample: " + str(model)
        return "counterexample: " + ", ".join(
            f"{v} = {model.eval(v, model_completion=True)}" for v in claim.shown)
    return f"solver gave up: {model}"


def constants(term, found=None):
    """The free variables of `term`, by name."""
    found = {} if found is None else found
    if z3.is_const(term) and term.decl().kind() == z3.Z3_OP_UNINTERPRETED:
        found[str(term)] = term
    for child in term.children():
        constants(child, found)
    return found


def confirmed(claim, twin, model):
    """Whether `model`, a counterexample to `claim`, breaks `twin` too: the same claim with
    every lemma-bound function replaced by what it stands for, evaluated outright."""
    terms = twin.hypotheses + [twin.conclusion]
    variables = {}
    for term in terms:
        constants(term, variables)
    values = [model.eval(v, model_completion=True) for v in variables.values()]
    pairs = list(zip(variables.values(), values))
    holds = [z3.simplify(z3.substitute(term, *pairs)) for term in terms]
    return all(z3.is_true(h) for h in holds[:-1]) and z3.is_false(holds[-1])


def value_of(term, position, values):
    """`term` with `position` set to the numbers `values`: a Python int or bool."""
    pairs = [(variable, constant_like(variable, value))
             for variable, value in zip(position, values)]
    result = z3.simplify(z3.substitute(term, *pairs))
    if z3.is_true(result) or z3.is_false(result):
        return z3.is_true(result)
    if z3.is_bv_value(result):
        return result.as_long()
    if z3.is_int_value(result):
        return result.as_long()
    raise ValueError(f"{term} does not reduce to a value at {values}: {result}")


def run_all(run, inputs):
    """The submission's output for each input, two runs at a time."""
    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(max_workers=4) as pool:
        return list(pool.map(run, inputs))


def winning_plays(game, values):
    """The strategy's play from the position `values`, as `(move name, params, after)`, or
    `None` when no guard holds."""
    p = game.position
    for guard, play in game.strategy(p):
        if value_of(guard, p, values):
            params = [value_of(v, p, values) for v in play.values]
            after = [value_of(term, p, values) for term in play.after(p)]
            legal = value_of(play.legal(p), p, values)
            return play.move.name, params, after, legal
    return None
