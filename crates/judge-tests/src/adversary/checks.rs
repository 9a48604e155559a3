//! The third stage of `every`: runs the walk did not play, each over the memo of moves. Runs of
//! two games whose first ends on the stop line (the program must exit at once, not read on
//! for the second), then games of random replies from random starts, every move compared with
//! the memo, so that a move that depends on the path, not only the position, is found. All are
//! played in one batch, in that order: a fault is shown from the first run that has one.

use super::drive::Player;
use super::memo::{Asked, Id, Memo, Target};
use super::runs;
use super::script::{Ask, Plan};
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

/// How many runs are stopped with a game left: the walk's runs end on the stop line in their
/// last game, where a program that reads on would end anyway.
const STOPPED: usize = 8;

/// The most runs of games of random replies.
const MOST_CHECK_RUNS: usize = 250;

/// Plays the runs where the walk found nothing; a fault becomes what it found.
pub fn check<R: Rules>(
    rules: &R,
    player: &Player,
    request: &Request,
    starts: &[R::Start],
    walked: &mut Walked<R>,
    shown: &dyn Fn(String),
) -> Result<Checked, String> {
    if !matches!(walked.found, Found::Nothing) {
        return Ok(Checked::default());
    }
    shown("every: runs stopped early, games of random replies".to_string());
    let memo = &walked.memo;
    let stopping = stopped_at(rules, memo, request.seed);
    let per_run = rules.games_per_run().max(1);
    // A run a game, where the format has no `t`, costs a start of the program each.
    let games = request.checks.min(per_run * MOST_CHECK_RUNS);
    let plans = |index: usize| -> Vec<Plan<R::Start>> {
        match stopping.get(index) {
            Some(&mover) => stopped_early(rules, memo, mover),
            None => random_games(request.seed, starts, index - stopping.len(), per_run, games),
        }
    };
    let count = stopping.len() + games.div_ceil(per_run);
    let mut checked = Checked {
        stopped: stopping.len(),
        games,
        moves: 0,
    };
    for (index, ran) in (runs::many(rules, memo, player, request.threads, count, &plans)?)
        .into_iter()
        .enumerate()
    {
        if let Some(fault) = ran.fault {
            walked.found = Found::Fault(fault);
            break;
        }
        if index >= stopping.len() {
            checked.moves += ran.lines;
        }
    }
    Ok(checked)
}

/// The positions after which a run is stopped with a game left: the first the walk met (from
/// the smallest starts) and some drawn at random, among those where the jury is to reply.
/// None where the jury has no stop line or a run holds one game.
fn stopped_at<R: Rules>(rules: &R, memo: &Memo<R>, seed: u64) -> Vec<Id> {
    if rules.abort().is_none() || rules.games_per_run() < 2 {
        return Vec::new();
    }
    let replied = |&id: &Id| {
        matches!(
            memo.movers[id as usize].asked,
            Some(Asked::Moved {
                next: Target::Replier(_),
                ..
            })
        )
    };
    let movers: Vec<Id> = (0..memo.movers.len() as Id).filter(replied).collect();
    if movers.is_empty() {
        return Vec::new();
    }
    let mut random = SplitMix64::new(seed);
    let mut chosen: Vec<Id> = movers.iter().copied().take(STOPPED / 2).collect();
    while chosen.len() < STOPPED {
        chosen.push(movers[random.in_range(0..=movers.len() as u64 - 1) as usize]);
    }
    chosen
}

/// A run of two games whose first ends on the stop line after the move at `mover`.
fn stopped_early<R: Rules>(rules: &R, memo: &Memo<R>, mover: Id) -> Vec<Plan<R::Start>> {
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
}

/// Run `index` of the games of random replies: up to `per_run` of the `games`, each from a
/// random start, its replies drawn from its own seed.
fn random_games<S: Clone>(
    seed: u64,
    starts: &[S],
    index: usize,
    per_run: usize,
    games: usize,
) -> Vec<Plan<S>> {
    let mut random = SplitMix64::new(seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let count = per_run.min(games - index * per_run);
    (0..count)
        .map(|_| {
            let start = &starts[random.in_range(0..=starts.len() as u64 - 1) as usize];
            Plan::Check {
                start: start.clone(),
                seed: random.next_u64(),
            }
        })
        .collect()
}
