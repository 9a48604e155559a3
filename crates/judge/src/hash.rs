//! FNV-1a, 64 bits: the hash that names and checks what the judge keeps (the cache's entries,
//! the seccomp filter's file, a package's UUID). Not for secrets: only to tell contents apart.

/// FNV-1a, 64 bits.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}
