//! The recurrence of the second method, written apart from the solution: its two steps, case
//! by case as in the derivation, and the partners of a whole row rolled in two arrays.

/// A step of an interval recurrence: from `l` and `r`, the partners of the shorter interval, and
/// `x`, the pile added, the partner on the far side of the longer one: 0 where `x` is the partner on its own side; `x` where it is beyond both partners or below
/// both; `x + 1` where it is from the partner on its own side up to the one on the far side;
/// else `x - 1`. The cases are selected without branches, which a row of drawn piles would
/// mispredict: the second method answers rows of up to 1000 piles.
#[inline]
pub fn derived_left_step(l: u64, r: u64, x: u64) -> u64 {
    let zero = x == r;
    let outside = (x < l) & (x < r) | (x > l) & (x > r);
    let up = (l <= x) & (x < r);
    selected(x, zero, outside, up)
}

#[inline]
pub fn derived_right_step(l: u64, r: u64, x: u64) -> u64 {
    let zero = x == l;
    let outside = (x < l) & (x < r) | (x > l) & (x > r);
    let up = (r <= x) & (x < l);
    selected(x, zero, outside, up)
}

/// 0 if `zero`, else `x` if `outside`, else `x + 1` if `up`, else `x - 1`.
#[inline]
fn selected(x: u64, zero: bool, outside: bool, up: bool) -> u64 {
    let shifted = x
        .wrapping_add(u64::from(!outside & up))
        .wrapping_sub(u64::from(!outside & !up));
    shifted * u64::from(!zero)
}

/// The partners of the whole row, on its left and on its right (0 and 0 for no pile), by the
/// derived steps rolled length by length in two arrays: O(n^2) steps in O(n) memory, where the
/// full tables take n^2 cells.
pub fn derived_partners(row: &[u64]) -> (u64, u64) {
    // left[i], right[i]: the partners of the interval of the current length starting at i.
    let (mut left, mut right) = (row.to_vec(), row.to_vec());
    for length in 2..=row.len() {
        let starts = row.len() - length + 1;
        // Slices of exactly the lengths used: no bounds checks in the loop.
        let (first_piles, last_piles) = (&row[..starts], &row[length - 1..]);
        let (left, right) = (&mut left[..=starts], &mut right[..=starts]);
        for i in 0..starts {
            // [i, j) is at i, (i, j] at i + 1; neither is written before it is read.
            let next_left = derived_left_step(left[i], right[i], last_piles[i]);
            let next_right = derived_right_step(left[i + 1], right[i + 1], first_piles[i]);
            (left[i], right[i]) = (next_left, next_right);
        }
    }
    (
        left.first().copied().unwrap_or(0),
        right.first().copied().unwrap_or(0),
    )
}

/// The first player wins unless the first pile is the left partner of the rest.
pub fn derived_first_player_wins(row: &[u64]) -> bool {
    match row.split_first() {
        None => false,
        Some((&first, rest)) => derived_partners(rest).0 != first,
    }
}
