//! `cargo stress <problem> [options]`: the command line of the stress search.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use judge::check::Submission;
use judge::layout::Workspace;
use judge::metadata::Metadata;

use super::progress::{self, Progress};
use super::report::{self, Figures, Heading};
use super::run::cores;
use super::{Budget, Candidate, Domain, Stress};
use crate::Problem;

pub const USAGE: &str = "\
usage: cargo stress <problem> [--writeup | --exe PATH | --src FILE] [--beyond] [--seed N]
                    [--cases N | --seconds S] [--shrink-seconds S] [--promote NAME]
       cargo stress <problem> --adversary every [--exe PATH | --src FILE]
                    [--below START | --start START] [--positions N] [--seconds S]
                    [--seed N] [--promote NAME]
       cargo stress <problem> --adversary optimal|random [--exe PATH | --src FILE]
                    [--seed N] [--cases N | --seconds S] [--promote NAME]
  --adversary K   an interactive problem: its program against a jury that replies
                  every legal way from each start of a small domain (every), or by
                  its table (optimal) or at random (random) over the whole bounds
  --src FILE      a source (.rs, .c, .cpp, .py), built as the problem's judge builds it
  --below START   with --adversary every: only the domain's starts below START,
                  a start as the problem writes it (one number: 509)
  --start START   with --adversary every: walk from this start alone
  --positions N   with --adversary every: stop after asking N positions
                  (default 4000000); --seconds S stops it after S seconds
                  (default 300); a walk stopped short exits with status 3
  --writeup       test the write-up's approach instead of the solution
  --exe PATH      test a compiled program: the input on stdin, the answer on stdout
  --beyond        draw past the statement's bounds, from what the submission accepts
  --seed N        the run's seed (default 1)
  --cases N       judge at most N cases (with --adversary: play at most N games)
  --seconds S     run at most S seconds (default 2 when --cases is not given)
  --shrink-seconds S  shrink a failure for at most S seconds (default 20), then
                  report the smallest failing case found, not shown 1-minimal
  --promote NAME  write the shrunk input as fixtures/<problem>/edge-NAME.in, or
                  beyond-NAME.in when it is outside the statement
exit status: 0 no failure, every bound's ends reached; 1 a failure found;
             3 no failure, but some end not reached (with --adversary every:
             its budget spent before the walk ended); 2 a refused command line
             or a run that could not start";

/// How a run ended, which its exit status says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// No failure, and every end (every value of a small range) was reached.
    Covered,
    /// A failure was found.
    Failed,
    /// No failure, but some end was never reached: the run says nothing of it.
    Uncovered,
}

impl Verdict {
    /// The exit status: 0, 1 or 3 (2 is a refused command line or a run that could not start).
    pub fn status(self) -> u8 {
        match self {
            Verdict::Covered => 0,
            Verdict::Failed => 1,
            Verdict::Uncovered => 3,
        }
    }
}

/// A stress run as the command line asks for it.
#[derive(Debug, PartialEq)]
pub struct Options {
    pub problem: String,
    pub writeup: bool,
    pub exe: Option<PathBuf>,
    pub beyond: bool,
    pub seed: u64,
    pub cases: Option<u64>,
    pub seconds: Option<f64>,
    pub shrink_seconds: f64,
    pub promote: Option<String>,
    pub adversary: Option<crate::adversary::Kind>,
    pub src: Option<PathBuf>,
    pub below: Option<String>,
    pub start: Option<String>,
    pub positions: Option<usize>,
}

pub fn parse(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        problem: String::new(),
        writeup: false,
        exe: None,
        beyond: false,
        seed: 1,
        cases: None,
        seconds: None,
        shrink_seconds: SHRINK_SECONDS,
        promote: None,
        adversary: None,
        src: None,
        below: None,
        start: None,
        positions: None,
    };
    let mut args = args.iter();
    let mut seen: Vec<&str> = Vec::new();
    while let Some(arg) = args.next() {
        if arg.starts_with("--") && seen.contains(&arg.as_str()) {
            return Err(format!("{arg} is given twice"));
        }
        seen.push(arg);
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        let number = |text: &String| text.parse().map_err(|err| format!("{arg} {text}: {err}"));
        match arg.as_str() {
            "--writeup" => options.writeup = true,
            "--beyond" => options.beyond = true,
            "--exe" => options.exe = Some(PathBuf::from(value()?)),
            "--src" => options.src = Some(PathBuf::from(value()?)),
            "--below" => options.below = Some(value()?.clone()),
            "--start" => options.start = Some(value()?.clone()),
            "--positions" => options.positions = Some(positions(arg, value()?)?),
            "--adversary" => options.adversary = Some(crate::adversary::Kind::parse(value()?)?),
            "--seed" => options.seed = number(value()?)?,
            "--cases" => {
                let cases = number(value()?)?;
                if cases == 0 {
                    return Err(format!("{arg} 0: a run judges at least one case"));
                }
                options.cases = Some(cases);
            }
            "--seconds" => options.seconds = Some(seconds(arg, value()?)?),
            "--shrink-seconds" => options.shrink_seconds = seconds(arg, value()?)?,
            "--promote" => options.promote = Some(fixture_name(value()?)?),
            flag if flag.starts_with('-') => return Err(format!("unknown option {flag}")),
            name if options.problem.is_empty() => options.problem = name.to_string(),
            extra => return Err(format!("one problem only, found {extra:?} too")),
        }
    }
    refused(&options)?;
    Ok(options)
}

/// The budget of positions of a walk: at least one.
fn positions(arg: &str, text: &str) -> Result<usize, String> {
    match text.parse() {
        Ok(0) => Err(format!("{arg} 0: a walk asks at least one position")),
        Ok(positions) => Ok(positions),
        Err(err) => Err(format!("{arg} {text}: {err}")),
    }
}

/// Why the options cannot go together, if they cannot.
fn refused(options: &Options) -> Result<(), String> {
    if options.problem.is_empty() {
        return Err("which problem?".to_string());
    }
    let chosen = [
        options.writeup,
        options.exe.is_some(),
        options.src.is_some(),
    ];
    if chosen.iter().filter(|&&chosen| chosen).count() > 1 {
        return Err("--src, --exe and --writeup each choose the candidate: give one".to_string());
    }
    let walk = options.below.is_some() || options.start.is_some() || options.positions.is_some();
    if options.adversary.is_none() && walk {
        return Err("--below, --start and --positions are for --adversary".to_string());
    }
    if options.below.is_some() && options.start.is_some() {
        return Err("--below and --start each choose the starts: give one".to_string());
    }
    if options.cases.is_some() && options.seconds.is_some() {
        return Err("--cases and --seconds each set the budget: give one".to_string());
    }
    Ok(())
}

/// The shortest and the longest time a run may be given: less than a tenth of a second may
/// judge no case at all, and more than a day is a typing error (and past what a `Duration`
/// from a float can hold, at 1e99).
/// How long a failure is shrunk unless `--shrink-seconds` says.
pub const SHRINK_SECONDS: f64 = 20.0;

const SECONDS: std::ops::RangeInclusive<f64> = 0.1..=86_400.0;

fn seconds(arg: &str, text: &str) -> Result<f64, String> {
    let seconds: f64 = text.parse().map_err(|err| format!("{arg} {text}: {err}"))?;
    if !SECONDS.contains(&seconds) {
        return Err(format!(
            "{arg} {text}: give {} to {} seconds",
            SECONDS.start(),
            SECONDS.end()
        ));
    }
    Ok(seconds)
}

/// A name for `--promote`: lower-case letters, digits and `-`, so that it names a file in the
/// fixture folder and nothing else.
fn fixture_name(name: &str) -> Result<String, String> {
    let allowed = |byte: u8| byte.is_ascii_lowercase() || byte.is_ascii_digit() || byte == b'-';
    match !name.is_empty() && name.bytes().all(allowed) {
        true => Ok(name.to_string()),
        false => Err(format!(
            "--promote {name:?}: a fixture name is lower-case letters, digits and '-'"
        )),
    }
}

pub fn main(args: &[String]) -> ExitCode {
    if args.iter().any(|arg| arg == "--help" || arg == "-h") {
        progress::out(&format!("{USAGE}\n"));
        return ExitCode::SUCCESS;
    }
    let outcome = parse(args).and_then(|options| {
        let progress = Progress::new(&options.problem);
        if options.exe.is_some() || options.src.is_some() {
            if let Some(notice) = super::candidate::unsandboxed() {
                progress::err(&notice);
            }
            if let Some(warning) = judge::process::memory_group_warning() {
                progress::err(&format!("stress: {warning}\n"));
            }
        }
        let outcome = run_showing(&options, &Workspace::this(), &progress);
        progress.clear();
        outcome
    });
    match outcome {
        Ok((report, verdict)) => {
            progress::out(&report);
            ExitCode::from(verdict.status())
        }
        Err(err) => {
            progress::err(&format!("error: {err}\n{USAGE}\n"));
            ExitCode::from(2)
        }
    }
}

/// Runs the search the options ask for: the report, and how the run ended.
pub fn run(options: &Options, workspace: &Workspace) -> Result<(String, Verdict), String> {
    run_showing(
        options,
        workspace,
        &Progress::shown(&options.problem, false),
    )
}

/// `run`, showing its progress on `progress`.
fn run_showing(
    options: &Options,
    workspace: &Workspace,
    progress: &Progress,
) -> Result<(String, Verdict), String> {
    if options.adversary.is_some() {
        return super::adversary::run(options, workspace, progress);
    }
    let stress = stress(options)?;
    let budget = budget(options);
    let search = stress.watched_search(&budget, &|cases, elapsed| {
        progress.searching(cases, elapsed);
    })?;
    if search.cases == 0 {
        return Err("no case was judged in the time given: give more --seconds".to_string());
    }
    let heading = heading(options, &budget);
    let watch = |steps, tries| progress.shrinking(steps, tries);
    let Some(found) = stress.watched_shrink_first(&search, &watch) else {
        let verdict = match search.coverage.complete() {
            true => Verdict::Covered,
            false => Verdict::Uncovered,
        };
        return Ok((
            report::passed(&heading, &search, Figures::Measured),
            verdict,
        ));
    };
    let problem = stress.problem;
    let saved = workspace.stress_input(problem.name);
    judge::layout::write_fresh(&saved, found.failure.input.as_bytes())?;
    let mut report = report::failed(&heading, &found, &shown(saved), Figures::Measured);
    if let Some(name) = &options.promote {
        let metadata = crate::try_metadata(problem.name)?;
        // A refusal is reported after the failure, never instead of it.
        match super::promote::promote(problem, workspace, &metadata, &found.failure.input, name) {
            Ok(promoted) => report.push_str(&promoted),
            Err(why) => report.push_str(&format!("not promoted: {why}\n")),
        }
    }
    Ok((report, Verdict::Failed))
}

/// The stress run the options ask for: the problem's reference against the candidate they
/// choose, in the domain they choose.
pub fn stress(options: &Options) -> Result<Stress<'static>, String> {
    let played = crate::interactive::PROBLEMS.iter();
    if played
        .map(|problem| problem.name)
        .any(|name| name == options.problem)
    {
        return Err(format!(
            "{0} is interactive: a program plays it against its jury, and cargo stress draws \
             inputs for a program that reads one; `cargo stress {0} --adversary every` plays \
             against every reply of the jury, and `cargo judge check {0} --src FILE` (or --exe) \
             plays yours against the jury on every fixture",
            options.problem
        ));
    }
    let problem = crate::problem(&options.problem).ok_or_else(|| {
        let names = crate::PROBLEMS.iter().map(|problem| problem.name);
        let why = judge::output::unknown(&options.problem, names);
        format!("no problem named {:?}{why}", options.problem)
    })?;
    let metadata = crate::try_metadata(problem.name)?;
    let domain = match options.beyond {
        true => Domain::beyond(problem, metadata.clone()),
        false => Domain::statement(problem, metadata.clone()),
    };
    Ok(Stress {
        candidate: candidate(options, problem, &metadata)?,
        shrink_time: Some(Duration::from_secs_f64(options.shrink_seconds)),
        ..Stress::of(problem, domain)
    })
}

/// How the report names the run the options ask for, on `budget`.
pub fn heading(options: &Options, budget: &Budget) -> Heading {
    Heading {
        args: args_line(options),
        seed: budget.seed,
        threads: budget.threads,
    }
}

/// What the options test: a program (which must be one), a source built as the problem's
/// judge builds it, the write-up, or the solution.
fn candidate(
    options: &Options,
    problem: &'static Problem,
    metadata: &Metadata,
) -> Result<Candidate, String> {
    Ok(match (&options.exe, &options.src, options.writeup) {
        (Some(path), _, _) => Candidate::Program {
            path: super::candidate::program(path, metadata.limits)?,
            args: Vec::new(),
            limits: metadata.limits,
        },
        (None, Some(source), _) => {
            let built = Submission::Source(source.clone());
            let (path, args, limits) = super::candidate::judged(problem.name, &built)?;
            Candidate::Program { path, args, limits }
        }
        (None, None, true) => Candidate::Writeup(problem),
        (None, None, false) => Candidate::Solve(problem.solve),
    })
}

/// The budget the options set: a number of cases, or a time (2 seconds when neither is given).
fn budget(options: &Options) -> Budget {
    Budget {
        seed: options.seed,
        cases: options.cases.unwrap_or(u64::MAX),
        time: match options.cases {
            Some(_) => None,
            None => Some(Duration::from_secs_f64(options.seconds.unwrap_or(2.0))),
        },
        threads: cores(),
    }
}

/// A path as the user typed it: relative to the current folder when it is inside it.
fn shown(path: PathBuf) -> String {
    let relative = std::env::current_dir()
        .ok()
        .and_then(|here| path.strip_prefix(here).ok().map(Path::to_path_buf));
    relative.unwrap_or(path).display().to_string()
}

fn args_line(options: &Options) -> String {
    let mut line = options.problem.clone();
    if options.writeup {
        line.push_str(" --writeup");
    }
    if let Some(path) = &options.exe {
        line.push_str(&format!(" --exe {}", path.display()));
    }
    if let Some(path) = &options.src {
        line.push_str(&format!(" --src {}", path.display()));
    }
    if options.beyond {
        line.push_str(" --beyond");
    }
    line
}
