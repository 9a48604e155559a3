//! The lines `cargo judge check` prints under its table: how each problem was judged, the
//! judge's verdict and the workspace's standards, and a full line for each failure.

use super::{mebibytes, milliseconds, ProblemReport};
use crate::process::{Exit, Run};
use crate::profile::Profile;
use crate::report::FixtureReport;
use crate::verdict::Verdict;

/// A fixture's full line: its verdict (or, for an accepted run past the margin, the margin),
/// its time and memory, and the input where it is small:
/// `p/sample-1: WA: line 1: ... (1.2 ms, 2.0 MiB; input "3\n1 2 3\n")`.
pub fn fixture_line(problem: &str, fixture: &FixtureReport) -> String {
    let run = &fixture.run;
    // CPU time, except for a run killed at the limit: a sleeping one uses none.
    let time = match fixture.verdict {
        Verdict::TimeLimit => run.wall.max(run.time()),
        _ => run.time(),
    };
    let memory = run
        .peak_memory
        .map_or("memory not measured".to_string(), mebibytes);
    let input = match &fixture.input {
        Some(input) => format!("; input {}", crate::process::quoted(input)),
        None => String::new(),
    };
    let input = match &fixture.transcript {
        Some(tail) => format!(
            "{input}; the exchange ends {tail:?}{}",
            game_at_tle(fixture, tail)
        ),
        None => input,
    };
    let said = match (&fixture.verdict, &fixture.margin) {
        (Verdict::Ok, Some(margin)) => format!("AC, past the margin: {margin}"),
        (Verdict::TimeLimit, _) => format!("TLE: {}", which_limit(run)),
        (verdict, _) => verdict.to_string(),
    };
    format!(
        "{problem}/{}: {said} ({}, {memory}{input})",
        fixture.name(),
        milliseconds(time)
    )
}

/// Which limit a `TLE` run passed: the wall clock, at which it was killed (twice the time
/// limit and a second), with the CPU time it used; else its CPU time (the kernel's `SIGXCPU`
/// or `SIGKILL` of `ulimit -t`, or a run that ended past the limit).
pub fn which_limit(run: &Run) -> String {
    match (run.exit, run.cpu) {
        (Exit::TimedOut, Some(cpu)) => format!(
            "wall time past twice the time limit and a second, {} of CPU time",
            milliseconds(cpu)
        ),
        (Exit::TimedOut, None) => "wall time past twice the time limit and a second".into(),
        _ => "CPU time past the time limit".into(),
    }
}

/// For an interactive `TLE`: whether the jury had ended the game first (the submission ran on
/// after it), else that the game was under way, and, for a run killed at the clock whose
/// exchange ends with the jury's line (or is empty), the usual reasons it never answered.
pub fn game_at_tle(fixture: &FixtureReport, tail: &str) -> &'static str {
    let jury_last = tail
        .lines()
        .last()
        .map_or(true, |line| line.starts_with('<'));
    let waited = fixture.run.exit == Exit::TimedOut;
    match (&fixture.verdict, fixture.jury_first) {
        (Verdict::TimeLimit, true) => {
            "; the jury had ended the game: the submission ran on after it"
        }
        (Verdict::TimeLimit, false) if jury_last && waited => {
            "; the game was under way and the jury's last line got no answer: a move not \
             flushed, or a read past the game's end, leaves both sides waiting"
        }
        (Verdict::TimeLimit, false) => "; the game was under way",
        _ => "",
    }
}

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

/// How each problem was judged as its judge would: the judge's command, stack, source size
/// against its limit, line ends and sandbox; then where each judge's facts come from.
pub fn as_judged(reports: &[ProblemReport]) -> String {
    let mut text = String::new();
    let mut profiles: Vec<(&Profile, bool)> = Vec::new();
    for report in reports {
        let Some(as_judged) = &report.as_judged else {
            continue;
        };
        let mut parts = vec![as_judged
            .command
            .clone()
            .unwrap_or("its compiler refused the source".to_string())];
        let profile = as_judged.profile;
        if let Some(stack) = profile.and_then(|profile| profile.stack_bytes) {
            parts.push(format!("stack {}", mebibytes(stack)));
        }
        if let Some(bytes) = as_judged.source_bytes {
            let size = format!("{:.1} KiB", bytes as f64 / 1024.0);
            parts.push(
                match profile.and_then(|profile| profile.source_limit_bytes) {
                    Some(limit) => format!("source {size} of {:.0} KiB", limit as f64 / 1024.0),
                    None => format!("source {size}"),
                },
            );
        }
        if !report.fixtures.is_empty() {
            let crlf = report.fixtures.iter().any(|fixture| fixture.crlf);
            let ends = if crlf { "LF and CRLF" } else { "LF" };
            parts.push(format!("inputs with {ends}"));
            parts.push(sandboxing(report).to_string());
        }
        if let Some(fact) = &as_judged.fact {
            parts.push(format!("the judge's command: {}", fact.cited()));
        }
        let judged = match profile {
            Some(profile) => format!("{} as {}", report.problem, profile.judge),
            None => format!(
                "{}: no judge profile for {}",
                report.problem, report.metadata.judge
            ),
        };
        text.push_str(&format!("{judged}: {}\n", parts.join("; ")));
        // A source in another language cites its own command above: the profile's facts of
        // Rust are not what judged it.
        let rust = as_judged.fact.is_none();
        if let Some(profile) = profile.filter(|profile| !profiles.contains(&(profile, rust))) {
            profiles.push((profile, rust));
        }
    }
    for (profile, rust) in profiles {
        text.push_str(&format!("{}: {}\n", profile.judge, profile.sources(rust)));
    }
    text
}

/// The two reports, a line per problem each: the judge's verdict (the statement's fixtures, its
/// limits without a margin, the judge's comparison or the checker), then the workspace's
/// standards beside it.
pub fn two_reports(reports: &[ProblemReport]) -> String {
    let mut text = String::from(
        "the judge's verdict (the fixtures inside the statement, its limits, the judge's \
         comparison):\n",
    );
    for report in reports {
        let counted = report.statement_fixtures().count();
        let verdict = report.verdict();
        let shown = match &verdict {
            Verdict::CompileError(_) => verdict.to_string(),
            // Nothing judged is no verdict, never `AC`.
            _ if counted == 0 => "- (0 runs): no fixture inside the statement was judged".into(),
            _ if counted == 1 => format!("{} (1 run)", verdict.short()),
            _ => format!("{} ({counted} runs)", verdict.short()),
        };
        let stopper = report.stopper().map(|fixture| fixture.verdict.short());
        let shown = match (report.not_run_after_tle, stopper) {
            (0, _) | (_, None) => shown,
            (skipped, Some(stopper)) => format!(
                "{shown}; {skipped} more not run after the first {stopper} at the time limit, as \
                 a judge stops at its first failure"
            ),
        };
        text.push_str(&format!("  {}: {shown}\n", report.problem));
    }
    let margin = reports.first().map_or(0.0, |report| report.margin_percent);
    text.push_str(&format!(
        "the workspace's standards (beyond-* fixtures, bad inputs refused with one error: line, \
         at most {margin}% of each limit, every Rust edition without a warning, the source \
         limit):\n"
    ));
    for report in reports {
        if report.compile_error.is_some() {
            let problem = &report.problem;
            text.push_str(&format!(
                "  {problem}: not judged: the source does not compile\n"
            ));
            continue;
        }
        let unmet = report.standard_failures().len();
        let shown = match unmet {
            0 => "met".to_string(),
            _ => format!("{unmet} unmet"),
        };
        let editions = match report.editions.is_empty() {
            true => String::new(),
            false => format!("; editions {}", report.editions.join(" ")),
        };
        let refused = report.bad_inputs_tried() - report.bad_input_failures.len();
        let bad = match report.interactive() {
            true => "bad inputs do not apply: the jury writes the input".to_string(),
            false => format!("{refused}/{} bad inputs refused", report.bad_inputs_tried()),
        };
        text.push_str(&format!(
            "  {}: {shown} ({bad}{editions})\n",
            report.problem
        ));
    }
    text
}
