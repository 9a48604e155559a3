//! What a stress run tests: the solution's `solve` in process, the write-up's approach, or any
//! compiled program, run once per case.

use std::path::PathBuf;

use judge::process::{Exit, Limits, Runner, Stdin};

use crate::Solver;

pub enum Candidate {
    /// A `solve` called in process; an error on an input of the domain is a failure.
    Solve(Solver),
    /// The write-up's approach, called in process on the input read through the format.
    Writeup(&'static crate::Problem),
    /// A program: the input on stdin, the answer from stdout. A crash, a non-zero exit or a
    /// run past the problem's time limit is a failure.
    Program { path: PathBuf, limits: Limits },
}

impl Candidate {
    /// The candidate's answer to `input`, or why it gave none.
    pub fn answer(&self, input: &str) -> Result<String, String> {
        match self {
            Candidate::Solve(solve) => solve(input).map_err(|err| format!("it refused: {err}")),
            Candidate::Writeup(problem) => Ok(problem.writeup_program(input)),
            Candidate::Program { path, limits } => {
                let stdin = Stdin::Bytes(input.as_bytes().to_vec());
                let run = Runner::default().run(path, &[], stdin, None, *limits)?;
                let stderr = run.stderr_line();
                match run.exit {
                    Exit::Code(0) => Ok(String::from_utf8_lossy(&run.stdout).into_owned()),
                    Exit::Code(code) => Err(format!("it exited with status {code}: {stderr}")),
                    Exit::Signal(signal) => Err(format!("it was killed by signal {signal}")),
                    Exit::TimedOut => Err(format!("it ran past {:?}", limits.time)),
                }
            }
        }
    }

    /// Whether each answer starts a process: then cases are judged a few at a time.
    pub fn is_program(&self) -> bool {
        matches!(self, Candidate::Program { .. })
    }
}
