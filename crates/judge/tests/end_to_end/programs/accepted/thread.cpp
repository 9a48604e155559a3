// Answers from a std::thread, as Codeforces accepts: glibc sizes the thread's stack from the
// stack limit (256 MiB under Codeforces), which only an address-space limit would refuse.
#include <iostream>
#include <thread>
int main() {
    unsigned long long n = 0;
    std::thread worker([&] {
        std::cin >> n;
        std::cout << n << '\n';
    });
    worker.join();
}
