//! What `cargo judge check` prints: one row per problem, with its verdicts, its slowest fixture
//! and its peak memory, each also as a share of the problem's limit.

use std::time::Duration;

use crate::check::ProblemReport;
use crate::verdict::{share, Verdict};

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
    use super::*;
    use crate::check::FixtureReport;
    use crate::metadata::{Compare, Metadata};
    use crate::process::{Exit, Limits, Run};

    fn fixture(
        name: &str,
        verdict: Verdict,
        cpu_ms: u64,
        wall_ms: u64,
        peak: Option<u64>,
    ) -> FixtureReport {
        FixtureReport {
            fixture: name.to_string(),
            verdict,
            run: Run {
                exit: Exit::Code(0),
                stdout: Vec::new(),
                stderr: Vec::new(),
                wall: Duration::from_millis(wall_ms),
                cpu: Some(Duration::from_millis(cpu_ms)),
                peak_memory: peak,
            },
        }
    }

    fn report(problem: &str, fixtures: Vec<FixtureReport>, failures: usize) -> ProblemReport {
        ProblemReport {
            problem: problem.to_string(),
            metadata: Metadata {
                judge: "J".into(),
                id: "1".into(),
                url: "u".into(),
                limits: Limits {
                    time: Duration::from_millis(2000),
                    memory_bytes: 256 << 20,
                },
                limits_from: "l".into(),
                bounds_from: "b".into(),
                compare: Compare::Exact,
                peer: None,
                bounds: Vec::new(),
            },
            editions: vec!["2015", "2021"],
            fixtures,
            bad_input_failures: vec!["x".to_string(); failures],
            bad_input_runs: vec![fixture("bad", Verdict::Ok, 1, 1, None).run; 11],
        }
    }

    /// A golden rendering: every column of every kind of row.
    #[test]
    fn the_table_is_rendered_exactly() {
        let reports = [
            report(
                "all-good",
                vec![
                    fixture("a", Verdict::Ok, 3, 4, Some(3 << 20)),
                    fixture("b", Verdict::Ok, 40, 41, Some(2 << 20)),
                ],
                0,
            ),
            report(
                "mixed",
                vec![
                    fixture("a", Verdict::Ok, 1, 2, None),
                    fixture("b", Verdict::WrongAnswer("w".into()), 1, 2, None),
                    fixture("c", Verdict::TimeLimit, 100, 2001, None),
                    fixture("d", Verdict::Ok, 1, 2, None),
                ],
                2,
            ),
            report("empty", Vec::new(), 0),
        ];
        let expected = "\
problem                  editions             fixtures verdicts       slowest   of TL  peak mem   of ML   bad
all-good                 2015 2021                   2 2 OK           40.0 ms    2.0%   3.0 MiB    1.2% 11/11
mixed                    2015 2021                   4 2 OK, 1 WA, 1 TLE 2001.0 ms  100.0%         -       -  9/11
empty                    2015 2021                   0                      -       -         -       - 11/11
";
        assert_eq!(table(&reports), expected);
    }

    #[test]
    fn units_are_shown_to_a_tenth() {
        assert_eq!(milliseconds(Duration::from_micros(1250)), "1.2 ms");
        assert_eq!(mebibytes(3 << 19), "1.5 MiB");
    }
}
