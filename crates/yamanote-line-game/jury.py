#!/usr/bin/env python3
"""The jury of Yamanote Line Game (AtCoder ABC244 C), Aoki's side of the game.

The problem package format's interface for interactive problems:

    jury.py <input> <answer> <feedback_dir> < submission_stdout > submission_stdin

Exit 42: accepted; 43: wrong answer, the reason in <feedback_dir>/judgemessage.txt. A test
input the jury cannot read is the test's fault, not the submission's: exit 1, the reason on
standard error, never 42 or 43.

The input file: line 1 holds N (1 to 10^6; the statement's bound is 1000), line 2 how Aoki
replies, one of:

    smallest            the smallest undeclared integer
    largest             the largest undeclared integer
    random SEED         an undeclared integer drawn by random.Random(SEED), SEED an integer
    listed X1 X2 ...    the first of X1, X2, ... (in that order) not yet declared, each used
                        at most once; when none is left, the smallest undeclared integer

Every reply is legal whatever the submission declares. The jury writes N, then reads one
declaration a line and answers each. When no integer is left for Aoki, it writes 0, and the
submission must then end its output: the end of its output (EOF) is accepted, blanks before it
too; a token more is a wrong answer.

A declaration is a token of at most MAX_LINE bytes, read as testlib reads one: any spaces,
tabs, CRs and line feeds may come before and after it. It is a decimal integer, no sign, from
1 to 2N + 1, not declared before by either side. Anything else (no number, a number out of
range or declared before, a token too long, not ASCII, the end of the output before the game is over) is a wrong answer
naming the line of the submission's output and the reason. Bytes are read, never decoded, so
no bytes can make the jury fail.

    jury.py < input

run without arguments, it is the package's input validator: it reads an input file on
standard input and exits 42 if it is one of the statement (N at most STATEMENT_MAX_N), 43 if
not, the reason on stderr.

    jury.py --table N

prints, for each count k of undeclared integers from 0 to 2N + 1, one line `k wins|loses
moves`: whether the player to move wins, worked out from the moves alone (k = 0 loses, and
each of the k moves leaves k - 1), and how many moves there are.
"""

import os
import random
import re
import sys

MAX_N = 10**6
# The statement's bound on N: the input validator holds a test to it.
STATEMENT_MAX_N = 1000
MAX_LINE = 64
ACCEPTED = 42
WRONG_ANSWER = 43


class Rejected(Exception):
    """The submission's output is wrong; the message says why."""


def read_test(path):
    """N and the reply mode from the input file; raises ValueError on a malformed one."""
    with open(path, "rb") as handle:
        return parse_test(handle.read(1 << 20))


def parse_test(data):
    """N and the reply mode from the input file's bytes, two lines each ended by a line feed,
    words split by single spaces; raises ValueError on malformed ones."""
    lines = data.decode("ascii").split("\n")
    if len(lines) != 3 or lines[2]:
        raise ValueError("expected two lines, each ended by a line feed: N, then the reply mode")
    n = plain_int(lines[0])
    if not 1 <= n <= MAX_N:
        raise ValueError("N = %d is not in 1..=%d" % (n, MAX_N))
    words = lines[1].split(" ")
    if not words:
        raise ValueError("line 2 names no reply mode")
    mode, args = words[0], [plain_int(word) for word in words[1:]]
    if mode in ("smallest", "largest") and not args:
        return n, mode, args
    if mode == "random" and len(args) == 1:
        return n, mode, args
    if mode == "listed" and args and all(1 <= x <= 2 * n + 1 for x in args):
        return n, mode, args
    raise ValueError("line 2 is no reply mode: %r" % lines[1])


def plain_int(text):
    """A decimal integer of at most 18 digits, without sign, spaces or a leading zero; raises
    ValueError otherwise."""
    digits = text and len(text) <= 18 and all("0" <= c <= "9" for c in text)
    if not digits or (len(text) > 1 and text[0] == "0"):
        raise ValueError("not an integer: %r" % text)
    return int(text)


class Board:
    """The integers 1 to 2N + 1 and which are declared, with each reply Aoki can make."""

    def __init__(self, n, mode, args):
        self.n = n
        self.top = 2 * n + 1
        self.declared = bytearray(self.top + 2)
        self.left = self.top
        self.low = 1
        self.high = self.top
        self.mode = mode
        self.listed = list(reversed(args))
        self.rng = random.Random(args[0]) if mode == "random" else None
        # For random replies: the undeclared integers, and where each stands in that list.
        self.free = list(range(1, self.top + 1)) if mode == "random" else None
        self.where = list(range(-1, self.top)) if mode == "random" else None

    def declare(self, x):
        self.declared[x] = 1
        self.left -= 1
        if self.free is not None:
            # Swap x with the last free integer, then drop it: O(1).
            at, last = self.where[x], self.free[-1]
            self.free[at], self.where[last] = last, at
            self.free.pop()

    def smallest(self):
        while self.declared[self.low]:
            self.low += 1
        return self.low

    def largest(self):
        while self.declared[self.high]:
            self.high -= 1
        return self.high

    def reply(self):
        """Aoki's integer, which is declared; None when none is left."""
        if self.left == 0:
            return None
        if self.mode == "largest":
            x = self.largest()
        elif self.mode == "random":
            x = self.free[self.rng.randrange(len(self.free))]
        else:
            while self.listed and self.declared[self.listed[-1]]:
                self.listed.pop()
            x = self.listed.pop() if self.listed else self.smallest()
        self.declare(x)
        return x


def write(line):
    """Writes one line to the submission at once; False when it no longer reads."""
    data = (line + "\n").encode("ascii")
    try:
        while data:
            data = data[os.write(1, data):]
    except OSError:
        # A broken pipe: the submission has ended. Its output says the rest.
        return False
    return True


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


def read_token(tokens, number):
    """The submission's declaration `number`; None at the end of its output."""
    token = tokens.next(MAX_LINE)
    if token is not None and len(token) > MAX_LINE:
        raise Rejected("line %d is longer than %d bytes" % (number, MAX_LINE))
    return token


def declaration(text, number, board):
    """The integer of declaration `number`, which must be legal; raises Rejected otherwise."""
    shown = repr(bytes(text))[1:]
    if len(text) > 18 or not all(48 <= byte <= 57 for byte in text):
        raise Rejected("line %d: expected an integer, found %s" % (number, shown))
    x = int(text)
    if not 1 <= x <= board.top:
        raise Rejected("line %d: %d is not in 1..=%d" % (number, x, board.top))
    if board.declared[x]:
        raise Rejected("line %d: %d was already declared" % (number, x))
    return x


def play(board, source, send):
    """The whole game, the submission's output read from `source` (a binary stream) and each
    line to it given to `send`; returns when the submission has won and ended its output."""
    tokens = Tokens(source)
    send(str(board.n))
    number = 0
    while True:
        number += 1
        token = read_token(tokens, number)
        if token is None:
            raise Rejected(
                "the output ended before line %d, and the game is not over" % number
            )
        board.declare(declaration(token, number, board))
        reply = board.reply()
        send(str(reply) if reply is not None else "0")
        if reply is None:
            break
    if tokens.next(MAX_LINE) is not None:
        raise Rejected(
            "line %d: more output after the jury's 0 (the game was over)" % (number + 1)
        )


def table(n):
    """The --table lines, each from the moves alone."""
    wins = []
    for k in range(0, 2 * n + 2):
        # Each of the k moves declares one integer and leaves k - 1 undeclared.
        wins.append(any(not wins[k - 1] for _ in range(k)))
        print("%d %s %d" % (k, "wins" if wins[k] else "loses", k))


def validate():
    """The input validator: 42 for an input file of the statement, 43 for any other."""
    try:
        n, _, _ = parse_test(sys.stdin.buffer.read(1 << 20))
        if n > STATEMENT_MAX_N:
            raise ValueError("N = %d is past the statement's %d" % (n, STATEMENT_MAX_N))
    except ValueError as err:
        print("jury: %s" % err, file=sys.stderr)
        return WRONG_ANSWER
    return ACCEPTED


def main(argv):
    if len(argv) == 1:
        return validate()
    if len(argv) == 3 and argv[1] == "--table":
        try:
            n = plain_int(argv[2])
        except ValueError as err:
            sys.exit("error: --table N: %s" % err)
        table(n)
        return 0
    if len(argv) != 4:
        sys.exit("usage: jury.py <input> <answer> <feedback_dir>, jury.py < input, or jury.py --table N")
    try:
        n, mode, args = read_test(argv[1])
    except (OSError, ValueError) as err:
        sys.exit("error: the input file %s: %s" % (argv[1], err))
    try:
        play(Board(n, mode, args), sys.stdin.buffer, write)
    except Rejected as why:
        with open(os.path.join(argv[3], "judgemessage.txt"), "w") as message:
            message.write("%s\n" % why)
        return WRONG_ANSWER
    return ACCEPTED


if __name__ == "__main__":
    sys.exit(main(sys.argv))
