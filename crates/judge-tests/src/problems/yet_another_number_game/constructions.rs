//! The positions built to have each kind of answer, as the `gen-*` fixtures are: the hunt's
//! `Spec::aim` draws from them.

use super::{fibonacci, zeckendorf_partner};
use crate::format::Case;
use crate::random::SplitMix64;
use crate::stress::Ranges;

/// A position of as many numbers as `test`, of about its size, built to be lost (`BitAryo`) or
/// won as the fixtures are: 0 alone, a Wythoff pair (the Zeckendorf description, as fast at
/// 10^18 as at 300), three numbers at XOR 0; one more on a number of a lost position wins.
/// A won one is also the drawn position, as it is.
pub(super) fn build(rng: &mut SplitMix64, test: &Case, kind: &str, ranges: Ranges) -> Option<Case> {
    let (low, high) = ranges("a_i").into_inner();
    let mut numbers = test.values();
    let largest = numbers.iter().copied().max()?;
    let lost = match *numbers {
        [_] => vec![0],
        [x, y] => {
            // One of two neighbours is a lower number of a pair: its partner is the upper one.
            let fibonacci = fibonacci();
            let near = x.min(y).max(1);
            let lower = [near, near.saturating_add(1), near / 2 + 1, near / 2 + 2].into_iter();
            let mut pairs = lower.filter_map(|lower| {
                let upper = zeckendorf_partner(lower, &fibonacci)?;
                Some((lower, u64::try_from(upper).ok()?))
            });
            let (lower, upper) = pairs.find(|&(_, upper)| upper <= high)?;
            match rng.next_u64() % 2 {
                0 => vec![lower, upper],
                _ => vec![upper, lower],
            }
        }
        _ => {
            let (x, y) = (rng.in_range(low..=largest), rng.in_range(low..=largest));
            let mut lost = vec![x, y, x ^ y];
            lost.rotate_left(rng.in_range(0..=2) as usize);
            lost
        }
    };
    numbers = match kind {
        "BitAryo" => lost,
        // Most positions are won: half the time the one drawn (the hunt checks its kind).
        _ if rng.next_u64() % 2 == 0 => numbers,
        _ => {
            let mut won = lost;
            let index = rng.in_range(0..=won.len() as u64 - 1) as usize;
            won[index] = won[index].checked_add(1)?;
            won
        }
    };
    let inside = numbers.iter().all(|number| (low..=high).contains(number));
    inside.then(|| Case::list(&numbers))
}
