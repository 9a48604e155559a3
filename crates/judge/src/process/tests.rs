use super::*;
use std::fs;

/// The stack reaches the program (Linux: `ulimit -s`), through the measurer too.
#[cfg(target_os = "linux")]
#[test]
fn the_stack_limit_reaches_the_program() {
    let shell = Path::new("/bin/sh");
    let args = [OsString::from("-c"), OsString::from("ulimit -s")];
    let mut limits = Limits::new(Duration::from_secs(10), 1 << 30);
    let stack = |limits: Limits| {
        let run = Runner::default().run(shell, &args, Stdin::Bytes(Vec::new()), None, limits);
        String::from_utf8_lossy(&run.expect("runs").stdout)
            .trim()
            .to_string()
    };
    let default = stack(limits);
    limits.stack_bytes = Some(64 << 20);
    assert_eq!(stack(limits), "65536", "the default is {default}");
    assert_ne!(default, "65536");
    let report = std::env::temp_dir().join(format!("judge-stack-{}", std::process::id()));
    let measured = ["10000", "1073741824", "67108864", "-", "-"].map(String::from);
    let mut measured = measured.to_vec();
    measured.extend([report.display().to_string(), "/bin/true".to_string()]);
    assert_eq!(measure(&measured), Ok(()));
    let line = fs::read_to_string(&report).expect("a report");
    assert!(line.starts_with("code 0 "), "{line}");
    drop(fs::remove_file(report));
}

#[test]
fn the_clock_kills_at_twice_the_time_limit_and_a_second() {
    assert_eq!(wall_limit(Duration::from_secs(1)), Duration::from_secs(3));
    assert_eq!(
        wall_limit(Duration::from_millis(250)),
        Duration::from_millis(1500),
        "a test workspace's limit"
    );
}

#[test]
fn the_time_used_is_cpu_where_known() {
    let mut run = Run {
        exit: Exit::Code(0),
        stdout: Vec::new(),
        stderr: b"error: one\ntwo\n".to_vec(),
        over_output_limit: false,
        held_open: false,
        sandboxed: false,
        wall: Duration::from_millis(9),
        cpu: Some(Duration::from_millis(4)),
        peak_memory: None,
        limit_hit: false,
        oom_killed: false,
    };
    assert_eq!(run.time(), Duration::from_millis(4));
    assert_eq!(run.stderr_line(), "error: one");
    let panic = "\nthread 'main' (7) panicked at src/main.rs:9:5:\nattempt to divide by zero\n\
                 note: run with `RUST_BACKTRACE=1`\n";
    run.stderr = panic.as_bytes().to_vec();
    assert_eq!(
        run.stderr_line(),
        "panicked at src/main.rs:9:5: attempt to divide by zero",
        "a panic of Rust 1.73 and later: the place, then the message"
    );
    run.stderr =
        b"thread 'main' panicked at 'attempt to divide by zero', src/main.rs:9:5\n".to_vec();
    assert_eq!(
        run.stderr_line(),
        "thread 'main' panicked at 'attempt to divide by zero', src/main.rs:9:5",
        "a panic of Rust 1.63: one line"
    );
    let traceback = "Traceback (most recent call last):\n  File \"s.py\", line 3, in <module>\n    \
                     take = int(input())\nValueError: invalid literal for int() with base 10: 'I'\n";
    run.stderr = traceback.as_bytes().to_vec();
    assert_eq!(
        run.stderr_line(),
        "ValueError: invalid literal for int() with base 10: 'I'",
        "a Python traceback: what was raised"
    );
    run.stderr = b"  \n\n".to_vec();
    assert_eq!(run.stderr_line(), "", "blank standard error");
    run.cpu = None;
    assert_eq!(run.time(), Duration::from_millis(9));
    assert!(!Runner::default().measures());
}

/// Without the sandbox, what a run leaves in its process group goes with it: a child holding
/// the output pipe neither delays the verdict nor outlives the run.
#[cfg(target_os = "linux")]
#[test]
fn unsandboxed_a_run_is_its_process_group_killed_whole() {
    let marker = format!("3.{}", std::process::id() % 1000);
    let runner = Runner::default().unsandboxed();
    assert!(!runner.sandboxed(), "asked for no sandbox");
    let started = std::time::Instant::now();
    let run = shell(&runner, &format!("sleep {marker} & echo hi"));
    assert_eq!(
        (run.exit, run.stdout.as_slice(), run.held_open),
        (Exit::Code(0), &b"hi\n"[..], false)
    );
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "no wait for the child"
    );
    let sleeping = fs::read_dir("/proc")
        .into_iter()
        .flatten()
        .flatten()
        .any(|process| {
            let line = fs::read(process.path().join("cmdline")).unwrap_or_default();
            line == format!("sleep\0{marker}\0").into_bytes()
        });
    assert!(!sleeping, "`sleep {marker}` outlived the run");
}

/// A child that leaves the process group (`setsid`) and holds standard output open (its
/// standard error elsewhere) is killed with the run's memory group where it has one; without
/// one, it is given up on a second after the run ends: `held_open`, never a wait.
#[cfg(target_os = "linux")]
#[test]
#[ignore = "slow: waits out the one-second grace"]
fn unsandboxed_a_stream_held_past_the_run_is_given_up_on() {
    if !Path::new("/usr/bin/setsid").exists() {
        return;
    }
    let started = std::time::Instant::now();
    let runner = Runner::default().unsandboxed();
    let run = shell(&runner, "setsid sleep 2 2>/dev/null & sleep 0.2; echo hi");
    let escaped = !super::memory_groups();
    assert_eq!(run.held_open, escaped, "the escaped child: {run:?}");
    assert!(
        started.elapsed() < Duration::from_millis(1900),
        "given up before the child ends"
    );
}

/// `sh -c script` through `runner`, on no input, under generous limits.
#[cfg(target_os = "linux")]
fn shell(runner: &Runner, script: &str) -> Run {
    let args = [OsString::from("-c"), OsString::from(script)];
    let limits = Limits::new(Duration::from_secs(10), 1 << 30);
    let run = runner.run(
        Path::new("/bin/sh"),
        &args,
        Stdin::Bytes(Vec::new()),
        None,
        limits,
    );
    run.expect("runs")
}

/// A program that cannot start (here a script whose interpreter is nowhere) is told from one
/// that fails on its own, with the same status or the same words.
#[cfg(target_os = "linux")]
#[test]
fn a_program_that_never_started_is_told_from_one_that_failed() {
    use std::os::unix::fs::PermissionsExt;
    let folder = std::env::temp_dir().join(format!("judge-not-started-{}", std::process::id()));
    fs::create_dir_all(&folder).expect("folder");
    let script = |name: &str, text: &str| {
        let path = folder.join(name);
        fs::write(&path, text).expect("written");
        fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).expect("mode");
        path
    };
    let limits = Limits::new(Duration::from_secs(10), 1 << 30);
    let not_started = |path: &Path| {
        let run = Runner::default().run(path, &[], Stdin::Bytes(Vec::new()), None, limits);
        run.expect("runs").not_started()
    };
    let nowhere = script("nowhere", "#!/nonexistent/interpreter\n");
    let why = not_started(&nowhere).expect("it did not start");
    assert!(
        why.contains(": 1: exec: ") || why.contains(": line 1: "),
        "{why}"
    );
    // Status 127 in its own words; the shell's words and status 0; the loader's words and 1.
    for (name, text) in [
        (
            "own-words",
            "#!/bin/sh\necho 'no such thing' >&2; exit 127\n",
        ),
        (
            "shell-words-ok",
            "#!/bin/sh\necho 'x: 1: exec: y: not found' >&2\n",
        ),
        (
            "loader-words-1",
            "#!/bin/sh\necho 'x: error while loading shared libraries: y' >&2; exit 1\n",
        ),
    ] {
        assert_eq!(not_started(&script(name, text)), None, "{name}");
    }
    let loader = "#!/bin/sh\necho 'x: error while loading shared libraries: y' >&2; exit 127\n";
    assert!(not_started(&script("loader-words-127", loader)).is_some());
    let bash_words = "#!/bin/sh\necho 'x: line 1: y: No such file or directory' >&2; exit 126\n";
    assert!(not_started(&script("bash-words-126", bash_words)).is_some());
    let env = script("env-nowhere", "#!/usr/bin/env judge-no-such-interpreter\n");
    let why = not_started(&env).expect("it did not start");
    assert!(why.contains("env: "), "{why}");
    drop(fs::remove_dir_all(folder));
}
