// Eight threads, each with the 256 MiB stack the limit gives it: 2 GiB reserved, little used.
#include <cstdio>
#include <thread>
#include <vector>
int main() {
    unsigned long long n = 0;
    if (scanf("%llu", &n) != 1) return 1;
    std::vector<std::thread> threads;
    for (int i = 0; i < 8; i++) threads.emplace_back([] {});
    for (auto &thread : threads) thread.join();
    printf("%llu\n", n);
}
