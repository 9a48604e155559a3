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

/// A scratch workspace under this test binary's folder: one real problem (left-stack-game's
/// manifest and main.rs, a model for the shared part) and a registry. Returns its root, this
/// workspace and it.
fn scratch(name: &str) -> (PathBuf, Workspace, Workspace) {
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&root);
    let (here, there) = (
        Workspace::this(),
        Workspace::new(&root, root.join("target")),
    );
    for file in ["Cargo.toml", "src/main.rs"] {
        let crate_dir = |workspace: &Workspace| workspace.crate_dir("left-stack-game");
        copy(crate_dir(&here).join(file), crate_dir(&there).join(file));
    }
    judge::layout::write(
        &root.join("crates/judge-tests/src/lib.rs"),
        b"//! registry\n\nproblems! {\n    left_stack_game,\n}\n",
    )
    .expect("written");
    (root, here, there)
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
    let (root, here, there) = scratch("scaffold");
    let registry = root.join("crates/judge-tests/src/lib.rs");

    let made = new_problem(&root, &["demo-game"]);
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let next = String::from_utf8_lossy(&made.stdout);
    assert!(next.contains("\nnext: "), "{next}");
    let steps = [
        "scripts/rustfmt-all",
        "cargo clippy --workspace",
        "cargo accept demo-game",
    ];
    let places: Vec<_> = steps.iter().map(|step| next.find(step)).collect();
    assert!(
        places.iter().all(Option::is_some) && places.windows(2).all(|pair| pair[0] < pair[1]),
        "the next steps name formatting, Clippy and `cargo accept`, in that order: {next}"
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

/// Where the test below leaves its scratch workspace's packages; `scripts/packages` verifies
/// them with problemtools and BAPCtools, as it verifies the workspace's own.
const SCAFFOLD_EXPORT: &str = "scaffold-export";

/// What the author of the scaffolded `demo-game` does before it can be exported: the
/// statement's answer, the snapshots of a sample and an edge case, a `solve` that answers.
fn complete_demo_game(there: &Workspace) {
    let fixtures = there.fixture_dir("demo-game");
    std::fs::write(fixtures.join("sample-1.ans"), "First\n").expect("answer");
    std::fs::write(fixtures.join("edge-ten.in"), "10\n").expect("an edge case");
    let snapshot = "---\nsource: crates/judge-tests/tests/demo_game.rs\nexpression: output\n---\n";
    for (fixture, answer) in [("sample-1", "First"), ("edge-ten", "Second")] {
        let path = fixtures.join(format!("{fixture}.snap"));
        std::fs::write(path, format!("{snapshot}{answer}\n")).expect("snapshot");
    }
    let main_rs = std::fs::read_to_string(there.main_rs("demo-game")).expect("main.rs");
    let solved = main_rs.replace(
        "Err(format!(\"not solved yet (read n = {count})\"))",
        "Ok(if count == 1 { \"First\\n\" } else { \"Second\\n\" }.to_string())",
    );
    assert_ne!(solved, main_rs, "the template's `solve` changed");
    std::fs::write(there.main_rs("demo-game"), solved).expect("solved");
}

/// A scaffolded problem exports with no step of its own: once its answer is recorded (its
/// snapshot) and its `solve` answers, `cargo judge export` writes both packages, whose files are
/// the crate's own.
#[test]
fn a_new_problem_exports_once_its_answers_are_recorded() {
    let (root, _, there) = scratch(SCAFFOLD_EXPORT);
    let made = new_problem(&root, &["demo-game"]);
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let select = || judge::metadata::select(&there, &["demo-game".to_string()]).expect("found");
    let out = root.join("packages");
    let unanswered = judge::export::export(&there, &select(), &out);
    assert!(
        unanswered
            .as_ref()
            .is_err_and(|err| err.contains("no snapshot")),
        "{unanswered:?}"
    );

    complete_demo_game(&there);

    let written = judge::export::export(&there, &select(), &out).expect("exported");
    assert_eq!(
        written,
        [out.join("legacy/demogame"), out.join("2025-09/demogame")]
    );
    let crate_file = |path: PathBuf| std::fs::read(path).expect("a file of the crate");
    for (package, accepted) in [
        ("legacy/demogame", "submissions/accepted/main.rs"),
        ("2025-09/demogame", "submissions/accepted/main.rs"),
    ] {
        let package = out.join(package);
        let file = |path: &str| std::fs::read(package.join(path)).expect(path);
        assert_eq!(file(accepted), crate_file(there.main_rs("demo-game")));
        assert_eq!(
            file("submissions/wrong_answer/writeup.rs"),
            crate_file(there.writeup_rs("demo-game"))
        );
        assert_eq!(
            file("input_validators/input.ctd"),
            crate_file(there.input_validator("demo-game"))
        );
        assert_eq!(file("data/sample/sample-1.in"), b"1\n");
        assert_eq!(file("data/sample/sample-1.ans"), b"First\n");
        assert_eq!(file("data/secret/edge-ten.ans"), b"Second\n");
        assert!(
            package.with_extension("zip").is_file(),
            "{}",
            package.display()
        );
    }
}

/// The numbers of a list's steps: lines of `text` that start, after spaces, with `N. `.
fn step_numbers(text: &str) -> Vec<u32> {
    text.lines()
        .filter_map(|line| line.trim_start().split_once(". "))
        .filter_map(|(number, _)| number.parse().ok())
        .collect()
}

/// `cargo new-problem`'s next steps are the README's "Adding a problem" from step 2 on, with
/// the same numbers and the same optional step, so neither list can change alone.
#[test]
fn the_next_steps_follow_the_readmes_checklist() {
    let readme = std::fs::read_to_string(Workspace::this().root().join("README.md"));
    let readme = readme.expect("the README");
    let section = readme
        .split("\n## Adding a problem\n")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .expect("an \"Adding a problem\" section");
    let checklist = step_numbers(section);
    assert_eq!(
        checklist,
        (1..=checklist.len() as u32).collect::<Vec<_>>(),
        "the README's steps are numbered 1, 2, ..."
    );
    let next = judge_tests::scaffold::next_steps("demo-game");
    assert_eq!(step_numbers(&next), checklist[1..], "{next}");
    let optional = section
        .lines()
        .find_map(|line| line.strip_prefix("Every step is required, except step "))
        .and_then(|rest| rest.split('.').next())
        .expect("the README says which step is optional");
    assert!(
        next.contains(&format!("every step required but {optional}:"))
            && next.contains(&format!("  {optional}. optional")),
        "{next}"
    );
}
