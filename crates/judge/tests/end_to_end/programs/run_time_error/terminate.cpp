// expect: signal 6 (SIGABRT)
#include <stdexcept>
int main() { throw std::runtime_error("no answer"); }
