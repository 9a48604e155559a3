//! Rules on a whole part of an input, beyond each value's own bound: `n` is even, `k <= d`, the
//! sizes of all tests sum to at most a limit. A format states them once, in a `Format::Ruled`
//! part; the validator refuses an input that breaks one, naming it, the generator draws only
//! cases that keep them, the shrinker keeps them (it tries only cases the validator passes),
//! and the checktestdata script asserts them.

use judge::metadata::Metadata;

/// One rule on every instance of the part that states it, over the values read in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Every value named `name` is a multiple of `of` (at least 1): `n` even is `of: 2`.
    Multiple { name: &'static str, of: u64 },
    /// Each value named `low` is at most the value named `high` read with it: the first of one
    /// with the first of the other, and so on.
    AtMost {
        low: &'static str,
        high: &'static str,
    },
    /// The values named `name` sum to a value within the bound named `bound` in
    /// `[package.metadata.judge.bounds]`: the sizes `n` of all tests at most a limit.
    Sum {
        name: &'static str,
        bound: &'static str,
    },
}

impl Rule {
    /// The rule as the statement says it.
    pub fn describe(&self) -> String {
        match *self {
            Rule::Multiple { name, of: 2 } => format!("`{name}` is even"),
            Rule::Multiple { name, of } => format!("`{name}` is a multiple of {of}"),
            Rule::AtMost { low, high } => format!("`{low}` <= `{high}`"),
            Rule::Sum { name, bound } => format!("the sum of `{name}` is within `{bound}`"),
        }
    }

    /// Whether the values of one instance of the ruled part, each with its name in the order
    /// of the input, keep the rule; if not, why not.
    pub fn check(&self, named: &[(&str, u64)], metadata: &Metadata) -> Result<(), String> {
        let of_name = |wanted: &str| -> Vec<u64> {
            let matching = named.iter().filter(|(name, _)| *name == wanted);
            matching.map(|&(_, value)| value).collect()
        };
        let broken = |what: String| Err(format!("the rule {} is broken: {what}", self.describe()));
        match *self {
            Rule::Multiple { name, of } => {
                match of_name(name).iter().find(|&&v| v % of.max(1) != 0) {
                    Some(value) => broken(format!("`{name}` = {value}")),
                    None => Ok(()),
                }
            }
            Rule::AtMost { low, high } => {
                let pairs = of_name(low).into_iter().zip(of_name(high));
                match pairs.into_iter().find(|(l, h)| l > h) {
                    Some((l, h)) => broken(format!("`{low}` = {l}, `{high}` = {h}")),
                    None => Ok(()),
                }
            }
            Rule::Sum { name, bound } => {
                // At most 2^64 values of at most 2^64 each: the sum fits in a u128.
                let sum: u128 = of_name(name).into_iter().map(u128::from).sum();
                let range = metadata.bound(bound)?;
                let within = u128::from(*range.start()) <= sum && sum <= u128::from(*range.end());
                match within {
                    true => Ok(()),
                    false => broken(format!(
                        "the sum is {sum}, outside {}..={}",
                        range.start(),
                        range.end()
                    )),
                }
            }
        }
    }

    /// The names whose values the rule reads.
    pub fn names(&self) -> Vec<&'static str> {
        match *self {
            Rule::Multiple { name, .. } | Rule::Sum { name, .. } => vec![name],
            Rule::AtMost { low, high } => vec![low, high],
        }
    }
}
