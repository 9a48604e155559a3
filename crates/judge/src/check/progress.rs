//! The live line `cargo judge check` keeps on a terminal's standard error: each problem being
//! judged, the fixture it is at of how many, and the time since judging began. It is redrawn in
//! place and erased at the end; off a terminal nothing is written.

use std::io::{IsTerminal, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Erases the terminal's current line and returns to its start.
const ERASE: &str = "\r\x1b[2K";

/// The most characters of the line shown: a wider line would wrap, and wrapped lines are not
/// erased by `ERASE`.
const WIDTH: usize = 100;

/// The live line, shared by the threads that judge; `off` draws nothing.
#[derive(Clone, Debug, Default)]
pub struct Progress {
    shared: Option<Arc<Mutex<State>>>,
}

#[derive(Debug)]
struct State {
    started: Instant,
    /// Each problem being judged: its name, what it is at, the step and the steps.
    problems: Vec<(String, &'static str, usize, usize)>,
}

impl Progress {
    pub fn off() -> Progress {
        Progress { shared: None }
    }

    /// A live line where standard error is a terminal; else none.
    pub fn on_a_terminal() -> Progress {
        match std::io::stderr().is_terminal() {
            true => Progress {
                shared: Some(Arc::new(Mutex::new(State {
                    started: Instant::now(),
                    problems: Vec::new(),
                }))),
            },
            false => Progress::off(),
        }
    }

    fn update(&self, change: impl FnOnce(&mut Vec<(String, &'static str, usize, usize)>)) {
        let Some(shared) = &self.shared else {
            return;
        };
        let Ok(mut state) = shared.lock() else {
            return;
        };
        change(&mut state.problems);
        let text = match state.problems.is_empty() {
            true => ERASE.to_string(),
            false => format!("{ERASE}{}", line(&state.problems, state.started.elapsed())),
        };
        let mut stderr = std::io::stderr().lock();
        drop(stderr.write_all(text.as_bytes()));
        drop(stderr.flush());
    }

    /// A problem begins a stage: `compiling`, or `fixture` with `total` steps.
    pub fn start(&self, problem: &str, what: &'static str, total: usize) {
        self.update(|problems| {
            problems.retain(|(name, ..)| name != problem);
            problems.push((problem.to_string(), what, 0, total));
        });
    }

    /// A problem's next step is done.
    pub fn step(&self, problem: &str) {
        self.update(|problems| {
            let at = problems.iter_mut().find(|(name, ..)| name == problem);
            if let Some((_, _, step, _)) = at {
                *step += 1;
            }
        });
    }

    /// A problem is judged; with the last one, the line is erased.
    pub fn done(&self, problem: &str) {
        self.update(|problems| problems.retain(|(name, ..)| name != problem));
    }
}

/// The line: `judging a: fixture 3 of 24, b: compiling (1.2 s)`, cut to `WIDTH` characters.
fn line(problems: &[(String, &'static str, usize, usize)], elapsed: Duration) -> String {
    let parts: Vec<String> = problems
        .iter()
        .map(|(name, what, step, total)| match total {
            0 => format!("{name}: {what}"),
            // The step being run: one past those done, at most the last.
            _ => format!("{name}: {what} {} of {total}", (step + 1).min(*total)),
        })
        .collect();
    let text = format!(
        "judging {} ({:.1} s)",
        parts.join(", "),
        elapsed.as_secs_f64()
    );
    text.chars().take(WIDTH).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_names_each_problem_its_step_and_the_time() {
        let problems = vec![
            ("a".to_string(), "fixture", 2, 24),
            ("b".to_string(), "compiling", 0, 0),
            ("c".to_string(), "fixture", 5, 5),
        ];
        assert_eq!(
            line(&problems, Duration::from_millis(1250)),
            "judging a: fixture 3 of 24, b: compiling, c: fixture 5 of 5 (1.2 s)"
        );
        let many = vec![("x".repeat(200), "compiling", 0, 0)];
        assert_eq!(line(&many, Duration::ZERO).chars().count(), WIDTH);
        // Off a terminal (as under `cargo test`), nothing is drawn and nothing is kept.
        let off = Progress::off();
        off.start("a", "fixture", 3);
        off.step("a");
        off.done("a");
        assert!(off.shared.is_none());
    }
}
