//! The judge: each problem's `main.rs` built alone with bare `rustc` in every edition a judge
//! may use, run on every fixture under the problem's limits, its output judged as the problem's
//! metadata says, and a table of verdicts, times and memory. It knows no game: a problem is a
//! crate with a `[package.metadata.judge]` table, and what is special to it (a checker, a jury,
//! a peer) is a file of that crate named there.
//!
//! The modules, each using only those above it:
//! - `hash`: FNV-1a, which names and checks what the judge keeps;
//! - `output`: what the command lines print, never a panic on a closed pipe;
//! - `layout`: every path, the fixtures and their kinds, the snapshots;
//! - `toml`: the `key = value` lines of one table of a manifest or of Cargo's configuration;
//! - `process`: running a program under limits, in the sandbox where there is one, its output
//!   read up to a limit, and the measurer (`linux`, `sandbox` or `other` beside it);
//! - `target`: a target besides the host, its linker and runner, from Cargo's configuration;
//! - `toolchain`: the compiler and the editions it offers;
//! - `build`: compiling one file as a judge does, for the host or a target, and the cache;
//! - `profile`: what each online judge does with a submission, each fact with its source, and
//!   finding one by name (`profile::named`);
//! - `verdict`: a run's verdict, and the exact comparison;
//! - `metadata`: each problem's `[package.metadata.judge]`, and finding the problems;
//! - `report`: what judging a problem found, and the table of it;
//! - `interactive`: one test of an interactive problem, the submission and the jury relayed to
//!   each other, its verdict and its transcript;
//! - `check`: judging each problem on its fixtures and on bad inputs, as its judge would;
//! - `bench`: the timings;
//! - `export`: each problem as a package of the ICPC/Kattis problem package format;
//! - `cli`: the tasks of `cargo judge`;
//! - `guards`: the tricks a hostile run may try, and the tests that guard against each.

pub mod hash;
pub mod layout;
pub mod output;
pub mod toml;

pub mod process;

pub mod target;

pub mod toolchain;

pub mod build;

pub mod profile;

pub mod verdict;

pub mod metadata;

pub mod report;

pub mod interactive;

pub mod check;

pub mod bench;

pub mod export;

pub mod cli;

pub mod guards;
