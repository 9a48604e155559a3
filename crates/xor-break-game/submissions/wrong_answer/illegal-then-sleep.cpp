// Kept wrong: declares first, answers with 1 1 (no break of any n), then sleeps for minutes
// Rejected on: edge-gives-up-and-random
// The jury answers -1 -1 and rejects it at once: a judge that ends the run when the jury has
// decided gives WA in the jury's time, not at the wall-clock limit.
#include <chrono>
#include <iostream>
#include <thread>

int main() {
    long long games = 0, n = 0;
    std::cin >> games >> n;
    std::cout << "first\n1 1" << std::endl;
    std::this_thread::sleep_for(std::chrono::minutes(10));
}
