"""Coins: the rule and the winning take of `src/main.rs`, proved for every pile of the
statement, `0 <= n <= 999` (a word of 16 bits, which holds them all).

The moves are the statement's: take 1, 2 or 3 coins, no more than the pile. Whoever takes the
last coin loses, so the pile of no coins is the end of play, where (misere) the player to move
has won. The rule: the mover loses iff `n % 4 == 1`. The strategy is the submission's
`winning_take`, `(n - 1) % 4`.

The submission is interactive, so `check_code` plays it: the whole of the jury's side, worked
out from the proved strategy and a table of Zhivago's replies, is its standard input, and its
takes must be the strategy's, from every start.
"""

import z3

from proving import Game, Move, Play, run_all, value_of, winning_plays

WIDTH = 16
MAX_N = 999


def take_move():
    """Take `t` coins, 1 to 3 and at most the pile."""
    t = z3.BitVec("t", WIDTH)

    def legal(position, params):
        (taken,) = params
        (coins,) = position
        return z3.And(z3.UGE(taken, 1), z3.ULE(taken, 3), z3.ULE(taken, coins))

    def after(position, params):
        (taken,) = params
        return [position[0] - taken]

    return Move("take", [t], legal, after)


TAKE = take_move()


def rule(position):
    return z3.URem(position[0], 4) == 1


def winning_take(position):
    """`winning_take` of `main.rs`: `(n - 1) % 4`, from a pile with at least one coin."""
    (coins,) = position
    return [(coins != 0, Play(TAKE, [z3.URem(coins - 1, 4)]))]


def game(name="coins", lost=rule, strategy=winning_take):
    position = [z3.BitVec("n", WIDTH)]
    return Game(
        name=name, width=f"{WIDTH}-bit, n <= {MAX_N}", position=position,
        valid=lambda at: z3.ULE(at[0], MAX_N), lost=lost, moves=[TAKE],
        strategy=strategy, terminal=lambda at: at[0] == 0,
        total=lambda at: list(at), misere=True)


def proofs():
    return [game()]


def normal_play(position):
    """Wrong: the rule of the game where taking the last coin wins, lost iff `n % 4 == 0`."""
    return z3.URem(position[0], 4) == 0


def normal_play_take(position):
    """Wrong strategy: the normal-play take, `n % 4`."""
    (coins,) = position
    return [(coins != 0, Play(TAKE, [z3.URem(coins, 4)]))]


def always_one(position):
    """Wrong strategy: always take one coin."""
    (coins,) = position
    return [(coins != 0, Play(TAKE, [z3.BitVecVal(1, WIDTH)]))]


def planted():
    return [
        ("the normal-play rule, n % 4 == 0 lost",
         [game("normal play", normal_play, normal_play_take)]),
        ("the normal-play take n % 4 under the right rule",
         [game("normal-play take", rule, normal_play_take)]),
        ("always take one coin", [game("always one", rule, always_one)]),
    ]


def zhivago(left):
    """Zhivago's reply from a lost pile of `left >= 2` coins: the jury's `table` mode."""
    return 1 + (left // 4) % 3


def strategy_table(evaluated):
    """For every pile of the statement, whether the proved rule calls it lost, and the proved
    strategy's play from it, each evaluated once."""
    p = evaluated.position
    lost = [value_of(evaluated.lost(p), p, [n]) for n in range(MAX_N + 1)]
    plays = [None] + [winning_plays(evaluated, [n]) for n in range(1, MAX_N + 1)]
    return lost, plays


def expected_game(table, n):
    """From the start `n`, the jury's lines (all of them, as one input) and the takes the
    proved strategy makes; `None` for the takes where the start is lost and must be refused."""
    lost, plays = table
    if lost[n]:
        return f"{n}\n", None
    lines, takes, left = [str(n)], [], n
    while True:
        _, params, after, legal = plays[left]
        if not legal:
            return "\n".join(lines) + "\n", [f"an illegal take of {params[0]} from {left}"]
        takes.append(str(params[0]))
        left = after[0]
        if left == 1:
            lines.append("I give up")
            return "\n".join(lines) + "\n", takes
        reply = zhivago(left)
        left -= reply
        lines.append(str(reply))


def check_code(run):
    """The proved strategy against the submission, played from every start `1..=999`: its
    takes must be the strategy's, and a lost start must be refused with an `error:` line."""
    table = strategy_table(game())
    starts = list(range(1, MAX_N + 1))
    games = [expected_game(table, n) for n in starts]
    answers = run_all(run, [script for script, _ in games])
    mismatches = []
    for n, (_, takes), answer in zip(starts, games, answers):
        if takes is None:
            if not answer.startswith("exit 1: error: "):
                mismatches.append(f"{n}: a lost start, which the submission plays: {answer!r}")
        elif answer != "".join(f"{take}\n" for take in takes):
            mismatches.append(f"{n}: the proof takes {' '.join(takes)}, the submission "
                              f"{answer!r}")
    return len(starts), mismatches
