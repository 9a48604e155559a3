//! A move that depends on the path, shown on the shortest way to its position from the
//! smallest start: every way the memo knows into the position is tried again, smallest start
//! and shortest path first, until one makes the program move otherwise than the memo says.

use super::drive::Player;
use super::memo::{Asked, Id, Memo, Path, Target};
use super::rules::Rules;
use super::runs;
use super::script::{Ask, Fault, Plan};

/// The most ways into a position tried.
const MOST_WAYS: usize = 4000;

/// The first way into `at` on which the program's move differs from the memo's, as a fault;
/// `None` where none does (the move then depends on more than the path into it).
pub fn differing_way<R: Rules>(
    rules: &R,
    memo: &Memo<R>,
    player: &Player,
    threads: usize,
    at: Id,
) -> Result<Option<Fault<R::Start>>, String> {
    let mut ways = ways_into(rules, memo, at);
    ways.sort_by(|a, b| (&a.start, a.steps.len()).cmp(&(&b.start, b.steps.len())));
    ways.truncate(MOST_WAYS);
    let per_run = rules.games_per_run().max(1);
    let plans = |index: usize| -> Vec<Plan<R::Start>> {
        let end = ((index + 1) * per_run).min(ways.len());
        let ask = |path: &Path<R::Start>| {
            Plan::Ask(Ask {
                mover: at,
                path: path.clone(),
                abort: false,
                compare: true,
            })
        };
        ways[index * per_run..end].iter().map(ask).collect()
    };
    let count = ways.len().div_ceil(per_run);
    for ran in runs::many(rules, memo, player, threads, count, &plans)? {
        if ran.fault.is_some() {
            return Ok(ran.fault);
        }
    }
    Ok(None)
}

/// Every path the memo knows into `at`: through each reply that leads there, and each move
/// after which the program writes again there.
fn ways_into<R: Rules>(rules: &R, memo: &Memo<R>, at: Id) -> Vec<Path<R::Start>> {
    let mut ways = Vec::new();
    for node in &memo.repliers {
        for (index, _) in node
            .children
            .iter()
            .enumerate()
            .filter(|(_, &child)| child == at)
        {
            let mut path = memo.path(rules, node.via);
            let line = rules.reply(&node.key, index as u64).line;
            path.steps.push((node.via, Some(line)));
            ways.push(path);
        }
    }
    for (id, node) in memo.movers.iter().enumerate() {
        if let Some(Asked::Moved {
            next: Target::Mover(next),
            ..
        }) = node.asked
        {
            if next == at {
                let mut path = memo.path(rules, id as Id);
                path.steps.push((id as Id, None));
                ways.push(path);
            }
        }
    }
    ways
}
