//! A search on every core: the threads share the next batch, the counts, the failure of the
//! smallest index and what the answered cases reached.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use super::{Budget, Failure, Judged, Search, Stress, BATCH};
use crate::stress::aim::Hunt;
use crate::stress::coverage::Coverage;
use crate::stress::domain::Outside;

impl Stress<'_> {
    /// `search`, telling `watch` the cases judged so far and the time taken, a few times a
    /// second.
    pub fn watched_search(
        &self,
        budget: &Budget,
        watch: &(dyn Fn(u64, Duration) + Sync),
    ) -> Result<Search, String> {
        let hunt = Hunt::new(self.problem, &self.domain, budget.seed)?;
        let pairs = hunt.first_pairs();
        let shared = Shared {
            hunt,
            started: Instant::now(),
            next_batch: AtomicU64::new(0),
            judged: AtomicU64::new(0),
            outside: Outside::ALL.map(|_| AtomicU64::new(0)),
            first: Mutex::new(None),
            first_index: AtomicU64::new(u64::MAX),
            coverage: Mutex::new(
                Coverage::of(self.problem.format, &self.domain)?
                    .answering(self.problem.stress.aim.kinds)
                    .holding(&pairs),
            ),
            running: AtomicU64::new(budget.threads.max(1) as u64),
        };
        let empty = lock(&shared.coverage).clone();
        let worker = || {
            let _counted = Running(&shared.running);
            let mut reached = empty.clone();
            self.work(&shared, budget, &mut reached);
            lock(&shared.coverage).merge(&reached);
        };
        std::thread::scope(|scope| {
            let threads: Vec<_> = (0..budget.threads.max(1))
                .map(|_| spawn_with_a_deep_stack(scope, &worker))
                .collect();
            while shared.running.load(Ordering::SeqCst) > 0 {
                watch(
                    shared.judged.load(Ordering::Relaxed),
                    shared.started.elapsed(),
                );
                std::thread::sleep(Duration::from_millis(25));
            }
            threads.into_iter().try_for_each(|thread| {
                thread.join().map_err(|payload| {
                    let message = judge::output::panic_message(payload.as_ref());
                    format!("a stress thread panicked: {message}")
                })
            })
        })?;
        Ok(Search {
            cases: shared.judged.into_inner(),
            outside: Outside::ALL
                .iter()
                .zip(shared.outside)
                .map(|(&why, count)| (self.domain.outside(why), count.into_inner()))
                .filter(|&(_, count)| count > 0)
                .collect(),
            elapsed: shared.started.elapsed(),
            first: shared
                .first
                .into_inner()
                .unwrap_or_else(|poison| poison.into_inner()),
            coverage: shared
                .coverage
                .into_inner()
                .unwrap_or_else(|poison| poison.into_inner()),
        })
    }

    /// One thread's part of a search: batches of cases until the budget runs out or a case
    /// below the batch failed; what the answered cases reach is marked in `reached`.
    fn work(&self, shared: &Shared, budget: &Budget, reached: &mut Coverage) {
        let mut references = self.references();
        let out_of_time = || {
            budget
                .time
                .is_some_and(|time| shared.started.elapsed() >= time)
        };
        loop {
            let start = shared.next_batch.fetch_add(BATCH, Ordering::SeqCst);
            let end = (start + BATCH).min(budget.cases);
            let first_index = || shared.first_index.load(Ordering::SeqCst);
            if start >= end.min(first_index()) || out_of_time() {
                return;
            }
            for index in start..end {
                if index >= first_index() {
                    break;
                }
                shared.judged.fetch_add(1, Ordering::Relaxed);
                let case = shared.hunt.case(index);
                let failure = match self.judge(&mut references, &case) {
                    Judged::Passed => {
                        reached.record(self.problem.format, &case);
                        reached.count_sized(&shared.hunt.sized_kinds(&case));
                        continue;
                    }
                    Judged::Outside(why) => {
                        let at = Outside::ALL.iter().position(|&known| known == why);
                        let at = at.expect("every reason is in `Outside::ALL`");
                        shared.outside[at].fetch_add(1, Ordering::Relaxed);
                        continue;
                    }
                    Judged::Failed(failure) => failure,
                };
                reached.record(self.problem.format, &case);
                let mut first = lock(&shared.first);
                if first.as_ref().map_or(true, |(known, _)| index < *known) {
                    shared.first_index.store(index, Ordering::SeqCst);
                    *first = Some((index, failure));
                }
                break;
            }
        }
    }
}

/// What the threads of one search share.
struct Shared<'a> {
    hunt: Hunt<'a>,
    started: Instant,
    next_batch: AtomicU64,
    /// The cases judged, and those of them outside the domain.
    judged: AtomicU64,
    /// Those outside, one count for each reason of `Outside::ALL`.
    outside: [AtomicU64; 3],
    /// The failure of the smallest index so far, and that index.
    first: Mutex<Option<(u64, Failure)>>,
    first_index: AtomicU64,
    /// What the finished threads' answered cases reached.
    coverage: Mutex<Coverage>,
    /// The threads still judging.
    running: AtomicU64,
}

/// A thread counted as running until it ends, by a panic too.
struct Running<'a>(&'a AtomicU64);

impl Drop for Running<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// The value behind `mutex`, also after a thread panicked holding it (the panic is reported
/// when the thread is joined).
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|poison| poison.into_inner())
}

fn spawn_with_a_deep_stack<'scope>(
    scope: &'scope std::thread::Scope<'scope, '_>,
    worker: &'scope (impl Fn() + Sync),
) -> std::thread::ScopedJoinHandle<'scope, ()> {
    // The searches recurse once per move of a game; 2 MiB (a thread's default) is too little
    // for long games.
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn_scoped(scope, worker)
        .unwrap_or_else(|err| panic!("cannot start a stress thread: {err}"))
}
