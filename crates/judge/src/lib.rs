//! The judge: each problem's `main.rs` built alone with bare `rustc` in every edition a judge
//! may use, run on every fixture under the problem's limits, its output judged as the problem's
//! metadata says, and a table of verdicts, times and memory. It knows no game: a problem is a
//! crate with a `[package.metadata.judge]` table, and what is special to it (a checker, a peer)
//! is a file of that crate named there.
//!
//! The modules, each using only those above it:
//! - `layout`: every path, the fixtures and their kinds, the snapshots;
//! - `build`: the compiler, its editions, compiling one file as a judge does, and the cache;
//! - `process`: running a program under limits, and the measurer (`linux` or `other` beside it);
//! - `verdict`: a run's verdict, and the exact comparison;
//! - `metadata`: each problem's `[package.metadata.judge]`;
//! - `check`: finding the problems and judging each on its fixtures and on bad inputs;
//! - `report`, `bench`, `scaffold`: the table, the timings, a new problem;
//! - `cli`: the tasks of `cargo judge`.

pub mod layout;

pub mod build;

pub mod process;

pub mod verdict;

pub mod metadata;

pub mod check;

pub mod bench;
pub mod report;
pub mod scaffold;

pub mod cli;
