//! The order in which the two sides end (`Interaction::jury_first`), and the end of the run
//! once the jury has ended: the verdict is then known, and the submission is stopped (after
//! `EXIT_GRACE` for its own exit where the jury accepted).

use std::sync::{Condvar, Mutex};
use std::time::{Duration, Instant};

use super::transcript::Side;
use crate::process::{Exit, Run, Stopper};

/// How long the submission is given to exit by itself: once its output has ended (before the
/// jury sees the end, so that a submission that exits is seen to end first), and once the jury
/// has accepted (a submission still running then is stopped and judged `TLE`). Generous: a
/// sandboxed run is reaped only once its namespaces are torn down.
pub const EXIT_GRACE: Duration = Duration::from_secs(1);

/// `SIGKILL`, how a stopped run ends.
const KILLED: i32 = 9;

/// Which side ended first, and whether the submission has exited.
#[derive(Debug, Default)]
pub struct Order {
    state: Mutex<State>,
    changed: Condvar,
}

#[derive(Debug, Default)]
struct State {
    first: Option<Side>,
    submission_exited: bool,
}

impl Order {
    /// Notes that `side` ended (the jury: its output ended or it was reaped; the submission:
    /// its output passed its cap).
    pub fn ended(&self, side: Side) {
        self.change(|state| {
            state.first.get_or_insert(side);
        });
    }

    /// Notes that the submission was reaped: its end.
    pub fn submission_exited(&self) {
        self.change(|state| {
            state.first.get_or_insert(Side::Submission);
            state.submission_exited = true;
        });
    }

    /// Notes that the submission's output is over, before the jury sees its end: past its
    /// cap, that is the submission's end. A closed output is not an exit: the submission is
    /// given `EXIT_GRACE` to exit, so that one that does is seen to end before the jury sees
    /// the end of its output and judges.
    pub fn output_ended(&self, over_cap: bool) {
        match over_cap {
            true => self.ended(Side::Submission),
            false => drop(self.submission_exits_within(EXIT_GRACE)),
        }
    }

    /// Whether the jury ended before the submission.
    pub fn jury_first(&self) -> bool {
        let first = match self.state.lock() {
            Ok(state) => state.first,
            Err(poisoned) => poisoned.into_inner().first,
        };
        first == Some(Side::Jury)
    }

    /// Waits until the submission has exited or `grace` has passed: whether it exited.
    pub fn submission_exits_within(&self, grace: Duration) -> bool {
        let deadline = Instant::now() + grace;
        let Ok(mut state) = self.state.lock() else {
            return false;
        };
        while !state.submission_exited {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            state = match self.changed.wait_timeout(state, left) {
                Ok((state, _)) => state,
                Err(_) => return false,
            };
        }
        true
    }

    fn change(&self, change: impl FnOnce(&mut State)) {
        match self.state.lock() {
            Ok(mut state) => change(&mut state),
            Err(poisoned) => change(&mut poisoned.into_inner()),
        }
        self.changed.notify_all();
    }
}

/// What is done once the jury has ended, as `jury` says it did: a jury that accepted leaves
/// the submission `EXIT_GRACE` to exit by itself; any other end decides the verdict whatever
/// the submission does next, so it is stopped at once. Whether it was stopped after an
/// acceptance.
pub fn after_jury(jury: &Result<Run, String>, order: &Order, stopper: &Stopper) -> bool {
    let accepted = matches!(jury, Ok(run) if run.exit == Exit::Code(super::ACCEPTED));
    if accepted && order.submission_exits_within(EXIT_GRACE) {
        return false;
    }
    stopper.stop();
    accepted
}

/// The submission's run as the verdict reads it: one stopped after the jury accepted did not
/// end by itself, as one that outlives its wall-clock limit (where problemtools, which waits
/// for it, would judge it `TLE`). One that ended before the kill keeps its own exit.
pub fn as_judged(mut submission: Run, stopped_after_acceptance: bool) -> Run {
    if stopped_after_acceptance && submission.exit == Exit::Signal(KILLED) {
        submission.exit = Exit::TimedOut;
    }
    submission
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_end_is_kept_and_an_exit_is_waited_for() {
        let order = Order::default();
        assert!(!order.submission_exits_within(Duration::ZERO));
        order.ended(Side::Jury);
        order.submission_exited();
        assert!(order.jury_first());
        assert!(order.submission_exits_within(Duration::ZERO));
        let order = Order::default();
        order.ended(Side::Submission);
        order.ended(Side::Jury);
        assert!(!order.jury_first(), "a cap passed is the submission's end");
        let order = std::sync::Arc::new(Order::default());
        let exits = std::sync::Arc::clone(&order);
        std::thread::spawn(move || exits.submission_exited());
        assert!(order.submission_exits_within(Duration::from_secs(600)));
    }

    #[test]
    fn a_submission_stopped_after_an_acceptance_did_not_end_by_itself() {
        let killed = Run::ended(Exit::Signal(KILLED));
        assert_eq!(as_judged(killed.clone(), true).exit, Exit::TimedOut);
        assert_eq!(as_judged(killed, false).exit, Exit::Signal(KILLED));
        let exited = Run::ended(Exit::Code(0));
        assert_eq!(as_judged(exited, true).exit, Exit::Code(0));
    }
}
