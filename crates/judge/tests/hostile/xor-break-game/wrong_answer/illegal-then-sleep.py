#!/usr/bin/python3
"""XOR Break: declares `first`, breaks n into `1 1` (no break: 1 xor 1 is 0), and sleeps."""
import sys
import time

sys.stdin.readline()
sys.stdin.readline()
print("first", flush=True)
print("1 1", flush=True)
time.sleep(600)
