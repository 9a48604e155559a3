//! The third stage of `every`: runs the walk did not play, each over the memo of moves. Runs of
//! two games whose first ends on the stop line (the program must exit at once, not read on
//! for the second), and games of random replies from random starts, every move compared with
//! the memo, so that a move that depends on the path, not only the position, is found.

use super::drive::Player;
use super::memo::{Asked, Id, Memo, MoverNode, Target};
use super::runs;
use super::script::{Ask, Fault, Plan};
use super::walk::{Found, Walked};
use super::{Request, Rules};
use crate::random::SplitMix64;

/// What the runs covered: runs stopped with a game left, games of random replies and the
/// moves read in them.
#[derive(Clone, Copy, Default)]
pub struct Checked {
    pub stopped: usize,
    pub games: usize,
    pub moves: u64,
}

/// Plays the runs where the walk found nothing; a fault becomes what it found.
pub fn check<R: Rules>(
    rules: &R,
    player: &Player,
    request: &Request,
    starts: &[R::Start],
    walked: &mut Walked<R>,
    shown: &dyn Fn(String),
) -> Result<Checked, String> {
    let mut checked = Checked::default();
    if !matches!(walked.found, Found::Nothing) {
        return Ok(checked);
    }
    shown("every: stopping runs with games left".to_string());
    let mut fault = stop_early(rules, &walked.memo, player, request, &mut checked)?;
    if fault.is_none() {
        shown("every: games of random replies".to_string());
        fault = random_games(rules, &walked.memo, player, request, starts, &mut checked)?;
    }
    if let Some(fault) = fault {
        walked.found = Found::Fault(fault);
    }
    Ok(checked)
}

/// How many runs are stopped with a game left: the walk's runs end on the stop line in their
/// last game, where a program that reads on would end anyway.
const STOPPED: usize = 8;

fn replied<R: Rules>(node: &MoverNode<R>) -> bool {
    matches!(
        node.asked,
        Some(Asked::Moved {
            next: Target::Replier(_),
            ..
        })
    )
}

/// Runs of two games whose first ends on the stop line after a move drawn from the memo: the
/// program must exit at once, not read on for the second.
fn stop_early<R: Rules>(
    rules: &R,
    memo: &Memo<R>,
    player: &Player,
    request: &Request,
    checked: &mut Checked,
) -> Result<Option<Fault<R::Start>>, String> {
    if rules.abort().is_none() || rules.games_per_run() < 2 {
        return Ok(None);
    }
    let movers: Vec<Id> = (0..memo.movers.len() as Id)
        .filter(|&id| replied(&memo.movers[id as usize]))
        .collect();
    if movers.is_empty() {
        return Ok(None);
    }
    // The first positions the walk met (from the smallest starts) and some drawn at random;
    // a fault is reported from the first of them, the smallest start.
    let mut random = SplitMix64::new(request.seed);
    let mut chosen: Vec<Id> = movers.iter().copied().take(STOPPED / 2).collect();
    while chosen.len() < STOPPED {
        chosen.push(movers[random.in_range(0..=movers.len() as u64 - 1) as usize]);
    }
    let plans = |index: usize| -> Vec<Plan<R::Start>> {
        let mover = chosen[index];
        let path = memo.path(rules, mover);
        let ask = |abort| {
            Plan::Ask(Ask {
                mover,
                path: path.clone(),
                abort,
                compare: false,
            })
        };
        vec![ask(true), ask(false)]
    };
    for ran in runs::many(rules, memo, player, request.threads, STOPPED, &plans)? {
        if ran.fault.is_some() {
            return Ok(ran.fault);
        }
    }
    checked.stopped = STOPPED;
    Ok(None)
}

/// The most runs of games of random replies.
const MOST_CHECK_RUNS: usize = 250;

/// Games of random replies from random starts of the domain, every move compared with the
/// memo.
fn random_games<R: Rules>(
    rules: &R,
    memo: &Memo<R>,
    player: &Player,
    request: &Request,
    starts: &[R::Start],
    checked: &mut Checked,
) -> Result<Option<Fault<R::Start>>, String> {
    let per_run = rules.games_per_run().max(1);
    // A run a game, where the format has no `t`, costs a start of the program each.
    let checks = request.checks.min(per_run * MOST_CHECK_RUNS);
    let count = checks.div_ceil(per_run);
    let plans = |index: usize| -> Vec<Plan<R::Start>> {
        let mut random =
            SplitMix64::new(request.seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let games = per_run.min(checks - index * per_run);
        (0..games)
            .map(|_| {
                let start = &starts[random.in_range(0..=starts.len() as u64 - 1) as usize];
                Plan::Check {
                    start: start.clone(),
                    seed: random.next_u64(),
                }
            })
            .collect()
    };
    let mut read = 0;
    for ran in runs::many(rules, memo, player, request.threads, count, &plans)? {
        if ran.fault.is_some() {
            return Ok(ran.fault);
        }
        read += ran.lines;
    }
    (checked.games, checked.moves) = (checks, read);
    Ok(None)
}
