#!/usr/bin/python3
"""Coins: wins the game, then writes 3000 MiB of control bytes, which the jury refuses."""
import sys

left = int(sys.stdin.readline())
while True:
    take = (left - 1) % 4 or 1
    print(take, flush=True)
    left -= take
    reply = sys.stdin.readline().strip()
    if reply in ("I give up", ""):
        break
    left -= int(reply)
# Control bytes: each is escaped where the judge shows it, six bytes for one.
block = b"\x01" * (1 << 20)
try:
    for _ in range(3000):
        sys.stdout.buffer.write(block)
    sys.stdout.buffer.flush()
except BrokenPipeError:
    pass
