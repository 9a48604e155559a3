//! `cargo judge` itself, and the measurer it starts around every run.

use std::ffi::OsString;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

use judge::layout::Workspace;
use judge::process::{Exit, Limits, Runner, Stdin};

use crate::workspace::{shared_target, workspace, write, DOUBLE};

fn cli(workspace: &Workspace, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_judge"))
        .args(args)
        .env("JUDGE_WORKSPACE", workspace.root())
        .env("CARGO_TARGET_DIR", shared_target())
        .output()
        .expect("runs")
}

#[test]
#[ignore = "slow: the command line judges the workspace twice"]
fn the_command_line_judges_and_benches() {
    let workspace = workspace("cli");
    let checked = cli(&workspace, &["check"]);
    let stdout = String::from_utf8_lossy(&checked.stdout);
    assert!(
        checked.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&checked.stderr)
    );
    // The version, the header, a row per problem, how each was judged (neither judge named
    // "Here" has a profile), and the two reports: a heading and a line per problem each.
    assert_eq!(stdout.lines().count(), 12, "{stdout}");
    assert!(
        stdout.contains("\ndouble: no judge profile for Here: rustc --edition 2021 -O; "),
        "{stdout}"
    );
    assert!(stdout.contains("\n  double: AC (2 runs)\n"), "{stdout}");
    assert!(
        stdout.contains("\n  double: met (11/11 bad inputs refused; editions 2015 "),
        "{stdout}"
    );
    assert!(stdout
        .lines()
        .nth(2)
        .is_some_and(|row| row.starts_with("divisor ")));
    let bench = cli(&workspace, &["bench", "2"]);
    let stdout = String::from_utf8_lossy(&bench.stdout);
    assert!(bench.status.success());
    assert!(
        stdout
            .lines()
            .nth(1)
            .is_some_and(|row| row.starts_with("double ") && row.contains("max-1.in")),
        "{stdout}"
    );
    assert_eq!(stdout.lines().count(), 2, "{stdout}");
    write(
        workspace.main_rs("double"),
        &DOUBLE.replace("checked_mul(2)", "checked_mul(3)"),
    );
    let failed = cli(&workspace, &["check", "double"]);
    assert_eq!(failed.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&failed.stderr).contains("double/sample-1: WA"));
    let help = cli(&workspace, &["help"]);
    assert_eq!(String::from_utf8_lossy(&help.stdout), judge::cli::usage());
}

/// Prints its input back: the same answers as `divisor`, in C.
const ECHO_PEER: &str = "#include <stdio.h>\nint main(void) { unsigned long long n; \
    if (scanf(\"%llu\", &n) != 1) return 1; printf(\"%llu\\n\", n); return 0; }\n";

#[cfg(target_os = "linux")]
#[test]
#[ignore = "slow: builds C peers and times them"]
fn a_peer_is_timed_on_the_largest_fixture() {
    let workspace = workspace("peer");
    let manifest = workspace.manifest("divisor");
    let text = std::fs::read_to_string(&manifest).expect("manifest");
    write(
        manifest,
        &text.replace("checker = ", "peer = \"peer.c\"\nchecker = "),
    );
    write(workspace.crate_dir("divisor").join("peer.c"), ECHO_PEER);
    // Sorted: edge-a (3 bytes), edge-prime (2), max-b (3), sample-1 (2): the first largest wins.
    write(workspace.fixture_dir("divisor").join("edge-a.in"), "10\n");
    write(workspace.fixture_dir("divisor").join("max-b.in"), "12\n");
    let peer = cli(&workspace, &["peer", "3"]);
    let stdout = String::from_utf8_lossy(&peer.stdout);
    assert!(
        peer.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&peer.stderr)
    );
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 5, "{stdout}");
    assert_eq!(
        lines[0],
        "divisor on edge-a.in (3 bytes), median of 3 alternating runs"
    );
    assert!(lines[2].starts_with("main.rs (rustc -O) ") && lines[3].starts_with("peer.c (-O2) "));
    assert!(
        lines[4].starts_with("main.rs / peer.c CPU time: "),
        "{stdout}"
    );
    // Each program's wall time is its own: a run takes more than 0.05 ms.
    let walls = &lines[2..4];
    assert!(
        walls.iter().all(|line| !line.ends_with(" 0.0 ms")),
        "{stdout}"
    );
    let wrong = ECHO_PEER.replace("n); return 0;", "n + 1); return 0;");
    write(workspace.crate_dir("divisor").join("peer.c"), &wrong);
    let differs = cli(&workspace, &["peer", "1"]);
    assert_eq!(differs.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&differs.stderr);
    assert!(
        stderr.contains("divisor: the two programs print different answers"),
        "{stderr}"
    );
    write(
        workspace.crate_dir("divisor").join("peer.c"),
        "int main(void) { return 3; }\n",
    );
    let fails = cli(&workspace, &["peer", "1"]);
    let stderr = String::from_utf8_lossy(&fails.stderr);
    assert!(stderr.contains("failed (exit status 3)"), "{stderr}");
    write(workspace.crate_dir("divisor").join("peer.c"), "not C\n");
    let broken = cli(&workspace, &["peer", "1"]);
    assert!(String::from_utf8_lossy(&broken.stderr).contains("does not build"));
}

#[cfg(target_os = "linux")]
#[test]
fn the_measurer_reports_what_it_ran() {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let limits = Limits::new(Duration::from_secs(5), 1 << 30);
    let runner = Runner::measured_by(env!("CARGO_BIN_EXE_judge"), &["measure"]);
    // Builtins only: in the sandbox, `sh` may not start a process.
    let script = "read -r line; printf %s \"$line\"; echo err >&2; exit 4";
    let args: Vec<OsString> = vec!["-c".into(), script.into()];
    let run = runner
        .run(
            Path::new("/bin/sh"),
            &args,
            Stdin::Bytes(b"in".to_vec()),
            None,
            limits,
        )
        .expect("runs");
    assert_eq!(
        (run.exit, run.stdout.as_slice(), run.stderr_line().as_str()),
        (Exit::Code(4), &b"in"[..], "err")
    );
    assert_eq!(
        run.cpu.is_some() && run.peak_memory.is_some(),
        runner.measures()
    );
    let direct = Runner::default().run(
        Path::new("/bin/sh"),
        &args,
        Stdin::Bytes(Vec::new()),
        None,
        limits,
    );
    // Unmeasured, a run's peak is its memory group's, where it has one: never one inherited.
    let peak = direct.expect("runs").peak_memory;
    assert_eq!(peak.is_some(), judge::process::memory_groups());
    let no_measurer = Runner::measured_by(root.join("missing"), &[]);
    let error = no_measurer.run(
        Path::new("/bin/sh"),
        &args,
        Stdin::Bytes(Vec::new()),
        None,
        limits,
    );
    let missing = root.join("missing").display().to_string();
    assert!(error.is_err_and(|error| error.starts_with(&format!("cannot start {missing}"))));
    // The wall time is the run's, measured or not.
    let sleeps: Vec<OsString> = vec!["-c".into(), "exec sleep 0.05".into()];
    for runner in [runner, Runner::default()] {
        let run = runner.run(
            Path::new("/bin/sh"),
            &sleeps,
            Stdin::Bytes(Vec::new()),
            None,
            limits,
        );
        let wall = run.expect("runs").wall;
        assert!(
            wall >= Duration::from_millis(50) && wall < Duration::from_secs(3),
            "{wall:?}"
        );
    }
}

/// A descriptor the judge inherited open reaches none of the programs it runs: the measurer
/// given `7< Cargo.toml` starts a shell that finds no descriptor 7.
#[cfg(target_os = "linux")]
#[test]
fn an_inherited_descriptor_reaches_no_run() {
    let report = Path::new(env!("CARGO_TARGET_TMPDIR")).join("descriptor-report");
    let script = "exec \"$0\" measure 5000 1073741824 0 - - \"$1\" /bin/sh -c \
         'if test -e /proc/self/fd/7; then exit 7; fi; exit 0' 7< \"$2\"";
    let status = Command::new("sh")
        .args(["-c", script, env!("CARGO_BIN_EXE_judge")])
        .arg(&report)
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"))
        .status()
        .expect("runs");
    assert!(status.success(), "{status}");
    let line = std::fs::read_to_string(&report).expect("a report");
    assert!(
        line.starts_with("code 0 "),
        "descriptor 7 reached the run: {line}"
    );
}

/// Nor does it reach the compiler: a source that includes a fixture through an inherited
/// descriptor to the workspace does not compile.
#[cfg(target_os = "linux")]
#[test]
fn an_inherited_descriptor_reaches_no_compilation() {
    let workspace = workspace("descriptor-compile");
    let included =
        "const LOOKED_UP: &str = include_str!(\"/proc/self/fd/7/fixtures/double/sample-1.in\");\n";
    write(workspace.main_rs("double"), &format!("{included}{DOUBLE}"));
    let output = Command::new("sh")
        .args([
            "-c",
            "exec \"$0\" check double 7< \"$1\"",
            env!("CARGO_BIN_EXE_judge"),
        ])
        .arg(workspace.root())
        .env("JUDGE_WORKSPACE", workspace.root())
        .env("CARGO_TARGET_DIR", shared_target())
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("couldn't read"),
        "the include was refused: {stderr}"
    );
}

/// The measurer given a file as standard input (`judge measure ... < file`, as the README's
/// measuring command runs it) hands the program a copy: the program's `/proc/self/fd/0`, opened
/// again for writing, reaches the copy, and the file stays as it was, writable or not.
#[cfg(target_os = "linux")]
#[test]
fn a_measured_run_cannot_write_the_file_it_reads() {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join("measured-input");
    std::fs::create_dir_all(&folder).expect("folder");
    let (input, report) = (folder.join("input"), folder.join("report"));
    std::fs::write(&input, "3 1 1 1\n").expect("input");
    // Writable by everyone, so that only the copy keeps it, whoever the run is.
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&input, std::fs::Permissions::from_mode(0o666)).expect("mode");
    let sandbox = judge::process::Sandbox::detect();
    let [bwrap, filter] = judge::process::Sandbox::to_args(sandbox.as_ref());
    let status = Command::new(env!("CARGO_BIN_EXE_judge"))
        .args(["measure", "5000", "1073741824", "0"])
        .args([bwrap, filter])
        .arg(&report)
        .args(["/bin/sh", "-c", "echo pwned >> /proc/self/fd/0"])
        .stdin(std::fs::File::open(&input).expect("opened"))
        .status()
        .expect("runs");
    assert!(status.success(), "{status}");
    assert_eq!(
        std::fs::read_to_string(&input).ok().as_deref(),
        Some("3 1 1 1\n")
    );
}

/// A pipe on standard input stays a pipe through the measurer: only a named file is copied.
#[cfg(target_os = "linux")]
#[test]
fn a_measured_pipe_stays_a_pipe() {
    let limits = Limits::new(Duration::from_secs(5), 1 << 30);
    let runner = Runner::measured_by(env!("CARGO_BIN_EXE_judge"), &["measure"]);
    let args: Vec<OsString> = vec!["-c".into(), "test -p /dev/stdin".into()];
    let stdin = Stdin::Pipe(b"1\n".to_vec());
    let piped = runner.run(Path::new("/bin/sh"), &args, stdin, None, limits);
    assert_eq!(piped.expect("runs").exit, Exit::Code(0), "not a pipe");
}

/// `JUDGE_SANDBOX=off` turns the sandbox off: a submission that prints a wrong answer where it
/// can read the workspace's fixtures passes sandboxed and fails with the sandbox off.
#[cfg(target_os = "linux")]
#[test]
#[ignore = "slow: the command line judges a problem twice"]
fn the_sandbox_can_be_turned_off() {
    let workspace = workspace("sandbox-off");
    let fixtures = workspace.fixture_dir("double");
    let trick = format!(
        "fn main() {{\n    if std::fs::read_dir({fixtures:?}).is_ok() {{ println!(\"seen\"); return; }}\n"
    );
    write(
        workspace.main_rs("double"),
        &DOUBLE.replacen("fn main() {\n", &trick, 1),
    );
    let check = |sandbox: Option<&str>| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_judge"));
        command
            .args(["check", "double"])
            .env("JUDGE_WORKSPACE", workspace.root())
            .env("CARGO_TARGET_DIR", shared_target());
        if let Some(value) = sandbox {
            command.env("JUDGE_SANDBOX", value);
        }
        let output = command.output().expect("runs");
        let table = String::from_utf8_lossy(&output.stdout).into_owned();
        table
            .lines()
            .find(|line| line.starts_with("double "))
            .unwrap_or("")
            .to_string()
    };
    let off = check(Some("off"));
    assert!(off.contains(" WA "), "{off}");
    if judge::process::Sandbox::detect().is_some() {
        let on = check(None);
        assert!(on.contains(" AC "), "{on}");
    }
}

/// `JUDGE_SANDBOX=required` on a Linux where bubblewrap cannot be found stops the judge before
/// anything is judged, with one `error:` line and status 1.
#[cfg(target_os = "linux")]
#[test]
fn a_required_sandbox_that_is_missing_stops_the_judge() {
    let workspace = workspace("sandbox-required");
    let output = Command::new(env!("CARGO_BIN_EXE_judge"))
        .args(["check", "double"])
        .env("JUDGE_WORKSPACE", workspace.root())
        .env("CARGO_TARGET_DIR", shared_target())
        .env("JUDGE_SANDBOX", "required")
        .env("PATH", "/nonexistent")
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(output.stdout.is_empty(), "nothing judged");
    assert!(
        stderr.starts_with("error: JUDGE_SANDBOX=required, and bubblewrap is missing"),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
}

/// A program that spins until it is killed at the wall clock: its CPU time is still read (in
/// the sandbox it is killed first, under bwrap's own first process, which reaps it), so the
/// verdict can say which limit it passed. On any machine it is given some of a core in those
/// three seconds; the sandbox alone costs a few milliseconds.
#[cfg(target_os = "linux")]
#[test]
#[ignore = "slow: waits out a wall-clock limit of three seconds"]
fn a_run_killed_at_the_clock_keeps_its_cpu_time() {
    let limits = Limits::new(Duration::from_secs(1), 64 << 20);
    let args: Vec<OsString> = vec!["-c".into(), "while :; do :; done".into()];
    for runner in [
        Runner::measured_by(env!("CARGO_BIN_EXE_judge"), &["measure"]),
        Runner::default(),
    ] {
        let run = runner
            .run(
                Path::new("/bin/sh"),
                &args,
                Stdin::Bytes(Vec::new()),
                None,
                limits,
            )
            .expect("runs");
        assert_eq!(run.exit, Exit::TimedOut);
        let cpu = run.cpu.expect("measured on Linux");
        assert!(cpu > Duration::from_millis(200), "{cpu:?} of CPU time");
    }
}
