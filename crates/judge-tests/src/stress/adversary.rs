//! `cargo stress <problem> --adversary every|optimal|random`: an interactive problem's program
//! (the crate's own, or one given by `--exe` or `--src`) against the adversary of
//! `crate::adversary`; a failure's game is saved and can be promoted to a fixture.

use std::time::Duration;

use judge::check::Submission;
use judge::layout::{FixtureKind, Workspace};
use judge::process::Runner;

use super::cli::{Options, Verdict};
use super::progress::Progress;
use super::run::cores;
use crate::adversary::drive::Program;
use crate::adversary::{Adversary, Failure, Kind, Outcome, Player, Request};

/// Games of random replies after a walk, each move compared with the memo.
pub const CHECKS: usize = 1000;
/// The budget of `every`: the most positions asked, and seconds.
pub const POSITIONS: usize = 4_000_000;
pub const EVERY_SECONDS: f64 = 300.0;

pub fn run(
    options: &Options,
    workspace: &Workspace,
    progress: &Progress,
) -> Result<(String, Verdict), String> {
    let name = options.problem.as_str();
    let adversary = adversary_of(name)?;
    let kind = kind(options)?;
    let request = Request {
        kind,
        player: player(options)?,
        threads: cores().max(2) * 2,
        seed: options.seed,
        below: options.below.clone(),
        start: options.start.clone(),
        positions: options.positions.unwrap_or(POSITIONS),
        checks: CHECKS,
        games: options.cases,
        time: Duration::from_secs_f64(options.seconds.unwrap_or(match kind {
            Kind::Every => EVERY_SECONDS,
            Kind::Optimal | Kind::Random => 2.0,
        })),
    };
    let shown = |line: String| progress.noting(&line);
    let outcome = adversary.run(&request, &shown)?;
    let heading = format!(
        "stress {} --adversary {}{}: seed {}, {} runs at once\n",
        name,
        kind.name(),
        candidate(options),
        options.seed,
        request.threads
    );
    match outcome {
        Outcome::Passed { report } => Ok((heading + &report, Verdict::Covered)),
        Outcome::Stopped { report } => Ok((heading + &report, Verdict::Uncovered)),
        Outcome::Failed { report, failure } => {
            let kept = kept(options, workspace, &failure)?;
            Ok((heading + &report + &kept, Verdict::Failed))
        }
    }
}

/// The adversary the options ask for, with only the options it takes.
fn kind(options: &Options) -> Result<Kind, String> {
    if options.writeup || options.beyond {
        return Err("--writeup and --beyond are for problems that read one input".to_string());
    }
    let kind = options.adversary.ok_or("which adversary?")?;
    let walked = options.below.is_some() || options.start.is_some() || options.positions.is_some();
    match kind {
        Kind::Every if options.cases.is_some() => Err(
            "--cases is for optimal and random: every walks its whole domain, within \
             --positions and --seconds"
                .to_string(),
        ),
        Kind::Optimal | Kind::Random if walked => Err(
            "--below, --start and --positions are for every: optimal and random draw from the \
             whole bounds"
                .to_string(),
        ),
        kind => Ok(kind),
    }
}

/// The adversary of the interactive problem `name`, or why there is none.
fn adversary_of(name: &str) -> Result<&'static dyn Adversary, String> {
    let problems = crate::interactive::PROBLEMS.iter();
    let Some(problem) = problems.clone().find(|problem| problem.name == name) else {
        return Err(match crate::problem(name) {
            Some(_) => format!("{name} is not interactive: --adversary plays interactive problems"),
            None => {
                let why = judge::output::unknown(name, problems.map(|problem| problem.name));
                format!("no interactive problem named {name:?}{why}")
            }
        });
    };
    problem
        .adversary
        .ok_or_else(|| format!("{name} has no adversary: its module gives none"))
}

/// Saves the failing game, and promotes its line where asked: what the report says of it.
fn kept(options: &Options, workspace: &Workspace, failure: &Failure) -> Result<String, String> {
    let name = options.problem.as_str();
    let saved = workspace.stress_transcript(name);
    judge::layout::write_fresh(&saved, failure.interaction().as_bytes())?;
    let mut text = format!("saved to {}\n", saved.display());
    if let Some(fixture_name) = &options.promote {
        let promoted = match &failure.fixture {
            Some(input) => super::promote::write_fixture(
                workspace,
                name,
                FixtureKind::Edge,
                input,
                fixture_name,
            ),
            None => Err(format!("{name}'s jury cannot replay a line")),
        };
        match promoted {
            Ok(promoted) => text.push_str(&promoted),
            Err(why) => text.push_str(&format!("not promoted: {why}\n")),
        }
    }
    Ok(text)
}

fn candidate(options: &Options) -> String {
    match (&options.exe, &options.src) {
        (Some(path), _) => format!(" --exe {}", path.display()),
        (_, Some(path)) => format!(" --src {}", path.display()),
        _ => String::new(),
    }
}

/// The program the options give, built where it is a source; `None` for the crate's own.
fn player(options: &Options) -> Result<Option<Player>, String> {
    let submission = match (&options.exe, &options.src) {
        (Some(path), _) => Submission::Exe(path.clone()),
        (_, Some(path)) => Submission::Source(path.clone()),
        _ => return Ok(None),
    };
    let (program, args, limits) = super::candidate::judged(&options.problem, &submission)?;
    Ok(Some(Player::Program(Box::new(Program {
        program,
        args,
        limits,
        runner: Runner::default(),
    }))))
}
