//! Left Stack Game: everything the tests know of the problem.

use std::collections::HashMap;

use judge::metadata::Metadata;

use crate::answer::Answer;
use crate::compare::same_bytes;
use crate::format::{Case, Format};
use crate::picture::{cells, Grid, LOST, WON};
use crate::random::SplitMix64;
use crate::search::GameSearch;
use crate::stress::{Aim, Ranges, Reference, Spec};
use crate::testdata::{words, Data, Fixture, Test};
use crate::{submissions::LostOnly, Problem};

// Clippy lints it in its own crate, under the rust-version of the submissions.
#[allow(dead_code, clippy::all)]
#[path = "../../../left-stack-game/src/main.rs"]
pub mod solution;

/// The planted bug that is wrong only on lost positions, a kept program, here as a module.
#[allow(dead_code, clippy::all)]
#[path = "../../../left-stack-game/submissions/wrong_answer/first-stack-from-10.rs"]
pub mod lost_only;

/// The published write-up, a whole program of the problem's crate, here as a module.
#[allow(dead_code)]
#[path = "../../../left-stack-game/writeup.rs"]
pub mod writeup;

mod planted;

pub const PROBLEM: Problem = Problem {
    name: "left-stack-game",
    solve: solution::solve,
    run: solution::run,
    writeup: writeup::answer,
    writeup_fails_on_fixture: "edge-writeup-counterexample",
    format: Format::Line(&["m", "a", "b", "c"]),
    answer: Answer::Word(&["Tomaz", "Danftito"]),
    accepts: same_bytes,
    stress: Spec {
        reference,
        reach: &[("m", SEARCHED_MAX_TAKE), ("a", 12), ("b", 12), ("c", 12)],
        beyond: &[
            ("a", 0..=u64::MAX),
            ("b", 0..=u64::MAX),
            ("c", 0..=u64::MAX),
            ("m", 1..=u64::MAX),
        ],
        reduce: Some(reduced),
        second: None,
        aim: Aim {
            kinds: &["Tomaz", "Danftito"],
            kind_of: |_, output| words(&["Tomaz", "Danftito"])(output),
            build,
        },
        writeup_fails_on: "1 1 1 2\n",
    },
    generated,
    planted: planted::PLANTED,
    lost_only: LostOnly {
        file: "wrong_answer/first-stack-from-10.rs",
        solve: lost_only::solve,
    },
    picture,
};

/// Three stacks, left to right.
pub type Stacks = [u64; 3];

/// Every legal move, straight from the statement: take 1..=max_take from one stack, and take
/// its last rock only if every stack to its left is empty.
pub fn moves(max_take: u64, stacks: &Stacks) -> Vec<Stacks> {
    let mut moves = Vec::new();
    for index in 0..3 {
        let left_is_empty = stacks[..index].iter().all(|&rocks| rocks == 0);
        for take in 1..=max_take.min(stacks[index]) {
            if take == stacks[index] && !left_is_empty {
                continue;
            }
            let mut next = *stacks;
            next[index] -= take;
            moves.push(next);
        }
    }
    moves
}

/// The search for Left Stack Game with moves of 1..=max_take.
pub fn search(max_take: u64) -> GameSearch<Stacks, impl Fn(&Stacks) -> Vec<Stacks>> {
    GameSearch::new(move |stacks: &Stacks| moves(max_take, stacks))
}

fn winner(first_player_wins: bool) -> String {
    (if first_player_wins {
        "Tomaz\n"
    } else {
        "Danftito\n"
    })
    .to_string()
}

/// The answer by search, one memo for each `m` met, kept from case to case.
pub fn reference() -> Reference {
    let mut searches = HashMap::new();
    Box::new(move |case: &Case| {
        let (max_take, stacks) = position(case);
        let search = searches.entry(max_take).or_insert_with(|| search(max_take));
        winner(search.mover_wins(&stacks))
    })
}

/// The most `m` the search answers at once (the reach of `m`).
const SEARCHED_MAX_TAKE: u64 = 6;

/// A position with the same outcome that the search answers at once, if there is one. Two
/// steps keep the outcome, each tested against the search: a stack's rocks matter only modulo
/// `m + 1` once it holds one (`x -> (x - 1) mod (m + 1) + 1`), and `m` matters only up to the
/// largest stack (no move takes more). They are repeated until nothing changes; the result
/// has stacks of at most `m + 1`, and is searched when `m <= 6`.
pub fn reduced(case: &Case) -> Option<Case> {
    let (mut max_take, mut stacks) = position(case);
    loop {
        let period = u128::from(max_take) + 1;
        // Each residue is below the period, so the stack is at most `m + 1`, and at most its
        // old size: it fits `u64`.
        let folded = stacks.map(|rocks| match rocks {
            0 => 0,
            _ => ((u128::from(rocks) - 1) % period) as u64 + 1,
        });
        let capped = max_take.min(folded.iter().copied().max().unwrap_or(0).max(1));
        if (capped, folded) == (max_take, stacks) {
            break;
        }
        (max_take, stacks) = (capped, folded);
    }
    let [a, b, c] = stacks;
    (max_take <= SEARCHED_MAX_TAKE).then(|| Case::list(&[max_take, a, b, c]))
}

/// The one line of a case, as `m` and the stacks.
pub fn position(case: &Case) -> (u64, Stacks) {
    match case.values()[..] {
        [max_take, a, b, c] => (max_take, [a, b, c]),
        _ => panic!("not a line m a b c: {case:?}"),
    }
}

/// A stack of a generated position: a value, one drawn, or the one to solve for (the largest
/// or the smallest that makes the position lost).
#[derive(Clone, Copy)]
enum Stack {
    Is(u64),
    Drawn,
    Largest,
    Smallest,
}

/// The generated fixtures, one position each (the format has one test): `m` at 1, 2, the top
/// of its bound and one drawn, and for each, stacks at 1, at the top and drawn, lost and won in
/// balance. A lost position is built by the rule: the stack solved for gets the residue that
/// makes the nim-sum 0; one rock more or less on it makes the position won.
fn generated(metadata: &Metadata) -> Vec<(String, String)> {
    let bound = |name: &str| metadata.bound(name).unwrap_or_else(|err| panic!("{err}"));
    let (top_m, top) = (*bound("m").end(), *bound("a").end());
    let mut rng = SplitMix64::new(102_302);
    let drawn_m = rng.in_range(3..=top_m - 1);
    let patterns = [
        ("one-top", [Stack::Is(1), Stack::Is(top), Stack::Largest]),
        ("top-low", [Stack::Is(top), Stack::Smallest, Stack::Drawn]),
        ("drawn", [Stack::Drawn, Stack::Drawn, Stack::Largest]),
        ("first-one", [Stack::Largest, Stack::Is(1), Stack::Drawn]),
    ];
    let mut fixtures = Vec::new();
    for (shown, max_take) in [("1", 1), ("2", 2), ("top", top_m), ("drawn", drawn_m)] {
        let group = match shown {
            "drawn" => "m drawn from 3 to below the top".to_string(),
            _ => format!("m = {max_take}"),
        };
        for (name, pattern) in patterns {
            let (lost, won) = lost_and_won(&mut rng, max_take, top, pattern)
                .unwrap_or_else(|| panic!("no lost position of this pattern with m = {max_take}"));
            for (kind, stacks, what) in [("Danftito", lost, "lost"), ("Tomaz", won, "won")] {
                let case = Case::list(&[max_take, stacks[0], stacks[1], stacks[2]]);
                fixtures.push(Fixture {
                    name: format!("m-{shown}-{name}-{what}"),
                    tests: vec![Test::new(&group, kind, case)],
                });
            }
        }
    }
    let data = Data {
        problem: PROBLEM.name,
        join: |cases| cases[0].clone(),
        fixtures,
    };
    data.files(metadata)
}

/// A lost position of this pattern (drawn again until the stack solved for exists within
/// `1..=top`), and the won one with a rock more or less on that stack; `None` when a thousand
/// draws find none.
fn lost_and_won(
    rng: &mut SplitMix64,
    max_take: u64,
    top: u64,
    pattern: [Stack; 3],
) -> Option<(Stacks, Stacks)> {
    // k = m + 1 <= 10^18 + 1 and every residue is below it: all fit u64.
    let period = max_take + 1;
    let solved = pattern
        .iter()
        .position(|stack| matches!(stack, Stack::Largest | Stack::Smallest))
        .expect("a stack to solve for");
    for _ in 0..1_000 {
        let mut stacks = pattern.map(|stack| match stack {
            Stack::Is(rocks) => rocks,
            Stack::Drawn => rng.in_range(1..=top),
            Stack::Largest | Stack::Smallest => 0,
        });
        // The rule on every stack: the first free (`x mod k`), the others locked
        // (`(x - 1) mod k`); the stack solved for must bring the nim-sum to 0.
        let value = |index: usize, rocks: u64| match index {
            0 => rocks % period,
            _ => (rocks - 1) % period,
        };
        let others = (0..3).filter(|&index| index != solved);
        let target = others.fold(0, |sum, index| sum ^ value(index, stacks[index]));
        // The stack's rocks that have that value, lowest first: `offset + t * k`.
        let offset = if solved == 0 { target } else { target + 1 };
        let lowest = if offset == 0 { period } else { offset };
        if target >= period || lowest > top {
            continue;
        }
        stacks[solved] = match pattern[solved] {
            Stack::Largest => lowest + (top - lowest) / period * period,
            _ => lowest,
        };
        let mut won = stacks;
        won[solved] = if stacks[solved] < top {
            stacks[solved] + 1
        } else {
            stacks[solved] - 1
        };
        return Some((stacks, won));
    }
    None
}

/// A position of `test`'s `m` built to be lost (`Danftito`) or won as the fixtures are: two of
/// its stacks kept, the third solved for (the smallest or the largest within `ranges`), and one
/// rock more or less on it for a won one.
fn build(rng: &mut SplitMix64, test: &Case, kind: &str, ranges: Ranges) -> Option<Case> {
    let [max_take, a, b, c] = test.values()[..] else {
        return None;
    };
    // Past the statement: an empty stack or a period past u64, which the rule's arithmetic
    // here does not take.
    if a.min(b).min(c) == 0 || max_take == u64::MAX {
        return None;
    }
    let solved = match rng.next_u64() % 2 {
        0 => Stack::Smallest,
        _ => Stack::Largest,
    };
    let mut pattern = [Stack::Is(a), Stack::Is(b), Stack::Is(c)];
    pattern[rng.in_range(0..=2) as usize] = solved;
    let top = *ranges("a").end();
    let (lost, won) = lost_and_won(rng, max_take, top, pattern)?;
    let stacks = if kind == "Danftito" { lost } else { won };
    Some(Case::list(&[max_take, stacks[0], stacks[1], stacks[2]]))
}

/// m = 2 and a first stack of 3: lost where b and c agree modulo m + 1.
fn picture() -> String {
    let (max_take, first) = (2, 3);
    let size = 16;
    let mut search = search(max_take);
    let kinds = cells(size, |b, c| usize::from(search.mover_wins(&[first, b, c])));
    Grid {
        title: format!("Left Stack Game, m = {max_take}, stacks {first}, b, c"),
        x_label: "c (third stack)".to_string(),
        y_label: "b (second stack)".to_string(),
        size,
        kinds,
        legend: vec![
            (
                LOST,
                format!(
                    "lost for the player to move: period m + 1 = {}",
                    max_take + 1
                ),
            ),
            (WON, "won for the player to move".to_string()),
        ],
    }
    .svg()
}
