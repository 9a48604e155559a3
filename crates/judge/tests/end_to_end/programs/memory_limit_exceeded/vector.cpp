// Grows without end: std::bad_alloc, or the kernel's kill at the limit.
#include <vector>
int main() {
    std::vector<std::vector<char>> blocks;
    for (;;) blocks.emplace_back(1 << 20, 'x');
}
