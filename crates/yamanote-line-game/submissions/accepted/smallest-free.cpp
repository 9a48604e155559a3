// Yamanote Line Game in C++: declare the smallest integer neither side has declared, flush,
// read Aoki's, and stop at once on 0. 2N + 1 is odd, so Takahashi makes the last declaration
// whatever both play; any legal move wins.
#include <cstdio>
#include <vector>

int main() {
    int n;
    if (scanf("%d", &n) != 1 || n < 1) return 1;
    int top = 2 * n + 1;
    std::vector<bool> declared(top + 2, false);
    int cursor = 1;  // every integer below it is declared
    for (;;) {
        while (declared[cursor]) ++cursor;
        if (cursor > top) return 1;  // never: the count left on this side's turn is odd
        declared[cursor] = true;
        printf("%d\n", cursor);
        fflush(stdout);
        int aoki;
        if (scanf("%d", &aoki) != 1) return 1;
        if (aoki == 0) return 0;
        if (aoki < 1 || aoki > top || declared[aoki]) return 1;
        declared[aoki] = true;
    }
}
