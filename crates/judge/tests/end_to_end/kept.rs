//! Hostile programs kept as files in `programs/`, and what the judge must make of each.
//!
//! - `programs/exe/`: each judged by `cargo judge check double --exe` on a workspace with a
//!   fixture past the statement (`beyond-big`, 10); each file's `# expect: ` lines are what the
//!   judge must print, on standard output or standard error.
//! - `programs/<verdict>/`: each judged as a submission to `divisor` (whose checker takes the
//!   number itself) and held to its folder's verdict (the problem package format's names):
//!   threads and runtimes that reserve more memory than they use are accepted, a runaway
//!   allocation is `MLE` however it ends, and a signal is named as it was sent (a first line
//!   `expect: <reason>`).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::submissions::cli;
use crate::workspace::{judge, set_time_limit, shared_target, workspace, write};

/// The folder of the kept programs.
fn programs() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/end_to_end/programs")
}

/// The lines a kept program's file says the judge prints for it.
fn expected(program: &Path) -> Vec<String> {
    let text = fs::read_to_string(program).expect("a kept program");
    text.lines()
        .filter_map(|line| line.strip_prefix("# expect: "))
        .map(String::from)
        .collect()
}

/// `program` judged on a workspace of its own: the status and what was printed.
fn judged(program: &str) -> (Option<i32>, String) {
    let path = programs().join("exe").join(program);
    let workspace = workspace(&format!("kept-{program}"));
    let fixtures = workspace.fixture_dir("double");
    write(fixtures.join("beyond-big.in"), "10\n");
    write(
        workspace.snapshot_path("double", "beyond-big"),
        "---\nsource: made here\n---\n20\n",
    );
    let output = Command::new(env!("CARGO_BIN_EXE_judge"))
        .args(["check", "double", "--exe"])
        .arg(&path)
        .env("JUDGE_WORKSPACE", workspace.root())
        .env("CARGO_TARGET_DIR", shared_target())
        .output()
        .expect("runs");
    let printed = [output.stdout, output.stderr].concat();
    let printed = String::from_utf8_lossy(&printed).into_owned();
    let expected = expected(&path);
    assert!(!expected.is_empty(), "{program} says what it expects");
    for line in expected {
        assert!(printed.contains(&line), "{program}: {line:?} in\n{printed}");
    }
    (output.status.code(), printed)
}

#[cfg(unix)]
#[test]
#[ignore = "slow: a script writes standard error past the output limit on every fixture"]
fn endless_standard_error_is_ole() {
    let (status, printed) = judged("endless-stderr.sh");
    assert_eq!(status, Some(1), "{printed}");
}

#[cfg(unix)]
#[test]
#[ignore = "slow: waits out a wall-clock limit past the statement"]
fn a_tle_past_the_statement_stops_no_fixture_inside_it() {
    let (status, printed) = judged("tle-beyond.sh");
    assert_eq!(status, Some(0), "{printed}");
}

#[cfg(unix)]
#[test]
fn bytes_that_are_not_utf8_are_shown_escaped() {
    let (status, printed) = judged("non-utf8-stderr.sh");
    assert_eq!(status, Some(1), "{printed}");
    assert!(!printed.contains('\u{fffd}'), "{printed}");
}

/// What a kept program must get, from its folder's name (the problem package format's).
fn folder_verdict(folder: &str) -> &'static str {
    match folder {
        "accepted" => "AC",
        "memory_limit_exceeded" => "MLE",
        "run_time_error" => "RE",
        other => panic!("no verdict for the folder {other}"),
    }
}

/// Every kept program of a verdict's folder, with that verdict.
fn kept() -> Vec<(PathBuf, &'static str)> {
    let mut kept = Vec::new();
    for folder in fs::read_dir(programs())
        .expect("the kept programs")
        .flatten()
    {
        let name = folder.file_name().to_string_lossy().into_owned();
        if name == "exe" {
            continue;
        }
        for program in fs::read_dir(folder.path()).expect("a folder").flatten() {
            kept.push((program.path(), folder_verdict(&name)));
        }
    }
    kept.sort();
    kept
}

/// The judges a kept program is judged as: Codeforces (256 MiB of stack, CPython); a Python
/// one under Kattis's PyPy too.
fn judges(program: &Path) -> &'static [&'static str] {
    match program.extension().and_then(|extension| extension.to_str()) {
        Some("py") => &["Codeforces", "Kattis"],
        _ => &["Codeforces"],
    }
}

/// The reason a run-time error must give, from the program's first line, if it names one.
fn reason(program: &Path) -> Option<String> {
    let text = fs::read_to_string(program).expect("a program");
    let first = text.lines().next()?;
    let (_, reason) = first.split_once("expect: ")?;
    Some(reason.trim_end_matches(" */").to_string())
}

#[cfg(target_os = "linux")]
#[test]
#[ignore = "slow: each kept program compiled and judged on every fixture"]
fn every_kept_program_gets_its_folders_verdict() {
    if !judge::process::memory_groups() {
        println!("no memory control group here: memory is held as address space");
        return;
    }
    // Time enough for PyPy to start and reach the limit on a loaded machine: memory, not time,
    // is what these programs run out of.
    let judge = judge(workspace("kept-programs"));
    set_time_limit(&judge, "divisor", 4000);
    let workspace = &judge.workspace;
    let kept = kept();
    assert!(kept.len() >= 10, "{kept:?}");
    for (program, verdict) in kept {
        for judge in judges(&program) {
            let program = program.to_str().expect("a UTF-8 path");
            let output = cli(workspace, &["divisor", "--as", judge, "--src", program]);
            let stdout = String::from_utf8_lossy(&output.stdout);
            let stderr = String::from_utf8_lossy(&output.stderr);
            let shown = format!("{program} as {judge}:\n{stdout}{stderr}");
            assert!(stdout.contains(&format!("  divisor: {verdict}")), "{shown}");
            if let Some(reason) = reason(Path::new(program)) {
                let line = format!("divisor/sample-1: RE: {reason}");
                assert!(stdout.contains(&line) || stderr.contains(&line), "{shown}");
            }
        }
    }
}

/// PyPy sizes its nursery from the CPU's cache, which differs from host to host: a host whose
/// cache is large (a 480 MiB L3) is stood for by `PYPY_GC_NURSERY`, and PyPy still runs in 256
/// MiB, since only what it touches counts.
#[cfg(target_os = "linux")]
#[test]
fn pypy_runs_however_large_a_nursery_the_host_gives_it() {
    use judge::process::{Exit, Limits, Runner, Stdin};
    let pypy = Path::new("/usr/bin/pypy3");
    if !judge::process::memory_groups() || !pypy.is_file() {
        println!("no memory control group or no PyPy here");
        return;
    }
    let root = workspace("pypy-nursery").root().to_path_buf();
    fs::create_dir_all(&root).expect("a folder");
    let script = root.join("itself.py");
    fs::write(&script, "print(int(input()))\n").expect("a script");
    let runner = Runner::measured_by(env!("CARGO_BIN_EXE_judge"), &["measure"]);
    let limits = Limits {
        stack_bytes: Some(256 << 20),
        ..Limits::new(std::time::Duration::from_secs(10), 256 << 20)
    };
    for nursery in ["4M", "480M", "1000M"] {
        let args = [
            format!("PYPY_GC_NURSERY={nursery}"),
            pypy.display().to_string(),
        ]
        .map(std::ffi::OsString::from);
        let args = [&args[..], &[script.clone().into()]].concat();
        let run = runner
            .run(
                Path::new("/usr/bin/env"),
                &args,
                Stdin::Bytes(b"7\n".to_vec()),
                None,
                limits,
            )
            .expect("runs");
        let shown = format!("{nursery}: {:?} {}", run.exit, run.stderr_line());
        assert_eq!(
            (run.exit, run.stdout.as_slice()),
            (Exit::Code(0), &b"7\n"[..]),
            "{shown}"
        );
        assert!(!run.limit_hit && !run.oom_killed, "{shown}");
    }
}
