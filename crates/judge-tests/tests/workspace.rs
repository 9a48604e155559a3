//! Tests over the whole workspace: snapshots of every fixture, the judge simulation (bare
//! `rustc` build, real binary on stdin/stdout), orphans, and the guards on the repeated code.

use std::collections::BTreeSet;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use judge_tests::{Solver, PROBLEMS};

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn snapshot_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots")
}

fn main_rs(problem: &str) -> PathBuf {
    workspace_root()
        .join("crates")
        .join(problem)
        .join("src/main.rs")
}

/// The fixture inputs of one problem, sorted by name.
fn fixtures(problem: &str) -> Vec<PathBuf> {
    let folder = workspace_root().join("fixtures").join(problem);
    let mut inputs: Vec<PathBuf> = fs::read_dir(&folder)
        .unwrap_or_else(|err| panic!("cannot list {}: {err}", folder.display()))
        .map(|entry| entry.expect("directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "in"))
        .collect();
    inputs.sort();
    inputs
}

fn stem(path: &Path) -> String {
    path.file_stem()
        .and_then(|stem| stem.to_str())
        .expect("fixture names are UTF-8")
        .to_string()
}

fn run_solver(problem: &str, solver: Solver, input_path: &Path) -> String {
    let input = fs::read_to_string(input_path).expect("fixture is readable UTF-8");
    solver(&input).unwrap_or_else(|err| {
        panic!(
            "{problem}: fixture {} is rejected: {err}",
            input_path.display()
        )
    })
}

/// Snapshot of every fixture, named `<problem>@<fixture stem>` so that adding a problem or a
/// fixture never renames an existing snapshot.
#[test]
fn every_fixture_matches_its_snapshot() {
    for &(problem, solver) in PROBLEMS {
        insta::glob!(
            workspace_root().join("fixtures").join(problem),
            "*.in",
            |path| {
                let mut settings = insta::Settings::clone_current();
                settings.set_prepend_module_to_snapshot(false);
                settings.set_snapshot_path(snapshot_dir());
                settings.set_snapshot_suffix(stem(path));
                settings.set_input_file(path);
                settings.bind(|| {
                    insta::assert_snapshot!(problem, run_solver(problem, solver, path));
                });
            }
        );
    }
}

/// The body of a `.snap` file: everything after its second `---` line.
fn snapshot_body(problem: &str, fixture_stem: &str) -> String {
    let path = snapshot_dir().join(format!("{problem}@{fixture_stem}.snap"));
    let text = fs::read_to_string(&path)
        .unwrap_or_else(|err| panic!("cannot read {}: {err}", path.display()));
    let mut parts = text.splitn(3, "---\n");
    let (_, _, body) = (parts.next(), parts.next(), parts.next());
    body.unwrap_or_else(|| panic!("{} has no header", path.display()))
        .trim_end_matches('\n')
        .to_string()
}

#[test]
fn every_snapshot_has_its_fixture_and_every_fixture_its_snapshot() {
    let mut expected = BTreeSet::new();
    for &(problem, _) in PROBLEMS {
        let inputs = fixtures(problem);
        assert!(!inputs.is_empty(), "{problem} has no fixtures");
        expected.extend(
            inputs
                .iter()
                .map(|path| format!("{problem}@{}.snap", stem(path))),
        );
    }
    let present: BTreeSet<String> = fs::read_dir(snapshot_dir())
        .expect("snapshot folder")
        .map(|entry| {
            entry
                .expect("entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|name| name.ends_with(".snap"))
        .collect();
    let orphans: Vec<_> = present.difference(&expected).collect();
    let missing: Vec<_> = expected.difference(&present).collect();
    assert!(
        orphans.is_empty(),
        "snapshots without a fixture: {orphans:?}"
    );
    assert!(
        missing.is_empty(),
        "fixtures without a snapshot: {missing:?}"
    );
}

#[test]
fn every_crate_and_fixture_folder_is_a_registered_problem() {
    let registered: BTreeSet<String> = PROBLEMS
        .iter()
        .map(|&(problem, _)| problem.to_string())
        .collect();
    let folders = |parent: &str| -> BTreeSet<String> {
        fs::read_dir(workspace_root().join(parent))
            .expect("folder")
            .map(|entry| {
                entry
                    .expect("entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .filter(|name| name != "judge-tests")
            .collect()
    };
    assert_eq!(folders("crates"), registered, "crates/ against PROBLEMS");
    assert_eq!(
        folders("fixtures"),
        registered,
        "fixtures/ against PROBLEMS"
    );
}

/// The lines from the one starting with `start` up to and including the one starting with
/// `end` (or the end of the file when `end` is empty).
fn block<'a>(text: &'a str, start: &str, end: &str) -> Option<&'a str> {
    let from = text.find(start)?;
    let rest = &text[from..];
    if end.is_empty() {
        return Some(rest);
    }
    let to = rest.find(end)? + end.len();
    Some(&rest[..to])
}

#[test]
fn scanner_and_main_are_identical_in_every_submission() {
    let blocks = [
        (
            "scanner",
            "// ---- scanner: identical",
            "// ---- end of scanner ----",
        ),
        ("main", "// ---- main: identical", ""),
    ];
    let (first, _) = PROBLEMS[0];
    let reference = fs::read_to_string(main_rs(first)).expect("main.rs");
    for (name, start, end) in blocks {
        let wanted =
            block(&reference, start, end).unwrap_or_else(|| panic!("{first}: no {name} block"));
        for &(problem, _) in PROBLEMS {
            let text = fs::read_to_string(main_rs(problem)).expect("main.rs");
            let found = block(&text, start, end);
            assert_eq!(
                found,
                Some(wanted),
                "{problem}: {name} block differs from {first}'s"
            );
        }
    }
}

#[test]
fn every_submission_has_the_common_shape() {
    for &(problem, _) in PROBLEMS {
        let text = fs::read_to_string(main_rs(problem)).expect("main.rs");
        assert!(
            text.starts_with("//! # "),
            "{problem}: main.rs must open with a //! header"
        );
        for part in [
            "**Rules.**",
            "**Rule that decides.**",
            "**Why.**",
            "**Complexity.**",
        ] {
            assert!(text.contains(part), "{problem}: header lacks {part}");
        }
        assert!(
            text.contains("pub fn solve(input: &str) -> Result<String, String>"),
            "{problem}: no solve with the common signature"
        );
        for forbidden in [".unwrap()", ".expect(", "unsafe ", "panic!("] {
            assert!(
                !text.contains(forbidden),
                "{problem}: main.rs uses {forbidden}"
            );
        }
        let manifest = fs::read_to_string(
            workspace_root()
                .join("crates")
                .join(problem)
                .join("Cargo.toml"),
        )
        .expect("Cargo.toml");
        let dependencies = block(&manifest, "[dependencies]", "")
            .unwrap_or_else(|| panic!("{problem}: no [dependencies] table"));
        let entries: Vec<&str> = dependencies
            .lines()
            .skip(1)
            .take_while(|line| !line.starts_with('['))
            .filter(|line| !line.trim().is_empty())
            .collect();
        assert!(
            entries.is_empty(),
            "{problem}: has dependencies {entries:?}"
        );
        assert_eq!(
            manifest.matches("dependencies").count(),
            1,
            "{problem}: only the empty [dependencies] table (no dev- or build-dependencies)"
        );
    }
}

/// Inputs every problem must refuse: one `error:` line, nothing on stdout, status 1.
const BAD_FOR_EVERY_PROBLEM: &[&str] = &[
    "",
    "   \n\t\n",
    "x",
    "-1",
    "+1",
    "18446744073709551616",
    "1e3",
    "\u{0}",
    "\u{feff}1",
];

fn compile_submission(problem: &str, out_dir: &Path) -> PathBuf {
    let binary = out_dir.join(problem);
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let output = Command::new(rustc)
        .args(["--edition", "2021", "-O", "-o"])
        .arg(&binary)
        .arg(main_rs(problem))
        .output()
        .expect("rustc runs");
    let diagnostics = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "{problem}: bare rustc failed:\n{diagnostics}"
    );
    assert!(
        diagnostics.trim().is_empty(),
        "{problem}: bare rustc warns:\n{diagnostics}"
    );
    binary
}

struct Run {
    status: Option<i32>,
    stdout: Vec<u8>,
    stderr: String,
    elapsed: Duration,
}

fn run_binary(binary: &Path, input: &[u8]) -> Run {
    let started = Instant::now();
    let mut child = Command::new(binary)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("submission starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_vec();
    let feeder = std::thread::spawn(move || {
        // A submission that rejects its input early may close stdin: that is not an error.
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("submission finishes");
    feeder.join().expect("feeder thread");
    Run {
        status: output.status.code(),
        stdout: output.stdout,
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        elapsed: started.elapsed(),
    }
}

fn judge_one_problem(problem: &str, solver: Solver, out_dir: &Path) {
    let binary = compile_submission(problem, out_dir);
    for path in fixtures(problem) {
        let input = fs::read(&path).expect("fixture");
        let run = run_binary(&binary, &input);
        let name = format!("{problem}/{}", stem(&path));
        assert_eq!(
            run.status,
            Some(0),
            "{name}: exit status, stderr: {}",
            run.stderr
        );
        assert_eq!(run.stderr, "", "{name}: stderr");
        let from_solve = run_solver(problem, solver, &path);
        assert!(
            run.stdout == from_solve.as_bytes(),
            "{name}: binary and solve differ"
        );
        let expected = snapshot_body(problem, &stem(&path)) + "\n";
        assert!(
            run.stdout == expected.as_bytes(),
            "{name}: binary and snapshot differ"
        );
        println!("{name}: ok in {:?}", run.elapsed);
    }
    for &input in BAD_FOR_EVERY_PROBLEM {
        let run = run_binary(&binary, input.as_bytes());
        assert_eq!(run.status, Some(1), "{problem} on {input:?}: exit status");
        assert!(
            run.stdout.is_empty(),
            "{problem} on {input:?}: stdout not empty"
        );
        assert!(
            run.stderr.starts_with("error: ") && run.stderr.lines().count() == 1,
            "{problem} on {input:?}: stderr must be one error line, got {:?}",
            run.stderr
        );
        assert_eq!(
            Err(run
                .stderr
                .trim_end()
                .trim_start_matches("error: ")
                .to_string()),
            solver(input),
            "{problem} on {input:?}: the binary and solve report different errors"
        );
    }
}

#[test]
fn bare_rustc_build_gives_the_snapshot_bytes() {
    let out_dir = std::env::temp_dir().join(format!("judge-tests-{}", std::process::id()));
    fs::create_dir_all(&out_dir).expect("temporary folder");
    std::thread::scope(|scope| {
        for &(problem, solver) in PROBLEMS {
            let out_dir = &out_dir;
            scope.spawn(move || judge_one_problem(problem, solver, out_dir));
        }
    });
    fs::remove_dir_all(&out_dir).expect("temporary folder is removed");
}
