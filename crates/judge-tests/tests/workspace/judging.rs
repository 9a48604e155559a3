//! How an output is judged is declared once: the metadata's `checker`, else the comparison of
//! the judge's profile. What each problem's module states beside it (`Problem::answer`,
//! `Problem::accepts`) agrees with that, and the judging in process (stress's) agrees with the
//! judge's.

use judge::layout::{stem, FixtureKind};
use judge_tests::answer::Answer;
use judge_tests::judging::Judging;

/// Outputs near a right answer that the comparisons tell apart: the answer, with a trailing
/// space, in upper case, and without its last line feed.
fn near(answer: &str) -> [String; 4] {
    [
        answer.to_string(),
        answer.replacen('\n', " \n", 1),
        answer.to_uppercase(),
        answer.strip_suffix('\n').unwrap_or(answer).to_string(),
    ]
}

/// The samples and the write-up's failing fixture hold an answer of each shape, and each output
/// costs a run of the checker where there is one: the fast run judges those, the slow run every
/// other fixture.
#[test]
fn each_problem_is_judged_in_process_as_the_judge_judges_it() {
    judged_alike(quick);
}

#[test]
#[ignore = "slow: every fixture's outputs through the checker or the comparison"]
fn every_fixture_is_judged_in_process_as_the_judge_judges_it() {
    judged_alike(|fixture, writeup_fails_on| !quick(fixture, writeup_fails_on));
}

fn quick(fixture: &str, writeup_fails_on: &str) -> bool {
    FixtureKind::of(fixture) == Some(FixtureKind::Sample) || fixture == writeup_fails_on
}

/// The judge and the judging in process agree on the outputs near each answer of every fixture
/// that `chosen` takes (given the fixture and the write-up's failing one), and on the
/// write-up's output where it fails.
fn judged_alike(chosen: impl Fn(&str, &str) -> bool) {
    let judge = judge_tests::judge(None);
    for problem in judge_tests::PROBLEMS {
        let name = problem.name;
        let found = judge::metadata::select(&judge.workspace, &[name.to_string()]);
        let found = found.expect("the problem").remove(0);
        let checker = judge.checker(&found).unwrap_or_else(|err| panic!("{err}"));
        assert_eq!(
            problem.answer == Answer::Checked,
            checker.is_some(),
            "{name}: the answer is Answer::Checked exactly where the metadata names a checker"
        );
        let judging = Judging::of(problem, &found.metadata);
        for path in judge.workspace.inputs(name).expect("the fixtures") {
            let fixture = stem(&path);
            if !chosen(&fixture, problem.writeup_fails_on_fixture) {
                continue;
            }
            let input = std::fs::read(&path).expect("the fixture");
            let text = String::from_utf8_lossy(&input);
            let answer = judge.workspace.snapshot_output(name, &fixture);
            let answer = answer.unwrap_or_else(|err| panic!("{err}"));
            let mut outputs = near(&answer).to_vec();
            if fixture == problem.writeup_fails_on_fixture {
                outputs.push((problem.writeup)(&text));
            }
            for output in outputs {
                let by_judge =
                    judge.judge_output(&found, checker.as_deref(), &input, &answer, &output);
                let in_process = judging.judge(&text, &output, &answer);
                assert_eq!(
                    by_judge.is_ok(),
                    in_process.is_ok(),
                    "{name}/{fixture}, {output:?}: the judge says {by_judge:?}, in process \
                     {in_process:?}"
                );
                if checker.is_none() {
                    let accepted = (problem.accepts)(&text, &output, &answer).is_ok();
                    assert_eq!(
                        accepted,
                        output == answer,
                        "{name}: without a checker, `accepts` is `same_bytes`"
                    );
                }
            }
        }
    }
}
