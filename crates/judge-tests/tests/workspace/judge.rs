//! The judge's verdicts on variants of the submissions: past the time limit, past the memory
//! limit, and the checker on other answers. (Each problem's own judged run is in its suite.)

use std::fs;
use std::path::PathBuf;
use std::time::Duration;

use ::judge::build::{Emit, RUN_EDITION};
use ::judge::check::Judge;
use ::judge::metadata::{self, Problem};
use ::judge::process::{Exit, Limits};
use ::judge::verdict::Verdict;

fn judge() -> Judge {
    judge_tests::judge(Some(env!("CARGO_BIN_EXE_measure")))
}

fn problem(judge: &Judge, name: &str) -> Problem {
    let mut found = metadata::select(&judge.workspace, &[name.to_string()]).expect("a problem");
    found.pop().expect("one")
}

/// A copy of a problem's `main.rs` with one piece of code replaced (which must be there once).
fn variant(problem: &str, from: &str, to: &str, folder: &str) -> PathBuf {
    let text =
        fs::read_to_string(::judge::layout::Workspace::this().main_rs(problem)).expect("main.rs");
    assert_eq!(
        text.matches(from).count(),
        1,
        "{problem}: `{from}` is not there once"
    );
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(folder);
    fs::create_dir_all(&dir).expect("folder");
    let path = dir.join("main.rs");
    fs::write(&path, text.replace(from, to)).expect("variant is written");
    path
}

/// The verdict on one fixture of a variant, built for the run edition only, under `limits`.
fn verdict_on(
    name: &str,
    source: &std::path::Path,
    fixture: &str,
    limits: Option<Limits>,
) -> (Verdict, ::judge::process::Run) {
    let judge = judge();
    let mut problem = problem(&judge, name);
    problem.metadata.limits = limits.unwrap_or(problem.metadata.limits);
    let binary = judge
        .builder
        .compile(source, RUN_EDITION, Emit::Binary)
        .expect("variant compiles");
    let checker = judge.checker(&problem).expect("checker");
    let input = judge
        .workspace
        .fixture_dir(name)
        .join(format!("{fixture}.in"));
    let report = judge
        .judge_fixture(&problem, checker.as_deref(), &binary, &input)
        .expect("judged");
    (report.verdict, report.run)
}

const SOLVE_STARTS: &str = "    let mut scanner = Scanner::new(input);";

#[test]
#[ignore = "slow: waits out the wall-clock cap, a second"]
fn judge_gives_tle_to_a_submission_that_sleeps_past_the_limit() {
    let sleeps =
        format!("    std::thread::sleep(std::time::Duration::from_secs(5));\n{SOLVE_STARTS}");
    let source = variant("left-stack-game", SOLVE_STARTS, &sleeps, "variant-sleeps");
    // The shortest wait: killed at the clock, twice the limit and a second.
    let short = Limits::new(Duration::from_millis(10), 256 << 20);
    let (verdict, run) = verdict_on("left-stack-game", &source, "sample-1", Some(short));
    assert_eq!(verdict, Verdict::TimeLimit);
    assert_eq!(run.exit, Exit::TimedOut);
    assert!(
        run.wall < Duration::from_secs(2),
        "killed at the limit, not at the end: {:?}",
        run.wall
    );
}

#[cfg(target_os = "linux")]
#[test]
fn judge_gives_mle_to_a_submission_that_allocates_past_the_limit() {
    let hoards = format!(
        "    let hoard: Vec<Vec<u8>> = (0..64).map(|_| vec![1; 16 << 20]).collect();\n{SOLVE_STARTS}\n    \
         let _ = hoard.iter().map(|block| block[7]).sum::<u8>();"
    );
    let source = variant(
        "left-stack-game",
        SOLVE_STARTS,
        &hoards,
        "variant-allocates",
    );
    // Time enough to reach the memory limit first on a busy machine; 64 MiB is reached within
    // four of the 16 MiB blocks, a quarter of what 256 MiB would take.
    let limits = Limits::new(Duration::from_secs(10), 64 << 20);
    let (verdict, run) = verdict_on("left-stack-game", &source, "sample-1", Some(limits));
    assert_eq!(verdict, Verdict::MemoryLimit, "{run:?}");
}

#[test]
#[ignore = "slow: a variant judged on every fixture and bad input"]
fn checker_accepts_another_winning_move_and_rejects_an_illegal_one() {
    let judge = judge();
    // The Nim move on the last pile that allows it instead of the first: other bytes, still right.
    let other = variant(
        "game-with-stones",
        ".position(|&stones| stones ^ nim_sum < stones)?",
        ".rposition(|&stones| stones ^ nim_sum < stones)?",
        "variant-other-move",
    );
    let report = judge
        .check_source(&problem(&judge, "game-with-stones"), &other)
        .expect("judged");
    assert!(report.passed(), "{:#?}", report.failures());
    let differs = report.fixtures.iter().filter(|fixture| {
        let expected = judge
            .workspace
            .snapshot_output("game-with-stones", &fixture.fixture);
        fixture.run.stdout != expected.expect("snapshot").as_bytes()
    });
    assert!(
        differs.count() > 0,
        "the variant should print other moves somewhere"
    );
    // Taking two stones from a pile of one.
    let illegal = variant(
        "game-with-stones",
        ".map(|pile| (pile, 1))",
        ".map(|pile| (pile, 2))",
        "variant-illegal-move",
    );
    let (verdict, _) = verdict_on("game-with-stones", &illegal, "edge-ones-even", None);
    assert_eq!(
        verdict,
        Verdict::WrongAnswer("cannot take 2 from pile 1 of 1".to_string())
    );
}
