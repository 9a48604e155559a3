//! The tests over the whole workspace, by concern, in one binary so that they run side by side:
//! - `snapshots`: every fixture's exact output, and no orphan in either direction;
//! - `judge`: every problem judged as a judge would, the judge's verdicts on variants, and bad
//!   input through the binary against `run`;
//! - `repository`: the registry, the shared part, the common shape, no dependency, and fresh
//!   generated files;
//! - `fixtures`: fixture names against the statement's bounds, the samples' answers;
//! - `scanner`: the part every submission shares, in process and through the binary;
//! - `stress`: `cargo stress` on every problem, and its command line.

mod fixtures;
mod judge;
mod repository;
mod scanner;
mod snapshots;
mod stress;
