// Yet Another Number Game in C++, for numbers below 300: one number is lost at 0, three at
// XOR 0, and two by a table of every pair, filled in order: a pair is lost when no earlier pair
// on its row, column or diagonal is.
#include <cstdio>

const int SIZE = 300;
static bool lost[SIZE][SIZE], row[SIZE], column[SIZE], diagonal[2 * SIZE];

int main() {
    int n, a[3] = {0, 0, 0};
    if (scanf("%d", &n) != 1 || n < 1 || n > 3) return 1;
    for (int i = 0; i < n; ++i)
        if (scanf("%d", &a[i]) != 1 || a[i] < 0 || a[i] >= SIZE) return 1;
    bool wins;
    if (n == 1) {
        wins = a[0] != 0;
    } else if (n == 3) {
        wins = (a[0] ^ a[1] ^ a[2]) != 0;
    } else {
        for (int x = 0; x < SIZE; ++x)
            for (int y = 0; y < SIZE; ++y)
                if (!row[x] && !column[y] && !diagonal[x - y + SIZE]) {
                    lost[x][y] = row[x] = column[y] = diagonal[x - y + SIZE] = true;
                }
        wins = !lost[a[0]][a[1]];
    }
    puts(wins ? "BitLGM" : "BitAryo");
    return 0;
}
