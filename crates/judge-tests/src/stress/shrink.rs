//! Shrinking a failing case: passes over the case, each taking every smaller case that still
//! fails, until a whole pass takes none. A pass drops blocks of tests and of values (halves
//! first, then quarters, down to single ones), lowers every value at once, then each value by
//! a decreasing amount (all of it first, down to one). The last pass tried every single step,
//! so the result is 1-minimal: dropping one test, dropping one value of a list, or lowering one
//! value by one each gives a case that passes or leaves the domain.

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
pub fn shrink(case: Case, format: Format, still_fails: impl FnMut(&Case) -> bool) -> Shrunk {
    let mut shrinker = Shrinker {
        shrunk: Shrunk {
            case,
            steps: 0,
            tries: 0,
        },
        still_fails,
    };
    loop {
        let steps = shrinker.shrunk.steps;
        if format.has_tests() {
            shrinker.drop_blocks(|case| case);
        }
        if format.has_counts() {
            for test in 0..shrinker.shrunk.case.len() {
                shrinker.drop_blocks(|case| &mut case[test]);
            }
        }
        shrinker.lower_every_value();
        shrinker.lower_each_value();
        if shrinker.shrunk.steps == steps {
            return shrinker.shrunk;
        }
    }
}

struct Shrinker<F> {
    shrunk: Shrunk,
    still_fails: F,
}

impl<F: FnMut(&Case) -> bool> Shrinker<F> {
    /// Takes `smaller` if it still fails.
    fn take(&mut self, smaller: Case) -> bool {
        self.shrunk.tries += 1;
        let taken = (self.still_fails)(&smaller);
        if taken {
            self.shrunk.case = smaller;
            self.shrunk.steps += 1;
        }
        taken
    }

    /// Drops blocks of the list that `list` picks (the tests, or one test's values): blocks of
    /// half its length (rounded up), then a quarter, down to single items.
    fn drop_blocks<T: Clone>(&mut self, list: impl Fn(&mut Case) -> &mut Vec<T>) {
        let mut size = list(&mut self.shrunk.case).len().div_ceil(2);
        while size > 0 {
            let mut start = 0;
            while start < list(&mut self.shrunk.case).len() {
                let mut smaller = self.shrunk.case.clone();
                let items = list(&mut smaller);
                let end = (start + size).min(items.len());
                items.drain(start..end);
                // Taken: the next block has moved to `start`.
                if !self.take(smaller) {
                    start += size;
                }
            }
            size = if size == 1 { 0 } else { size.div_ceil(2) };
        }
    }

    /// Lowers every value by the same amount, which keeps their differences.
    fn lower_every_value(&mut self) {
        let smallest = self.shrunk.case.iter().flatten().copied().min();
        for amount in decreasing_amounts(smallest.unwrap_or(0)) {
            let lowered = self.shrunk.case.iter();
            let lowered =
                lowered.map(|values| values.iter().map(|&value| value - amount).collect());
            if self.take(lowered.collect()) {
                return;
            }
        }
    }

    /// Lowers each value on its own, by all of it first, down to one.
    fn lower_each_value(&mut self) {
        for test in 0..self.shrunk.case.len() {
            for index in 0..self.shrunk.case[test].len() {
                'lower: loop {
                    let value = self.shrunk.case[test][index];
                    for amount in decreasing_amounts(value) {
                        let mut smaller = self.shrunk.case.clone();
                        smaller[test][index] = value - amount;
                        if self.take(smaller) {
                            continue 'lower;
                        }
                    }
                    break;
                }
            }
        }
    }
}

/// `value`, then half of it, a quarter, ... down to 1; nothing for 0.
fn decreasing_amounts(value: u64) -> impl Iterator<Item = u64> {
    std::iter::successors(Some(value).filter(|&value| value > 0), |&amount| {
        Some(amount / 2).filter(|&half| half > 0)
    })
}

/// The single steps of 1-minimality: drop one test, drop one value of a list, lower one value
/// by one.
pub fn single_steps(case: &Case, format: Format) -> Vec<Case> {
    let mut steps = Vec::new();
    if format.has_tests() {
        for test in 0..case.len() {
            let mut smaller = case.clone();
            smaller.remove(test);
            steps.push(smaller);
        }
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
    for (test, values) in case.iter().enumerate() {
        for (index, &value) in values.iter().enumerate() {
            if value > 0 {
                let mut smaller = case.clone();
                smaller[test][index] = value - 1;
                steps.push(smaller);
            }
        }
    }
    steps
}

/// Whether no single step of `case` still fails.
pub fn is_one_minimal(
    case: &Case,
    format: Format,
    mut still_fails: impl FnMut(&Case) -> bool,
) -> bool {
    !single_steps(case, format).iter().any(&mut still_fails)
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
        assert_eq!(shrunk.case, vec![vec![0, 9]]);
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
    fn amounts_halve_down_to_one() {
        assert_eq!(decreasing_amounts(10).collect::<Vec<_>>(), [10, 5, 2, 1]);
        assert_eq!(decreasing_amounts(1).collect::<Vec<_>>(), [1]);
        assert_eq!(decreasing_amounts(0).count(), 0);
        assert_eq!(decreasing_amounts(u64::MAX).count(), 64);
    }

    #[test]
    fn blocks_of_values_go_together() {
        // Fails while the list holds a 2 and an odd number of values: single drops all pass.
        let odd_with_a_two = |case: &Case| case[0].len() % 2 == 1 && case[0].contains(&2);
        let list = Format::List {
            count: "n",
            value: "a_i",
        };
        let mut start = vec![vec![2]];
        start[0].extend([1; 90]);
        assert!(odd_with_a_two(&start));
        let shrunk = shrink(start, list, odd_with_a_two);
        // Single drops alone would stop at once; blocks of two 1s (then lowered to 0) go.
        assert_eq!(shrunk.case, vec![vec![2, 0, 0]]);
        assert!(is_one_minimal(&shrunk.case, list, odd_with_a_two));
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
