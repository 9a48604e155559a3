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
fn the_command_line_judges_benches_and_scaffolds() {
    let workspace = workspace("cli");
    let checked = cli(&workspace, &["check"]);
    let stdout = String::from_utf8_lossy(&checked.stdout);
    assert!(
        checked.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&checked.stderr)
    );
    assert_eq!(stdout.lines().count(), 4, "{stdout}");
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
}

#[cfg(target_os = "linux")]
#[test]
fn the_measurer_reports_what_it_ran() {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let limits = Limits {
        time: Duration::from_secs(5),
        memory_bytes: 1 << 30,
    };
    let runner = Runner::measured_by(env!("CARGO_BIN_EXE_judge"), &["measure"]);
    let args: Vec<OsString> = vec!["-c".into(), "cat; echo err >&2; exit 4".into()];
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
    let direct = Runner::direct().run(
        Path::new("/bin/sh"),
        &args,
        Stdin::Bytes(Vec::new()),
        None,
        limits,
    );
    assert_eq!(direct.expect("runs").peak_memory, None);
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
    let sleeps: Vec<OsString> = vec!["-c".into(), "sleep 0.1".into()];
    for runner in [runner, Runner::direct()] {
        let run = runner.run(
            Path::new("/bin/sh"),
            &sleeps,
            Stdin::Bytes(Vec::new()),
            None,
            limits,
        );
        let wall = run.expect("runs").wall;
        assert!(
            wall >= Duration::from_millis(100) && wall < Duration::from_secs(3),
            "{wall:?}"
        );
    }
}
