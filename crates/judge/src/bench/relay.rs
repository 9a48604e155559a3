//! The relay's cost (`cargo judge bench`, its last section): a jury that sends a number a line
//! and reads it back, and a submission that echoes each line, run (A) through the relay and the
//! sandbox as an interactive test is, (A0) the same with one round trip, and (B) joined by two
//! plain pipes, by turns. What A costs past A0 is the relay's cost per round trip; B is what
//! the two programs cost alone.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::median_and_fastest;
use crate::build::{Emit, RUN_EDITION};
use crate::check::Judge;
use crate::interactive::{self, Interactive, ACCEPTED};
use crate::layout;
use crate::process::Limits;
use crate::verdict::Verdict;

/// The round trips of a timed run.
pub const ROUND_TRIPS: u32 = 100_000;

/// The most the relay may cost a round trip, as a multiple of what plain pipes cost.
pub const MOST_RATIO: f64 = 2.0;

/// The jury, with `ROUND_TRIPS_HERE` for its count: it ignores its arguments (`<input>
/// <answer> <feedback_dir>`), sends each number on a line of its own and expects it back.
pub const JURY: &str = r#"use std::io::{BufRead, Write};

const ROUND_TRIPS: u32 = ROUND_TRIPS_HERE;

fn main() {
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let stdout = std::io::stdout();
    let mut output = stdout.lock();
    let mut line = String::new();
    for sent in 0..ROUND_TRIPS {
        let wrote = writeln!(output, "{}", sent).and_then(|()| output.flush());
        line.clear();
        let echoed = input.read_line(&mut line).map_or(false, |read| read > 0);
        if wrote.is_err() || !echoed || line.trim_end().parse::<u32>() != Ok(sent) {
            std::process::exit(43);
        }
    }
    std::process::exit(42);
}
"#;

/// The submission: echoes each line as it comes, read through a buffer.
pub const ECHO: &str = r#"use std::io::{BufRead, BufReader, Write};

fn main() {
    let mut input = BufReader::new(std::io::stdin());
    let stdout = std::io::stdout();
    let mut output = stdout.lock();
    let mut line = Vec::new();
    while input.read_until(b'\n', &mut line).map_or(false, |read| read > 0) {
        if output.write_all(&line).and_then(|()| output.flush()).is_err() {
            return;
        }
        line.clear();
    }
}
"#;

/// The limits of a relayed run: far past what it takes.
const LIMITS: Limits = Limits::new(Duration::from_secs(60), 256 << 20);

/// The median wall times of the three runs, over `runs` rounds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RelayTimes {
    pub round_trips: u32,
    pub runs: usize,
    /// A: `round_trips` through the relay, in the sandbox.
    pub relayed: Duration,
    /// A0: one round trip through the relay, in the sandbox: its start and end alone.
    pub relayed_once: Duration,
    /// B: `round_trips` through two plain pipes.
    pub piped: Duration,
}

impl RelayTimes {
    /// The relay's cost per round trip, its start and end taken away: (A - A0) / round trips.
    pub fn relay_per_trip(&self) -> Duration {
        self.relayed.saturating_sub(self.relayed_once) / self.round_trips.saturating_sub(1)
    }

    /// Plain pipes' cost per round trip, B / round trips (the start of two plain processes is
    /// under a millisecond, left in).
    pub fn pipes_per_trip(&self) -> Duration {
        self.piped / self.round_trips
    }

    /// A / B: the relay's cost with the sandbox's and the measurer's start.
    pub fn whole_ratio(&self) -> f64 {
        self.relayed.as_secs_f64() / self.piped.as_secs_f64()
    }

    /// (A - A0) / B per round trip: the ratio held to `MOST_RATIO`, since the start of the
    /// sandbox and the measurer is paid once a test, whatever the relay does, and a test of a
    /// few round trips is dominated by it.
    pub fn per_trip_ratio(&self) -> f64 {
        self.relay_per_trip().as_secs_f64() / self.pipes_per_trip().as_secs_f64()
    }
}

/// The section's text: the three medians, the cost per round trip, and both ratios.
pub fn relay_row(times: &RelayTimes) -> String {
    let micros = |duration: Duration| format!("{:.2} µs", duration.as_secs_f64() * 1e6);
    let ms = crate::report::milliseconds;
    let line = |name: &str, wall: &str, per_trip: &str| {
        format!("{name:<36} {wall:>12} {per_trip:>14}")
            .trim_end()
            .to_string()
            + "\n"
    };
    let within = match times.per_trip_ratio() <= MOST_RATIO {
        true => "within",
        false => "over",
    };
    let mut text = format!(
        "\nrelay: {} round trips of a line each way, median wall of {} alternating runs\n",
        times.round_trips, times.runs
    );
    text += &line("", "median wall", "per round trip");
    text += &line("A: relay, sandboxed", &ms(times.relayed), "");
    text += &line(
        "A0: relay, sandboxed, 1 round trip",
        &ms(times.relayed_once),
        "",
    );
    let alone = times.relayed.saturating_sub(times.relayed_once);
    text += &line(
        "A - A0: the relay alone",
        &ms(alone),
        &micros(times.relay_per_trip()),
    );
    text += &line(
        "B: plain pipes, no sandbox",
        &ms(times.piped),
        &micros(times.pipes_per_trip()),
    );
    text + &format!(
        "relay / pipes: {:.2} per round trip ({within} the most, {MOST_RATIO:.1}), {:.2} in all\n",
        times.per_trip_ratio(),
        times.whole_ratio()
    )
}

/// Writes one of the programs into the judge's folder and builds it.
fn build(judge: &Judge, name: &str, source: &str) -> Result<PathBuf, String> {
    let path = judge.workspace.judge_dir().join("relay").join(name);
    layout::write(&path, source.as_bytes())?;
    judge.builder.compile(&path, RUN_EDITION, Emit::Binary)
}

/// The three programs: the jury of `ROUND_TRIPS`, the jury of one, and the echo.
fn programs(judge: &Judge) -> Result<[PathBuf; 3], String> {
    let jury = |count: u32| JURY.replace("ROUND_TRIPS_HERE", &count.to_string());
    Ok([
        build(judge, "jury.rs", &jury(ROUND_TRIPS))?,
        build(judge, "jury-once.rs", &jury(1))?,
        build(judge, "echo.rs", ECHO)?,
    ])
}

/// One relayed run, sandboxed as `cargo judge` runs a test: its wall time.
fn relayed(judge: &Judge, jury: &Path, echo: &Path, empty: &Path) -> Result<Duration, String> {
    let test = Interactive {
        submission: interactive::Command::bare(echo),
        jury: interactive::Command::bare(jury),
        input: empty,
        answer: empty,
        limits: LIMITS,
    };
    let started = Instant::now();
    let done = test.run(&judge.runner)?;
    let wall = started.elapsed();
    match done.verdict {
        Verdict::Ok => Ok(wall),
        verdict => Err(format!("the relayed echo was judged {verdict:?}")),
    }
}

/// The two programs joined by two plain pipes, unsandboxed: the wall time.
fn piped(jury: &Path, echo: &Path, empty: &Path) -> Result<Duration, String> {
    let started = Instant::now();
    let mut first = Command::new(jury)
        .args([empty, empty, empty])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|err| format!("cannot start {}: {err}", jury.display()))?;
    let (to_jury, from_jury) = (first.stdin.take(), first.stdout.take());
    let (Some(to_jury), Some(from_jury)) = (to_jury, from_jury) else {
        return Err("the jury's pipes were not made".to_string());
    };
    let mut second = Command::new(echo)
        .stdin(from_jury)
        .stdout(to_jury)
        .spawn()
        .map_err(|err| format!("cannot start {}: {err}", echo.display()))?;
    let ended = (first.wait(), second.wait());
    let wall = started.elapsed();
    match ended {
        (Ok(jury), Ok(echo)) if jury.code() == Some(ACCEPTED) && echo.success() => Ok(wall),
        ended => Err(format!("the piped echo failed: {ended:?}")),
    }
}

/// Times the relay against plain pipes, `runs` rounds of A0, A and B by turns.
pub fn relay(judge: &Judge, runs: usize) -> Result<RelayTimes, String> {
    let [jury, jury_once, echo] = programs(judge)?;
    let empty = judge.workspace.judge_dir().join("relay").join("empty");
    layout::write(&empty, b"")?;
    let (mut whole, mut once, mut pipes) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..runs {
        once.push(relayed(judge, &jury_once, &echo, &empty)?);
        whole.push(relayed(judge, &jury, &echo, &empty)?);
        pipes.push(piped(&jury, &echo, &empty)?);
    }
    Ok(RelayTimes {
        round_trips: ROUND_TRIPS,
        runs,
        relayed: median_and_fastest(whole).0,
        relayed_once: median_and_fastest(once).0,
        piped: median_and_fastest(pipes).0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_row_shows_the_medians_the_cost_per_round_trip_and_both_ratios() {
        let ms = Duration::from_millis;
        let times = RelayTimes {
            round_trips: 1001,
            runs: 11,
            relayed: ms(60),
            relayed_once: ms(20),
            piped: ms(1001) / 40,
        };
        let row = relay_row(&times);
        let lines: Vec<&str> = row.lines().collect();
        assert_eq!(lines.len(), 8, "{row}");
        assert!(lines[1].starts_with("relay: 1001 round trips"), "{row}");
        assert!(lines[1].ends_with("of 11 alternating runs"), "{row}");
        assert!(lines[2].ends_with("median wall per round trip"), "{row}");
        assert!(
            lines[3].starts_with("A: ") && lines[3].ends_with(" 60.0 ms"),
            "{row}"
        );
        assert!(
            lines[4].starts_with("A0: ") && lines[4].ends_with(" 20.0 ms"),
            "{row}"
        );
        assert!(lines[5].ends_with(" 40.0 ms       40.00 µs"), "{row}");
        assert!(lines[6].ends_with(" 25.0 ms       25.00 µs"), "{row}");
        let ratios = "relay / pipes: 1.60 per round trip (within the most, 2.0), 2.40 in all";
        assert_eq!(row.lines().last(), Some(ratios), "{row}");
    }
}
