// Wrong at one start: from n = 1000 (popcount 6, a first-player win) it plays second. Everywhere
// else it plays the rule: first iff popcount(n) is even, and the number of even popcount broken
// into its highest set bit and the rest. Lost, it still breaks legally while it can (the
// largest breakable number, at its lowest set bit), then writes `0 0`, which the jury rejects.
#include <iostream>

typedef unsigned long long u64;

static bool even(u64 p) { return p != 0 && __builtin_popcountll(p) % 2 == 0; }
static bool breakable(u64 p) { return __builtin_popcountll(p) >= 2; }

static void split(u64 a, u64 b) {
    if (even(a) || even(b)) {
        u64 p = even(a) ? a : b;
        u64 top = 1ULL << (63 - __builtin_clzll(p));
        std::cout << top << ' ' << (p ^ top) << std::endl;
        return;
    }
    u64 p = breakable(a) && (!breakable(b) || a > b) ? a : b;
    if (!breakable(p)) {
        std::cout << "0 0" << std::endl;
        return;
    }
    u64 low = p & (~p + 1);
    std::cout << low << ' ' << (p ^ low) << std::endl;
}

int main() {
    int t;
    if (!(std::cin >> t)) return 1;
    while (t--) {
        long long n;
        if (!(std::cin >> n)) return 1;
        bool first = even(n) && n != 1000;  // the planted slip
        if (first) {
            std::cout << "first" << std::endl;
            split(n, 0);
        } else {
            std::cout << "second" << std::endl;
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
