use std::time::Duration;

use super::*;

const LIMITS: Limits = Limits::new(Duration::from_millis(1000), 256 << 20);

fn run(exit: Exit, cpu_ms: u64, memory_mib: u64, stderr: &str) -> Run {
    Run {
        exit,
        stdout: b"1\n".to_vec(),
        stderr: stderr.as_bytes().to_vec(),
        over_output_limit: false,
        held_open: false,
        sandboxed: true,
        wall: Duration::from_millis(cpu_ms + 1),
        cpu: Some(Duration::from_millis(cpu_ms)),
        peak_memory: Some(memory_mib << 20),
        limit_hit: false,
        oom_killed: false,
    }
}

fn judged(run: &Run) -> Verdict {
    verdict(run, LIMITS, |output| compare_exact("1\n", output))
}

#[test]
fn limits_come_first_and_their_boundaries_are_allowed() {
    assert_eq!(judged(&run(Exit::Code(0), 10, 4, "")), Verdict::Ok);
    assert_eq!(judged(&run(Exit::TimedOut, 10, 4, "")), Verdict::TimeLimit);
    // A judge keeps no margin: a run at each limit is accepted.
    let mut at_limits = run(Exit::Code(0), 1000, 256, "");
    assert_eq!(judged(&at_limits), Verdict::Ok);
    at_limits.cpu = Some(LIMITS.time + Duration::from_nanos(1));
    assert_eq!(judged(&at_limits), Verdict::TimeLimit);
    let mut memory = run(Exit::Code(0), 10, 256, "");
    assert_eq!(judged(&memory), Verdict::Ok);
    memory.peak_memory = Some(LIMITS.memory_bytes + 1);
    assert_eq!(judged(&memory), Verdict::MemoryLimit);
    let failed = "memory allocation of 8 bytes failed\n";
    assert_eq!(
        judged(&run(Exit::Signal(6), 10, 4, failed)),
        Verdict::MemoryLimit
    );
    // Only a run that failed is judged by what it wrote of allocations.
    let mut printed = run(Exit::Code(0), 10, 4, failed);
    assert_eq!(judged(&printed), Verdict::Ok);
    printed.exit = Exit::Code(1);
    assert_eq!(judged(&printed), Verdict::MemoryLimit);
}

#[test]
fn a_run_that_reached_its_groups_limit_is_mle_however_it_ended() {
    // Killed by the kernel: the group counted the kill.
    let mut killed = run(Exit::Signal(9), 10, 200, "");
    assert_eq!(
        judged(&killed),
        Verdict::RuntimeError("signal 9 (SIGKILL)".into())
    );
    killed.oom_killed = true;
    assert_eq!(judged(&killed), Verdict::MemoryLimit);
    // Ended by itself after an allocation was refused: abort, an exception, a status.
    for exit in [Exit::Signal(6), Exit::Code(1), Exit::Code(134)] {
        let mut failed = run(exit, 10, 255, "");
        assert!(matches!(judged(&failed), Verdict::RuntimeError(_)));
        failed.limit_hit = true;
        assert_eq!(judged(&failed), Verdict::MemoryLimit, "{exit:?}");
    }
    // Reaching the limit and still answering right is accepted: the kernel reclaimed enough.
    let mut answered = run(Exit::Code(0), 10, 255, "");
    answered.limit_hit = true;
    assert_eq!(judged(&answered), Verdict::Ok);
    for words in [
        "terminate called after throwing an instance of 'std::bad_alloc'",
        "MemoryError",
    ] {
        assert_eq!(
            judged(&run(Exit::Signal(6), 10, 4, words)),
            Verdict::MemoryLimit
        );
    }
}

#[test]
fn judges_compare_as_their_default_checkers_do() {
    let tokens = Comparison::Tokens {
        case_sensitive: true,
    };
    assert_eq!(compare_as(tokens, "Win\n1 2\n", "Win  \r\n1\t2"), Ok(()));
    assert_eq!(
        compare_as(tokens, "Win\n", "win\n"),
        Err("token 1: expected \"Win\", found \"win\"".to_string())
    );
    let anycase = Comparison::Tokens {
        case_sensitive: false,
    };
    assert_eq!(compare_as(anycase, "Win\n", "win"), Ok(()));
    assert_eq!(
        compare_as(anycase, "1 2\n", "1\n"),
        Err("token 2: expected \"2\", found the end".to_string())
    );
    assert_eq!(
        compare_as(Comparison::Lines, "1\n0\n", "1 \r\n0\n\n\n"),
        Ok(())
    );
    assert!(
        compare_as(Comparison::Lines, "1 0\n", "1\n0\n").is_err(),
        "lines differ"
    );
    // A Unicode space is output, not a trailing space; bytes differ.
    let differ = [
        (Comparison::Lines, "1\u{3000}"),
        (Comparison::Lines, "1\u{85}"),
    ];
    for (comparison, output) in differ.into_iter().chain([(Comparison::Exact, "1")]) {
        assert!(compare_as(comparison, "1\n", output).is_err(), "{output:?}");
    }
}

#[test]
fn output_past_its_limit_is_ole_and_a_held_stream_re() {
    let mut flood = run(Exit::Signal(13), 10, 4, "");
    flood.over_output_limit = true;
    assert_eq!(
        judged(&flood),
        Verdict::OutputLimit,
        "killed by SIGPIPE past the limit"
    );
    flood.cpu = Some(LIMITS.time * 2);
    assert_eq!(judged(&flood), Verdict::OutputLimit, "output first");
    flood.exit = Exit::TimedOut;
    assert_eq!(
        judged(&flood),
        Verdict::OutputLimit,
        "an endless writer killed at the clock"
    );
    let mut held = run(Exit::Code(0), 10, 4, "");
    held.held_open = true;
    assert_eq!(
        judged(&held),
        Verdict::RuntimeError(
            "a process it started held its output open after it ended".to_string()
        )
    );
}

#[test]
fn then_the_exit_status_then_the_output() {
    assert_eq!(
        judged(&run(Exit::Code(1), 10, 4, "error: oops\nmore\n")),
        Verdict::RuntimeError("exit status 1: error: oops".to_string())
    );
    assert_eq!(
        judged(&run(Exit::Signal(11), 10, 4, "")),
        Verdict::RuntimeError("signal 11 (SIGSEGV)".to_string())
    );
    let mut wrong = run(Exit::Code(0), 10, 4, "");
    wrong.stdout = b"0\n".to_vec();
    assert_eq!(
        judged(&wrong),
        Verdict::WrongAnswer("line 1: expected \"1\", found \"0\"".to_string())
    );
    wrong.stdout = b"1\xff\n".to_vec();
    assert_eq!(
        judged(&wrong),
        Verdict::WrongAnswer("the output is not UTF-8: \"1\\xff\\n\"".to_string())
    );
    wrong.exit = Exit::Code(2);
    wrong.stderr = b"oops \xfe\n".to_vec();
    assert_eq!(
        judged(&wrong),
        Verdict::RuntimeError("exit status 2: oops \\xfe".to_string()),
        "escaped, never U+FFFD"
    );
}

#[test]
fn the_margin_is_the_workspaces_on_either_limit() {
    let most = DEFAULT_MARGIN_PERCENT;
    assert_eq!(
        margin(&run(Exit::Code(0), 251, 4, ""), LIMITS, most).as_deref(),
        Some("25.1% of the time limit (at most 25%)")
    );
    assert_eq!(
        margin(&run(Exit::Code(0), 10, 65, ""), LIMITS, most).as_deref(),
        Some("25.4% of the memory limit (at most 25%)")
    );
    assert_eq!(
        margin(&run(Exit::Code(0), 251, 65, ""), LIMITS, most).as_deref(),
        Some("25.1% of the time limit and 25.4% of the memory limit (at most 25%)")
    );
    assert_eq!(margin(&run(Exit::Code(0), 250, 64, ""), LIMITS, most), None);
    assert_eq!(margin(&run(Exit::Code(0), 251, 4, ""), LIMITS, 50.0), None);
    let at_limits = run(Exit::Code(0), 1000, 256, "");
    assert_eq!(margin(&at_limits, LIMITS, 100.0), None);
    let mut unmeasured = run(Exit::Code(0), 250, 0, "");
    unmeasured.peak_memory = None;
    assert_eq!(margin(&unmeasured, LIMITS, most), None);
    assert_eq!(share(1.0, 4.0), 25.0);
}

#[test]
fn a_runtime_error_names_the_status_or_the_signal_never_debug_text() {
    assert_eq!(exit_shown(Exit::Code(101)), "exit status 101");
    assert_eq!(exit_shown(Exit::Signal(11)), "signal 11 (SIGSEGV)");
    assert_eq!(exit_shown(Exit::Signal(6)), "signal 6 (SIGABRT)");
    assert_eq!(signal_name(64), "64");
    let panicked = "thread 'main' panicked at src/main.rs:9:5:\nboom\n";
    assert_eq!(
        judged(&run(Exit::Code(101), 10, 4, panicked)),
        Verdict::RuntimeError("exit status 101: panicked at src/main.rs:9:5: boom".to_string())
    );
}

#[test]
fn verdicts_are_shown_short_with_their_reason() {
    let shown: Vec<String> = [
        Verdict::Ok,
        Verdict::WrongAnswer("w".into()),
        Verdict::TimeLimit,
        Verdict::MemoryLimit,
        Verdict::RuntimeError("r".into()),
        Verdict::CompileError("c".into()),
    ]
    .iter()
    .map(Verdict::to_string)
    .collect();
    assert_eq!(shown, ["AC", "WA: w", "TLE", "MLE", "RE: r", "CE: c"]);
}

#[test]
fn exact_comparison_names_the_first_differing_line() {
    assert_eq!(compare_exact("1\n0\n", "1\n0\n"), Ok(()));
    assert_eq!(
        compare_exact("1\n0\n1\n", "1\n1\n1\n"),
        Err("line 2: expected \"0\", found \"1\"".to_string())
    );
    assert_eq!(
        compare_exact("1\n0\n", "1\n"),
        Err("line 2: expected \"0\", found \"\"".to_string())
    );
    assert_eq!(
        compare_exact("1\n", "1\n\n"),
        Err("line 3: expected end of output, found \"\"".to_string())
    );
    let long = "x".repeat(70);
    assert_eq!(
        compare_exact("1\n", &long),
        Err(format!(
            "line 1: expected \"1\", found \"{}\"",
            "x".repeat(60)
        ))
    );
}
