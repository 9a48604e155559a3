// Wrong in its memory: its break depends on the game so far, not only on the two numbers it
// faces. Its first two breaks of a game split off the highest set bit; from its third on it
// splits off the lowest. It chooses the side by the rule and wins every game it finishes, but
// the same pair gets different breaks on different paths, and from the third break on the top
// bit no longer has to drop, so a jury that chooses its replies can stretch a game past 63
// breaks: a memoised search of the longest line finds 64 from 2043, the smallest such start.
#include <iostream>

typedef unsigned long long u64;

static bool even(u64 p) { return p != 0 && __builtin_popcountll(p) % 2 == 0; }

// The break of the number of even popcount; `made` is how many breaks of this game came before.
static void split(u64 a, u64 b, int made) {
    u64 p = even(a) ? a : b;
    u64 part = made < 2 ? 1ULL << (63 - __builtin_clzll(p)) : p & (~p + 1);
    std::cout << part << ' ' << (p ^ part) << std::endl;
}

int main() {
    int t;
    if (!(std::cin >> t)) return 1;
    while (t--) {
        long long n;
        if (!(std::cin >> n)) return 1;
        int made = 0;
        if (even(n)) {
            std::cout << "first" << std::endl;
            split(n, 0, made++);
        } else {
            std::cout << "second" << std::endl;
        }
        while (true) {
            long long a, b;
            if (!(std::cin >> a >> b)) return 1;
            if (a < 0) return 0;  // -1 -1: exit at once
            if (a == 0 && b == 0) break;
            split(a, b, made++);
        }
    }
}
