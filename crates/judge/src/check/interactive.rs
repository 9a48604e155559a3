//! Judging an interactive problem: its jury built (or checked, for Python) on the host, then
//! each fixture an interactive test (`crate::interactive`) in which the fixture's `.in` is the
//! jury's input and its `.ans` (or an empty file) its answer, and the submission is started as
//! any run is (for a target, through the target's runner). The verdict is the interaction's;
//! a judge error is an error of the check, never a verdict. Bad inputs do not apply: the jury
//! writes the submission's input.

use std::path::{Path, PathBuf};

use super::{kept, Judge, Program, SHOWN_INPUT_BYTES};
use crate::build::{self, Emit, Language, RUN_EDITION};
use crate::interactive::{Command, Interaction, Interactive};
use crate::layout;
use crate::metadata::Problem;
use crate::report::{FixtureReport, ProblemReport};
use crate::verdict::{self, Verdict};

/// How many lines of the exchange a failing fixture's line shows.
const TRANSCRIPT_LINES: usize = 6;

impl Judge {
    /// The problem's jury, `file` of its crate, ready to run on the host: a Python 3 one
    /// checked and run by `python3`, a C or C++ one built by the host's gcc or g++, a Rust one
    /// by rustc.
    pub fn jury(&self, problem: &Problem, file: &str) -> Result<Program, String> {
        let source = self.workspace.crate_file(&problem.name, file);
        let source = source.map_err(|err| format!("{err}: the jury"))?;
        let host = self.builder.for_host();
        let built = match Language::of(&source)? {
            Language::Python => {
                let Some(interpreter) = build::system_program("python3") else {
                    return Err(build::version("python3").err().unwrap_or_default());
                };
                let shown = interpreter.display().to_string();
                host.check_python(&source, &shown)
                    .map(|script| Program::Script {
                        interpreter,
                        flags: Vec::new(),
                        script,
                    })
            }
            Language::Rust => host
                .compile(&source, RUN_EDITION, Emit::Binary)
                .map(Program::Binary),
            Language::C | Language::Cpp => host.compile_c(&source).map(Program::Binary),
        };
        built.map_err(|err| format!("{}: the jury: {err}", problem.name))
    }

    /// Every fixture an interactive test against the jury of `file`, the statement's first;
    /// after a run that waited out the time limit, nothing more is run.
    pub(super) fn run_interactive(
        &self,
        problem: &Problem,
        file: &str,
        program: &Program,
        report: &mut ProblemReport,
    ) -> Result<(), String> {
        let jury = self.jury(problem, file)?;
        let inputs = super::standards::statement_first(self.workspace.inputs(&problem.name)?);
        self.progress.start(&problem.name, "run", inputs.len());
        for input in inputs {
            if report.stopper().is_some() {
                report.not_run_after_tle += 1;
                continue;
            }
            let judged = self.interact(problem, &jury, program, &input)?;
            report.fixtures.push(judged);
            self.progress.step(&problem.name);
        }
        Ok(())
    }

    /// One fixture: the submission against the jury, under the problem's limits.
    fn interact(
        &self,
        problem: &Problem,
        jury: &Program,
        program: &Program,
        input: &Path,
    ) -> Result<FixtureReport, String> {
        let name = layout::stem(input);
        let limits = self.run_limits(problem);
        let interaction = self.play(problem, jury, program, input)?;
        let verdict = interaction.verdict;
        let margin = match verdict {
            Verdict::Ok => verdict::margin(&interaction.submission, limits, self.margin_percent),
            _ => None,
        };
        let transcript =
            (verdict != Verdict::Ok).then(|| interaction.transcript.tail(TRANSCRIPT_LINES));
        let shown = layout::read_plain(input)?;
        Ok(FixtureReport {
            fixture: name,
            crlf: false,
            verdict,
            margin,
            input: (shown.len() <= SHOWN_INPUT_BYTES).then_some(shown),
            run: kept(interaction.submission, false),
            transcript,
            jury_first: interaction.jury_first,
        })
    }

    /// The whole interaction of one fixture, transcript and all: `program` against `jury`
    /// (see `Judge::jury`), the fixture's `.in` the jury's input and its `.ans` (or an empty
    /// file) its answer, under the problem's limits. `Err` for a judge error, naming the
    /// fixture.
    pub fn play(
        &self,
        problem: &Problem,
        jury: &Program,
        program: &Program,
        input: &Path,
    ) -> Result<Interaction, String> {
        let answer = match input.with_extension("ans") {
            answer if answer.exists() => answer,
            _ => self.empty_answer()?,
        };
        let (jury_program, jury_args) = jury.command();
        let limits = self.run_limits(problem);
        let launch = self.launch(program, limits);
        let test = Interactive {
            submission: Command {
                program: &launch.program,
                args: &launch.args,
            },
            jury: Command {
                program: &jury_program,
                args: &jury_args,
            },
            input,
            answer: &answer,
            limits,
        };
        let name = layout::stem(input);
        test.run_apart(&self.runner, (&launch.runner, launch.limits))
            .map_err(|err| format!("fixture {name}: {err}"))
    }

    /// The answer file of a fixture without a `.ans`: an empty file.
    fn empty_answer(&self) -> Result<PathBuf, String> {
        let path = self
            .workspace
            .judge_dir()
            .join("interactive")
            .join("empty.ans");
        if !path.is_file() {
            layout::write(&path, b"")?;
        }
        Ok(path)
    }
}
