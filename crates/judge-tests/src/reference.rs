//! What a problem gives `cargo stress`: its reference, how far the reference reaches, the bounds
//! past the statement, a reduction or a second method that carry the reference further, and its
//! own generator's constructions, from which the hunt draws each kind of answer in balance.

use std::ops::RangeInclusive;

use crate::format::Case;
use crate::random::SplitMix64;

/// One worker's reference: the answer to a case, by game-tree search whose memo it keeps from
/// case to case (or by a second method proven against that search), never by the solution's
/// own rule.
pub type Reference = Box<dyn FnMut(&Case) -> String>;

/// A case mapped to one with the same answer within the reference's reach, if there is one.
pub type Reduction = fn(&Case) -> Option<Case>;

/// A second method for the reference: where it answers and how far it reaches.
#[derive(Clone, Copy)]
pub struct Second {
    /// A fresh second method, one for each worker thread.
    pub reference: fn() -> Reference,
    /// The largest value of each name that it answers at once; a name not listed is held only
    /// to its bound.
    pub reach: &'static [(&'static str, u64)],
    /// Whether it answers `case` (the rest, past the search's reach, is outside the domain).
    pub answers: fn(&Case) -> bool,
}

/// The range of values a name is drawn from.
pub type Ranges<'a> = &'a dyn Fn(&str) -> RangeInclusive<u64>;

/// The problem's generator, as the `gen-*` fixtures and the hunt draw from it: the kinds of
/// answer (lost and won, and each kind of output), and how one test is built to have a kind.
#[derive(Clone, Copy)]
pub struct Aim {
    /// Every kind of answer; the generated fixtures hold each in balance, and so does the hunt.
    pub kinds: &'static [&'static str],
    /// The kind of each test's answer, in order, from the solution's output on a whole input.
    pub kind_of: fn(input: &Case, output: &str) -> Vec<&'static str>,
    /// One test (the whole case, or one of its `T` games) rebuilt to have answer `kind` by the
    /// constructions that write the `gen-*` fixtures, its size (its count of values, fixed
    /// where the format has no count) kept and its values of about the same magnitude, each
    /// within `ranges`; `None` where the construction has no such test.
    pub build: fn(&mut SplitMix64, test: &Case, kind: &str, ranges: Ranges) -> Option<Case>,
}

/// What a problem gives `cargo stress`.
pub struct Spec {
    /// A fresh reference, one for each worker thread.
    pub reference: fn() -> Reference,
    /// The largest value of each name that the reference answers at once. The generator stays
    /// within it; a name not listed is held only to its bound.
    pub reach: &'static [(&'static str, u64)],
    /// The bounds past the statement that the submission accepts (empty piles, values up to
    /// `u64::MAX`), for `--beyond`; a name not listed keeps the statement's bound.
    pub beyond: &'static [(&'static str, RangeInclusive<u64>)],
    /// A reduction, proven against the search in the problem's tests: a case with the same
    /// answer that the reference answers at once, or `None` when there is none. With it, the
    /// generator also draws values at the edges of the whole bounds (`u64::MAX`, powers of
    /// two), which the reach would cut; a case without a reduction is outside the domain.
    pub reduce: Option<Reduction>,
    /// A second method, proven against the search in the problem's tests, that answers cases
    /// past the search's reach: with it, the generator draws as far as the second method's
    /// reach, and the search still answers every case within its own.
    pub second: Option<Second>,
    /// The problem's generator: the hunt draws each kind of answer in balance from it.
    pub aim: Aim,
    /// The input that `cargo stress <problem> --writeup` shrinks the write-up's first failure
    /// to, with the default seed: its counterexample, shown in the crate's README.
    pub writeup_fails_on: &'static str,
}
