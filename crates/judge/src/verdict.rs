//! A judge's verdict on one run: the limits first, then the exit status, then the output, then
//! the margin this machine keeps from each limit.

use std::fmt;

use crate::process::{Exit, Limits, Run};
use crate::profile::Comparison;

/// A fixture passes here only within this share (in percent) of each limit: this machine is not
/// the judge's, so an answer that is close to a limit here could exceed it there.
pub const MAX_SHARE_OF_LIMIT: f64 = 25.0;

/// A judge's verdict on one run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Ok,
    WrongAnswer(String),
    TimeLimit,
    MemoryLimit,
    /// Standard output or standard error past `OUTPUT_LIMIT`.
    OutputLimit,
    RuntimeError(String),
    /// Accepted, but using more than `MAX_SHARE_OF_LIMIT` of a limit on this machine.
    TooClose(String),
}

impl Verdict {
    pub fn short(&self) -> &'static str {
        match self {
            Verdict::Ok => "OK",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::TimeLimit => "TLE",
            Verdict::MemoryLimit => "MLE",
            Verdict::OutputLimit => "OLE",
            Verdict::RuntimeError(_) => "RE",
            Verdict::TooClose(_) => "MARGIN",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Verdict::WrongAnswer(why) | Verdict::RuntimeError(why) | Verdict::TooClose(why) => {
                write!(formatter, "{}: {why}", self.short())
            }
            _ => write!(formatter, "{}", self.short()),
        }
    }
}

/// The verdict on a run: limits first (time, memory, output), then the exit status, then the output (`judge_output`
/// compares it with the expected answer or runs the checker), then the margin.
pub fn verdict(
    run: &Run,
    limits: Limits,
    judge_output: impl FnOnce(&str) -> Result<(), String>,
) -> Verdict {
    let allocation_failed = String::from_utf8_lossy(&run.stderr).contains("memory allocation of");
    if run.exit == Exit::TimedOut || run.time() > limits.time {
        return Verdict::TimeLimit;
    }
    let over_memory = run
        .peak_memory
        .is_some_and(|peak| peak > limits.memory_bytes);
    if over_memory || (run.exit != Exit::Code(0) && allocation_failed) {
        return Verdict::MemoryLimit;
    }
    if run.over_output_limit {
        return Verdict::OutputLimit;
    }
    if run.held_open {
        return Verdict::RuntimeError(
            "a process it started held its output open after it ended".to_string(),
        );
    }
    match run.exit {
        Exit::Code(0) => {}
        Exit::Code(code) => {
            return Verdict::RuntimeError(format!("exit status {code}: {}", run.stderr_line()))
        }
        Exit::Signal(signal) => {
            return Verdict::RuntimeError(format!("signal {signal}: {}", run.stderr_line()))
        }
        Exit::TimedOut => return Verdict::TimeLimit,
    }
    let Ok(output) = std::str::from_utf8(&run.stdout) else {
        return Verdict::WrongAnswer("the output is not UTF-8".to_string());
    };
    if let Err(why) = judge_output(output) {
        return Verdict::WrongAnswer(why);
    }
    margin(run, limits)
}

/// `Ok`, or `TooClose` naming the first limit of which the run used too large a share.
fn margin(run: &Run, limits: Limits) -> Verdict {
    let time_share = share(run.time().as_secs_f64(), limits.time.as_secs_f64());
    let memory_share = run
        .peak_memory
        .map(|peak| share(peak as f64, limits.memory_bytes as f64));
    let most = MAX_SHARE_OF_LIMIT;
    match memory_share {
        _ if time_share > most => Verdict::TooClose(format!(
            "{time_share:.1}% of the time limit (at most {most}%)"
        )),
        Some(memory_share) if memory_share > most => Verdict::TooClose(format!(
            "{memory_share:.1}% of the memory limit (at most {most}%)"
        )),
        _ => Verdict::Ok,
    }
}

/// `part` as a percentage of `whole`.
pub fn share(part: f64, whole: f64) -> f64 {
    100.0 * part / whole
}

/// A comparison as a judge's default checker makes it: `Ok`, or where the output differs.
pub fn compare_as(comparison: Comparison, expected: &str, output: &str) -> Result<(), String> {
    match comparison {
        Comparison::Exact => compare_exact(expected, output),
        Comparison::Tokens { case_sensitive } => {
            // testlib's separators: space, tab, CR and LF only, never Unicode white space.
            let split = |text: &str| -> Vec<String> {
                let separator = |c: char| matches!(c, ' ' | '\t' | '\n' | '\r');
                text.split(separator)
                    .filter(|token| !token.is_empty())
                    .map(String::from)
                    .collect()
            };
            let (want, got) = (split(expected), split(output));
            let (mut want, mut got) = (
                want.iter().map(String::as_str),
                got.iter().map(String::as_str),
            );
            for token in 1.. {
                let same = |want: &str, got: &str| match case_sensitive {
                    true => want == got,
                    false => want.eq_ignore_ascii_case(got),
                };
                match (want.next(), got.next()) {
                    (None, None) => return Ok(()),
                    (Some(want), Some(got)) if same(want, got) => {}
                    (want, got) => {
                        let shown = |token: Option<&str>| token.map_or("the end".into(), quoted);
                        return Err(format!(
                            "token {token}: expected {}, found {}",
                            shown(want),
                            shown(got)
                        ));
                    }
                }
            }
            Ok(())
        }
        Comparison::Lines => {
            let lines = |text: &str| -> Vec<String> {
                let mut lines: Vec<String> = text
                    .lines()
                    // Trailing spaces, tabs and carriage returns only: a Unicode space is
                    // output, as a judge that ignores trailing spaces sees it.
                    .map(|line| line.trim_end_matches([' ', '\t', '\r']).to_string())
                    .collect();
                while lines.last().is_some_and(String::is_empty) {
                    lines.pop();
                }
                lines
            };
            compare_exact(&lines(expected).join("\n"), &lines(output).join("\n"))
        }
    }
}

fn quoted(token: &str) -> String {
    let cut: String = token.chars().take(60).collect();
    format!("{cut:?}")
}

/// Exact comparison: `Ok`, or the first line that differs, with both lines.
pub fn compare_exact(expected: &str, output: &str) -> Result<(), String> {
    if expected == output {
        return Ok(());
    }
    let shown = |line: Option<&str>| {
        line.map_or("end of output".to_string(), |line| {
            let cut: String = line.chars().take(60).collect();
            format!("{cut:?}")
        })
    };
    let (mut want, mut got) = (expected.split('\n'), output.split('\n'));
    let mut line = 1;
    loop {
        match (want.next(), got.next()) {
            (Some(want), Some(got)) if want == got => line += 1,
            (want, got) => {
                return Err(format!(
                    "line {line}: expected {}, found {}",
                    shown(want),
                    shown(got)
                ))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    const LIMITS: Limits = Limits::new(Duration::from_millis(1000), 256 << 20);

    fn run(exit: Exit, cpu_ms: u64, memory_mib: u64, stderr: &str) -> Run {
        Run {
            exit,
            stdout: b"1\n".to_vec(),
            stderr: stderr.as_bytes().to_vec(),
            over_output_limit: false,
            held_open: false,
            sandboxed: true,
            wall: Duration::from_millis(cpu_ms + 1),
            cpu: Some(Duration::from_millis(cpu_ms)),
            peak_memory: Some(memory_mib << 20),
        }
    }

    fn judged(run: &Run) -> Verdict {
        verdict(run, LIMITS, |output| compare_exact("1\n", output))
    }

    #[test]
    fn limits_come_first_and_their_boundaries_are_allowed() {
        assert_eq!(judged(&run(Exit::Code(0), 10, 4, "")), Verdict::Ok);
        assert_eq!(judged(&run(Exit::TimedOut, 10, 4, "")), Verdict::TimeLimit);
        let mut at_limits = run(Exit::Code(0), 1000, 256, "");
        assert_eq!(
            judged(&at_limits),
            Verdict::TooClose("100.0% of the time limit (at most 25%)".to_string())
        );
        at_limits.cpu = Some(LIMITS.time + Duration::from_nanos(1));
        assert_eq!(judged(&at_limits), Verdict::TimeLimit);
        let mut memory = run(Exit::Code(0), 10, 256, "");
        assert_eq!(
            judged(&memory),
            Verdict::TooClose("100.0% of the memory limit (at most 25%)".to_string())
        );
        memory.peak_memory = Some(LIMITS.memory_bytes + 1);
        assert_eq!(judged(&memory), Verdict::MemoryLimit);
        let failed = "memory allocation of 8 bytes failed\n";
        assert_eq!(
            judged(&run(Exit::Signal(6), 10, 4, failed)),
            Verdict::MemoryLimit
        );
        // Only a run that failed is judged by what it wrote of allocations.
        let mut printed = run(Exit::Code(0), 10, 4, failed);
        assert_eq!(judged(&printed), Verdict::Ok);
        printed.exit = Exit::Code(1);
        assert_eq!(judged(&printed), Verdict::MemoryLimit);
    }

    #[test]
    fn judges_compare_as_their_default_checkers_do() {
        let tokens = Comparison::Tokens {
            case_sensitive: true,
        };
        assert_eq!(compare_as(tokens, "Win\n1 2\n", "Win  \r\n1\t2"), Ok(()));
        assert_eq!(
            compare_as(tokens, "Win\n", "win\n"),
            Err("token 1: expected \"Win\", found \"win\"".to_string())
        );
        let anycase = Comparison::Tokens {
            case_sensitive: false,
        };
        assert_eq!(compare_as(anycase, "Win\n", "win"), Ok(()));
        assert_eq!(
            compare_as(anycase, "1 2\n", "1\n"),
            Err("token 2: expected \"2\", found the end".to_string())
        );
        assert_eq!(
            compare_as(Comparison::Lines, "1\n0\n", "1 \r\n0\n\n\n"),
            Ok(())
        );
        assert!(
            compare_as(Comparison::Lines, "1 0\n", "1\n0\n").is_err(),
            "lines differ"
        );
        // A Unicode space is output, not a trailing space; bytes differ.
        let differ = [
            (Comparison::Lines, "1\u{3000}"),
            (Comparison::Lines, "1\u{85}"),
        ];
        for (comparison, output) in differ.into_iter().chain([(Comparison::Exact, "1")]) {
            assert!(compare_as(comparison, "1\n", output).is_err(), "{output:?}");
        }
    }

    #[test]
    fn output_past_its_limit_is_ole_and_a_held_stream_re() {
        let mut flood = run(Exit::Signal(13), 10, 4, "");
        flood.over_output_limit = true;
        assert_eq!(
            judged(&flood),
            Verdict::OutputLimit,
            "killed by SIGPIPE past the limit"
        );
        flood.cpu = Some(LIMITS.time * 2);
        assert_eq!(judged(&flood), Verdict::TimeLimit, "time first");
        let mut held = run(Exit::Code(0), 10, 4, "");
        held.held_open = true;
        assert_eq!(
            judged(&held),
            Verdict::RuntimeError(
                "a process it started held its output open after it ended".to_string()
            )
        );
    }

    #[test]
    fn then_the_exit_status_then_the_output() {
        assert_eq!(
            judged(&run(Exit::Code(1), 10, 4, "error: oops\nmore\n")),
            Verdict::RuntimeError("exit status 1: error: oops".to_string())
        );
        assert_eq!(
            judged(&run(Exit::Signal(11), 10, 4, "")),
            Verdict::RuntimeError("signal 11: ".to_string())
        );
        let mut wrong = run(Exit::Code(0), 10, 4, "");
        wrong.stdout = b"0\n".to_vec();
        assert_eq!(
            judged(&wrong),
            Verdict::WrongAnswer("line 1: expected \"1\", found \"0\"".to_string())
        );
        wrong.stdout = vec![0xff];
        assert_eq!(
            judged(&wrong),
            Verdict::WrongAnswer("the output is not UTF-8".to_string())
        );
    }

    #[test]
    fn then_the_margin_on_either_limit() {
        assert_eq!(
            judged(&run(Exit::Code(0), 251, 4, "")),
            Verdict::TooClose("25.1% of the time limit (at most 25%)".to_string())
        );
        assert_eq!(
            judged(&run(Exit::Code(0), 10, 65, "")),
            Verdict::TooClose("25.4% of the memory limit (at most 25%)".to_string())
        );
        assert_eq!(judged(&run(Exit::Code(0), 250, 64, "")), Verdict::Ok);
        let mut unmeasured = run(Exit::Code(0), 250, 0, "");
        unmeasured.peak_memory = None;
        assert_eq!(judged(&unmeasured), Verdict::Ok);
        assert_eq!(share(1.0, 4.0), 25.0);
    }

    #[test]
    fn verdicts_are_shown_short_with_their_reason() {
        let shown: Vec<String> = [
            Verdict::Ok,
            Verdict::WrongAnswer("w".into()),
            Verdict::TimeLimit,
            Verdict::MemoryLimit,
            Verdict::RuntimeError("r".into()),
            Verdict::TooClose("c".into()),
        ]
        .iter()
        .map(Verdict::to_string)
        .collect();
        assert_eq!(shown, ["OK", "WA: w", "TLE", "MLE", "RE: r", "MARGIN: c"]);
    }

    #[test]
    fn exact_comparison_names_the_first_differing_line() {
        assert_eq!(compare_exact("1\n0\n", "1\n0\n"), Ok(()));
        assert_eq!(
            compare_exact("1\n0\n1\n", "1\n1\n1\n"),
            Err("line 2: expected \"0\", found \"1\"".to_string())
        );
        assert_eq!(
            compare_exact("1\n0\n", "1\n"),
            Err("line 2: expected \"0\", found \"\"".to_string())
        );
        assert_eq!(
            compare_exact("1\n", "1\n\n"),
            Err("line 3: expected end of output, found \"\"".to_string())
        );
        let long = "x".repeat(70);
        assert_eq!(
            compare_exact("1\n", &long),
            Err(format!(
                "line 1: expected \"1\", found \"{}\"",
                "x".repeat(60)
            ))
        );
    }
}
