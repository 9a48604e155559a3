// Four threads allocating together: the limit is on the whole process.
#include <cstring>
#include <thread>
#include <vector>
int main() {
    std::vector<std::thread> threads;
    for (int i = 0; i < 4; i++)
        threads.emplace_back([] {
            for (;;) {
                char *block = new char[1 << 20];
                memset(block, 1, 1 << 20);
            }
        });
    for (auto &thread : threads) thread.join();
}
