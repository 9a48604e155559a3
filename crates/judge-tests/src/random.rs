//! SplitMix64: a seeded generator, so every random test is reproducible from its seed.

use std::ops::RangeInclusive;

pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    pub fn new(seed: u64) -> Self {
        SplitMix64 { state: seed }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `range` (the small modulo bias is irrelevant for tests).
    pub fn in_range(&mut self, range: RangeInclusive<u64>) -> u64 {
        let (low, high) = (*range.start(), *range.end());
        match (high - low).checked_add(1) {
            Some(width) => low + self.next_u64() % width,
            None => self.next_u64(),
        }
    }

    /// A value that is often at a boundary: 0, 1, 2, near `u64::MAX`, or uniform.
    pub fn edgy_u64(&mut self) -> u64 {
        match self.next_u64() % 6 {
            0 => self.in_range(0..=3),
            1 => u64::MAX - self.in_range(0..=3),
            2 => self.next_u64() >> self.in_range(1..=63),
            _ => self.next_u64(),
        }
    }

    /// `count` values drawn from `range`.
    pub fn draws(&mut self, count: usize, range: RangeInclusive<u64>) -> Vec<u64> {
        (0..count).map(|_| self.in_range(range.clone())).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generator_is_reproducible_and_spans_ranges() {
        let (mut one, mut two) = (SplitMix64::new(7), SplitMix64::new(7));
        assert_eq!(one.next_u64(), two.next_u64());
        let draws = one.draws(1000, 3..=5);
        assert!(draws.iter().all(|x| (3..=5).contains(x)));
        assert!((3..=5).all(|value| draws.contains(&value)));
        assert!((0..100).any(|_| one.in_range(0..=u64::MAX) > u64::MAX / 2));
        assert_eq!(SplitMix64::new(0).next_u64(), 0xE220_A839_7B1D_CDAF);
    }
}
