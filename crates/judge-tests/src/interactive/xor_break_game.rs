//! XOR Break — Game Version: everything the tests know of the problem. Plain game-tree search
//! over pairs of numbers, from the rules alone; a model of the jury's `optimal` reply; the
//! longest line of breaks the jury can force on a strategy; and a model of the jury that plays
//! the submission's `play` in process.

use std::collections::HashMap;

use crate::interactive::{Interactive, Shows};
use crate::search::GameSearch;

pub mod jury;
mod model;
pub mod rules;

pub use model::{played, Mode, Record};

// Clippy lints it in its own crate, under the rust-version of the submissions.
#[allow(dead_code, clippy::all)]
#[path = "../../../xor-break-game/src/main.rs"]
pub mod solution;

pub const PROBLEM: Interactive = Interactive {
    name: "xor-break-game",
    adversary: Some(&crate::adversary::Walker(rules::XorBreak)),
    shows: &[Shows::RoleChoice, Shows::JuryEnds("0 0")],
};

/// The most breaks of the submission in one game; the jury rejects the next one.
pub const MAX_BREAKS: u64 = 63;

/// Every break of `p`, straight from the statement: `(p1, p2)` with `0 < p1 < p`,
/// `0 < p2 < p` and `p1 xor p2 = p`, each order listed. O(p): for small numbers only.
pub fn breaks(p: u64) -> impl Iterator<Item = (u64, u64)> {
    (1..p)
        .map(move |p1| (p1, p1 ^ p))
        .filter(move |&(_, p2)| 0 < p2 && p2 < p)
}

/// A position: the two numbers the player to move may break; `(n, 0)` for the start `n`.
pub type Pair = (u64, u64);

/// Every move from `pair`: a break of either number.
pub fn moves(pair: &Pair) -> Vec<Pair> {
    breaks(pair.0).chain(breaks(pair.1)).collect()
}

/// Plain game-tree search over pairs of numbers.
pub fn search() -> GameSearch<Pair, fn(&Pair) -> Vec<Pair>> {
    GameSearch::new(moves as fn(&Pair) -> Vec<Pair>)
}

/// The jury's `optimal` reply to the numbers `a`, `b` (`b = 0` for the start alone), as
/// `jury.py` makes it: the first of them with an even popcount of at least 2 broken into its
/// highest set bit and the rest; else the largest that can be broken, into its lowest set bit
/// and the rest; `None` (the jury's `0 0`) when neither can be broken.
pub fn optimal_reply(a: u64, b: u64) -> Option<(u64, u64)> {
    if let Some(even) = [a, b]
        .into_iter()
        .find(|&p| p != 0 && p.count_ones() % 2 == 0)
    {
        let top = 1 << (63 - even.leading_zeros());
        return Some((top, even ^ top));
    }
    let largest = [a, b].into_iter().filter(|p| p.count_ones() >= 2).max()?;
    let low = largest & largest.wrapping_neg();
    Some((low, largest ^ low))
}

/// A strategy of the submission: its break of the pair it faces, or `None` when it has none.
pub type Strategy = fn(u64, u64) -> Option<(u64, u64)>;

/// The write-up's strategy: the number of even popcount broken into its lowest set bit and
/// the rest. It wins every game, but the jury can make it break too often.
pub fn lowest_bit_break(a: u64, b: u64) -> Option<(u64, u64)> {
    let even = [a, b]
        .into_iter()
        .find(|&p| p != 0 && p.count_ones() % 2 == 0)?;
    let low = even & even.wrapping_neg();
    (even != low).then_some((low, even ^ low))
}

/// The longest line of breaks the jury can force on a strategy: how many breaks the strategy
/// makes, the jury choosing every reply to make the most (it never gives up).
pub struct LongestLine {
    strategy: Strategy,
    /// By the pair the jury faces: the most breaks of the strategy still to come.
    memo: HashMap<Pair, u64>,
}

impl LongestLine {
    pub fn new(strategy: Strategy) -> LongestLine {
        LongestLine {
            strategy,
            memo: HashMap::new(),
        }
    }

    /// The most breaks of the strategy in a game from `n`, playing first when the crate's
    /// `side` says so, else after the jury's break of `n`.
    pub fn from_start(&mut self, n: u64) -> u64 {
        if solution::side(n) == "first" {
            return self.from_pair((n, 0));
        }
        let replies: Vec<Pair> = breaks(n).collect();
        replies
            .into_iter()
            .map(|reply| self.from_pair(reply))
            .max()
            .unwrap_or(0)
    }

    /// The most breaks of the strategy from the pair it faces.
    pub fn from_pair(&mut self, pair: Pair) -> u64 {
        match (self.strategy)(pair.0, pair.1) {
            Some(broken) => 1 + self.jury_faces(broken),
            None => 0,
        }
    }

    /// The most breaks of the strategy still to come when the jury faces `pair`.
    fn jury_faces(&mut self, pair: Pair) -> u64 {
        if let Some(&known) = self.memo.get(&pair) {
            return known;
        }
        let replies: Vec<Pair> = moves(&pair);
        let most = replies
            .into_iter()
            .map(|reply| self.from_pair(reply))
            .max()
            .unwrap_or(0);
        self.memo.insert(pair, most);
        most
    }

    /// One line of jury replies that forces the most breaks from `n` (which the strategy plays
    /// first): the replies in order, as a `line` mode of the jury's input takes them.
    pub fn replies_from(&mut self, n: u64) -> Vec<Pair> {
        let mut replies = Vec::new();
        let mut faced = (n, 0);
        while let Some(broken) = (self.strategy)(faced.0, faced.1) {
            let most = self.jury_faces(broken);
            let Some(best) = moves(&broken)
                .into_iter()
                .find(|&reply| most > 0 && self.from_pair(reply) == most)
            else {
                break;
            };
            replies.push(best);
            faced = best;
        }
        replies
    }
}

/// The crate's `play` on a fixed script of lines from the jury, as bytes: what it returned and
/// what it wrote.
pub fn scripted(script: &[u8]) -> (Result<(), String>, String) {
    let mut output = Vec::new();
    let result = solution::play(&mut &script[..], &mut output);
    (result, String::from_utf8_lossy(&output).into_owned())
}
