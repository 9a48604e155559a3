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
    // Every value is halved before anything is dropped: of the 1-minimal pairs (a value of
    // at least 5, a sum of 9), this one is left.
    assert_eq!(shrunk.case, Case::lists(&[vec![8, 1]]));
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

#[test]
fn pairs_shrink_an_even_count_with_the_domain_known() {
    // The domain told apart from the failure: single drops leave it, so pairs are tried.
    let sizes: Vec<u64> = (0..25).map(|i| 50 - 2 * i).collect();
    let mut piles = sizes.clone();
    piles.extend(sizes.iter().rev());
    let inside = |case: &Case| {
        let piles = case.values();
        piles.len() % 2 == 0 && piles.len() >= 2 && piles.iter().all(|&p| p >= 1)
    };
    let limits = Limits::default();
    let shrunk = shrink_within(
        Case::list(&piles),
        LIST,
        limits,
        Some(&inside),
        pairing_writeup_fails,
    );
    assert_eq!(shrunk.case, Case::list(&[1, 1, 1, 2]), "four piles");
    assert!(is_one_minimal(&shrunk.case, LIST, pairing_writeup_fails));
}

/// 100 piles of 1 that fail only as they are (a bug at `n = 100` alone), piles at least 1:
/// `(runs, shrunk)`, the runs counted by the failure's test.
fn hundred_piles(limits: Limits) -> (usize, Shrunk) {
    let inside = |case: &Case| case.values().iter().all(|&pile| pile >= 1);
    let mut runs = 0;
    let fails = |case: &Case| {
        runs += 1;
        case.values().len() == 100
    };
    let shrunk = shrink_within(Case::list(&[1; 100]), LIST, limits, Some(&inside), fails);
    (runs, shrunk)
}

#[test]
fn no_pair_is_run_where_no_single_step_left_the_domain() {
    // Every drop of one pile passes (inside the domain): no pair of drops is run, and every
    // lowering of a pile of 1 leaves the domain, so no lowering is run at all.
    let (runs, shrunk) = hundred_piles(Limits::default());
    assert_eq!(shrunk.case, Case::list(&[1; 100]));
    assert!(!shrunk.stopped);
    // Blocks of 50, 25, 13, 7, 4, 2, 1: 2 + 4 + 8 + 15 + 25 + 50 + 100 drops; the 4,950 pairs
    // of drops are not run.
    assert_eq!(runs, 204);
}

#[test]
fn a_shrinking_past_its_deadline_stops_with_a_failing_case() {
    let past = Some(Instant::now());
    let (runs, shrunk) = hundred_piles(Limits {
        tries: MAX_TRIES,
        deadline: past,
    });
    assert_eq!(runs, 0, "nothing run past the deadline");
    assert!(shrunk.stopped, "said to stop short");
    assert_eq!(shrunk.case, Case::list(&[1; 100]), "the failing case kept");
}

#[test]
fn a_long_list_whose_items_mostly_go_takes_few_runs() {
    // 1000 piles of which two must stay: blocks of half the list as it is, never more.
    let mut runs = 0;
    let fails = |case: &Case| {
        runs += 1;
        let values = case.values();
        values.contains(&7) && values.contains(&9)
    };
    let mut piles = vec![1; 1000];
    (piles[300], piles[800]) = (7, 9);
    let inside = |_: &Case| true;
    let shrunk = shrink_within(
        Case::list(&piles),
        LIST,
        Limits::default(),
        Some(&inside),
        fails,
    );
    assert_eq!(shrunk.case, Case::list(&[7, 9]));
    assert!(runs <= 80, "{runs} runs");
}

#[test]
fn a_row_that_fails_only_at_its_length_has_its_values_halved_before_any_drop() {
    // 1000 large piles, failing at exactly 1000 piles whatever their sizes: every drop passes,
    // so a budget of 40 tries would go on drops alone.
    let piles: Vec<u64> = (1..=1000)
        .map(|i| i * 999_983 % 1_000_000_000 + 1)
        .collect();
    let inside = |case: &Case| case.values().iter().all(|&pile| pile >= 1);
    let fails = |case: &Case| case.values().len() == 1000;
    let limits = Limits {
        tries: 40,
        deadline: None,
    };
    let shrunk = shrink_within(Case::list(&piles), LIST, limits, Some(&inside), fails);
    assert!(shrunk.stopped, "the drops spend the tries");
    assert_eq!(
        shrunk.case,
        Case::list(&[1; 1000]),
        "every pile halved down to 1"
    );
    assert!(shrunk.tries <= 40);
}
