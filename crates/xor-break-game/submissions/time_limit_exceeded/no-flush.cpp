// Kept wrong: the right breaks, never flushed: it waits for a reply to a line still in its buffer
// Rejected on: edge-gives-up-and-random
// The usual fast input, unsynchronised and untied: reading no longer flushes std::cout, which
// into a pipe is fully buffered, so the jury never sees the first side and both sides wait.
#include <iostream>

typedef unsigned long long u64;

static bool even(u64 p) { return p != 0 && __builtin_popcountll(p) % 2 == 0; }

static void split(u64 a, u64 b) {
    u64 p = even(a) ? a : b;
    u64 top = 1ULL << (63 - __builtin_clzll(p));
    std::cout << top << ' ' << (p ^ top) << '\n';
}

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int t;
    if (!(std::cin >> t)) return 1;
    while (t--) {
        long long n;
        if (!(std::cin >> n)) return 1;
        if (even(n)) {
            std::cout << "first\n";
            split(n, 0);
        } else {
            std::cout << "second\n";
        }
        while (true) {
            long long a, b;
            if (!(std::cin >> a >> b)) return 1;
            if (a < 0) return 0;  // -1 -1: exit at once
            if (a == 0 && b == 0) break;
            split(a, b);
        }
    }
}
