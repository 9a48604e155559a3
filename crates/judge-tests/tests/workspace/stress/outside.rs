//! A run's cases outside the domain, counted by reason, each reason named in the report.

use judge_tests::stress::report::{passed, Figures, Heading};
use judge_tests::stress::{Budget, Domain, Stress};

fn heading(args: &str) -> Heading {
    Heading {
        args: args.to_string(),
        seed: 1,
        threads: 1,
    }
}

/// left-stack-game draws `m` up to 10^18, where its reduction gives no case within the search's
/// reach of `m` <= 6: those cases are counted apart and the reach is named.
#[test]
fn cases_past_the_reduction_are_counted_naming_the_reach() {
    let problem = judge_tests::problem("left-stack-game").expect("the problem");
    let domain = Domain::statement(problem, judge_tests::metadata(problem.name));
    let search = Stress::of(problem, domain)
        .search(&Budget {
            threads: 1,
            ..Budget::cases(1, 256)
        })
        .expect("a search");
    let [(why, count)] = &search.outside[..] else {
        panic!("one reason: {:?}", search.outside);
    };
    assert!(*count > 0);
    assert!(
        why.starts_with("past the reference's reach: no reduction brings them within `m` <= 6"),
        "{why}"
    );
    let report = passed(&heading("left-stack-game"), &search, Figures::Elided);
    let line = format!("; {count} of them outside the domain, not compared: {count} {why}\n");
    assert!(report.contains(&line), "{report}");
}

/// Past the statement, where the submission refuses a case, it is counted as refused, apart.
#[test]
fn cases_the_submission_refuses_are_counted_as_refused() {
    let problem = judge_tests::problem("game-with-stones").expect("the problem");
    let domain = Domain {
        // The submission refuses an odd first pile.
        accepted_by: Some(|input| match input.split_whitespace().nth(1) {
            Some(pile) if pile.parse::<u64>().map_or(true, |pile| pile % 2 == 1) => {
                Err("odd".to_string())
            }
            _ => Ok(String::new()),
        }),
        ..Domain::beyond(problem, judge_tests::metadata(problem.name))
    };
    let search = Stress::of(problem, domain)
        .search(&Budget {
            threads: 1,
            ..Budget::cases(1, 64)
        })
        .expect("a search");
    let [(why, count)] = &search.outside[..] else {
        panic!("one reason: {:?}", search.outside);
    };
    assert_eq!(why, "refused by the submission past the statement");
    assert!(*count > 0 && *count < 64, "{count}");
}

/// A sample's reference answer goes as `cargo stress` goes: through the reduction where it
/// brings the input within the search's reach, and an error naming the reach where it does not,
/// never a search that cannot end.
#[test]
fn the_reference_answers_through_the_reduction_or_says_why_not() {
    let problem = judge_tests::problem("left-stack-game").expect("the problem");
    let reduced = "1000000000000000000 1 2 3\n";
    let answer = problem.reference_answer(reduced).expect("an answer");
    assert_eq!(Ok(answer), (problem.solve)(reduced), "{reduced}");
    let past = "100 50 60 70\n";
    let why = problem
        .reference_answer(past)
        .expect_err("past the reduction");
    assert!(
        why.starts_with("past the reference's reach: no reduction brings them within `m` <= 6"),
        "{why}"
    );
}
