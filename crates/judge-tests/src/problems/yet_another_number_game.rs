//! Yet Another Number Game: everything the tests know of the problem.

use judge::metadata::Metadata;

use crate::answer::Answer;
use crate::compare::same_bytes;
use crate::format::{Case, Format};
use crate::picture::{cells, Grid, LOST, WON, WRONG};
use crate::random::SplitMix64;
use crate::search::GameSearch;
use crate::stress::{Aim, Reference, Second, Spec};
use crate::testdata::{words, Data, Fixture, Test};
use crate::{submissions::LostOnly, Problem};

// Clippy lints it in its own crate, under the rust-version of the submissions.
#[allow(dead_code, clippy::all)]
#[path = "../../../yet-another-number-game/src/main.rs"]
pub mod solution;

/// The planted bug that is wrong only on lost positions, a kept program, here as a module.
#[allow(dead_code, clippy::all)]
#[path = "../../../yet-another-number-game/submissions/wrong_answer/wythoff-from-10.rs"]
pub mod lost_only;

/// The published write-up, a whole program of the problem's crate, here as a module.
#[allow(dead_code)]
#[path = "../../../yet-another-number-game/writeup.rs"]
pub mod writeup;

mod planted;

mod constructions;
use constructions::build;

pub const PROBLEM: Problem = Problem {
    name: "yet-another-number-game",
    solve: solution::solve,
    run: solution::run,
    writeup: writeup::answer,
    writeup_fails_on_fixture: "sample-2",
    format: Format::List {
        count: "n",
        item: &Format::Value("a_i"),
    },
    answer: Answer::Word(&["BitLGM", "BitAryo"]),
    accepts: same_bytes,
    stress: Spec {
        reference,
        reach: &[("a_i", 20)],
        beyond: &[("a_i", 0..=u64::MAX)],
        reduce: None,
        second: Some(Second {
            reference: second_answers,
            reach: &[],
            answers: answers_past_the_search,
        }),
        aim: Aim {
            kinds: &["BitLGM", "BitAryo"],
            kind_of: |_, output| words(&["BitLGM", "BitAryo"])(output),
            build,
        },
        writeup_fails_on: "2\n1 1\n",
    },
    generated,
    planted: planted::PLANTED,
    lost_only: LostOnly {
        file: "wrong_answer/wythoff-from-10.rs",
        solve: lost_only::solve,
    },
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
    (if first_player_wins {
        "BitLGM\n"
    } else {
        "BitAryo\n"
    })
    .to_string()
}

/// The answer by search, its memo kept from case to case.
pub fn reference() -> Reference {
    let mut search = search();
    Box::new(move |case: &Case| winner(search.mover_wins(&case.values())))
}

/// The statement's bound: every number is below 300.
pub const LIMIT: usize = 300;

/// Losing pairs `(x, y)`, `x, y < limit`, by dynamic programming in row-major order: a position
/// is losing iff no earlier position on its row, column or diagonal is losing, and each of
/// those three lines keeps a flag "holds a losing position so far".
pub fn losing_pairs_table(limit: usize) -> Vec<bool> {
    let mut losing = vec![false; limit * limit];
    let mut column_has_loss = vec![false; limit];
    let mut diagonal_has_loss = vec![false; 2 * limit]; // indexed by x - y + limit
    for x in 0..limit {
        let mut row_has_loss = false;
        for y in 0..limit {
            let diagonal = x + limit - y;
            if !(row_has_loss || column_has_loss[y] || diagonal_has_loss[diagonal]) {
                losing[x * limit + y] = true;
                row_has_loss = true;
                column_has_loss[y] = true;
                diagonal_has_loss[diagonal] = true;
            }
        }
    }
    losing
}

/// The same for triples `(x, y, z)`, lexicographic order, with one flag per line: along z
/// (fixed x, y), along y (fixed x, z), along x (fixed y, z) and the diagonal (fixed y - x, z - x).
pub fn losing_triples_table(limit: usize) -> Vec<bool> {
    let mut losing = vec![false; limit * limit * limit];
    let mut along_x = vec![false; limit * limit]; // [y][z]
    let span = 2 * limit;
    let mut along_diagonal = vec![false; span * span]; // [y - x + limit][z - x + limit]
    for x in 0..limit {
        let mut along_y = vec![false; limit]; // [z]
        for y in 0..limit {
            let mut along_z = false;
            for z in 0..limit {
                let diagonal = (y + limit - x) * span + (z + limit - x);
                let reaches_loss =
                    along_z || along_y[z] || along_x[y * limit + z] || along_diagonal[diagonal];
                if !reaches_loss {
                    losing[(x * limit + y) * limit + z] = true;
                    along_z = true;
                    along_y[z] = true;
                    along_x[y * limit + z] = true;
                    along_diagonal[diagonal] = true;
                }
            }
        }
    }
    losing
}

/// Fibonacci numbers F(2) = 1, F(3) = 2, F(4) = 3, ..., up to the first past u64::MAX.
pub fn fibonacci() -> Vec<u128> {
    let mut numbers = vec![1u128, 2];
    while numbers[numbers.len() - 1] <= u128::from(u64::MAX) {
        numbers.push(numbers[numbers.len() - 1] + numbers[numbers.len() - 2]);
    }
    numbers
}

/// The Zeckendorf description of Wythoff pairs: `x > 0` is a lower number iff its Zeckendorf
/// representation's smallest term is F(even), and its partner is that representation shifted
/// up by one index. Returns the partner of a lower number, `None` for any other `x > 0`.
pub fn zeckendorf_partner(x: u64, fibonacci: &[u128]) -> Option<u128> {
    let mut rest = u128::from(x);
    let mut smallest_index = 0;
    let mut shifted = 0;
    for (position, &term) in fibonacci.iter().enumerate().rev() {
        if term <= rest {
            rest -= term;
            smallest_index = position + 2; // fibonacci[0] is F(2)
            shifted += fibonacci[position + 1];
        }
    }
    (smallest_index % 2 == 0).then_some(shifted)
}

/// The second method of `cargo stress`, for numbers past the search's reach, each part compared
/// with the search in the problem's tests: one number is won unless it is 0; two, unless they
/// are a Wythoff pair by the Zeckendorf description; three below `LIMIT`, by the table.
pub fn second_answers() -> Reference {
    let fibonacci = fibonacci();
    let mut triples: Option<Vec<bool>> = None;
    Box::new(move |case: &Case| {
        let lost = match case.values()[..] {
            [] => true,
            [x] => x == 0,
            [x, y] => {
                let (low, high) = (x.min(y), x.max(y));
                match low {
                    0 => high == 0,
                    _ => zeckendorf_partner(low, &fibonacci) == Some(u128::from(high)),
                }
            }
            [x, y, z] => {
                let table = triples.get_or_insert_with(|| losing_triples_table(LIMIT));
                // Each is below LIMIT (`answers_past_the_search`), so the index fits.
                table[((x as usize * LIMIT) + y as usize) * LIMIT + z as usize]
            }
            _ => panic!("more than three numbers: {case:?}"),
        };
        winner(!lost)
    })
}

/// Whether the second method answers: up to two numbers anywhere, three below `LIMIT`.
fn answers_past_the_search(case: &Case) -> bool {
    let values = case.values();
    values.len() <= 2 || (values.len() == 3 && values.iter().all(|&x| x < LIMIT as u64))
}

/// The generated fixtures, one position each (the format has one test): every `n`, each
/// number at 0 and at the top of its bound, lost and won in balance. Lost positions are built
/// by the rule: Wythoff pairs from the mex recurrence for two numbers, XOR 0 for three.
fn generated(metadata: &Metadata) -> Vec<(String, String)> {
    let bound = metadata.bound("a_i").unwrap_or_else(|err| panic!("{err}"));
    let top = *bound.end();
    let mut fixtures = Vec::new();
    one_and_two_numbers(top, &mut fixtures);
    three_numbers(top, &mut fixtures);
    let data = Data {
        problem: PROBLEM.name,
        join: |cases| cases[0].clone(),
        fixtures,
    };
    data.files(metadata)
}

/// A fixture of one position, its answer as the construction means it.
fn add(fixtures: &mut Vec<Fixture>, name: String, group: &str, numbers: &[u64]) {
    let kind = match constructed_to_win(numbers) {
        true => "BitLGM",
        false => "BitAryo",
    };
    let tests = vec![Test::new(group, kind, Case::list(numbers))];
    fixtures.push(Fixture { name, tests });
}

fn one_and_two_numbers(top: u64, fixtures: &mut Vec<Fixture>) {
    let one = "n = 1";
    add(fixtures, "n1-zero".into(), one, &[0]);
    add(fixtures, "n1-top".into(), one, &[top]);
    let zero = "n = 2, a number at 0";
    add(fixtures, "n2-zeros".into(), zero, &[0, 0]);
    add(fixtures, "n2-zero-top".into(), zero, &[0, top]);
    add(fixtures, "n2-top-zero".into(), zero, &[top, 0]);
    let high = "n = 2, the top: the largest Wythoff pairs and their neighbours";
    let pairs = wythoff_pairs(top);
    for (index, &(low, upper)) in pairs.iter().rev().take(3).enumerate() {
        add(fixtures, format!("n2-pair-{index}"), high, &[low, upper]);
        add(
            fixtures,
            format!("n2-pair-{index}-swapped"),
            high,
            &[upper, low],
        );
        // One more on the larger number: no longer the smaller one's partner, so won.
        add(
            fixtures,
            format!("n2-above-{index}"),
            high,
            &[low, upper + 1],
        );
        let name = format!("n2-above-{index}-swapped");
        add(fixtures, name, high, &[upper + 1, low]);
    }
    add(fixtures, "n2-top-top".into(), high, &[top, top]);
}

fn three_numbers(top: u64, fixtures: &mut Vec<Fixture>) {
    let zero = "n = 3, a number at 0";
    for (name, numbers) in [
        ("zeros", [0, 0, 0]),
        ("zero-top-top", [0, top, top]),
        ("top-zero-top", [top, 0, top]),
        ("zero-zero-top", [0, 0, top]),
        ("zero-one-top", [0, 1, top]),
        ("top-zero-one", [top, 0, 1]),
    ] {
        add(fixtures, format!("n3-{name}"), zero, &numbers);
    }
    let high = "n = 3, the top: XOR 0 and XOR of the top bit only";
    // The bound's top bit (256 for 299): a number that has it, and a partner below it.
    let top_bit = 1 << (63 - top.leading_zeros());
    let mut rng = SplitMix64::new(282);
    for index in 0..3 {
        // Drawn until the third number, with the top bit too, is within the bound.
        let other = std::iter::repeat_with(|| rng.in_range(top_bit..=top))
            .find(|&other| top ^ other <= top - top_bit)
            .expect("an endless draw");
        let mut lost = [top, other, top ^ other];
        let mut won = [top, other, top ^ other ^ top_bit];
        lost.rotate_left(index);
        won.rotate_left(index);
        add(fixtures, format!("n3-xor-zero-{index}"), high, &lost);
        add(fixtures, format!("n3-xor-top-bit-{index}"), high, &won);
    }
    add(
        fixtures,
        "n3-top-below-one".into(),
        high,
        &[top, top - 1, 1],
    );
    add(fixtures, "n3-top-top-top".into(), high, &[top, top, top]);
}

/// The Wythoff pairs `(a_k, a_k + k)`, `k >= 1`, whose larger number is at most `top`: `a_k` is
/// the least number in no earlier pair (the mex recurrence, not the solution's test).
pub fn wythoff_pairs(top: u64) -> Vec<(u64, u64)> {
    let mut used = vec![false; top as usize + 1];
    let mut pairs = Vec::new();
    let mut low = 0;
    for gap in 1..=top {
        low = (low + 1..=top)
            .find(|&low| !used[low as usize])
            .unwrap_or(top + 1);
        if low + gap > top {
            break;
        }
        used[low as usize] = true;
        used[(low + gap) as usize] = true;
        pairs.push((low, low + gap));
    }
    pairs
}

/// What the construction means: one number is lost at 0, two in a Wythoff pair (the mex
/// recurrence), three at XOR 0.
fn constructed_to_win(numbers: &[u64]) -> bool {
    match *numbers {
        [single] => single != 0,
        [x, y] => {
            let (low, high) = (x.min(y), x.max(y));
            let lost = (low, high) == (0, 0) || wythoff_pairs(high).contains(&(low, high));
            !lost
        }
        _ => numbers.iter().fold(0, |nim_sum, &number| nim_sum ^ number) != 0,
    }
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
