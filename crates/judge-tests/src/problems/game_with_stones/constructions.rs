//! The positions built to have each kind of answer: the `gen-*` fixtures and the hunt's
//! `Spec::aim` draw from them.

use super::KINDS;
use crate::format::Case;
use crate::random::SplitMix64;
use crate::stress::Ranges;

/// One position of each shape that `count` piles from `piles` can have, with its kind (an
/// index in `KINDS`) and the range's top pile wherever a big pile is; shuffled.
pub(super) fn positions(
    rng: &mut SplitMix64,
    count: usize,
    piles: std::ops::RangeInclusive<u64>,
) -> Vec<(usize, &'static str, Vec<u64>)> {
    let (low, top) = (*piles.start(), *piles.end());
    let mut found = Vec::new();
    let ones = vec![1; count];
    // Only 1-piles: lost when their count is odd, won by taking one when it is even.
    found.push((if count % 2 == 1 { 0 } else { 1 }, "ones", ones.clone()));
    // One big pile: won by taking it to 0 or 1.
    let mut one_big = ones;
    one_big[0] = top;
    found.push((2, "one-big", one_big));
    // Two big piles or more: lost at XOR 0, the last pile the XOR of the others (with two
    // piles, the top pile again); none where a thousand draws find no such last pile.
    let xor_zero = (0..1_000).find_map(|_| {
        let mut drawn = vec![top];
        drawn.extend(rng.draws(count.checked_sub(2)?, low.max(2)..=top));
        let nim_sum = drawn.iter().fold(0, |sum, &stones| sum ^ stones);
        (1..=top).contains(&nim_sum).then(|| {
            drawn.push(nim_sum);
            drawn
        })
    });
    if let Some(lost) = xor_zero {
        found.push((0, "xor-zero", lost.clone()));
        // One stone more or less on the last pile: XOR non-zero, won by the Nim move.
        let mut won = lost;
        let last = won.len() - 1;
        won[last] = if won[last] == top {
            top - 1
        } else {
            won[last] + 1
        };
        found.push((3, "xor-non-zero", won));
    }
    for (_, _, piles) in &mut found {
        shuffle(rng, piles);
    }
    found
}

/// A position of as many piles as `test`, none above its largest (at least 3), built to have
/// answer `kind` by `positions`, which makes the fixtures; `None` where that count of piles has
/// no position of the kind (only 1-piles: lost when odd, won when even).
pub(super) fn build(rng: &mut SplitMix64, test: &Case, kind: &str, ranges: Ranges) -> Option<Case> {
    let piles = test.values();
    let (low, top) = ranges("a_i").into_inner();
    // At least 3: with piles of at most 2, `positions` finds no XOR 0 of big piles.
    let largest = piles.iter().copied().max()?.clamp(3.min(top), top);
    if piles.is_empty() || low > 1 || largest < 3 {
        return None;
    }
    let built = positions(rng, piles.len(), low.max(1)..=largest);
    let found = built
        .into_iter()
        .find(|(index, _, _)| KINDS[*index] == kind);
    found.map(|(_, _, piles)| Case::list(&piles))
}

/// Fisher-Yates, from the seeded generator.
pub(super) fn shuffle(rng: &mut SplitMix64, piles: &mut [u64]) {
    for index in (1..piles.len()).rev() {
        let other = rng.in_range(0..=index as u64) as usize;
        piles.swap(index, other);
    }
}
