// ZJOI2009 stone game in C++: left(S) and right(S), the piles that put beside the row S make a
// lost position, rolled from one interval length to the next; the row is lost when its first
// pile is the left partner of the rest. O(n^2) time, O(n) memory a test.
#include <cstdio>
#include <vector>

typedef long long Pile;

// The partner on the far side of T + [x] (or, mirrored, [x] + T), from the partner of T on
// x's own side and on the far side.
static Pile partner(Pile x, Pile same_side, Pile far_side) {
    if (x == same_side) return 0;
    if ((x < same_side) == (x < far_side) && x != far_side) return x;
    return x < same_side ? x + 1 : x - 1;
}

static Pile left_partner(const std::vector<Pile> &row) {
    size_t count = row.size();
    if (count == 0) return 0;
    std::vector<Pile> left(row), right(row);
    for (size_t length = 2; length <= count; ++length) {
        for (size_t start = 0; start + length <= count; ++start) {
            Pile next_left = partner(row[start + length - 1], right[start], left[start]);
            Pile next_right = partner(row[start], left[start + 1], right[start + 1]);
            left[start] = next_left;
            right[start] = next_right;
        }
    }
    return left[0];
}

int main() {
    int tests;
    if (scanf("%d", &tests) != 1) return 1;
    while (tests-- > 0) {
        int count;
        if (scanf("%d", &count) != 1) return 1;
        std::vector<Pile> row(count);
        for (Pile &pile : row)
            if (scanf("%lld", &pile) != 1) return 1;
        bool wins = count > 0 && left_partner(std::vector<Pile>(row.begin() + 1, row.end())) != row[0];
        puts(wins ? "1" : "0");
    }
    return 0;
}
