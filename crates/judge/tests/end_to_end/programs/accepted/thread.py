# The common way to get a deep recursion in Python: a thread with a large stack.
import sys
import threading


def main():
    print(int(sys.stdin.readline()))


sys.setrecursionlimit(1 << 20)
threading.stack_size(1 << 27)
threading.Thread(target=main).start()
