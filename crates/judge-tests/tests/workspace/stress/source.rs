//! `cargo stress --src`: a source built as the problem's judge builds it, then stressed.

use judge::layout::Workspace;
use judge_tests::stress::cli::{parse, run, Verdict};

use super::{args, scratch};

/// `--src` builds a source as the problem's judge builds it, by its extension, and stresses
/// the program: a kept C++ solution passes, a Python program that always names the first
/// player fails and is shrunk to the smallest lost position.
#[test]
#[ignore = "slow: compiles with g++, then runs Python in the sandbox"]
fn a_source_is_built_as_its_judge_builds_it_and_stressed() {
    let scratch = scratch("stress-src");
    let workspace = Workspace::this();
    let kept = workspace
        .submissions_dir("left-stack-game")
        .join("accepted/residues.cpp");
    let kept = kept.to_str().expect("a UTF-8 path");
    let words = args(&["left-stack-game", "--src", kept, "--cases", "64"]);
    let (report, verdict) = run(&parse(&words).expect("options"), &scratch).expect("a run");
    assert_eq!(verdict, Verdict::Covered, "{report}");
    assert!(report.contains(&format!("--src {kept}")), "{report}");
    let source = scratch.root().join("first.py");
    judge::layout::write(&source, b"input()\ninput()\nprint('BitLGM')\n").expect("written");
    let source = source.to_str().expect("a UTF-8 path");
    let words = args(&["yet-another-number-game", "--src", source, "--cases", "64"]);
    let (report, verdict) = run(&parse(&words).expect("options"), &scratch).expect("a run");
    assert_eq!(verdict, Verdict::Failed, "{report}");
    let saved = scratch.stress_input("yet-another-number-game");
    assert_eq!(
        std::fs::read_to_string(saved).ok().as_deref(),
        Some("1\n0\n"),
        "{report}"
    );
}
