// Kept wrong: right moves, never flushed: each side waits for the other
// Rejected on: edge-n-1-largest
// It plays the winning moves, but its first declaration waits in its output buffer while it
// waits for Aoki's reply, and the judge waits for the declaration.
#include <cstdio>
#include <vector>

int main() {
    int n;
    if (scanf("%d", &n) != 1 || n < 1) return 1;
    int top = 2 * n + 1;
    std::vector<bool> declared(top + 2, false);
    int cursor = 1;
    for (;;) {
        while (declared[cursor]) ++cursor;
        if (cursor > top) return 1;
        declared[cursor] = true;
        printf("%d\n", cursor);
        int aoki;
        if (scanf("%d", &aoki) != 1) return 1;
        if (aoki == 0) return 0;
        if (aoki < 1 || aoki > top || declared[aoki]) return 1;
        declared[aoki] = true;
    }
}
