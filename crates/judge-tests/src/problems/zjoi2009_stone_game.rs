//! ZJOI2009 stone game: everything the tests know of the problem.

use judge::metadata::Metadata;

use crate::answer::Answer;
use crate::compare::same_bytes;
use crate::format::{Case, Format};
use crate::picture::{cells, Grid, LOST, WON};
use crate::random::SplitMix64;
use crate::search::GameSearch;
use crate::stress::{Aim, Ranges, Reference, Second, Spec};
use crate::testdata::{words, Data, Fixture, Test};
use crate::{submissions::LostOnly, Problem};

use writeup::{table_first_player_wins, table_left_partner};

// Clippy lints it in its own crate, under the rust-version of the submissions.
#[allow(dead_code, clippy::all)]
#[path = "../../../zjoi2009-stone-game/src/main.rs"]
pub mod solution;

/// The planted bug that is wrong only on lost positions, a kept program, here as a module.
#[allow(dead_code, clippy::all)]
#[path = "../../../zjoi2009-stone-game/submissions/wrong_answer/long-rows-won.rs"]
pub mod lost_only;

/// The published write-up, a whole program of the problem's crate, here as a module.
#[allow(dead_code)]
#[path = "../../../zjoi2009-stone-game/writeup.rs"]
pub mod writeup;

mod derived;
mod planted;

pub use derived::{
    derived_first_player_wins, derived_left_step, derived_partners, derived_right_step,
};

pub const PROBLEM: Problem = Problem {
    name: "zjoi2009-stone-game",
    solve: solution::solve,
    run: solution::run,
    writeup: writeup::answer,
    writeup_fails_on_fixture: "edge-writeup-counterexamples",
    format: FORMAT,
    answer: Answer::WordPerTest(&["0", "1"]),
    accepts: same_bytes,
    stress: Spec {
        reference,
        reach: &[("T", 3), ("n", 5), ("a_i", 6)],
        beyond: &[("T", 0..=u64::MAX), ("a_i", 0..=u32::MAX as u64)],
        reduce: None,
        second: Some(Second {
            reference: derived_answers,
            reach: &[("T", 10), ("n", 1000)],
            answers: |_| true,
        }),
        aim: Aim {
            kinds: &["1", "0"],
            kind_of: |_, output| words(&["1", "0"])(output),
            build,
        },
        writeup_fails_on: "1\n5\n1 1 1 2 1\n",
    },
    generated,
    planted: planted::PLANTED,
    lost_only: LostOnly {
        file: "wrong_answer/long-rows-won.rs",
        solve: lost_only::solve,
    },
    picture,
};

/// The solution's verdict on a row of piles, each at most `u32::MAX`.
pub fn first_player_wins(row: &[u64]) -> bool {
    let piles = row
        .iter()
        .map(|&pile| u32::try_from(pile).expect("a pile of at most u32::MAX"));
    let mut piles: Vec<u32> = piles.collect();
    solution::first_player_wins(&mut piles).expect("memory for the row")
}

/// Plain search over rows: a move lowers the first or the last pile, and a pile at 0 leaves.
pub fn search() -> GameSearch<Vec<u64>, impl Fn(&Vec<u64>) -> Vec<Vec<u64>>> {
    GameSearch::new(|row: &Vec<u64>| {
        let mut moves = Vec::new();
        let ends: &[usize] = match row.len() {
            0 => &[],
            1 => &[0],
            _ => &[0, row.len() - 1],
        };
        for &end in ends {
            for keep in 0..row[end] {
                let mut next = row.clone();
                if keep == 0 {
                    next.remove(end);
                } else {
                    next[end] = keep;
                }
                moves.push(next);
            }
        }
        moves
    })
}

/// One line per test: 1 when the first player wins.
fn answers(rows: &[Vec<u64>], mut first_player_wins: impl FnMut(&[u64]) -> bool) -> String {
    rows.iter()
        .map(|row| if first_player_wins(row) { "1\n" } else { "0\n" })
        .collect()
}

/// `T`, then for each test a line `n` and a line of `n` piles.
const FORMAT: Format = Format::List {
    count: "T",
    item: &Format::List {
        count: "n",
        item: &Format::Value("a_i"),
    },
};

/// The input for these rows, one test each.
pub fn input_for(rows: &[Vec<u64>]) -> String {
    FORMAT.render(&Case::lists(rows))
}

pub fn full_table_left_partner(row: &[u64]) -> u64 {
    table_left_partner(row, derived_left_step, derived_right_step)
}

pub fn full_table_first_player_wins(row: &[u64]) -> bool {
    table_first_player_wins(row, derived_left_step, derived_right_step)
}

/// The answers by the full tables, for rows past the search's reach.
pub fn full_table_answers() -> Reference {
    Box::new(|case: &Case| answers_by(case, full_table_first_player_wins))
}

/// The answers by the derived steps rolled in two arrays: the second method of `cargo stress`,
/// proven against the search on every small row and against the full tables on long ones in
/// the problem's tests. O(n) memory and no table to fill make it fast enough for rows of 1000.
pub fn derived_answers() -> Reference {
    Box::new(|case: &Case| answers_by(case, derived_first_player_wins))
}

/// One line per test of `case` by `first_player_wins`; a pile of 0 is not in its row.
fn answers_by(case: &Case, first_player_wins: fn(&[u64]) -> bool) -> String {
    let rows = case.lists_of_values();
    let rows = rows
        .iter()
        .map(|row| row.iter().copied().filter(|&pile| pile > 0).collect());
    answers(&rows.collect::<Vec<Vec<u64>>>(), first_player_wins)
}

/// The answers by search, its memo kept from case to case; a pile of 0 is not in its row.
pub fn reference() -> Reference {
    let mut search = search();
    Box::new(move |case: &Case| {
        answers(&case.lists_of_values(), |row| {
            search.mover_wins(&row.iter().copied().filter(|&pile| pile > 0).collect())
        })
    })
}

/// The largest inputs: every bound reached, small piles, piles near the top, and one long row.
fn generated(metadata: &Metadata) -> Vec<(String, String)> {
    let bound = |name: &str| metadata.bound(name).unwrap_or_else(|err| panic!("{err}"));
    let (tests, length, piles) = (bound("T"), bound("n"), bound("a_i"));
    let (most_tests, longest) = (*tests.end() as usize, *length.end() as usize);
    let rows = |seed: u64, tests: usize, length: usize, low: u64, high: u64| {
        let mut rng = SplitMix64::new(seed);
        let rows: Vec<Vec<u64>> = (0..tests).map(|_| rng.draws(length, low..=high)).collect();
        input_for(&rows)
    };
    let (lowest, highest) = (*piles.start(), *piles.end());
    let mut files = vec![
        (
            "max-statement-t10-n1000.in".to_string(),
            rows(1, most_tests, longest, lowest, highest),
        ),
        (
            "max-small-piles-t10-n1000.in".to_string(),
            rows(2, most_tests, longest, lowest, lowest + 2),
        ),
        (
            "max-piles-near-1e9.in".to_string(),
            rows(4, most_tests, longest, highest - 2, highest),
        ),
        (
            "beyond-n5000.in".to_string(),
            rows(3, 1, 5 * longest, 1, u64::from(u32::MAX)),
        ),
    ];
    files.extend(generated_data(metadata).files(metadata));
    files
}

/// The generated fixtures, each of the most tests `T` allows: every `n` from 1 to 8 and the
/// two largest, piles at the bottom of their bound, at its top and drawn, lost and won in
/// balance. A lost row is built by the rule: its first pile is the left partner of the rest
/// (the derived steps, written apart from the solution); one stone more makes it won.
fn generated_data(metadata: &Metadata) -> Data {
    let bound = |name: &str| metadata.bound(name).unwrap_or_else(|err| panic!("{err}"));
    let (most_tests, longest) = (*bound("T").end() as usize, *bound("n").end() as usize);
    let piles = bound("a_i");
    let (low, top) = (*piles.start(), *piles.end());
    let mut rng = SplitMix64::new(2009);
    let mut tests = short_rows(low, top, &mut rng);
    let ranges = [
        ("low", low..=low + 2),
        ("top", top - 2..=top),
        ("drawn", low..=top),
    ];
    for count in 3..=8 {
        for (end, range) in &ranges {
            let group = format!("n = {count}, piles {end}");
            let (lost, won) = lost_and_won(&mut rng, count, range.clone(), top)
                .unwrap_or_else(|| panic!("no lost row of {count} piles"));
            tests.push(Test::new(&group, "0", Case::list(&lost)));
            tests.push(Test::new(&group, "1", Case::list(&won)));
        }
    }
    for count in [longest, longest - 1] {
        for (end, range) in &ranges {
            let group = format!("n = {count}, piles {end}");
            let (lost, won) = lost_and_won(&mut rng, count, range.clone(), top)
                .unwrap_or_else(|| panic!("no lost row of {count} piles"));
            tests.push(Test::new(&group, "0", Case::list(&lost)));
            tests.push(Test::new(&group, "1", Case::list(&won)));
        }
    }
    Data {
        problem: PROBLEM.name,
        join: |cases| Case::lists(&cases.iter().map(Case::values).collect::<Vec<_>>()),
        fixtures: in_fixtures(tests, most_tests),
    }
}

/// One pile (always won: it is taken whole) and two (lost when equal, the mirror strategy).
fn short_rows(low: u64, top: u64, rng: &mut SplitMix64) -> Vec<Test> {
    let group = "n = 1 and 2";
    let drawn = rng.draws(3, low..=top);
    let lost = [
        [low, low],
        [low + 1, low + 1],
        [top, top],
        [drawn[0], drawn[0]],
    ];
    let won = [vec![low], vec![top], vec![low, top], vec![top - 1, top]];
    let mut tests: Vec<Test> = lost
        .iter()
        .map(|row| Test::new(group, "0", Case::list(row)))
        .collect();
    tests.extend(won.iter().map(|row| Test::new(group, "1", Case::list(row))));
    tests.push(Test::new(group, "0", Case::list(&[drawn[1], drawn[1]])));
    tests.push(Test::new(group, "1", Case::list(&[drawn[1], drawn[1] + 1])));
    tests.push(Test::new(group, "0", Case::list(&[drawn[2], drawn[2]])));
    tests.push(Test::new(group, "1", Case::list(&[drawn[2] - 1, drawn[2]])));
    tests
}

/// A lost row of `count` piles from `piles` but the first, the left partner of the rest, and
/// the won row with one stone more on the first pile (or one less, at the top). The partners of
/// the rest but its last pile are computed once; the last pile is drawn again (one step of the
/// recurrence each) until the partner is a pile within `top`, and all of the rest only after
/// `LAST_PILE_DRAWS` of them. `None` when no draw finds one (one pile is never lost).
fn lost_and_won(
    rng: &mut SplitMix64,
    count: usize,
    piles: std::ops::RangeInclusive<u64>,
    top: u64,
) -> Option<(Vec<u64>, Vec<u64>)> {
    for _ in 0..REST_DRAWS {
        let mut rest = rng.draws(count.checked_sub(1)?, piles.clone());
        let mut last = rest.pop()?;
        let (left, right) = derived_partners(&rest);
        for _ in 0..LAST_PILE_DRAWS {
            let first = derived_left_step(left, right, last);
            if (1..=top).contains(&first) {
                let lost: Vec<u64> = [first].into_iter().chain(rest).chain([last]).collect();
                let mut won = lost.clone();
                won[0] = if first < top { first + 1 } else { first - 1 };
                return Some((lost, won));
            }
            last = rng.in_range(piles.clone());
        }
    }
    None
}

/// The draws of a whole row, each O(n^2), and of its last pile, each O(1), before
/// `lost_and_won` gives up.
const REST_DRAWS: usize = 8;
const LAST_PILE_DRAWS: usize = 128;

/// A row as long as `test`, built to be lost (`0`) or won as the fixtures are; a won one is
/// also the drawn row, as it is. A lost row keeps the drawn piles where it can (all but the
/// first, the last drawn again from the row's own piles), so that the drawn values, the many
/// small and equal ones among them, reach lost rows too; else its piles are drawn anew, of
/// about the row's size.
fn build(rng: &mut SplitMix64, test: &Case, kind: &str, ranges: Ranges) -> Option<Case> {
    let row = test.values();
    let (low, top) = ranges("a_i").into_inner();
    // Past the statement a pile may be 0; a built row holds none.
    let low = low.max(1);
    let largest = row.iter().copied().max()?.clamp(low, top.max(low));
    if kind == "1" && rng.next_u64() % 2 == 0 {
        return Some(test.clone());
    }
    let kept = lost_and_won_keeping(rng, &row, low..=top);
    let (lost, won) = match kept {
        Some(rows) => rows,
        None => lost_and_won(rng, row.len(), low..=largest, top)?,
    };
    Some(Case::list(if kind == "0" { &lost } else { &won }))
}

/// `row` made lost: its first pile the left partner of the rest, the last pile drawn again
/// from the row's own piles (`LAST_PILE_DRAWS` times) until that partner is in `piles`; and
/// the won row with one stone more on the first pile (or one less, at the top). `None` for a
/// row of fewer than two piles, a pile outside `piles`, or no draw that fits.
fn lost_and_won_keeping(
    rng: &mut SplitMix64,
    row: &[u64],
    piles: std::ops::RangeInclusive<u64>,
) -> Option<(Vec<u64>, Vec<u64>)> {
    if row.len() < 2 || !row.iter().all(|pile| piles.contains(pile)) {
        return None;
    }
    let rest = &row[1..row.len() - 1];
    let (left, right) = derived_partners(rest);
    let mut last = row[row.len() - 1];
    for _ in 0..LAST_PILE_DRAWS {
        let first = derived_left_step(left, right, last);
        if piles.contains(&first) {
            let lost = [first]
                .into_iter()
                .chain(rest.iter().copied())
                .chain([last]);
            let lost: Vec<u64> = lost.collect();
            let mut won = lost.clone();
            won[0] = if first < *piles.end() {
                first + 1
            } else {
                first - 1
            };
            return Some((lost, won));
        }
        last = row[rng.in_range(0..=row.len() as u64 - 1) as usize];
    }
    None
}

/// The tests in fixtures of `most` tests each, named by the row lengths they hold.
fn in_fixtures(tests: Vec<Test>, most: usize) -> Vec<Fixture> {
    let mut fixtures: Vec<Fixture> = Vec::new();
    let mut tests = tests.into_iter().peekable();
    while tests.peek().is_some() {
        let chunk: Vec<Test> = tests.by_ref().take(most).collect();
        let lengths = chunk.iter().map(|test| test.case.values().len());
        let (shortest, longest) = (lengths.clone().min(), lengths.max());
        let (shortest, longest) = (shortest.unwrap_or(0), longest.unwrap_or(0));
        let name = format!(
            "{}-t{}-n{shortest}-to-n{longest}",
            fixtures.len() + 1,
            chunk.len()
        );
        fixtures.push(Fixture { name, tests: chunk });
    }
    fixtures
}

/// Rows v, 2, 4, y (0 = no pile there). Each y has one losing v, its left partner: v = y outside
/// the gap between right(2 4) = 2 and left(2 4) = 4, shifted inside it.
fn picture() -> String {
    let inner = [2, 4];
    let size = 13;
    let mut search = search();
    let kinds = cells(size, |v, y| {
        let row: Vec<u64> = [v, inner[0], inner[1], y]
            .into_iter()
            .filter(|&pile| pile > 0)
            .collect();
        usize::from(search.mover_wins(&row))
    });
    Grid {
        title: "ZJOI2009 stone game, rows v 2 4 y".to_string(),
        x_label: "y (last pile; 0: none)".to_string(),
        y_label: "v (first pile; 0: none)".to_string(),
        size,
        kinds,
        legend: vec![
            (LOST, "lost for the player to move".to_string()),
            (WON, "won for the player to move".to_string()),
        ],
    }
    .svg()
}
