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

/// The jury of `guess` in C++, which the judge builds with the host's g++.
const GUESS_JURY_CPP: &str = r#"#include <cstdio>
#include <string>
int main(int, char **argv) {
    FILE *in = std::fopen(argv[1], "r");
    int secret = 0;
    if (!in || std::fscanf(in, "%d", &secret) != 1) return 1;
    for (int count = 0; count < 4; count++) {
        int guess = 0;
        if (std::scanf("%d", &guess) != 1) break;
        if (guess == secret) { std::puts("correct"); std::fflush(stdout); return 42; }
        std::puts(guess < secret ? "higher" : "lower");
        std::fflush(stdout);
    }
    std::string path = std::string(argv[3]) + "judgemessage.txt";
    FILE *message = std::fopen(path.c_str(), "w");
    if (message) { std::fputs("no right guess in 4", message); std::fclose(message); }
    return 43;
}
"#;

/// Guesses by halving, in Python.
const GUESS_PY: &str = "low, high = 1, 9\nwhile low <= high:\n    guess = (low + high) // 2\n    \
    print(guess, flush=True)\n    reply = input().strip()\n    if reply == 'higher':\n        \
    low = guess + 1\n    elif reply == 'lower':\n        high = guess - 1\n    else:\n        \
    break\n";

#[test]
#[ignore = "slow: compiles with g++"]
fn a_cpp_jury_is_built_and_a_python_source_plays_against_it() {
    let judge = judge(with_guess(workspace("guess-cpp")));
    let manifest = judge.workspace.manifest("guess");
    let text = std::fs::read_to_string(&manifest).expect("a manifest");
    write(manifest, &text.replace("jury.py", "jury.cpp"));
    write(
        judge.workspace.crate_dir("guess").join("jury.cpp"),
        GUESS_JURY_CPP,
    );
    let source = judge.workspace.root().join("guess.py");
    write(source.clone(), GUESS_PY);
    let submission = judge::check::Submission::Source(source);
    let problem = problem(&judge, "guess");
    let report = judge.check_submission(&problem, &submission);
    let report = report.expect("judged");
    assert_eq!(report.verdict(), Verdict::Ok, "{:?}", report.failures());
    let wrong = variant(&judge, "guess", "(low + high) / 2", "low");
    let failures = wrong.judge_failures();
    assert!(
        failures
            .iter()
            .any(|line| line.starts_with("guess/sample-1: WA: no right guess in 4 (")),
        "{failures:?}"
    );
}
