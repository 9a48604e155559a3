//! Hostile programs kept as files in `programs/`, each judged by `cargo judge check double
//! --exe` on a workspace with a fixture past the statement (`beyond-big`, 10): each file's
//! `# expect: ` lines are what the judge must print, on standard output or standard error.

use std::path::Path;
use std::process::Command;

use crate::workspace::{shared_target, workspace, write};

/// The lines a kept program's file says the judge prints for it.
fn expected(program: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(program).expect("a kept program");
    text.lines()
        .filter_map(|line| line.strip_prefix("# expect: "))
        .map(String::from)
        .collect()
}

/// `program` judged on a workspace of its own: the status and what was printed.
fn judged(program: &str) -> (Option<i32>, String) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/end_to_end/programs")
        .join(program);
    let workspace = workspace(&format!("kept-{program}"));
    let fixtures = workspace.fixture_dir("double");
    write(fixtures.join("beyond-big.in"), "10\n");
    write(
        workspace.snapshot_path("double", "beyond-big"),
        "---\nsource: made here\n---\n20\n",
    );
    let output = Command::new(env!("CARGO_BIN_EXE_judge"))
        .args(["check", "double", "--exe"])
        .arg(&path)
        .env("JUDGE_WORKSPACE", workspace.root())
        .env("CARGO_TARGET_DIR", shared_target())
        .output()
        .expect("runs");
    let printed = [output.stdout, output.stderr].concat();
    let printed = String::from_utf8_lossy(&printed).into_owned();
    let expected = expected(&path);
    assert!(!expected.is_empty(), "{program} says what it expects");
    for line in expected {
        assert!(printed.contains(&line), "{program}: {line:?} in\n{printed}");
    }
    (output.status.code(), printed)
}

#[cfg(unix)]
#[test]
fn endless_standard_error_is_ole() {
    let (status, printed) = judged("endless-stderr.sh");
    assert_eq!(status, Some(1), "{printed}");
}

#[cfg(unix)]
#[test]
fn a_tle_past_the_statement_stops_no_fixture_inside_it() {
    let (status, printed) = judged("tle-beyond.sh");
    assert_eq!(status, Some(0), "{printed}");
}

#[cfg(unix)]
#[test]
fn bytes_that_are_not_utf8_are_shown_escaped() {
    let (status, printed) = judged("non-utf8-stderr.sh");
    assert_eq!(status, Some(1), "{printed}");
    assert!(!printed.contains('\u{fffd}'), "{printed}");
}
