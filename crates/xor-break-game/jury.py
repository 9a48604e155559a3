#!/usr/bin/env python3
"""XOR Break — Game Version (Codeforces 1934D2): the jury, the problem package format's
interactive output validator, Python 3 with the standard library only.

    jury.py <input> <answer> <feedback_dir> < submission_stdout > submission_stdin

It writes `t`, then plays each game: it writes `n`, reads the submission's side (`first` or
`second`), and answers each of the submission's breaks. It exits 42 when the submission wins
every game, 43 when it does not, the reason in `<feedback_dir>/judgemessage.txt`. An input
file it cannot use is wrong test data: a line on stderr and exit 2, which a judge reports as
its own error, never a verdict.

    jury.py < input

run without arguments, it is the package's input validator: it reads an input file on
standard input and exits 42 if this jury can use it, 43 if not, the reason on stderr.

    jury.py --table N

prints one line for every n in 1..=N: `n first|second p1 p2`, the side that wins from n and
the jury's `optimal` break of n alone (`0 0` when n cannot be broken).

A break of p is `p1 p2` with 0 < p1 < p, 0 < p2 < p and p1 xor p2 = p. The input file holds
`t` (1 to 1000) on its first line, then one line a game, `n MODE`, with 1 <= n <= 10^18:

    optimal        where one of the submission's two numbers has an even popcount (at least
                   2), the jury wins: it breaks that one into its highest set bit and the rest;
                   else it breaks the largest breakable number into its lowest set bit and
                   the rest; `0 0` when nothing can be broken
    random S       a legal break drawn by random.Random(S) (S from 0 to 2^64 - 1): a breakable
                   number, a set bit j of it below the top one, a part q with j as its top
                   bit, the break (number xor q, q) in either order; `0 0` only when nothing
                   can be broken
    gives-up K     `optimal`, but `0 0` at the jury's K-th reply of the game (K from 1 to 64)
    line a1 b1 ... the replies `a1 b1`, `a2 b2`, ... in turn, each while it is a legal break
                   of one of the two numbers the submission just wrote, or `0 0`, which gives
                   up there; from the first pair that is not, or when they run out, `optimal`

As `second`, the submission first gets the jury's break of n, made by the same mode. The jury
writes `0 0` to end a game, won by the submission; the next game starts with its `n`. A
submission's side is a token and its break two, read as testlib reads them: any spaces, tabs,
carriage returns and line feeds may come before, between and after them. A break that is not
legal, or a 64th break in one game, is answered with `-1 -1` and is a wrong answer; so is a
token that is not a side or a decimal, an end of output before the last game is over, or
anything but whitespace after it.
"""

import os
import random
import re
import sys

ACCEPTED = 42
WRONG_ANSWER = 43
JUDGE_ERROR = 2

MAX_T = 1000
MAX_N = 10**18
# The most breaks of the submission in one game; the next one is answered with `-1 -1`.
MAX_BREAKS = 63
# The most replies of the jury in one game: its break of n, then one a break of the submission.
MAX_REPLIES = MAX_BREAKS + 1
# The longest line read from the submission, its line feed included: a break needs 39 bytes.
MAX_LINE = 128
# The most bytes read after the last game ends, to tell trailing whitespace from more output.
MAX_TRAILING = 1 << 16
MAX_INPUT_BYTES = 1 << 20
MAX_TABLE = 10**6


class Refused(Exception):
    """The input file is not test data this jury can use."""


class Wrong(Exception):
    """The submission broke the rules or the protocol."""


def popcount(p):
    return bin(p).count("1")


def can_break(p):
    """A number can be broken iff it has at least two set bits."""
    return popcount(p) >= 2


def is_break(p, p1, p2):
    return 0 < p1 < p and 0 < p2 < p and p1 ^ p2 == p


def optimal_reply(a, b):
    """The `optimal` break of one of `a`, `b` (`b = 0` for n alone), or None for `0 0`."""
    for p in (a, b):
        if p and popcount(p) % 2 == 0:
            top = 1 << (p.bit_length() - 1)
            return top, p ^ top
    breakable = [p for p in (a, b) if can_break(p)]
    if not breakable:
        return None
    p = max(breakable)
    low = p & -p
    return low, p ^ low


def random_reply(rng, a, b):
    """A legal break of one of `a`, `b` drawn by `rng`, or None when neither can be broken.
    The part q has a set bit j of p below p's top bit as its own top bit, so q < p and p xor q
    keeps p's top bit and loses bit j: both parts lie in 1..p."""
    breakable = [p for p in (a, b) if can_break(p)]
    if not breakable:
        return None
    p = rng.choice(breakable)
    below_top = [j for j in range(p.bit_length() - 1) if p >> j & 1]
    j = rng.choice(below_top)
    q = (1 << j) | rng.randrange(1 << j)
    return (p ^ q, q) if rng.randrange(2) else (q, p ^ q)


class Replier:
    """The jury's side of one game, in one of the modes."""

    def __init__(self, mode, argument):
        self.mode, self.argument = mode, argument
        self.rng = random.Random(argument) if mode == "random" else None
        self.replies = 0
        self.listed = list(argument) if mode == "line" else []

    def reply(self, a, b):
        """The jury's answer to the numbers `a`, `b` (`b = 0` for n alone): a break, or None
        for `0 0`."""
        self.replies += 1
        if self.mode == "random":
            return random_reply(self.rng, a, b)
        if self.mode == "gives-up" and self.replies == self.argument:
            return None
        if self.listed:
            p1, p2 = self.listed.pop(0)
            if (p1, p2) == (0, 0):
                return None
            if is_break(a, p1, p2) or is_break(b, p1, p2):
                return p1, p2
            self.listed = []
        return optimal_reply(a, b)


def decimal(text, low, high, what):
    """A plain decimal in low..=high: digits only, no sign, no leading zero."""
    plain = text.isascii() and text.isdigit() and len(text) <= 20
    if not plain or (len(text) > 1 and text[0] == "0"):
        raise Refused(f"{what}: expected a decimal integer, found {text!r}")
    value = int(text)
    if not low <= value <= high:
        raise Refused(f"{what}: {value} is not in {low}..={high}")
    return value


def parse_game(line, where):
    """`(n, Replier)` from a game's line."""
    words = line.split(" ")
    n = decimal(words[0], 1, MAX_N, f"{where}, n")
    mode, rest = words[1:2], words[2:]
    if mode == ["optimal"] and not rest:
        return n, Replier("optimal", None)
    if mode == ["random"] and len(rest) == 1:
        return n, Replier("random", decimal(rest[0], 0, 2**64 - 1, f"{where}, the seed"))
    if mode == ["gives-up"] and len(rest) == 1:
        return n, Replier("gives-up", decimal(rest[0], 1, MAX_REPLIES, f"{where}, K"))
    if mode == ["line"] and rest and len(rest) % 2 == 0 and len(rest) <= 2 * MAX_REPLIES:
        values = [decimal(word, 0, MAX_N, f"{where}, a reply") for word in rest]
        pairs = list(zip(values[::2], values[1::2]))
        if (0, 0) in pairs[:-1]:
            raise Refused(f"{where}: a reply follows `0 0`, which ends the game")
        return n, Replier("line", pairs)
    raise Refused(f"{where}: expected `n optimal`, `n random S`, `n gives-up K` or "
                  f"`n line a1 b1 ...`, found {line[:60]!r}")


def parse_input(raw):
    """Every game, `(n, Replier)`, from the input file's bytes; Refused where it is wrong."""
    if len(raw) > MAX_INPUT_BYTES:
        raise Refused(f"the input file is longer than {MAX_INPUT_BYTES} bytes")
    try:
        text = raw.decode("ascii")
    except UnicodeDecodeError as err:
        raise Refused("the input file is not ASCII") from err
    lines = text.split("\n")
    if len(lines) < 2 or lines[-1] != "":
        raise Refused("the input file is lines, each ended by a line feed: t, then the games")
    t = decimal(lines[0], 1, MAX_T, "line 1, t")
    if len(lines) != t + 2:
        raise Refused(f"t = {t}, but the lines of games that follow number {len(lines) - 2}")
    return [parse_game(line, f"line {number}") for number, line in enumerate(lines[1:-1], 2)]


def read_input(path):
    """Every game from the input file; Refused where the test data is wrong."""
    try:
        with open(path, "rb") as file:
            raw = file.read(MAX_INPUT_BYTES + 1)
    except OSError as err:
        raise Refused(f"cannot read the input file: {err}") from err
    return parse_input(raw)


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
        is the last line: the run was over when it stopped."""
        try:
            self.writer.write(text.encode("ascii") + b"\n")
            self.writer.flush()
        except (BrokenPipeError, ConnectionResetError) as err:
            # What is left in the buffer would fail again when Python flushes it at exit.
            os.dup2(os.open(os.devnull, os.O_WRONLY), self.writer.fileno())
            if not last:
                raise Wrong("the submission ended before the run did: it stopped "
                            "reading") from err

    def words(self, count, expected):
        """The submission's next `count` tokens, and where they are: its move numbered as
        the lines of a well-formed output."""
        self.read_lines += 1
        where = f"line {self.read_lines} of the submission's output"
        words = []
        for _ in range(count):
            token = self.tokens.next(MAX_LINE)
            if token is None:
                raise Wrong(f"the submission ended before the run did: no {where}, "
                            f"which should be {expected}")
            if len(token) > MAX_LINE:
                raise Wrong(f"{where} is longer than {MAX_LINE} bytes")
            words.append(token)
        return words, where

    def side(self):
        """`first` or `second`, checked."""
        [token], where = self.words(1, "`first` or `second`")
        if token not in (b"first", b"second"):
            raise Wrong(f"{where} is {shown(token)}, not `first` or `second`")
        return token.decode("ascii")

    def breaks(self, numbers, done):
        """The submission's break of one of `numbers`, its `done + 1`-th of the game: a legal
        one, or `-1 -1` is said and it is wrong."""
        words, where = self.words(2, f"a break of {numbers[0]} or {numbers[1]}")
        plain = all(w.isdigit() and len(w) <= 20 for w in words)
        if not plain:
            raise Wrong(f"{where} is {shown(b' '.join(words))}, not a break `p1 p2`")
        p1, p2 = (int(word) for word in words)
        if done >= MAX_BREAKS:
            self.say("-1 -1", last=True)
            raise Wrong(f"{where}: {p1} {p2} is a break past the {MAX_BREAKS} allowed")
        if not any(is_break(p, p1, p2) for p in numbers):
            self.say("-1 -1", last=True)
            what = " or ".join(str(p) for p in numbers if p)
            raise Wrong(f"{where}: {p1} {p2} is no break of {what}")
        return p1, p2

    def ends(self):
        """After the last game: nothing more but whitespace may come."""
        if self.tokens.pending.strip(b" \t\r\n\f"):
            raise Wrong(f"the submission wrote {shown(self.tokens.pending.strip())} after "
                        f"the last game")
        read = 0
        while read <= MAX_TRAILING:
            chunk = self.reader.read1(4096)
            if not chunk:
                return
            if chunk.strip(b" \t\r\n\f"):
                raise Wrong(f"the submission wrote {shown(chunk.strip())} after the last game")
            read += len(chunk)
        raise Wrong(f"the submission wrote more than {MAX_TRAILING} bytes after the last game")


def play_game(n, replier, exchange, last):
    """One game from `n`; Wrong where the submission loses or errs."""
    exchange.say(str(n))
    done, numbers = 0, (n, 0)
    if exchange.side() == "first":
        numbers, done = exchange.breaks(numbers, 0), 1
    while True:
        reply = replier.reply(*numbers)
        if reply is None:
            exchange.say("0 0", last=last)
            return
        exchange.say(f"{reply[0]} {reply[1]}")
        numbers = exchange.breaks(reply, done)
        done += 1


def play(games, exchange):
    """The whole run; Wrong where the submission loses a game or errs, naming the game."""
    exchange.say(str(len(games)))
    for number, (n, replier) in enumerate(games, 1):
        try:
            play_game(n, replier, exchange, number == len(games))
        except Wrong as err:
            raise Wrong(f"game {number} (n = {n}): {err}") from err
    exchange.ends()


def table(text):
    try:
        count = decimal(text, 1, MAX_TABLE, "--table N")
    except Refused as err:
        print(f"error: {err}", file=sys.stderr)
        return JUDGE_ERROR
    lines = []
    for n in range(1, count + 1):
        side = "first" if popcount(n) % 2 == 0 else "second"
        p1, p2 = optimal_reply(n, 0) or (0, 0)
        lines.append(f"{n} {side} {p1} {p2}\n")
    sys.stdout.write("".join(lines))
    return 0


def judge(input_path, feedback_dir):
    try:
        games = read_input(input_path)
    except Refused as err:
        print(f"jury: {input_path}: {err}", file=sys.stderr)
        return JUDGE_ERROR
    exchange = Exchange(sys.stdin.buffer, sys.stdout.buffer)
    try:
        play(games, exchange)
        code, message = ACCEPTED, f"the submission won every game (t = {len(games)})\n"
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
