//! What a problem gives `cargo stress`: its reference, how far the reference reaches, the bounds
//! past the statement, and a reduction or a second method that carry the reference further.

use std::ops::RangeInclusive;

use crate::format::Case;

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
    /// The input that `cargo stress <problem> --writeup` shrinks the write-up's first failure
    /// to, with the default seed: its counterexample, shown in the crate's README.
    pub writeup_fails_on: &'static str,
}
