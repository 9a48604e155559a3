//! Coins as the adversary plays it: the program takes from its pile, Zhivago may answer any
//! legal take, and says `I give up` at one coin. Every start of the statement is walked.

use crate::adversary::rules::plain_number;
use crate::adversary::{Moved, Next, Play, Reply, Rules};
use crate::random::SplitMix64;

use super::legal_takes;

/// The statement's largest pile.
const MAX_N: u64 = 999;
const GIVE_UP: &str = "I give up";

/// The rules of coins, for the adversary.
pub struct Coins {
    /// The most takes of the program a game: none in the statement (a test of the adversary
    /// sets one).
    pub limit: Option<u32>,
}

/// The statement promises a start the player to move wins: no pile of `4k + 1`.
fn promised(n: u64) -> bool {
    (2..=MAX_N).contains(&n) && n % 4 != 1
}

impl Rules for Coins {
    /// The start: one number, as the jury's first line writes it.
    type Start = u64;
    /// The coins left, the program to take.
    type Mover = u64;
    /// The coins left, Zhivago to take.
    type Replier = u64;

    fn solution(&self) -> Play {
        |mut input, mut output| super::solution::play(&mut input, &mut output)
    }

    fn header(&self, _games: usize) -> Option<String> {
        None
    }

    fn games_per_run(&self) -> usize {
        1
    }

    fn domain(&self) -> Vec<u64> {
        (1..=MAX_N).filter(|&n| promised(n)).collect()
    }

    fn parse_start(&self, text: &str) -> Result<u64, String> {
        plain_number(text)
    }

    fn domain_text(&self) -> String {
        format!("every pile the statement promises, 2..={MAX_N} with n % 4 != 1")
    }

    fn draw_start(&self, random: &mut SplitMix64) -> u64 {
        loop {
            let n = random.in_range(2..=MAX_N);
            if promised(n) {
                return n;
            }
        }
    }

    fn start(&self, &start: &u64) -> (String, u64) {
        (start.to_string(), start)
    }

    fn moved(&self, at: &u64, line: &str) -> Result<Moved<u64, u64>, String> {
        let left = *at;
        let token = line.trim_matches([' ', '\t']);
        let take = legal_takes(left).find(|take| take.to_string() == token);
        let Some(take) = take else {
            return Err(format!(
                "{line:?} is no legal take from {left} coins (1, 2 or 3)"
            ));
        };
        if take == left {
            return Err(format!(
                "it takes the last coin of {left}, and whoever does loses"
            ));
        }
        Ok(Moved {
            next: Next::Jury(left - take),
            counted: true,
        })
    }

    fn replies(&self, at: &u64) -> u64 {
        match *at {
            0 | 1 => 1,
            left => 3.min(left - 1),
        }
    }

    fn reply(&self, at: &u64, index: u64) -> Reply<u64> {
        match *at {
            0 | 1 => Reply {
                line: GIVE_UP.to_string(),
                next: None,
            },
            left => Reply {
                line: (index + 1).to_string(),
                next: Some(left - index - 1),
            },
        }
    }

    fn optimal(&self, at: &u64) -> Reply<u64> {
        let left = *at;
        if left <= 1 {
            return self.reply(at, 0);
        }
        // The jury's `table` mode: its winning take, else 1 + (left / 4) % 3, below `left`.
        let take = match (left - 1) % 4 {
            0 => 1 + (left / 4) % 3,
            winning => winning,
        };
        self.reply(at, take - 1)
    }

    fn give_up(&self, at: &u64) -> Option<String> {
        (*at <= 1).then(|| GIVE_UP.to_string())
    }

    fn other_line(&self, _line: &str) -> Option<String> {
        None
    }

    fn limit(&self) -> Option<u32> {
        self.limit
    }

    fn abort(&self) -> Option<&'static str> {
        None
    }

    fn fixture(&self, start: &u64, replies: &[String]) -> Option<String> {
        let takes: Vec<&str> = replies
            .iter()
            .map(String::as_str)
            .filter(|line| *line != GIVE_UP)
            .collect();
        Some(match takes.is_empty() {
            true => format!("{start}\ntable\n"),
            false => format!("{start}\nline {}\n", takes.join(" ")),
        })
    }
}
