//! The tests over the whole workspace, by concern, in one binary so that they run side by side.
//! What every problem has (snapshots, fixtures, stress, the judge's run) is each problem's own
//! test file, through `judge_tests::problem_tests!`; these are what no one problem owns:
//! - `accept`: `cargo accept`'s refusal under CI, and a whole run on a clone (slow, ignored);
//! - `adversary`: `cargo stress --adversary every` on XOR Break's kept programs (slow, ignored);
//! - `judge`: the judge's verdicts on variants of the submissions;
//! - `judge_readme`: the judge's README's blocks made from its tables, and the tests its table
//!   of guards names;
//! - `judging`: how an output is judged, declared once, and everything that judges reading it;
//! - `repository`: the registry, every problem's suite, the shared part, the common shape, no
//!   dependency, and the README's generated tables;
//! - `scaffold`: `cargo new-problem` of each kind in a scratch workspace;
//! - `scaffold_copy`: the same on a copy of this workspace, then its checklist's commands
//!   (slow, ignored);
//! - `scanner`: the part every submission shares, in process and through the binary;
//! - `scripts`: each script names what it needs and how to install it, and `scripts/prove`
//!   checks the worked examples (slow, ignored) (Unix only);
//! - `sizes`: no tool file over 400 lines, no function over 60;
//! - `stress`: `cargo stress`'s command line, finding, shrinking and promoting a planted bug.

mod accept;
mod adversary;
mod judge;
mod judge_readme;
mod judging;
mod repository;
mod scaffold;
mod scaffold_copy;
mod scanner;
#[cfg(unix)]
mod scripts;
mod sizes;
mod stress;
