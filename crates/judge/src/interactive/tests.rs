use super::*;

fn run(exit: Exit) -> Run {
    Run::ended(exit)
}

const LIMITS: Limits = Limits::new(Duration::from_secs(1), 64 << 20);

#[test]
fn the_verdict_follows_problemtools_order() {
    let (accepts, rejects) = (run(Exit::Code(ACCEPTED)), run(Exit::Code(REJECTED)));
    let fine = run(Exit::Code(0));
    let crashed = run(Exit::Code(3));
    let slow = run(Exit::TimedOut);
    let decided = |jury: &Run, first: bool, submission: &Run| {
        decide(jury, first, "wrong move", submission, LIMITS)
    };
    assert_eq!(decided(&accepts, false, &fine), Ok(Verdict::Ok));
    assert_eq!(
        decided(&rejects, false, &fine),
        Ok(Verdict::WrongAnswer("wrong move".into()))
    );
    // The jury's 43 first wins over what the submission did after.
    for after in [&crashed, &slow] {
        let verdict = decided(&rejects, true, after);
        assert_eq!(verdict, Ok(Verdict::WrongAnswer("wrong move".into())));
    }
    // Else the submission's failure, even beside a jury that accepts.
    assert_eq!(decided(&accepts, true, &slow), Ok(Verdict::TimeLimit));
    assert_eq!(decided(&rejects, false, &slow), Ok(Verdict::TimeLimit));
    let verdict = decided(&rejects, false, &crashed);
    assert_eq!(verdict, Ok(Verdict::RuntimeError("exit status 3".into())));
    let flooded = Run {
        over_output_limit: true,
        ..crashed.clone()
    };
    assert_eq!(decided(&accepts, false, &flooded), Ok(Verdict::OutputLimit));
    let silent = decide(&rejects, true, "", &fine, LIMITS);
    let why = "the jury rejected it, with no judgemessage.txt";
    assert_eq!(silent, Ok(Verdict::WrongAnswer(why.into())));
}

#[test]
fn a_jury_that_fails_is_a_judge_error_and_never_a_verdict() {
    let fine = run(Exit::Code(0));
    for exit in [
        Exit::Code(0),
        Exit::Code(1),
        Exit::Signal(11),
        Exit::TimedOut,
    ] {
        let jury = run(exit);
        for first in [false, true] {
            let decided = decide(&jury, first, "", &fine, LIMITS);
            assert!(decided.is_err_and(|err| err.starts_with("judge error: ")));
        }
    }
    let flooding = Run {
        over_output_limit: true,
        ..run(Exit::Code(ACCEPTED))
    };
    assert!(decide(&flooding, false, "", &fine, LIMITS).is_err());
}

/// An executable shell script in a folder of this process's own.
#[cfg(unix)]
fn script(name: &str, body: &str) -> std::path::PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let folder = std::env::temp_dir().join(format!("judge-interactive-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a folder");
    std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(0o755)).expect("mode");
    let path = folder.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).expect("a script");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("mode");
    path
}

#[cfg(unix)]
#[test]
fn the_submission_is_served_where_a_batch_run_would_be_and_the_jury_is_not() {
    let runner = Runner::default();
    if !runner.sandboxed() || !crate::process::memory_groups() {
        return;
    }
    let (submission, jury) = (script("served", "read n"), script("jury", "exit 42"));
    let test = Interactive {
        submission: Command::bare(&submission),
        jury: Command::bare(&jury),
        input: &jury,
        answer: &jury,
        limits: LIMITS,
    };
    let started = |runner: &Runner| {
        let feedback = Sandbox::writable_folder().expect("a folder");
        let [jury, submission] = test
            .start(runner, (runner, LIMITS), &feedback)
            .expect("started");
        let served = (jury.0.served(), submission.0.served());
        for (running, input, output) in [jury, submission] {
            drop((input, output));
            assert!(running.wait().is_ok());
        }
        drop(std::fs::remove_dir_all(feedback));
        served
    };
    assert_eq!(started(&runner), (false, true));
    assert_eq!(started(&runner.one_shot()), (false, false));
}
