#!/bin/sh
# Doubles the number inside the statement (up to 9) and spins for ever past it: the fixtures
# inside the statement are judged first, and the beyond-* TLE stops none of them.
# expect:   double: AC (2 runs); 11 more not run after the first TLE at the time limit
# expect: standards: 2 unmet, not counted for --src or --exe
read n
if [ "$n" -gt 9 ]; then
    while :; do :; done
fi
echo $((n * 2))
