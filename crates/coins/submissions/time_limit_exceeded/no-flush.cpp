// Kept wrong: the right takes, never flushed: it waits for a reply to a take still in its buffer
// Rejected on: edge-four
// The usual fast input, unsynchronised and untied: reading no longer flushes std::cout, which
// into a pipe is fully buffered, so the jury never sees the first take and both sides wait.
#include <iostream>
#include <string>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    std::string line;
    if (!std::getline(std::cin, line)) return 1;
    int coins = std::stoi(line);
    while (true) {
        int take = (coins - 1) % 4;
        if (take == 0) return 1;
        coins -= take;
        std::cout << take << '\n';
        if (!std::getline(std::cin, line)) return 1;
        if (line.rfind("I give up", 0) == 0) return 0;
        coins -= std::stoi(line);
    }
}
