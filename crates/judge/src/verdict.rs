//! A judge's verdict on one run: the limits first, then the exit status, then the output. The
//! margin this machine keeps from each limit is the workspace's own standard, apart (`margin`).

use std::fmt;

use crate::process::{Exit, Limits, Run};
use crate::profile::Comparison;

/// The share (in percent) of each limit a run may use here by default, under the workspace's
/// standards (`cargo judge check --margin PERCENT`): this machine is not the judge's, so an
/// answer close to a limit here could exceed it there. Judges themselves keep no margin.
pub const DEFAULT_MARGIN_PERCENT: f64 = 25.0;

/// A judge's verdict on one run, printed with the names judges print: `AC`, `WA`, `TLE`, `MLE`,
/// `OLE`, `RE`, `CE`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Accepted: printed `AC`.
    Ok,
    WrongAnswer(String),
    TimeLimit,
    MemoryLimit,
    /// Standard output or standard error past `OUTPUT_LIMIT`.
    OutputLimit,
    RuntimeError(String),
    /// The judge's compiler refused the source: its first error line.
    CompileError(String),
}

impl Verdict {
    pub fn short(&self) -> &'static str {
        match self {
            Verdict::Ok => "AC",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::TimeLimit => "TLE",
            Verdict::MemoryLimit => "MLE",
            Verdict::OutputLimit => "OLE",
            Verdict::RuntimeError(_) => "RE",
            Verdict::CompileError(_) => "CE",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Verdict::WrongAnswer(why) | Verdict::RuntimeError(why) | Verdict::CompileError(why) => {
                write!(formatter, "{}: {why}", self.short())
            }
            _ => write!(formatter, "{}", self.short()),
        }
    }
}

/// A signal's number with its name where it is one a run dies of: `11 (SIGSEGV)`.
pub fn signal_name(signal: i32) -> String {
    let name = match signal {
        1 => "SIGHUP",
        2 => "SIGINT",
        3 => "SIGQUIT",
        4 => "SIGILL",
        5 => "SIGTRAP",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        11 => "SIGSEGV",
        13 => "SIGPIPE",
        14 => "SIGALRM",
        15 => "SIGTERM",
        24 => "SIGXCPU",
        25 => "SIGXFSZ",
        31 => "SIGSYS",
        _ => return signal.to_string(),
    };
    format!("{signal} ({name})")
}

/// How a run ended, as a judge's `RE` line names it: `exit status 3` or `signal 11
/// (SIGSEGV)`.
pub fn exit_shown(exit: Exit) -> String {
    match exit {
        Exit::Code(code) => format!("exit status {code}"),
        Exit::Signal(signal) => format!("signal {}", signal_name(signal)),
        Exit::TimedOut => "killed at the time limit".to_string(),
    }
}

/// The verdict on a run: limits first (output, time, memory), then the exit status, then the
/// output (`judge_output` compares it with the expected answer or runs the checker).
pub fn verdict(
    run: &Run,
    limits: Limits,
    judge_output: impl FnOnce(&str) -> Result<(), String>,
) -> Verdict {
    // An endless writer is cut at the output limit, as a judge cuts it, whatever time it
    // then spends writing on to a closed stream.
    if run.over_output_limit {
        return Verdict::OutputLimit;
    }
    if run.exit == Exit::TimedOut || run.time() > limits.time {
        return Verdict::TimeLimit;
    }
    if out_of_memory(run, limits) {
        return Verdict::MemoryLimit;
    }
    if run.held_open {
        return Verdict::RuntimeError(
            "a process it started held its output open after it ended".to_string(),
        );
    }
    if run.exit != Exit::Code(0) {
        let why = format!("{}: {}", exit_shown(run.exit), run.stderr_line());
        return Verdict::RuntimeError(why.trim_end_matches([':', ' ']).to_string());
    }
    let Ok(output) = std::str::from_utf8(&run.stdout) else {
        let start = &run.stdout[..run.stdout.len().min(60)];
        let start = crate::process::quoted(start);
        return Verdict::WrongAnswer(format!("the output is not UTF-8: {start}"));
    };
    match judge_output(output) {
        Ok(()) => Verdict::Ok,
        Err(why) => Verdict::WrongAnswer(why),
    }
}

/// Whether the run ended for want of memory, however it ended: killed by the kernel at its
/// group's limit; failed (any status but 0, or a signal) after reaching the limit, as a C
/// program that aborts on a null `malloc`, a C++ `std::bad_alloc` or a Python `MemoryError`
/// does; a peak past the limit; or failed saying that an allocation failed (Rust's, C++'s and
/// Python's words, for a run held to its address space, where the limit is not seen).
fn out_of_memory(run: &Run, limits: Limits) -> bool {
    const ALLOCATION_FAILED: [&str; 4] = [
        "memory allocation of",
        "std::bad_alloc",
        "MemoryError",
        "out of memory",
    ];
    let failed = run.exit != Exit::Code(0);
    let stderr = String::from_utf8_lossy(&run.stderr);
    let said = ALLOCATION_FAILED.iter().any(|words| stderr.contains(words));
    let over_peak = run
        .peak_memory
        .is_some_and(|peak| peak > limits.memory_bytes);
    run.oom_killed || over_peak || (failed && (run.limit_hit || said))
}

/// The workspace's margin: `None` when the run used at most `percent` of each limit, else each
/// limit of which it used more.
pub fn margin(run: &Run, limits: Limits, percent: f64) -> Option<String> {
    let time_share = share(run.time().as_secs_f64(), limits.time.as_secs_f64());
    let memory_share = run
        .peak_memory
        .map(|peak| share(peak as f64, limits.memory_bytes as f64));
    let past: Vec<String> = [(Some(time_share), "time"), (memory_share, "memory")]
        .into_iter()
        .filter_map(|(used, limit)| Some((used?, limit)))
        .filter(|&(used, _)| used > percent)
        .map(|(used, limit)| format!("{used:.1}% of the {limit} limit"))
        .collect();
    (!past.is_empty()).then(|| format!("{} (at most {percent}%)", past.join(" and ")))
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
mod tests;
