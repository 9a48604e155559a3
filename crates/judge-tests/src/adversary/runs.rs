//! Runs on every core: a list of runs, each a list of plans, played by the player, the results
//! in the runs' order.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use super::drive::Player;
use super::memo::Memo;
use super::rules::Rules;
use super::script::{Fault, Finish, Plan, Record, RunJury};

/// What one run found.
pub struct Ran<R: Rules> {
    pub records: Vec<Record<R>>,
    pub fault: Option<Fault<R::Start>>,
    pub lines: u64,
    pub games: u64,
    pub longest: u32,
    /// How the jury ended the run; whether its last line was the stop line.
    pub finish: Option<Finish>,
    pub stopped: bool,
}

/// A run's result, with its number.
type Numbered<R> = (usize, Result<Ran<R>, String>);

/// Plays one run of `plans`.
pub fn one<R: Rules>(
    rules: &R,
    memo: &Memo<R>,
    player: &Player,
    plans: Vec<Plan<R::Start>>,
) -> Result<Ran<R>, String> {
    let mut jury = RunJury::new(rules, memo, plans);
    player.play(&mut jury)?;
    Ok(Ran {
        records: std::mem::take(&mut jury.records),
        fault: jury.fault.take(),
        lines: jury.lines,
        games: jury.games,
        longest: jury.longest,
        finish: jury.finish,
        stopped: jury.stopped,
    })
}

/// Plays `count` runs on `threads` threads, run `index` made of `plans(index)`; stops taking
/// new runs once one has a fault.
pub fn many<R: Rules>(
    rules: &R,
    memo: &Memo<R>,
    player: &Player,
    threads: usize,
    count: usize,
    plans: &(dyn Fn(usize) -> Vec<Plan<R::Start>> + Sync),
) -> Result<Vec<Ran<R>>, String> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Numbered<R>>> = Mutex::new(Vec::new());
    let stop = std::sync::atomic::AtomicBool::new(false);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                if index >= count || stop.load(Ordering::Relaxed) {
                    break;
                }
                let ran = one(rules, memo, player, plans(index));
                let faulty = ran.as_ref().map_or(true, |ran| ran.fault.is_some());
                if faulty {
                    stop.store(true, Ordering::Relaxed);
                }
                let mut results = results.lock().unwrap_or_else(|poison| poison.into_inner());
                results.push((index, ran));
            });
        }
    });
    let mut results = results
        .into_inner()
        .unwrap_or_else(|poison| poison.into_inner());
    results.sort_by_key(|(index, _)| *index);
    results.into_iter().map(|(_, ran)| ran).collect()
}
