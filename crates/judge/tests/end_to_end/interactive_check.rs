//! `cargo judge check` on an interactive problem (`workspace::with_guess`): each fixture an
//! interactive test against the crate's Python jury, the verdict the interaction's. Linux
//! only: the judge looks for `python3` in `/usr/bin`.
#![cfg(target_os = "linux")]

use std::fs::File;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use judge::report;
use judge::verdict::Verdict;

use crate::workspace::{
    judge, problem, shared_target, variant, with_guess, workspace, write, GUESS_JURY,
};

/// The crate's own submission is `AC` inside the statement and meets the standards, among them
/// the `beyond-low` fixture, whose number lies below the statement's bound.
#[test]
#[ignore = "slow: the made-up problem judged in full, every edition built"]
fn the_crates_own_submission_is_ac_past_the_statement_too_and_bad_inputs_do_not_apply() {
    let judge = judge(with_guess(workspace("guess-own")));
    let report = judge.check(&problem(&judge, "guess")).expect("judged");
    assert_eq!(report.verdict(), Verdict::Ok, "{:?}", report.failures());
    assert_eq!(report.fixtures.len(), 3, "{:?}", report.fixtures);
    let beyond: Vec<_> = report
        .fixtures
        .iter()
        .filter(|fixture| !fixture.inside_the_statement())
        .map(|fixture| (fixture.fixture.as_str(), fixture.verdict.clone()))
        .collect();
    assert_eq!(beyond, [("beyond-low", Verdict::Ok)]);
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
        line.contains("; the exchange ends \"") && line.contains(">3\\n<higher\\n"),
        "{line}"
    );
}

/// A submission that spins once it has found the number, after the jury accepted and ended
/// the game: its `TLE` says which limit it passed and that the game had ended.
#[test]
#[ignore = "slow: waits out the grace after the jury accepts"]
fn a_tle_after_the_game_ended_says_so_and_which_limit() {
    let judge = judge(with_guess(workspace("guess-spins")));
    let right = "\"lower\" => high = guess - 1,\n            _ => return,";
    let spins = "\"lower\" => high = guess - 1,\n            _ => loop {},";
    let report = variant(&judge, "guess", right, spins);
    assert_eq!(report.verdict().short(), "TLE");
    let failures = report.judge_failures();
    let line = failures.iter().find(|line| line.starts_with("guess/"));
    let line = line.unwrap_or_else(|| panic!("{failures:?}"));
    let limit = line.contains(": TLE: CPU time past the time limit (")
        || line.contains(": TLE: wall time past twice the time limit and a second, ");
    assert!(limit, "{line}");
    assert!(
        line.contains("; the jury had ended the game: the submission ran on after it"),
        "{line}"
    );
    assert!(!line.contains("flushed"), "{line}");
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

/// Guesses by halving `1..=9`, the statement's numbers, in the shell's builtins only: a run may
/// start no other process.
const GUESS_SH: &str = "#!/bin/sh\nlow=1\nhigh=9\nwhile [ $low -le $high ]; do\n\
    g=$(((low + high) / 2))\necho $g\nread reply\ncase $reply in\n\
    higher) low=$((g + 1)) ;;\nlower) high=$((g - 1)) ;;\n*) exit 0 ;;\nesac\ndone\n";

/// A program that plays right inside the statement is `AC`, status 0. Past it, on `beyond-low`
/// (0), it never guesses the number and the jury rejects it: a standard unmet, not counted.
#[test]
#[ignore = "slow: the command line judges the made-up problem in full"]
fn a_program_that_plays_right_inside_the_statement_is_ac_through_the_command_line() {
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
    let row = stdout.lines().find(|line| line.starts_with("guess "));
    assert!(row.is_some_and(|row| row.contains(" 1 WA ")), "{stdout}");
    assert!(
        stderr.contains("standards: 1 unmet, not counted for --src or --exe"),
        "{stderr}"
    );
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

/// A folder of its own holding `jury.py`, an input file with `secret` and an empty answer
/// file, as the package tools lay them out for a validator.
fn jury_alone(name: &str, secret: &str) -> PathBuf {
    let folder = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    drop(std::fs::remove_dir_all(&folder));
    write(folder.join("jury.py"), GUESS_JURY);
    write(folder.join("in"), secret);
    write(folder.join("ans"), "");
    write(folder.join("feedback/.keep"), "");
    folder
}

/// `python3 jury.py in ans feedback/` in `folder`, as the judge runs a Python jury.
fn jury_command(folder: &std::path::Path) -> Command {
    let mut command = Command::new("/usr/bin/python3");
    command.current_dir(folder);
    command.args(["jury.py", "in", "ans", "feedback/"]);
    command
}

fn message(folder: &std::path::Path) -> String {
    std::fs::read_to_string(folder.join("feedback/judgemessage.txt")).unwrap_or_default()
}

/// Bytes from a fixed xorshift sequence: the same on every run.
fn random_bytes(count: usize) -> Vec<u8> {
    let mut state = 0x9E37_79B9_7F4A_7C15_u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state >> 56) as u8
    };
    (0..count).map(|_| next()).collect()
}

/// What the package tools feed a validator, and worse: each is `WA` (43) with its reason in
/// `judgemessage.txt`, and nothing on standard error (a crash prints a traceback there).
#[test]
fn the_jury_judges_any_malformed_output_wa_and_never_crashes() {
    let cases: [(&str, &str, Vec<u8>, &str); 6] = [
        ("random", "5\n", random_bytes(4096), "guess 1: "),
        (
            "not-utf-8",
            "5\n",
            b"\xff\xfe5\n".to_vec(),
            "expected a number",
        ),
        // Python's `str.isdigit` holds for it, and `int` refuses it.
        (
            "unicode-digit",
            "5\n",
            "\u{b2}\n".into(),
            "expected a number",
        ),
        (
            "endless-line",
            "5\n",
            vec![b'7'; 1 << 20],
            "longer than 32 bytes",
        ),
        ("nothing", "5\n", Vec::new(), "found the end of the output"),
        (
            "bad-input-file",
            "five\n",
            b"5\n".to_vec(),
            "the input file: ",
        ),
    ];
    for (name, secret, output, reason) in cases {
        let folder = jury_alone(&format!("jury-alone-{name}"), secret);
        std::fs::write(folder.join("output"), &output).expect("written");
        let stdin = File::open(folder.join("output")).expect("opened");
        let run = jury_command(&folder).stdin(stdin).output().expect("runs");
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(43), "{name}: {stderr}");
        assert!(stderr.is_empty(), "{name}: {stderr}");
        let message = message(&folder);
        assert!(message.contains(reason), "{name}: {message}");
    }
}

/// A line without its end, from a submission that keeps its output open, is rejected once it
/// passes the cap, not waited on; a reply that cannot be written is `WA`, not a crash.
#[test]
fn the_jury_waits_neither_for_a_lines_end_nor_on_a_reader() {
    let folder = jury_alone("jury-alone-open-line", "5\n");
    let mut child = jury_command(&folder)
        .stdin(Stdio::piped())
        .spawn()
        .expect("runs");
    let mut stdin = child.stdin.take().expect("piped");
    std::io::Write::write_all(&mut stdin, &[b'7'; 1024]).expect("written");
    // Only a guard against a jury that hangs: a right one exits as soon as it has read.
    let start = Instant::now();
    let status = loop {
        match child.try_wait().expect("waited") {
            Some(status) => break Some(status),
            None if start.elapsed() > Duration::from_secs(20) => break None,
            None => std::thread::sleep(Duration::from_millis(10)),
        }
    };
    drop(stdin);
    drop(child.kill());
    drop(child.wait());
    assert_eq!(status.and_then(|status| status.code()), Some(43));
    assert!(message(&folder).contains("longer than 32 bytes"));

    let folder = jury_alone("jury-alone-no-reader", "5\n");
    write(folder.join("output"), "1\n");
    let stdin = File::open(folder.join("output")).expect("opened");
    let full = File::create("/dev/full").expect("/dev/full");
    let run = jury_command(&folder).stdin(stdin).stdout(full).output();
    let run = run.expect("runs");
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert_eq!(run.status.code(), Some(43), "{stderr}");
    assert!(stderr.is_empty(), "{stderr}");
    let message = message(&folder);
    assert!(
        message.contains("the submission stopped reading"),
        "{message}"
    );
}
