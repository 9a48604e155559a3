//! What a run may leave behind once its verdict is known: no process, not even a `<defunct>`
//! one waiting to be reaped; and what a judge stopped by SIGTERM leaves: none of its files.
#![cfg(target_os = "linux")]

use std::ffi::OsString;
use std::os::raw::{c_int, c_ulong};
use std::process::Command;
use std::time::{Duration, SystemTime};

use judge::process::{Exit, Limits, Runner, Stdin};

use crate::workspace::workspace;

extern "C" {
    fn prctl(option: c_int, arg2: c_ulong, arg3: c_ulong, arg4: c_ulong, arg5: c_ulong) -> c_int;
    fn kill(pid: c_int, signal: c_int) -> c_int;
}

/// Set in the copy of this test binary that runs the measured runs as the reaper.
const HELPER: &str = "JUDGE_LEFT_BEHIND_HELPER";

/// This process's children that have ended and are not reaped.
fn zombie_children() -> Vec<String> {
    let tasks = std::fs::read_dir("/proc/self/task").into_iter().flatten();
    let files = tasks.flatten().map(|task| task.path().join("children"));
    let text: String = files
        .filter_map(|file| std::fs::read_to_string(file).ok())
        .collect();
    text.split_whitespace()
        .filter(|pid| {
            let status = std::fs::read_to_string(format!("/proc/{pid}/status"));
            status.is_ok_and(|status| status.lines().any(|line| line == "State:\tZ (zombie)"))
        })
        .map(String::from)
        .collect()
}

/// Run alone in a copy of the test binary, which is made the reaper of everything it starts:
/// whatever a measurer leaves unreaped comes to it, and it prints how many it found.
#[test]
#[ignore = "a helper: run by a_run_killed_at_the_clock_leaves_no_defunct_process"]
fn measured_runs_as_the_reaper() {
    if std::env::var_os(HELPER).is_none() {
        return;
    }
    // SAFETY: a plain system call with integer arguments.
    assert_eq!(
        unsafe { prctl(36, 1, 0, 0, 0) },
        0,
        "PR_SET_CHILD_SUBREAPER"
    );
    let runner = Runner::measured_by(env!("CARGO_BIN_EXE_judge"), &["measure"]);
    let folder = workspace("left-defunct").root().to_path_buf();
    std::fs::create_dir_all(&folder).expect("folder");
    let program = folder.join("sleeps.sh");
    std::fs::write(&program, "#!/bin/sh\nexec sleep 60\n").expect("written");
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::Permissions::from_mode(0o755);
        std::fs::set_permissions(&program, mode).expect("mode");
    }
    let limits = Limits::new(Duration::from_millis(100), 64 << 20);
    for _ in 0..3 {
        let args: &[OsString] = &[];
        let run = runner.run(&program, args, Stdin::Bytes(Vec::new()), None, limits);
        assert_eq!(run.expect("a run").exit, Exit::TimedOut);
    }
    println!("left unreaped: {:?}", zombie_children());
}

/// A sandboxed run killed at the clock dies with its sandbox; the measurer reaps whatever of
/// it is left before it reports, so none of it is left to another process to reap.
#[test]
#[ignore = "slow: three runs wait out their wall-clock limit"]
fn a_run_killed_at_the_clock_leaves_no_defunct_process() {
    if !Runner::default().sandboxed() {
        println!("no sandbox here: no sandbox's process to reap");
        return;
    }
    let helper = Command::new(std::env::current_exe().expect("this test binary"))
        .args(["--exact", "left_behind::measured_runs_as_the_reaper"])
        .args(["--ignored", "--nocapture", "--test-threads", "1"])
        .env(HELPER, "1")
        .output()
        .expect("the helper runs");
    let printed = String::from_utf8_lossy(&helper.stdout);
    assert!(helper.status.success(), "{printed}");
    assert!(printed.contains("left unreaped: []"), "{printed}");
}

/// The judge's own folder, `<temp>/judge-<uid>`.
fn judge_folder() -> std::path::PathBuf {
    use std::os::unix::fs::MetadataExt;
    let uid = std::fs::metadata("/proc/self").expect("this process").uid();
    std::env::temp_dir().join(format!("judge-{uid}"))
}

/// The names in the judge's folder made by process `pid` (`<what>-<pid>-<number>`).
fn made_by(pid: u32) -> Vec<String> {
    let entries = std::fs::read_dir(judge_folder())
        .into_iter()
        .flatten()
        .flatten();
    let mark = format!("-{pid}-");
    entries
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.contains(&mark))
        .collect()
}

/// `made_by(pid)`, but only the files changed since `since`: a pid is reused, and a process
/// killed earlier under the same pid (by another test) may have left files no judge removes.
fn made_by_since(pid: u32, since: SystemTime) -> Vec<String> {
    let folder = judge_folder();
    let changed = |name: &String| {
        let modified = std::fs::metadata(folder.join(name)).and_then(|meta| meta.modified());
        modified.is_ok_and(|modified| modified >= since)
    };
    made_by(pid).into_iter().filter(changed).collect()
}

/// Whether process `pid` has exited (gone, or a zombie left to be reaped).
fn exited(pid: u32) -> bool {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status"));
    status.map_or(true, |status| {
        status.lines().any(|line| line.starts_with("State:\tZ"))
    })
}

/// Waits for `done`, up to a minute, however loaded the machine.
fn wait_for(what: &str, done: impl Fn() -> bool) {
    let started = std::time::Instant::now();
    while !done() {
        assert!(started.elapsed() < Duration::from_secs(60), "{what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// SIGTERM to a judge in the middle of a run: it stops its measurer, and neither leaves a file
/// of its own in the judge's folder, nor writes one after.
#[test]
#[ignore = "slow: a judge stopped mid-run, its measurer waited for"]
fn sigterm_mid_check_leaves_no_file_of_the_judges() {
    stopped_mid_check(15, false);
    stopped_mid_check(15, true);
}

/// SIGINT (Ctrl-C) the same.
#[test]
#[ignore = "slow: a judge stopped mid-run, its measurer waited for"]
fn sigint_mid_check_leaves_no_file_of_the_judges() {
    stopped_mid_check(2, false);
    stopped_mid_check(2, true);
}

/// A judge checking a program that sleeps a minute: by a fork server where `served`, else in a
/// sandbox of its own.
fn judging_a_sleeper(signal: c_int, served: bool) -> std::process::Child {
    let workspace = workspace(&format!("left-signal-{signal}-{served}"));
    let program = workspace.root().join("sleeps.sh");
    std::fs::write(&program, "#!/bin/sh\nexec sleep 60\n").expect("written");
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::Permissions::from_mode(0o755);
        std::fs::set_permissions(&program, mode).expect("mode");
    }
    Command::new(env!("CARGO_BIN_EXE_judge"))
        .args(["check", "double", "--exe"])
        .arg(&program)
        .env("JUDGE_WORKSPACE", workspace.root())
        .env("CARGO_TARGET_DIR", crate::workspace::shared_target())
        .env("JUDGE_SANDBOX", if served { "on" } else { "one-shot" })
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("the judge starts")
}

/// `signal` sent to a judge in the middle of a run, and what it leaves then: a run by a fork
/// server where `served`, else in a sandbox of its own, through a measurer.
fn stopped_mid_check(signal: c_int, served: bool) {
    if !Runner::default().sandboxed() {
        println!("no sandbox here: no sandbox's information file to see mid-run");
        return;
    }
    let started = SystemTime::now();
    let mut judge = judging_a_sleeper(signal, served);
    let pid = judge.id();
    // A measurer of the judge's, with its sandbox's information file: a run under way.
    let measurer = || {
        let children = std::fs::read_to_string(format!("/proc/{pid}/task/{pid}/children"));
        let children = children.unwrap_or_default();
        let mut pids = children
            .split_whitespace()
            .filter_map(|pid| pid.parse().ok());
        pids.find(|&child: &u32| !made_by_since(child, started).is_empty())
    };
    if served {
        // A server's sandbox has its information file, named for the judge.
        wait_for("a server under way", || {
            !made_by_since(pid, started).is_empty()
        });
        std::thread::sleep(Duration::from_millis(500));
        // SAFETY: a plain system call on the judge's pid, a child of this process not reaped.
        unsafe { kill(pid as c_int, signal) };
        let status = judge.wait().expect("the judge ends");
        assert_eq!(status.code(), Some(128 + signal), "{status:?}");
        assert_eq!(
            made_by_since(pid, started),
            Vec::<String>::new(),
            "the judge's files"
        );
        return;
    }
    wait_for("a run under way", || measurer().is_some());
    let child = measurer().expect("a measurer");
    // SAFETY: a plain system call on the judge's pid, a child of this process not reaped yet.
    unsafe { kill(pid as c_int, signal) };
    let status = judge.wait().expect("the judge ends");
    assert_eq!(status.code(), Some(128 + signal), "{status:?}");
    wait_for("the measurer ended", || exited(child));
    assert_eq!(
        made_by_since(pid, started),
        Vec::<String>::new(),
        "the judge's files"
    );
    let left = made_by_since(child, started);
    assert_eq!(left, Vec::<String>::new(), "the measurer's files");
}
