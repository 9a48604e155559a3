//! What `cargo judge check` found for each problem, and what it prints: one row per problem,
//! with its verdicts, its slowest fixture and its peak memory, each also as a share of the
//! problem's limit.

use std::time::Duration;

use crate::metadata::Metadata;
use crate::process::Run;
use crate::profile::Profile;
use crate::verdict::{share, Verdict};

pub mod example;

/// One fixture's outcome.
#[derive(Clone, Debug)]
pub struct FixtureReport {
    /// The fixture's stem, which is also its snapshot's.
    pub fixture: String,
    /// Whether its line ends were written `\r\n` for this run.
    pub crlf: bool,
    pub verdict: Verdict,
    pub run: Run,
}

impl FixtureReport {
    /// The fixture's stem, and `(CRLF)` after it when it was fed so.
    pub fn name(&self) -> String {
        match self.crlf {
            true => format!("{} (CRLF)", self.fixture),
            false => self.fixture.clone(),
        }
    }
}

/// How a problem was judged under its judge's profile.
#[derive(Clone, Debug)]
pub struct AsJudged {
    pub profile: &'static Profile,
    /// The judge's command that built the binary run on the fixtures; `None` when this compiler
    /// has none of the judge's editions, and the plain build ran.
    pub command: Option<String>,
    pub source_bytes: u64,
}

/// Everything the judge found for one problem.
#[derive(Clone, Debug)]
pub struct ProblemReport {
    pub problem: String,
    pub metadata: Metadata,
    pub editions: Vec<&'static str>,
    /// The judge's profile it was judged under, if the judge has one.
    pub as_judged: Option<AsJudged>,
    /// A source over the judge's limit.
    pub source_failures: Vec<String>,
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
            .map(|fixture| format!("{}/{}: {}", self.problem, fixture.name(), fixture.verdict))
            .collect();
        failures.extend(
            self.source_failures
                .iter()
                .map(|failure| format!("{}: {failure}", self.problem)),
        );
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

pub fn milliseconds(duration: Duration) -> String {
    format!("{:.1} ms", duration.as_secs_f64() * 1000.0)
}

pub fn mebibytes(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / f64::from(1u32 << 20))
}

const HEADER: [&str; 9] = [
    "problem", "editions", "fixtures", "verdicts", "slowest", "of TL", "peak mem", "of ML", "bad",
];

/// The table: a header, then one row per problem.
pub fn table(reports: &[ProblemReport]) -> String {
    let mut text = row(&HEADER.map(String::from));
    for report in reports {
        text.push_str(&row(&cells(report)));
    }
    text
}

fn row(cells: &[String; 9]) -> String {
    let [problem, editions, fixtures, verdicts, slowest, of_time, peak, of_memory, bad] = cells;
    format!(
        "{problem:<24} {editions:<20} {fixtures:>8} {verdicts:<12} {slowest:>9} {of_time:>7} \
         {peak:>9} {of_memory:>7} {bad:>5}\n"
    )
}

/// How each problem was judged as its judge would: the judge's command, stack, source size
/// against its limit and line ends; then where each judge's facts come from.
/// How a problem's fixtures ran: every one sandboxed, or which were not.
pub fn sandboxing(report: &ProblemReport) -> &'static str {
    let sandboxed = report
        .fixtures
        .iter()
        .filter(|fixture| fixture.run.sandboxed)
        .count();
    match sandboxed {
        0 => "unsandboxed",
        count if count == report.fixtures.len() => {
            "sandboxed (bubblewrap: no workspace, no network, no new process)"
        }
        _ => "partly sandboxed",
    }
}

pub fn as_judged(reports: &[ProblemReport]) -> String {
    let mut text = String::new();
    let mut profiles: Vec<&Profile> = Vec::new();
    for report in reports {
        let Some(as_judged) = &report.as_judged else {
            text.push_str(&format!(
                "{}: no judge profile for {}\n",
                report.problem, report.metadata.judge
            ));
            continue;
        };
        let profile = as_judged.profile;
        let mut parts = vec![match &as_judged.command {
            Some(command) => command.clone(),
            None => format!(
                "none of its editions ({}) in this rustc: the plain build ran",
                profile.editions.join(", ")
            ),
        }];
        if let Some(stack) = profile.stack_bytes {
            parts.push(format!("stack {}", mebibytes(stack)));
        }
        let size = format!("{:.1} KiB", as_judged.source_bytes as f64 / 1024.0);
        parts.push(match profile.source_limit_bytes {
            Some(limit) => format!("source {size} of {:.0} KiB", limit as f64 / 1024.0),
            None => format!("source {size}"),
        });
        let crlf = report.fixtures.iter().any(|fixture| fixture.crlf);
        parts.push(
            if crlf {
                "inputs with LF and CRLF"
            } else {
                "inputs with LF"
            }
            .to_string(),
        );
        parts.push(sandboxing(report).to_string());
        text.push_str(&format!(
            "{} as {}: {}\n",
            report.problem,
            profile.judge,
            parts.join("; ")
        ));
        if !profiles.contains(&profile) {
            profiles.push(profile);
        }
    }
    for profile in profiles {
        text.push_str(&format!("{}: {}\n", profile.judge, profile.sources()));
    }
    text
}

/// How many fixtures got each verdict, in order of first appearance: `12 OK, 1 WA`.
pub fn verdict_counts(report: &ProblemReport) -> String {
    let mut counts: Vec<(&str, usize)> = Vec::new();
    for fixture in &report.fixtures {
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

fn cells(report: &ProblemReport) -> [String; 9] {
    let limits = report.metadata.limits;
    // CPU time, except for a run killed at the limit: a sleeping one uses none.
    let slowest = report
        .fixtures
        .iter()
        .map(|fixture| match fixture.verdict {
            Verdict::TimeLimit => fixture.run.wall.max(fixture.run.time()),
            _ => fixture.run.time(),
        })
        .max();
    let peak = report
        .fixtures
        .iter()
        .filter_map(|fixture| fixture.run.peak_memory)
        .max();
    let percent = |part: f64, whole: f64| format!("{:.1}%", share(part, whole));
    let refused = report.bad_inputs_tried() - report.bad_input_failures.len();
    [
        report.problem.clone(),
        report.editions.join(" "),
        report.fixtures.len().to_string(),
        verdict_counts(report),
        slowest.map_or("-".to_string(), milliseconds),
        slowest.map_or("-".to_string(), |time| {
            percent(time.as_secs_f64(), limits.time.as_secs_f64())
        }),
        peak.map_or("-".to_string(), mebibytes),
        peak.map_or("-".to_string(), |peak| {
            percent(peak as f64, limits.memory_bytes as f64)
        }),
        format!("{refused}/{}", report.bad_inputs_tried()),
    ]
}

#[cfg(test)]
mod tests {
    use super::example::{fixture, report, reports};
    use super::*;

    /// A golden rendering: every column of every kind of row.
    #[test]
    fn the_table_is_rendered_exactly() {
        let reports = reports();
        let expected = "\
problem                  editions             fixtures verdicts       slowest   of TL  peak mem   of ML   bad
all-good                 2015 2021                   2 2 OK           40.0 ms    2.0%   3.0 MiB    1.2% 11/11
mixed                    2015 2021                   4 2 OK, 1 WA, 1 TLE 2001.0 ms  100.0%         -       -  9/11
empty                    2015 2021                   0                      -       -         -       - 11/11
";
        assert_eq!(table(&reports), expected);
    }

    #[test]
    fn how_each_problem_was_judged_is_told_once_per_judge() {
        let codeforces = crate::profile::for_judge("Codeforces").expect("a profile");
        let judged = |problem: &str, command: Option<&str>| {
            let mut judged = report(problem, vec![fixture("a", Verdict::Ok, 1, 1, None)], 0);
            judged.fixtures[0].crlf = command.is_some();
            judged.as_judged = Some(AsJudged {
                profile: codeforces,
                command: command.map(String::from),
                source_bytes: 2048,
            });
            judged
        };
        let mut two = judged("two", None);
        two.fixtures[0].run.sandboxed = false;
        let reports = [
            judged("one", Some("rustc --edition 2024 -O --cfg ONLINE_JUDGE")),
            two,
            report("three", Vec::new(), 0),
        ];
        let expected = format!(
            "one as Codeforces: rustc --edition 2024 -O --cfg ONLINE_JUDGE; stack 256.0 MiB; \
             source 2.0 KiB of 64 KiB; inputs with LF and CRLF; sandboxed (bubblewrap: no \
             workspace, no network, no new process)\n\
             two as Codeforces: none of its editions (2021, 2024) in this rustc: the plain build \
             ran; stack 256.0 MiB; source 2.0 KiB of 64 KiB; inputs with LF; unsandboxed\n\
             three: no judge profile for J\n\
             Codeforces: {}\n",
            codeforces.sources()
        );
        assert_eq!(as_judged(&reports), expected);
    }

    #[test]
    fn units_are_shown_to_a_tenth() {
        assert_eq!(milliseconds(Duration::from_micros(1250)), "1.2 ms");
        assert_eq!(mebibytes(3 << 19), "1.5 MiB");
    }

    #[test]
    fn sandboxing_is_told_of_every_fixture_or_of_some() {
        let fixtures = vec![
            fixture("a", Verdict::Ok, 1, 1, None),
            fixture("b", Verdict::Ok, 1, 1, None),
        ];
        let mut judged = report("one", fixtures, 0);
        assert!(sandboxing(&judged).starts_with("sandboxed (bubblewrap"));
        judged.fixtures[1].run.sandboxed = false;
        assert_eq!(sandboxing(&judged), "partly sandboxed");
        judged.fixtures[0].run.sandboxed = false;
        assert_eq!(sandboxing(&judged), "unsandboxed");
    }
}
