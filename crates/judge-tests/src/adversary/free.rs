//! `--adversary optimal` and `random`: whole games from starts drawn over the statement's
//! bounds, against the jury's table or seeded legal replies, runs of as many games as the
//! format allows, on every thread, until the budget is spent.

use std::time::Instant;

use super::memo::Memo;
use super::report;
use super::runs;
use super::script::Plan;
use super::{Failure, Kind, Outcome, Player, Request, Rules};
use crate::random::SplitMix64;

/// `optimal` or `random`: whole games from starts drawn over the bounds, runs of as many games
/// as the format allows, on every thread, until the budget is spent.
pub fn free<R: Rules>(
    rules: &R,
    player: &Player,
    request: &Request,
    shown: &dyn Fn(String),
) -> Result<Outcome, String> {
    let began = Instant::now();
    let memo = Memo::default();
    let per_run = rules.games_per_run().max(1) as u64;
    let mut random = SplitMix64::new(request.seed);
    let (mut games, mut read, mut longest) = (0u64, 0u64, 0u32);
    let seeded = request.kind == Kind::Random;
    let budget = request.games.unwrap_or(u64::MAX);
    while games < budget && (request.games.is_some() || began.elapsed() < request.time) {
        let batch: Vec<Vec<Plan<R::Start>>> = (0..request.threads.max(1))
            .map(|_| {
                let take = per_run.min(budget.saturating_sub(games)).max(1);
                (0..take)
                    .map(|_| Plan::Free {
                        start: rules.draw_start(&mut random),
                        seeded: seeded.then(|| random.next_u64()),
                    })
                    .collect()
            })
            .collect();
        let plans = |index: usize| batch[index].clone();
        for ran in runs::many(rules, &memo, player, request.threads, batch.len(), &plans)? {
            if let Some(fault) = ran.fault {
                return Ok(report::failed(Failure::of(rules, fault)));
            }
            (games, read, longest) = (
                games + ran.games,
                read + ran.lines,
                longest.max(ran.longest),
            );
        }
        shown(format!("{}: {games} games", request.kind.name()));
    }
    let seconds = began.elapsed().as_secs_f64();
    Ok(Outcome::Passed {
        report: report::free(request.kind, games, read, longest, rules.limit(), seconds),
    })
}
