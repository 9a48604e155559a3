//! The judge end to end, on a workspace of its own made here: two tiny problems (one judged
//! exactly, one by a checker) and a crate that is not a problem. Every verdict the judge can
//! give is provoked by a variant of a submission, and the command line is run on it too.

use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use judge::build::Toolchain;
use judge::check::{self, Judge, Problem};
use judge::layout::Workspace;
use judge::process::{Exit, Limits, Runner, Stdin};
use judge::report;
use judge::verdict::Verdict;

/// Doubles a number; bad input gets one `error:` line and status 1.
const DOUBLE: &str = r#"use std::io::Read;

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

/// Any divisor of the number above 1 is right; the checker knows it (testlib's interface).
const CHECKER: &str = r#"fn main() {
    let args: Vec<String> = std::env::args().collect();
    let read = |index: usize| std::fs::read_to_string(&args[index]).unwrap_or_default();
    let number: u64 = read(1).trim().parse().unwrap_or(0);
    let answer: u64 = read(3).trim().parse().unwrap_or(0);
    match read(2).trim().parse::<u64>() {
        Err(_) => {
            eprintln!("not a number");
            std::process::exit(2);
        }
        Ok(divisor) if divisor > 1 && answer > 1 && number % divisor == 0 => {}
        Ok(divisor) => {
            eprintln!("{} does not divide {}", divisor, number);
            std::process::exit(1);
        }
    }
}
"#;

fn manifest(name: &str, extra: &str) -> String {
    format!(
        "[package]\nname = \"{name}\"\n\n[package.metadata.judge]\njudge = \"Here\"\nid = \"1\"\n\
         url = \"u\"\ntime-limit-ms = 250\nmemory-limit-mib = 256\nlimits-from = \"made up\"\n\
         bounds-from = \"made up\"\n{extra}\n[package.metadata.judge.bounds]\nn = \"1..=9\"\n"
    )
}

fn write(path: PathBuf, contents: &str) {
    fs::create_dir_all(path.parent().expect("a folder")).expect("folder");
    fs::write(path, contents).expect("written");
}

fn shared_target() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("judge-target")
}

/// A workspace under this test's own folder: `double` (exact), `divisor` (checker), `notes`.
fn workspace(name: &str) -> Workspace {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    drop(fs::remove_dir_all(&root));
    // One target folder for every workspace made here: what it keeps is keyed by content.
    let workspace = Workspace::new(&root, shared_target());
    write(workspace.manifest("double"), &manifest("double", ""));
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

fn judge(workspace: Workspace) -> Judge {
    let runner = Runner::measured_by(env!("CARGO_BIN_EXE_judge"), &["measure"]);
    Judge::new(workspace, Toolchain::from_env().expect("rustc"), runner)
}

fn problem(judge: &Judge, name: &str) -> Problem {
    let problems = check::select(&judge.workspace, &[name.to_string()]).expect("found");
    problems.into_iter().next().expect("one")
}

/// A copy of a problem's `main.rs` with one piece replaced, judged in full.
fn variant(judge: &Judge, name: &str, from: &str, to: &str) -> check::ProblemReport {
    let text = fs::read_to_string(judge.workspace.main_rs(name)).expect("main.rs");
    assert_eq!(text.matches(from).count(), 1, "{from}");
    let path = judge
        .workspace
        .root()
        .join(format!("variant-{}.rs", to.len()));
    fs::write(&path, text.replace(from, to)).expect("variant");
    judge
        .check_source(&problem(judge, name), &path)
        .expect("judged")
}

/// The verdict on each fixture of a variant, built for the run edition only.
fn variant_verdicts(judge: &Judge, name: &str, from: &str, to: &str) -> Vec<(Verdict, Exit)> {
    let text = fs::read_to_string(judge.workspace.main_rs(name)).expect("main.rs");
    assert_eq!(text.matches(from).count(), 1, "{from}");
    let path = judge
        .workspace
        .root()
        .join(format!("variant-{}.rs", to.len()));
    fs::write(&path, text.replace(from, to)).expect("variant");
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
        let report = report.expect("judged");
        (report.verdict, report.run.exit)
    });
    judged.collect()
}

fn verdicts(report: &check::ProblemReport) -> Vec<(String, Verdict)> {
    let pairs = report.fixtures.iter();
    pairs
        .map(|fixture| (fixture.fixture.clone(), fixture.verdict.clone()))
        .collect()
}

#[test]
fn problems_are_the_crates_with_metadata() {
    let workspace = workspace("discover");
    let names: Vec<String> = check::discover(&workspace)
        .expect("found")
        .into_iter()
        .map(|problem| problem.name)
        .collect();
    assert_eq!(names, ["divisor", "double"]);
    assert!(check::select(&workspace, &["notes".to_string()]).is_err());
    let both = check::select(&workspace, &["double".to_string(), "divisor".to_string()]);
    assert_eq!(both.expect("found").len(), 2);
}

#[test]
fn right_submissions_pass_on_every_fixture_and_refuse_every_bad_input() {
    let judge = judge(workspace("pass"));
    let problems = check::discover(&judge.workspace).expect("found");
    let reports: Vec<_> = judge
        .check_all(&problems)
        .into_iter()
        .map(|r| r.expect("judged"))
        .collect();
    assert_eq!(reports.len(), 2);
    for report in &reports {
        assert_eq!(report.failures(), Vec::<String>::new());
        assert!(report.passed());
        assert_eq!(report.editions, judge.builder.toolchain().editions());
        assert_eq!(report.bad_inputs_tried, check::BAD_INPUTS.len());
        assert_eq!(report.bad_input_runs.len(), check::BAD_INPUTS.len());
        assert!(report
            .bad_input_runs
            .iter()
            .all(|run| run.exit == Exit::Code(1)));
        assert_eq!(report.fixtures.len(), 2);
        for fixture in &report.fixtures {
            assert!(fixture
                .run
                .peak_memory
                .is_some_and(|peak| peak > 0 && peak < 64 << 20));
        }
    }
    let double = &reports[1];
    assert_eq!(double.problem, "double");
    assert_eq!(double.fixtures[0].fixture, "max-1");
    assert_eq!(double.fixtures[0].run.stdout, b"18\n");
    let table = report::table(&reports);
    assert!(
        table.contains(" 2 OK ") && table.contains("11/11"),
        "{table}"
    );
}

#[test]
fn a_wrong_output_is_wa_naming_the_first_differing_line() {
    let judge = judge(workspace("wrong"));
    let wrong = variant(&judge, "double", "checked_mul(2)", "checked_mul(3)");
    assert!(!wrong.passed());
    assert_eq!(
        verdicts(&wrong)[1],
        (
            "sample-1".to_string(),
            Verdict::WrongAnswer("line 1: expected \"8\", found \"12\"".into())
        )
    );
    assert_eq!(
        wrong.failures()[0],
        "double/max-1: WA: line 1: expected \"18\", found \"27\""
    );
}

#[test]
fn a_failing_exit_status_is_re() {
    let judge = judge(workspace("crashes"));
    let crashes = variant_verdicts(
        &judge,
        "double",
        "print!(\"{}\", answer)",
        "{ print!(\"{}\", answer); std::process::exit(3) }",
    );
    assert_eq!(
        crashes[0].0,
        Verdict::RuntimeError("exit status 3: ".into())
    );
}

#[test]
fn a_run_past_the_time_limit_is_killed_and_tle() {
    let judge = judge(workspace("sleeps"));
    let sleep =
        "if number == 9 { std::thread::sleep(std::time::Duration::from_secs(4)); } let doubled";
    let started = std::time::Instant::now();
    let sleeps = variant_verdicts(&judge, "double", "let doubled", sleep);
    assert_eq!(
        sleeps,
        [
            (Verdict::TimeLimit, Exit::TimedOut),
            (Verdict::Ok, Exit::Code(0))
        ]
    );
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "killed at the limit"
    );
}

#[test]
fn bad_input_that_is_not_refused_fails_the_problem() {
    let judge = judge(workspace("accepts"));
    let refuses_nothing = variant(
        &judge,
        "double",
        "std::process::exit(1);",
        "std::process::exit(0);",
    );
    assert_eq!(
        refuses_nothing.bad_input_failures.len(),
        check::BAD_INPUTS.len()
    );
    assert!(refuses_nothing.bad_input_failures[0].ends_with("exit Code(0), not status 1"));
    assert!(!refuses_nothing.passed());
    assert_eq!(verdicts(&refuses_nothing)[0].1, Verdict::Ok);
    let chatty = variant(
        &judge,
        "double",
        "eprintln!(\"error: {}\", error);",
        "println!(\"x\"); eprintln!(\"error: {}\", error);",
    );
    assert!(
        chatty.bad_input_failures[0].ends_with(": wrote to stdout"),
        "{:?}",
        chatty.bad_input_failures
    );
    let two_lines = variant(
        &judge,
        "double",
        "eprintln!(\"error: {}\", error);",
        "eprintln!(\"error: {}\\nmore\", error);",
    );
    assert!(two_lines.bad_input_failures[0].contains(": stderr is not one `error:` line: "));
    let no_prefix = variant(
        &judge,
        "double",
        "eprintln!(\"error: {}\", error);",
        "eprintln!(\"{}\", error);",
    );
    assert_eq!(no_prefix.bad_input_failures.len(), check::BAD_INPUTS.len());
}

#[cfg(target_os = "linux")]
#[test]
fn memory_past_the_limit_is_mle_and_a_quarter_of_it_too_close() {
    let judge = judge(workspace("memory"));
    let hoard = |mib: usize| {
        format!("let hoard = std::hint::black_box(vec![1u8; {mib} << 20]); if hoard[hoard.len() / 2] == 0 {{ return Ok(String::new()); }} let doubled")
    };
    let over = variant_verdicts(&judge, "double", "let doubled", &hoard(300));
    assert_eq!(over[0].0, Verdict::MemoryLimit);
    let close = variant_verdicts(&judge, "double", "let doubled", &hoard(80));
    let Verdict::TooClose(why) = &close[0].0 else {
        panic!("{close:?}");
    };
    assert!(why.ends_with("of the memory limit (at most 25%)"), "{why}");
}

#[test]
fn a_checker_accepts_any_right_answer_and_says_why_it_refuses() {
    let judge = judge(workspace("checker"));
    let divisor = problem(&judge, "divisor");
    let checker = judge.checker(&divisor).expect("builds").expect("a checker");
    let judged = |output: &str| judge.judge_output(Some(&checker), b"6\n", "3\n", output);
    assert_eq!(judged("2\n"), Ok(()));
    assert_eq!(judged("3"), Ok(()));
    assert_eq!(judged("4\n"), Err("4 does not divide 6".to_string()));
    assert_eq!(
        judged("four\n"),
        Err("presentation error: not a number".to_string())
    );
    assert_eq!(
        judge.judge_output(None, b"6\n", "3\n", "2\n"),
        Err("line 1: expected \"3\", found \"2\"".to_string())
    );
    assert_eq!(judge.checker(&problem(&judge, "double")), Ok(None));
    // The variant prints 1, which divides everything but is not above 1.
    let wrong = variant_verdicts(
        &judge,
        "divisor",
        "checked_mul(1)",
        "checked_mul(0).map(|_| 1)",
    );
    assert_eq!(
        wrong[0].0,
        Verdict::WrongAnswer("1 does not divide 7".into())
    );
}

fn cli(workspace: &Workspace, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_judge"))
        .args(args)
        .env("JUDGE_WORKSPACE", workspace.root())
        .env("CARGO_TARGET_DIR", shared_target())
        .output()
        .expect("runs")
}

#[test]
fn the_command_line_judges_benches_and_scaffolds() {
    let workspace = workspace("cli");
    let checked = cli(&workspace, &["check"]);
    let stdout = String::from_utf8_lossy(&checked.stdout);
    assert!(
        checked.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&checked.stderr)
    );
    assert_eq!(stdout.lines().count(), 4, "{stdout}");
    assert!(stdout
        .lines()
        .nth(2)
        .is_some_and(|row| row.starts_with("divisor ")));
    let bench = cli(&workspace, &["bench", "2"]);
    let stdout = String::from_utf8_lossy(&bench.stdout);
    assert!(bench.status.success());
    assert!(
        stdout
            .lines()
            .nth(1)
            .is_some_and(|row| row.starts_with("double ") && row.contains("max-1.in")),
        "{stdout}"
    );
    assert_eq!(stdout.lines().count(), 2, "{stdout}");
    write(
        workspace.main_rs("double"),
        &DOUBLE.replace("checked_mul(2)", "checked_mul(3)"),
    );
    let failed = cli(&workspace, &["check", "double"]);
    assert_eq!(failed.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&failed.stderr).contains("double/sample-1: WA"));
}

#[cfg(target_os = "linux")]
#[test]
fn the_measurer_reports_what_it_ran() {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let limits = Limits {
        time: Duration::from_secs(5),
        memory_bytes: 1 << 30,
    };
    let runner = Runner::measured_by(env!("CARGO_BIN_EXE_judge"), &["measure"]);
    let args: Vec<OsString> = vec!["-c".into(), "cat; echo err >&2; exit 4".into()];
    let run = runner
        .run(
            Path::new("/bin/sh"),
            &args,
            Stdin::Bytes(b"in".to_vec()),
            None,
            limits,
        )
        .expect("runs");
    assert_eq!(
        (run.exit, run.stdout.as_slice(), run.stderr_line().as_str()),
        (Exit::Code(4), &b"in"[..], "err")
    );
    assert_eq!(
        run.cpu.is_some() && run.peak_memory.is_some(),
        runner.measures()
    );
    let direct = Runner::direct().run(
        Path::new("/bin/sh"),
        &args,
        Stdin::Bytes(Vec::new()),
        None,
        limits,
    );
    assert_eq!(direct.expect("runs").peak_memory, None);
    let no_measurer = Runner::measured_by(root.join("missing"), &[]);
    let error = no_measurer.run(
        Path::new("/bin/sh"),
        &args,
        Stdin::Bytes(Vec::new()),
        None,
        limits,
    );
    let missing = root.join("missing").display().to_string();
    assert!(error.is_err_and(|error| error.starts_with(&format!("cannot start {missing}"))));
    // The wall time is the run's, measured or not.
    let sleeps: Vec<OsString> = vec!["-c".into(), "sleep 0.1".into()];
    for runner in [runner, Runner::direct()] {
        let run = runner.run(
            Path::new("/bin/sh"),
            &sleeps,
            Stdin::Bytes(Vec::new()),
            None,
            limits,
        );
        let wall = run.expect("runs").wall;
        assert!(
            wall >= Duration::from_millis(100) && wall < Duration::from_secs(3),
            "{wall:?}"
        );
    }
}
