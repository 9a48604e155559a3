use super::pool::IDLE;
use super::*;
use std::os::unix::fs::PermissionsExt;
use std::path::PathBuf;

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
