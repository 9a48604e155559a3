//! Yamanote Line Game as the adversary plays it: the program declares an integer, Aoki may
//! answer with any integer not yet declared, and with `0` when none is left. Any legal play
//! wins, so the walk holds the program to legal, flushed lines and the end of its output after
//! `0`, from every set of declared integers it can meet for `N` up to 6.

use crate::adversary::rules::plain_number;
use crate::adversary::{Moved, Next, Play, Reply, Rules};
use crate::random::SplitMix64;

/// The statement's largest `N`.
const MAX_N: u64 = 1000;
/// The walk's starts: every `N` up to this (13 integers; 2^13 sets of declared ones).
const WALKED_MAX_N: u64 = 6;

/// A position: `N`, and which of `1..=2N + 1` are declared (bit `x - 1` of word `(x - 1) / 64`).
/// The same set is the same position, whoever declared what and in which order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Declared {
    n: u64,
    words: Vec<u64>,
}

impl Declared {
    fn new(n: u64) -> Declared {
        // `2N + 1 <= 2001` integers: 32 words.
        let words = vec![0; ((2 * n + 1) as usize).div_ceil(64)];
        Declared { n, words }
    }

    fn has(&self, x: u64) -> bool {
        let bit = x - 1;
        self.words[(bit / 64) as usize] >> (bit % 64) & 1 == 1
    }

    fn with(&self, x: u64) -> Declared {
        let mut after = self.clone();
        let bit = x - 1;
        after.words[(bit / 64) as usize] |= 1 << (bit % 64);
        after
    }

    /// The undeclared integers, smallest first.
    fn free(&self) -> impl Iterator<Item = u64> + '_ {
        (1..=2 * self.n + 1).filter(move |&x| !self.has(x))
    }
}

/// The rules of Yamanote Line Game, for the adversary.
pub struct Yamanote;

impl Rules for Yamanote {
    /// The start: one number, as the jury's first line writes it.
    type Start = u64;
    type Mover = Declared;
    type Replier = Declared;

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
        (1..=WALKED_MAX_N).collect()
    }

    fn parse_start(&self, text: &str) -> Result<u64, String> {
        plain_number(text)
    }

    fn domain_text(&self) -> String {
        format!("every N from 1 to {WALKED_MAX_N}, every set of declared integers met")
    }

    fn draw_start(&self, random: &mut SplitMix64) -> u64 {
        random.in_range(1..=MAX_N)
    }

    fn start(&self, &start: &u64) -> (String, Declared) {
        (start.to_string(), Declared::new(start))
    }

    fn moved(&self, at: &Declared, line: &str) -> Result<Moved<Declared, Declared>, String> {
        let top = 2 * at.n + 1;
        let token = line.trim_matches([' ', '\t']);
        let plain =
            !token.is_empty() && token.len() <= 20 && token.bytes().all(|b| b.is_ascii_digit());
        let x = match plain.then(|| token.parse::<u64>().ok()).flatten() {
            Some(x) if (1..=top).contains(&x) => x,
            _ => return Err(format!("{line:?} is not an integer from 1 to {top}")),
        };
        if at.has(x) {
            return Err(format!("{x} was already declared"));
        }
        Ok(Moved {
            next: Next::Jury(at.with(x)),
            counted: true,
        })
    }

    fn replies(&self, at: &Declared) -> u64 {
        (at.free().count() as u64).max(1)
    }

    fn reply(&self, at: &Declared, index: u64) -> Reply<Declared> {
        match at.free().nth(index as usize) {
            Some(x) => Reply {
                line: x.to_string(),
                next: Some(at.with(x)),
            },
            None => Reply {
                line: "0".to_string(),
                next: None,
            },
        }
    }

    fn optimal(&self, at: &Declared) -> Reply<Declared> {
        // Every reply is as good as another; the jury's `smallest` mode.
        self.reply(at, 0)
    }

    fn give_up(&self, at: &Declared) -> Option<String> {
        at.free().next().is_none().then(|| "0".to_string())
    }

    fn other_line(&self, _line: &str) -> Option<String> {
        None
    }

    fn limit(&self) -> Option<u32> {
        None
    }

    fn abort(&self) -> Option<&'static str> {
        None
    }

    fn fixture(&self, start: &u64, replies: &[String]) -> Option<String> {
        let listed: Vec<&str> = replies
            .iter()
            .map(String::as_str)
            .filter(|line| *line != "0")
            .collect();
        Some(match listed.is_empty() {
            true => format!("{start}\nsmallest\n"),
            false => format!("{start}\nlisted {}\n", listed.join(" ")),
        })
    }
}
