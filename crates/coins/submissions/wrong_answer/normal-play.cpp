// Kept wrong: plays the normal-play rule, where taking the last coin wins: takes n % 4
// Rejected on: sample-1
// From 7 coins it takes 3 and leaves 4, from which Zhivago takes 3 and leaves it the last coin.
#include <iostream>
#include <string>

int main() {
    std::string line;
    if (!std::getline(std::cin, line)) return 1;
    int coins = std::stoi(line);
    while (true) {
        int take = coins % 4 == 0 ? 1 : coins % 4;
        coins -= take;
        std::cout << take << std::endl;
        if (!std::getline(std::cin, line) || line.rfind("I give up", 0) == 0) return 0;
        coins -= std::stoi(line);
    }
}
