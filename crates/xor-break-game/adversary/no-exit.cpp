// Wrong after `-1 -1`: it does not exit. It takes `-1 -1` for the end of the game, as it takes
// `0 0`, and reads the next line as the next game's n, answering it with a side and a break.
// Its moves are the rule's: first iff popcount(n) is even, and the number of even popcount
// broken into its highest set bit and the rest. A jury that sends `-1 -1` after a legal break
// (a reply no fixed fixture makes) is the only way to see it.
#include <iostream>

typedef unsigned long long u64;

static bool even(u64 p) { return p != 0 && __builtin_popcountll(p) % 2 == 0; }

static void split(u64 a, u64 b) {
    u64 p = even(a) ? a : b;
    if (p == 0) p = a > b ? a : b;
    if (__builtin_popcountll(p) < 2) {
        std::cout << "0 0" << std::endl;
        return;
    }
    u64 top = 1ULL << (63 - __builtin_clzll(p));
    std::cout << top << ' ' << (p ^ top) << std::endl;
}

int main() {
    int t;
    if (!(std::cin >> t)) return 1;
    while (t--) {
        long long n;
        if (!(std::cin >> n)) return 1;
        if (n < 1) n = 1;  // `-1` read as a start: still answered
        if (even(n)) {
            std::cout << "first" << std::endl;
            split(n, 0);
        } else {
            std::cout << "second" << std::endl;
        }
        while (true) {
            long long a, b;
            if (!(std::cin >> a >> b)) return 1;
            if (a == 0 && b == 0) break;
            if (a == -1 && b == -1) break;  // the planted slip: no exit
            split(a, b);
        }
    }
}
