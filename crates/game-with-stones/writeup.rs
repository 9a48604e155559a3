//! The published write-up of Game with stones (Codeforces Gym 104248C), kept as a whole program
//! because it is wrong: its verdict is right, but its move is Nim's, which often loses under the
//! misère rule. On a single pile of 5 it takes all 5, which takes the last stone and loses (the
//! winning move leaves one stone). Not a submission: the workspace's tests run it as the
//! approach the checker must catch, and the exported problem packages hold it as a
//! `wrong_answer` submission.

use std::io::Read;

/// The write-up's answer on the piles: all-ones parity when every pile is exactly 1, else the
/// normal-play Nim move (a pile whose size XOR the nim-sum is smaller, lowered to that size).
pub fn writeup_move(piles: &[u64]) -> String {
    if piles.iter().all(|&stones| stones == 1) {
        let lost = piles.len() % 2 == 1;
        return (if lost { "Lose\n" } else { "Win\n1 1\n" }).to_string();
    }
    let nim_sum = piles.iter().fold(0, |nim_sum, &stones| nim_sum ^ stones);
    let pile = piles
        .iter()
        .enumerate()
        .find(|&(_, &stones)| stones ^ nim_sum < stones);
    match pile {
        Some((pile, &stones)) if nim_sum != 0 => {
            format!("Win\n{} {}\n", pile + 1, stones - (stones ^ nim_sum))
        }
        _ => "Lose\n".to_string(),
    }
}

/// The write-up's answer to a whole input (`n`, then `n` piles); nothing where it cannot be
/// read.
pub fn answer(input: &str) -> String {
    let values: Vec<u64> = input
        .split_ascii_whitespace()
        .map_while(|token| token.parse().ok())
        .collect();
    match values.split_first() {
        Some((&count, piles)) if count <= piles.len() as u64 => {
            writeup_move(&piles[..count as usize])
        }
        _ => String::new(),
    }
}

fn main() {
    let mut input = String::new();
    if std::io::stdin().read_to_string(&mut input).is_ok() {
        print!("{}", answer(&input));
    }
}
