//! What an adversary run prints: what it covered and how fast, or the failing game.

use super::{Failure, Kind};

/// What a passed `every` run covered.
pub struct Every {
    pub domain: String,
    pub below: Option<u64>,
    pub starts: usize,
    pub positions: usize,
    pub games: u64,
    pub runs: u64,
    pub read: u64,
    pub lines: f64,
    pub limit: Option<u32>,
    pub longest: u32,
    pub from: u64,
    pub exits: u64,
    pub aborts: u64,
    pub cuts: u64,
    pub abort_line: Option<&'static str>,
    /// Runs stopped on the stop line with a game left.
    pub stopped: usize,
    /// Games of random replies, and the moves in them compared with the memo.
    pub checks: (usize, u64),
    pub seconds: f64,
}

pub fn every(run: &Every) -> String {
    let domain = match run.below {
        Some(below) => format!("{}, below {below}", run.domain),
        None => run.domain.clone(),
    };
    let limit = match run.limit {
        Some(limit) => format!(", none past the limit of {limit} moves"),
        None => String::new(),
    };
    let aborts = match run.abort_line {
        Some(line) => format!(
            ", {} on {line:?} in their last game and {} on it with a game left",
            run.aborts, run.stopped
        ),
        None => String::new(),
    };
    let cuts = match run.cuts {
        0 => String::new(),
        cuts => format!(", {cuts} cut short after the move asked (the jury has no early end)"),
    };
    format!(
        "domain: {domain} ({} starts)\n\
         asked: {} positions, each once, in {} games of {} runs; {} lines read, each before the \
         jury's next line was written\n\
         lines: {} from the starts, every one won{limit}\n\
         longest line: {} moves, from {}\n\
         runs ended: {} after their last game{aborts}, each exiting with nothing more written{cuts}\n\
         position only: {} games of random replies, {} moves, each the one the walk recorded for \
         its position\n\
         time: {:.2} s\n\
         no failure\n",
        run.starts,
        run.positions,
        run.games,
        run.runs,
        run.read,
        lines(run.lines),
        run.longest,
        run.from,
        run.exits,
        run.checks.0,
        run.checks.1,
        run.seconds,
    )
}

pub fn free(
    kind: Kind,
    games: u64,
    read: u64,
    longest: u32,
    limit: Option<u32>,
    seconds: f64,
) -> String {
    let limit = match limit {
        Some(limit) => format!(" (limit {limit})"),
        None => String::new(),
    };
    let per_second = |count: u64| count as f64 / seconds.max(1e-9);
    format!(
        "{}: {games} games, every one won; longest {longest} moves{limit}\n\
         speed: {:.0} games a second, {:.0} round trips a second ({read} lines read in {seconds:.2} s)\n\
         no failure\n",
        kind.name(),
        per_second(games),
        per_second(read),
    )
}

pub fn failed(failure: &Failure) -> String {
    let mut text = format!(
        "FAILED from {}: {}\nthe game ({} lines; `<` the jury's, `>` the program's):\n",
        failure.start,
        failure.why,
        failure.transcript.len()
    );
    text.push_str(&failure.interaction());
    text
}

/// A count of lines: exact below 10^15, else to three figures.
fn lines(count: f64) -> String {
    match count < 1e15 {
        true => format!("{count:.0}"),
        false => format!("{count:.2e}"),
    }
}
