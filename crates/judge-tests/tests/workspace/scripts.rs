//! The scripts name what they need before they start: run where nothing but `bash` and
//! `dirname` is on the path, each fails at once with one `error:` line per missing command, and
//! the command that installs it. `scripts/prove` checks the worked examples of its shapes.

use std::path::{Path, PathBuf};
use std::process::Command;

/// A folder with only `bash` and `dirname`, from this machine's path, to be the whole `PATH`.
fn bare_path(name: &str) -> PathBuf {
    let folder = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    drop(std::fs::remove_dir_all(&folder));
    std::fs::create_dir_all(&folder).expect("made");
    let path = std::env::var_os("PATH").unwrap_or_default();
    for tool in ["bash", "dirname"] {
        let found = std::env::split_paths(&path)
            .map(|dir| dir.join(tool))
            .find(|candidate| candidate.is_file())
            .unwrap_or_else(|| panic!("no {tool} on PATH"));
        std::os::unix::fs::symlink(found, folder.join(tool)).expect("linked");
    }
    folder
}

fn run(script: &str, path: &Path) -> (Option<i32>, String) {
    let root = judge::layout::Workspace::this().root().to_path_buf();
    let output = Command::new(root.join("scripts").join(script))
        .env("PATH", path)
        .output()
        .expect("runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.is_empty(), "{script} did something: {stdout}");
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    (output.status.code(), stderr)
}

#[test]
fn each_script_names_what_is_missing_and_how_to_install_it() {
    let path = bare_path("scripts-bare-path");
    let cases: [(&str, &[&str]); 4] = [
        (
            "packages",
            &[
                "error: cargo is missing: install Rust with rustup (https://rustup.rs)",
                "error: g++ is missing: sudo apt-get install --no-install-recommends g++ (or \
                 scripts/judge-toolchains)",
                "error: pypy3 is missing: sudo apt-get install --no-install-recommends pypy3 (or \
                 scripts/judge-toolchains)",
                "error: python3 is missing: sudo apt-get install --no-install-recommends python3",
            ],
        ),
        (
            "prove",
            &["error: python3 is missing: sudo apt-get install --no-install-recommends python3"],
        ),
        (
            "lint-workflows",
            &["error: node is missing: sudo apt-get install --no-install-recommends nodejs"],
        ),
        (
            "rustfmt-all",
            &["error: rustfmt is missing: rustup component add rustfmt"],
        ),
    ];
    for (script, lines) in cases {
        let (status, stderr) = run(script, &path);
        assert_eq!(status, Some(1), "{script}: {stderr}");
        for line in lines {
            assert!(
                stderr.lines().any(|got| got == *line),
                "{script}: {line}\n{stderr}"
            );
        }
        assert!(
            stderr.lines().all(|line| line.starts_with("error: ")),
            "{stderr}"
        );
    }
    drop(std::fs::remove_dir_all(&path));
}

/// The worked examples of `scripts/examples/` through `scripts/prove`: each has its claims
/// proved, each of its planted rules refuted with a counterexample, and its search agreeing.
#[test]
#[ignore = "slow: runs z3 on the worked examples; the first run installs z3 from PyPI"]
fn the_worked_examples_are_proved_and_their_planted_rules_refuted() {
    let root = judge::layout::Workspace::this().root().to_path_buf();
    let examples = ["examples/taken_last", "examples/integer_game"];
    let output = Command::new(root.join("scripts").join("prove"))
        .args(examples)
        .output()
        .expect("runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stdout}{stderr}");
    for example in examples {
        let prefix = format!("{example}  ");
        let lines: Vec<&str> = stdout.lines().filter(|l| l.starts_with(&prefix)).collect();
        let planted: Vec<&&str> = lines.iter().filter(|l| l.contains("  planted: ")).collect();
        assert!(lines.iter().any(|l| l.ends_with("  proved")), "{stdout}");
        assert!(planted.len() >= 2, "{example}: {stdout}");
        for line in planted {
            assert!(line.contains("refuted as it must be") && line.contains("counterexample"));
        }
        assert!(lines.iter().any(|l| l.contains("  search: ")), "{stdout}");
        assert!(lines.iter().all(|l| !l.contains("FAILED")), "{stdout}");
    }
    assert!(stdout
        .lines()
        .any(|l| l.starts_with("prove: ") && l.ends_with(" passed, 0 failed")));
}

/// `scripts/packages NAME` verifies the problems named; a name of no problem stops it before
/// anything is installed or verified, naming the problems there are.
#[test]
fn packages_refuses_a_problem_it_does_not_have() {
    let root = judge::layout::Workspace::this().root().to_path_buf();
    let output = Command::new(root.join("scripts").join("packages"))
        .arg("no-such-problem")
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    let mut names: Vec<&str> = judge_tests::PROBLEMS.iter().map(|p| p.name).collect();
    names.extend(judge_tests::interactive::PROBLEMS.iter().map(|p| p.name));
    names.sort_unstable();
    let listed = format!(
        "error: no problem named \"no-such-problem\"; there are {}",
        names.join(", ")
    );
    assert!(stderr.contains(&listed), "{listed}\n{stderr}");
    assert!(!stderr.contains("pip"), "{stderr}");
}
