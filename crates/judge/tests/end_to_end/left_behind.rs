//! What a run may leave behind once its verdict is known: no process, not even a `<defunct>`
//! one waiting to be reaped.
#![cfg(target_os = "linux")]

use std::ffi::OsString;
use std::os::raw::{c_int, c_ulong};
use std::process::Command;
use std::time::Duration;

use judge::process::{Exit, Limits, Runner, Stdin};

use crate::workspace::workspace;

extern "C" {
    fn prctl(option: c_int, arg2: c_ulong, arg3: c_ulong, arg4: c_ulong, arg5: c_ulong) -> c_int;
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
