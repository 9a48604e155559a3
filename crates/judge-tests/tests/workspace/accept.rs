//! `cargo accept`: its refusal under CI, the tests it runs by name, and a whole run on a clone of
//! this workspace with a problem's snapshots and generated files gone stale.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use judge::layout::Workspace;
use judge_tests::accept::{GENERATED_TESTS, SNAPSHOT_TEST};

fn accept(root: &Path, args: &[&str], ci: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_accept"))
        .args(args)
        .env("JUDGE_WORKSPACE", root)
        .env("CI", ci)
        .output()
        .expect("runs")
}

#[test]
fn under_ci_nothing_is_written_and_it_fails() {
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("accept-under-ci");
    let _ = std::fs::remove_dir_all(&root);
    let fixture = root.join("fixtures/demo/sample-1.in");
    judge::layout::write(&fixture, b"1\n").expect("written");
    let refused = accept(&root, &["left-stack-game"], "true");
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert_eq!(refused.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("refused under CI"), "{stderr}");
    let files = judge::layout::list(&root.join("fixtures/demo")).expect("the folder");
    assert_eq!(files, [fixture], "nothing written under CI");
    let help = accept(&root, &["--help"], "true");
    let usage = String::from_utf8_lossy(&help.stdout);
    assert!(help.status.success() && usage.starts_with("usage: cargo accept"));
    let unknown = accept(&root, &["no-such-problem"], "false");
    let stderr = String::from_utf8_lossy(&unknown.stderr);
    assert_eq!(unknown.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("not in the registry"), "{stderr}");
}

/// The snapshot run selects tests by name: the name is a test's, an interactive problem's
/// snapshots among them.
#[test]
fn the_snapshot_test_is_named_as_it_is() {
    let tests = Workspace::this().root().join("crates/judge-tests");
    let text = |path: &str| std::fs::read_to_string(tests.join(path)).expect(path);
    for file in ["src/suite.rs", "src/suite/interactive.rs"] {
        let source = text(file);
        let test = format!("fn {SNAPSHOT_TEST}() {{");
        assert!(source.contains(&test), "{file}: no test {SNAPSHOT_TEST}");
    }
}

/// `cargo accept` runs every test that rewrites a generated file: those found in the sources
/// are the list it runs, so a new one cannot be left out.
#[test]
fn accept_runs_every_test_that_writes_a_generated_file() {
    let tests = Workspace::this().root().join("crates/judge-tests");
    let found = judge_tests::accept::writers::in_crate(&tests).expect("the sources");
    let listed: std::collections::BTreeSet<String> = GENERATED_TESTS
        .iter()
        .map(|name| name.to_string())
        .collect();
    assert_eq!(found, listed, "the tests that write, and GENERATED_TESTS");
}

/// A clone of the committed workspace, its left-stack-game snapshots removed, its input
/// validator and the README's row stale; `cargo accept left-stack-game` writes them back as they
/// were committed and the tests pass.
#[test]
#[ignore = "slow: builds a clone of the workspace and runs its tests, minutes"]
fn accept_writes_back_what_was_committed_and_the_tests_pass() {
    let clone = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("accept-clone");
    let _ = std::fs::remove_dir_all(&clone);
    let git = |args: &[&str], at: &Path| {
        let output = Command::new("git").args(args).current_dir(at).output();
        let output = output.expect("git runs");
        assert!(output.status.success(), "git {args:?}");
        String::from_utf8_lossy(&output.stdout).into_owned()
    };
    let root = Workspace::this().root().to_path_buf();
    git(
        &["clone", "--quiet", ".", &clone.display().to_string()],
        &root,
    );
    make_stale(&Workspace::new(&clone, clone.join("target")));
    let run = Command::new(option_env!("CARGO").unwrap_or("cargo"))
        .args(["accept", "left-stack-game"])
        .current_dir(&clone)
        .env("CARGO_TARGET_DIR", clone.join("target"))
        .env_remove("JUDGE_WORKSPACE")
        .env_remove("CI")
        .env_remove("TF_BUILD")
        .output()
        .expect("runs");
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success(), "{stdout}");
    for line in [
        "  wrote README.md\n",
        "  wrote crates/left-stack-game/input.ctd\n",
        "  wrote fixtures/left-stack-game/sample-1.snap\n",
        "accept: the tests (cargo test --workspace) pass\n",
    ] {
        assert!(stdout.contains(line), "{line:?} in {stdout}");
    }
    assert_eq!(git(&["status", "--porcelain"], &clone), "", "as committed");
}

fn make_stale(there: &Workspace) {
    let fixtures = there.fixture_dir("left-stack-game");
    for path in judge::layout::list(&fixtures).expect("fixtures") {
        if path.extension().is_some_and(|ext| ext == "snap") {
            std::fs::remove_file(path).expect("removed");
        }
    }
    let validator = there.input_validator("left-stack-game");
    std::fs::write(validator, "stale\n").expect("written");
    let readme = there.root().join("README.md");
    let text = std::fs::read_to_string(&readme).expect("the README");
    let row = "| [left-stack-game](crates/left-stack-game) |";
    let rows: Vec<&str> = text.lines().filter(|line| !line.starts_with(row)).collect();
    assert!(rows.len() < text.lines().count(), "the README's row");
    std::fs::write(readme, rows.join("\n") + "\n").expect("written");
}
