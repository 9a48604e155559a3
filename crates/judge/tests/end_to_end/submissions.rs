//! `cargo judge check <problem> --src FILE | --exe PROGRAM`: a source in another language or any
//! program, judged as the problem's judge judges it; the workspace's standards beside.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use judge::layout::Workspace;
use judge::verdict;

use crate::workspace::{judge, problem, shared_target, variant_fixtures, workspace, DOUBLE};

pub fn cli(workspace: &Workspace, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_judge"))
        .arg("check")
        .args(args)
        .env("JUDGE_WORKSPACE", workspace.root())
        .env("CARGO_TARGET_DIR", shared_target())
        .output()
        .expect("runs")
}

/// A file beside the workspace, executable.
fn program(workspace: &Workspace, name: &str, text: &str) -> PathBuf {
    let path = workspace.root().join(name);
    std::fs::write(&path, text).expect("written");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::Permissions::from_mode(0o755);
        std::fs::set_permissions(&path, mode).expect("mode");
    }
    path
}

fn judged(workspace: &Workspace, args: &[&str]) -> (Option<i32>, String, String) {
    let output = cli(workspace, args);
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    (
        output.status.code(),
        text(&output.stdout),
        text(&output.stderr),
    )
}

fn shown(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 path")
}

/// Doubles the number in the shell's builtins only: a run may start no other process.
const DOUBLE_SH: &str = "#!/bin/sh\nread n\necho $((n * 2))\n";

#[cfg(unix)]
#[test]
#[ignore = "slow: two programs judged in full through the command line"]
fn any_program_is_judged_as_it_is_and_only_the_verdict_sets_the_status() {
    let workspace = workspace("exe-right");
    let right = program(&workspace, "double.sh", DOUBLE_SH);
    let (status, stdout, stderr) = judged(&workspace, &["double", "--exe", shown(&right)]);
    assert_eq!(status, Some(0), "{stdout}{stderr}");
    assert!(stdout.contains("  double: AC (2 runs)\n"), "{stdout}");
    assert!(stdout.contains("(run as it is)"), "{stdout}");
    // It refuses no bad input with an `error:` line: the standards say so in one line, and
    // `--standards` lists them.
    assert!(
        stderr.contains("standards: 11 unmet, not counted for --src or --exe")
            && !stderr.contains("bad input \"x\""),
        "{stderr}"
    );
    // `--standards` makes them set the status too: the slow
    // `a_rust_source_that_a_judge_accepts_is_ac_whatever_the_standards_say` holds it.
    let wrong = program(&workspace, "wrong.sh", "#!/bin/sh\nread n\necho 5\n");
    let (status, stdout, stderr) = judged(&workspace, &["double", "--exe", shown(&wrong)]);
    assert_eq!(status, Some(1), "{stdout}");
    assert!(stdout.contains("  double: WA (2 runs)\n"), "{stdout}");
    let line = "double/max-1: WA: line 1: expected \"18\", found \"5\" (";
    assert!(
        stderr.contains(line) && stderr.contains("; input \"9\\n\")"),
        "{stderr}"
    );
}

#[cfg(unix)]
#[test]
#[ignore = "slow: waits out a time limit"]
fn after_the_first_tle_nothing_more_is_run() {
    let workspace = workspace("exe-tle");
    let sleeps = program(&workspace, "sleeps.sh", "#!/bin/sh\nexec sleep 30\n");
    let started = std::time::Instant::now();
    let (status, stdout, stderr) = judged(&workspace, &["double", "--exe", shown(&sleeps)]);
    assert_eq!(status, Some(1), "{stdout}{stderr}");
    assert!(
        stdout.contains("  double: TLE (1 run); 12 more not run after the first TLE"),
        "{stdout}"
    );
    // One wait of twice the 250 ms limit and a second, not one a fixture and bad input.
    assert!(started.elapsed() < std::time::Duration::from_secs(10));
}

/// Writes through a null pointer: a fault, which kills even the sandbox's first process (a
/// signal sent by `kill` would not: the first process of a namespace ignores it).
const SEGFAULT_C: &str = "int main(void) { volatile int *p = 0; *p = 1; return 0; }\n";

#[cfg(target_os = "linux")]
#[test]
#[ignore = "slow: compiles with gcc"]
fn a_program_killed_by_a_signal_is_re_naming_the_signal() {
    let workspace = workspace("src-signal");
    let crashes = program(&workspace, "crash.c", SEGFAULT_C);
    let (status, stdout, stderr) = judged(&workspace, &["double", "--src", shown(&crashes)]);
    assert_eq!(status, Some(1), "{stdout}");
    assert!(stdout.contains("  double: RE (2 runs)\n"), "{stdout}");
    assert!(
        stderr.contains("double/max-1: RE: signal 11 (SIGSEGV) ("),
        "{stderr}"
    );
    assert!(
        !stderr.contains("Signal(") && !stderr.contains("Code("),
        "{stderr}"
    );
}

#[test]
fn a_submission_takes_one_problem_and_a_file_the_judge_knows() {
    let workspace = workspace("src-usage");
    for args in [
        &["--src", "a.py"][..],
        &["double", "divisor", "--src", "a.py"],
        &["double", "--src", "no-such.py"],
        &["double", "--src", "Cargo.toml"],
        &["double", "--exe", "no/such/program"],
    ] {
        let (status, stdout, stderr) = judged(&workspace, args);
        assert_eq!(status, Some(2), "{args:?}: {stdout}");
        assert!(
            stderr.starts_with("error: ") && stderr.lines().count() == 1,
            "{args:?}: {stderr}"
        );
    }
}

#[test]
#[ignore = "slow: a problem judged in full at two margins"]
fn the_margin_is_a_standard_set_by_a_flag() {
    let mut judge = judge(workspace("margin"));
    judge.margin_percent = verdict::DEFAULT_MARGIN_PERCENT;
    // 20 MiB of a 64 MiB limit: accepted, past 25%, within 50%.
    let hoard = "let hoard = std::hint::black_box(vec![1u8; 20 << 20]); if hoard[hoard.len() / 2] \
                 == 0 { return Ok(String::new()); } let doubled";
    let strict = variant_fixtures(&judge, "double", "let doubled", hoard);
    assert!(strict.iter().all(|fixture| fixture.verdict.short() == "AC"));
    assert!(
        strict.iter().all(|fixture| fixture.margin.is_some()),
        "{strict:?}"
    );
    judge.margin_percent = 50.0;
    let loose = variant_fixtures(&judge, "double", "let doubled", hoard);
    // A loaded machine may pass half the time limit; the memory is within the margin.
    assert!(
        loose.iter().all(|fixture| !fixture
            .margin
            .as_deref()
            .is_some_and(|why| why.contains("memory"))),
        "{loose:?}"
    );
    assert!(judge::cli::usage().contains("--margin sets the share of each limit"));
}

/// Doubles a number in C++.
const DOUBLE_CPP: &str = "#include <cstdio>\nint main() { unsigned long long n; \
    if (scanf(\"%llu\", &n) != 1) return 1; printf(\"%llu\\n\", 2 * n); }\n";

#[test]
#[ignore = "slow: compiles with g++"]
fn a_cpp_source_is_compiled_as_the_judge_does_and_a_refusal_is_ce() {
    let workspace = workspace("src-cpp");
    let right = program(&workspace, "double.cpp", DOUBLE_CPP);
    let (status, stdout, stderr) = judged(&workspace, &["double", "--src", shown(&right)]);
    assert_eq!(status, Some(0), "{stdout}{stderr}");
    assert!(stdout.contains("  double: AC (2 runs)\n"), "{stdout}");
    // No profile for the judge "Here": the default line, labelled so.
    assert!(stdout.contains("g++ -std=c++17 -O2; "), "{stdout}");
    assert!(
        stdout.contains("(assumed: a default of this judge)"),
        "{stdout}"
    );
    let broken = program(&workspace, "broken.cpp", "int main() { int x = ; }\n");
    let (status, stdout, _) = judged(&workspace, &["double", "--src", shown(&broken)]);
    assert_eq!(status, Some(1), "{stdout}");
    assert!(
        stdout.contains("  double: CE: broken.cpp:1:22: error: expected primary-expression"),
        "{stdout}"
    );
}

/// Doubles a number in Python; and prints it back, a divisor of itself.
const DOUBLE_PY: &str = "import sys\nprint(2 * int(sys.stdin.read()))\n";
const ITSELF_PY: &str = "print(int(input()))\n";

// The judge looks for Python's interpreters in `/usr/bin`.
#[cfg(target_os = "linux")]
#[test]
#[ignore = "slow: Python started for every fixture and bad input"]
fn a_python_source_runs_under_the_judges_interpreter() {
    let workspace = workspace("src-python");
    let double = program(&workspace, "double.py", DOUBLE_PY);
    let itself = program(&workspace, "itself.py", ITSELF_PY);
    // PyPy reserves more address space than `double`'s 64 MiB: `divisor` has 256.
    for (problem, source, judge, interpreter) in [
        ("double", &double, "Library Checker", "/usr/bin/python3"),
        ("divisor", &itself, "Kattis", "/usr/bin/pypy3"),
    ] {
        let args = [problem, "--as", judge, "--src", shown(source)];
        let (status, stdout, stderr) = judged(&workspace, &args);
        assert_eq!(status, Some(0), "{stdout}{stderr}");
        assert!(stdout.contains(": AC (2 runs)\n"), "{stdout}");
        assert!(
            stdout.contains(&format!(": {interpreter} (Python 3.")),
            "{stdout}"
        );
        let sandboxed = stdout.contains("; sandboxed (bubblewrap");
        assert!(sandboxed || !cfg!(target_os = "linux"), "{stdout}");
    }
    let broken = program(&workspace, "broken.py", "x = (\n");
    let (status, stdout, _) = judged(&workspace, &["double", "--src", shown(&broken)]);
    assert_eq!(status, Some(1));
    assert!(
        stdout.contains("  double: CE: File \"broken.py\", line 1: SyntaxError"),
        "{stdout}"
    );
}

#[test]
#[ignore = "slow: a Rust source built in every edition"]
fn a_rust_source_that_a_judge_accepts_is_ac_whatever_the_standards_say() {
    let workspace = workspace("src-rust");
    // Panics on bad input (no `error:` line), and its answer has no final newline.
    let text = DOUBLE.replace("Ok(format!(\"{}\\n\", doubled))", "Ok(doubled.to_string())");
    let text = text.replace(
        "Err(error) => {\n            eprintln!(\"error: {}\", error);\n            \
         std::process::exit(1);\n        }",
        "Err(error) => panic!(\"{}\", error),",
    );
    assert_ne!(text, DOUBLE);
    let source = program(&workspace, "lax.rs", &text);
    let args = ["double", "--as", "Codeforces", "--src", shown(&source)];
    let (status, stdout, stderr) = judged(&workspace, &args);
    assert_eq!(status, Some(0), "{stdout}{stderr}");
    assert!(stdout.contains("  double: AC (4 runs)\n"), "{stdout}");
    assert!(
        stdout.contains("  double: 11 unmet (0/11 bad inputs refused"),
        "{stdout}"
    );
    assert!(
        stderr.contains("standards: 11 unmet, not counted for --src or --exe"),
        "{stderr}"
    );
    let strict: Vec<&str> = args.iter().copied().chain(["--standards"]).collect();
    let (status, _, stderr) = judged(&workspace, &strict);
    assert_eq!(status, Some(1));
    assert!(
        stderr.contains("standards: double: bad input \"\": exit status 101"),
        "{stderr}"
    );
    // The judge's exact comparison (no profile) refuses the missing newline.
    let exact = ["double", "--src", shown(&source)];
    assert_eq!(judged(&workspace, &exact).0, Some(1));
    let judge = judge(workspace);
    let report = judge.check_source(&problem(&judge, "double"), &source);
    assert!(report.is_ok_and(|report| report.verdict().short() == "WA"));
}
