//! For each batch problem, a bug planted in a copy of its `main.rs` that is wrong only on lost
//! positions is found within the cases that a default run judges however loaded the machine.

use judge_tests::stress::run::BATCH;
use judge_tests::stress::{Budget, Candidate, Domain, Stress};
use judge_tests::Solver;

#[allow(dead_code, clippy::all)]
#[path = "../../../../game-with-stones/submissions/wrong_answer/xor-zero-from-10.rs"]
mod game_with_stones;
#[allow(dead_code, clippy::all)]
#[path = "../../../../left-stack-game/submissions/wrong_answer/first-stack-from-10.rs"]
mod left_stack_game;
#[allow(dead_code, clippy::all)]
#[path = "../../../../yet-another-number-game/submissions/wrong_answer/wythoff-from-10.rs"]
mod yet_another_number_game;
#[allow(dead_code, clippy::all)]
#[path = "../../../../zjoi2009-stone-game/submissions/wrong_answer/long-rows-won.rs"]
mod zjoi2009_stone_game;

/// The cases a default run (two seconds) judges on two cores whatever the load: each core
/// takes a batch before the time is first looked at.
const SURELY_JUDGED: u64 = 2 * BATCH;

/// The seeds tried, the default among them.
const SEEDS: std::ops::RangeInclusive<u64> = 1..=5;

/// By case index, not by time: the first failure of each seed is below `SURELY_JUDGED`.
#[test]
fn a_bug_only_on_lost_positions_is_found_within_the_cases_a_default_run_surely_judges() {
    let planted: [(&str, Solver); 4] = [
        ("game-with-stones", game_with_stones::solve),
        ("left-stack-game", left_stack_game::solve),
        ("yet-another-number-game", yet_another_number_game::solve),
        ("zjoi2009-stone-game", zjoi2009_stone_game::solve),
    ];
    for (name, solve) in planted {
        let problem = judge_tests::problem(name).expect("a problem");
        let domain = Domain::statement(problem, judge_tests::metadata(name));
        let stress = Stress {
            candidate: Candidate::Solve(solve),
            ..Stress::of(problem, domain)
        };
        for seed in SEEDS {
            let budget = Budget {
                threads: 1,
                ..Budget::cases(seed, SURELY_JUDGED)
            };
            let search = stress.search(&budget).expect("a search");
            let found = search.first.map(|(index, _)| index);
            assert!(
                found.is_some(),
                "{name}: seed {seed} passes {SURELY_JUDGED} cases"
            );
            eprintln!("{name}: seed {seed}: case {found:?}");
        }
    }
}

/// zjoi2009-stone-game's answers, each flipped where `wrong(n, lost)` holds for its row.
fn zjoi2009_flipped(input: &str, wrong: fn(usize, bool) -> bool) -> Result<String, String> {
    let answers = judge_tests::problems::zjoi2009_stone_game::solution::solve(input)?;
    let mut values = input.split_ascii_whitespace().skip(1);
    let mut flipped = String::new();
    for answer in answers.lines() {
        let count: usize = values.next().and_then(|n| n.parse().ok()).expect("a count");
        values.by_ref().take(count).for_each(drop);
        let wrong = wrong(count, answer == "0");
        flipped.push_str(match (answer, wrong) {
            ("0", true) | ("1", false) => "1\n",
            _ => "0\n",
        });
    }
    Ok(flipped)
}

/// Rows of every size up to the statement's 1000 piles: a program wrong on every row of more
/// than 900 piles and one wrong only on lost rows of 10 to 40 are each found within the cases
/// a default run surely judges, by case index, not by time.
#[test]
fn a_bug_on_zjoi2009_rows_of_one_size_is_found_within_the_cases_a_default_run_surely_judges() {
    let planted: [(&str, Solver); 2] = [
        ("rows of n > 900", |input| {
            zjoi2009_flipped(input, |n, _| n > 900)
        }),
        ("lost rows of 10 to 40 piles", |input| {
            zjoi2009_flipped(input, |n, lost| lost && (10..=40).contains(&n))
        }),
    ];
    let name = "zjoi2009-stone-game";
    let problem = judge_tests::problem(name).expect("a problem");
    for (what, solve) in planted {
        let domain = Domain::statement(problem, judge_tests::metadata(name));
        let stress = Stress {
            candidate: Candidate::Solve(solve),
            ..Stress::of(problem, domain)
        };
        for seed in SEEDS {
            let budget = Budget {
                threads: 1,
                ..Budget::cases(seed, SURELY_JUDGED)
            };
            let search = stress.search(&budget).expect("a search");
            let found = search.first.map(|(index, _)| index);
            assert!(
                found.is_some(),
                "{what}: seed {seed} passes {SURELY_JUDGED} cases"
            );
            eprintln!("{what}: seed {seed}: case {found:?}");
        }
    }
}
