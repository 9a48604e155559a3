//! The command line's errors and streams: every error an `error:` line, a usage error status 2,
//! a closed pipe never a panic, and a machine without a sandbox told so before anything runs.

use std::process::{ChildStdin, Command, Output, Stdio};

use judge::layout::Workspace;

use crate::workspace::{shared_target, workspace, write};

/// `judge args` on `workspace`.
fn judge(workspace: &Workspace, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_judge"));
    command
        .args(args)
        .env("JUDGE_WORKSPACE", workspace.root())
        .env("CARGO_TARGET_DIR", shared_target())
        .env_remove("JUDGE_SANDBOX");
    command
}

fn run(workspace: &Workspace, args: &[&str]) -> (Output, String) {
    let output = judge(workspace, args).output().expect("runs");
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    (output, stderr)
}

/// Standard error from its error line on: a machine without a sandbox says so first, on a
/// `warning:` line of its own.
fn error_of(stderr: &str) -> &str {
    let at = stderr.find("error: ").unwrap_or(stderr.len());
    let before = &stderr[..at];
    assert!(
        before.is_empty() || before.starts_with("warning: no sandbox"),
        "{stderr}"
    );
    &stderr[at..]
}

/// The writing end of a pipe whose reader has exited: any write to it fails with `EPIPE`.
fn pipe_without_reader() -> ChildStdin {
    let mut reader = Command::new("true")
        .stdin(Stdio::piped())
        .spawn()
        .expect("true runs");
    let writer = reader.stdin.take().expect("a pipe");
    reader.wait().expect("true ends");
    writer
}

#[test]
fn without_a_task_the_usage_goes_to_stderr_with_status_2() {
    let (output, stderr) = run(&workspace("usage-none"), &[]);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(output.stdout.is_empty());
    let expected = format!("error: no task given\n{}", judge::cli::usage());
    assert_eq!(stderr, expected, "{stderr}");
}

#[test]
fn the_workspace_is_the_one_cargo_runs_the_judge_in_not_the_one_it_was_built_in() {
    let workspace = workspace("usage-moved");
    let mut command = judge(&workspace, &["check", "dubble"]);
    command.env_remove("JUDGE_WORKSPACE");
    command.env("CARGO_MANIFEST_DIR", workspace.crate_dir("judge"));
    let output = command.output().expect("runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    let listed = "error: no problem named \"dubble\" (did you mean double?); there are divisor, \
                  double\n";
    assert_eq!(error_of(&stderr), listed);
}

#[test]
fn every_error_is_an_error_line_with_status_2() {
    let workspace = workspace("usage-errors");
    let python = workspace.root().join("mine.py");
    write(python.clone(), "print(1)\n");
    let python = python.to_string_lossy();
    let cases: [(&[&str], &str); 6] = [
        (
            &["chek"],
            "error: no task \"chek\" (did you mean check?); there are check, ",
        ),
        (
            &["bench", "0"],
            "error: the number of runs must be at least 1, found 0\n",
        ),
        (
            &["check", "dubble"],
            "error: no problem named \"dubble\" (did you mean double?); there are divisor, \
             double\n",
        ),
        (
            &["check", "--as", "codefrces"],
            "error: no judge profile \"codefrces\" (did you mean Codeforces?); there are \
             Codeforces, ",
        ),
        (&["export", "--frob"], "error: unknown option --frob\n"),
        (
            // Refused before any target is looked for: this workspace names none.
            &[
                "check",
                "double",
                "--src",
                &python,
                "--target",
                "x86_64-pc-windows-gnu",
            ],
            "error: a Python source is judged on the host only, not for x86_64-pc-windows-gnu\n",
        ),
    ];
    for (args, expected) in cases {
        let (output, stderr) = run(&workspace, args);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            error_of(&stderr).starts_with(expected),
            "{args:?}: {stderr}"
        );
        assert_eq!(stderr.matches("error: ").count(), 1, "{args:?}: {stderr}");
    }
}

#[test]
fn a_judge_is_named_in_any_case() {
    // The profile is found; the problem named next is not, which ends the task there.
    let workspace = workspace("usage-case");
    let (output, stderr) = run(&workspace, &["check", "--as", "codeforces", "nim"]);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        error_of(&stderr).starts_with("error: no problem named \"nim\""),
        "{stderr}"
    );
}

#[test]
fn a_closed_pipe_is_no_panic() {
    let workspace = workspace("usage-pipe");
    let help = judge(&workspace, &["help"])
        .stdout(pipe_without_reader())
        .output()
        .expect("runs");
    assert_eq!(help.status.code(), Some(0), "{help:?}");
    assert!(help.stderr.is_empty(), "{help:?}");
    let usage = judge(&workspace, &["bench", "0"])
        .stderr(pipe_without_reader())
        .output()
        .expect("runs");
    assert_eq!(usage.status.code(), Some(2), "{usage:?}");
    // As a reader that stops at once does it (where it closes first).
    let shell = Command::new("sh")
        .args(["-c", "\"$0\" help | head -c0"])
        .arg(env!("CARGO_BIN_EXE_judge"))
        .output()
        .expect("sh runs");
    assert!(shell.stderr.is_empty(), "{shell:?}");
}

#[test]
fn export_refuses_a_folder_that_holds_anything_else() {
    let workspace = workspace("usage-export");
    let out = workspace.root().join("mine");
    write(out.join("notes.txt"), "kept");
    let (output, stderr) = run(&workspace, &["export", "--out", &out.to_string_lossy()]);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.starts_with("error: --out "), "{stderr}");
    assert!(
        stderr.contains("choose an empty folder or remove it"),
        "{stderr}"
    );
    assert!(!out.join("legacy").exists(), "nothing written");
}

/// Where no sandbox works (no `bwrap` on this `PATH`), the task says so once, first, with the
/// command that installs it, and goes on.
#[cfg(target_os = "linux")]
#[test]
fn a_missing_sandbox_is_said_once_before_judging() {
    let workspace = workspace("usage-sandbox");
    let (_, stderr) = run(&workspace, &["peer"]);
    let mut command = judge(&workspace, &["peer"]);
    let without = command.env("PATH", "/nonexistent").output().expect("runs");
    let warned = String::from_utf8_lossy(&without.stderr);
    let first = warned.lines().next().unwrap_or_default();
    assert!(
        first.starts_with("warning: no sandbox: bubblewrap (bwrap) is not installed"),
        "{warned}"
    );
    assert!(
        first.ends_with(judge::process::Sandbox::INSTALL),
        "{warned}"
    );
    assert_eq!(warned.matches("warning: no sandbox").count(), 1, "{warned}");
    // With a working sandbox nothing is said.
    if judge::process::Sandbox::detect().is_some() {
        assert!(!stderr.contains("no sandbox"), "{stderr}");
    }
}
