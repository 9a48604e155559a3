#!/usr/bin/env python3
"""{name} (<judge and problem id>): the jury, the problem package format's interactive output
validator, Python 3 with the standard library only.

    jury.py <input> <answer> <feedback_dir> < submission_stdout > submission_stdin

It writes the start, then reads the submission's moves and answers them as its mode says. It
exits 42 when the submission wins, 43 when it does not, the reason in
`<feedback_dir>/judgemessage.txt`. An input file it cannot use is wrong test data: a line on
stderr and exit 2, which a judge reports as its own error, never a verdict.

    jury.py < input

run without arguments, it is the package's input validator: it reads an input file on
standard input and exits 42 if this jury can use it, 43 if not, the reason on stderr.

    jury.py --table N

prints one line for every position up to N: `position win|lose reply`, whether the player to move
wins and what the jury answers in the `table` mode (a position of several numbers written with
commas, `1,4,4 win 2,3`); the tests compare it with the search.

The input file has two lines:

    start   START_NUMBERS numbers one space apart (the piles), each in 1..=MAX_N
    mode    how the jury answers:
            table     its winning move when it has one, else a fixed legal move
            random S  a legal move drawn by random.Random(S); S is a decimal from 0 to 2^64 - 1
            line M... these moves in order, each while it is legal, then as in `table`: a line
                      of replies that `cargo stress --adversary` found, replayed; at most
                      MAX_MOVES moves, each in 1..=MAX_N

The submission's move is read as testlib reads tokens: any spaces, tabs, carriage returns and
line feeds may come before and after it. Anything else, or an illegal move, is a wrong answer.
"""

import os
import random
import re
import sys

ACCEPTED = 42
WRONG_ANSWER = 43
JUDGE_ERROR = 2

# How many numbers the start holds, as in src/main.rs.
START_NUMBERS = 1
MAX_N = 10
# The most moves the jury makes in a game, so the most a `line` lists: here each move takes at
# least one from the start. Write the game's own limit.
MAX_MOVES = MAX_N
# The longest token read from the submission.
MAX_TOKEN = 64
# The most bytes read after the game ends, to tell trailing whitespace from more output.
MAX_TRAILING = 1 << 16
# The longest input file: a `line` of MAX_MOVES moves must fit.
MAX_INPUT_BYTES = 1000
MAX_TABLE = 10**6
NOT_WRITTEN = "{name}: the jury's game is not written yet (jury.py)"


class Refused(Exception):
    """The input file is not test data this jury can use."""


class Wrong(Exception):
    """The submission broke the rules or the protocol."""


class Jury:
    """The jury's side of one game, in one of the modes."""

    def __init__(self, mode, argument):
        self.mode = mode
        self.rng = random.Random(argument) if mode == "random" else None
        self.listed = list(argument) if mode == "line" else []

    def reply(self, position):
        """The jury's move at `position`, or None where it ends the game."""
        raise Wrong(NOT_WRITTEN)


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
    """`(start, Jury)` from the input file; Refused where the test data is wrong."""
    try:
        with open(path, "rb") as file:
            raw = file.read(MAX_INPUT_BYTES + 1)
    except OSError as err:
        raise Refused(f"cannot read the input file: {err}") from err
    return parse_input(raw)


def parse_input(raw):
    """`(start, Jury)` from the input file's bytes, the start a tuple of numbers; Refused
    where the test data is wrong."""
    if len(raw) > MAX_INPUT_BYTES:
        raise Refused(f"the input file is longer than {MAX_INPUT_BYTES} bytes")
    try:
        text = raw.decode("ascii")
    except UnicodeDecodeError as err:
        raise Refused("the input file is not ASCII") from err
    lines = text.split("\n")
    if len(lines) != 3 or lines[2] != "":
        raise Refused("the input file is two lines, each ended by a line feed: the start, then "
                      "the mode")
    numbers = lines[0].split(" ")
    if len(numbers) != START_NUMBERS:
        raise Refused(f"line 1: expected {START_NUMBERS} number(s) one space apart, found "
                      f"{lines[0]!r}")
    start = tuple(decimal(word, 1, MAX_N, "line 1, a number of the start") for word in numbers)
    words = lines[1].split(" ")
    if words == ["table"]:
        return start, Jury("table", None)
    if len(words) == 2 and words[0] == "random":
        return start, Jury("random", decimal(words[1], 0, 2**64 - 1, "line 2, the seed"))
    if len(words) >= 2 and words[0] == "line":
        if len(words) - 1 > MAX_MOVES:
            raise Refused(f"line 2: a line of {len(words) - 1} moves, past the {MAX_MOVES} "
                          f"a game has")
        moves = [decimal(word, 1, MAX_N, "line 2, a move of the line") for word in words[1:]]
        return start, Jury("line", moves)
    raise Refused(f"line 2: expected `table`, `random S` or `line M...`, found {lines[1]!r}")


# The submission's output is read as testlib reads it: blanks (spaces, tabs, CRs and line
# feeds) are skipped, then the token runs up to the next blank.
BLANK = re.compile(rb"[ \t\r\n]")
BLANKS = b" \t\r\n"


def shown(raw):
    """A token of the submission as the message shows it: at most 40 bytes, escaped."""
    text = repr(raw[:40])[1:]
    return text + ("..." if len(raw) > 40 else "")


class Exchange:
    """The two streams: lines written to the submission, tokens read from it, counted."""

    def __init__(self, reader, writer):
        self.reader, self.writer, self.pending = reader, writer, b""
        self.read_tokens = 0

    def fill(self):
        """Reads what the submission has written, at least a byte; False at its end."""
        chunk = self.reader.read1(4096)
        self.pending += chunk
        return bool(chunk)

    def token(self):
        """The submission's next token; Wrong where its output ended or the token is long."""
        self.read_tokens += 1
        while not self.pending.lstrip(BLANKS):
            self.pending = b""
            if not self.fill():
                raise Wrong(f"the submission ended before the game did: no token "
                            f"{self.read_tokens}")
        self.pending = self.pending.lstrip(BLANKS)
        while True:
            found = BLANK.search(self.pending, 0, MAX_TOKEN + 1)
            if found:
                token, self.pending = self.pending[:found.start()], self.pending[found.start():]
                return token
            if len(self.pending) > MAX_TOKEN:
                raise Wrong(f"token {self.read_tokens} is longer than {MAX_TOKEN} bytes")
            if not self.fill():
                token, self.pending = self.pending, b""
                return token

    def say(self, text, last=False):
        """Writes a line and flushes it. A submission that stopped reading loses, unless this
        is the game's last line."""
        try:
            self.writer.write(text.encode("ascii") + b"\n")
            self.writer.flush()
        except (BrokenPipeError, ConnectionResetError) as err:
            os.dup2(os.open(os.devnull, os.O_WRONLY), self.writer.fileno())
            if not last:
                raise Wrong("the submission ended before the game did: it stopped "
                            "reading") from err

    def ends(self):
        """After the game: nothing more but whitespace may come."""
        read = len(self.pending)
        rest = self.pending
        while rest.strip(b" \t\r\n\f") == b"" and read <= MAX_TRAILING:
            chunk = self.reader.read1(4096)
            if not chunk:
                return
            rest, read = chunk, read + len(chunk)
        raise Wrong(f"the submission wrote {shown(rest.strip())} after the game ended")


def shown_start(start):
    """A start as the jury's first line writes it."""
    return " ".join(map(str, start))


def play(start, jury, exchange):
    """The whole game from `start`; Wrong where the submission loses or errs."""
    exchange.say(shown_start(start))
    raise Wrong(f"{NOT_WRITTEN}: it cannot judge a move from {shown_start(start)}, nor make "
                f"its own ({jury.mode})")


def table(text):
    try:
        decimal(text, 1, MAX_TABLE, "--table N")
    except Refused as err:
        print(f"error: {err}", file=sys.stderr)
        return JUDGE_ERROR
    print(f"error: {NOT_WRITTEN}", file=sys.stderr)
    return JUDGE_ERROR


def judge(input_path, feedback_dir):
    try:
        start, jury = read_input(input_path)
    except Refused as err:
        print(f"jury: {input_path}: {err}", file=sys.stderr)
        return JUDGE_ERROR
    exchange = Exchange(sys.stdin.buffer, sys.stdout.buffer)
    try:
        play(start, jury, exchange)
        code, message = ACCEPTED, f"the submission won from {shown_start(start)}\n"
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
