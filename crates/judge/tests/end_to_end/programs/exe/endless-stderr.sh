#!/bin/sh
# Writes to standard error for ever, whatever each write returns: cut at the output limit.
# expect:   double: OLE (
# expect: double/max-1: OLE (
line=y
for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16; do
    line="$line$line"
done
while :; do
    echo "$line" >&2
done
