//! Shrinking a failing case: passes over the case, each taking every smaller case that still
//! fails, until a whole pass takes none. A pass drops blocks of tests and of values (halves
//! first, then quarters, down to single ones), lowers every value at once, then each value by
//! a decreasing amount (all of it first, down to one). When a pass takes nothing, a pass over
//! pairs follows: two items of a list dropped at once, two values lowered by the same amount,
//! which is what a rule such as `n` even needs (one item less leaves the domain). The last
//! passes tried every single step and every pair, so the result is 1-minimal: dropping one or
//! two items (tests, values of a list), or lowering one value or two by one, each gives a case
//! that passes or leaves the domain.

use crate::format::{at, items_at, part, value_places, Case, Format};

/// What shrinking took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shrunk {
    pub case: Case,
    /// How many smaller cases were taken.
    pub steps: usize,
    /// How many smaller cases were tried.
    pub tries: usize,
    /// Whether shrinking stopped at `MAX_TRIES`, short of a 1-minimal case.
    pub stopped: bool,
}

/// The most smaller cases one shrinking tries: a value that keeps failing as it is lowered one
/// by one would otherwise be lowered 2^64 times.
pub const MAX_TRIES: usize = 20_000;

/// Shrinks `case`, which `still_fails`, to a 1-minimal case, or as far as `MAX_TRIES` tries
/// take it (`stopped`). `still_fails` also answers `false` for a case outside the domain in use.
pub fn shrink(case: Case, format: Format, still_fails: impl FnMut(&Case) -> bool) -> Shrunk {
    let mut shrinker = Shrinker {
        shrunk: Shrunk {
            case,
            steps: 0,
            tries: 0,
            stopped: false,
        },
        still_fails,
    };
    loop {
        let steps = shrinker.shrunk.steps;
        // Outer lists first; dropping items of one removes only lists after it, inside it.
        let mut list = 0;
        while let Some(place) = format.lists(&shrinker.shrunk.case).get(list).cloned() {
            shrinker.drop_blocks(&place);
            list += 1;
        }
        shrinker.lower_every_value();
        shrinker.lower_each_value();
        if shrinker.shrunk.stopped {
            return shrinker.shrunk;
        }
        if shrinker.shrunk.steps == steps {
            let mut list = 0;
            while let Some(place) = format.lists(&shrinker.shrunk.case).get(list).cloned() {
                shrinker.drop_pairs(&place);
                list += 1;
            }
            shrinker.lower_pairs();
            if shrinker.shrunk.steps == steps || shrinker.shrunk.stopped {
                return shrinker.shrunk;
            }
        }
    }
}

struct Shrinker<F> {
    shrunk: Shrunk,
    still_fails: F,
}

impl<F: FnMut(&Case) -> bool> Shrinker<F> {
    /// Takes `smaller` if it still fails; once the tries are spent, takes nothing more.
    fn take(&mut self, smaller: Case) -> bool {
        if self.shrunk.tries >= MAX_TRIES {
            self.shrunk.stopped = true;
            return false;
        }
        self.shrunk.tries += 1;
        let taken = (self.still_fails)(&smaller);
        if taken {
            self.shrunk.case = smaller;
            self.shrunk.steps += 1;
        }
        taken
    }

    /// Drops blocks of the list at `place`: blocks of half its length (rounded up), then a
    /// quarter, down to single items.
    fn drop_blocks(&mut self, place: &[usize]) {
        let length = |case: &mut Case| items_at(case, place).len();
        let mut size = length(&mut self.shrunk.case).div_ceil(2);
        while size > 0 {
            let mut start = 0;
            while start < length(&mut self.shrunk.case) {
                let mut smaller = self.shrunk.case.clone();
                let items = items_at(&mut smaller, place);
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
        let smallest = self.shrunk.case.values().into_iter().min();
        for amount in decreasing_amounts(smallest.unwrap_or(0)) {
            let mut lowered = self.shrunk.case.clone();
            for place in value_places(&lowered) {
                if let Case::Value(value) = at(&mut lowered, &place) {
                    *value -= amount;
                }
            }
            if self.take(lowered) {
                return;
            }
        }
    }

    /// Lowers each value on its own, by all of it first, down to one.
    fn lower_each_value(&mut self) {
        for place in value_places(&self.shrunk.case) {
            'lower: loop {
                let value = value_at(&mut self.shrunk.case, &place);
                for amount in decreasing_amounts(value) {
                    let mut smaller = self.shrunk.case.clone();
                    *at(&mut smaller, &place) = Case::Value(value - amount);
                    if self.take(smaller) {
                        continue 'lower;
                    }
                }
                break;
            }
        }
    }
}

impl<F: FnMut(&Case) -> bool> Shrinker<F> {
    /// Drops two items of the list at `place` at once, each pair in turn.
    fn drop_pairs(&mut self, place: &[usize]) {
        let mut first = 0;
        while first < items_at(&mut self.shrunk.case, place).len() {
            let mut second = first + 1;
            while second < items_at(&mut self.shrunk.case, place).len() {
                let mut smaller = self.shrunk.case.clone();
                let items = items_at(&mut smaller, place);
                items.remove(second);
                items.remove(first);
                // Taken: the items after `first` moved down; try its new partners.
                if self.take(smaller) {
                    second = first + 1;
                } else if self.shrunk.stopped {
                    return;
                } else {
                    second += 1;
                }
            }
            first += 1;
        }
    }

    /// Lowers two values at once by the same amount, the most first, which keeps their
    /// difference: two piles that must stay equal.
    fn lower_pairs(&mut self) {
        let places = value_places(&self.shrunk.case);
        for (index, first) in places.iter().enumerate() {
            for second in &places[index + 1..] {
                'lower: loop {
                    let values = (
                        value_at(&mut self.shrunk.case, first),
                        value_at(&mut self.shrunk.case, second),
                    );
                    for amount in decreasing_amounts(values.0.min(values.1)) {
                        let mut smaller = self.shrunk.case.clone();
                        *at(&mut smaller, first) = Case::Value(values.0 - amount);
                        *at(&mut smaller, second) = Case::Value(values.1 - amount);
                        if self.take(smaller) {
                            continue 'lower;
                        }
                    }
                    break;
                }
                if self.shrunk.stopped {
                    return;
                }
            }
        }
    }
}

fn value_at(case: &mut Case, place: &[usize]) -> u64 {
    match at(case, place) {
        Case::Value(value) => *value,
        Case::Items(_) => panic!("no value at {place:?}"),
    }
}

/// `value`, then half of it, a quarter, ... down to 1; nothing for 0.
fn decreasing_amounts(value: u64) -> impl Iterator<Item = u64> {
    std::iter::successors(Some(value).filter(|&value| value > 0), |&amount| {
        Some(amount / 2).filter(|&half| half > 0)
    })
}

/// The single steps of 1-minimality: drop one item of a list (a test, a value), lower one value
/// by one.
pub fn single_steps(case: &Case, format: Format) -> Vec<Case> {
    let mut steps = Vec::new();
    for place in format.lists(case) {
        for index in 0..part(case, &place).items().len() {
            let mut smaller = case.clone();
            items_at(&mut smaller, &place).remove(index);
            steps.push(smaller);
        }
    }
    for place in value_places(case) {
        let mut smaller = case.clone();
        let value = value_at(&mut smaller, &place);
        if value > 0 {
            *at(&mut smaller, &place) = Case::Value(value - 1);
            steps.push(smaller);
        }
    }
    steps
}

/// The steps by pairs: drop two items of a list, lower two values by one each.
pub fn pair_steps(case: &Case, format: Format) -> Vec<Case> {
    let mut steps = Vec::new();
    for place in format.lists(case) {
        let length = part(case, &place).items().len();
        for first in 0..length {
            for second in first + 1..length {
                let mut smaller = case.clone();
                let items = items_at(&mut smaller, &place);
                items.remove(second);
                items.remove(first);
                steps.push(smaller);
            }
        }
    }
    let places = value_places(case);
    for (index, first) in places.iter().enumerate() {
        for second in &places[index + 1..] {
            let mut smaller = case.clone();
            let values = (
                value_at(&mut smaller, first),
                value_at(&mut smaller, second),
            );
            if values.0 > 0 && values.1 > 0 {
                *at(&mut smaller, first) = Case::Value(values.0 - 1);
                *at(&mut smaller, second) = Case::Value(values.1 - 1);
                steps.push(smaller);
            }
        }
    }
    steps
}

/// Whether no single step of `case` and no step by pairs still fails.
pub fn is_one_minimal(
    case: &Case,
    format: Format,
    mut still_fails: impl FnMut(&Case) -> bool,
) -> bool {
    let steps = single_steps(case, format).into_iter();
    !steps
        .chain(pair_steps(case, format))
        .any(|step| still_fails(&step))
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIST: Format = Format::List {
        count: "n",
        item: &Format::Value("a_i"),
    };
    const TESTS: Format = Format::List {
        count: "T",
        item: &LIST,
    };

    /// Fails when some test holds a value of at least 5 and two values summing to at least 9.
    fn planted(case: &Case) -> bool {
        case.lists_of_values().iter().any(|values| {
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
        let start = Case::lists(&[vec![1, 2, 3], vec![9, 100, 7, 1000, 4], vec![50, 60]]);
        assert!(planted(&start));
        let shrunk = shrink(start, TESTS, planted);
        assert_eq!(shrunk.case, Case::lists(&[vec![0, 9]]));
        assert!(is_one_minimal(&shrunk.case, TESTS, planted));
        assert!(shrunk.steps > 0 && shrunk.tries >= shrunk.steps);
        assert!(!shrunk.stopped, "well within the tries");
    }

    #[test]
    fn shrinking_stops_after_its_tries() {
        // Fails while 400 values are all at least 1,000: each value takes about a hundred
        // tries to lower, more than `MAX_TRIES` in all.
        let fails = |case: &Case| {
            let values = case.values();
            values.len() == 400 && values.iter().all(|&value| value >= 1_000)
        };
        let shrunk = shrink(Case::list(&[1 << 40; 400]), LIST, fails);
        assert!(shrunk.stopped, "stopped short after {} tries", shrunk.tries);
        assert_eq!(shrunk.tries, MAX_TRIES, "every try spent");
        assert!(fails(&shrunk.case), "the case still fails");
    }

    #[test]
    fn the_domain_bounds_every_step() {
        // Values may not go below 3, and a list may not be shorter than 2.
        let in_domain = |case: &Case| {
            case.lists_of_values()
                .iter()
                .all(|values| values.len() >= 2 && values.iter().all(|&value| value >= 3))
        };
        let fails = |case: &Case| in_domain(case) && planted(case);
        let shrunk = shrink(Case::lists(&[vec![40, 3, 90, 3]]), TESTS, fails);
        assert_eq!(shrunk.case, Case::lists(&[vec![6, 3]]));
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
        let odd_with_a_two = |case: &Case| {
            let values = case.values();
            values.len() % 2 == 1 && values.contains(&2)
        };
        let mut start = vec![2];
        start.extend([1; 90]);
        let start = Case::list(&start);
        assert!(odd_with_a_two(&start));
        let shrunk = shrink(start, LIST, odd_with_a_two);
        // Single drops alone would stop at once; blocks of two 1s go, then the last two as a
        // pair.
        assert_eq!(shrunk.case, Case::list(&[2]));
        assert!(is_one_minimal(&shrunk.case, LIST, odd_with_a_two));
    }

    #[test]
    fn single_steps_follow_the_format() {
        let line = Format::Line(&["m", "a"]);
        assert_eq!(
            single_steps(&Case::list(&[0, 2]), line),
            [Case::list(&[0, 1])],
            "a line's values are lowered, never dropped"
        );
        let steps = single_steps(&Case::list(&[1, 2]), LIST);
        let expected = [[2].as_slice(), &[1], &[0, 2], &[1, 1]].map(Case::list);
        assert_eq!(steps, expected, "drops first, then lowerings");
        let two_empty_tests = Case::lists(&[vec![], vec![]]);
        assert_eq!(
            single_steps(&two_empty_tests, TESTS).len(),
            2,
            "drop either test"
        );
        assert!(!is_one_minimal(
            &Case::lists(&[vec![5, 4, 0]]),
            TESTS,
            planted
        ));
    }

    #[test]
    fn lines_of_tests_drop_whole_tests_only() {
        const PAIRS: Format = Format::List {
            count: "t",
            item: &Format::Line(&["n", "k"]),
        };
        // Fails while some test has n > k.
        let fails = |case: &Case| case.lists_of_values().iter().any(|pair| pair[0] > pair[1]);
        let start = Case::lists(&[vec![1, 5], vec![90, 30], vec![7, 7]]);
        let shrunk = shrink(start, PAIRS, fails);
        assert_eq!(shrunk.case, Case::lists(&[vec![1, 0]]));
        assert!(is_one_minimal(&shrunk.case, PAIRS, fails));
    }

    /// Thanos Nim's write-up as a pairing argument: Bob wins when every pile size occurs an even
    /// number of times. The truth: Bob wins when more than half the piles are at the minimum.
    /// Its smallest counterexamples have four piles (`1 1 2 2`, `1 1 1 2`); in the domain `n` is even and
    /// every pile is at least 1, so a single drop or a single lowering of a paired case leaves
    /// the domain or the failure.
    fn pairing_writeup_fails(case: &Case) -> bool {
        let piles = case.values();
        let in_domain = piles.len() % 2 == 0 && piles.len() >= 2 && piles.iter().all(|&p| p >= 1);
        let minimum = piles.iter().min().copied().unwrap_or(0);
        let at_minimum = piles.iter().filter(|&&p| p == minimum).count();
        let bob_wins = at_minimum * 2 > piles.len();
        let paired = piles
            .iter()
            .all(|p| piles.iter().filter(|&q| q == p).count() % 2 == 0);
        in_domain && bob_wins != paired
    }

    #[test]
    fn pairs_shrink_a_case_whose_count_must_stay_even() {
        // Fifty piles, every size twice, the two of a size far apart, the minimum twice.
        let sizes: Vec<u64> = (0..25).map(|i| 50 - 2 * i).collect();
        let mut piles = sizes.clone();
        piles.extend(sizes.iter().rev());
        let start = Case::list(&piles);
        assert!(pairing_writeup_fails(&start));
        let shrunk = shrink(start, LIST, pairing_writeup_fails);
        // Single drops and lowerings alone stop at 48 piles: every one leaves the domain or
        // pairs no longer.
        assert_eq!(shrunk.case, Case::list(&[1, 1, 1, 2]), "four piles");
        assert!(pairing_writeup_fails(&shrunk.case));
        assert!(is_one_minimal(&shrunk.case, LIST, pairing_writeup_fails));
        assert!(!shrunk.stopped, "{} tries", shrunk.tries);
    }
}
