//! Yamanote Line Game: everything the tests know of the problem. Plain game-tree search over
//! the sets of declared integers, from the rules alone, and a model of the jury that plays the
//! submission's `play` in process, move by move.

use crate::interactive::{Interactive, Shows};
use crate::search::GameSearch;
use solution::integers;

pub mod jury;
mod model;
pub mod rules;

pub use model::{play, play_with, Played};

// Clippy lints it in its own crate, under the rust-version of the submissions.
#[allow(dead_code, clippy::all)]
#[path = "../../../yamanote-line-game/src/main.rs"]
pub mod solution;

pub const PROBLEM: Interactive = Interactive {
    name: "yamanote-line-game",
    adversary: Some(&crate::adversary::Walker(rules::Yamanote)),
    shows: &[Shows::JuryEnds("0")],
};

/// The largest `N` whose every position the search visits: 2^(2N + 1) sets.
pub const SEARCHED_MAX_N: u32 = 5;

/// A position of the game on `N`: bit `x - 1` is set when the integer `x` is declared, for `x`
/// in `1..=2N + 1`. Who declared it does not matter to the rules.
pub type Declared = u64;

/// Every position of the game on `n`: every set of declared integers.
pub fn positions(n: u32) -> impl Iterator<Item = Declared> {
    0..1u64 << (2 * n + 1)
}

/// Every legal move from `declared`, straight from the statement: declare any integer of
/// `1..=2n + 1` that neither player has declared.
pub fn moves(n: u32, declared: Declared) -> Vec<Declared> {
    (1..=2 * n + 1)
        .map(|x| 1u64 << (x - 1))
        .filter(|&bit| declared & bit == 0)
        .map(|bit| declared | bit)
        .collect()
}

/// The search for the game on `n`.
pub fn search(n: u32) -> GameSearch<Declared, impl Fn(&Declared) -> Vec<Declared>> {
    GameSearch::new(move |&declared: &Declared| moves(n, declared))
}

/// How many integers of the game on `n` are undeclared in `declared`.
pub fn left(n: u32, declared: Declared) -> u32 {
    integers(n) - declared.count_ones()
}

/// `declared` as the submission's flags: index `x` for the integer `x`, index 0 unused.
pub fn flags(n: u32, declared: Declared) -> Vec<bool> {
    let mut flags = vec![false; integers(n) as usize + 1];
    for (x, flag) in flags.iter_mut().enumerate().skip(1) {
        *flag = declared & (1 << (x - 1)) != 0;
    }
    flags
}

/// How Aoki replies, as the jury's input file names it (line 2).
#[derive(Clone, Debug)]
pub enum Reply {
    /// `smallest`: the smallest undeclared integer.
    Smallest,
    /// `largest`: the largest undeclared integer.
    Largest,
    /// `random SEED`: an undeclared integer drawn with the seed (here by SplitMix64, not by
    /// Python's generator: other draws, the same kind of reply).
    Random(u64),
    /// `listed X1 X2 ...`: the first listed integer not yet declared, each used once; then the
    /// smallest undeclared one.
    Listed(Vec<u32>),
}

impl Reply {
    /// Every kind of reply, one of each, for the game on `n`.
    pub fn each(n: u32) -> Vec<Reply> {
        let evens = (1..=n).map(|half| 2 * half).collect();
        vec![
            Reply::Smallest,
            Reply::Largest,
            Reply::Random(u64::from(n)),
            Reply::Listed(evens),
        ]
    }
}
