//! The three adversaries as runs: `every` (the walk, its lines judged, then games of random
//! replies against the memo) and `free` (`optimal` and `random`: whole games over the bounds).

use std::time::Instant;

use super::judge::{Judged, Shown};
use super::memo::{Asked, Id, Memo, Target};
use super::report::{self, Every};
use super::runs;
use super::script::{Ask, Fault, Plan};
use super::{shrink, walk};
use super::{Failure, Kind, Outcome, Player, Request, Rules};
use crate::random::SplitMix64;

pub fn every<R: Rules>(
    rules: &R,
    player: &Player,
    request: &Request,
    shown: &dyn Fn(String),
) -> Result<Outcome, String> {
    let began = Instant::now();
    let mut starts = rules.domain();
    if let Some(below) = request.below {
        starts.retain(|&start| start < below);
    }
    if starts.is_empty() {
        return Err("no start of the domain is below --below".to_string());
    }
    let progress = |met: usize, asking: usize| {
        shown(format!("every: {met} positions met, asking {asking}"));
    };
    let (walked, fault) = walk::walk(rules, player, request.threads, &starts, &progress)?;
    if let Some(fault) = fault {
        return shown_fault(rules, &walked.memo, player, request, fault);
    }
    let judged = Judged::new(&walked.memo);
    if let Some(found) = judged.first_failure(rules, &starts) {
        shown("every: playing the failing line alone".to_string());
        return shown_again(rules, &walked.memo, player, found);
    }
    shown("every: stopping runs with games left".to_string());
    let stopped = match stop_early(rules, &walked.memo, player, request)? {
        Ok(stopped) => stopped,
        Err(fault) => return shown_fault(rules, &walked.memo, player, request, fault),
    };
    shown("every: games of random replies".to_string());
    let checked = check(rules, &walked.memo, player, request, &starts)?;
    let checked = match checked {
        Ok(checked) => checked,
        Err(fault) => return shown_fault(rules, &walked.memo, player, request, fault),
    };
    let every = Every {
        domain: rules.domain_text(),
        below: request.below,
        starts: starts.len(),
        positions: walked.memo.movers.len(),
        games: walked.games,
        runs: walked.runs,
        read: walked.lines,
        lines: 0.0,
        limit: rules.limit(),
        longest: 0,
        from: starts[0],
        exits: walked.exits,
        aborts: walked.aborts,
        cuts: walked.cuts,
        abort_line: rules.abort(),
        stopped,
        checks: checked,
        seconds: began.elapsed().as_secs_f64(),
    };
    Ok(Outcome::Passed {
        report: report::every(&with_lines(rules, &judged, &starts, every)),
    })
}

/// `every` with its lines counted from the starts, and the longest of them.
fn with_lines<R: Rules>(rules: &R, judged: &Judged<R>, starts: &[u64], every: Every) -> Every {
    let (mut longest, mut from, mut lines) = (0, starts[0], 0.0);
    for &start in starts {
        let (most, count) = judged.of_start(rules, start);
        if most > longest {
            (longest, from) = (most, start);
        }
        lines += count;
    }
    Every {
        longest,
        from,
        lines,
        ..every
    }
}

/// The failing line the walk found, played alone as one game, so that what is shown is what
/// the program did.
fn shown_again<R: Rules>(
    rules: &R,
    memo: &Memo<R>,
    player: &Player,
    found: Shown,
) -> Result<Outcome, String> {
    let (start, replies) = match &found {
        Shown::Wrong { start, replies } | Shown::Limit { start, replies, .. } => (*start, replies),
    };
    let line = |&(replier, index): &(Id, u64)| {
        rules
            .reply(&memo.repliers[replier as usize].key, index)
            .line
    };
    let replies = replies.iter().map(line).collect();
    let ran = runs::one(rules, memo, player, vec![Plan::Line { start, replies }])?;
    let fault = ran.fault.unwrap_or_else(|| Fault {
        transcript: Vec::new(),
        why: format!(
            "the walk found a failing line from {start} ({found:?}), but played alone as one game \
             the program did not fail: its moves depend on more than the position"
        ),
        start,
        differs_at: None,
    });
    Ok(failed(rules, fault))
}

/// A fault found by a run, shown: a move that depended on the path is first tried again on
/// every way into its position, from the smallest start (`shrink`).
fn shown_fault<R: Rules>(
    rules: &R,
    memo: &Memo<R>,
    player: &Player,
    request: &Request,
    fault: Fault,
) -> Result<Outcome, String> {
    let fault = match fault.differs_at {
        Some(at) => {
            shrink::differing_way(rules, memo, player, request.threads, at)?.unwrap_or(fault)
        }
        None => fault,
    };
    Ok(failed(rules, fault))
}

fn failed<R: Rules>(rules: &R, fault: Fault) -> Outcome {
    let failure = Failure::of(rules, fault);
    Outcome::Failed {
        report: report::failed(&failure),
        failure,
    }
}

/// How many runs are stopped with a game left: the walk's runs end on the stop line in their
/// last game, where a program that reads on would end anyway.
const STOPPED: usize = 8;

/// Runs of two games whose first ends on the stop line after a move drawn from the memo: the
/// program must exit at once, not read on for the second. The runs made.
fn stop_early<R: Rules>(
    rules: &R,
    memo: &Memo<R>,
    player: &Player,
    request: &Request,
) -> Result<Result<usize, Fault>, String> {
    if rules.abort().is_none() || rules.games_per_run() < 2 {
        return Ok(Ok(0));
    }
    let replied = |node: &super::memo::MoverNode<R>| {
        matches!(
            node.asked,
            Some(Asked::Moved {
                next: Target::Replier(_),
                ..
            })
        )
    };
    let movers: Vec<Id> = (0..memo.movers.len() as Id)
        .filter(|&id| replied(&memo.movers[id as usize]))
        .collect();
    if movers.is_empty() {
        return Ok(Ok(0));
    }
    // The first positions the walk met (from the smallest starts) and some drawn at random;
    // a fault is reported from the first of them, the smallest start.
    let mut random = SplitMix64::new(request.seed);
    let mut chosen: Vec<Id> = movers.iter().copied().take(STOPPED / 2).collect();
    while chosen.len() < STOPPED {
        chosen.push(movers[random.in_range(0..=movers.len() as u64 - 1) as usize]);
    }
    let plans = |index: usize| -> Vec<Plan> {
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
        if let Some(fault) = ran.fault {
            return Ok(Err(fault));
        }
    }
    Ok(Ok(STOPPED))
}

/// The most runs of games of random replies.
const MOST_CHECK_RUNS: usize = 250;

/// Games of random replies from random starts of the domain, every move compared with the
/// memo: the games and the moves read.
fn check<R: Rules>(
    rules: &R,
    memo: &Memo<R>,
    player: &Player,
    request: &Request,
    starts: &[u64],
) -> Result<Result<(usize, u64), Fault>, String> {
    let per_run = rules.games_per_run().max(1);
    // A run a game, where the format has no `t`, costs a start of the program each.
    let checks = request.checks.min(per_run * MOST_CHECK_RUNS);
    let count = checks.div_ceil(per_run);
    let plans = |index: usize| -> Vec<Plan> {
        let mut random =
            SplitMix64::new(request.seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let games = per_run.min(checks - index * per_run);
        (0..games)
            .map(|_| {
                let start = starts[random.in_range(0..=starts.len() as u64 - 1) as usize];
                Plan::Check {
                    start,
                    seed: random.next_u64(),
                }
            })
            .collect()
    };
    let mut read = 0;
    for ran in runs::many(rules, memo, player, request.threads, count, &plans)? {
        if let Some(fault) = ran.fault {
            return Ok(Err(fault));
        }
        read += ran.lines;
    }
    Ok(Ok((checks, read)))
}

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
        let batch: Vec<Vec<Plan>> = (0..request.threads.max(1))
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
                return Ok(failed(rules, fault));
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
