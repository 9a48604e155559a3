//! The first stage of `every`, the walk. Where the game has a limit on moves, it first plays one
//! whole game from each start against the jury's table (`table`): the first line a depth-first
//! walk would follow, so a strategy that never wins is driven past the limit at once, whatever
//! the number of lines. Then it follows
//! every legal reply of the jury: the program is asked its move once per position, through a
//! game that reaches it (many games a run where the format has `t`), level by level from the
//! starts, until every position is asked or the budget (positions asked, seconds) is spent.

use std::time::{Duration, Instant};

use super::drive::Player;
use super::memo::{Asked, Id, Memo, Target, Via, WON};
use super::rules::{Next, Rules};
use super::runs::{self, Ran};
use super::script::{Ask, Fault, Finish, Plan, Record};
use super::Request;

mod table;

/// What the stages of `every` have found: each passes on a failure found before it.
pub enum Found<S> {
    /// Nothing wrong so far.
    Nothing,
    /// A run's fault, as the run saw it.
    Fault(Fault<S>),
    /// A failing line, from `start` with these replies of the jury (the table's after them),
    /// to be played again alone; `seen` says how it was found.
    Line {
        start: S,
        replies: Vec<String>,
        seen: String,
    },
    /// The walk spent its budget first: what it walked holds no failure.
    Stopped,
}

/// What the walk met.
pub struct Walked<R: Rules> {
    pub memo: Memo<R>,
    /// The positions the program was asked its move at.
    pub asked: usize,
    /// Lines read from the program, games and runs played.
    pub lines: u64,
    pub games: u64,
    pub runs: u64,
    /// Runs that ended on the stop line, runs that ended with their last game, and runs cut
    /// short after their last asked move (a game the jury cannot end early).
    pub aborts: u64,
    pub exits: u64,
    pub cuts: u64,
    /// The games against the table first, and the most moves in one.
    pub table: (u64, u32),
    pub found: Found<R::Start>,
}

/// How many runs are played between two looks at the budget, for each thread.
const RUNS_A_LOOK: usize = 4;

/// Walks every start of `starts`: a fault, a line past the limit or a spent budget ends it.
pub fn walk<R: Rules>(
    rules: &R,
    player: &Player,
    request: &Request,
    starts: &[R::Start],
    shown: &dyn Fn(String),
) -> Result<Walked<R>, String> {
    let began = Instant::now();
    let mut walked = Walked::new();
    table::play(rules, player, request.threads, starts, &mut walked, shown)?;
    if !matches!(walked.found, Found::Nothing) {
        return Ok(walked);
    }
    let mut frontier = Vec::new();
    for start in starts {
        let (id, new) = walked.memo.start(rules, start);
        if new {
            frontier.push(id);
        }
    }
    let chunk = rules.games_per_run().max(1) * request.threads.max(1) * RUNS_A_LOOK;
    for level in 0.. {
        let mut next = Vec::new();
        for (done, ids) in frontier.chunks(chunk).enumerate() {
            shown(walked.progress(level, done * chunk, frontier.len(), began.elapsed()));
            if let Some(fault) = walked.ask(rules, player, request.threads, ids, &mut next)? {
                walked.found = Found::Fault(fault);
                return Ok(walked);
            }
            let spent = walked.asked >= request.positions || began.elapsed() >= request.time;
            if spent && !(next.is_empty() && done * chunk + ids.len() == frontier.len()) {
                walked.found = Found::Stopped;
                return Ok(walked);
            }
        }
        if next.is_empty() {
            break;
        }
        frontier = next;
    }
    Ok(walked)
}

impl<R: Rules> Walked<R> {
    fn new() -> Self {
        Walked {
            memo: Memo::default(),
            asked: 0,
            lines: 0,
            games: 0,
            runs: 0,
            aborts: 0,
            exits: 0,
            cuts: 0,
            table: (0, 0),
            found: Found::Nothing,
        }
    }

    fn progress(&self, level: usize, done: usize, of: usize, elapsed: Duration) -> String {
        format!(
            "every: {} positions asked, {} met; level {level}: {done} of {of} asked; {:.0} s",
            self.asked,
            self.memo.movers.len(),
            elapsed.as_secs_f64()
        )
    }

    /// Asks the positions `ids`, many games a run where the format allows; the new positions
    /// their moves lead to go on `next`. Half the runs end on the stop line, where there is one.
    fn ask(
        &mut self,
        rules: &R,
        player: &Player,
        threads: usize,
        ids: &[Id],
        next: &mut Vec<Id>,
    ) -> Result<Option<Fault<R::Start>>, String> {
        let per_run = rules.games_per_run().max(1);
        let count = ids.len().div_ceil(per_run);
        let first_run = self.runs;
        let memo = &self.memo;
        let plans = |index: usize| -> Vec<Plan<R::Start>> {
            let ids = &ids[index * per_run..((index + 1) * per_run).min(ids.len())];
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
        for (index, ran) in ran.into_iter().enumerate() {
            self.count(&ran, per_run.min(ids.len() - index * per_run));
            if let Some(fault) = ran.fault {
                return Ok(Some(fault));
            }
            self.asked += merge(rules, &mut self.memo, ran.records, next);
        }
        Ok(None)
    }

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

/// Puts a run's moves in the memo; new positions go on `next`. The moves put.
fn merge<R: Rules>(
    rules: &R,
    memo: &mut Memo<R>,
    records: Vec<Record<R>>,
    next: &mut Vec<Id>,
) -> usize {
    let mut before: Option<Id> = None;
    let mut put = 0;
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
        put += 1;
    }
    put
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
