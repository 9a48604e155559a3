//! The last stage of `every`, and what `optimal` and `random` print: the failing game, played
//! again alone where it is a line the walk found (or tried on every way into its position,
//! where a move depended on the path), or what a run covered and how fast.

use std::time::Instant;

use super::checks::Checked;
use super::drive::Player;
use super::judge::Lines;
use super::script::{Fault, Plan};
use super::walk::{Found, Walked};
use super::{runs, shrink};
use super::{Failure, Kind, Outcome, Request, Rules};

/// What `every` found, as its outcome.
pub fn report<R: Rules>(
    rules: &R,
    player: &Player,
    request: &Request,
    mut walked: Walked<R>,
    covered: (&[R::Start], Lines<R::Start>, Checked),
    began: Instant,
) -> Result<Outcome, String> {
    let (starts, lines, checked) = covered;
    let found = std::mem::replace(&mut walked.found, Found::Nothing);
    match found {
        Found::Fault(fault) => {
            let fault = match fault.differs_at {
                Some(at) => {
                    shrink::differing_way(rules, &walked.memo, player, request.threads, at)?
                        .unwrap_or(fault)
                }
                None => fault,
            };
            Ok(failed(Failure::of(rules, fault)))
        }
        Found::Line {
            start,
            replies,
            seen,
        } => played_again(rules, &walked, player, start, replies, seen),
        Found::Stopped => Ok(Outcome::Stopped {
            report: stopped(rules, request, &walked, starts, &lines, began),
        }),
        Found::Nothing => Ok(Outcome::Passed {
            report: passed(rules, request, &walked, starts, &lines, checked, began),
        }),
    }
}

/// A failing line played alone as one game, so that what is shown is what the program did.
fn played_again<R: Rules>(
    rules: &R,
    walked: &Walked<R>,
    player: &Player,
    start: R::Start,
    replies: Vec<String>,
    seen: String,
) -> Result<Outcome, String> {
    let plan = Plan::Line {
        start: start.clone(),
        replies,
    };
    let ran = runs::one(rules, &walked.memo, player, vec![plan])?;
    let fault = ran.fault.unwrap_or_else(|| Fault {
        transcript: Vec::new(),
        why: format!(
            "{seen} from {start}, but played alone as one game the program did not fail: its \
             moves depend on more than the position"
        ),
        start,
        differs_at: None,
        past_limit: false,
    });
    Ok(failed(Failure::of(rules, fault)))
}

/// A failure, as its outcome.
pub fn failed(failure: Failure) -> Outcome {
    Outcome::Failed {
        report: failed_text(&failure),
        failure,
    }
}

/// The domain walked, as the report's first line says it.
fn domain<R: Rules>(rules: &R, request: &Request, starts: usize) -> String {
    let mut domain = rules.domain_text();
    if let Some(start) = &request.start {
        domain = format!("the start {start}");
    }
    if let Some(below) = &request.below {
        domain.push_str(&format!(", below {below}"));
    }
    format!("domain: {domain} ({starts} starts)")
}

/// A walk stopped by its budget: how far it went.
fn stopped<R: Rules>(
    rules: &R,
    request: &Request,
    walked: &Walked<R>,
    starts: &[R::Start],
    lines: &Lines<R::Start>,
    began: Instant,
) -> String {
    let asked = walked.asked;
    format!(
        "{}\n\
         stopped: the budget ({} positions, {} s) was spent after {:.2} s\n\
         walked: {} of {} starts done, {asked} positions asked ({} met); no failure in what \
         was walked\n\
         give it more with --positions N or --seconds S, or fewer starts with --below or \
         --start\n\
         not finished\n",
        domain(rules, request, starts.len()),
        request.positions,
        request.time.as_secs_f64(),
        began.elapsed().as_secs_f64(),
        lines.done,
        starts.len(),
        walked.memo.movers.len(),
    )
}

/// What a passed walk covered.
fn passed<R: Rules>(
    rules: &R,
    request: &Request,
    walked: &Walked<R>,
    starts: &[R::Start],
    lines: &Lines<R::Start>,
    checked: Checked,
    began: Instant,
) -> String {
    let (table, limit) = match rules.limit() {
        Some(limit) => (
            format!(
                "table: {} games against the jury's table, one from each start, the longest {} \
                 moves\n",
                walked.table.0, walked.table.1
            ),
            format!(", none past the limit of {limit} moves"),
        ),
        None => (String::new(), String::new()),
    };
    let aborts = match rules.abort() {
        Some(line) => format!(
            ", {} on {line:?} in their last game and {} on it with a game left",
            walked.aborts, checked.stopped
        ),
        None => String::new(),
    };
    let cuts = match walked.cuts {
        0 => String::new(),
        cuts => format!(", {cuts} cut short after the move asked (the jury has no early end)"),
    };
    let from = lines
        .from
        .as_ref()
        .map_or(String::new(), ToString::to_string);
    format!(
        "{}\n\
         {table}asked: {} positions, each once, in {} games of {} runs; {} lines read, each before the \
         jury's next line was written\n\
         lines: {} from the starts, every one won{limit}\n\
         longest line: {} moves, from {from}\n\
         runs ended: {} after their last game{aborts}, each exiting with nothing more written{cuts}\n\
         position only: {} games of random replies, {} moves, each the one the walk recorded for \
         its position\n\
         time: {:.2} s\n\
         no failure\n",
        domain(rules, request, starts.len()),
        walked.memo.movers.len(),
        walked.games,
        walked.runs,
        walked.lines,
        count(lines.count),
        lines.longest,
        walked.exits,
        checked.games,
        checked.moves,
        began.elapsed().as_secs_f64(),
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

fn failed_text(failure: &Failure) -> String {
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
fn count(count: f64) -> String {
    match count < 1e15 {
        true => format!("{count:.0}"),
        false => format!("{count:.2e}"),
    }
}
