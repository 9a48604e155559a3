//! The published write-up of Yet Another Number Game (Codeforces 282D), kept as a whole program
//! because it is wrong: it decides every position by the XOR of the numbers, as in Nim. Two
//! numbers are not decided so (the joint move of taking `x` from every number changes the
//! game): on the statement's own sample `2 / 1 2` it answers `BitLGM`, and the answer is
//! `BitAryo`. (Its search pads fewer than three numbers with zeros, which forbids the joint move
//! and computes the same XOR.) Not a submission: the workspace's tests run it as the approach
//! the comparisons must catch, and the exported problem packages hold it as a `wrong_answer`
//! submission.

use std::io::Read;

/// The write-up's theory: the first player wins iff the XOR of the numbers is not 0.
pub fn writeup_rule(numbers: &[u64]) -> bool {
    numbers.iter().fold(0, |nim_sum, &number| nim_sum ^ number) != 0
}

/// The write-up's answer to a whole input (`n`, then `n` numbers); nothing where it cannot be
/// read.
pub fn answer(input: &str) -> String {
    let values: Vec<u64> = input
        .split_ascii_whitespace()
        .map_while(|token| token.parse().ok())
        .collect();
    let numbers = match values.split_first() {
        Some((&count, rest)) if count <= rest.len() as u64 => &rest[..count as usize],
        _ => return String::new(),
    };
    match writeup_rule(numbers) {
        true => "BitLGM\n".to_string(),
        false => "BitAryo\n".to_string(),
    }
}

fn main() {
    let mut input = String::new();
    if std::io::stdin().read_to_string(&mut input).is_ok() {
        print!("{}", answer(&input));
    }
}
