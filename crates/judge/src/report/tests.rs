use super::example::{fixture, report, reports};
use super::*;
use crate::process::Exit;

/// A golden rendering: every column of every kind of row.
#[test]
fn the_table_is_rendered_exactly() {
    let reports = reports();
    let expected = "\
problem                  verdict fixtures verdicts             slowest   of TL  peak mem   of ML beyond   standards
all-good                 AC             2 2 AC                 40.0 ms    2.0%   3.0 MiB    1.2% -        met
mixed                    WA             4 2 AC, 1 WA, 1 TLE  2001.0 ms  100.0%         -       - -        2 unmet
empty                    -              0                            -       -         -       - -        met
";
    assert_eq!(table(&reports), expected);
}

#[test]
fn how_each_problem_was_judged_is_told_once_per_judge() {
    let codeforces = crate::profile::for_judge("Codeforces").expect("a profile");
    let judged = |problem: &str, command: Option<&str>| {
        let mut judged = report(problem, vec![fixture("a", Verdict::Ok, 1, 1, None)], 0);
        judged.fixtures[0].crlf = command.is_some();
        judged.as_judged = Some(AsJudged {
            profile: Some(codeforces),
            command: command.map(String::from),
            fact: None,
            source_bytes: Some(2048),
        });
        judged
    };
    let mut two = judged("two", None);
    two.fixtures[0].run.sandboxed = false;
    let mut three = report("three", Vec::new(), 0);
    three.as_judged = Some(AsJudged {
        profile: None,
        command: Some("./a.out (run as it is)".to_string()),
        fact: None,
        source_bytes: None,
    });
    let reports = [
        judged("one", Some("rustc --edition 2024 -O --cfg ONLINE_JUDGE")),
        two,
        three,
        report("four", Vec::new(), 0),
    ];
    let expected = format!(
        "one as Codeforces: rustc --edition 2024 -O --cfg ONLINE_JUDGE; stack 256.0 MiB; \
         source 2.0 KiB of 64 KiB; inputs with LF and CRLF; sandboxed (bubblewrap: no \
         workspace, no network, no new process)\n\
         two as Codeforces: its compiler refused the source; stack 256.0 MiB; source 2.0 \
         KiB of 64 KiB; inputs with LF; unsandboxed\n\
         three: no judge profile for J: ./a.out (run as it is)\n\
         Codeforces: {}\n",
        codeforces.sources(true)
    );
    assert_eq!(as_judged(&reports), expected);
}

#[test]
fn the_judges_verdict_is_the_statements_and_the_standards_are_apart() {
    let mut judged = report(
        "p",
        vec![
            fixture("sample-1", Verdict::Ok, 1, 1, Some(1 << 20)),
            fixture(
                "beyond-big",
                Verdict::RuntimeError("exit status 101".into()),
                1,
                1,
                None,
            ),
            fixture("edge-a", Verdict::WrongAnswer("line 1".into()), 3, 4, None),
            fixture("max-b", Verdict::TimeLimit, 2100, 2101, None),
        ],
        1,
    );
    judged.fixtures[0].margin = Some("30.0% of the time limit (at most 25%)".into());
    judged.fixtures[2].input = Some(b"3\n1 2\"\n".to_vec());
    assert_eq!(judged.verdict(), Verdict::WrongAnswer("line 1".into()));
    assert_eq!(
        judged.judge_failures(),
        [
            "p/edge-a: WA: line 1 (3.0 ms, memory not measured; input \"3\\n1 2\\\"\\n\")",
            "p/max-b: TLE: CPU time past the time limit (2101.0 ms, memory not measured)",
        ]
    );
    assert_eq!(
        judged.standard_failures(),
        [
            "p/beyond-big: RE: exit status 101 (1.0 ms, memory not measured)",
            "p/sample-1: AC, past the margin: 30.0% of the time limit (at most 25%) (1.0 ms, \
             1.0 MiB)",
            "p: x",
        ]
    );
    assert_eq!(judged.failures().len(), 5);
    judged.compile_error = Some("a.cpp:1:1: error: x".into());
    assert_eq!(judged.verdict().to_string(), "CE: a.cpp:1:1: error: x");
    assert_eq!(judged.judge_failures(), ["p: CE: a.cpp:1:1: error: x"]);
    let reports = two_reports(std::slice::from_ref(&judged));
    assert!(
        reports.contains("  p: CE: a.cpp:1:1: error: x\n"),
        "{reports}"
    );
    assert!(reports.contains("at most 25% of each limit"), "{reports}");
}

#[test]
fn units_are_shown_to_a_tenth() {
    assert_eq!(milliseconds(Duration::from_micros(1250)), "1.2 ms");
    assert_eq!(mebibytes(3 << 19), "1.5 MiB");
}

#[test]
fn sandboxing_is_told_of_every_fixture_or_of_some() {
    let fixtures = vec![
        fixture("a", Verdict::Ok, 1, 1, None),
        fixture("b", Verdict::Ok, 1, 1, None),
    ];
    let mut judged = report("one", fixtures, 0);
    assert!(sandboxing(&judged).starts_with("sandboxed (bubblewrap"));
    judged.fixtures[1].run.sandboxed = false;
    assert_eq!(sandboxing(&judged), "partly sandboxed");
    judged.fixtures[0].run.sandboxed = false;
    assert_eq!(sandboxing(&judged), "unsandboxed");
}

#[test]
fn an_interactive_tle_says_whether_the_game_had_ended_and_why_both_wait() {
    let mut waited = fixture("a", Verdict::TimeLimit, 1, 1500, None);
    waited.run.exit = Exit::TimedOut;
    let hint = lines::game_at_tle(&waited, "<4\n");
    assert!(
        hint.contains("under way") && hint.contains("a move not flushed"),
        "{hint}"
    );
    assert_eq!(lines::game_at_tle(&waited, ""), hint);
    assert_eq!(
        lines::game_at_tle(&waited, "<4\n>1\n"),
        "; the game was under way"
    );
    // Killed by its CPU time, after the jury's line: no wait, so nothing of a flush.
    let spun = fixture("a", Verdict::TimeLimit, 1100, 1100, None);
    assert_eq!(
        lines::game_at_tle(&spun, "<4\n"),
        "; the game was under way"
    );
    let mut after = spun.clone();
    after.jury_first = true;
    let hint = lines::game_at_tle(&after, "<4\n>1\n<I give up\n");
    assert!(hint.contains("the jury had ended the game"), "{hint}");
    let wrong = fixture("a", Verdict::WrongAnswer("line 1".to_string()), 1, 1, None);
    assert_eq!(lines::game_at_tle(&wrong, "<4\n"), "");
}

#[test]
fn a_tle_says_which_limit_it_passed() {
    let mut waited = fixture("a", Verdict::TimeLimit, 3, 3001, None);
    waited.run.exit = Exit::TimedOut;
    assert_eq!(
        lines::fixture_line("p", &waited),
        "p/a: TLE: wall time past twice the time limit and a second, 3.0 ms of CPU time \
         (3001.0 ms, memory not measured)"
    );
    let mut spun = fixture("a", Verdict::TimeLimit, 1010, 1020, None);
    spun.run.exit = Exit::Signal(9);
    assert_eq!(
        lines::fixture_line("p", &spun),
        "p/a: TLE: CPU time past the time limit (1020.0 ms, memory not measured)"
    );
}

#[test]
fn nothing_judged_inside_the_statement_is_never_ac() {
    let mut beyond_only = report(
        "p",
        vec![fixture("beyond-big", Verdict::TimeLimit, 2100, 2101, None)],
        0,
    );
    beyond_only.not_run_after_tle = 3;
    let reports = two_reports(std::slice::from_ref(&beyond_only));
    assert!(
        reports.contains(
            "  p: - (0 runs): no fixture inside the statement was judged; 3 more not run after \
             the first TLE at the time limit"
        ),
        "{reports}"
    );
    assert!(!reports.contains("AC"), "{reports}");
}
