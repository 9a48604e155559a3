//! The walk's first look: one whole game from each start against the jury's table, the line a
//! depth-first walk follows first. A game past the limit ends the walk there, from the
//! smallest start whose game passes it; any other fault is left for the walk to find on its
//! shortest line.

use super::{Found, Walked};
use crate::adversary::drive::Player;
use crate::adversary::rules::Rules;
use crate::adversary::runs;
use crate::adversary::script::Plan;

/// Plays the games, many a run where the format allows; what it finds goes in `walked`. A game
/// with no limit has no line past it: none is played.
pub fn play<R: Rules>(
    rules: &R,
    player: &Player,
    threads: usize,
    starts: &[R::Start],
    walked: &mut Walked<R>,
    shown: &dyn Fn(String),
) -> Result<(), String> {
    if rules.limit().is_none() {
        return Ok(());
    }
    shown("every: a game against the table from each start".to_string());
    let per_run = rules.games_per_run().max(1);
    let count = starts.len().div_ceil(per_run);
    let plans = |index: usize| -> Vec<Plan<R::Start>> {
        let end = ((index + 1) * per_run).min(starts.len());
        let plan = |start: &R::Start| Plan::Line {
            start: start.clone(),
            replies: Vec::new(),
        };
        starts[index * per_run..end].iter().map(plan).collect()
    };
    for ran in runs::many(rules, &walked.memo, player, threads, count, &plans)? {
        walked.table.0 += ran.games;
        walked.table.1 = walked.table.1.max(ran.longest);
        let Some(fault) = ran.fault.filter(|fault| fault.past_limit) else {
            continue;
        };
        walked.found = Found::Line {
            start: fault.start,
            replies: Vec::new(),
            seen: "its game against the table passed the limit".to_string(),
        };
        return Ok(());
    }
    Ok(())
}
