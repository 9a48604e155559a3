//! What `cargo judge check` found for each problem, and what it prints: one row per problem,
//! with the judge's verdict, its slowest fixture and its peak memory (each also as a share of
//! the problem's limit) and the workspace's standards; then, in `lines`, the two reports.

use std::time::Duration;

use crate::layout::FixtureKind;
use crate::metadata::{Compare, Metadata, Problem};
use crate::process::{Exit, Run};
use crate::profile::{Fact, Profile};
use crate::verdict::{share, Verdict};

pub mod example;
pub mod lines;
pub use lines::{as_judged, fixture_line, sandboxing, two_reports};

/// One fixture's outcome.
#[derive(Clone, Debug)]
pub struct FixtureReport {
    /// The fixture's stem, which is also its snapshot's.
    pub fixture: String,
    /// Whether its line ends were written `\r\n` for this run.
    pub crlf: bool,
    /// The judge's verdict.
    pub verdict: Verdict,
    /// The workspace's margin, where an accepted run used more of a limit than it allows.
    pub margin: Option<String>,
    /// The input as fed, where it is small enough to be shown in a verdict's line.
    pub input: Option<Vec<u8>>,
    pub run: Run,
    /// The last lines of an interactive test's exchange, where it failed.
    pub transcript: Option<String>,
    /// Whether, in an interactive test, the jury had ended (the game over) before the
    /// submission did.
    pub jury_first: bool,
}

impl FixtureReport {
    /// The fixture's stem, and `(CRLF)` after it when it was fed so.
    pub fn name(&self) -> String {
        match self.crlf {
            true => format!("{} (CRLF)", self.fixture),
            false => self.fixture.clone(),
        }
    }

    /// Whether the fixture lies inside the statement: the judge's verdict is made of these;
    /// `beyond-*` ones are the workspace's standard.
    pub fn inside_the_statement(&self) -> bool {
        FixtureKind::of(&self.fixture).map_or(true, FixtureKind::inside_the_statement)
    }
}

/// How a problem was judged: under which judge's profile, with which command.
#[derive(Clone, Debug)]
pub struct AsJudged {
    /// The profile it was judged under, if its judge has one.
    pub profile: Option<&'static Profile>,
    /// The command that built (or runs) what ran; `None` when the compiler refused the source.
    pub command: Option<String>,
    /// The fact behind a C, C++ or Python command.
    pub fact: Option<Fact>,
    /// The source's size; `None` for a program run as it is.
    pub source_bytes: Option<u64>,
}

/// Everything the judge found for one problem.
#[derive(Clone, Debug)]
pub struct ProblemReport {
    pub problem: String,
    pub metadata: Metadata,
    /// The editions a Rust source was compiled in for the workspace's standard.
    pub editions: Vec<&'static str>,
    /// An edition that failed or warned.
    pub edition_failures: Vec<String>,
    pub as_judged: Option<AsJudged>,
    /// The judge's compiler refused the source (`CE`): its first error line.
    pub compile_error: Option<String>,
    /// A source over the judge's limit.
    pub source_failures: Vec<String>,
    pub fixtures: Vec<FixtureReport>,
    /// Bad inputs that were not refused properly, with what happened.
    pub bad_input_failures: Vec<String>,
    /// The run on each of `BAD_INPUTS`, in order.
    pub bad_input_runs: Vec<Run>,
    /// The margin the standards kept, in percent of each limit.
    pub margin_percent: f64,
    /// The runs not made after the first that waited out the time limit (`stopper`), as a
    /// judge stops at its first failure: each would wait out the limit again.
    pub not_run_after_tle: usize,
}

impl ProblemReport {
    /// A report of nothing judged yet.
    pub fn new(problem: &Problem, margin_percent: f64) -> ProblemReport {
        ProblemReport {
            problem: problem.name.clone(),
            metadata: problem.metadata.clone(),
            editions: Vec::new(),
            edition_failures: Vec::new(),
            as_judged: None,
            compile_error: None,
            source_failures: Vec::new(),
            fixtures: Vec::new(),
            bad_input_failures: Vec::new(),
            bad_input_runs: Vec::new(),
            margin_percent,
            not_run_after_tle: 0,
        }
    }

    /// Whether the problem is interactive: its jury writes the input, so no bad input is
    /// tried.
    pub fn interactive(&self) -> bool {
        matches!(self.metadata.compare, Compare::Interactive(_))
    }

    pub fn bad_inputs_tried(&self) -> usize {
        self.bad_input_runs.len()
    }

    /// The first fixture whose run waited out the time limit: a `TLE`, or an `OLE` killed at
    /// the clock (an endless writer). Nothing is run after it.
    pub fn stopper(&self) -> Option<&FixtureReport> {
        self.fixtures.iter().find(|fixture| {
            fixture.verdict == Verdict::TimeLimit || fixture.run.exit == Exit::TimedOut
        })
    }

    /// The fixtures inside the statement: what the judge's verdict is made of.
    pub fn statement_fixtures(&self) -> impl Iterator<Item = &FixtureReport> {
        self.fixtures
            .iter()
            .filter(|fixture| fixture.inside_the_statement())
    }

    /// The judge's verdict: `CE`, else that of the first fixture inside the statement that is
    /// not accepted, as a judge reports the first failed test; else `AC`.
    pub fn verdict(&self) -> Verdict {
        if let Some(error) = &self.compile_error {
            return Verdict::CompileError(error.clone());
        }
        let failed = self
            .statement_fixtures()
            .find(|fixture| fixture.verdict != Verdict::Ok);
        failed.map_or(Verdict::Ok, |fixture| fixture.verdict.clone())
    }

    /// Every failure of the judge's verdict, one per line; judging nothing is one too.
    pub fn judge_failures(&self) -> Vec<String> {
        if let Some(error) = &self.compile_error {
            return vec![format!("{}: CE: {error}", self.problem)];
        }
        let mut failures: Vec<String> = self
            .statement_fixtures()
            .filter(|fixture| fixture.verdict != Verdict::Ok)
            .map(|fixture| fixture_line(&self.problem, fixture))
            .collect();
        if self.statement_fixtures().next().is_none() {
            failures.push(format!("{}: no fixture was judged", self.problem));
        }
        failures
    }

    /// Every failure of the workspace's standards, one per line: the fixtures past the
    /// statement, the margin, the bad inputs, the editions, the source limit. A source the judge
    /// could not compile meets none.
    pub fn standard_failures(&self) -> Vec<String> {
        if self.compile_error.is_some() {
            return vec![format!(
                "{}: not judged: the source does not compile",
                self.problem
            )];
        }
        let problem = &self.problem;
        let beyond = self
            .fixtures
            .iter()
            .filter(|fixture| !fixture.inside_the_statement());
        let mut failures: Vec<String> = beyond
            .filter(|fixture| fixture.verdict != Verdict::Ok)
            .map(|fixture| fixture_line(problem, fixture))
            .collect();
        failures.extend(
            self.fixtures
                .iter()
                .filter(|fixture| fixture.margin.is_some())
                .map(|fixture| fixture_line(problem, fixture)),
        );
        let others = [
            &self.bad_input_failures,
            &self.edition_failures,
            &self.source_failures,
        ];
        for failure in others.into_iter().flatten() {
            failures.push(format!("{problem}: {failure}"));
        }
        if self.bad_inputs_tried() == 0 && !self.interactive() {
            failures.push(format!("{problem}: no bad input was tried"));
        }
        failures
    }

    /// Every failure, the judge's and the standards'.
    pub fn failures(&self) -> Vec<String> {
        let mut failures = self.judge_failures();
        failures.extend(self.standard_failures());
        failures
    }

    /// The judge's verdict `AC` and every standard met.
    pub fn passed(&self) -> bool {
        self.failures().is_empty()
    }
}

pub fn milliseconds(duration: Duration) -> String {
    format!("{:.1} ms", duration.as_secs_f64() * 1000.0)
}

pub fn mebibytes(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / f64::from(1u32 << 20))
}

const HEADER: [&str; 10] = [
    "problem",
    "verdict",
    "fixtures",
    "verdicts",
    "slowest",
    "of TL",
    "peak mem",
    "of ML",
    "beyond",
    "standards",
];

/// The table: a header, then one row per problem.
pub fn table(reports: &[ProblemReport]) -> String {
    let mut text = row(&HEADER.map(String::from));
    for report in reports {
        text.push_str(&row(&cells(report)));
    }
    text
}

fn row(cells: &[String; 10]) -> String {
    let [problem, verdict, fixtures, verdicts, slowest, of_time, peak, of_memory, beyond, met] =
        cells;
    format!(
        "{problem:<24} {verdict:<7} {fixtures:>8} {verdicts:<18} {slowest:>9} {of_time:>7} \
         {peak:>9} {of_memory:>7} {beyond:<8} {met}\n"
    )
    .replace(" \n", "\n")
}

/// How many of `fixtures` got each verdict, in order of first appearance: `12 AC, 1 WA`.
pub fn verdict_counts<'a>(fixtures: impl Iterator<Item = &'a FixtureReport>) -> String {
    let mut counts: Vec<(&str, usize)> = Vec::new();
    for fixture in fixtures {
        let short = fixture.verdict.short();
        match counts.iter_mut().find(|(verdict, _)| *verdict == short) {
            Some((_, count)) => *count += 1,
            None => counts.push((short, 1)),
        }
    }
    let counts: Vec<String> = counts
        .iter()
        .map(|(verdict, count)| format!("{count} {verdict}"))
        .collect();
    counts.join(", ")
}

/// A problem's row. The slowest run and the peak memory are the judge's: of the fixtures inside
/// the statement.
fn cells(report: &ProblemReport) -> [String; 10] {
    let limits = report.metadata.limits;
    // CPU time, except for a run killed at the limit: a sleeping one uses none.
    let slowest = report
        .statement_fixtures()
        .map(|fixture| match fixture.verdict {
            Verdict::TimeLimit => fixture.run.wall.max(fixture.run.time()),
            _ => fixture.run.time(),
        })
        .max();
    let peak = report
        .statement_fixtures()
        .filter_map(|fixture| fixture.run.peak_memory)
        .max();
    let percent = |part: f64, whole: f64| format!("{:.1}%", share(part, whole));
    let beyond = report
        .fixtures
        .iter()
        .filter(|fixture| !fixture.inside_the_statement());
    let unmet = report.standard_failures().len();
    [
        report.problem.clone(),
        match report.statement_fixtures().next() {
            // Nothing judged is no verdict (and a failure of its own).
            None if report.compile_error.is_none() => "-".to_string(),
            _ => report.verdict().short().to_string(),
        },
        report.statement_fixtures().count().to_string(),
        verdict_counts(report.statement_fixtures()),
        slowest.map_or("-".to_string(), milliseconds),
        slowest.map_or("-".to_string(), |time| {
            percent(time.as_secs_f64(), limits.time.as_secs_f64())
        }),
        peak.map_or("-".to_string(), mebibytes),
        peak.map_or("-".to_string(), |peak| {
            percent(peak as f64, limits.memory_bytes as f64)
        }),
        match verdict_counts(beyond) {
            counts if counts.is_empty() => "-".to_string(),
            counts => counts,
        },
        match unmet {
            0 => "met".to_string(),
            unmet => format!("{unmet} unmet"),
        },
    ]
}

#[cfg(test)]
mod tests;
