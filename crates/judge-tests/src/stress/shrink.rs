//! Shrinking a failing case: take any smaller case that still fails, coarse steps first, until
//! none is left. The result is 1-minimal: dropping one test, dropping one value of a list, or
//! lowering one value by one each gives a case that passes or leaves the domain.

use crate::format::{Case, Format};

/// What shrinking took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shrunk {
    pub case: Case,
    /// How many smaller cases were taken.
    pub steps: usize,
    /// How many smaller cases were tried.
    pub tries: usize,
}

/// Shrinks `case`, which `still_fails`, to a 1-minimal case. `still_fails` also answers
/// `false` for a case outside the domain in use.
pub fn shrink(case: Case, format: Format, mut still_fails: impl FnMut(&Case) -> bool) -> Shrunk {
    let mut shrunk = Shrunk {
        case,
        steps: 0,
        tries: 0,
    };
    loop {
        let mut found = None;
        for smaller in smaller_cases(&shrunk.case, format) {
            shrunk.tries += 1;
            if still_fails(&smaller) {
                found = Some(smaller);
                break;
            }
        }
        match found {
            Some(smaller) => {
                shrunk.case = smaller;
                shrunk.steps += 1;
            }
            None => return shrunk,
        }
    }
}

/// The single steps of 1-minimality: drop one test, drop one value of a list, lower one value
/// by one.
pub fn single_steps(case: &Case, format: Format) -> Vec<Case> {
    let mut steps = Vec::new();
    if format.has_tests() {
        steps.extend((0..case.len()).map(|test| without(case, test)));
    }
    if format.has_counts() {
        for (test, values) in case.iter().enumerate() {
            for index in 0..values.len() {
                let mut smaller = case.clone();
                smaller[test].remove(index);
                steps.push(smaller);
            }
        }
    }
    steps.extend(lowered(case, |value| value.checked_sub(1)));
    steps
}

/// Whether no single step of `case` still fails.
pub fn is_one_minimal(
    case: &Case,
    format: Format,
    mut still_fails: impl FnMut(&Case) -> bool,
) -> bool {
    !single_steps(case, format)
        .iter()
        .any(&mut still_fails)
}

/// Every smaller case, coarse steps first: half the tests, half of a list, every value halved
/// or lowered at once, then the single steps with halved values before them.
fn smaller_cases(case: &Case, format: Format) -> Vec<Case> {
    let mut smaller = Vec::new();
    for lower in [|value: u64| value / 2, |value: u64| value.saturating_sub(1)] {
        let all_lowered: Case = case
            .iter()
            .map(|values| values.iter().map(|&value| lower(value)).collect())
            .collect();
        if all_lowered != *case {
            smaller.push(all_lowered);
        }
    }
    if format.has_tests() && case.len() > 1 {
        let half = case.len() / 2;
        smaller.push(case[..half].to_vec());
        smaller.push(case[half..].to_vec());
    }
    if format.has_counts() {
        for (test, values) in case.iter().enumerate() {
            if values.len() > 1 {
                let half = values.len() / 2;
                for kept in [&values[..half], &values[half..]] {
                    let mut shorter = case.clone();
                    shorter[test] = kept.to_vec();
                    smaller.push(shorter);
                }
            }
        }
    }
    smaller.extend(lowered(case, |value| {
        Some(value / 2).filter(|&half| half != value)
    }));
    smaller.extend(single_steps(case, format));
    smaller
}

/// `case` with one value lowered by `lower`, for every value `lower` can lower.
fn lowered(case: &Case, lower: impl Fn(u64) -> Option<u64>) -> Vec<Case> {
    let mut lowered = Vec::new();
    for (test, values) in case.iter().enumerate() {
        for (index, &value) in values.iter().enumerate() {
            if let Some(lower_value) = lower(value) {
                let mut smaller = case.clone();
                smaller[test][index] = lower_value;
                lowered.push(smaller);
            }
        }
    }
    lowered
}

fn without(case: &Case, test: usize) -> Case {
    let mut smaller = case.clone();
    smaller.remove(test);
    smaller
}

#[cfg(test)]
mod tests {
    use super::*;

    const TESTS: Format = Format::Tests {
        tests: "T",
        count: "n",
        value: "a_i",
    };

    /// Fails when some test holds a value of at least 5 and two values summing to at least 9.
    fn planted(case: &Case) -> bool {
        case.iter().any(|values| {
            let big = values.iter().any(|&value| value >= 5);
            let pair = values
                .iter()
                .enumerate()
                .any(|(i, &x)| values[i + 1..].iter().any(|&y| x + y >= 9));
            big && pair
        })
    }

    #[test]
    fn a_failing_case_shrinks_to_the_known_minimal_one() {
        let start = vec![vec![1, 2, 3], vec![9, 100, 7, 1000, 4], vec![50, 60]];
        assert!(planted(&start));
        let shrunk = shrink(start, TESTS, planted);
        assert_eq!(shrunk.case, vec![vec![9, 0]]);
        assert!(is_one_minimal(&shrunk.case, TESTS, planted));
        assert!(shrunk.steps > 0 && shrunk.tries >= shrunk.steps);
    }

    #[test]
    fn the_domain_bounds_every_step() {
        // Values may not go below 3, and a list may not be shorter than 2.
        let in_domain = |case: &Case| {
            case.iter()
                .all(|values| values.len() >= 2 && values.iter().all(|&value| value >= 3))
        };
        let fails = |case: &Case| in_domain(case) && planted(case);
        let shrunk = shrink(vec![vec![40, 3, 90, 3]], TESTS, fails);
        assert_eq!(shrunk.case, vec![vec![6, 3]]);
        assert!(is_one_minimal(&shrunk.case, TESTS, fails));
    }

    #[test]
    fn single_steps_follow_the_format() {
        let line = Format::Line(&["m", "a"]);
        assert_eq!(single_steps(&vec![vec![0, 2]], line), [vec![vec![0, 1]]]);
        let list = Format::List {
            count: "n",
            value: "a_i",
        };
        let steps = single_steps(&vec![vec![1, 2]], list);
        assert_eq!(
            steps,
            [
                vec![vec![2]],
                vec![vec![1]],
                vec![vec![0, 2]],
                vec![vec![1, 1]]
            ]
        );
        assert_eq!(single_steps(&vec![vec![], vec![]], TESTS).len(), 2);
        assert!(!is_one_minimal(&vec![vec![5, 4, 0]], TESTS, planted));
    }
}
