//! Stress testing: a candidate against a reference on many generated inputs, small ones first,
//! on every core; the first failure is shrunk to an input none of whose single smaller steps
//! still fails. `cargo stress` is its command line; the problems' random tests use it too.
//!
//! The submodules, each using only those above it: `domain` (the bounds in use and the
//! reference's reach), `coverage` (the values a run must reach), `generate` (a case's shape from
//! the seed and its index), `shrink` (the shrinker, on any predicate), `aim` (each test of a
//! drawn case rebuilt by the problem's own generator to a kind of answer), `candidate` (what is
//! tested), `run` (the search on threads), `report`
//! (what a run prints, also as a README quotes it), `cli`.

pub mod domain;

pub mod coverage;
pub mod generate;
pub mod shrink;

pub mod aim;

pub mod candidate;
pub mod run;

pub mod progress;
pub mod report;

pub mod adversary;
pub mod cli;
pub mod promote;

pub use crate::reference::{Aim, Ranges, Reduction, Reference, Second, Spec};
pub use candidate::Candidate;
pub use domain::Domain;
pub use run::{Budget, Failure, Stress};
