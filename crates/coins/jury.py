#!/usr/bin/env python3
"""Coins (Kattis bergen-open21.coins): the jury, the problem package format's interactive
output validator, Python 3 with the standard library only.

    jury.py <input> <answer> <feedback_dir> < submission_stdout > submission_stdin

It writes `n`, then reads the submission's takes and plays Zhivago against them. It exits 42
when the submission wins (Zhivago is left one coin and says `I give up`), 43 when it does not,
the reason in `<feedback_dir>/judgemessage.txt`. An input file it cannot use is wrong test
data: a line on stderr and exit 2, which a judge reports as its own error, never a verdict.

    jury.py < input

run without arguments, it is the package's input validator: it reads an input file on
standard input and exits 42 if this jury can use it, 43 if not, the reason on stderr.

    jury.py --table N

prints one line for every n in 1..=N: `n win|lose reply`, whether the player to move wins and
what Zhivago answers in the `table` mode (a take, or `give-up` at one coin).

The input file has two lines:

    n       the pile, 2 <= n <= 999 with n % 4 != 1: the statement promises a start you win
    mode    how Zhivago answers:
            table     his winning take when he has one, else 1 + (left // 4) % 3
            fixed T   his winning take when he has one, else T (1, 2 or 3)
            random S  a legal take drawn by random.Random(S), never the last coin; S is a
                      decimal from 0 to 2^64 - 1
            line T... these takes in order (1, 2 or 3 each, at least one), each while it
                      leaves Zhivago a coin, then as in `table`: a line of replies that
                      `cargo stress --adversary` found, replayed

In every mode he says `I give up` when one coin is left for him. The submission's take is a
token, 1, 2 or 3, read as testlib reads one: any spaces, tabs, carriage returns and line
feeds may come before and after it. Anything else, a take of more coins than are left, or
taking the last coin, is a wrong answer.
"""

import os
import random
import re
import sys

ACCEPTED = 42
WRONG_ANSWER = 43
JUDGE_ERROR = 2

MAX_N = 999
# The longest line read from the submission, its line feed included: a take needs 2 bytes.
MAX_LINE = 64
# The most bytes read after the game ends, to tell trailing whitespace from more output.
MAX_TRAILING = 1 << 16
MAX_INPUT_BYTES = 1000
MAX_TABLE = 10**6
GIVE_UP = "I give up"


class Refused(Exception):
    """The input file is not test data this jury can use."""


class Wrong(Exception):
    """The submission broke the rules or the protocol."""


def winning_take(left):
    """The take that leaves a pile of 4k + 1, or None when the pile is 4k + 1 (or empty)."""
    if left < 1:
        return None
    take = (left - 1) % 4
    return take if take else None


def table_reply(left):
    """Zhivago's take in the `table` mode: winning when he can win, else cycling 1, 2, 3."""
    if left == 1:
        return None
    win = winning_take(left)
    return win if win else 1 + (left // 4) % 3


class Zhivago:
    """Zhivago's side of one game, in one of the modes."""

    def __init__(self, mode, argument):
        self.mode, self.argument = mode, argument
        self.rng = random.Random(argument) if mode == "random" else None
        self.listed = list(argument) if mode == "line" else []

    def reply(self, left):
        """His take from a pile of `left >= 1` coins, or None: he gives up at one coin."""
        if left == 1:
            return None
        if self.listed:
            take = self.listed.pop(0)
            if take <= left - 1:
                return take
            self.listed = []
        if self.mode == "random":
            return self.rng.randint(1, min(3, left - 1))
        if self.mode == "fixed":
            return winning_take(left) or min(self.argument, left - 1)
        return table_reply(left)


def decimal(text, low, high, what):
    """A plain decimal in low..=high: digits only, no sign, no leading zero."""
    plain = text.isascii() and text.isdigit() and len(text) <= 20
    if not plain or (len(text) > 1 and text[0] == "0"):
        raise Refused(f"{what}: expected a decimal integer, found {text!r}")
    value = int(text)
    if not low <= value <= high:
        raise Refused(f"{what}: {value} is not in {low}..={high}")
    return value


def read_input(path):
    """`(n, Zhivago)` from the input file; Refused where the test data is wrong."""
    try:
        with open(path, "rb") as file:
            raw = file.read(MAX_INPUT_BYTES + 1)
    except OSError as err:
        raise Refused(f"cannot read the input file: {err}") from err
    return parse_input(raw)


def parse_input(raw):
    """`(n, Zhivago)` from the input file's bytes; Refused where the test data is wrong."""
    if len(raw) > MAX_INPUT_BYTES:
        raise Refused(f"the input file is longer than {MAX_INPUT_BYTES} bytes")
    try:
        text = raw.decode("ascii")
    except UnicodeDecodeError as err:
        raise Refused("the input file is not ASCII") from err
    lines = text.split("\n")
    if len(lines) != 3 or lines[2] != "":
        raise Refused("the input file is two lines, each ended by a line feed: n, then the mode")
    n = decimal(lines[0], 2, MAX_N, "line 1, n")
    if n % 4 == 1:
        raise Refused(f"n = {n} is lost for the player to move; the statement promises a won start")
    words = lines[1].split(" ")
    if words == ["table"]:
        return n, Zhivago("table", None)
    if len(words) == 2 and words[0] == "fixed":
        return n, Zhivago("fixed", decimal(words[1], 1, 3, "line 2, the fixed take"))
    if len(words) == 2 and words[0] == "random":
        return n, Zhivago("random", decimal(words[1], 0, 2**64 - 1, "line 2, the seed"))
    if len(words) >= 2 and words[0] == "line":
        takes = [decimal(word, 1, 3, "line 2, a take of the line") for word in words[1:]]
        return n, Zhivago("line", takes)
    raise Refused(f"line 2: expected `table`, `fixed T`, `random S` or `line T...`, "
                  f"found {lines[1]!r}")


# The submission's output is read as testlib reads it (Codeforces interactors use testlib):
# `InStream::readToken`, `readWord`, `readInt` and `readLong` in testlib.h first skip blanks
# (`skipBlanks`: spaces, tabs, CRs and line feeds; the interactor reads the submission's
# output in its non-strict mode), then take the token up to the next blank. So any run of
# blanks separates two tokens, and trailing spaces or an empty line are accepted.
BLANK = re.compile(rb"[ \t\r\n]")
BLANKS = b" \t\r\n"


class Tokens:
    """The submission's output as tokens between blanks, read as it comes."""

    def __init__(self, reader):
        self.reader, self.pending = reader, b""

    def fill(self):
        """Reads what the submission has written, at least a byte; False at its end."""
        chunk = self.reader.read1(4096)
        self.pending += chunk
        return bool(chunk)

    def next(self, limit):
        """The next token; None at the end of the output; its first `limit + 1` bytes when it
        is longer than `limit`."""
        while not self.pending.lstrip(BLANKS):
            self.pending = b""
            if not self.fill():
                return None
        self.pending = self.pending.lstrip(BLANKS)
        while True:
            found = BLANK.search(self.pending, 0, limit + 1)
            if found:
                token, self.pending = self.pending[:found.start()], self.pending[found.start():]
                return token
            if len(self.pending) > limit:
                return self.pending[:limit + 1]
            if not self.fill():
                token, self.pending = self.pending, b""
                return token


def shown(raw):
    """A line of the submission as the message shows it: at most 40 bytes, escaped."""
    text = repr(raw[:40])[1:]
    return text + ("..." if len(raw) > 40 else "")


class Exchange:
    """The two streams: lines written to the submission, lines read from it, counted."""

    def __init__(self, reader, writer):
        self.reader, self.writer = reader, writer
        self.tokens = Tokens(reader)
        self.read_lines = 0

    def say(self, text, last=False):
        """Writes a line and flushes it. A submission that stopped reading loses, unless this
        is the last line, `I give up`: the game was over when it stopped."""
        try:
            self.writer.write(text.encode("ascii") + b"\n")
            self.writer.flush()
        except (BrokenPipeError, ConnectionResetError) as err:
            # What is left in the buffer would fail again when Python flushes it at exit.
            os.dup2(os.open(os.devnull, os.O_WRONLY), self.writer.fileno())
            if not last:
                raise Wrong("the submission ended before the game did: it stopped "
                            "reading") from err

    def take(self, left):
        """The submission's next take from a pile of `left`: checked, never trusted."""
        self.read_lines += 1
        number = self.read_lines
        where = f"line {number} of the submission's output"
        token = self.tokens.next(MAX_LINE)
        if token is None:
            raise Wrong(f"the submission ended before the game did: no line {number}, "
                        f"with {left} coins left")
        if len(token) > MAX_LINE:
            raise Wrong(f"{where} is longer than {MAX_LINE} bytes")
        if not token.isdigit() or len(token) > 3:
            raise Wrong(f"{where} is {shown(token)}, not a take of 1, 2 or 3")
        take = int(token)
        if not 1 <= take <= 3:
            raise Wrong(f"{where}: {take} is not a legal take (1, 2 or 3)")
        if take > left:
            raise Wrong(f"{where}: takes {take} coins with only {left} left")
        if take == left:
            raise Wrong(f"{where}: takes the last coin, and whoever does loses")
        return take

    def ends(self):
        """After the game: nothing more but whitespace may come."""
        if self.tokens.pending.strip(b" \t\r\n\f"):
            raise Wrong(f"the submission wrote {shown(self.tokens.pending.strip())} after "
                        f"the game ended")
        read = 0
        while read <= MAX_TRAILING:
            chunk = self.reader.read1(4096)
            if not chunk:
                return
            if chunk.strip(b" \t\r\n\f"):
                raise Wrong(f"the submission wrote {shown(chunk.strip())} after the game ended")
            read += len(chunk)
        raise Wrong(f"the submission wrote more than {MAX_TRAILING} bytes after the game ended")


def play(n, zhivago, exchange):
    """The whole game from `n` coins, the submission first; Wrong where it loses or errs."""
    left = n
    exchange.say(str(n))
    while True:
        left -= exchange.take(left)
        reply = zhivago.reply(left)
        if reply is None:
            exchange.say(GIVE_UP, last=True)
            exchange.ends()
            return
        left -= reply
        exchange.say(str(reply))


def table(text):
    try:
        count = decimal(text, 1, MAX_TABLE, "--table N")
    except Refused as err:
        print(f"error: {err}", file=sys.stderr)
        return JUDGE_ERROR
    lines = []
    for n in range(1, count + 1):
        verdict = "win" if winning_take(n) else "lose"
        reply = table_reply(n)
        lines.append(f"{n} {verdict} {'give-up' if reply is None else reply}\n")
    sys.stdout.write("".join(lines))
    return 0


def judge(input_path, feedback_dir):
    try:
        n, zhivago = read_input(input_path)
    except Refused as err:
        print(f"jury: {input_path}: {err}", file=sys.stderr)
        return JUDGE_ERROR
    exchange = Exchange(sys.stdin.buffer, sys.stdout.buffer)
    try:
        play(n, zhivago, exchange)
        code, message = ACCEPTED, f"the submission won from {n} coins\n"
    except Wrong as err:
        code, message = WRONG_ANSWER, f"{err}\n"
    try:
        with open(os.path.join(feedback_dir, "judgemessage.txt"), "w", encoding="utf-8") as out:
            out.write(message)
    except OSError as err:
        print(f"jury: cannot write judgemessage.txt: {err}", file=sys.stderr)
        return JUDGE_ERROR
    return code


def validate():
    """The input validator: 42 for an input file this jury can use, 43 for any other."""
    try:
        parse_input(sys.stdin.buffer.read(MAX_INPUT_BYTES + 1))
    except Refused as err:
        print(f"jury: {err}", file=sys.stderr)
        return WRONG_ANSWER
    return ACCEPTED


def main(argv):
    if len(argv) == 1:
        return validate()
    if len(argv) == 3 and argv[1] == "--table":
        return table(argv[2])
    if len(argv) < 4:
        print("usage: jury.py <input> <answer> <feedback_dir> < output > input\n"
              "       jury.py < input\n"
              "       jury.py --table N", file=sys.stderr)
        return JUDGE_ERROR
    return judge(argv[1], argv[3])


if __name__ == "__main__":
    sys.exit(main(sys.argv))
