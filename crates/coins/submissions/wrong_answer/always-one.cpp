// Kept wrong: takes one coin every turn, whatever the pile
// Rejected on: sample-1
// From 7 coins it leaves 6; Zhivago takes 1, leaving 5, a lost pile for it.
#include <iostream>
#include <string>

int main() {
    std::string line;
    if (!std::getline(std::cin, line)) return 1;
    while (true) {
        std::cout << 1 << std::endl;
        if (!std::getline(std::cin, line) || line.rfind("I give up", 0) == 0) return 0;
    }
}
