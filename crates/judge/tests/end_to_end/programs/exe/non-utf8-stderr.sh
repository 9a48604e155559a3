#!/bin/sh
# Says why it fails in bytes that are not UTF-8: each is shown escaped.
# expect:   double: RE (2 runs)
# expect: double/max-1: RE: exit status 3: bad \xff\xfe byte (
printf 'bad \377\376 byte\n' >&2
exit 3
