/* expect: signal 11 (SIGSEGV) */
int main(void) {
    volatile int *nowhere = 0;
    return *nowhere;
}
