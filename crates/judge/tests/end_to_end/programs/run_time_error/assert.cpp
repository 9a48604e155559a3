// expect: signal 6 (SIGABRT)
#include <cassert>
#include <cstdio>
int main() {
    unsigned long long n = 0;
    assert(scanf("%llu", &n) == 2);
}
