//! The adversary: an interactive program checked against a jury that may reply anything legal.
//! `every` follows every reply from each start of a small domain, in four stages (`every`:
//! `walk`, `judge`, `checks`, `report`); `optimal` and `random` play whole games over the
//! statement's bounds against the jury's table or seeded replies (`free`). A failure is shown
//! as the exchange of one game, from the smallest start that has one, on the shortest line.
//!
//! The submodules, each using only those above it: `rules` (what a problem tells the
//! adversary), `memo` (positions met), `script` (the jury of one run), `drive` (the program's
//! side: in process or through pipes), `runs` (runs on every core), then the stages of `every`
//! in their order, `shrink` (a path-dependent move shown on its shortest way in) beside the
//! report that uses it, and the two tops, `every` and `free`.

pub mod rules;

pub mod memo;
pub mod script;

pub mod drive;
pub mod runs;

pub mod walk;

pub mod judge;

pub mod checks;

pub mod shrink;

pub mod report;

pub mod every;
pub mod free;

#[cfg(test)]
mod opening_tests;
#[cfg(test)]
mod stall_tests;
#[cfg(test)]
mod tests;

use std::time::Duration;

pub use drive::Player;
pub use rules::{Moved, Next, Play, Reply, Rules};
use script::Fault;

/// Which jury plays the program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Every legal reply from each start of the small domain.
    Every,
    /// The jury's table, over the whole bounds.
    Optimal,
    /// Seeded legal replies, over the whole bounds.
    Random,
}

impl Kind {
    pub fn parse(text: &str) -> Result<Kind, String> {
        match text {
            "every" => Ok(Kind::Every),
            "optimal" => Ok(Kind::Optimal),
            "random" => Ok(Kind::Random),
            _ => Err(format!("--adversary {text}: give every, optimal or random")),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::Every => "every",
            Kind::Optimal => "optimal",
            Kind::Random => "random",
        }
    }
}

/// An adversary run as asked for.
pub struct Request {
    pub kind: Kind,
    /// The program; `None` is the crate's own `play`, in process.
    pub player: Option<Player>,
    pub threads: usize,
    pub seed: u64,
    /// `every`: only the domain's starts below this one, as the rules write a start.
    pub below: Option<String>,
    /// `every`: this start alone, in place of the domain.
    pub start: Option<String>,
    /// `every`: the budget of positions asked; `time` is its budget of time.
    pub positions: usize,
    /// `every`: games of random replies whose every move is compared with the memo.
    pub checks: usize,
    /// `optimal` and `random`: at most this many games, or this long (`every`: at most this
    /// long).
    pub games: Option<u64>,
    pub time: Duration,
}

/// How a run ended.
pub enum Outcome {
    Passed {
        report: String,
    },
    Failed {
        report: String,
        failure: Failure,
    },
    /// `every` spent its budget with no failure in what it walked.
    Stopped {
        report: String,
    },
}

/// A failure as shown: one game's exchange (`<` the jury's lines, `>` the program's), why,
/// and a fixture input whose jury replays the game's replies, where the problem has one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The start, as the game shows it.
    pub start: String,
    pub why: String,
    pub transcript: Vec<String>,
    pub fixture: Option<String>,
}

/// What a problem's rules say of the shape of its games, for the checklist's models.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// Whether a run holds several games (`Rules::header`).
    pub several_games: bool,
    /// The most counted moves of the program a game (`Rules::limit`).
    pub limit: Option<u32>,
    /// The jury's line that stops the program at once (`Rules::abort`).
    pub stop: Option<&'static str>,
}

/// An interactive problem's adversary, whatever its rules' types.
pub trait Adversary: Sync {
    fn run(&self, request: &Request, shown: &dyn Fn(String)) -> Result<Outcome, String>;
    /// What `every` walks: `Rules::domain_text`.
    fn domain(&self) -> String;
    /// The shape of the games, from the rules.
    fn shape(&self) -> Shape;
    /// The domain's start number `index` (the smallest is 0), as `--below` takes it; `None`
    /// past the domain's end.
    fn nth_start(&self, index: usize) -> Option<String>;
}

/// The adversary of a problem's `Rules`.
pub struct Walker<R: Rules>(pub R);

impl<R: Rules> Adversary for Walker<R> {
    fn run(&self, request: &Request, shown: &dyn Fn(String)) -> Result<Outcome, String> {
        let rules = &self.0;
        let player = match &request.player {
            Some(player) => player.clone(),
            None => Player::Solution(rules.solution()),
        };
        match request.kind {
            Kind::Every => every::every(rules, &player, request, shown),
            Kind::Optimal | Kind::Random => free::free(rules, &player, request, shown),
        }
    }

    fn domain(&self) -> String {
        self.0.domain_text()
    }

    fn shape(&self) -> Shape {
        Shape {
            several_games: self.0.header(1).is_some(),
            limit: self.0.limit(),
            stop: self.0.abort(),
        }
    }

    fn nth_start(&self, index: usize) -> Option<String> {
        let mut domain = self.0.domain();
        domain.sort();
        domain.get(index).map(ToString::to_string)
    }
}

/// The jury's `text`, which may be several lines (a start of two), or none (empty: the jury
/// says nothing), as lines of an exchange: each prefixed with `<`.
pub fn jury_lines(text: &str) -> impl Iterator<Item = String> + '_ {
    let lines = (!text.is_empty()).then(|| text.split('\n'));
    lines.into_iter().flatten().map(|line| format!("<{line}"))
}

impl Failure {
    /// `fault` as shown, with the fixture that replays its replies.
    pub fn of<R: Rules>(rules: &R, fault: Fault<R::Start>) -> Failure {
        let header = rules
            .header(1)
            .map_or(0, |header| jury_lines(&header).count());
        let skip = header + jury_lines(&rules.start(&fault.start).0).count();
        let abort = rules.abort().map(|line| format!("<{line}"));
        let replies: Vec<String> = (fault.transcript.iter().skip(skip))
            .filter(|line| line.starts_with('<') && Some(*line) != abort.as_ref())
            .map(|line| line[1..].to_string())
            .collect();
        Failure {
            start: fault.start.to_string(),
            why: fault.why,
            fixture: rules.fixture(&fault.start, &replies),
            transcript: fault.transcript,
        }
    }

    /// The exchange in the `.interaction` format, a line each.
    pub fn interaction(&self) -> String {
        self.transcript
            .iter()
            .map(|line| format!("{line}\n"))
            .collect()
    }
}
