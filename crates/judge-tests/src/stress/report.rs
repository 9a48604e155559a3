//! What `cargo stress` prints of a run: a line naming it, then either no failure, or the first
//! failure shrunk, with the line that repeats the run. A crate's README quotes the report of its
//! write-up's run, made by these same functions with `Figures::Elided`: each figure that depends
//! on the machine (the threads, the seconds, the cases per second) shown as `*`, so that the
//! quote is the same on every machine.

use super::coverage::{Coverage, Covered};
use super::run::{Found, Search};

/// How the figures that depend on the machine are shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Figures {
    /// As measured: what `cargo stress` prints.
    Measured,
    /// Each as `ELIDED`: what a README quotes.
    Elided,
}

/// What stands for a figure that depends on the machine.
pub const ELIDED: &str = "*";

impl Figures {
    fn show(self, measured: String) -> String {
        match self {
            Figures::Measured => measured,
            Figures::Elided => ELIDED.to_string(),
        }
    }
}

/// A run as its report names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Heading {
    /// The problem and the options that choose what is tested, as typed: `nim --writeup`.
    pub args: String,
    pub seed: u64,
    pub threads: usize,
}

impl Heading {
    fn line(&self, figures: Figures) -> String {
        format!(
            "cargo stress {}: seed {}, {} thread(s)\n",
            self.args,
            self.seed,
            figures.show(self.threads.to_string())
        )
    }
}

/// The report of a search in which nothing failed.
pub fn passed(heading: &Heading, search: &Search, figures: Figures) -> String {
    let seconds = search.elapsed.as_secs_f64();
    let rate = search.cases as f64 / seconds.max(1e-9);
    let mut report = heading.line(figures);
    report.push_str(&format!(
        "no failure in {} case(s) in {} s ({} cases per second)",
        search.cases,
        figures.show(format!("{seconds:.2}")),
        figures.show(format!("{rate:.0}"))
    ));
    if !search.outside.is_empty() {
        let reasons: Vec<String> = search
            .outside
            .iter()
            .map(|(why, count)| format!("{count} {why}"))
            .collect();
        report.push_str(&format!(
            "; {} of them outside the domain, not compared: {}",
            search.outside_total(),
            reasons.join("; ")
        ));
    }
    report.push('\n');
    report.push_str(&coverage(&search.coverage));
    report
}

/// What a run's answered cases reached: a line of what was, with the kinds of answer they held,
/// and a line of what was not.
pub fn coverage(coverage: &Coverage) -> String {
    let mut reached: Vec<String> = coverage.names.iter().map(covered).collect();
    if !coverage.answers.is_empty() {
        let answers = coverage.answers.iter();
        let answers: Vec<String> = answers
            .map(|(kind, count)| format!("`{kind}` {count}"))
            .collect();
        reached.push(format!("answers: {}", answers.join(", ")));
    }
    let sizes = sizes_by_kind(coverage, true);
    reached.extend(sizes.map(|sizes| format!("small sizes by kind: {sizes}")));
    let missed = sizes_by_kind(coverage, false);
    reached.extend(missed.map(|sizes| format!("small sizes by kind not compared: {sizes}")));
    let mut text = format!("covered: {}\n", reached.join("; "));
    let missed = coverage.missed();
    if !missed.is_empty() {
        let missed: Vec<String> = missed
            .iter()
            .map(|(name, value)| format!("`{name}` = {value}"))
            .collect();
        text.push_str(&format!(
            "NOT covered: {}: no compared case held it, so this run says nothing of it; give \
             more --cases or --seconds (exit status 3)\n",
            missed.join(", ")
        ));
    }
    text
}

/// The small sizes (values a test) that compared cases held with each kind of answer, or
/// (`reached` false) those of the first cases that none held; `None` where there are none.
fn sizes_by_kind(coverage: &Coverage, reached: bool) -> Option<String> {
    // In the order of the problem's kinds, which the answers keep.
    let mut kinds: Vec<(&str, Vec<usize>)> = coverage
        .answers
        .iter()
        .map(|&(kind, _)| (kind, Vec::new()))
        .collect();
    for &((size, kind), was) in &coverage.sizes {
        if was != reached {
            continue;
        }
        match kinds.iter_mut().find(|(known, _)| *known == kind) {
            Some((_, sizes)) => sizes.push(size),
            None => kinds.push((kind, vec![size])),
        }
    }
    let kinds: Vec<String> = kinds
        .iter()
        .filter(|(_, sizes)| !sizes.is_empty())
        .map(|(kind, sizes)| format!("`{kind}` {}", runs(sizes)))
        .collect();
    (!kinds.is_empty()).then(|| kinds.join(", "))
}

/// Sorted sizes written with their runs joined: `1..=4 6`.
fn runs(sizes: &[usize]) -> String {
    let mut parts: Vec<(usize, usize)> = Vec::new();
    for &size in sizes {
        match parts.last_mut() {
            Some((_, last)) if *last + 1 == size => *last = size,
            _ => parts.push((size, size)),
        }
    }
    let parts = parts.iter().map(|&(low, high)| match low == high {
        true => low.to_string(),
        false => format!("{low}..={high}"),
    });
    parts.collect::<Vec<_>>().join(" ")
}

/// One name's part of the coverage line: the values it reached, and where its range stops
/// short of its bound.
fn covered(covered: &Covered) -> String {
    let reached: Vec<String> = covered
        .values
        .iter()
        .filter(|(_, reached)| *reached)
        .map(|(value, _)| value.to_string())
        .collect();
    let what = match (covered.values.len(), reached.len()) {
        (_, 0) => "no value to reach".to_string(),
        (2, 2) if covered.range.end() - covered.range.start() >= 2 => {
            format!("both ends {}", reached.join(" and "))
        }
        _ => reached.join(", "),
    };
    let (range, bound) = (&covered.range, &covered.bound);
    let cut = match range == bound {
        true => String::new(),
        false => format!(
            " (drawn from {}..={} of {}..={}: the reach of the reference)",
            range.start(),
            range.end(),
            bound.start(),
            bound.end()
        ),
    };
    format!("`{}` {what}{}{cut}", covered.name, integer_edges(covered))
}

/// The integer edges within a name's range that a run reached, and those it did not; empty
/// where its range holds none.
fn integer_edges(covered: &Covered) -> String {
    let list = |reached: bool| {
        let edges = covered.edges.iter().filter(|&&(_, was)| was == reached);
        let edges: Vec<String> = edges.map(|(edge, _)| edge.to_string()).collect();
        edges.join(", ")
    };
    match (list(true), list(false)) {
        (reached, missed) if missed.is_empty() && reached.is_empty() => String::new(),
        (reached, missed) if missed.is_empty() => format!(", integer edges {reached}"),
        (reached, missed) if reached.is_empty() => {
            format!(", integer edges not reached: {missed}")
        }
        (reached, missed) => format!(", integer edges {reached} (not reached: {missed})"),
    }
}

/// The report of a search whose first failure was shrunk, its input saved at `saved`.
pub fn failed(heading: &Heading, found: &Found, saved: &str, figures: Figures) -> String {
    let stopped = match found.shrunk.stopped {
        true => {
            ", stopped at its budget of tries or time: the smallest failing case found, not \
                 shown 1-minimal"
        }
        false => "",
    };
    let mut report = heading.line(figures);
    report.push_str(&format!(
        "case {} fails ({} case(s) of seed {}, {} s); shrunk in {} step(s) ({} tried, {} \
         s{stopped}) to:\n",
        found.index,
        found.index + 1,
        heading.seed,
        figures.show(format!("{:.2}", found.searched.as_secs_f64())),
        found.shrunk.steps,
        found.shrunk.tries,
        figures.show(format!("{:.3}", found.shrinking.as_secs_f64()))
    ));
    report.push_str(&failure(found, saved));
    report.push_str(&format!(
        "repeat: cargo stress {} --seed {} --cases {}\n",
        heading.args,
        heading.seed,
        found.index + 1
    ));
    report
}

fn failure(found: &Found, saved: &str) -> String {
    let failure = &found.failure;
    let got = match &failure.got {
        Ok(output) => format!(
            "--- candidate's answer\n{}",
            judge::process::printable(output)
        ),
        Err(why) => format!(
            "--- candidate gave no answer: {}\n",
            judge::process::printable(why)
        ),
    };
    // A candidate without an answer has its reason said already.
    let verdict = match &failure.got {
        Err(why) if *why == failure.reason => String::new(),
        _ => format!(
            "--- verdict: {}\n",
            judge::process::printable(&failure.reason)
        ),
    };
    format!(
        "--- input (saved as {saved})\n{}--- expected\n{}{got}{verdict}",
        failure.input, failure.expected,
    )
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::format::Case;
    use crate::stress::run::Failure;
    use crate::stress::shrink::Shrunk;

    fn heading() -> Heading {
        Heading {
            args: "nim --writeup".to_string(),
            seed: 3,
            threads: 7,
        }
    }

    /// A search of 300 cases in 2 s that reached every value of `n` and one end of `a_i`.
    fn search() -> Search {
        Search {
            cases: 300,
            outside: Vec::new(),
            elapsed: Duration::from_secs(2),
            first: None,
            coverage: Coverage {
                names: vec![
                    Covered {
                        name: "n",
                        range: 1..=3,
                        bound: 1..=3,
                        values: vec![(1, true), (2, true), (3, true)],
                        edges: Vec::new(),
                    },
                    Covered {
                        name: "a_i",
                        range: 1..=8,
                        bound: 1..=100,
                        values: vec![(1, true), (8, false)],
                        edges: Vec::new(),
                    },
                ],
                answers: vec![("First", 200), ("Second", 100)],
                sizes: vec![
                    ((1, "First"), true),
                    ((2, "First"), true),
                    ((1, "Second"), false),
                ],
            },
        }
    }

    #[test]
    fn elided_figures_are_the_machines_only() {
        let case = Case::list(&[1]);
        let found = Found {
            index: 4,
            searched: Duration::from_millis(1250),
            failure: Failure {
                case: case.clone(),
                input: "1\n".to_string(),
                expected: "First\n".to_string(),
                got: Err("it exited with status 1".to_string()),
                reason: "it exited with status 1".to_string(),
            },
            shrunk: Shrunk {
                case,
                steps: 2,
                tries: 9,
                stopped: true,
            },
            shrinking: Duration::from_millis(5),
        };
        let measured = failed(&heading(), &found, "t/nim.in", Figures::Measured);
        let elided = failed(&heading(), &found, "t/nim.in", Figures::Elided);
        let lines = |report: &str| report.lines().take(2).collect::<Vec<_>>().join("\n");
        assert_eq!(
            lines(&measured),
            "cargo stress nim --writeup: seed 3, 7 thread(s)\ncase 4 fails (5 case(s) of seed \
             3, 1.25 s); shrunk in 2 step(s) (9 tried, 0.005 s, stopped at its budget of tries or time: \
             the smallest failing case found, not shown 1-minimal) to:"
        );
        assert_eq!(
            lines(&elided),
            "cargo stress nim --writeup: seed 3, * thread(s)\ncase 4 fails (5 case(s) of seed \
             3, * s); shrunk in 2 step(s) (9 tried, * s, stopped at its budget of tries or time: the \
             smallest failing case found, not shown 1-minimal) to:"
        );
        let rest = |report: &str| report.lines().skip(2).collect::<Vec<_>>().join("\n");
        assert_eq!(rest(&measured), rest(&elided));
        assert!(measured.ends_with("repeat: cargo stress nim --writeup --seed 3 --cases 5\n"));
        let search = search();
        assert_eq!(
            passed(&heading(), &search, Figures::Elided),
            "cargo stress nim --writeup: seed 3, * thread(s)\nno failure in 300 case(s) in * s \
             (* cases per second)\ncovered: `n` 1, 2, 3; `a_i` 1 (drawn from 1..=8 of 1..=100: \
             the reach of the reference); answers: `First` 200, `Second` 100; small sizes by kind: `First` 1..=2; small sizes by kind not compared: `Second` 1\nNOT covered: `a_i` = 8: no compared case held \
             it, so this run says nothing of it; give more --cases or --seconds (exit status \
             3)\n"
        );
        let measured = passed(&heading(), &search, Figures::Measured);
        assert!(
            !measured.contains("integer edges"),
            "no range holds one: {measured}"
        );
        assert!(
            measured.contains("in 2.00 s (150 cases per second)\n"),
            "{measured}"
        );
    }

    #[test]
    fn the_integer_edges_a_run_reached_are_named_beside_the_ends() {
        let mut m = Covered {
            name: "m",
            range: 1..=1 << 40,
            bound: 1..=1 << 40,
            values: vec![(1, true), (1 << 40, true)],
            edges: vec![
                (2147483647, true),
                (2147483648, true),
                (4294967295, false),
                (4294967296, true),
            ],
        };
        assert_eq!(
            covered(&m),
            "`m` both ends 1 and 1099511627776, integer edges 2147483647, 2147483648, \
             4294967296 (not reached: 4294967295)"
        );
        m.edges[2].1 = true;
        assert_eq!(
            covered(&m),
            "`m` both ends 1 and 1099511627776, integer edges 2147483647, 2147483648, \
             4294967295, 4294967296"
        );
        m.edges.iter_mut().for_each(|edge| edge.1 = false);
        assert!(covered(&m).ends_with(
            ", integer edges not reached: 2147483647, 2147483648, \
             4294967295, 4294967296"
        ));
    }
}
