//! Judging as a judge does: a judge's profile (its command, stack, source limit and line ends)
//! and a target's runner, on the workspace made in `workspace`.

use judge::check::Judge;
use judge::profile;
use judge::verdict::Verdict;

use super::workspace::{judge, problem, set_time_limit, variant, variant_verdicts, workspace};

fn codeforces(name: &str) -> Judge {
    let mut judge = judge(workspace(name));
    judge.judged_as = profile::for_judge("Codeforces");
    judge
}

#[test]
#[ignore = "slow: a problem judged in full as Codeforces judges it"]
fn a_submission_is_built_and_run_as_its_judge_does() {
    let judge = codeforces("as-codeforces");
    let report = judge
        .check(&problem(&judge, "double"))
        .unwrap_or_else(|err| panic!("{err}"));
    assert!(report.passed(), "{:#?}", report.failures());
    let as_judged = report.as_judged.as_ref().expect("a profile");
    assert_eq!(
        as_judged.profile.map(|profile| profile.judge),
        Some("Codeforces")
    );
    let newest = ["2024", "2021"]
        .into_iter()
        .find(|edition| judge.builder.toolchain().editions().contains(edition))
        .expect("an edition");
    let expected = format!("rustc --edition {newest} -O --cfg ONLINE_JUDGE");
    assert_eq!(as_judged.command.as_deref(), Some(expected.as_str()));
    // Every fixture twice: as it is, and with `\r\n` line ends.
    let crlf = report
        .fixtures
        .iter()
        .filter(|fixture| fixture.crlf)
        .count();
    assert_eq!((report.fixtures.len(), crlf), (4, 2));
    let table = judge::report::as_judged(&[report]);
    assert!(table.starts_with(&format!(
        "double as Codeforces: {expected}; stack 256.0 MiB"
    )));
    assert!(table.contains("inputs with LF and CRLF"), "{table}");
}

#[test]
#[ignore = "slow: a source past the limit judged in full"]
fn a_source_over_the_judges_limit_fails_naming_the_judge() {
    let judge = codeforces("as-codeforces-long");
    let padding = format!("fn main() {{\n{}", "// padding\n".repeat(7_000));
    let report = variant(&judge, "double", "fn main() {\n", &padding);
    let failures = report.failures();
    assert_eq!(failures.len(), 1, "{failures:#?}");
    assert!(
        failures[0].ends_with(
            "over Codeforces's limit of 65536: 64 KiB source limit (assumed: the same tool templates)"
        ),
        "{failures:?}"
    );
}

#[test]
#[ignore = "slow: the submission built under two judges' flags"]
fn a_build_that_fails_only_under_the_judges_flags_is_ce_as_that_judge() {
    let judge = codeforces("as-codeforces-cfg");
    let text = std::fs::read_to_string(judge.workspace.main_rs("double")).expect("main.rs");
    let broken = text.replace(
        "fn main() {\n",
        "#[cfg(ONLINE_JUDGE)]\nconst JUDGED: u8 = 256;\n\nfn main() {\n",
    );
    let path = judge.workspace.root().join("online-judge.rs");
    std::fs::write(&path, broken).expect("written");
    let plain = judge.builder.build(&path);
    assert!(plain.is_ok(), "{plain:?}");
    let report = judge
        .check_source(&problem(&judge, "double"), &path)
        .expect("judged");
    let error = "error: literal out of range for `u8`".to_string();
    assert_eq!(report.verdict(), Verdict::CompileError(error));
    assert!(report.fixtures.is_empty() && !report.passed());
    let told = judge::report::as_judged(&[report]);
    assert!(
        told.starts_with("double as Codeforces: its compiler refused the source;"),
        "{told}"
    );
}

/// Recursion 12 MB deep: past the 8 MiB a Linux main thread has by default, inside the
/// 256 MiB Codeforces gives.
#[cfg(target_os = "linux")]
#[test]
#[ignore = "slow: two variants judged in full"]
fn deep_recursion_passes_with_the_judges_stack() {
    let deep = "fn deep(depth: u64, seed: u8) -> u64 {
    let mut frame = [seed; 1024];
    frame[(depth % 1024) as usize] ^= 1;
    if depth == 0 {
        return frame.iter().map(|&byte| u64::from(byte)).sum();
    }
    let below = deep(depth - 1, frame[(depth * 7 % 1024) as usize]);
    below + u64::from(frame[(depth * 13 % 1024) as usize])
}

fn main() {
    if deep(12_000, 1) == u64::MAX {
        return;
    }
";
    let judge = codeforces("as-codeforces-stack");
    // 12 MB of stack is touched page by page: a loaded machine can take a tenth of a second.
    set_time_limit(&judge, "divisor", 2000);
    let report = variant(&judge, "divisor", "fn main() {\n", deep);
    assert!(report.passed(), "{:#?}", report.failures());
    // Under a judge with no stack of its own, the default stack of 8 MiB overflows.
    let mut kattis = judge.clone();
    kattis.judged_as = profile::for_judge("Kattis");
    let report = variant(&kattis, "divisor", "fn main() {\n", deep);
    let crashed = report
        .fixtures
        .iter()
        .all(|fixture| matches!(fixture.verdict, Verdict::RuntimeError(_)));
    assert!(crashed, "{:#?}", report.fixtures);
}

#[test]
#[ignore = "slow: a 64 KiB source built and judged in full"]
fn a_source_exactly_at_the_judges_limit_passes() {
    let judge = codeforces("as-codeforces-at-limit");
    let text = std::fs::read_to_string(judge.workspace.main_rs("double")).expect("main.rs");
    // The variant puts the padding (a comment line) before `fn main`.
    let short = 65_536 - text.len();
    let padding = format!("{}\nfn main() {{\n", "/".repeat(short - 1));
    let report = variant(&judge, "double", "fn main() {\n", &padding);
    assert_eq!(
        report
            .as_judged
            .as_ref()
            .and_then(|as_judged| as_judged.source_bytes),
        Some(65_536)
    );
    assert!(report.passed(), "{:#?}", report.failures());
}

/// Through a runner: `env` and `true` as runners, Unix programs.
#[cfg(unix)]
mod through_a_runner {
    use judge::check::Judge;
    use judge::target::Target;
    use judge::verdict::Verdict;

    use super::super::workspace::{judge, problem, workspace};

    /// The same judge for the host's own triple, run through `runner` (empty: run directly).
    fn through(plain: &Judge, runner: &[&str]) -> Judge {
        let target = Target {
            triple: plain.builder.toolchain().host().to_string(),
            linker: None,
            runner: runner.iter().map(|word| word.to_string()).collect(),
        };
        plain.clone().for_target(target)
    }

    #[test]
    #[ignore = "slow: a problem judged in full through a runner"]
    fn a_target_runs_through_its_runner() {
        let plain = judge(workspace("target-runner"));
        let through = |runner: &[&str]| through(&plain, runner);
        let judge = through(&["env", "JUDGED_THROUGH=env"]);
        judge.prepare_target().unwrap_or_else(|err| panic!("{err}"));
        let report = judge
            .check(&problem(&judge, "divisor"))
            .unwrap_or_else(|err| panic!("{err}"));
        assert!(report.passed(), "{:#?}", report.failures());
        let missing = through(&["no-such-runner"]).prepare_target();
        let error = missing.expect_err("no runner");
        assert!(error.starts_with("cannot start no-such-runner"), "{error}");
        let silent = through(&["true"]).prepare_target();
        let error = silent.expect_err("a runner that runs nothing");
        assert!(
            error.contains("a hello program fails through true"),
            "{error}"
        );
    }

    /// A runner that fails on its own (wine under load has ended a run with status 66) is run
    /// once more, with the same input, and the second run is judged; a program that fails the
    /// same way twice keeps its status.
    #[test]
    fn a_run_the_runner_fails_is_made_once_more() {
        use judge::process::{Exit, Limits, Stdin};
        let plain = judge(workspace("runner-fails-once"));
        let marks = plain.workspace.root().join("marks");
        std::fs::create_dir_all(&marks).expect("marks folder");
        // Fails with 66 while `marks/<first word of stdin>` is missing, then runs the program.
        let script = "read -r word; if mkdir \"$MARKS/$word\" 2>/dev/null; then exit 66; fi; \
                      echo \"$word\" | exec \"$@\"";
        let shell = [
            "env",
            &format!("MARKS={}", marks.display()),
            "sh",
            "-c",
            script,
            "sh",
        ];
        let judge = through(&plain, &shell);
        let status = |source: &str, input: &str| {
            let binary = marks.join(format!("{input}.sh"));
            std::fs::write(&binary, format!("#!/bin/sh\n{source}\n")).expect("written");
            let executable = std::os::unix::fs::PermissionsExt::from_mode(0o755);
            std::fs::set_permissions(&binary, executable).expect("made executable");
            let limits = Limits::new(std::time::Duration::from_secs(5), 1 << 30);
            let stdin = Stdin::Bytes(input.as_bytes().to_vec());
            judge.run_binary(&binary, stdin, limits).expect("ran").exit
        };
        assert_eq!(status("exit 1", "first"), Exit::Code(1));
        assert_eq!(status("exit 7", "second"), Exit::Code(7));
        assert_eq!(status("exit 0", "third"), Exit::Code(0));
    }

    /// An interactive problem for a target: the submission, built for it, goes through the
    /// target's runner (here `env`, which marks its environment); the jury stays on the host.
    #[test]
    #[ignore = "slow: an interactive problem judged in full through a runner"]
    fn an_interactive_submission_goes_through_the_runner() {
        use super::super::workspace::with_guess;
        let plain = judge(with_guess(workspace("runner-interactive")));
        let judge = through(&plain, &["env", "JUDGED_THROUGH=env"]);
        let report = judge
            .check(&problem(&judge, "guess"))
            .unwrap_or_else(|err| panic!("{err}"));
        assert_eq!(report.verdict(), Verdict::Ok, "{:?}", report.failures());
        assert!(report.fixtures.iter().all(|fixture| !fixture.run.sandboxed));
        // A runner that cannot start the program: what it says is the submission's failure.
        let broken = through(&plain, &["env", "-i", "no-such-program"]);
        let report = broken.check(&problem(&broken, "guess")).expect("judged");
        assert!(
            matches!(&report.verdict(), Verdict::RuntimeError(why) if why.contains("no-such-program")),
            "{:?}",
            report.failures()
        );
    }

    /// Through a runner the address space is not held (a runner such as wine needs far more than
    /// the program): the memory limit is judged from the measured peak. Without one it is held.
    #[cfg(target_os = "linux")]
    #[test]
    #[ignore = "slow: variants judged through a runner"]
    fn through_a_runner_memory_is_judged_by_the_peak() {
        use super::super::workspace::variant_source;
        use judge::build::{Emit, RUN_EDITION};
        // 96 MiB, touched, of a value the compiler cannot know.
        let hoard =
            "fn main() {\n    let hoard = vec![std::env::args().count() as u8; 96 << 20];\n    \
                     if hoard.iter().map(|&byte| u64::from(byte)).sum::<u64>() == 0 {\n        \
                     return;\n    }\n";
        let plain = judge(workspace("runner-memory"));
        let through = |runner: &[&str]| through(&plain, runner);
        // `double` has a 64 MiB limit; time enough to fill 96 MiB on a busy machine. One fixture
        // each: every run fills the memory.
        for (judge, exits) in [(through(&["env"]), true), (through(&[]), false)] {
            let source = variant_source(&judge, "double", "fn main() {\n", hoard);
            let binary = judge.builder.compile(&source, RUN_EDITION, Emit::Binary);
            let mut problem = problem(&judge, "double");
            problem.metadata.limits.time = std::time::Duration::from_secs(10);
            let input = judge.workspace.fixture_dir("double").join("sample-1.in");
            let fixture = judge.judge_fixture(&problem, None, &binary.expect("built"), &input);
            let fixture = fixture.expect("judged");
            assert_eq!(fixture.verdict, Verdict::MemoryLimit, "{fixture:?}");
            let exited = fixture.run.exit == judge::process::Exit::Code(0);
            assert_eq!(exited, exits, "{:?}", fixture.run);
        }
    }
}

/// Without a checker, an output is compared as the judge's default checker compares it:
/// Kattis's by tokens, so trailing spaces and `\r\n` pass; with no profile, byte for byte.
#[test]
fn an_output_is_compared_as_the_judges_default_checker_does() {
    let spaced = "Ok(format!(\"{}  \\r\\n\", doubled))";
    let mut kattis = judge(workspace("as-kattis-tokens"));
    kattis.judged_as = profile::for_judge("Kattis");
    let judged = variant_verdicts(&kattis, "double", "Ok(format!(\"{}\\n\", doubled))", spaced);
    assert!(
        judged.iter().all(|(verdict, _)| *verdict == Verdict::Ok),
        "{judged:?}"
    );
    let exact = judge(workspace("as-here-exact"));
    let judged = variant_verdicts(&exact, "double", "Ok(format!(\"{}\\n\", doubled))", spaced);
    assert!(
        judged
            .iter()
            .all(|(verdict, _)| matches!(verdict, Verdict::WrongAnswer(_))),
        "{judged:?}"
    );
}

/// Standard input is a file, as judges give it: a program that sizes its one read by the
/// file's length reads it all (from a pipe it would read nothing).
#[cfg(target_os = "linux")]
#[test]
fn standard_input_is_a_file_whose_length_is_known() {
    let judge = judge(workspace("as-judged-stdin"));
    let sized = "let length = std::fs::metadata(\"/dev/stdin\").map_or(0, |file| file.len()); \
         let mut bytes = vec![0u8; length as usize]; \
         let read = std::io::stdin().read_exact(&mut bytes);";
    let judged = variant_verdicts(
        &judge,
        "double",
        "let mut bytes = Vec::new();\n    let read = std::io::stdin().read_to_end(&mut bytes);",
        sized,
    );
    assert!(
        judged.iter().all(|(verdict, _)| *verdict == Verdict::Ok),
        "{judged:?}"
    );
}
