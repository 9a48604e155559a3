//! Left Stack Game: the closed form against plain game-tree search.

use judge_tests::compare::{assert_agree, assert_caught, assert_rejected};
use judge_tests::format::Case;
use judge_tests::metadata;
use judge_tests::problems::left_stack_game::solution::{first_player_wins, solve};
use judge_tests::problems::left_stack_game::writeup::writeup_formula;
use judge_tests::problems::left_stack_game::{
    position, reduced, reference, search as brute_force, Stacks, PROBLEM,
};
use judge_tests::search::all_tuples;
use judge_tests::stress::{Budget, Domain, Reference, Stress};

judge_tests::problem_tests!(judge_tests::problems::left_stack_game::PROBLEM);

/// The small domain: 1 <= m <= 6 and every stack in 0..=3(m + 1).
fn small_domain() -> Vec<(u64, Stacks)> {
    (1..=6u64)
        .flat_map(|max_take| {
            all_tuples(3, 0..=3 * (max_take + 1))
                .into_iter()
                .map(move |stacks| (max_take, [stacks[0], stacks[1], stacks[2]]))
        })
        .collect()
}

/// The brute force on every position of the small domain, one search per m.
fn brute_force_verdicts() -> impl FnMut(&(u64, Stacks)) -> bool {
    let mut searches: Vec<_> = (0..=6u64).map(brute_force).collect();
    move |&(max_take, stacks)| searches[max_take as usize].mover_wins(&stacks)
}

#[test]
fn closed_form_matches_search_on_every_small_position() {
    let compared = assert_agree(
        "left-stack-game, exhaustive",
        small_domain(),
        |&(max_take, stacks)| first_player_wins(max_take, stacks),
        brute_force_verdicts(),
    );
    // sum over m = 1..=6 of (3(m + 1) + 1)^3 positions
    assert_eq!(compared, 25_143);
}

#[test]
fn comparison_catches_the_writeup_formula() {
    // On the whole domain, and also where every stack is non-empty: the write-up's formula was
    // meant for non-empty stacks, and it is wrong there too.
    let nonempty = |(_, stacks): &(u64, Stacks)| stacks.iter().all(|&rocks| rocks > 0);
    for (domain, positions) in [
        ("all positions", small_domain()),
        (
            "non-empty stacks",
            small_domain().into_iter().filter(nonempty).collect(),
        ),
    ] {
        assert_caught(
            &format!("write-up's formula, {domain}"),
            positions,
            |&(max_take, stacks)| writeup_formula(max_take, stacks),
            brute_force_verdicts(),
        );
    }
    // The published counterexample, where every move removes one rock and parity decides.
    assert!(
        writeup_formula(1, [1, 1, 2]),
        "the write-up says Tomaz wins 1 1 1 2"
    );
    assert!(!brute_force(1).mover_wins(&[1, 1, 2]));
}

#[test]
fn outcome_has_period_m_plus_1_in_every_nonempty_stack() {
    let mut verdict = brute_force_verdicts();
    let mut checked = 0;
    for (max_take, stacks) in small_domain() {
        let period = max_take + 1;
        for index in 0..3 {
            let mut shifted = stacks;
            shifted[index] += period;
            if stacks[index] == 0 || shifted[index] > 3 * period {
                continue;
            }
            let (here, there) = (verdict(&(max_take, stacks)), verdict(&(max_take, shifted)));
            assert_eq!(
                here, there,
                "m = {max_take}: {stacks:?} and {shifted:?} differ"
            );
            checked += 1;
        }
    }
    assert!(checked > 20_000, "only {checked} pairs compared");
}

/// Search on the representative of a position with every non-empty stack brought into
/// 1..=m + 1, which has the same outcome (the periodicity tested above).
fn search_on_the_reduced_position() -> Reference {
    let mut search = reference();
    Box::new(move |case: &Case| {
        let (max_take, stacks) = position(case);
        let reduced = stacks.map(|rocks| match rocks {
            0 => 0,
            _ => (rocks - 1) % (max_take + 1) + 1,
        });
        search(&Case::list(&[max_take, reduced[0], reduced[1], reduced[2]]))
    })
}

#[test]
fn huge_stacks_match_search_on_the_reduced_position() {
    let domain = Domain::beyond(&PROBLEM, metadata(PROBLEM.name)).reaching(&[("m", 6)]);
    let stress = Stress {
        reference: search_on_the_reduced_position,
        ..Stress::of(&PROBLEM, domain)
    };
    stress.assert_passes("stacks up to u64::MAX", &Budget::cases(0x1EF7_57AC, 30_000));
}

const MAX: u64 = u64::MAX;
/// m = 10^18, so k = 10^18 + 1.
const BIG: u64 = 1_000_000_000_000_000_000;
const K: u64 = BIG + 1;

/// Each case's worked-out answer against the solution: `m`, the stacks, whether the first
/// player wins, and why.
fn assert_worked(cases: &[(u64, Stacks, bool, &str)]) {
    for &(max_take, stacks, wins, why) in cases {
        assert_eq!(
            first_player_wins(max_take, stacks),
            wins,
            "m = {max_take}, stacks {stacks:?}: {why}"
        );
    }
}

#[test]
fn boundaries_for_huge_m_worked_by_hand_one_and_two_stacks() {
    assert_worked(&[
        // One stack of x <= m: take it all.
        (MAX, [MAX, 0, 0], true, "k = 2^64 > every stack, take all"),
        (
            MAX - 1,
            [MAX, 0, 0],
            false,
            "k = u64::MAX rocks exactly: lost",
        ),
        (BIG, [K, 0, 0], false, "one stack of k"),
        (
            BIG,
            [0, 0, 2 * K],
            false,
            "one stack of 2k (the others empty)",
        ),
        (BIG, [0, K + 1, 0], true, "one stack of k + 1: take one"),
        // Two stacks (the third empty): lost iff equal modulo k.
        (MAX, [MAX, MAX, 0], false, "equal"),
        (MAX, [1, 2, 0], true, "unequal: take one from the right"),
        (BIG, [K, 2 * K, 0], false, "k and 2k are equal mod k"),
        (
            BIG,
            [2 * BIG + 1, BIG, 0],
            false,
            "2m + 1 = 2k - 1 is m mod k",
        ),
        (BIG, [1, K + 1, 0], false, "1 and k + 1 are equal mod k"),
        (BIG, [1, K, 0], true, "1 and k differ mod k"),
    ]);
}

#[test]
fn boundaries_for_huge_m_worked_by_hand_three_stacks() {
    assert_worked(&[
        // Three stacks: free(a) ^ locked(b) ^ locked(c); with k = 2^64, free(x) = x and
        // locked(x) = x - 1.
        (MAX, [1, 1, 2], false, "1 ^ 0 ^ 1 = 0"),
        (MAX, [1, 2, 2], true, "1 ^ 1 ^ 1 = 1"),
        (MAX, [MAX, MAX, 1], true, "MAX ^ (MAX - 1) ^ 0 = 1"),
        (
            MAX,
            [1 << 63, (1 << 63) + 1, 1],
            false,
            "2^63 ^ 2^63 ^ 0 = 0",
        ),
        (MAX, [MAX, 1, MAX], true, "MAX ^ 0 ^ (MAX - 1) = 1"),
        (
            MAX,
            [MAX - 1, MAX, 1],
            false,
            "(MAX - 1) ^ (MAX - 1) ^ 0 = 0",
        ),
        (BIG, [K, K, K], false, "0 ^ m ^ m = 0"),
        (BIG, [2 * BIG + 1, 1, 1], true, "free(2k - 1) = m, others 0"),
        (
            BIG,
            [BIG, 1, K],
            false,
            "m ^ 0 ^ m = 0: emptying a is possible but loses",
        ),
    ]);
}

#[test]
fn solve_reads_one_line_and_names_the_winner() {
    assert_eq!(solve("3 1 1 1\n").as_deref(), Ok("Tomaz\n"));
    assert_eq!(solve("1 1 1 2").as_deref(), Ok("Danftito\n"));
    assert_eq!(solve("  1\n0\t0 0\r\n").as_deref(), Ok("Danftito\n"));
}

#[test]
fn solve_rejects_bad_input_with_the_place() {
    let cases = [
        ("", "expected m"),
        ("0 1 1 1", "expected m (an integer from 1 to"),
        ("1 1 1", "expected c"),
        ("1 1 1 1 1", "expected end of input at line 1, column 9"),
        ("1 -1 1 1", "expected a"),
        ("1 1 18446744073709551616 1", "expected b"),
        ("1 1 1 x", "found `x`"),
        ("1\n1\n1\n1.0", "line 4, column 1"),
    ];
    assert_rejected(solve, &cases);
}

/// The reduction `cargo stress` searches instead of a case keeps the outcome, on every
/// position with `m <= 10` and stacks up to 12 that it reduces.
#[test]
fn the_stress_reduction_keeps_the_outcome() {
    let mut search = reference();
    let mut checked = 0;
    for max_take in 1..=10 {
        for stacks in all_tuples(3, 0..=12) {
            let case = Case::list(&[max_take, stacks[0], stacks[1], stacks[2]]);
            let Some(small) = reduced(&case) else {
                continue;
            };
            assert!(
                position(&small).0 <= 6,
                "{case:?} reduces to {small:?}, past the reach"
            );
            assert_eq!(
                search(&case),
                search(&small),
                "{case:?} and its reduction {small:?}"
            );
            checked += 1;
        }
    }
    assert!(checked > 10_000, "only {checked} positions reduced");
    let huge = Case::list(&[u64::MAX, 3, 0, u64::MAX - 1]);
    assert_eq!(
        reduced(&huge),
        None,
        "no small m keeps a huge stack and a huge m apart"
    );
    let capped = Case::list(&[u64::MAX, 3, 0, 2]);
    assert_eq!(
        reduced(&capped),
        Some(Case::list(&[3, 3, 0, 2])),
        "m capped at the largest stack"
    );
}
