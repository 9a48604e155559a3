# Grows without end, 16 MiB at a time, each block written: MemoryError, or the kernel's kill at
# the limit.
blocks = []
while True:
    blocks.append(b"x" * (1 << 24))
