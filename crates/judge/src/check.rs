//! Judging problems: each problem is a crate with a `[package.metadata.judge]` table, found by
//! looking, never named here. A submission (its `main.rs`, or any source or program given) is
//! built as its judge builds it (the judge's profile: command, stack, line ends), run on every
//! fixture under its limits (for a target, through the target's runner) and judged as its
//! metadata says (an interactive problem's, against its jury: `interactive`): the judge's
//! verdict. The workspace's own standards are judged beside it
//! (`standards`): the fixtures past the statement, the bad inputs, the margin under each
//! limit, every edition without a warning, the source limit.

use std::path::{Path, PathBuf};
use std::thread;

use crate::build::{Builder, Emit, RUN_EDITION};
use crate::layout::{self, Fixture, Workspace};
use crate::metadata::Problem;
use crate::process::{Exit, Limits, MemoryHold, Run, Runner, Stdin};
use crate::profile::{self, Comparison, Profile};
use crate::report::{FixtureReport, ProblemReport};
use crate::target::Target;
use crate::toolchain::Toolchain;
use crate::verdict::{self, verdict, Verdict};

mod checker;
mod interactive;
pub mod progress;
mod standards;
mod submission;
mod through;
pub use progress::Progress;
pub use submission::{Program, Submission};

/// The inputs shown whole in a verdict's line: at most this many bytes.
pub const SHOWN_INPUT_BYTES: usize = 200;

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

/// What a report keeps of a run's streams past the run: an accepted output of about an answer's
/// size whole, and the first `KEPT_BYTES` of anything else, so that floods of
/// output in every fixture cost the judge no more than one run's.
const KEPT_BYTES: usize = 4096;

fn kept(mut run: Run, keep_output: bool) -> Run {
    if !keep_output {
        run.stdout.truncate(KEPT_BYTES);
        run.stdout.shrink_to_fit();
    }
    run.stderr.truncate(KEPT_BYTES);
    run.stderr.shrink_to_fit();
    run
}

/// The address space of a run through a target's runner: the runner (wine) needs far more than
/// the program, so the memory limit is judged from the measured peak only. No memory group
/// either: wine's server, started by the first run, outlives it and serves the next.
const RUNNER_ADDRESS_SPACE: u64 = 1 << 44;

/// How a program is started (`Judge::launch`).
pub(crate) struct Launch<'a> {
    pub program: PathBuf,
    pub args: Vec<std::ffi::OsString>,
    pub runner: Runner,
    pub limits: Limits,
    /// The target the program was built for, if any.
    pub target: Option<&'a Target>,
    /// That target, where its runner starts the program.
    pub through: Option<&'a Target>,
}

/// The judge: a workspace, a compiler and a way to run programs.
#[derive(Clone, Debug)]
pub struct Judge {
    pub workspace: Workspace,
    pub builder: Builder,
    pub runner: Runner,
    /// Every problem judged under this judge's profile instead of its own.
    pub judged_as: Option<&'static Profile>,
    /// The share of each limit a run may use under the workspace's standards, in percent.
    pub margin_percent: f64,
    /// The live line on a terminal, or nothing.
    pub progress: Progress,
}

impl Judge {
    /// A judge that keeps what it compiles under the workspace's judge folder.
    pub fn new(workspace: Workspace, toolchain: Toolchain, runner: Runner) -> Judge {
        let builder = Builder::new(toolchain, workspace.judge_dir().join("cache"));
        Judge {
            workspace,
            builder,
            runner,
            judged_as: None,
            margin_percent: verdict::DEFAULT_MARGIN_PERCENT,
            progress: Progress::off(),
        }
    }

    /// The same judge, building the submissions for `target` and running them through its
    /// runner. The checker still runs on the host.
    pub fn for_target(self, target: Target) -> Judge {
        let builder = self.builder.clone().for_target(target);
        Judge { builder, ..self }
    }

    /// The profile a problem is judged under: the one asked for, else its own judge's.
    pub fn profile(&self, problem: &Problem) -> Option<&'static Profile> {
        self.judged_as
            .or_else(|| profile::for_judge(&problem.metadata.judge))
    }

    /// How a problem's output is compared with the answer where it has no checker: as the
    /// profile it is judged under compares.
    pub fn comparison(&self, problem: &Problem) -> Comparison {
        profile::comparison(self.profile(problem))
    }

    /// Runs `binary` (through the target's runner, if any) on `stdin` under `limits`.
    pub fn run_binary(&self, binary: &Path, stdin: Stdin, limits: Limits) -> Result<Run, String> {
        self.run_program(&Program::Binary(binary.to_path_buf()), stdin, limits)
    }

    /// How a program is started: a binary of a target through the target's runner, if it has
    /// one (wine: unsandboxed, as it needs the user's home and starts processes of its own,
    /// and its address space not held, as it needs far more than the program); a script
    /// through its interpreter, on the host. The program, its arguments, the runner, the limits
    /// it starts under, and the target whose runner it goes through.
    pub(crate) fn launch(&self, program: &Program, limits: Limits) -> Launch<'_> {
        let target = match program {
            Program::Binary(_) => self.builder.target(),
            Program::Script { .. } => None,
        };
        let (program, args) = match (program, target) {
            (Program::Binary(binary), Some(target)) => target.command(binary),
            _ => program.command(),
        };
        let through = target.filter(|target| !target.runner.is_empty());
        let (runner, limits) = match through {
            Some(_) => {
                let limits = Limits {
                    memory_bytes: RUNNER_ADDRESS_SPACE,
                    hold: MemoryHold::AddressSpace,
                    ..limits
                };
                (self.runner.unsandboxed(), limits)
            }
            None => (self.runner.clone(), limits),
        };
        Launch {
            program,
            args,
            runner,
            limits,
            target,
            through,
        }
    }

    /// Runs a program (see `launch`) on `stdin` under `limits`.
    pub fn run_program(
        &self,
        program: &Program,
        stdin: Stdin,
        limits: Limits,
    ) -> Result<Run, String> {
        let Launch {
            program,
            args,
            runner,
            limits,
            target,
            through: through_runner,
        } = self.launch(program, limits);
        let again = through_runner.and_then(|_| through::copy(&stdin));
        let missing = |err: String| match target.and_then(|target| target.missing(&err)) {
            Some(missing) => format!("{err}: {missing}"),
            None => err,
        };
        let run = runner
            .run(&program, &args, stdin, None, limits)
            .map_err(missing)?;
        match again.and_then(through::rewound) {
            Some(again) if through::may_be_the_runner(&run) => {
                let second = runner.run(&program, &args, again, None, limits);
                let second = second.map_err(missing)?;
                if second.exit != run.exit {
                    eprintln!(
                        "{}",
                        through::told(&program.display().to_string(), &run, &second)
                    );
                }
                Ok(second)
            }
            _ => Ok(run),
        }
    }

    /// Starts the target's runner once before judging: its preparation first (see
    /// `Target::preparation`), then a hello program, so that the runner's first-run work (wine
    /// making its prefix and starting its services) and chatter happen before any verdict. The
    /// hello program writes to a file, not a pipe: services it starts inherit its streams, and
    /// would hold a pipe open as long as they live. Says what is missing when anything fails.
    pub fn prepare_target(&self) -> Result<(), String> {
        let Some(target) = self.builder.target() else {
            return Ok(());
        };
        let missing = |program: &Path, err: std::io::Error| {
            let shown = program.display();
            let lacks = target.missing(&format!("cannot start {shown}"));
            format!("cannot start {shown}: {err}; {}", lacks.unwrap_or_default())
        };
        for mut step in target.preparation() {
            // Best effort: a prefix already made, or a server already running (which refuses
            // a second), serves as well; only a program that cannot start fails here.
            let program = PathBuf::from(step.get_program());
            step.status().map_err(|err| missing(&program, err))?;
        }
        let folder = self.workspace.judge_dir();
        let source = folder.join("hello.rs");
        layout::write(&source, b"fn main() {\n    print!(\"hello\");\n}\n")?;
        let binary = self.builder.compile(&source, RUN_EDITION, Emit::Binary);
        let binary = binary.map_err(|err| format!("{}: {err}", target.triple))?;
        let printed = folder.join("hello.out");
        let output = std::fs::File::create(&printed)
            .map_err(|err| format!("{}: {err}", printed.display()))?;
        let (program, args) = target.command(&binary);
        let status = std::process::Command::new(&program)
            .args(&args)
            .stdin(std::process::Stdio::null())
            .stdout(output)
            .stderr(std::process::Stdio::null())
            .status()
            .map_err(|err| missing(&program, err))?;
        let said = std::fs::read_to_string(&printed).unwrap_or_default();
        if !status.success() || said != "hello" {
            return Err(format!(
                "{}: a hello program fails through {} ({status}), printing {said:?}",
                target.triple,
                program.display()
            ));
        }
        Ok(())
    }

    /// Runs one fixture through `binary` under the problem's limits and judges it against its
    /// snapshot and its `.ans`; a fixture with neither is an error.
    pub fn judge_fixture(
        &self,
        problem: &Problem,
        checker: Option<&Path>,
        binary: &Path,
        input_path: &Path,
    ) -> Result<FixtureReport, String> {
        let fixture = self.workspace.fixture(&problem.name, input_path)?;
        let program = Program::Binary(binary.to_path_buf());
        self.judge_input(problem, checker, &program, &fixture, false)
    }

    /// Runs a fixture through `program` under the problem's limits (with the stack of the
    /// judge's profile, where the process gives it) and judges it against each of its answers;
    /// the workspace's margin is judged beside.
    fn judge_input(
        &self,
        problem: &Problem,
        checker: Option<&Path>,
        program: &Program,
        fixture: &Fixture,
        crlf: bool,
    ) -> Result<FixtureReport, String> {
        let limits = problem.metadata.limits;
        let input = if crlf {
            layout::with_crlf(&fixture.input)
        } else {
            fixture.input.clone()
        };
        let run_limits = self.run_limits(problem);
        let run = self.run_program(program, Stdin::Bytes(input.clone()), run_limits)?;
        let verdict = verdict(&run, limits, |output| {
            for (source, expected) in &fixture.answers {
                self.judge_output(problem, checker, &input, expected, output)
                    .map_err(|why| match source.as_str() {
                        "" => why,
                        _ => format!("against {source}: {why}"),
                    })?;
            }
            Ok(())
        });
        let margin = match verdict {
            Verdict::Ok => verdict::margin(&run, limits, self.margin_percent),
            _ => None,
        };
        // An accepted output padded far past every answer is not kept whole either.
        let longest = fixture.answers.iter().map(|(_, answer)| answer.len()).max();
        let answer_sized = run.stdout.len() <= longest.unwrap_or(0) + KEPT_BYTES;
        let keep_output = verdict == Verdict::Ok && answer_sized;
        Ok(FixtureReport {
            fixture: fixture.name.clone(),
            crlf,
            verdict,
            margin,
            input: (input.len() <= SHOWN_INPUT_BYTES).then_some(input),
            run: kept(run, keep_output),
            transcript: None,
            jury_first: false,
        })
    }

    /// The problem's limits, with the stack of its judge's profile where the process sets it
    /// (for a target, the linker does: see `profile::build_as`).
    pub fn run_limits(&self, problem: &Problem) -> Limits {
        let stack = self
            .profile(problem)
            .and_then(|profile| profile.stack_bytes);
        Limits {
            stack_bytes: stack.filter(|_| self.builder.target().is_none()),
            ..problem.metadata.limits
        }
    }

    /// The run on a bad input, and why it was not refused properly, if it was not.
    pub fn try_bad_input(
        &self,
        program: &Program,
        input: &[u8],
        limits: Limits,
    ) -> Result<(Run, Option<String>), String> {
        let run = self.run_program(program, Stdin::Bytes(input.to_vec()), limits)?;
        let stderr = crate::process::text_of(&run.stderr);
        let failure = if run.exit != Exit::Code(1) {
            Some(format!("{}, not status 1", verdict::exit_shown(run.exit)))
        } else if !run.stdout.is_empty() {
            Some("wrote to stdout".to_string())
        } else if !stderr.starts_with("error: ") || stderr.lines().count() != 1 {
            let start = &run.stderr[..run.stderr.len().min(200)];
            let start = crate::process::quoted(start);
            Some(format!("stderr is not one `error:` line: {start}"))
        } else {
            None
        };
        let shown = crate::process::quoted(input);
        let failure = failure.map(|failure| format!("bad input {shown}: {failure}"));
        Ok((kept(run, false), failure))
    }

    /// Judges a source (by default the problem's `main.rs`) as `check_submission` does.
    pub fn check_source(&self, problem: &Problem, source: &Path) -> Result<ProblemReport, String> {
        self.check_submission(problem, &Submission::Source(source.to_path_buf()))
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
                    handle.join().unwrap_or_else(|payload| {
                        let message = crate::output::panic_message(payload.as_ref());
                        Err(format!(
                            "{}: the judge thread panicked: {message}",
                            problem.name
                        ))
                    })
                })
                .collect()
        })
    }
}
