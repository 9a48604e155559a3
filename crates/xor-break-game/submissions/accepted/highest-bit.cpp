// XOR Break — Game Version (Codeforces 1934D2) in C++: play first iff popcount(n) is even, and
// break the number of even popcount into its highest set bit and the rest; flush every line.
#include <iostream>

typedef unsigned long long u64;

static bool even(u64 p) { return p != 0 && __builtin_popcountll(p) % 2 == 0; }

// Writes the break of whichever of a, b has an even popcount: both parts have an odd one.
static void split(u64 a, u64 b) {
    u64 p = even(a) ? a : b;
    u64 top = 1ULL << (63 - __builtin_clzll(p));
    std::cout << top << ' ' << (p ^ top) << std::endl;  // std::endl flushes
}

int main() {
    int t;
    if (!(std::cin >> t)) return 1;
    while (t--) {
        long long n;
        if (!(std::cin >> n)) return 1;
        if (even(n)) {
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
