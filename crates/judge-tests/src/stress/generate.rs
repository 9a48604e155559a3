//! Cases drawn from a domain, each from the seed and its own index alone, so any case of a run
//! can be drawn again without the ones before it. The first cases reach what `coverage` asks
//! for: every odd case of the first `PIN_ROUNDS` rounds holds one name at one of its ends
//! (each value of a small range), in turn. Sizes grow with the index, from tiny to the whole
//! range at case 2^(GROWTH_STEPS - 1) = 512; and from case 2 on, every fourth case is drawn
//! from the whole ranges. A quarter of the counts of lists are drawn across magnitudes, so
//! that short lists stay common in every case. A count of games (`T`) is at its most but where
//! a case holds it at an end. A ruled part's rules are kept as it is drawn: a value is drawn
//! among the multiples a rule asks for, within what the values drawn before it leave (`k <= d`,
//! a sum's upper end less the least the rest of the list needs).

use std::ops::RangeInclusive;

use judge::metadata::Metadata;

use super::coverage::{multiple_of, Coverage};
use super::Domain;
use crate::format::{Case, Format, Role, Rule};
use crate::random::SplitMix64;
use edges::edge_index;
pub use edges::edges;

/// How many times the sizes grow, each time the index doubles.
pub const GROWTH_STEPS: u32 = 10;

/// How many times the first cases go through the values to reach, each time with the other
/// values drawn anew.
pub const PIN_ROUNDS: u64 = 3;

pub struct Generator {
    format: Format,
    seed: u64,
    /// Each name of the format with its role, its range and its edges.
    ranges: Vec<Drawn>,
    /// The values to reach first, each with its name.
    targets: Vec<(&'static str, u64)>,
    /// The bounds, which a sum's rule names.
    bounds: Metadata,
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
        for rule in format.rules() {
            if let Rule::Sum { bound, .. } = rule {
                domain.bounds.bound(bound)?;
            }
        }
        Ok(Generator {
            format,
            seed,
            ranges,
            targets: Coverage::of(format, domain)?.targets(),
            bounds: domain.bounds.clone(),
        })
    }

    /// Case number `index` of the run.
    pub fn case(&self, index: u64) -> Case {
        let (growth, pin) = self.schedule(index);
        self.shaped(index, growth, pin)
    }

    /// A case drawn from the seed and `key` alone, its sizes at `growth`, holding `pin`'s name
    /// (every value of it) at its value.
    pub fn shaped(&self, key: u64, growth: u32, pin: Option<(&'static str, u64)>) -> Case {
        let rng = SplitMix64::new(self.seed ^ SplitMix64::new(key).next_u64());
        let mut drawer = Drawer {
            generator: self,
            rng,
            growth: growth.min(GROWTH_STEPS),
            pin,
            scopes: Vec::new(),
        };
        drawer.part(self.format)
    }

    /// Whether case `index` holds one name at a value to reach.
    pub fn pinned(&self, index: u64) -> bool {
        self.schedule(index).1.is_some()
    }

    /// How many cases below `index` hold one name at a value to reach.
    pub fn pinned_before(&self, index: u64) -> u64 {
        (index / 2).min(PIN_ROUNDS * self.targets.len() as u64)
    }

    /// How large case `index` is drawn, and which value it holds one name at, if any.
    fn schedule(&self, index: u64) -> (u32, Option<(&'static str, u64)>) {
        let growing = (u64::BITS - (index + 1).leading_zeros()).min(GROWTH_STEPS);
        let targets = self.targets.len() as u64;
        if index % 2 == 1 && index / 2 < PIN_ROUNDS * targets {
            // Below `targets`, so the index fits a usize.
            return (growing, Some(self.targets[(index / 2 % targets) as usize]));
        }
        match index % 4 {
            2 => (GROWTH_STEPS, None),
            _ => (growing, None),
        }
    }

    fn drawn(&self, name: &str) -> &Drawn {
        let drawn = self.ranges.iter().find(|drawn| drawn.name == name);
        drawn.unwrap_or_else(|| panic!("`{name}` is not a name of the format"))
    }

    /// The least and the most `name` may be: its range and its edges.
    fn whole(&self, name: &str) -> (u64, u64) {
        let Drawn { range, edges, .. } = self.drawn(name);
        let low = edges
            .first()
            .map_or(*range.start(), |&edge| edge.min(*range.start()));
        let high = edges
            .last()
            .map_or(*range.end(), |&edge| edge.max(*range.end()));
        (low, high)
    }

    /// The least that the values named `name` in one case of `format` add up to.
    fn least_sum(&self, format: Format, name: &str) -> u64 {
        let least = |of: &str| if of == name { self.whole(of).0 } else { 0 };
        match format {
            Format::Value(of) => least(of),
            Format::Line(names) => names
                .iter()
                .map(|of| least(of))
                .fold(0, u64::saturating_add),
            Format::List { count, item } => {
                let items = self
                    .whole(count)
                    .0
                    .saturating_mul(self.least_sum(*item, name));
                least(count).saturating_add(items)
            }
            Format::Seq(parts) => parts
                .iter()
                .map(|part| self.least_sum(*part, name))
                .fold(0, u64::saturating_add),
            Format::Ruled { part, .. } => self.least_sum(*part, name),
        }
    }
}

/// One ruled part being drawn: its rules, the values drawn in it, and for each rule a sum
/// needs kept free for the items still to come.
struct Scope {
    rules: &'static [Rule],
    drawn: Vec<(&'static str, u64)>,
    reserved: Vec<u64>,
}

/// One case being drawn.
struct Drawer<'g> {
    generator: &'g Generator,
    rng: SplitMix64,
    growth: u32,
    pin: Option<(&'static str, u64)>,
    scopes: Vec<Scope>,
}

impl Drawer<'_> {
    /// A case of `format`, each list as long as its drawn count.
    fn part(&mut self, format: Format) -> Case {
        match format {
            Format::Value(name) => Case::Value(self.value(name, u64::MAX)),
            Format::Line(names) => {
                let values: Vec<u64> = names
                    .iter()
                    .map(|name| self.value(name, u64::MAX))
                    .collect();
                Case::list(&values)
            }
            Format::List { count, item } => self.list(count, *item),
            Format::Seq(parts) => Case::Items(parts.iter().map(|part| self.part(*part)).collect()),
            Format::Ruled { part, rules } => {
                self.scopes.push(Scope {
                    rules,
                    drawn: Vec::new(),
                    reserved: vec![0; rules.len()],
                });
                let case = self.part(*part);
                self.scopes.pop();
                case
            }
        }
    }

    /// A list of `item`s: its count at most what the sums in scope leave for that many items,
    /// and each item drawn with what the items after it need kept free.
    fn list(&mut self, count: &'static str, item: Format) -> Case {
        let generator = self.generator;
        // For each scope and rule, the least one item adds to the rule's sum.
        let least: Vec<Vec<u64>> = self
            .scopes
            .iter()
            .map(|scope| {
                let each = scope.rules.iter().map(|rule| match *rule {
                    Rule::Sum { name, .. } => generator.least_sum(item, name),
                    _ => 0,
                });
                each.collect()
            })
            .collect();
        let mut cap = u64::MAX;
        for (scope, least) in self.scopes.iter().zip(&least) {
            for (index, &each) in least.iter().enumerate() {
                if let Some(items) = self.left(scope, index).checked_div(each) {
                    cap = cap.min(items);
                }
            }
        }
        let count = self.value(count, cap);
        let items = (0..count).map(|index| {
            let after = count - 1 - index;
            let kept: Vec<Vec<u64>> = self
                .scopes
                .iter()
                .map(|scope| scope.reserved.clone())
                .collect();
            for (scope, least) in self.scopes.iter_mut().zip(&least) {
                for (reserved, &each) in scope.reserved.iter_mut().zip(least) {
                    *reserved = reserved.saturating_add(after.saturating_mul(each));
                }
            }
            let drawn = self.part(item);
            for (scope, kept) in self.scopes.iter_mut().zip(kept) {
                scope.reserved = kept;
            }
            drawn
        });
        Case::Items(items.collect::<Vec<_>>())
    }

    /// What the sum of rule `index` of `scope` has left: its upper end less what is drawn and
    /// what is kept free; `u64::MAX` for a rule that is no sum.
    fn left(&self, scope: &Scope, index: usize) -> u64 {
        let Rule::Sum { name, bound } = scope.rules[index] else {
            return u64::MAX;
        };
        let high = self
            .generator
            .bounds
            .bound(bound)
            .map_or(u64::MAX, |range| *range.end());
        let drawn = scope.drawn.iter().filter(|(of, _)| *of == name);
        let sum = drawn.fold(0, |sum: u64, &(_, value)| sum.saturating_add(value));
        high.saturating_sub(sum)
            .saturating_sub(scope.reserved[index])
    }

    /// A value of `name`, at most `cap`, within what the rules in scope allow.
    fn value(&mut self, name: &'static str, cap: u64) -> u64 {
        let pick = self.pick(name);
        let (mut low, mut high) = self.generator.whole(name);
        high = high.min(cap);
        let mut multiple = 1;
        for scope in &self.scopes {
            let last = |of: &str| {
                scope
                    .drawn
                    .iter()
                    .rev()
                    .find(|(known, _)| *known == of)
                    .map(|d| d.1)
            };
            for (index, rule) in scope.rules.iter().enumerate() {
                match *rule {
                    Rule::AtMost {
                        low: under,
                        high: over,
                    } if over == name => {
                        low = low.max(last(under).unwrap_or(0));
                    }
                    Rule::AtMost {
                        low: under,
                        high: over,
                    } if under == name => {
                        let above = last(over).unwrap_or(self.generator.whole(over).1);
                        high = high.min(above);
                    }
                    Rule::Sum { name: summed, .. } if summed == name => {
                        high = high.min(self.left(scope, index));
                    }
                    _ => {}
                }
            }
            multiple = multiple.max(multiple_of(scope.rules, name));
        }
        let value = fit(pick, low, high, multiple);
        for scope in &mut self.scopes {
            scope.drawn.push((name, value));
        }
        value
    }

    /// A value of `name` as its range and the case's size draw it, before any rule.
    fn pick(&mut self, name: &str) -> u64 {
        if let Some((pinned, value)) = self.pin {
            if pinned == name {
                return value;
            }
        }
        let Drawn {
            role, range, edges, ..
        } = self.generator.drawn(name);
        let (low, high) = (*range.start(), grown(range, self.growth));
        let rng = &mut self.rng;
        match (role, rng.next_u64() % 8) {
            // As many games as the statement allows: each is a case in its own right.
            (Role::Tests, _) => *range.end(),
            (Role::Value, 0) => low,
            // Values and counts alike reach their largest in use: a bug may need the most
            // piles or tests as much as the largest pile.
            (_, 1) => high,
            // Once sizes are whole, a sixteenth of the values are edges (of the whole bound,
            // with a reduction). The list holds at least the range's ends: never empty.
            (Role::Value, 2) if self.growth == GROWTH_STEPS && rng.next_u64() % 2 == 0 => {
                edges[edge_index(rng.next_u64(), edges.len())]
            }
            // A quarter of the counts are drawn across magnitudes, so that short lists stay
            // common however long a list may grow: a bug on short lists is found at every size.
            (Role::Count, 2 | 3) => magnitude(rng, low, high),
            _ => rng.in_range(low..=high),
        }
    }
}

/// A value of `low..=high` (`low <= high`) whose bit length is drawn first, each length
/// alike, then the value within it.
fn magnitude(rng: &mut SplitMix64, low: u64, high: u64) -> u64 {
    let bits = |value: u64| u64::from(u64::BITS - value.leading_zeros());
    let length = rng.in_range(bits(low)..=bits(high));
    // A length of 1 to 64 bits: its smallest value is 2^(length - 1), its largest 2^length - 1.
    let (smallest, largest) = match length {
        0 => (0, 0),
        _ => (1 << (length - 1), u64::MAX >> (64 - length)),
    };
    rng.in_range(smallest.max(low)..=largest.min(high))
}

/// `pick` moved into `low..=high` and down to a multiple of `multiple` (up, where down leaves
/// the range); `low` where nothing fits, a case the validator then refuses.
fn fit(pick: u64, low: u64, high: u64, multiple: u64) -> u64 {
    if low > high {
        return low;
    }
    let value = pick.clamp(low, high);
    let down = value - value % multiple;
    if down >= low {
        return down;
    }
    match down.checked_add(multiple) {
        Some(up) if up <= high => up,
        _ => low,
    }
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

mod edges;
#[cfg(test)]
mod tests;
