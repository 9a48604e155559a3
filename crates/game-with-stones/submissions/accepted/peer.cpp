// Game with stones (misère Nim) with the usual competitive-programming fast reader: all of
// standard input in one fread, digits converted in a hand loop, no validation. It is the peer
// that the Rust submission's scanner is timed against (`cargo judge peer`), not a solution kept
// for use: it trusts its input.
#include <cstdint>
#include <cstdio>
#include <vector>

// Inputs up to 64 MiB; the pages are touched only as far as the input reaches.
static char input[(1 << 26) + 1];
static char *cursor;

static uint64_t read_number() {
    while (*cursor < '0' || *cursor > '9') ++cursor;
    uint64_t value = 0;
    while (*cursor >= '0' && *cursor <= '9') value = value * 10 + uint64_t(*cursor++ - '0');
    return value;
}

int main() {
    // One read; the byte after the input stays 0 (static storage), which ends the last number.
    if (fread(input, 1, sizeof input - 1, stdin) == 0) return 1;
    cursor = input;
    uint64_t count = read_number();
    std::vector<uint64_t> piles(count);
    uint64_t big = 0, ones = 0, nim_sum = 0;
    for (auto &pile : piles) {
        pile = read_number();
        big += pile > 1;
        ones += pile == 1;
        nim_sum ^= pile;
    }
    if (big == 0) {
        if (ones % 2 == 1) { puts("Lose"); return 0; }
        for (size_t i = 0; i < count; ++i)
            if (piles[i] == 1) { printf("Win\n%zu 1\n", i + 1); return 0; }
    }
    if (big == 1) {
        for (size_t i = 0; i < count; ++i)
            if (piles[i] > 1) {
                printf("Win\n%zu %llu\n", i + 1,
                       (unsigned long long)(piles[i] - (ones % 2 == 1 ? 0 : 1)));
                return 0;
            }
    }
    if (nim_sum == 0) { puts("Lose"); return 0; }
    for (size_t i = 0; i < count; ++i)
        if ((piles[i] ^ nim_sum) < piles[i]) {
            printf("Win\n%zu %llu\n", i + 1, (unsigned long long)(piles[i] - (piles[i] ^ nim_sum)));
            return 0;
        }
    return 0;
}
