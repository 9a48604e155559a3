//! Interactive tests both ways: the submission made by a fork server (the default) and in a
//! sandbox of its own (`Runner::one_shot`). Stopped by the judge once the jury has ended, or
//! killed at the clock, it is judged the same: the same verdict, ends and exchange.
#![cfg(target_os = "linux")]

use judge::interactive::Interaction;
use judge::process::{Exit, Limits};
use judge::verdict::Verdict;

use crate::interactive::{interact_through, runner, shown, JURY, LONG, RIGHT, TINY};

/// What must not depend on the fork server: the verdict, how each side ended, which ended
/// first, and the exchange.
fn seen(done: &Interaction) -> String {
    let exchange = done.transcript.render();
    format!("{}\n{exchange}", shown(done))
}

/// The interaction run both ways; the served one, once both were seen to agree. `None` where
/// nothing is sandboxed here.
fn both_ways(name: &str, jury: &str, submission: &str, limits: Limits) -> Option<Interaction> {
    if !runner().sandboxed() {
        return None;
    }
    let served = interact_through(
        &runner(),
        &format!("{name}-served"),
        jury,
        submission,
        limits,
    );
    let alone = interact_through(
        &runner().one_shot(),
        &format!("{name}-alone"),
        jury,
        submission,
        limits,
    );
    let (served, alone) = (served.0.expect("judged"), alone.0.expect("judged"));
    assert_eq!(seen(&served), seen(&alone), "{name}");
    Some(served)
}

#[test]
fn a_submission_stopped_once_the_jury_rejects_is_judged_the_same_both_ways() {
    let waits = "#!/bin/sh\nread n\necho 5\nwhile :; do :; done\n";
    let Some(done) = both_ways("stopped-both", JURY, waits, LONG) else {
        return;
    };
    assert!(done.jury_first && done.submission.exit == Exit::Signal(9));
    assert!(matches!(done.verdict, Verdict::WrongAnswer(_)));
}

#[test]
#[ignore = "slow: waits out the grace after an acceptance and the wall-clock cap"]
fn one_running_on_or_killed_at_the_clock_is_judged_the_same_both_ways() {
    let runs_on = RIGHT.replace("read ok\n", "read ok\nwhile :; do :; done\n");
    let unended = "#!/bin/sh\nread n\nprintf %s $((n * 2))\nread ok\n";
    let silent = JURY.replace("echo \"$n\"\n", "");
    for (name, jury, submission, limits) in [
        ("runs-on-both", JURY, runs_on.as_str(), LONG),
        ("unended-both", JURY, unended, TINY),
        ("both-wait-both", silent.as_str(), RIGHT, TINY),
    ] {
        let Some(done) = both_ways(name, jury, submission, limits) else {
            return;
        };
        assert_eq!(done.verdict, Verdict::TimeLimit, "{name}: {}", shown(&done));
    }
}
