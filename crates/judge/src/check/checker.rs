//! How an output is judged: by the problem's checker (built once, run with the output
//! validator interface of the problem package format), or compared as the judge's default
//! checker compares.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use super::Judge;
use crate::build::{Emit, RUN_EDITION};
use crate::layout;
use crate::metadata::{Compare, Problem};
use crate::process::{Exit, Limits, Runner, Stdin};
use crate::verdict::compare_as;

/// What a checker may use: it is the judge's program, not the submission, so it is not held to
/// the problem's limits.
/// The exit statuses of an output validator that accepts and that rejects.
pub const ACCEPTED: i32 = 42;
pub const REJECTED: i32 = 43;

const CHECKER_LIMITS: Limits = Limits::new(Duration::from_secs(20), 4 << 30);

impl Judge {
    /// The problem's checker, built, when its output is judged by one.
    pub fn checker(&self, problem: &Problem) -> Result<Option<PathBuf>, String> {
        match &problem.metadata.compare {
            // An interactive problem has a jury instead, which judges the whole exchange.
            Compare::Profile | Compare::Interactive(_) => Ok(None),
            Compare::Checker(file) => {
                let source = self.workspace.crate_file(&problem.name, file);
                let source = source.map_err(|err| format!("{err}: the checker"))?;
                let host = self.builder.for_host();
                // A checker in Rust, or in C or C++, the languages every package tool runs.
                let binary = match source.extension().and_then(|ext| ext.to_str()) {
                    Some("rs") => host.compile(&source, RUN_EDITION, Emit::Binary),
                    _ => host.compile_c(&source),
                };
                binary
                    .map(Some)
                    .map_err(|err| format!("{}: the checker: {err}", problem.name))
            }
        }
    }

    /// Judges an output as the problem's metadata says: by its checker (`checker`, built by
    /// `Judge::checker`), given the input, the output and the expected answer; without one,
    /// against the expected answer as the profile it is judged under compares.
    pub fn judge_output(
        &self,
        problem: &Problem,
        checker: Option<&Path>,
        input: &[u8],
        expected: &str,
        output: &str,
    ) -> Result<(), String> {
        match checker {
            None => compare_as(self.comparison(problem), expected, output),
            Some(checker) => self.run_checker(checker, input, output, expected),
        }
    }

    /// Runs a checker with the problem package format's output validator interface, as
    /// Kattis, DOMjudge and BAPCtools run one: `checker <input> <answer> <feedback_dir> <
    /// output`, exit 42 accepted, 43 wrong answer; the reason on its standard error.
    fn run_checker(
        &self,
        checker: &Path,
        input: &[u8],
        output: &str,
        answer: &str,
    ) -> Result<(), String> {
        static CHECKS: AtomicUsize = AtomicUsize::new(0);
        let folder = self.workspace.judge_dir().join("checks").join(format!(
            "{}-{}",
            std::process::id(),
            CHECKS.fetch_add(1, Ordering::Relaxed)
        ));
        let mut args: Vec<OsString> = Vec::new();
        for (name, contents) in [("input", input), ("answer", answer.as_bytes())] {
            let path = folder.join(name);
            layout::write(&path, contents)?;
            args.push(path.into_os_string());
        }
        // The feedback folder: in the sandbox, the run's own temporary folder, which is gone
        // with it (the judge reads the reason from standard error); else a fresh folder here.
        let runner = Runner::default();
        let feedback = match runner.sandboxed() {
            true => PathBuf::from("/tmp"),
            false => {
                let feedback = folder.join("feedback");
                std::fs::create_dir_all(&feedback)
                    .map_err(|err| format!("{}: {err}", feedback.display()))?;
                feedback
            }
        };
        args.push(feedback.into_os_string());
        let run = runner.run(
            checker,
            &args,
            Stdin::Bytes(output.as_bytes().to_vec()),
            None,
            CHECKER_LIMITS,
        );
        drop(std::fs::remove_dir_all(&folder));
        let run = run?;
        match run.exit {
            Exit::Code(ACCEPTED) => Ok(()),
            Exit::Code(REJECTED) => Err(run.stderr_line()),
            exit => Err(format!(
                "the checker failed ({exit:?}): {}",
                run.stderr_line()
            )),
        }
    }
}
