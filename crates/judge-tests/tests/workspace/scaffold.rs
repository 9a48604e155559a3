//! `cargo new-problem`, in a scratch workspace made of one real problem and a registry.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use judge::layout::{Workspace, SHARED_PART_START};

fn new_problem(root: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_new-problem"))
        .args(args)
        .env("JUDGE_WORKSPACE", root)
        .output()
        .expect("runs")
}

fn copy(from: PathBuf, to: PathBuf) {
    std::fs::create_dir_all(to.parent().expect("a folder")).expect("folder made");
    std::fs::copy(&from, &to).unwrap_or_else(|err| panic!("{}: {err}", from.display()));
}

#[test]
fn the_scaffold_helps_and_refuses_a_bad_name() {
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("scaffold-refusal");
    let there = Workspace::new(&root, root.join("target"));
    let help = new_problem(&root, &["--help"]);
    let usage = String::from_utf8_lossy(&help.stdout);
    assert!(
        help.status.success() && usage.starts_with("usage: cargo new-problem"),
        "{usage}"
    );
    let refused = new_problem(&root, &["Bad_Name"]);
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert_eq!(refused.status.code(), Some(2), "a bad name's exit status");
    assert!(stderr.contains("starts with a letter"), "{stderr}");
    assert!(
        !there.crate_dir("Bad_Name").exists(),
        "nothing written for a bad name"
    );
}

#[test]
fn a_new_problem_is_scaffolded_and_registered() {
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("scaffold");
    let _ = std::fs::remove_dir_all(&root);
    let (here, there) = (
        Workspace::this(),
        Workspace::new(&root, root.join("target")),
    );
    for file in ["Cargo.toml", "src/main.rs"] {
        let crate_dir = |workspace: &Workspace| workspace.crate_dir("left-stack-game");
        copy(crate_dir(&here).join(file), crate_dir(&there).join(file));
    }
    let registry = root.join("crates/judge-tests/src/lib.rs");
    judge::layout::write(
        &registry,
        b"//! registry\n\nproblems! {\n    left_stack_game,\n}\n",
    )
    .expect("written");

    let made = new_problem(&root, &["demo-game"]);
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let registered = std::fs::read_to_string(&registry).expect("registry");
    assert_eq!(
        registered, "//! registry\n\nproblems! {\n    left_stack_game,\n    demo_game,\n}\n",
        "the registry with one more line"
    );
    let model = std::fs::read_to_string(here.main_rs("left-stack-game")).expect("main.rs");
    let shared = &model[model.find(SHARED_PART_START).expect("the marker")..];
    let main_rs = std::fs::read_to_string(there.main_rs("demo-game")).expect("main.rs");
    assert!(
        main_rs.starts_with("//! # demo-game: "),
        "the header: {main_rs}"
    );
    assert!(main_rs.ends_with(shared), "the shared part, copied whole");
    let tests = root.join("crates/judge-tests");
    for path in [
        there.fixture_dir("demo-game").join("sample-1.in"),
        there.fixture_dir("demo-game").join("sample-1.ans"),
        there.crate_dir("demo-game").join("README.md"),
        there.crate_dir("demo-game").join("losing-positions.svg"),
        tests.join("src/problems/demo_game.rs"),
        tests.join("tests/demo_game.rs"),
    ] {
        assert!(path.is_file(), "the scaffold wrote no {}", path.display());
    }
    let suite = std::fs::read_to_string(tests.join("tests/demo_game.rs")).expect("test file");
    assert!(
        suite.contains("judge_tests::problem_tests!(judge_tests::problems::demo_game::PROBLEM);"),
        "the test file makes the common suite: {suite}"
    );
    let again = new_problem(&root, &["demo-game"]);
    let stderr = String::from_utf8_lossy(&again.stderr);
    assert!(stderr.contains("already exists"), "{stderr}");
}
