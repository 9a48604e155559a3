//! Game with stones (misère Nim): everything the tests know of the problem.

use judge::metadata::Metadata;

use crate::answer::Answer;
use crate::format::{Case, Format};
use crate::picture::{cells, Grid, LOST, NO_GAME, ONLY_NORMAL, WON, WRONG};
use crate::random::SplitMix64;
use crate::search::GameSearch;
use crate::stress::{Aim, Reference, Second, Spec};
use crate::testdata::{Data, Fixture, Test};
use crate::{submissions::LostOnly, Problem};

// Clippy lints it in its own crate, under the rust-version of the submissions.
#[allow(dead_code, clippy::all)]
#[path = "../../../game-with-stones/src/main.rs"]
pub mod solution;

/// The planted bug that is wrong only on lost positions, a kept program, here as a module.
#[allow(dead_code, clippy::all)]
#[path = "../../../game-with-stones/submissions/wrong_answer/xor-zero-from-10.rs"]
pub mod lost_only;

/// The published write-up, a whole program of the problem's crate, here as a module.
#[allow(dead_code)]
#[path = "../../../game-with-stones/writeup.rs"]
pub mod writeup;

mod constructions;
mod planted;
use constructions::{build, positions};

pub const PROBLEM: Problem = Problem {
    name: "game-with-stones",
    solve: solution::solve,
    run: solution::run,
    writeup: writeup::answer,
    writeup_fails_on_fixture: "edge-single-pile-of-5",
    format: FORMAT,
    answer: Answer::Checked,
    accepts,
    stress: Spec {
        reference,
        reach: &[("n", 6), ("a_i", 7)],
        beyond: &[("a_i", 0..=u64::MAX), ("n", 1..=u64::MAX)],
        reduce: None,
        second: Some(Second {
            reference: theory_answers,
            reach: &[("n", 100)],
            answers: |_| true,
        }),
        aim: Aim {
            kinds: &KINDS,
            kind_of: |case, output| vec![kind_of(&case.values(), output)],
            build,
        },
        writeup_fails_on: "1\n2\n",
    },
    generated,
    planted: planted::PLANTED,
    lost_only: LostOnly {
        file: "wrong_answer/xor-zero-from-10.rs",
        solve: lost_only::solve,
    },
    picture,
};

/// The non-empty piles, sorted: the position as the searches see it.
pub fn canonical(piles: &[u64]) -> Vec<u64> {
    let mut piles: Vec<u64> = piles.iter().copied().filter(|&stones| stones > 0).collect();
    piles.sort_unstable();
    piles
}

/// Plain search over sorted multisets of non-empty piles. Misère play is searched as normal
/// play without the moves that take the last stone: such a move always loses for its maker, so
/// dropping it changes no outcome, and a lone stone is then a position with no move, a loss.
pub fn search() -> GameSearch<Vec<u64>, impl Fn(&Vec<u64>) -> Vec<Vec<u64>>> {
    GameSearch::new(|piles: &Vec<u64>| {
        let mut moves = Vec::new();
        for (index, &stones) in piles.iter().enumerate() {
            if index > 0 && piles[index - 1] == stones {
                continue; // the same move as on the equal pile before
            }
            for keep in 0..stones {
                let mut next = piles.clone();
                next[index] = keep;
                let next = canonical(&next);
                if !next.is_empty() {
                    moves.push(next);
                }
            }
        }
        moves
    })
}

/// Normal-play Nim on sorted non-empty piles: the mover who cannot move (no stone left) loses.
pub fn normal_nim() -> GameSearch<Vec<u64>, impl Fn(&Vec<u64>) -> Vec<Vec<u64>>> {
    GameSearch::new(|piles: &Vec<u64>| {
        let mut moves = Vec::new();
        for (index, &stones) in piles.iter().enumerate() {
            for keep in 0..stones {
                let mut next = piles.clone();
                next[index] = keep;
                moves.push(canonical(&next));
            }
        }
        moves
    })
}

/// `n`, then `n` piles.
const FORMAT: Format = Format::List {
    count: "n",
    item: &Format::Value("a_i"),
};

/// The input for these piles.
pub fn input_for(piles: &[u64]) -> String {
    FORMAT.render(&Case::list(piles))
}

/// Misère Nim theory, written apart from the solution and from the checker: the mover loses
/// iff (no pile above 1 and an odd number of 1-piles) or (some pile above 1 and XOR 0).
pub fn theory_says_losing(piles: &[u64]) -> bool {
    if piles.iter().all(|&stones| stones <= 1) {
        piles.iter().filter(|&&stones| stones == 1).count() % 2 == 1
    } else {
        piles.iter().fold(0, |nim_sum, &stones| nim_sum ^ stones) == 0
    }
}

/// What the checker (`checker.cpp`) accepts, as the tests state it, in process: the output's
/// tokens (between the C library's white space, words in any case) are `Lose`, or `Win` and a
/// move `i k` of plain decimal digits; the verdict is the answer's, and the move is legal, keeps
/// a stone, and leaves a position that `is_losing` says the opponent loses. The tests hold the
/// checker program to this on every move of a small domain and on outputs written to differ.
pub fn rules_accept(
    input: &str,
    output: &str,
    answer: &str,
    mut is_losing: impl FnMut(&[u64]) -> bool,
) -> Result<(), String> {
    let piles: Vec<u64> = tokens(input)
        .skip(1)
        .map(|token| digits(token).ok_or(format!("input token {token:?}")))
        .collect::<Result<_, _>>()?;
    let truth = tokens(answer).next().unwrap_or("");
    let words: Vec<&str> = tokens(output).collect();
    let verdict = words.first().ok_or("empty output")?;
    if !verdict.eq_ignore_ascii_case(truth) {
        return Err(format!("verdict `{verdict}`, but the position is {truth}"));
    }
    if !truth.eq_ignore_ascii_case("win") {
        return match words.len() {
            1 => Ok(()),
            _ => Err("unexpected output after Lose".to_string()),
        };
    }
    let [_, pile, take] = words[..] else {
        return Err(format!("not `Win i k`: {words:?}"));
    };
    let (Some(pile), Some(take)) = (digits(pile), digits(take)) else {
        return Err(format!("move `{pile} {take}` is not two numbers `i k`"));
    };
    let index = usize::try_from(pile)
        .ok()
        .and_then(|pile| pile.checked_sub(1));
    let index = index.filter(|&index| index < piles.len());
    let index = index.ok_or(format!("pile {pile} does not exist"))?;
    if take == 0 || take > piles[index] {
        return Err(format!("cannot take {take} from pile {pile}"));
    }
    let mut after = piles;
    after[index] -= take;
    if after.iter().all(|&stones| stones == 0) {
        return Err(format!("{pile} {take} takes the last stone, which loses"));
    }
    match is_losing(&after) {
        true => Ok(()),
        false => Err(format!("after {pile} {take} the opponent wins")),
    }
}

/// The tokens of `text` between the C library's white space (`isspace`): space, tab, line
/// feed, vertical tab, form feed and carriage return.
fn tokens(text: &str) -> impl Iterator<Item = &str> {
    text.split([' ', '\t', '\n', '\x0b', '\x0c', '\r'])
        .filter(|token| !token.is_empty())
}

/// A token of at most 20 decimal digits (no sign), within `u64`.
fn digits(token: &str) -> Option<u64> {
    let plain = (1..=20).contains(&token.len()) && token.bytes().all(|byte| byte.is_ascii_digit());
    token.parse().ok().filter(|_| plain)
}

/// The judge's checker, in process, as the tests state it.
pub fn accepts(input: &str, output: &str, answer: &str) -> Result<(), String> {
    rules_accept(input, output, answer, theory_says_losing)
}

/// The answer by search, its memo kept from case to case: the verdict, and for a win the first
/// move (by pile, then by fewest stones taken) that leaves a lost position with a stone in it.
pub fn reference() -> Reference {
    let mut search = search();
    Box::new(move |case: &Case| {
        let piles = case.values();
        for (index, &stones) in piles.iter().enumerate() {
            for take in 1..=stones {
                let mut after = piles.clone();
                after[index] -= take;
                let after = canonical(&after);
                if !after.is_empty() && !search.mover_wins(&after) {
                    return format!("Win\n{} {take}\n", index + 1);
                }
            }
        }
        "Lose\n".to_string()
    })
}

/// The verdict by misère theory (compared with the search on every position of the small
/// domain in the problem's tests): the second method of `cargo stress`, for piles past the
/// search's reach. The checker judges a candidate's move by the same rule.
pub fn theory_answers() -> Reference {
    Box::new(|case: &Case| {
        let lost = theory_says_losing(&case.values());
        (if lost { "Lose\n" } else { "Win\n" }).to_string()
    })
}

/// The largest inputs: every bound reached, piles near the top, huge piles, 10^6 piles.
fn generated(metadata: &Metadata) -> Vec<(String, String)> {
    let bound = |name: &str| metadata.bound(name).unwrap_or_else(|err| panic!("{err}"));
    let (count, stones) = (bound("n"), bound("a_i"));
    let most = *count.end() as usize;
    let (fewest_stones, most_stones) = (*stones.start(), *stones.end());
    let draws = |seed: u64, count: usize, low: u64, high: u64| {
        SplitMix64::new(seed).draws(count, low..=high)
    };
    let mut huge = draws(3, most, 1, u64::MAX);
    huge[0] = u64::MAX;
    let mut files = vec![
        (
            "max-statement-n100.in".to_string(),
            input_for(&draws(1, most, fewest_stones, most_stones)),
        ),
        (
            "max-piles-near-100.in".to_string(),
            input_for(&draws(4, most, most_stones - 2, most_stones)),
        ),
        ("beyond-u64-piles.in".to_string(), input_for(&huge)),
        (
            "beyond-n1000000.in".to_string(),
            input_for(&draws(2, 10_000 * most, fewest_stones, most_stones)),
        ),
    ];
    files.extend(generated_data(metadata).files(metadata));
    files
}

/// The kinds of answer: a loss, and a win by each branch of the rule's move.
const KINDS: [&str; 4] = [
    "Lose",
    "Win: a 1-pile",
    "Win: the big pile",
    "Win: the Nim move",
];

/// The kind of the answer on these piles: `Lose`, or the move's branch by the count of big
/// piles.
fn kind_of(piles: &[u64], output: &str) -> &'static str {
    if output.starts_with("Lose") {
        return KINDS[0];
    }
    match piles.iter().filter(|&&stones| stones > 1).count() {
        0 => KINDS[1],
        1 => KINDS[2],
        _ => KINDS[3],
    }
}

/// The generated fixtures, one position each (the format has one test): every `n` from 1 to
/// 5 and the two largest, each kind of answer with small piles and with a pile at the top of
/// the bound, built by the rule: a lost position has an odd count of 1-piles and nothing else,
/// or two big piles and XOR 0.
fn generated_data(metadata: &Metadata) -> Data {
    let bound = |name: &str| metadata.bound(name).unwrap_or_else(|err| panic!("{err}"));
    let most = *bound("n").end();
    let top = *bound("a_i").end();
    let mut rng = SplitMix64::new(104_248);
    let mut fixtures = Vec::new();
    for count in (1..=5).chain([most - 1, most]) {
        let group = format!("n = {count}");
        for (end, piles) in [("low", 1..=3), ("top", top - 9..=top)] {
            for (kind, shape, piles) in positions(&mut rng, count as usize, piles) {
                let name = format!("n{count}-{shape}-{end}");
                let tests = vec![Test::new(&group, KINDS[kind], Case::list(&piles))];
                if !fixtures
                    .iter()
                    .any(|known: &Fixture| known.tests[0].case == tests[0].case)
                {
                    fixtures.push(Fixture { name, tests });
                }
            }
        }
    }
    Data {
        problem: PROBLEM.name,
        join: |cases| cases[0].clone(),
        fixtures,
    }
}

/// Two piles: misère Nim against normal Nim. They differ only where no pile has two stones.
fn picture() -> String {
    let size = 11;
    let (mut misere, mut normal) = (search(), normal_nim());
    let kinds = cells(size, |y, x| {
        let piles = canonical(&[x, y]);
        if piles.is_empty() {
            return 4;
        }
        match (misere.mover_wins(&piles), normal.mover_wins(&piles)) {
            (false, false) => 0,
            (false, true) => 2,
            (true, false) => 3,
            (true, true) => 1,
        }
    });
    let legend = [
        (
            LOST,
            "lost for the player to move, in misère and in normal Nim",
        ),
        (WON, "won in both"),
        (WRONG, "lost in misère only: a single stone"),
        (ONLY_NORMAL, "lost in normal Nim only: 1 1"),
        (NO_GAME, "no stone: no game"),
    ];
    Grid {
        title: "Game with stones (misère Nim) on two piles x and y".to_string(),
        x_label: "x".to_string(),
        y_label: "y".to_string(),
        size,
        kinds,
        legend: legend
            .map(|(colour, meaning)| (colour, meaning.to_string()))
            .to_vec(),
    }
    .svg()
}
