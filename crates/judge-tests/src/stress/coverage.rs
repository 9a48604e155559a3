//! What a run must reach for its "no failure" to mean something: for each name of the format,
//! both ends of the values it is drawn from (every value, for a range of at most
//! `EVERY_VALUE_UP_TO` values, such as a count `n` of 1..=3), each in a case the reference
//! answered. The generator draws these first (`generate`), and the report says which a run
//! reached. It says too which integer edges (`INTEGER_EDGES`) within a value's range
//! a run reached; the first cases hold them (`aim`), but they are not needed to be complete.

use std::ops::RangeInclusive;

use super::Domain;
use crate::format::{Case, Format, Role, Rule};

/// A range of at most this many values is covered value by value.
pub const EVERY_VALUE_UP_TO: u64 = 4;

/// Where a value kept in a narrower integer type breaks: the largest `i32` and one past it, the
/// largest `u32` and one past it, the largest `i64` and one past it. A value one past the
/// largest no longer fits; the largest breaks `x + 1` (`int k = m + 1`).
pub const INTEGER_EDGES: [u64; 6] = [
    i32::MAX as u64,
    1 << 31,
    u32::MAX as u64,
    1 << 32,
    i64::MAX as u64,
    1 << 63,
];

/// The values one name must take, and which a run reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Covered {
    pub name: &'static str,
    /// The values it is drawn from: its bound, cut at the reference's reach, kept to the rules.
    pub range: RangeInclusive<u64>,
    /// Its bound in use, wider than `range` where the reference does not reach its end.
    pub bound: RangeInclusive<u64>,
    /// Each value to reach (the ends, or every value of a small range), and whether it was.
    pub values: Vec<(u64, bool)>,
    /// Each integer edge within `range` (a value's only, not a count's), and whether it was
    /// reached: the first cases hold them, but a run may miss them and still be complete.
    pub edges: Vec<(u64, bool)>,
}

/// The values every name of a run must take, and the kinds of answer its cases held.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Coverage {
    pub names: Vec<Covered>,
    /// How many tests of each kind of answer the compared cases held (by the proven solution),
    /// in the order of the problem's kinds.
    pub answers: Vec<(&'static str, u64)>,
    /// Each small size of a test (its count of values) with a kind of answer that the first
    /// cases hold, and whether a compared case held it.
    pub sizes: Vec<((usize, &'static str), bool)>,
}

impl Coverage {
    /// What a run of `format` in `domain` must reach, none of it yet.
    pub fn of(format: Format, domain: &Domain) -> Result<Coverage, String> {
        let rules = format.rules();
        let names = format.names().into_iter().map(|(name, role)| {
            let drawn = domain.edge_range(name, role)?;
            let range = kept_to(&rules, name, &drawn);
            let (low, high) = (*range.start(), *range.end());
            let values: Vec<u64> = match high.checked_sub(low) {
                None => Vec::new(),
                Some(width) if width < EVERY_VALUE_UP_TO => {
                    let step = multiple_of(&rules, name);
                    (low..=high).step_by(step as usize).collect()
                }
                Some(_) => vec![low, high],
            };
            let step = multiple_of(&rules, name);
            let edges = match role {
                Role::Value => integer_edges(&range),
                Role::Tests | Role::Count => Vec::new(),
            };
            let edges = edges.into_iter().filter(|edge| edge % step == 0);
            Ok(Covered {
                name,
                range,
                bound: domain.bounds.bound(name)?,
                values: values.into_iter().map(|value| (value, false)).collect(),
                edges: edges.map(|edge| (edge, false)).collect(),
            })
        });
        Ok(Coverage {
            names: names.collect::<Result<_, String>>()?,
            answers: Vec::new(),
            sizes: Vec::new(),
        })
    }

    /// The same, looking for each pair of a small size and a kind of answer in `pairs`.
    pub fn holding(mut self, pairs: &[(usize, &'static str)]) -> Coverage {
        self.sizes = pairs.iter().map(|&pair| (pair, false)).collect();
        self
    }

    /// Counts the kinds of answer of a compared case's tests, each with its size, and marks
    /// the pairs of size and kind it holds.
    pub fn count_sized(&mut self, tests: &[(usize, &'static str)]) {
        for &(size, kind) in tests {
            self.add(kind, 1);
            for (pair, reached) in &mut self.sizes {
                *reached |= *pair == (size, kind);
            }
        }
    }

    /// The same, counting the answers of each of `kinds`, none yet.
    pub fn answering(mut self, kinds: &[&'static str]) -> Coverage {
        self.answers = kinds.iter().map(|&kind| (kind, 0)).collect();
        self
    }

    /// Counts the kinds of answer of a compared case's tests.
    pub fn count(&mut self, kinds: &[&'static str]) {
        for &kind in kinds {
            self.add(kind, 1);
        }
    }

    fn add(&mut self, kind: &'static str, more: u64) {
        match self.answers.iter_mut().find(|(known, _)| *known == kind) {
            Some((_, count)) => *count += more,
            None => self.answers.push((kind, more)),
        }
    }

    /// Every value to reach, name by name, in the order of the format.
    pub fn targets(&self) -> Vec<(&'static str, u64)> {
        let each = self.names.iter().flat_map(|covered| {
            let values = covered.values.iter();
            values.map(move |&(value, _)| (covered.name, value))
        });
        each.collect()
    }

    /// Every integer edge to hold, name by name, in the order of the format.
    pub fn integer_edges(&self) -> Vec<(&'static str, u64)> {
        let each = self.names.iter().flat_map(|covered| {
            let edges = covered.edges.iter();
            edges.map(move |&(edge, _)| (covered.name, edge))
        });
        each.collect()
    }

    /// Marks what `case` (answered by the reference) reaches.
    pub fn record(&mut self, format: Format, case: &Case) {
        for (name, value) in format.named_values(case) {
            let covered = self.names.iter_mut().find(|covered| covered.name == name);
            let Some(covered) = covered else { continue };
            let targets = covered.values.iter_mut().chain(&mut covered.edges);
            for (target, reached) in targets {
                *reached |= *target == value;
            }
        }
    }

    /// Adds what `other`, a run's other part, reached.
    pub fn merge(&mut self, other: &Coverage) {
        for (mine, theirs) in self.names.iter_mut().zip(&other.names) {
            let values = mine.values.iter_mut().zip(&theirs.values);
            for (value, other) in values.chain(mine.edges.iter_mut().zip(&theirs.edges)) {
                value.1 |= other.1;
            }
        }
        for &(kind, count) in &other.answers {
            self.add(kind, count);
        }
        for (mine, theirs) in self.sizes.iter_mut().zip(&other.sizes) {
            mine.1 |= theirs.1;
        }
    }

    /// Whether every value to reach was reached.
    pub fn complete(&self) -> bool {
        let names = self.names.iter();
        names
            .flat_map(|covered| &covered.values)
            .all(|&(_, reached)| reached)
    }

    /// The values not reached, each with its name.
    pub fn missed(&self) -> Vec<(&'static str, u64)> {
        let names = self.names.iter();
        let missed = names.flat_map(|covered| {
            let values = covered.values.iter().filter(|(_, reached)| !reached);
            values.map(move |&(value, _)| (covered.name, value))
        });
        missed.collect()
    }
}

/// The integer edges within `range`, smallest first.
pub fn integer_edges(range: &RangeInclusive<u64>) -> Vec<u64> {
    let within = INTEGER_EDGES.iter().filter(|edge| range.contains(edge));
    within.copied().collect()
}

/// The step the rules allow `name`'s values: the multiple a `Rule::Multiple` asks for, or 1.
pub fn multiple_of(rules: &[Rule], name: &str) -> u64 {
    let multiples = rules.iter().filter_map(|rule| match *rule {
        Rule::Multiple { name: ruled, of } if ruled == name => Some(of.max(1)),
        _ => None,
    });
    // One multiple per name is what a statement says; with several, the largest is a bound
    // good enough for coverage (the validator holds the case to all of them).
    multiples.max().unwrap_or(1)
}

/// `range` cut to the multiples the rules allow `name`: its ends rounded inwards. A range with
/// no such multiple is returned empty (its start above its end).
pub fn kept_to(rules: &[Rule], name: &str, range: &RangeInclusive<u64>) -> RangeInclusive<u64> {
    let of = multiple_of(rules, name);
    let (low, high) = (*range.start(), *range.end());
    let up = match low % of {
        0 => Some(low),
        rest => low.checked_add(of - rest),
    };
    let down = high - high % of;
    match up {
        Some(up) => up..=down,
        // Past `u64::MAX`: the empty range that starts at the top.
        None => u64::MAX..=down.min(u64::MAX - 1),
    }
}
