//! Every verdict the judge can give, each provoked by a variant of a submission.

use std::path::Path;
use std::time::Duration;

use judge::build::{Emit, RUN_EDITION};
use judge::check;
use judge::metadata;
use judge::process::Exit;
use judge::report;
use judge::verdict::{self, Verdict};

use crate::workspace::{
    judge, problem, shared_target, variant, variant_fixtures, variant_verdicts, verdicts,
    workspace, workspace_at,
};

#[test]
fn problems_are_the_crates_with_metadata() {
    let workspace = workspace("discover");
    let names: Vec<String> = metadata::discover(&workspace)
        .expect("found")
        .into_iter()
        .map(|problem| problem.name)
        .collect();
    assert_eq!(names, ["divisor", "double"]);
    assert!(metadata::select(&workspace, &["notes".to_string()]).is_err());
    let both = metadata::select(&workspace, &["double".to_string(), "divisor".to_string()]);
    assert_eq!(both.expect("found").len(), 2);
}

#[test]
#[ignore = "slow: two problems judged in full, every edition built"]
fn right_submissions_pass_on_every_fixture_and_refuse_every_bad_input() {
    let judge = judge(workspace("pass"));
    let problems = metadata::discover(&judge.workspace).expect("found");
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
        assert_eq!(report.bad_inputs_tried(), check::BAD_INPUTS.len());
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
    // The binary run is the one of `RUN_EDITION` (each compilation is kept, so these are cheap).
    let source = judge.workspace.main_rs("double");
    let (binary, _) = judge.builder.build(&source).expect("built");
    let run_edition = judge.builder.compile(&source, RUN_EDITION, Emit::Binary);
    assert_eq!(Ok(binary), run_edition);
    let double = &reports[1];
    assert_eq!(double.problem, "double");
    assert_eq!(double.fixtures[0].fixture, "max-1");
    assert_eq!(double.fixtures[0].run.stdout, b"18\n");
    let table = report::table(&reports);
    assert!(
        table.contains(" 2 AC ") && table.ends_with(" met\n"),
        "{table}"
    );
}

/// A workspace, and its target folder, in a folder that only its owner may enter (as any under
/// `/root`): run by root, each run is `nobody`, which is given its program and a checker's
/// files by the judge, never sent to find them.
#[cfg(unix)]
#[test]
#[ignore = "slow: both problems judged in full"]
fn a_workspace_only_its_owner_may_enter_is_judged_as_any() {
    use std::os::unix::fs::PermissionsExt;
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join("owner-only");
    drop(std::fs::remove_dir_all(&folder));
    std::fs::create_dir_all(&folder).expect("made");
    let owner_only = std::fs::Permissions::from_mode(0o700);
    std::fs::set_permissions(&folder, owner_only).expect("mode");
    let target = folder.join("target");
    // What the other tests compiled, linked in: the programs are judged from this folder,
    // however they were built.
    let workspace = workspace_at(&folder.join("workspace"), &target);
    link_files(
        &shared_target().join("judge/cache"),
        &target.join("judge/cache"),
    );
    let judge = judge(workspace);
    let problems = metadata::discover(&judge.workspace).expect("found");
    for report in judge.check_all(&problems) {
        let report = report.expect("judged");
        assert_eq!(
            report.failures(),
            Vec::<String>::new(),
            "{}",
            report.problem
        );
        assert!(report.passed(), "{}", report.problem);
    }
}

/// A hard link in `to` to each file in `from`, where one can be made.
fn link_files(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("folder");
    for entry in std::fs::read_dir(from).into_iter().flatten().flatten() {
        if entry.file_type().is_ok_and(|kind| kind.is_file()) {
            drop(std::fs::hard_link(entry.path(), to.join(entry.file_name())));
        }
    }
}

#[test]
#[ignore = "slow: variants judged in full"]
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
    // The full line: the verdict, its time and memory, and the small input itself.
    let line = &wrong.failures()[0];
    assert!(
        line.starts_with("double/max-1: WA: line 1: expected \"18\", found \"27\" (")
            && line.contains(" ms, ")
            && line.ends_with(" MiB; input \"9\\n\")"),
        "{line}"
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
    assert_eq!(crashes[0].0, Verdict::RuntimeError("exit status 3".into()));
}

#[test]
#[ignore = "slow: waits for the wall-clock kill"]
fn a_run_past_the_time_limit_is_killed_and_tle() {
    let judge = judge(workspace("sleeps"));
    let sleep =
        "if number == 9 { std::thread::sleep(std::time::Duration::from_secs(60)); } let doubled";
    let started = std::time::Instant::now();
    let sleeps = variant_verdicts(&judge, "double", "let doubled", sleep);
    assert_eq!(
        sleeps,
        [
            (Verdict::TimeLimit, Exit::TimedOut),
            (Verdict::Ok, Exit::Code(0))
        ]
    );
    // Killed at the wall-clock limit (twice the 250 ms and a second), long before its sleep
    // ends: the bound leaves room for the compilation on a busy machine.
    assert!(
        started.elapsed() < Duration::from_secs(40),
        "the sleeping run was not killed at the wall-clock limit: {:?}",
        started.elapsed()
    );
}

#[test]
#[ignore = "slow: four variants judged in full"]
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
    assert!(refuses_nothing.bad_input_failures[0].ends_with("exit status 0, not status 1"));
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
fn memory_past_the_limit_is_mle_and_past_a_quarter_of_it_outside_the_margin() {
    let mut judge = judge(workspace("memory"));
    judge.margin_percent = verdict::DEFAULT_MARGIN_PERCENT;
    let hoard = |mib: usize| {
        format!("let hoard = std::hint::black_box(vec![1u8; {mib} << 20]); if hoard[hoard.len() / 2] == 0 {{ return Ok(String::new()); }} let doubled")
    };
    let over = variant_verdicts(&judge, "double", "let doubled", &hoard(100));
    assert_eq!(over[0].0, Verdict::MemoryLimit);
    // Accepted by the judge; past the workspace's margin.
    let close = variant_fixtures(&judge, "double", "let doubled", &hoard(20));
    assert_eq!(close[0].verdict, Verdict::Ok);
    let why = close[0]
        .margin
        .as_deref()
        .unwrap_or_else(|| panic!("{close:?}"));
    // Under load the run may pass the time margin too; the memory limit is named either way.
    assert!(why.contains("% of the memory limit"), "{why}");
    assert!(why.ends_with(" (at most 25%)"), "{why}");
}

#[test]
fn a_checker_accepts_any_right_answer_and_says_why_it_refuses() {
    let judge = judge(workspace("checker"));
    let divisor = problem(&judge, "divisor");
    let checker = judge.checker(&divisor).expect("builds").expect("a checker");
    let judged = |output: &str| judge.judge_output(&divisor, Some(&checker), b"6\n", "3\n", output);
    assert_eq!(judged("2\n"), Ok(()));
    assert_eq!(judged("3"), Ok(()));
    assert_eq!(judged("4\n"), Err("4 does not divide 6".to_string()));
    assert_eq!(judged("four\n"), Err("not a number".to_string()));
    assert_eq!(
        judge.judge_output(&problem(&judge, "double"), None, b"6\n", "3\n", "2\n"),
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
