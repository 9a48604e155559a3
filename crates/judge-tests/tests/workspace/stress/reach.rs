//! A problem's `reach` cuts the values the hunt draws: it names a value only where the
//! reference cannot answer past it. A value that a reduction still answers when it is raised
//! past its reach is drawn from its whole bound, so a bug on large values is met by more than
//! the edges of the bound.

use judge_tests::format::{at, value_places, Case, Format, Role};
use judge_tests::stress::generate::{Generator, GROWTH_STEPS};
use judge_tests::stress::Domain;

/// How many drawn cases are raised for each name.
const DRAWN: u64 = 1024;

/// For every problem with a reduction, each value its `reach` names is needed there: some case
/// that the reference answers is no longer answered once that value is raised past the reach.
#[test]
fn a_reach_beside_a_reduction_names_only_values_it_cannot_answer_past() {
    for problem in judge_tests::PROBLEMS {
        if problem.stress.reduce.is_none() {
            continue;
        }
        let domain = Domain::statement(problem, judge_tests::metadata(problem.name));
        let generator = Generator::new(problem.format, &domain, 1).expect("a generator");
        let answered = |case: &Case| {
            domain.holds(problem, case) && domain.answerable(problem.format, case).is_some()
        };
        for &(name, reach) in problem.stress.reach {
            let top = *domain.bounds.bound(name).expect("a bound").end();
            let raised: Vec<(Case, Case)> = (0..DRAWN)
                .map(|key| generator.shaped(key, GROWTH_STEPS, None))
                .filter(|case| answered(case))
                .enumerate()
                .filter_map(|(index, case)| {
                    let value = reach.saturating_add(1 + index as u64).min(top);
                    let raised = raise(problem.format, &case, name, value)?;
                    Some((case, raised)).filter(|(_, raised)| domain.holds(problem, raised))
                })
                .collect();
            let still = raised.iter().filter(|(_, case)| answered(case)).count();
            assert!(
                raised.is_empty() || still < raised.len(),
                "{}: `{name}` is cut at its reach {reach}, but each of {still} answered cases \
                 is still answered with it raised past (first: {:?}): leave it out of `reach`, \
                 and the hunt draws it from its whole bound",
                problem.name,
                raised.first()
            );
        }
    }
}

/// `case` with every value named `name` set to `value`; `None` where the case has none, or
/// where `name` is a count.
fn raise(format: Format, case: &Case, name: &str, value: u64) -> Option<Case> {
    let roles = format.names();
    let is_value = |of: &str| {
        roles
            .iter()
            .any(|&(n, role)| n == of && role == Role::Value)
    };
    let names = format.named_values(case).into_iter().map(|(n, _)| n);
    let names: Vec<&str> = names.filter(|n| is_value(n)).collect();
    let mut raised = case.clone();
    let places = value_places(case).into_iter().zip(names);
    let mut found = false;
    for (place, _) in places.filter(|&(_, of)| of == name) {
        *at(&mut raised, &place) = Case::Value(value);
        found = true;
    }
    found.then_some(raised)
}
