//! `cargo judge check` on an interactive problem (`workspace::with_guess`): each fixture an
//! interactive test against the crate's Python jury, the verdict the interaction's. Linux
//! only: the judge looks for `python3` in `/usr/bin`.
#![cfg(target_os = "linux")]

use std::process::Command;

use judge::report;
use judge::verdict::Verdict;

use crate::workspace::{
    judge, problem, shared_target, variant, with_guess, workspace, write, GUESS_JURY,
};

#[test]
fn the_crates_own_submission_is_ac_and_bad_inputs_do_not_apply() {
    let judge = judge(with_guess(workspace("guess-own")));
    let report = judge.check(&problem(&judge, "guess")).expect("judged");
    assert_eq!(report.verdict(), Verdict::Ok, "{:?}", report.failures());
    assert_eq!(report.fixtures.len(), 3, "{:?}", report.fixtures);
    assert!(report.passed(), "{:?}", report.failures());
    assert!(report.bad_input_runs.is_empty());
    let reports = report::two_reports(&[report]);
    assert!(
        reports.contains("  guess: met (bad inputs do not apply: the jury writes the input; "),
        "{reports}"
    );
}

#[test]
fn a_wrong_guesser_is_wa_with_the_jurys_message_and_the_exchange() {
    let judge = judge(with_guess(workspace("guess-wrong")));
    let report = variant(&judge, "guess", "(low + high) / 2", "low");
    assert_eq!(report.verdict().short(), "WA");
    let failures = report.judge_failures();
    let line = failures
        .iter()
        .find(|line| line.starts_with("guess/sample-1: WA: more than 4 guesses ("));
    let line = line.unwrap_or_else(|| panic!("{failures:?}"));
    assert!(
        line.contains("; the exchange ends \"") && line.contains(">4\\n<higher\\n"),
        "{line}"
    );
}

#[test]
fn a_jury_that_exits_0_is_an_error_naming_the_fixture_never_ac() {
    let judge = judge(with_guess(workspace("guess-jury-0")));
    let jury = judge.workspace.crate_dir("guess").join("jury.py");
    write(jury, &GUESS_JURY.replace("sys.exit(42)", "sys.exit(0)"));
    let error = judge
        .check(&problem(&judge, "guess"))
        .expect_err("a judge error");
    assert!(
        error.starts_with("guess: fixture ") && error.contains("the jury failed (exit status 0)"),
        "{error}"
    );
}

/// Guesses by halving, in the shell's builtins only: a run may start no other process.
const GUESS_SH: &str = "#!/bin/sh\nlow=1\nhigh=9\nwhile [ $low -le $high ]; do\n\
    g=$(((low + high) / 2))\necho $g\nread reply\ncase $reply in\n\
    higher) low=$((g + 1)) ;;\nlower) high=$((g - 1)) ;;\n*) exit 0 ;;\nesac\ndone\n";

#[test]
fn any_program_that_plays_right_is_ac_through_the_command_line() {
    use std::os::unix::fs::PermissionsExt;
    let workspace = with_guess(workspace("guess-exe"));
    let program = workspace.root().join("guess.sh");
    write(program.clone(), GUESS_SH);
    let mode = std::fs::Permissions::from_mode(0o755);
    std::fs::set_permissions(&program, mode).expect("mode");
    let output = Command::new(env!("CARGO_BIN_EXE_judge"))
        .args(["check", "guess", "--exe"])
        .arg(&program)
        .env("JUDGE_WORKSPACE", workspace.root())
        .env("CARGO_TARGET_DIR", shared_target())
        .output()
        .expect("runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stdout}{stderr}");
    assert!(stdout.contains("  guess: AC (2 runs)\n"), "{stdout}");
    assert!(!stderr.contains("unmet"), "{stderr}");
}
