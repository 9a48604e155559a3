//! What `cargo stress` writes beside its report: every line through `out` or `err`, which
//! ignore a closed pipe (`cargo stress ... | head` ends quietly, never with a panic), and on a
//! terminal a live line on stderr (the problem, the cases per second, the time, the shrinking
//! steps), erased before the report. Off a terminal nothing is written but the report.

use std::io::{IsTerminal, Write};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Writes `text` to stdout; a closed or full stdout is ignored.
pub fn out(text: &str) {
    let mut stdout = std::io::stdout().lock();
    let _ = stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush());
}

/// Writes `text` to stderr; a closed or full stderr is ignored.
pub fn err(text: &str) {
    let _ = std::io::stderr().lock().write_all(text.as_bytes());
}

/// How often the live line is rewritten.
const EVERY: Duration = Duration::from_millis(100);

/// The live line of one run, or nothing off a terminal.
pub struct Progress {
    problem: String,
    on: bool,
    /// When the line was last written, and whether one is shown.
    last: Mutex<(Option<Instant>, bool)>,
}

impl Progress {
    /// A live line for `problem` where stderr is a terminal.
    pub fn new(problem: &str) -> Progress {
        Progress::shown(problem, std::io::stderr().is_terminal())
    }

    /// A live line written or not, as `on` says.
    pub fn shown(problem: &str, on: bool) -> Progress {
        Progress {
            problem: problem.to_string(),
            on,
            last: Mutex::new((None, false)),
        }
    }

    /// The search has judged `cases` in `elapsed`.
    pub fn searching(&self, cases: u64, elapsed: Duration) {
        let rate = cases as f64 / elapsed.as_secs_f64().max(1e-9);
        let seconds = elapsed.as_secs_f64();
        self.line(&format!(
            "stress {}: {cases} case(s), {rate:.0} per second, {seconds:.1} s",
            self.problem
        ));
    }

    /// Shrinking has taken `steps` of `tries`.
    pub fn shrinking(&self, steps: usize, tries: usize) {
        self.line(&format!(
            "stress {}: shrinking, {steps} step(s) taken of {tries} tried",
            self.problem
        ));
    }

    /// Erases the line, if one is shown.
    /// A line of an adversary run's progress.
    pub fn noting(&self, text: &str) {
        self.line(&format!("stress {}: {text}", self.problem));
    }

    pub fn clear(&self) {
        let mut last = self
            .last
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        if last.1 {
            err("\r\x1b[2K");
            last.1 = false;
        }
    }

    fn line(&self, text: &str) {
        if !self.on {
            return;
        }
        let mut last = self
            .last
            .lock()
            .unwrap_or_else(|poison| poison.into_inner());
        if last.0.is_some_and(|at| at.elapsed() < EVERY) {
            return;
        }
        err(&format!("\r\x1b[2K{text}"));
        *last = (Some(Instant::now()), true);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn off_a_terminal_nothing_is_written() {
        let progress = Progress::shown("nim", false);
        progress.searching(10, Duration::from_secs(1));
        progress.clear();
        let last = progress.last.lock().expect("not poisoned");
        assert_eq!(*last, (None, false), "no line written, none to erase");
    }
}
