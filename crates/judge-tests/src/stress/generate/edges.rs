//! The values at the edges of a range, which a sixteenth of the whole-range values are drawn
//! from.

use std::ops::RangeInclusive;

/// Which of `count` edges (at least one) `pick` chooses: half the time an end or its
/// neighbour, else any of them.
pub(super) fn edge_index(pick: u64, count: usize) -> usize {
    let last = count.saturating_sub(1);
    let index = match pick % 8 {
        0 | 1 => (pick / 8) as usize % 2,
        2 | 3 => last.saturating_sub((pick / 8) as usize % 2),
        _ => (pick / 8 % count.max(1) as u64) as usize,
    };
    index.min(last)
}

/// The values at the edges of `range`: its ends, one inside each, and the powers of two within
/// it with their neighbours, where a bound's arithmetic breaks (`u64::MAX + 1`, `2^53`, `2^63`).
pub fn edges(range: &RangeInclusive<u64>) -> Vec<u64> {
    let (low, high) = (*range.start(), *range.end());
    let mut edges = vec![
        low,
        low.saturating_add(1).min(high),
        high.saturating_sub(1).max(low),
        high,
    ];
    for power in (0..64).map(|bit| 1u64 << bit) {
        for near in [power - 1, power, power.saturating_add(1)] {
            if range.contains(&near) {
                edges.push(near);
            }
        }
    }
    edges.sort_unstable();
    edges.dedup();
    edges
}
