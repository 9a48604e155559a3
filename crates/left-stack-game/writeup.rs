//! The published write-up of Left Stack Game (Codeforces Gym 102302G), kept as a whole program
//! because it is wrong: a case split on whether the first stack can be emptied in one move.
//! With `m = 1` and stacks `1 1 2` every move takes one rock, so the total's parity decides and
//! Tomaz loses; this rule says he wins. Not a submission: the workspace's tests run it as the
//! approach the comparisons must catch, and the exported problem packages hold it as a
//! `wrong_answer` submission.

use std::io::Read;

/// The write-up's rule, kept as it was published (in Python, whose `%` is never negative,
/// mirrored with `rem_euclid`). Values up to 2^64 - 1 fit in an `i128` with room for `- 1`.
pub fn writeup_formula(max_take: u64, stacks: [u64; 3]) -> bool {
    let [a, b, c] = stacks;
    let period = i128::from(max_take) + 1;
    let (a, b, c, m) = (
        i128::from(a),
        i128::from(b),
        i128::from(c),
        i128::from(max_take),
    );
    let two_stack_wins = {
        let locked_c = (c - 1).rem_euclid(period);
        if b > m {
            (b.rem_euclid(period) ^ locked_c) != 0
        } else if locked_c != 0 {
            true
        } else if c.rem_euclid(period) != 0 {
            b % 2 == 0
        } else {
            b % 2 == 1
        }
    };
    let locked = (b - 1).rem_euclid(period) ^ (c - 1).rem_euclid(period);
    if a > m {
        (a.rem_euclid(period) ^ locked) != 0
    } else if locked != 0 {
        true
    } else if two_stack_wins {
        a % 2 == 0
    } else {
        a % 2 == 1
    }
}

/// The write-up's answer to a whole input `m a b c`; nothing where it cannot be read.
pub fn answer(input: &str) -> String {
    let values: Vec<u64> = input
        .split_ascii_whitespace()
        .map_while(|token| token.parse().ok())
        .collect();
    match values[..] {
        [max_take, a, b, c, ..] => match writeup_formula(max_take, [a, b, c]) {
            true => "Tomaz\n".to_string(),
            false => "Danftito\n".to_string(),
        },
        _ => String::new(),
    }
}

fn main() {
    let mut input = String::new();
    if std::io::stdin().read_to_string(&mut input).is_ok() {
        print!("{}", answer(&input));
    }
}
