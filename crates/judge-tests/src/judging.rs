//! How a problem's output is judged in process, read from the one declaration of it: the
//! metadata's `checker` where it names one, else the comparison of the judge's profile. A
//! checker is a program, too slow to start on every case of a stress run, so a problem with one
//! states its rules in Rust (`Problem::accepts`), and its tests hold them to the program.

use judge::metadata::{Compare, Metadata};
use judge::profile::{self, Comparison};

use crate::Problem;

/// How an output is judged against the expected answer.
#[derive(Clone, Copy, Debug)]
pub enum Judging {
    /// By the rules of the problem's checker, stated in process.
    Checker(fn(input: &str, output: &str, answer: &str) -> Result<(), String>),
    /// As the judge's default checker compares (`judge::verdict::compare_as`).
    Compared(Comparison),
}

impl Judging {
    /// How the problem's output is judged, as `metadata` (its own, or its bounds widened)
    /// declares it.
    pub fn of(problem: &Problem, metadata: &Metadata) -> Judging {
        match metadata.compare {
            Compare::Checker(_) => Judging::Checker(problem.accepts),
            // Every problem of the test crate has one answer per input, or a checker.
            Compare::Interactive(_) => panic!("{}: an interactive problem", metadata.title),
            Compare::Profile => {
                Judging::Compared(profile::comparison(profile::for_judge(&metadata.judge)))
            }
        }
    }

    /// `Ok` when `output` on `input` is right, `answer` being a right answer; else why not.
    pub fn judge(&self, input: &str, output: &str, answer: &str) -> Result<(), String> {
        match *self {
            Judging::Checker(accepts) => accepts(input, output, answer),
            Judging::Compared(comparison) => judge::verdict::compare_as(comparison, answer, output),
        }
    }
}
