// Coins (Kattis bergen-open21.coins) in C++: leave Zhivago a pile of 4k + 1 coins every turn,
// taking (n - 1) % 4, and flush after every take.
#include <iostream>
#include <string>

int main() {
    std::string line;
    if (!std::getline(std::cin, line)) return 1;
    int coins = std::stoi(line);
    while (true) {
        int take = (coins - 1) % 4;
        if (take == 0) return 1;  // a lost pile: the statement promises none
        coins -= take;
        std::cout << take << std::endl;  // std::endl flushes
        if (!std::getline(std::cin, line)) return 1;
        if (line.rfind("I give up", 0) == 0) return 0;
        coins -= std::stoi(line);
    }
}
