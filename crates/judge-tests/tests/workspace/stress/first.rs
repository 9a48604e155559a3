//! The hunt's first cases: every small size with each kind of answer it has, and every integer
//! edge within each bound, within the cases a default run judges however loaded the machine.

use std::collections::BTreeSet;

use judge_tests::format::{Case, Role};
use judge_tests::stress::aim::{Hunt, SMALL_SIZES};
use judge_tests::stress::coverage::{kept_to, multiple_of, INTEGER_EDGES};
use judge_tests::stress::run::BATCH;
use judge_tests::stress::{Budget, Candidate, Domain, Failure, Stress};
use judge_tests::{Problem, Solver};

/// The cases a default run judges on two cores whatever the load: each core takes a batch
/// before the time is first looked at. The first cases end well before it.
const SURELY_JUDGED: u64 = 2 * BATCH;
const FIRST_WITHIN: u64 = 100;
const _: () = assert!(FIRST_WITHIN < SURELY_JUDGED);

/// The cases looked at for the pairs of size and kind the hunt draws at all.
const LATER: u64 = 1024;

/// The seeds tried, the default among them.
const SEEDS: std::ops::RangeInclusive<u64> = 1..=5;

/// For every problem, each pair of a small size (a test's count of values, from the smallest
/// to `SMALL_SIZES` above it) and a kind of answer that the hunt draws anywhere in its first
/// `LATER` cases is held by a test among the first cases, which end within `FIRST_WITHIN`.
/// By case index: nothing here depends on speed. Lists are cut to `SHORT_LISTS` values
/// (`Domain::short_lists`), which leaves every small size as it is.
#[test]
#[ignore = "slow: 1,024 hunt cases of every problem, each answered by the solution"]
fn the_first_cases_hold_every_small_size_with_each_kind_of_answer() {
    for problem in judge_tests::PROBLEMS {
        let domain = Domain::statement(problem, judge_tests::metadata(problem.name))
            .short_lists(problem.format);
        let hunt = Hunt::new(problem, &domain, 1).expect("a hunt");
        let drawn: BTreeSet<(usize, &str)> = (0..LATER)
            .flat_map(|index| hunt.sized_kinds(&hunt.case(index)))
            .collect();
        let smallest = drawn.iter().map(|&(size, _)| size).min().expect("a test");
        let small = |&&(size, _): &&(usize, &str)| size < smallest + SMALL_SIZES as usize;
        let wanted: BTreeSet<(usize, &str)> = drawn.iter().filter(small).copied().collect();
        for seed in SEEDS {
            let hunt = Hunt::new(problem, &domain, seed).expect("a hunt");
            let end = hunt.first_cases_end();
            let what = format!("{} seed {seed}", problem.name);
            assert!(end <= FIRST_WITHIN, "{what}: the first cases end at {end}");
            let first: BTreeSet<(usize, &str)> = (0..end)
                .flat_map(|index| hunt.sized_kinds(&hunt.case(index)))
                .collect();
            let missed: Vec<_> = wanted.difference(&first).collect();
            assert!(
                missed.is_empty(),
                "{what}: {missed:?} not in the first {end} cases"
            );
            eprintln!("{what}: {} pairs in {end} cases", wanted.len());
        }
    }
}

/// A Python program's bug in game-with-stones: with two equal piles of at least 2 (a lost
/// position) it claims a win and takes all but one stone of the first pile.
fn two_equal_piles_won(input: &str) -> Result<String, String> {
    let problem = judge_tests::problem("game-with-stones").expect("the problem");
    let piles = problem.format.parse(input)?.values();
    match piles[..] {
        [first, second] if first == second && first >= 2 => Ok(format!("Win\n1 {}\n", first - 1)),
        _ => (problem.solve)(input),
    }
}

/// The first failure of `solve` on `problem` for `seed` among the hunt's first cases: its
/// index, the failure and where the first cases end; a panic where none fails.
fn first_failure(problem: &'static Problem, solve: Solver, seed: u64) -> (u64, Failure, u64) {
    let domain = || Domain::statement(problem, judge_tests::metadata(problem.name));
    let end = Hunt::new(problem, &domain(), seed)
        .expect("a hunt")
        .first_cases_end();
    let stress = Stress {
        candidate: Candidate::Solve(solve),
        ..Stress::of(problem, domain())
    };
    let budget = Budget {
        threads: 1,
        ..Budget::cases(seed, end)
    };
    let search = stress.search(&budget).expect("a search");
    let (index, failure) = search
        .first
        .unwrap_or_else(|| panic!("seed {seed}: no failure in the first {end} cases"));
    (index, failure, end)
}

/// The bug above, which a run of cases drawn across every size finds about once in 200 cases,
/// is found among the first cases of every seed.
#[test]
fn a_bug_on_two_equal_piles_is_found_in_the_first_cases() {
    let problem = judge_tests::problem("game-with-stones").expect("the problem");
    for seed in SEEDS {
        let (index, failure, end) = first_failure(problem, two_equal_piles_won, seed);
        let piles = failure.case.values();
        assert!(piles.len() == 2 && piles[0] == piles[1], "{piles:?}");
        eprintln!(
            "seed {seed}: case {index} of {end}: {:?}",
            Case::list(&piles)
        );
    }
}

/// For every problem, each integer edge (`INTEGER_EDGES`) within the values a name is drawn
/// from (its bound, or with a reduction its whole bound; kept to the rules) is held by that
/// name in a case of the first cases that the reference answers, for every seed.
#[test]
fn the_first_cases_hold_every_integer_edge_within_each_bound() {
    let mut held = 0;
    for problem in judge_tests::PROBLEMS {
        let domain = Domain::statement(problem, judge_tests::metadata(problem.name));
        let format = problem.format;
        let rules = format.rules();
        let mut wanted = Vec::new();
        for (name, role) in format.names() {
            let range = domain.edge_range(name, role).expect("a range");
            let range = kept_to(&rules, name, &range);
            let admitted = INTEGER_EDGES.iter().filter(|edge| {
                role == Role::Value
                    && range.contains(edge)
                    && *edge % multiple_of(&rules, name) == 0
            });
            wanted.extend(admitted.map(|&edge| (name, edge)));
        }
        for seed in SEEDS {
            let hunt = Hunt::new(problem, &domain, seed).expect("a hunt");
            let end = hunt.first_cases_end();
            let what = format!("{} seed {seed}", problem.name);
            assert!(end <= FIRST_WITHIN, "{what}: the first cases end at {end}");
            let answered = (0..end).map(|index| hunt.case(index)).filter(|case| {
                domain.holds(problem, case) && domain.answerable(format, case).is_some()
            });
            let first: BTreeSet<(&str, u64)> = answered
                .flat_map(|case| format.named_values(&case))
                .collect();
            let missed: Vec<_> = wanted.iter().filter(|edge| !first.contains(edge)).collect();
            assert!(
                missed.is_empty(),
                "{what}: {missed:?} not in the first {end} cases"
            );
            held += wanted.len();
        }
    }
    assert!(held > 0, "no problem has an integer edge within its bounds");
}

/// left-stack-game with the period `m + 1` kept in a 32-bit `int`, as a C++ program does with
/// `int k = m + 1;`: a remainder by it is taken after it is widened back to 64 bits, and at
/// `m = 2^32 - 1` it is 0, a division by zero.
fn period_in_32_bits(input: &str) -> Result<String, String> {
    let problem = judge_tests::problem("left-stack-game").expect("the problem");
    let [m, a, b, c] = problem.format.parse(input)?.values()[..] else {
        return Err("not a line m a b c".to_string());
    };
    let period = m.wrapping_add(1) as i32 as i64 as u64;
    let free = |rocks: u64| rocks.checked_rem(period);
    let locked = |rocks: u64| (rocks - 1).checked_rem(period);
    let nim = free(a)
        .zip(locked(b))
        .zip(locked(c))
        .map(|((a, b), c)| a ^ b ^ c)
        .ok_or("a division by zero")?;
    Ok(if nim != 0 { "Tomaz\n" } else { "Danftito\n" }.to_string())
}

/// The bug above, which fails only where `m + 1` is past 2^31, is found among the first cases
/// of every seed, on an `m` of at least 2^31 - 1.
#[test]
fn a_period_kept_in_32_bits_is_found_in_the_first_cases() {
    let problem = judge_tests::problem("left-stack-game").expect("the problem");
    for seed in SEEDS {
        let (index, failure, end) = first_failure(problem, period_in_32_bits, seed);
        let m = failure.case.values()[0];
        assert!(m >= i32::MAX as u64, "seed {seed}: case {index}: m = {m}");
        eprintln!(
            "seed {seed}: case {index} of {end}: {}",
            failure.input.trim()
        );
    }
}

/// A run of the first cases of the proven solution marks every integer edge within a value's
/// range as reached, for its report's `covered:` line.
#[test]
fn a_run_of_the_first_cases_reaches_every_integer_edge() {
    let mut reached = 0;
    for problem in judge_tests::PROBLEMS {
        let domain = || Domain::statement(problem, judge_tests::metadata(problem.name));
        let end = Hunt::new(problem, &domain(), 1)
            .expect("a hunt")
            .first_cases_end();
        let stress = Stress {
            candidate: Candidate::Solve(problem.solve),
            ..Stress::of(problem, domain())
        };
        let budget = Budget {
            threads: 1,
            ..Budget::cases(1, end)
        };
        let search = stress.search(&budget).expect("a search");
        for covered in &search.coverage.names {
            let missed: Vec<_> = covered.edges.iter().filter(|edge| !edge.1).collect();
            assert!(
                missed.is_empty(),
                "{}: `{}` {missed:?}",
                problem.name,
                covered.name
            );
            reached += covered.edges.len();
        }
    }
    assert!(
        reached > 0,
        "no problem has an integer edge within its bounds"
    );
}
