//! What is judged, and building it as the problem's judge builds it: a Rust source with the
//! profile's `rustc` command, a C or C++ source with its compiler line, a Python source checked
//! and run by its interpreter, or a program run as it is. Nothing of the workspace is written:
//! what is built is kept in the cache only.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use super::Judge;
use crate::build::{self, first_error_line, Compilation, Emit, Language, FLAGS, RUN_EDITION};
use crate::metadata::Problem;
use crate::profile::{self, Profile};
use crate::report::{AsJudged, ProblemReport};

/// What `cargo judge check` judges for a problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Submission {
    /// A source in a language the judge knows (by its extension), compiled or run as the
    /// problem's judge does for that language.
    Source(PathBuf),
    /// Any program, run as it is.
    Exe(PathBuf),
}

/// What runs on each input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Program {
    Binary(PathBuf),
    /// A source run by an interpreter: `interpreter flags script`.
    Script {
        interpreter: PathBuf,
        flags: Vec<String>,
        script: PathBuf,
    },
}

impl Program {
    /// The program as started: what is run, and its arguments (an interpreter's flags and the
    /// script).
    pub fn command(&self) -> (PathBuf, Vec<OsString>) {
        match self {
            Program::Binary(binary) => (binary.clone(), Vec::new()),
            Program::Script {
                interpreter,
                flags,
                script,
            } => {
                let mut args: Vec<OsString> = flags.iter().map(OsString::from).collect();
                args.push(script.clone().into_os_string());
                (interpreter.clone(), args)
            }
        }
    }
}

/// The other interpreter of Python 3, where the one a judge names is not here.
fn other_python(name: &str) -> &'static str {
    match name {
        "pypy3" => "python3",
        _ => "pypy3",
    }
}

impl Judge {
    /// Judges a submission: built as the problem's judge builds it (a refusal is `CE`, with the
    /// compiler's first error line), run on every fixture; then the workspace's standards.
    pub fn check_submission(
        &self,
        problem: &Problem,
        submission: &Submission,
    ) -> Result<ProblemReport, String> {
        let profile = self.profile(problem);
        let mut report = ProblemReport::new(problem, self.margin_percent);
        self.progress.start(&problem.name, "compiling", 0);
        let source_bytes = match submission {
            Submission::Source(source) => Some(std::fs::metadata(source).map_or(0, |m| m.len())),
            Submission::Exe(_) => None,
        };
        let source = match submission {
            Submission::Source(source) => {
                Language::of(source).ok().filter(|l| *l != Language::Rust)
            }
            Submission::Exe(_) => None,
        };
        let fact = source
            .and_then(|language| profile::language_line(profile, language))
            .map(|line| line.fact);
        let built = self.build_for_judge(profile, submission);
        let (program, command) = match built {
            Ok(built) => built,
            Err(err) => match build::refusal(&err) {
                Some(diagnostics) => {
                    report.compile_error = Some(first_error_line(diagnostics));
                    report.as_judged = Some(AsJudged {
                        profile,
                        command: None,
                        fact,
                        source_bytes,
                    });
                    self.progress.done(&problem.name);
                    return Ok(report);
                }
                None => return Err(err),
            },
        };
        report.as_judged = Some(AsJudged {
            profile,
            command: Some(command),
            fact,
            source_bytes,
        });
        if let Submission::Source(source) = submission {
            self.source_standards(profile, source, &mut report);
        }
        let judged = self.run_everything(problem, &program, &mut report);
        self.progress.done(&problem.name);
        judged.map(|()| report)
    }

    /// Builds a submission as the judge does: the program to run, and the command that made it
    /// (or runs it).
    pub fn build_for_judge(
        &self,
        profile: Option<&'static Profile>,
        submission: &Submission,
    ) -> Result<(Program, String), String> {
        let source = match submission {
            Submission::Exe(program) => {
                if !program.is_file() {
                    return Err(format!("--exe {}: not a file", program.display()));
                }
                let program = match program.is_absolute() {
                    true => program.clone(),
                    false => std::env::current_dir()
                        .map_err(|err| format!("--exe {}: {err}", program.display()))?
                        .join(program),
                };
                let shown = format!("{} (run as it is)", program.display());
                return Ok((Program::Binary(program), shown));
            }
            Submission::Source(source) => source,
        };
        match Language::of(source)? {
            Language::Rust => self.build_rust(profile, source),
            Language::Python => self.build_python(profile, source),
            language => self.build_native(profile, language, source),
        }
    }

    /// Rust: the profile's command in the newest of its editions this compiler has; else (no
    /// profile, or none of its editions here) `rustc --edition 2021 -O`. Warnings are allowed.
    fn build_rust(
        &self,
        profile: Option<&Profile>,
        source: &Path,
    ) -> Result<(Program, String), String> {
        if let Some(profile) = profile {
            if let Some((binary, command)) = profile::build_as(&self.builder, profile, source)? {
                return Ok((Program::Binary(binary), command));
            }
        }
        let none_here = profile.map_or(String::new(), |profile| {
            let editions = profile.editions.join(", ");
            format!(" (none of its editions, {editions}, in this rustc)")
        });
        let flags: Vec<String> = FLAGS.map(String::from).to_vec();
        let compilation = Compilation {
            edition: RUN_EDITION,
            flags: &flags,
            env: &[],
            emit: Emit::Binary,
            deny_warnings: false,
        };
        let binary = self.builder.compile_as(source, compilation)?;
        let command = format!(
            "rustc --edition {RUN_EDITION} {}{none_here}",
            flags.join(" ")
        );
        Ok((Program::Binary(binary), command))
    }

    /// C and C++: the profile's compiler line; for `x86_64-pc-windows-gnu`, MinGW's compiler of
    /// the same name, with the profile's stack given to the linker.
    fn build_native(
        &self,
        profile: Option<&Profile>,
        language: Language,
        source: &Path,
    ) -> Result<(Program, String), String> {
        let line = profile::language_line(profile, language)
            .ok_or(format!("no compiler line for {}", language.name()))?;
        let mut flags: Vec<String> = line.flags.iter().map(|flag| flag.to_string()).collect();
        let compiler = match self.builder.target() {
            None => line.program.to_string(),
            Some(target) if target.triple == "x86_64-pc-windows-gnu" => {
                let stack = profile.and_then(|profile| profile.stack_bytes);
                flags.extend(stack.map(|stack| format!("-Wl,--stack,{stack}")));
                format!("x86_64-w64-mingw32-{}", line.program)
            }
            Some(target) => {
                return Err(format!(
                    "no {} compiler is known for {}",
                    language.name(),
                    target.triple
                ))
            }
        };
        let binary = self.builder.compile_native(source, &compiler, &flags)?;
        Ok((
            Program::Binary(binary),
            format!("{compiler} {}", flags.join(" ")),
        ))
    }

    /// Python 3: the profile's interpreter from the system (`/usr/bin`), else the other one of
    /// python3 and pypy3, saying so; the source checked with `-m py_compile` first.
    fn build_python(
        &self,
        profile: Option<&Profile>,
        source: &Path,
    ) -> Result<(Program, String), String> {
        if let Some(target) = self.builder.target() {
            return Err(format!(
                "a Python source is judged on the host only, not for {}",
                target.triple
            ));
        }
        let line = profile::language_line(profile, Language::Python)
            .ok_or("no interpreter line for Python")?;
        let named = line.program;
        let (interpreter, instead) = match build::system_program(named) {
            Some(found) => (found, String::new()),
            None => match build::system_program(other_python(named)) {
                Some(found) => (found, format!("; {named} is not here, so it ran instead")),
                // Names the package of the interpreter the judge uses.
                None => return Err(build::version(named).err().unwrap_or_default()),
            },
        };
        let shown = interpreter.display().to_string();
        let version = build::version(&shown)?;
        let version = String::from_utf8_lossy(&version);
        let version = version.lines().next().unwrap_or("").trim().to_string();
        let script = self.builder.check_python(source, &shown)?;
        let flags: Vec<String> = line.flags.iter().map(|flag| flag.to_string()).collect();
        let command = format!("{shown} {}", flags.join(" "));
        let command = format!("{} ({version}{instead})", command.trim_end());
        let program = Program::Script {
            interpreter,
            flags,
            script,
        };
        Ok((program, command))
    }
}
