// Left Stack Game in C++: the empty stacks dropped, the leftmost valued x mod (m + 1), each
// stack behind it (x - 1) mod (m + 1); the player to move loses when their XOR is 0. The
// period m + 1 reaches 2^64 at m = 2^64 - 1, so it and the residues are 128-bit.
#include <cstdio>

int main() {
    unsigned long long m, stacks[3];
    if (scanf("%llu %llu %llu %llu", &m, &stacks[0], &stacks[1], &stacks[2]) != 4) return 1;
    unsigned __int128 period = (unsigned __int128)m + 1, values[3];
    int count = 0;
    for (unsigned long long rocks : stacks)
        if (rocks > 0) values[count++] = rocks;
    unsigned __int128 nim_sum = 0;
    for (int i = 0; i < count; ++i) {
        // With two stacks the first is locked too; with one or three it is free.
        bool free_stack = i == 0 && count != 2;
        nim_sum ^= (free_stack ? values[i] : values[i] - 1) % period;
    }
    puts(nim_sum != 0 ? "Tomaz" : "Danftito");
    return 0;
}
