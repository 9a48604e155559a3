//! `cargo new-problem` of each kind on a copy of this workspace (its tracked files, as they are
//! in the working tree), then the commands of the kind's checklist: the scaffold is formatted
//! and passes Clippy, and after `cargo accept` its tests fail, each naming a placeholder that a
//! step of the checklist names. Each builds the copy: slow.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::Mutex;

use judge::layout::Workspace;
use judge_tests::scaffold::{steps, Kind};

/// The copies build here, both into one folder, so the second is warm; one at a time
/// (`ONE_COPY_AT_A_TIME`), since each copy's binaries, `accept` among them, are written to the
/// same paths.
fn shared_target() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("scaffold-copy-target")
}

/// A copy of this workspace's tracked files under `name`, a git repository of its own (so that
/// `scripts/rustfmt-all` lists its files), with nothing committed.
fn copy_of_this_workspace(name: &str) -> PathBuf {
    let root = Workspace::this().root().to_path_buf();
    let copy = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&copy);
    let listed = Command::new("git")
        .args(["ls-files", "-z"])
        .current_dir(&root)
        .output()
        .expect("git runs");
    assert!(listed.status.success(), "git ls-files");
    for file in listed
        .stdout
        .split(|&byte| byte == 0)
        .filter(|file| !file.is_empty())
    {
        let file = Path::new(std::str::from_utf8(file).expect("a UTF-8 path"));
        let to = copy.join(file);
        std::fs::create_dir_all(to.parent().expect("a folder")).expect("folder made");
        // A file removed from the working tree is left out, as `git add -A` would.
        if std::fs::symlink_metadata(root.join(file)).is_ok() {
            std::fs::copy(root.join(file), &to).expect("copied");
        }
    }
    let init = Command::new("git")
        .args(["init", "--quiet"])
        .current_dir(&copy)
        .status();
    assert!(init.expect("git runs").success(), "git init");
    copy
}

/// `program args` in the copy, building into the shared folder, with nothing of this run's
/// environment that would change what it does.
fn run(copy: &Path, program: &str, args: &[&str]) -> Output {
    Command::new(program)
        .args(args)
        .current_dir(copy)
        .env("CARGO_TARGET_DIR", shared_target())
        .env_remove("JUDGE_WORKSPACE")
        .env_remove("CI")
        .env_remove("TF_BUILD")
        .env_remove("JUDGE_ACCEPT")
        .env_remove("INSTA_UPDATE")
        .env_remove("INSTA_FORCE_PASS")
        .output()
        .unwrap_or_else(|err| panic!("{program}: {err}"))
}

fn shown(output: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

/// The failures of a `cargo test` run's output: each failing test's section, from its
/// `---- <test> stdout ----` line.
fn failures(output: &str) -> Vec<&str> {
    let sections = output.split("\n---- ").skip(1);
    sections
        .map(|section| section.split("\n\nfailures:").next().unwrap_or(section))
        .collect()
}

/// Held while a copy is made, built and tested in the shared build folder.
static ONE_COPY_AT_A_TIME: Mutex<()> = Mutex::new(());

/// Scaffolds `name` of `kind` in a copy of this workspace and runs its checklist's commands.
fn scaffold_and_follow_the_checklist(kind: Kind, name: &str, args: &[&str]) {
    // A copy whose test failed still leaves the lock usable for the other.
    let _alone = ONE_COPY_AT_A_TIME
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let copy = copy_of_this_workspace(&format!("scaffold-copy-{name}"));
    let cargo = option_env!("CARGO").unwrap_or("cargo");
    let mut words = vec!["new-problem", name];
    words.extend(args);
    let made = run(&copy, cargo, &words);
    assert!(made.status.success(), "{}", shown(&made));
    let formatted = run(&copy, "scripts/rustfmt-all", &["--check"]);
    assert!(formatted.status.success(), "{}", shown(&formatted));
    let linted = run(
        &copy,
        cargo,
        &[
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
    );
    assert!(linted.status.success(), "{}", shown(&linted));
    let accepted = run(&copy, cargo, &["accept", name]);
    let output = shown(&accepted);
    assert_eq!(accepted.status.code(), Some(1), "the tests fail: {output}");
    let placeholders: Vec<&str> = steps::of(kind)
        .iter()
        .flat_map(|step| step.placeholders.iter().copied())
        .collect();
    let failed = failures(&output);
    assert!(!failed.is_empty(), "no failing test found: {output}");
    for failure in failed {
        assert!(
            placeholders.iter().any(|text| failure.contains(text)),
            "a failure that names no placeholder of the checklist ({placeholders:?}):\n---- {failure}"
        );
    }
}

#[test]
#[ignore = "slow: scaffolds a batch problem in a copy of the workspace, builds and tests it"]
fn a_batch_scaffold_builds_and_fails_only_on_its_placeholders() {
    scaffold_and_follow_the_checklist(Kind::Batch, "demo-game", &[]);
}

#[test]
#[ignore = "slow: scaffolds an interactive problem in a copy of the workspace, builds and tests it"]
fn an_interactive_scaffold_builds_and_fails_only_on_its_placeholders() {
    scaffold_and_follow_the_checklist(Kind::Interactive, "pile-game", &["--interactive"]);
}

#[test]
fn a_failing_tests_section_runs_to_the_next_one() {
    let output = "running 2 tests\n\nfailures:\n\n---- a stdout ----\none\n\n---- b stdout \
                  ----\ntwo\n\nfailures:\n    a\n    b\n";
    assert_eq!(
        failures(output),
        ["a stdout ----\none\n", "b stdout ----\ntwo"]
    );
}
