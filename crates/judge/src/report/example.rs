//! Made-up reports with every kind of row the table has: the golden test of the table renders
//! them, and the judge's README shows their table as an example of its shape. No time or size
//! in them was measured.

use std::time::Duration;

use super::{FixtureReport, ProblemReport};
use crate::metadata::{Compare, Metadata};
use crate::process::{Exit, Limits, Run};
use crate::verdict::Verdict;

/// A fixture that exited 0, sandboxed, with its verdict, its times and its peak memory.
pub fn fixture(
    name: &str,
    verdict: Verdict,
    cpu_ms: u64,
    wall_ms: u64,
    peak: Option<u64>,
) -> FixtureReport {
    FixtureReport {
        fixture: name.to_string(),
        crlf: false,
        verdict,
        margin: None,
        input: None,
        transcript: None,
        jury_first: false,
        run: Run {
            exit: Exit::Code(0),
            stdout: Vec::new(),
            stderr: Vec::new(),
            over_output_limit: false,
            held_open: false,
            sandboxed: true,
            wall: Duration::from_millis(wall_ms),
            cpu: Some(Duration::from_millis(cpu_ms)),
            peak_memory: peak,
            limit_hit: false,
            oom_killed: false,
        },
    }
}

/// A problem judged on `fixtures`, with 2 s and 256 MiB, 11 bad inputs of which `failures`
/// were not refused.
pub fn report(problem: &str, fixtures: Vec<FixtureReport>, failures: usize) -> ProblemReport {
    ProblemReport {
        problem: problem.to_string(),
        metadata: Metadata {
            title: "Game".into(),
            judge: "J".into(),
            id: "1".into(),
            url: "u".into(),
            limits: Limits::new(Duration::from_millis(2000), 256 << 20),
            limits_from: "l".into(),
            bounds_from: "b".into(),
            compare: Compare::Profile,
            peer: None,
            bounds: Vec::new(),
        },
        editions: vec!["2015", "2021"],
        edition_failures: Vec::new(),
        as_judged: None,
        compile_error: None,
        source_failures: Vec::new(),
        fixtures,
        bad_input_failures: vec!["x".to_string(); failures],
        bad_input_runs: vec![fixture("bad", Verdict::Ok, 1, 1, None).run; 11],
        margin_percent: crate::verdict::DEFAULT_MARGIN_PERCENT,
        not_run_after_tle: 0,
    }
}

/// Three problems: one that passes, one with every kind of failure (a wrong answer, a run
/// killed at the clock, bad inputs not refused, no memory read), and one with no fixture.
pub fn reports() -> Vec<ProblemReport> {
    vec![
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
    ]
}
