#!/usr/bin/python3
"""Coins: reads the pile, closes its output without a move, and sleeps. In the sandbox the
end of its output is seen only when it ends, so it runs into the wall-clock limit."""
import os
import sys
import time

sys.stdin.readline()
os.close(1)
time.sleep(600)
