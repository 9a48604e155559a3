//! Yet Another Number Game: the O(1) rule against full search tables over the statement's
//! whole domain, and against two independent descriptions of Wythoff pairs up to 2^64.

use judge_tests::compare::{assert_agree, assert_caught, assert_rejected};
use judge_tests::problems::yet_another_number_game::solution::{
    first_player_wins, is_wythoff_pair, solve,
};
use judge_tests::problems::yet_another_number_game::writeup::writeup_rule;
use judge_tests::problems::yet_another_number_game::{
    fibonacci, losing_pairs_table, losing_triples_table, search as number_game, zeckendorf_partner,
    LIMIT, PROBLEM,
};
use std::collections::HashSet;

use judge_tests::format::Case;
use judge_tests::metadata;
use judge_tests::random::SplitMix64;
use judge_tests::search::all_tuples;
use judge_tests::stress::{Budget, Domain, Reference, Stress};

judge_tests::problem_tests!(judge_tests::problems::yet_another_number_game::PROBLEM);

#[test]
fn tables_agree_with_plain_search_on_small_values() {
    let mut search = number_game();
    let (pairs, triples) = (losing_pairs_table(12), losing_triples_table(12));
    for pair in all_tuples(2, 0..=11) {
        let index = (pair[0] * 12 + pair[1]) as usize;
        assert_eq!(
            pairs[index],
            !search.mover_wins(&pair),
            "pair table at {pair:?}"
        );
    }
    for triple in all_tuples(3, 0..=11) {
        let index = ((triple[0] * 12 + triple[1]) * 12 + triple[2]) as usize;
        assert_eq!(
            triples[index],
            !search.mover_wins(&triple),
            "triple table at {triple:?}"
        );
    }
}

#[test]
fn one_number_over_the_whole_domain() {
    let mut search = number_game();
    assert_agree(
        "n = 1",
        (0..LIMIT as u64).map(|x| vec![x]),
        |numbers| first_player_wins(numbers),
        |numbers| search.mover_wins(numbers),
    );
}

#[test]
fn two_numbers_over_the_whole_domain() {
    let table = losing_pairs_table(LIMIT);
    let compared = assert_agree(
        "n = 2",
        all_tuples(2, 0..=LIMIT as u64 - 1),
        |numbers| first_player_wins(numbers),
        |numbers| !table[numbers[0] as usize * LIMIT + numbers[1] as usize],
    );
    assert_eq!(compared, LIMIT * LIMIT);
}

#[test]
#[ignore = "slow: 27 million triples compared"]
fn three_numbers_over_the_whole_domain() {
    let table = losing_triples_table(LIMIT);
    let limit = LIMIT as u64;
    // The first numbers below and from the middle, compared on two threads.
    let compare = |first: std::ops::Range<u64>| {
        let triples =
            first.flat_map(|x| (0..limit).flat_map(move |y| (0..limit).map(move |z| [x, y, z])));
        assert_agree(
            "n = 3",
            triples,
            |numbers| first_player_wins(numbers),
            |&[x, y, z]| !table[((x * limit + y) * limit + z) as usize],
        )
    };
    let compared: usize = std::thread::scope(|scope| {
        let halves =
            [0..limit / 2, limit / 2..limit].map(|half| scope.spawn(move || compare(half)));
        halves
            .into_iter()
            .map(|half| {
                let joined = half.join();
                joined.unwrap_or_else(|panic| panic!("{}", judge::output::panic_message(&*panic)))
            })
            .sum()
    });
    assert_eq!(compared, LIMIT * LIMIT * LIMIT);
}

#[test]
fn comparison_catches_the_writeup_rule() {
    let table = losing_pairs_table(LIMIT);
    let caught = assert_caught(
        "write-up's XOR rule on two numbers",
        all_tuples(2, 0..=LIMIT as u64 - 1),
        |numbers| writeup_rule(numbers),
        |numbers| !table[numbers[0] as usize * LIMIT + numbers[1] as usize],
    );
    // 1 1: XOR says lost, but the joint move takes both.
    assert_eq!(caught, (vec![1, 1], false, true));
    // The sample 2 / 1 2, BitAryo: XOR says BitLGM.
    assert!(writeup_rule(&[1, 2]) && !first_player_wins(&[1, 2]));
    // The padded search: on (x, y, 0) the table is plain Nim, so it says BitLGM on 1 2.
    let triples = losing_triples_table(12);
    for (x, y) in (0..12).flat_map(|x| (0..12).map(move |y| (x, y))) {
        assert_eq!(triples[(x * 12 + y) * 12], x == y, "({x}, {y}, 0)");
    }
}

/// The first `count` Wythoff pairs by their defining recurrence: `a_k` is the least number
/// not used yet, `b_k = a_k + k`.
fn wythoff_pairs_by_mex(count: usize) -> Vec<(u64, u64)> {
    let mut used = vec![false; 3 * count + 3];
    let mut pairs = Vec::with_capacity(count);
    let mut candidate = 0;
    for k in 0..count {
        while used[candidate] {
            candidate += 1;
        }
        let (low, high) = (candidate as u64, (candidate + k) as u64);
        used[candidate] = true;
        used[candidate + k] = true;
        pairs.push((low, high));
    }
    pairs
}

#[test]
fn first_hundred_thousand_pairs_match_the_mex_recurrence() {
    let pairs = wythoff_pairs_by_mex(100_000);
    let is_pair: HashSet<(u64, u64)> = pairs.iter().copied().collect();
    for &(low, high) in &pairs {
        assert!(is_wythoff_pair(low, high), "({low}, {high}) is a pair");
        for (x, y) in [(low, high + 1), (low + 1, high), (low + 1, high + 1)] {
            assert_eq!(
                is_wythoff_pair(x.min(y), x.max(y)),
                is_pair.contains(&(x.min(y), x.max(y))),
                "({x}, {y})"
            );
        }
        if low > 0 {
            assert!(!is_wythoff_pair(low - 1, high), "({}, {high})", low - 1);
        }
    }
}

/// Two numbers below the 100 000th lower Wythoff number: lost exactly when they form one of the
/// first 100 000 pairs of the mex recurrence.
fn mex_pair_answers() -> Reference {
    let is_pair: HashSet<(u64, u64)> = wythoff_pairs_by_mex(100_000).into_iter().collect();
    Box::new(move |case: &Case| {
        let (x, y) = (case.values()[0], case.values()[1]);
        let lost = is_pair.contains(&(x.min(y), x.max(y)));
        (if lost { "BitAryo\n" } else { "BitLGM\n" }).to_string()
    })
}

/// `cases` random pairs below the 100 000th lower Wythoff number, against the mex recurrence.
fn random_pairs_match_the_mex_recurrence_in(cases: u64) {
    let below = wythoff_pairs_by_mex(100_000)
        .last()
        .map_or(0, |&(low, _)| low);
    let domain = Domain::beyond(&PROBLEM, metadata(PROBLEM.name))
        .bounded("n", 2..=2)
        .reaching(&[("a_i", below)]);
    let stress = Stress {
        reference: mex_pair_answers,
        ..Stress::of(&PROBLEM, domain)
    };
    stress.assert_passes("pairs below the 100 000th", &Budget::cases(282, cases));
}

#[test]
fn twenty_thousand_random_pairs_match_the_mex_recurrence() {
    random_pairs_match_the_mex_recurrence_in(20_000);
}

#[test]
#[ignore = "slow: 200,000 random pairs through the stress runner"]
fn random_pairs_match_the_mex_recurrence() {
    random_pairs_match_the_mex_recurrence_in(200_000);
}

#[test]
fn huge_pairs_match_the_zeckendorf_description() {
    let fibonacci = fibonacci();
    let mut rng = SplitMix64::new(0x282D);
    let mut checked_pairs = 0;
    for _ in 0..200_000 {
        let low = rng.edgy_u64().max(1);
        let Some(partner) = zeckendorf_partner(low, &fibonacci) else {
            // Not a lower number: no partner at all, whatever the gap.
            let high = low.saturating_add(rng.in_range(0..=low / 2 + 1));
            assert!(
                !is_wythoff_pair(low, high),
                "({low}, {high}) has no partner"
            );
            continue;
        };
        let Ok(partner) = u64::try_from(partner) else {
            assert!(
                !is_wythoff_pair(low, u64::MAX),
                "({low}, MAX): partner exceeds u64"
            );
            continue;
        };
        checked_pairs += 1;
        assert!(is_wythoff_pair(low, partner), "({low}, {partner})");
        for high in [partner - 1, partner.saturating_add(1)] {
            if high != partner && high >= low {
                assert!(
                    !is_wythoff_pair(low, high),
                    "({low}, {high}) is next to a pair"
                );
            }
        }
    }
    assert!(
        checked_pairs > 10_000,
        "only {checked_pairs} true pairs drawn"
    );
}

#[test]
fn largest_pairs_that_fit_in_u64() {
    let fibonacci = fibonacci();
    // Lower numbers near u64::MAX / phi, found by the Zeckendorf description alone.
    // (The float only picks the window; it is wider than the float's error of about 2^12.)
    let start = (u64::MAX as f64 / 1.618_033_988_749_895) as u64 - 20_000;
    let candidates: Vec<(u64, u128)> = (start..start + 40_000)
        .filter_map(|low| zeckendorf_partner(low, &fibonacci).map(|partner| (low, partner)))
        .collect();
    let fits = |&(_, partner): &&(u64, u128)| *partner <= u128::from(u64::MAX);
    let largest = candidates
        .iter()
        .rev()
        .find(fits)
        .expect("a pair fits near the top");
    let first_too_big = candidates
        .iter()
        .find(|pair| !fits(pair))
        .expect("and one does not");
    assert!(largest.0 < first_too_big.0);
    let (low, high) = (largest.0, largest.1 as u64);
    assert!(is_wythoff_pair(low, high), "largest pair ({low}, {high})");
    assert!(!is_wythoff_pair(low, high - 1) && !is_wythoff_pair(low - 1, high));
    assert!(high
        .checked_add(1)
        .map_or(true, |next| !is_wythoff_pair(low, next)));
    // The next lower number's partner is past u64::MAX, so no pair starts there.
    let next_low = first_too_big.0;
    for high in [u64::MAX, u64::MAX - 1, u64::MAX - 2] {
        assert!(!is_wythoff_pair(next_low, high), "({next_low}, {high})");
    }
    assert!(!first_player_wins(&[high, low]));
    assert_eq!(first_player_wins(&[low, u64::MAX]), high != u64::MAX);
}

#[test]
fn solve_reads_the_samples_and_rejects_bad_input() {
    assert_eq!(solve("2\n1 1\n").as_deref(), Ok("BitLGM\n"));
    assert_eq!(solve("2\n1 2\n").as_deref(), Ok("BitAryo\n"));
    assert_eq!(solve("3\n1 2 1\n").as_deref(), Ok("BitLGM\n"));
    let bad = [
        ("0\n", "expected n (an integer from 1 to 3)"),
        ("4\n1 2 3 4\n", "expected n"),
        ("2\n1\n", "expected a_2"),
        ("2\n1 2 3\n", "expected end of input at line 2, column 5"),
        ("3\n1 -2 3\n", "expected a_2"),
        ("1\n18446744073709551616\n", "expected a_1"),
    ];
    assert_rejected(solve, &bad);
}

/// The second method of `cargo stress` against the search itself, on every position it answers
/// within the search's reach: one and two numbers below 60, three below 12.
#[test]
fn the_second_method_matches_search() {
    let mut search = number_game();
    let mut second = judge_tests::problems::yet_another_number_game::second_answers();
    let positions = (1..=2)
        .flat_map(|count| all_tuples(count, 0..=59))
        .chain(all_tuples(3, 0..=11));
    let compared = assert_agree(
        "yet-another-number-game, second method",
        positions,
        |numbers| second(&Case::list(numbers)),
        |numbers| {
            let won = search.mover_wins(numbers);
            (if won { "BitLGM\n" } else { "BitAryo\n" }).to_string()
        },
    );
    assert_eq!(compared, 60 + 60 * 60 + 12 * 12 * 12, "positions compared");
}
