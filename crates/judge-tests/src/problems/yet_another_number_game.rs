//! Yet Another Number Game: everything the tests know of the problem.

use judge::metadata::Metadata;

use crate::compare::same_bytes;
use crate::format::{Case, Format};
use crate::picture::{cells, Grid, LOST, WON, WRONG};
use crate::search::GameSearch;
use crate::stress::{Reference, Spec};
use crate::Problem;

// Clippy lints it in its own crate, under the rust-version of the submissions.
#[allow(dead_code, clippy::all)]
#[path = "../../../yet-another-number-game/src/main.rs"]
pub mod solution;

pub const PROBLEM: Problem = Problem {
    name: "yet-another-number-game",
    solve: solution::solve,
    run: solution::run,
    writeup,
    writeup_fails_on_fixture: "sample-2",
    format: Format::List {
        count: "n",
        item: &Format::Value("a_i"),
    },
    accepts: same_bytes,
    stress: Spec {
        reference,
        reach: &[("a_i", 20)],
        beyond: &[("a_i", 0..=u64::MAX)],
        reduce: None,
        writeup_fails_on: "2\n1 1\n",
    },
    generated,
    picture,
};

/// Every legal move, straight from the statement: lower one number, or lower all of them by
/// the same amount.
pub fn moves(numbers: &[u64]) -> Vec<Vec<u64>> {
    let mut moves = Vec::new();
    for index in 0..numbers.len() {
        for take in 1..=numbers[index] {
            let mut next = numbers.to_vec();
            next[index] -= take;
            moves.push(next);
        }
    }
    let smallest = numbers.iter().copied().min().unwrap_or(0);
    for take in 1..=smallest {
        moves.push(numbers.iter().map(|&number| number - take).collect());
    }
    moves
}

/// The search for Yet Another Number Game on any count of numbers.
pub fn search() -> GameSearch<Vec<u64>, impl Fn(&Vec<u64>) -> Vec<Vec<u64>>> {
    GameSearch::new(|numbers: &Vec<u64>| moves(numbers))
}

fn winner(first_player_wins: bool) -> String {
    (if first_player_wins { "BitLGM\n" } else { "BitAryo\n" }).to_string()
}

/// The write-up's theory: every position is decided by the XOR of its numbers. (Its search,
/// which pads two numbers with a zero, computes the same thing: with a zero present the joint
/// move is never legal, and what is left is plain Nim.)
pub fn writeup_rule(numbers: &[u64]) -> bool {
    numbers.iter().fold(0, |nim_sum, &number| nim_sum ^ number) != 0
}

/// The write-up on an input's numbers.
pub fn writeup(case: &Case) -> String {
    winner(writeup_rule(&case.values()))
}

/// The answer by search, its memo kept from case to case.
pub fn reference() -> Reference {
    let mut search = search();
    Box::new(move |case: &Case| winner(search.mover_wins(&case.values())))
}

fn generated(_metadata: &Metadata) -> Vec<(String, String)> {
    Vec::new()
}

/// Two numbers: Wythoff's game, its losing pairs on two rays of slopes phi and 1/phi; orange
/// marks where the write-up's XOR rule calls a won pair lost.
fn picture() -> String {
    let size = 41;
    let mut search = search();
    let kinds = cells(size, |y, x| {
        match (search.mover_wins(&vec![x, y]), x == y) {
            (false, _) => 0,
            (true, true) => 2,
            (true, false) => 1,
        }
    });
    Grid {
        title: "Yet Another Number Game, two numbers x and y".to_string(),
        x_label: "x".to_string(),
        y_label: "y".to_string(),
        size,
        kinds,
        legend: vec![
            (
                LOST,
                "lost for the player to move (a Wythoff pair)".to_string(),
            ),
            (WON, "won for the player to move".to_string()),
            (
                WRONG,
                "won, but XOR 0: the write-up calls it lost".to_string(),
            ),
        ],
    }
    .svg()
}
