use super::pool::IDLE;
use super::*;
use crate::process::Running;
use std::io::{BufRead, Write};
use std::os::unix::fs::PermissionsExt;
use std::path::PathBuf;
use std::process::{ChildStdin, ChildStdout};

/// A shell script at a new path of its own, executable by anyone.
fn script(name: &str, body: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("judge-forkserver-{}", std::process::id()));
    drop(std::fs::create_dir_all(&folder));
    drop(std::fs::set_permissions(
        &folder,
        std::fs::Permissions::from_mode(0o755),
    ));
    let path = folder.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).expect("a script");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("mode");
    path
}

fn limits() -> Limits {
    Limits::new(Duration::from_secs(2), 256 << 20)
}

/// Whether this machine serves runs: a sandbox and memory groups (root).
fn serving() -> bool {
    Runner::default().sandboxed() && cgroup::available()
}

fn run_with(runner: &Runner, program: &Path, input: &str, limits: Limits) -> Run {
    let stdin = Stdin::Bytes(input.as_bytes().to_vec());
    runner.run(program, &[], stdin, None, limits).expect("runs")
}

fn run(runner: &Runner, program: &Path) -> Run {
    run_with(runner, program, "", limits())
}

/// The pid of the idle server of `program`'s sandbox, where one is kept.
fn idle_server(program: &Path) -> Option<u32> {
    let sandbox = Runner::default().sandbox?;
    let key = Key::of(&sandbox, program)?;
    let idle = IDLE.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let found = idle.iter().find(|server| server.key == key);
    found.map(|server| server.child.id())
}

#[test]
fn a_served_run_reads_its_input_and_is_measured() {
    if !serving() {
        return;
    }
    let program = script(
        "echo",
        "read line; echo \"got $line\"; echo oops >&2; exit 3",
    );
    let served = run_with(&Runner::default(), &program, "hello\n", limits());
    assert_eq!(served.stdout, b"got hello\n");
    assert_eq!(served.stderr, b"oops\n");
    assert_eq!(served.exit, Exit::Code(3));
    assert!(
        served.peak_memory.is_some_and(|peak| peak > 0),
        "{served:?}"
    );
    assert!(served.cpu.is_some() && served.sandboxed);
    assert!(idle_server(&program).is_some(), "kept for the next run");
}

#[test]
fn a_file_left_in_tmp_never_reaches_the_next_run() {
    if !serving() {
        return;
    }
    let body = "test -e /tmp/left && echo seen || echo fresh; echo x > /tmp/left; pwd";
    let program = script("leaves", body);
    let runner = Runner::default();
    assert_eq!(run(&runner, &program).stdout, b"fresh\n/tmp\n");
    let server = idle_server(&program);
    assert_eq!(run(&runner, &program).stdout, b"fresh\n/tmp\n");
    assert_eq!(idle_server(&program), server, "the same server ran both");
}

#[test]
fn a_run_sees_no_process_but_its_own_and_its_reaper() {
    if !serving() {
        return;
    }
    let program = script("processes", "echo /proc/[0-9]*");
    assert_eq!(
        run(&Runner::default(), &program).stdout,
        b"/proc/1 /proc/2\n"
    );
}

#[test]
fn signals_reach_neither_the_server_nor_another_run() {
    if !serving() {
        return;
    }
    let program = script(
        "signals",
        "kill -KILL -1; kill -KILL 1; kill -STOP 1; echo alive",
    );
    let runner = Runner::default();
    let first = run(&runner, &program);
    assert_eq!(
        (first.exit, first.stdout),
        (Exit::Code(0), b"alive\n".to_vec())
    );
    let server = idle_server(&program);
    assert!(server.is_some());
    let again = run(&runner, &program);
    assert_eq!(again.stdout, b"alive\n");
    assert_eq!(idle_server(&program), server, "the server lives on");
}

#[test]
fn a_child_is_never_started_and_nothing_outlives_the_run() {
    if !serving() {
        return;
    }
    let program = script("child", "sleep 30 & echo started");
    let served = run(&Runner::default(), &program);
    assert!(!served.held_open, "{served:?}");
    assert!(served.stderr_line().contains("fork"), "{served:?}");
    assert_ne!(served.stdout, b"started\n");
}

#[test]
fn the_hostile_scripts_get_the_same_runs_both_ways() {
    if !serving() {
        return;
    }
    let scripts = [
        ("both-tmp", "echo x > /tmp/f; test -e /tmp/f && echo made"),
        ("both-proc", "echo /proc/[0-9]*"),
        ("both-kill", "kill -KILL -1; kill -KILL 1; echo alive"),
        ("both-child", "sleep 30 & echo started"),
        (
            "both-root",
            "echo x > /etc/x; echo x > /dev/x; echo $PATH; exit 7",
        ),
        ("both-abort", "kill -ABRT $$"),
        (
            "both-fds",
            "echo /proc/self/fd/*; ulimit -n; ulimit -s; ulimit -t",
        ),
    ];
    for (name, body) in scripts {
        let program = script(name, body);
        let served = run(&Runner::default(), &program);
        let alone = run(&Runner::default().one_shot(), &program);
        let seen = |run: &Run| {
            (
                run.exit,
                run.stdout.clone(),
                run.stderr_line().contains("fork"),
            )
        };
        assert_eq!(seen(&served), seen(&alone), "{name}: {served:?}\n{alone:?}");
    }
}

#[test]
fn a_server_that_died_is_replaced_and_the_run_is_right() {
    if !serving() {
        return;
    }
    let program = script("replaced", "read line; echo \"$line\"");
    let runner = Runner::default();
    assert_eq!(
        run_with(&runner, &program, "one\n", limits()).stdout,
        b"one\n"
    );
    let first = idle_server(&program).expect("a server kept");
    let mut idle = IDLE.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let dead = idle.iter_mut().find(|server| server.child.id() == first);
    let dead = dead.expect("the server kept");
    drop(dead.child.kill());
    // Its socket closes once the server inside has died with its sandbox.
    assert!(wire::readable(dead.fd(), Duration::from_secs(10)));
    drop(idle);
    assert_eq!(
        run_with(&runner, &program, "two\n", limits()).stdout,
        b"two\n"
    );
    assert_eq!(
        run_with(&runner, &program, "three\n", limits()).stdout,
        b"three\n"
    );
    let second = idle_server(&program).expect("a new server");
    assert_ne!(first, second);
}

#[test]
#[ignore = "slow: waits for the wall-clock kill"]
fn a_served_run_is_killed_at_the_clock() {
    if !serving() {
        return;
    }
    let program = script("spins", "while :; do :; done");
    let limits = Limits::new(Duration::from_millis(10), 256 << 20);
    let served = run_with(&Runner::default(), &program, "", limits);
    assert_eq!(served.exit, Exit::TimedOut);
    assert!(
        served.cpu.is_some_and(|cpu| cpu > Duration::ZERO),
        "{served:?}"
    );
    assert!(idle_server(&program).is_some(), "the server lives on");
}

#[test]
fn a_server_outlives_the_thread_that_first_needed_it() {
    if !serving() {
        return;
    }
    let program = script("outlives", "echo here");
    let moved = program.clone();
    let first = std::thread::spawn(move || run(&Runner::default(), &moved));
    assert_eq!(first.join().expect("a run").stdout, b"here\n");
    let server = idle_server(&program).expect("a server kept");
    {
        let idle = IDLE.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let kept = idle.iter().find(|kept| kept.child.id() == server);
        let kept = kept.expect("the server kept");
        // A server that died with the thread would close its socket.
        assert!(!wire::readable(kept.fd(), Duration::from_millis(300)));
    }
    assert_eq!(run(&Runner::default(), &program).stdout, b"here\n");
    assert_eq!(idle_server(&program), Some(server));
}

/// `program` started with its standard input and output as pipes, by `runner`.
fn piped(runner: &Runner, program: &Path, limits: Limits) -> (Running, ChildStdin, ChildStdout) {
    runner.spawn_piped(program, &[], limits).expect("starts")
}

#[test]
fn a_piped_run_is_served_talks_through_its_pipes_and_is_measured() {
    if !serving() {
        return;
    }
    let body = "read line; echo \"got $line\"; read more; echo oops >&2; exit 3";
    let program = script("piped", body);
    let (running, mut stdin, stdout) = piped(&Runner::default(), &program, limits());
    assert!(running.served());
    stdin.write_all(b"hello\n").expect("written");
    let mut lines = std::io::BufReader::new(stdout).lines();
    let line = lines.next().expect("a line").expect("read");
    assert_eq!(line, "got hello", "answered before its input ends");
    drop(stdin);
    let served = running.wait().expect("waited for");
    assert!(lines.next().is_none(), "its output ends with it");
    assert_eq!(
        (served.exit, served.stderr.as_slice()),
        (Exit::Code(3), &b"oops\n"[..])
    );
    assert!(
        served.peak_memory.is_some_and(|peak| peak > 0),
        "{served:?}"
    );
    assert!(served.cpu.is_some() && served.sandboxed && served.stdout.is_empty());
    assert!(idle_server(&program).is_some(), "kept for the next run");
    let (alone, _, _) = piped(&Runner::default().one_shot(), &program, limits());
    assert!(!alone.served());
}

#[test]
fn a_stopped_piped_run_is_killed_as_one_of_its_own_sandbox_is() {
    if !serving() {
        return;
    }
    let program = script("piped-spins", "echo started; while :; do :; done");
    for runner in [Runner::default(), Runner::default().one_shot()] {
        let (running, stdin, stdout) = piped(&runner, &program, limits());
        let mut lines = std::io::BufReader::new(stdout).lines();
        assert_eq!(lines.next().expect("a line").expect("read"), "started");
        let stopper = running.stopper();
        let stopped = std::thread::spawn(move || stopper.stop());
        let run = running.wait().expect("waited for");
        stopped.join().expect("stopped");
        drop(stdin);
        assert_eq!(run.exit, Exit::Signal(9), "{run:?}");
        assert!(run.cpu.is_some(), "{run:?}");
    }
    // Stopped as soon as it is asked for, before its first process can be in its group.
    let waits = script("piped-stopped-at-once", "read line");
    let (running, _stdin, _stdout) = piped(&Runner::default(), &waits, limits());
    running.stopper().stop();
    let run = running.wait().expect("waited for");
    assert_eq!(run.exit, Exit::Signal(9), "not left to the clock: {run:?}");
    // Once the run has ended, its stopper reaches nothing.
    let (running, _stdin, _stdout) = piped(&Runner::default(), &script("piped-ends", ""), limits());
    let stopper = running.stopper();
    assert_eq!(running.wait().expect("waited for").exit, Exit::Code(0));
    stopper.stop();
}

#[test]
fn a_server_that_fails_once_the_pipes_are_in_use_is_a_judge_error() {
    if !serving() {
        return;
    }
    let program = script("piped-server-dies", "read line; echo \"$line\"; read more");
    let runner = Runner::default();
    let served = runner.served_piped(&program, &[], limits());
    let (mut piped, mut stdin, stdout) = served.expect("served");
    stdin.write_all(b"one\n").expect("written");
    let mut lines = std::io::BufReader::new(stdout).lines();
    assert_eq!(lines.next().expect("a line").expect("read"), "one");
    drop(piped.server.child.kill());
    assert_eq!(piped.wait_then(|| ()), Err(piped::FAILED.to_string()));
}

#[test]
#[ignore = "slow: waits for the wall-clock kill"]
fn a_piped_run_is_killed_at_the_clock_as_one_of_its_own_sandbox_is() {
    if !serving() {
        return;
    }
    let program = script("piped-waits", "read line");
    let limits = Limits::new(Duration::from_millis(10), 256 << 20);
    for runner in [Runner::default(), Runner::default().one_shot()] {
        let (running, _stdin, _stdout) = piped(&runner, &program, limits);
        let served = running.served();
        let run = running.wait().expect("waited for");
        assert_eq!(run.exit, Exit::TimedOut, "served: {served}, {run:?}");
    }
    assert!(idle_server(&program).is_some(), "the server lives on");
}
