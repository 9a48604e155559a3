//! `--adversary every`: from each start of the small domain, every legal reply of the jury is
//! followed. The program is asked its move once per position, through a game that reaches it
//! (many games a run where the format has `t`), level by level from the starts; the lines are
//! then the paths through the memo, and every one is judged there.

use super::drive::Player;
use super::memo::{Asked, Id, Memo, Target, Via, WON};
use super::rules::{Next, Rules};
use super::runs::{self, Ran};
use super::script::{Ask, Fault, Finish, Plan, Record};

/// What the walk met.
pub struct Walked<R: Rules> {
    pub memo: Memo<R>,
    /// Lines read from the program, games and runs played.
    pub lines: u64,
    pub games: u64,
    pub runs: u64,
    /// Runs that ended on the stop line, runs that ended with their last game, and runs cut
    /// short after their last asked move (a game the jury cannot end early).
    pub aborts: u64,
    pub exits: u64,
    pub cuts: u64,
}

/// Asks every position of the domain; a fault (a move that depends on the path, a protocol
/// broken) stops the walk, and is returned with what it had met.
pub fn walk<R: Rules>(
    rules: &R,
    player: &Player,
    threads: usize,
    starts: &[u64],
    shown: &dyn Fn(usize, usize),
) -> Result<(Walked<R>, Option<Fault>), String> {
    let mut walked = Walked {
        memo: Memo::default(),
        lines: 0,
        games: 0,
        runs: 0,
        aborts: 0,
        exits: 0,
        cuts: 0,
    };
    let mut frontier = Vec::new();
    for &start in starts {
        let (_, key) = rules.start(start);
        let (id, new) = walked.memo.mover(&key, Via::Start(start));
        if new {
            frontier.push(id);
        }
    }
    let per_run = rules.games_per_run().max(1);
    while !frontier.is_empty() {
        shown(walked.memo.movers.len(), frontier.len());
        let count = frontier.len().div_ceil(per_run);
        let first_run = walked.runs;
        let memo = &walked.memo;
        let plans = |index: usize| -> Vec<Plan> {
            let ids = &frontier[index * per_run..((index + 1) * per_run).min(frontier.len())];
            let abort = (first_run + index as u64) % 2 == 1 && rules.abort().is_some();
            let last = ids.len() - 1;
            let plan = |(at, &mover): (usize, &Id)| {
                Plan::Ask(Ask {
                    mover,
                    path: memo.path(rules, mover),
                    abort: abort && at == last,
                    compare: false,
                })
            };
            ids.iter().enumerate().map(plan).collect()
        };
        let ran = runs::many(rules, memo, player, threads, count, &plans)?;
        let mut next = Vec::new();
        for (index, ran) in ran.into_iter().enumerate() {
            walked.count(&ran, per_run.min(frontier.len() - index * per_run));
            if let Some(fault) = ran.fault {
                return Ok((walked, Some(fault)));
            }
            merge(rules, &mut walked.memo, ran.records, &mut next);
        }
        frontier = next;
    }
    Ok((walked, None))
}

impl<R: Rules> Walked<R> {
    fn count(&mut self, ran: &Ran<R>, games: usize) {
        self.lines += ran.lines;
        self.games += games as u64;
        self.runs += 1;
        match (ran.finish, ran.stopped) {
            (Some(Finish::Exit), true) => self.aborts += 1,
            (Some(Finish::Exit), false) => self.exits += 1,
            _ => self.cuts += 1,
        }
    }
}

/// Puts a run's moves in the memo; new positions go on `next`.
fn merge<R: Rules>(rules: &R, memo: &mut Memo<R>, records: Vec<Record<R>>, next: &mut Vec<Id>) {
    let mut before: Option<Id> = None;
    for record in records {
        let via = match (record.via, before) {
            (Some(via), _) => via,
            (None, Some(before)) => Via::Again(before),
            // A record that follows none has a via; the walk never makes one without.
            (None, None) => continue,
        };
        let id = match record.id {
            Some(id) => id,
            None => memo.mover(&record.key, via).0,
        };
        let asked = match record.moved {
            Err(why) => Asked::Wrong(why),
            Ok(moved) => {
                let next_target = match moved.next {
                    Next::Again(key) => Target::Mover(memo.mover(&key, Via::Again(id)).0),
                    Next::Jury(key) => Target::Replier(expand(rules, memo, &key, id, next)),
                };
                Asked::Moved {
                    next: next_target,
                    counted: moved.counted,
                }
            }
        };
        memo.movers[id as usize].asked = Some(asked);
        before = Some(id);
    }
}

/// The replier's number; where it is new, each reply's position, the new ones on `next`.
fn expand<R: Rules>(
    rules: &R,
    memo: &mut Memo<R>,
    key: &R::Replier,
    via: Id,
    next: &mut Vec<Id>,
) -> Id {
    let (id, new) = memo.replier(key, via);
    if !new {
        return id;
    }
    let count = rules.replies(key);
    let mut children = Vec::with_capacity(usize::try_from(count).unwrap_or(0));
    memo.reserve(children.capacity());
    for index in 0..count {
        let child = match rules.reply_leads_to(key, index) {
            None => WON,
            Some(mover) => {
                let (child, new) = memo.mover(&mover, Via::Reply(id, index));
                if new {
                    next.push(child);
                }
                child
            }
        };
        children.push(child);
    }
    memo.repliers[id as usize].children = children;
    id
}
