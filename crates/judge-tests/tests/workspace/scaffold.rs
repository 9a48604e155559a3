//! `cargo new-problem`, in a scratch workspace made of two real problems, one of each kind, and
//! the registries; the scaffolds of a copy of this workspace, built and tested, are in
//! `scaffold_copy`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use judge::layout::{Workspace, INTERACTIVE_PART_START, SHARED_PART_START};
use judge_tests::checklist;
use judge_tests::scaffold::Kind;

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

/// A scratch workspace under this test binary's folder: two real problems, the interactive
/// coins first in name order, then left-stack-game (their manifests and main.rs, each a model
/// for its kind's shared part), and both registries. Returns its root, this workspace and it.
fn scratch(name: &str) -> (PathBuf, Workspace, Workspace) {
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&root);
    let (here, there) = (
        Workspace::this(),
        Workspace::new(&root, root.join("target")),
    );
    for problem in ["coins", "left-stack-game"] {
        for file in ["Cargo.toml", "src/main.rs"] {
            let crate_dir = |workspace: &Workspace| workspace.crate_dir(problem);
            copy(crate_dir(&here).join(file), crate_dir(&there).join(file));
        }
    }
    for (file, registry) in [
        ("lib.rs", "problems! {\n    left_stack_game,\n}\n"),
        ("interactive.rs", "interactive_problems! {\n    coins,\n}\n"),
    ] {
        let path = root.join("crates/judge-tests/src").join(file);
        let text = format!("//! registry\n\n{registry}");
        judge::layout::write(&path, text.as_bytes()).expect("written");
    }
    (root, here, there)
}

/// The shared part of `problem`'s main.rs in this workspace, from `marker`.
fn shared(problem: &str, marker: &str) -> String {
    let model = std::fs::read_to_string(Workspace::this().main_rs(problem)).expect("main.rs");
    model[model.find(marker).expect("the marker")..].to_string()
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
    let (root, _, there) = scratch("scaffold");
    let registry = root.join("crates/judge-tests/src/lib.rs");

    let made = new_problem(&root, &["demo-game"]);
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let next = String::from_utf8_lossy(&made.stdout);
    let checklist = checklist::text(Kind::Batch, Some("demo-game"));
    assert!(
        next.ends_with(&format!(
            "\nnext: the checklist (crates/judge-tests/README.md):\n{checklist}"
        )),
        "the next steps are the batch checklist: {next}"
    );
    let registered = std::fs::read_to_string(&registry).expect("registry");
    assert_eq!(
        registered, "//! registry\n\nproblems! {\n    demo_game,\n    left_stack_game,\n}\n",
        "the registry with one more line, in name order"
    );
    let main_rs = std::fs::read_to_string(there.main_rs("demo-game")).expect("main.rs");
    assert!(
        main_rs.starts_with("//! # demo-game: "),
        "the header: {main_rs}"
    );
    assert!(
        main_rs.ends_with(&shared("left-stack-game", SHARED_PART_START)),
        "the shared part, copied whole from the batch problem"
    );
    let tests = root.join("crates/judge-tests");
    for path in [
        there.fixture_dir("demo-game").join("sample-1.in"),
        there.fixture_dir("demo-game").join("sample-1.ans"),
        there.fixture_dir("demo-game").join("max-n.in"),
        there.fixture_dir("demo-game").join("sample-1.snap"),
        there.fixture_dir("demo-game").join("max-n.snap"),
        there.crate_dir("demo-game").join("README.md"),
        there.crate_dir("demo-game").join("proof.py"),
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
    std::fs::write(fixtures.join("edge-two.in"), "2\n").expect("an edge case");
    let snapshot = "---\nsource: crates/judge-tests/tests/demo_game.rs\nexpression: output\n---\n";
    for (fixture, answer) in [
        ("sample-1", "First"),
        ("edge-two", "Second"),
        ("max-n", "Second"),
    ] {
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
        assert_eq!(file("data/secret/edge-two.ans"), b"Second\n");
        assert!(
            package.with_extension("zip").is_file(),
            "{}",
            package.display()
        );
    }
}

/// `cargo new-problem --interactive` writes an interactive problem's files, the interactive
/// shared part copied whole, and registers it in the interactive registry; the next steps are
/// the interactive checklist.
#[test]
fn an_interactive_problem_is_scaffolded_and_registered() {
    let (root, _, there) = scratch("scaffold-interactive");
    let made = new_problem(&root, &["pile-game", "--interactive"]);
    let stdout = String::from_utf8_lossy(&made.stdout);
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let tests = root.join("crates/judge-tests");
    let crate_dir = there.crate_dir("pile-game");
    let files = [
        crate_dir.join("Cargo.toml"),
        crate_dir.join("src/main.rs"),
        crate_dir.join("README.md"),
        crate_dir.join("jury.py"),
        crate_dir.join("statement.tex"),
        there.fixture_dir("pile-game").join("sample-1.in"),
        there.fixture_dir("pile-game").join("sample-1.snap"),
        tests.join("src/interactive/pile_game.rs"),
        tests.join("src/interactive/pile_game/rules.rs"),
        tests.join("tests/pile_game.rs"),
        tests.join("src/interactive.rs"),
    ];
    let wrote: Vec<String> = files
        .iter()
        .map(|path| format!("wrote {}", path.display()))
        .collect();
    let listed: Vec<&str> = stdout.lines().take_while(|line| !line.is_empty()).collect();
    assert_eq!(listed, wrote, "the files, in order");
    let checklist = checklist::text(Kind::Interactive, Some("pile-game"));
    assert!(stdout.ends_with(&checklist), "{stdout}");
    let registry = std::fs::read_to_string(tests.join("src/interactive.rs")).expect("registry");
    assert_eq!(
        registry,
        "//! registry\n\ninteractive_problems! {\n    coins,\n    pile_game,\n}\n"
    );
    let main_rs = std::fs::read_to_string(there.main_rs("pile-game")).expect("main.rs");
    assert!(main_rs.ends_with(&shared("coins", INTERACTIVE_PART_START)));
    let manifest = std::fs::read_to_string(there.manifest("pile-game")).expect("manifest");
    assert!(
        manifest.contains("\ntype = \"interactive\"\njury = \"jury.py\"\n"),
        "{manifest}"
    );
    let metadata = judge::metadata::select(&there, &["pile-game".to_string()]).expect("found");
    assert!(matches!(
        metadata[0].metadata.compare,
        judge::metadata::Compare::Interactive(_)
    ));
    let lib = std::fs::read_to_string(tests.join("src/lib.rs")).expect("registry");
    assert!(!lib.contains("pile_game"), "not in the batch registry");
}

/// A workspace without a problem of the kind asked for has no shared part to copy: the
/// scaffold says so and writes nothing.
#[test]
fn a_kind_with_no_model_is_refused_by_name() {
    let (root, _, there) = scratch("scaffold-no-model");
    std::fs::remove_dir_all(there.crate_dir("coins")).expect("removed");
    let refused = new_problem(&root, &["pile-game", "--interactive"]);
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert_eq!(refused.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains(INTERACTIVE_PART_START), "{stderr}");
    assert!(!there.crate_dir("pile-game").exists());
}
