//! Judging problems: each problem is a crate with a `[package.metadata.judge]` table, found by
//! looking, never named here. Its `main.rs` is built in every edition, run on every fixture
//! under its limits and judged as its metadata says, and tried on bad inputs.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;
use std::time::Duration;

use crate::build::{Builder, Emit, Toolchain, RUN_EDITION};
use crate::layout::{self, Workspace};
use crate::metadata::{self, Compare, Metadata};
use crate::process::{Exit, Limits, Run, Runner, Stdin};
use crate::verdict::{compare_exact, verdict, Verdict};

/// Inputs every submission must refuse: one `error:` line, nothing on stdout, status 1.
pub const BAD_INPUTS: &[&[u8]] = &[
    b"",
    b"   \n\t\n",
    b"x",
    b"-1",
    b"+1",
    b"18446744073709551616",
    b"1e3",
    b"\0",
    b"\xef\xbb\xbf",
    b"\xff",
    b"1\x0b",
];

/// What a checker may use: it is the judge's program, not the submission, so it is not held to
/// the problem's limits.
const CHECKER_LIMITS: Limits = Limits {
    time: Duration::from_secs(20),
    memory_bytes: 4 << 30,
};

/// A problem: its crate's name and its metadata.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub name: String,
    pub metadata: Metadata,
}

/// Every crate of the workspace with a `[package.metadata.judge]` table, by name.
pub fn discover(workspace: &Workspace) -> Result<Vec<Problem>, String> {
    let mut problems = Vec::new();
    for dir in layout::list(&workspace.crates_dir())? {
        let name = layout::stem(&dir);
        let manifest = workspace.manifest(&name);
        if !manifest.is_file() {
            continue;
        }
        let text = layout::read_text(&manifest)?;
        let parsed =
            metadata::parse(&text).map_err(|err| format!("{}: {err}", manifest.display()))?;
        if let Some(metadata) = parsed {
            problems.push(Problem { name, metadata });
        }
    }
    Ok(problems)
}

/// The problems of these names, or all of them when none is named.
pub fn select(workspace: &Workspace, names: &[String]) -> Result<Vec<Problem>, String> {
    let all = discover(workspace)?;
    if names.is_empty() {
        return Ok(all);
    }
    names
        .iter()
        .map(|name| {
            all.iter()
                .find(|problem| &problem.name == name)
                .cloned()
                .ok_or_else(|| format!("no problem named {name:?}"))
        })
        .collect()
}

/// One fixture's outcome.
#[derive(Clone, Debug)]
pub struct FixtureReport {
    pub fixture: String,
    pub verdict: Verdict,
    pub run: Run,
}

/// Everything the judge found for one problem.
#[derive(Clone, Debug)]
pub struct ProblemReport {
    pub problem: String,
    pub metadata: Metadata,
    pub editions: Vec<&'static str>,
    pub fixtures: Vec<FixtureReport>,
    /// Bad inputs that were not refused properly, with what happened.
    pub bad_input_failures: Vec<String>,
    /// The run on each of `BAD_INPUTS`, in order.
    pub bad_input_runs: Vec<Run>,
}

impl ProblemReport {
    pub fn bad_inputs_tried(&self) -> usize {
        self.bad_input_runs.len()
    }

    /// Every fixture `OK`, every bad input refused, and at least one of each tried.
    pub fn passed(&self) -> bool {
        self.failures().is_empty()
    }

    /// Every failure, one per line; judging nothing is a failure too.
    pub fn failures(&self) -> Vec<String> {
        let mut failures: Vec<String> = self
            .fixtures
            .iter()
            .filter(|fixture| fixture.verdict != Verdict::Ok)
            .map(|fixture| format!("{}/{}: {}", self.problem, fixture.fixture, fixture.verdict))
            .collect();
        failures.extend(
            self.bad_input_failures
                .iter()
                .map(|failure| format!("{}: {failure}", self.problem)),
        );
        if self.fixtures.is_empty() {
            failures.push(format!("{}: no fixture was judged", self.problem));
        }
        if self.bad_inputs_tried() == 0 {
            failures.push(format!("{}: no bad input was tried", self.problem));
        }
        failures
    }
}

/// The judge: a workspace, a compiler and a way to run programs.
#[derive(Clone, Debug)]
pub struct Judge {
    pub workspace: Workspace,
    pub builder: Builder,
    pub runner: Runner,
}

impl Judge {
    /// A judge that keeps what it compiles under the workspace's judge folder.
    pub fn new(workspace: Workspace, toolchain: Toolchain, runner: Runner) -> Judge {
        let builder = Builder::new(toolchain, workspace.judge_dir().join("cache"));
        Judge {
            workspace,
            builder,
            runner,
        }
    }

    /// The problem's checker, built, when its output is judged by one.
    pub fn checker(&self, problem: &Problem) -> Result<Option<PathBuf>, String> {
        match &problem.metadata.compare {
            Compare::Exact => Ok(None),
            Compare::Checker(file) => {
                let source = self.workspace.crate_dir(&problem.name).join(file);
                let binary = self.builder.compile(&source, RUN_EDITION, Emit::Binary);
                binary
                    .map(Some)
                    .map_err(|err| format!("{}: the checker: {err}", problem.name))
            }
        }
    }

    /// Judges an output as the problem's metadata says: exactly against the expected answer,
    /// or by the checker, given the input, the output and the expected answer.
    pub fn judge_output(
        &self,
        checker: Option<&Path>,
        input: &[u8],
        expected: &str,
        output: &str,
    ) -> Result<(), String> {
        match checker {
            None => compare_exact(expected, output),
            Some(checker) => self.run_checker(checker, input, output, expected),
        }
    }

    /// Runs a checker with testlib's interface: `checker <input> <output> <answer>`, exit 0
    /// accepted, 1 wrong answer, 2 presentation error; the reason on its standard error.
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
        let files = [
            ("input", input),
            ("output", output.as_bytes()),
            ("answer", answer.as_bytes()),
        ];
        let mut args: Vec<OsString> = Vec::new();
        for (name, contents) in files {
            let path = folder.join(name);
            layout::write(&path, contents)?;
            args.push(path.into_os_string());
        }
        let run = Runner::default().run(
            checker,
            &args,
            Stdin::Bytes(Vec::new()),
            None,
            CHECKER_LIMITS,
        );
        drop(std::fs::remove_dir_all(&folder));
        let run = run?;
        match run.exit {
            Exit::Code(0) => Ok(()),
            Exit::Code(1) => Err(run.stderr_line()),
            Exit::Code(2) => Err(format!("presentation error: {}", run.stderr_line())),
            exit => Err(format!(
                "the checker failed ({exit:?}): {}",
                run.stderr_line()
            )),
        }
    }

    /// Runs one fixture through `binary` under the problem's limits and judges it. A missing
    /// snapshot expects nothing.
    pub fn judge_fixture(
        &self,
        problem: &Problem,
        checker: Option<&Path>,
        binary: &Path,
        input_path: &Path,
    ) -> Result<FixtureReport, String> {
        let limits = problem.metadata.limits;
        let fixture = layout::stem(input_path);
        let input = layout::read_bytes(input_path)?;
        let expected = self
            .workspace
            .snapshot_output(&problem.name, &fixture)
            .unwrap_or_default();
        let run = self
            .runner
            .run(binary, &[], Stdin::Bytes(input.clone()), None, limits)?;
        let verdict = verdict(&run, limits, |output| {
            self.judge_output(checker, &input, &expected, output)
        });
        Ok(FixtureReport {
            fixture,
            verdict,
            run,
        })
    }

    /// The run on a bad input, and why it was not refused properly, if it was not.
    pub fn try_bad_input(
        &self,
        binary: &Path,
        input: &[u8],
        limits: Limits,
    ) -> Result<(Run, Option<String>), String> {
        let run = self
            .runner
            .run(binary, &[], Stdin::Bytes(input.to_vec()), None, limits)?;
        let stderr = String::from_utf8_lossy(&run.stderr);
        let failure = if run.exit != Exit::Code(1) {
            Some(format!("exit {:?}, not status 1", run.exit))
        } else if !run.stdout.is_empty() {
            Some("wrote to stdout".to_string())
        } else if !stderr.starts_with("error: ") || stderr.lines().count() != 1 {
            Some(format!("stderr is not one `error:` line: {stderr:?}"))
        } else {
            None
        };
        let shown = String::from_utf8_lossy(input);
        let failure = failure.map(|failure| format!("bad input {shown:?}: {failure}"));
        Ok((run, failure))
    }

    /// Judges a submission (`source`; by default the problem's `main.rs`) on every fixture of
    /// the problem and on the bad inputs.
    pub fn check_source(&self, problem: &Problem, source: &Path) -> Result<ProblemReport, String> {
        let (binary, editions) = self.builder.build(source)?;
        let checker = self.checker(problem)?;
        let mut fixtures = Vec::new();
        for path in self.workspace.inputs(&problem.name)? {
            fixtures.push(self.judge_fixture(problem, checker.as_deref(), &binary, &path)?);
        }
        let (mut bad_input_failures, mut bad_input_runs) = (Vec::new(), Vec::new());
        for &input in BAD_INPUTS {
            let (run, failure) = self.try_bad_input(&binary, input, problem.metadata.limits)?;
            bad_input_runs.push(run);
            bad_input_failures.extend(failure);
        }
        Ok(ProblemReport {
            problem: problem.name.clone(),
            metadata: problem.metadata.clone(),
            editions,
            fixtures,
            bad_input_failures,
            bad_input_runs,
        })
    }

    /// Judges a problem's own `main.rs`.
    pub fn check(&self, problem: &Problem) -> Result<ProblemReport, String> {
        let source = self.workspace.main_rs(&problem.name);
        self.check_source(problem, &source)
            .map_err(|err| format!("{}: {err}", problem.name))
    }

    /// Judges several problems at once, one thread each, in the order given.
    pub fn check_all(&self, problems: &[Problem]) -> Vec<Result<ProblemReport, String>> {
        thread::scope(|scope| {
            let handles: Vec<_> = problems
                .iter()
                .map(|problem| scope.spawn(move || self.check(problem)))
                .collect();
            handles
                .into_iter()
                .zip(problems)
                .map(|(handle, problem)| {
                    handle.join().unwrap_or_else(|_| {
                        Err(format!("{}: the judge thread panicked", problem.name))
                    })
                })
                .collect()
        })
    }
}
