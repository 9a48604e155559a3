//! A workspace of its own made here: two tiny problems (one judged exactly, one by a checker)
//! and a crate that is not a problem; and variants of their submissions.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

use judge::check::Judge;
use judge::layout::Workspace;
use judge::metadata::{self, Problem};
use judge::process::{Exit, Runner};
use judge::report;
use judge::toolchain::Toolchain;
use judge::verdict::Verdict;

/// Doubles a number; bad input gets one `error:` line and status 1.
pub const DOUBLE: &str = r#"use std::io::Read;

fn solve(bytes: &[u8]) -> Result<String, String> {
    let text = std::str::from_utf8(bytes).map_err(|_| "the input is not UTF-8".to_string())?;
    let token = text.trim_matches(|c| c == ' ' || c == '\n' || c == '\t' || c == '\r');
    if token.is_empty() || !token.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("expected a number, found {:?}", token));
    }
    let number: u64 = token.parse().map_err(|_| "the number is too large".to_string())?;
    let doubled = number.checked_mul(2).ok_or("the number is too large")?;
    Ok(format!("{}\n", doubled))
}

fn main() {
    let mut bytes = Vec::new();
    let read = std::io::stdin().read_to_end(&mut bytes);
    match read.map_err(|err| err.to_string()).and_then(|_| solve(&bytes)) {
        Ok(answer) => print!("{}", answer),
        Err(error) => {
            eprintln!("error: {}", error);
            std::process::exit(1);
        }
    }
}
"#;

/// Any divisor of the number above 1 is right; the checker knows it (the package format's
/// interface: `checker <input> <answer> <feedback_dir> < output`, 42 accepts, 43 rejects). It
/// writes its message into the feedback folder, which only it may write.
pub const CHECKER: &str = r#"use std::io::Read;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let read = |index: usize| std::fs::read_to_string(&args[index]).unwrap_or_default();
    let number: u64 = read(1).trim().parse().unwrap_or(0);
    let answer: u64 = read(2).trim().parse().unwrap_or(0);
    let mut output = String::new();
    let _ = std::io::stdin().read_to_string(&mut output);
    let reject = |reason: String| {
        std::fs::write(format!("{}/judgemessage.txt", args[3]), &reason).expect("feedback");
        eprintln!("{}", reason);
        std::process::exit(43);
    };
    match output.trim().parse::<u64>() {
        Err(_) => reject("not a number".to_string()),
        Ok(divisor) if divisor > 1 && answer > 1 && number % divisor == 0 => std::process::exit(42),
        Ok(divisor) => reject(format!("{} does not divide {}", divisor, number)),
    }
}
"#;

pub fn manifest(name: &str, extra: &str) -> String {
    format!(
        "[package]\nname = \"{name}\"\n\n[package.metadata.judge]\ntitle = \"{name}\"\njudge = \"Here\"\nid = \"1\"\n\
         url = \"u\"\ntime-limit-ms = 250\nmemory-limit-mib = 256\nlimits-from = \"made up\"\n\
         bounds-from = \"made up\"\n{extra}\n[package.metadata.judge.bounds]\nn = \"1..=9\"\n"
    )
}

pub fn write(path: PathBuf, contents: &str) {
    fs::create_dir_all(path.parent().expect("a folder")).expect("folder");
    fs::write(path, contents).expect("written");
}

pub fn shared_target() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("judge-target")
}

/// A workspace under this test's own folder: `double` (exact), `divisor` (checker), `notes`.
pub fn workspace(name: &str) -> Workspace {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    // One target folder for every workspace made here: what it keeps is keyed by content.
    workspace_at(&root, &shared_target())
}

/// The same workspace at `root`, with its own `target` folder.
pub fn workspace_at(root: &Path, target: &Path) -> Workspace {
    drop(fs::remove_dir_all(root));
    let workspace = Workspace::new(root, target.to_path_buf());
    // A small memory limit, so that a quarter of it is quickly reached.
    let small_memory =
        manifest("double", "").replace("memory-limit-mib = 256", "memory-limit-mib = 64");
    write(workspace.manifest("double"), &small_memory);
    write(workspace.main_rs("double"), DOUBLE);
    write(
        workspace.manifest("divisor"),
        &manifest("divisor", "checker = \"checker.rs\""),
    );
    write(
        workspace.main_rs("divisor"),
        &DOUBLE.replace("checked_mul(2)", "checked_mul(1)"),
    );
    write(workspace.crate_dir("divisor").join("checker.rs"), CHECKER);
    write(workspace.manifest("notes"), "[package]\nname = \"notes\"\n");
    for (problem, fixture, input, output) in [
        ("double", "sample-1", "4\n", "8"),
        ("double", "max-1", "9\n", "18"),
        ("divisor", "sample-1", "6\n", "3"),
        ("divisor", "edge-prime", "7\n", "7"),
    ] {
        write(
            workspace.fixture_dir(problem).join(format!("{fixture}.in")),
            input,
        );
        write(
            workspace.snapshot_path(problem, fixture),
            &format!("---\nsource: made here\n---\n{output}\n"),
        );
    }
    workspace
}

/// A judge of `workspace` that holds runs to the limits themselves: its problems' limits are a
/// quarter of a second, and a quarter of that is within what a loaded machine can add to a tiny
/// run. A test of the margin sets one.
pub fn judge(workspace: Workspace) -> Judge {
    let runner = Runner::measured_by(env!("CARGO_BIN_EXE_judge"), &["measure"]);
    let mut judge = Judge::new(workspace, toolchain(), runner);
    judge.margin_percent = 100.0;
    judge
}

/// `problem`'s time limit made `ms`, for a run that needs more than a quarter of a second on a
/// loaded machine.
pub fn set_time_limit(judge: &Judge, problem: &str, ms: u64) {
    let manifest = judge.workspace.manifest(problem);
    let text = fs::read_to_string(&manifest).expect("a manifest");
    let limit = format!("time-limit-ms = {ms}");
    write(manifest, &text.replace("time-limit-ms = 250", &limit));
}

/// The compiler, asked once per test process: each `rustc -vV` through rustup's proxy costs
/// tens of milliseconds, and every test makes a judge.
pub fn toolchain() -> Toolchain {
    static FOUND: OnceLock<Toolchain> = OnceLock::new();
    FOUND
        .get_or_init(|| Toolchain::from_env().expect("rustc"))
        .clone()
}

pub fn problem(judge: &Judge, name: &str) -> Problem {
    let problems = metadata::select(&judge.workspace, &[name.to_string()]).expect("found");
    problems.into_iter().next().expect("one")
}

/// A copy of a problem's `main.rs` with one piece (there once) replaced, beside the workspace.
pub fn variant_source(judge: &Judge, name: &str, from: &str, to: &str) -> PathBuf {
    static VARIANTS: AtomicUsize = AtomicUsize::new(0);
    let text = fs::read_to_string(judge.workspace.main_rs(name)).expect("main.rs");
    assert_eq!(text.matches(from).count(), 1, "{from}");
    let number = VARIANTS.fetch_add(1, Ordering::Relaxed);
    let path = judge.workspace.root().join(format!("variant-{number}.rs"));
    fs::write(&path, text.replace(from, to)).expect("variant");
    path
}

/// A variant judged in full: every edition, every fixture, the bad inputs.
pub fn variant(judge: &Judge, name: &str, from: &str, to: &str) -> report::ProblemReport {
    let path = variant_source(judge, name, from, to);
    judge
        .check_source(&problem(judge, name), &path)
        .expect("judged")
}

/// The verdict on each fixture of a variant, built for the run edition only.
pub fn variant_verdicts(judge: &Judge, name: &str, from: &str, to: &str) -> Vec<(Verdict, Exit)> {
    let reports = variant_fixtures(judge, name, from, to);
    let judged = reports
        .into_iter()
        .map(|report| (report.verdict, report.run.exit));
    judged.collect()
}

/// The report on each fixture of a variant, built for the run edition only.
pub fn variant_fixtures(
    judge: &Judge,
    name: &str,
    from: &str,
    to: &str,
) -> Vec<report::FixtureReport> {
    let path = variant_source(judge, name, from, to);
    let binary =
        judge
            .builder
            .compile(&path, judge::build::RUN_EDITION, judge::build::Emit::Binary);
    let binary = binary.expect("compiles");
    let problem = problem(judge, name);
    let checker = judge.checker(&problem).expect("checker");
    let inputs = judge.workspace.inputs(name).expect("fixtures");
    let judged = inputs.iter().map(|input| {
        let report = judge.judge_fixture(&problem, checker.as_deref(), &binary, input);
        report.expect("judged")
    });
    judged.collect()
}

pub fn verdicts(report: &report::ProblemReport) -> Vec<(String, Verdict)> {
    let pairs = report.fixtures.iter();
    pairs
        .map(|fixture| (fixture.fixture.clone(), fixture.verdict.clone()))
        .collect()
}

/// An interactive game: the submission guesses the jury's number, told `higher` or `lower`
/// after each wrong guess, and stops at `correct`. The statement's numbers are `1..=9` (the
/// bound `n` of `manifest`) and the jury allows 4 guesses. The submission halves `0..=14`, the
/// most 4 guesses can search, so that it holds past the statement too, as the workspace's
/// standards ask.
pub const GUESS: &str = r#"use std::io::{BufRead, Write};

fn main() {
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let (mut low, mut high) = (0i64, 14i64);
    while low <= high {
        let guess = (low + high) / 2;
        println!("{}", guess);
        if std::io::stdout().flush().is_err() {
            return;
        }
        let reply = match lines.next() {
            Some(Ok(line)) => line,
            _ => return,
        };
        match reply.trim() {
            "higher" => low = guess + 1,
            "lower" => high = guess - 1,
            _ => return,
        }
    }
}
"#;

/// The jury of `guess` (the package format's interface): the number is the input file's, and
/// a fifth guess is rejected. It reads bytes, a line of at most `LINE` bytes at a time, so that
/// any output (the package tools feed validators random bytes) is judged and never crashes it:
/// anything but a number on a line is `WA` (43, with `judgemessage.txt`), a line too long is
/// rejected without waiting for its end, and so is a `higher` or `lower` that cannot be written
/// (the submission stopped reading). An input file without a number is `WA` as well.
pub const GUESS_JURY: &str = r#"import os
import sys

LINE = 32
GUESSES = 4


def reject(why):
    try:
        with open(os.path.join(sys.argv[3], "judgemessage.txt"), "w") as message:
            message.write(why)
    except (IndexError, OSError):
        pass
    sys.exit(43)


def number(line, what):
    if len(line) > LINE:
        reject("%s: a line longer than %d bytes" % (what, LINE))
    digits = line.strip()
    if not digits.isdigit():
        reject("%s: expected a number, found %r" % (what, line))
    return int(digits)


def say(reply):
    try:
        os.write(1, reply + b"\n")
        return True
    except OSError:
        return False


try:
    with open(sys.argv[1], "rb") as source:
        secret = number(source.read(LINE + 1), "the input file")
except (IndexError, OSError):
    reject("the input file cannot be read")
for count in range(1, GUESSES + 1):
    line = sys.stdin.buffer.readline(LINE + 1)
    if not line:
        reject("expected guess %d, found the end of the output" % count)
    guess = number(line, "guess %d" % count)
    if guess == secret:
        # The guess is right: a submission gone before this reply has still found the number.
        say(b"correct")
        sys.exit(42)
    if not say(b"higher" if guess < secret else b"lower"):
        reject("guess %d: the submission stopped reading" % count)
reject("more than %d guesses" % GUESSES)
"#;

/// `workspace` with the interactive problem `guess` added, its jury `jury.py`. Its
/// `beyond-low` fixture's number, 0, lies below the bound `n = "1..=9"`.
pub fn with_guess(workspace: Workspace) -> Workspace {
    let metadata = "type = \"interactive\"\njury = \"jury.py\"";
    write(workspace.manifest("guess"), &manifest("guess", metadata));
    write(workspace.main_rs("guess"), GUESS);
    write(workspace.crate_dir("guess").join("jury.py"), GUESS_JURY);
    for (fixture, number) in [
        ("sample-1", "5\n"),
        ("edge-high", "9\n"),
        ("beyond-low", "0\n"),
    ] {
        write(
            workspace.fixture_dir("guess").join(format!("{fixture}.in")),
            number,
        );
    }
    write(workspace.fixture_dir("guess").join("sample-1.ans"), "5\n");
    workspace
}
