// Kept wrong: declares 1 every time, so its second declaration repeats one already made.
// Rejected on: sample-1
#include <cstdio>

int main() {
    int n, aoki;
    if (scanf("%d", &n) != 1) return 1;
    for (;;) {
        printf("1\n");
        fflush(stdout);
        if (scanf("%d", &aoki) != 1 || aoki == 0) return 0;
    }
}
