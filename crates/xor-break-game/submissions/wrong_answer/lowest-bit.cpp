// Kept wrong: breaks off the lowest set bit: it wins, but the jury can force a 64th break
// Rejected on: edge-lowest-bit-509
// From 509 the jury answers each break so that the number left keeps its top bits: the 64th
// break comes before the game ends, and the jury answers it with -1 -1.
#include <iostream>

typedef unsigned long long u64;

static bool even(u64 p) { return p != 0 && __builtin_popcountll(p) % 2 == 0; }

static void split(u64 a, u64 b) {
    u64 p = even(a) ? a : b;
    u64 low = p & (~p + 1);
    std::cout << low << ' ' << (p ^ low) << std::endl;
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
