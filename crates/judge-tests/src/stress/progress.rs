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

/// The edit distance between `a` and `b` (Levenshtein): the fewest characters inserted,
/// deleted or replaced that make one the other.
pub fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let replaced = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = replaced.min(row[j] + 1).min(row[j + 1] + 1);
        }
    }
    row[b.len()]
}

/// The name of `names` nearest `typed`, if it is near enough to be what was meant: at most a
/// third of its characters (and at least two) apart.
pub fn did_you_mean<'a>(typed: &str, names: &[&'a str]) -> Option<&'a str> {
    let nearest = names
        .iter()
        .map(|&name| (distance(typed, name), name))
        .min()?;
    let near = (typed.chars().count() / 3).max(2);
    (nearest.0 <= near).then_some(nearest.1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nearest_name_is_offered_when_it_is_near() {
        assert_eq!(distance("kitten", "sitting"), 3);
        assert_eq!(distance("", "abc"), 3);
        let names = ["left-stack-game", "game-with-stones", "zjoi2009-stone-game"];
        assert_eq!(
            did_you_mean("left-stak-game", &names),
            Some("left-stack-game")
        );
        assert_eq!(did_you_mean("zjoi2009", &names), None, "too far");
        assert_eq!(did_you_mean("xyz", &names), None);
    }

    #[test]
    fn off_a_terminal_nothing_is_written() {
        let progress = Progress::shown("nim", false);
        progress.searching(10, Duration::from_secs(1));
        progress.clear();
        let last = progress.last.lock().expect("not poisoned");
        assert_eq!(*last, (None, false), "no line written, none to erase");
    }
}
