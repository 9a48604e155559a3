/* expect: signal 6 (SIGABRT) */
#include <stdlib.h>
int main(void) { abort(); }
