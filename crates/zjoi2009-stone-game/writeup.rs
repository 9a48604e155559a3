//! The published write-up of the ZJOI2009 stone game (BZOJ 1413, Luogu P2599), kept as a whole
//! program because it is wrong: its interval recurrence mishandles a tie at one boundary
//! (`l < x` where `x = l` needs `l <= x`, and the mirror image on the right), so the rows
//! `1 2 1 1` and `2 2 1 1` get the wrong verdict. Its tables are `n` x `n`, quadratic in time and
//! memory, well inside the limits for `n <= 1000`. Not a submission: the workspace's tests run it
//! as the approach the comparisons must catch, and the exported problem packages hold it as a
//! `wrong_answer` submission.

use std::io::Read;

/// One step of an interval recurrence: the partner of `x` from the partners `l` and `r` of the
/// interval beside it.
pub type Step = fn(u64, u64, u64) -> u64;

/// `left(row)` through full 2-D tables on the original values: `left[i][j]` by `left_step` from
/// `[i, j - 1]` and `x = a[j]`, `right[i][j]` by `right_step` from `[i + 1, j]` and `x = a[i]`.
/// A step adds at most 1 to a value of the row, which stays far below `u64::MAX`.
pub fn table_left_partner(row: &[u64], left_step: Step, right_step: Step) -> u64 {
    let count = row.len();
    if count == 0 {
        return 0;
    }
    // Row-major `count` x `count` tables, `[i][j]` at `i * count + j`.
    let mut left = vec![0u64; count * count];
    let mut right = vec![0u64; count * count];
    for i in 0..count {
        left[i * count + i] = row[i];
        right[i * count + i] = row[i];
    }
    for length in 2..=count {
        for i in 0..=count - length {
            let j = i + length - 1;
            let (shorter, from_left) = (i * count + j - 1, (i + 1) * count + j);
            left[i * count + j] = left_step(left[shorter], right[shorter], row[j]);
            right[i * count + j] = right_step(left[from_left], right[from_left], row[i]);
        }
    }
    left[count - 1]
}

/// The first player wins unless the first pile is the left partner of the rest.
pub fn table_first_player_wins(row: &[u64], left_step: Step, right_step: Step) -> bool {
    match row.split_first() {
        None => false,
        Some((&first, rest)) => table_left_partner(rest, left_step, right_step) != first,
    }
}

/// The write-up's recurrence, its two steps kept as published.
pub fn writeup_recurrence(row: &[u64]) -> bool {
    table_first_player_wins(row, writeup_left_step, writeup_right_step)
}

fn writeup_left_step(l: u64, r: u64, x: u64) -> u64 {
    if r == x {
        0
    } else if r < x && x <= l {
        x - 1
    } else if l < x && x <= r {
        x + 1
    } else {
        x
    }
}

fn writeup_right_step(l: u64, r: u64, x: u64) -> u64 {
    if l == x {
        0
    } else if l < x && x <= r {
        x - 1
    } else if r < x && x <= l {
        x + 1
    } else {
        x
    }
}

/// The write-up's answer to a whole input (`T`, then each test's `n` and `n` piles), one line
/// per test; nothing where it cannot be read.
pub fn answer(input: &str) -> String {
    let values: Vec<u64> = input
        .split_ascii_whitespace()
        .map_while(|token| token.parse().ok())
        .collect();
    let (tests, mut rest) = match values.split_first() {
        Some((&tests, rest)) => (tests, rest),
        None => return String::new(),
    };
    let mut lines = String::new();
    for _ in 0..tests {
        let row = match rest.split_first() {
            Some((&count, piles)) if count <= piles.len() as u64 => &piles[..count as usize],
            _ => return String::new(),
        };
        rest = &rest[1 + row.len()..];
        lines.push_str(if writeup_recurrence(row) {
            "1\n"
        } else {
            "0\n"
        });
    }
    lines
}

fn main() {
    let mut input = String::new();
    if std::io::stdin().read_to_string(&mut input).is_ok() {
        print!("{}", answer(&input));
    }
}
