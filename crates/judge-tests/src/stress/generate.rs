//! Cases drawn from a domain, each from the seed and its own index alone, so any case of a run
//! can be drawn again without the ones before it. Sizes grow with the index: the first cases
//! are tiny, and from case 2^(GROWTH_STEPS - 1) = 512 on every range is used whole.

use std::ops::RangeInclusive;

use super::Domain;
use crate::format::{Case, Format, Role};
use crate::random::SplitMix64;

/// How many times the sizes grow, each time the index doubles.
pub const GROWTH_STEPS: u32 = 10;

pub struct Generator {
    format: Format,
    seed: u64,
    /// Each name of the format with its role, its range and its edges.
    ranges: Vec<Drawn>,
}

struct Drawn {
    name: &'static str,
    role: Role,
    range: RangeInclusive<u64>,
    edges: Vec<u64>,
}

impl Generator {
    pub fn new(format: Format, domain: &Domain, seed: u64) -> Result<Generator, String> {
        let ranges = format
            .names()
            .into_iter()
            .map(|(name, role)| {
                let edges = edges(&domain.edge_range(name, role)?);
                let range = domain.range(name)?;
                Ok(Drawn {
                    name,
                    role,
                    range,
                    edges,
                })
            })
            .collect::<Result<_, String>>()?;
        Ok(Generator {
            format,
            seed,
            ranges,
        })
    }

    /// Case number `index` of the run.
    pub fn case(&self, index: u64) -> Case {
        let mut rng = SplitMix64::new(self.seed ^ SplitMix64::new(index).next_u64());
        let growth = (u64::BITS - (index + 1).leading_zeros()).min(GROWTH_STEPS);
        let mut draw = |name: &str| {
            let drawn = self.ranges.iter().find(|drawn| drawn.name == name);
            let Drawn {
                role, range, edges, ..
            } = drawn.unwrap_or_else(|| panic!("`{name}` is not a name of the format"));
            let (low, high) = (*range.start(), grown(range, growth));
            match (role, rng.next_u64() % 8) {
                (Role::Value, 0) => low,
                // Values and counts alike reach their largest in use: a bug may need the most
                // piles or tests as much as the largest pile.
                (_, 1) => high,
                // Once sizes are whole, a sixteenth of the values are edges (of the whole bound,
                // with a reduction). The list holds at least the range's ends: never empty.
                (Role::Value, 2) if growth == GROWTH_STEPS && rng.next_u64() % 2 == 0 => {
                    edges[edge_index(rng.next_u64(), edges.len())]
                }
                _ => rng.in_range(low..=high),
            }
        };
        drawn(self.format, &mut draw)
    }
}

/// A case of `format`, each value from `draw` by its name, and each list as long as its drawn
/// count.
fn drawn(format: Format, draw: &mut impl FnMut(&str) -> u64) -> Case {
    match format {
        Format::Value(name) => Case::Value(draw(name)),
        Format::Line(names) => Case::list(&names.iter().map(|name| draw(name)).collect::<Vec<_>>()),
        Format::List { count, item } => {
            let count = draw(count);
            Case::Items((0..count).map(|_| drawn(*item, draw)).collect())
        }
        Format::Seq(parts) => Case::Items(parts.iter().map(|part| drawn(*part, draw)).collect()),
    }
}

/// Which of `count` edges (at least one) `pick` chooses: half the time an end or its
/// neighbour, else any of them.
fn edge_index(pick: u64, count: usize) -> usize {
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

/// The top of `range` at this growth: its low end plus `growth / GROWTH_STEPS` of its width,
/// and at most `2^(7 growth) - 1` above it, so that wide ranges start small too.
fn grown(range: &RangeInclusive<u64>, growth: u32) -> u64 {
    let (low, high) = (*range.start(), *range.end());
    // The width is below 2^64 and growth at most GROWTH_STEPS, so the product fits in u128.
    let share = u128::from(high - low) * u128::from(growth) / u128::from(GROWTH_STEPS);
    let geometric = (1u128 << (7 * growth.min(GROWTH_STEPS))) - 1;
    // The smaller of the two is at most the width, below 2^64.
    low + share.min(geometric) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_edge_index_stays_in_the_list() {
        for pick in 0..64 {
            assert_eq!(edge_index(pick, 1), 0, "one edge, pick {pick}");
            assert!(edge_index(pick, 5) < 5, "five edges, pick {pick}");
        }
        assert_eq!(edge_index(2, 5), 4, "the top end");
        assert_eq!(edge_index(8, 5), 1, "the bottom end's neighbour");
    }

    #[test]
    fn edges_are_the_ends_their_neighbours_and_powers_of_two_within() {
        assert_eq!(edges(&(5..=5)), [5], "a single value");
        assert_eq!(
            edges(&(1..=9)),
            [1, 2, 3, 4, 5, 7, 8, 9],
            "ends, neighbours, powers"
        );
        let whole = edges(&(0..=u64::MAX));
        for value in [
            0,
            1,
            u64::MAX - 1,
            u64::MAX,
            1 << 53,
            (1 << 53) + 1,
            1 << 63,
        ] {
            assert!(
                whole.contains(&value),
                "{value} is an edge of the u64 range"
            );
        }
    }

    #[test]
    fn sizes_grow_from_the_low_end_to_the_whole_range() {
        assert_eq!(grown(&(1..=17), 0), 1);
        assert_eq!(grown(&(1..=21), 5), 11);
        assert_eq!(grown(&(1..=21), GROWTH_STEPS), 21);
        assert_eq!(grown(&(0..=u64::MAX), 1), 127);
        assert_eq!(grown(&(0..=u64::MAX), 2), (1 << 14) - 1);
        assert_eq!(grown(&(0..=u64::MAX), 9), (1 << 63) - 1);
        assert_eq!(grown(&(0..=u64::MAX), GROWTH_STEPS), u64::MAX);
        assert_eq!(grown(&(5..=5), 3), 5);
    }
}
