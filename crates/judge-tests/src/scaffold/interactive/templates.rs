//! The files a new interactive problem starts with; `{name}` is its crate name, `{module}` its
//! module, `{Type}` the type its rules are given on.

/// The jury: the modes every jury here has (`table`, `random S`, `line M...`), the input
/// validator and `--table N`; its game is a placeholder.
pub const JURY_PY: &str = include_str!("jury.py");

pub const MAIN_RS: &str = r#"//! # {name}: <judge and problem id>
//!
//! <link to the statement>
//!
//! **Rules.** <the game in a few lines; what the jury writes and what you answer, line by line;
//! the bounds>
//!
//! **Rule that decides.** <the closed form or recurrence, and the winning move>
//!
//! **Why.** <one line; the proof is in the crate README>
//!
//! **Complexity.** <time and memory per move; the most moves of a game>
//!
//! **Verified.** <what it is compared with, on which domain>

/// How many numbers the jury's first line holds (the piles, or a number and a side).
const START_NUMBERS: usize = 1;
/// The largest number of a start the statement allows.
const MAX_N: u64 = 10;

/// The winning move from the position `numbers`, or `None` where every move loses.
pub fn winning_move(_numbers: &[u64]) -> Option<u64> {
    None
}

/// One game, seen from your side.
pub struct Game {
    numbers: Vec<u64>,
}

impl Game {
    /// The jury's first line starts the game (its reply to `OPENING`, where you speak first);
    /// answers with your next line (the side you take, or your move).
    fn start(line: &str) -> Result<(Game, Turn), String> {
        let game = Game {
            numbers: start_line(line)?,
        };
        match winning_move(&game.numbers) {
            Some(first) => Ok((game, Turn::Say(format!("{first}")))),
            None => Err(format!("{name}: not solved yet (read {line:?})")),
        }
    }

    /// The jury's reply: its move, after which you move again (`Turn::Say`, or `Turn::Last` where
    /// your line ends the game), or the line that ends the game (`Turn::Stop`).
    fn heard(&mut self, line: &str) -> Result<Turn, String> {
        Err(format!("{name}: not solved yet (heard {line:?})"))
    }
}

/// The jury's first line: `START_NUMBERS` numbers, each in `1..=MAX_N`, one space apart. Where
/// the start is two lines (a count, then the piles), `Game::start` reads the count and answers
/// `Turn::Listen`, and the first `Game::heard` reads the piles here.
fn start_line(line: &str) -> Result<Vec<u64>, String> {
    let numbers = line
        .split(' ')
        .map(|word| number_line(word, "a number of the start", 1, MAX_N))
        .collect::<Result<Vec<u64>, String>>()?;
    match numbers.len() == START_NUMBERS {
        true => Ok(numbers),
        false => Err(format!(
            "expected {START_NUMBERS} number(s) on the first line, found {line:?}"
        )),
    }
}

/// The line you say before reading anything, where the statement has the program speak first
/// (`Some("1")`); `None` where the jury's first line starts the game.
const OPENING: Option<&str> = None;

"#;

/// What the adversary knows of the game. One template, so that a change to `Rules` is made once
/// here.
pub const RULES_RS: &str = r#"//! {name} as the adversary plays it: <what the program writes, what the jury may reply, how a
//! game ends>. `every` walks every start of `domain`.

use crate::adversary::rules::Numbers;
use crate::adversary::{Moved, Play, Reply, Rules};
use crate::random::SplitMix64;

/// How many numbers the jury's first line holds, as in `src/main.rs`.
const START_NUMBERS: usize = 1;
/// The statement's largest number of a start.
const MAX_N: u64 = 10;
/// What every line of the program meets until the rules are written.
const NOT_WRITTEN: &str =
    "{name}: the adversary's rules are not written yet (src/interactive/{module}/rules.rs)";

/// The rules of {name}, for the adversary.
pub struct {Type};

impl Rules for {Type} {
    /// A start: the numbers of the jury's first line, as `--start` writes them (`1 4 4`);
    /// another shape (a number and a side) is its own type, shown (`Display`) as `--start`
    /// takes it.
    type Start = Numbers;
    /// <a position where the program is to write a line>
    type Mover = Numbers;
    /// <a position where the jury is to reply>
    type Replier = Numbers;

    fn solution(&self) -> Play {
        |mut input, mut output| super::solution::play(&mut input, &mut output)
    }

    fn header(&self, _games: usize) -> Option<String> {
        None
    }

    fn games_per_run(&self) -> usize {
        1
    }

    fn domain(&self) -> Vec<Numbers> {
        Numbers::every(START_NUMBERS, 1..=MAX_N)
    }

    fn parse_start(&self, text: &str) -> Result<Numbers, String> {
        Numbers::parse(text, START_NUMBERS)
    }

    fn domain_text(&self) -> String {
        format!("every start of {START_NUMBERS} number(s), each in 1..={MAX_N}")
    }

    fn draw_start(&self, random: &mut SplitMix64) -> Numbers {
        Numbers::draw(START_NUMBERS, 1..=MAX_N, random)
    }

    /// The jury's first line. A start of several lines (a count, then the piles) is written
    /// here, its lines joined by `\n` (`format!("{}\n{start}", start.0.len())`): the exchange
    /// shows each as a line of the jury's, and `fixture` writes them all.
    fn start(&self, start: &Numbers) -> (String, Numbers) {
        (start.to_string(), start.clone())
    }

    fn moved(&self, _at: &Numbers, _line: &str) -> Result<Moved<Numbers, Numbers>, String> {
        Err(NOT_WRITTEN.to_string())
    }

    fn replies(&self, _at: &Numbers) -> u64 {
        1
    }

    fn reply(&self, _at: &Numbers, _index: u64) -> Reply<Numbers> {
        Reply {
            line: NOT_WRITTEN.to_string(),
            next: None,
        }
    }

    fn optimal(&self, at: &Numbers) -> Reply<Numbers> {
        self.reply(at, 0)
    }

    fn give_up(&self, _at: &Numbers) -> Option<String> {
        None
    }

    fn other_line(&self, _line: &str) -> Option<String> {
        None
    }

    fn limit(&self) -> Option<u32> {
        None
    }

    fn abort(&self) -> Option<&'static str> {
        None
    }

    fn fixture(&self, start: &Numbers, replies: &[String]) -> Option<String> {
        let (first, _) = self.start(start);
        Some(format!("{first}\nline {}\n", replies.join(" ")))
    }
}
"#;

pub const MODULE: &str = r#"//! {name}: everything the tests know of the problem: <the rules as plain game-tree search>.

use crate::interactive::Interactive;

// Clippy lints it in its own crate, under the rust-version of the submissions.
#[allow(dead_code, clippy::all)]
#[path = "../../../{name}/src/main.rs"]
pub mod solution;

pub mod rules;

pub const PROBLEM: Interactive = Interactive {
    name: "{name}",
    adversary: Some(&crate::adversary::Walker(rules::{Type})),
    // What the protocol has beside what the rules say: `Shows::RoleChoice`, `Shows::JuryEnds`.
    shows: &[],
};
"#;

pub const TEST_FILE: &str = r#"//! {name}: the move against plain game-tree search, the jury's table, whole games.

judge_tests::interactive_tests!(judge_tests::interactive::{module}::PROBLEM);

#[test]
fn the_move_is_compared_with_a_brute_force() {
    // Replace with: the search in src/interactive/{module}.rs, the move compared with it on
    // every position of a small domain (compare::assert_agree), and `jury.py --table` too.
    panic!("{name} has no brute-force comparison yet");
}
"#;

pub const STATEMENT_TEX: &str = r#"<the rules of the game, in your own words: the position, the moves, who wins>

\section*{Interaction}
<what the jury writes first, what the program answers, line by line, and how the game ends;
the bounds are added from the crate's metadata>
"#;

pub const README_MD: &str = r#"# {name}

<judge> [<problem id>](<link to the statement>). `src/main.rs` is the whole submission: paste it
under any edition from 2015 to 2024. The problem is interactive: the program plays against the
problem's jury, a line at a time.

## The game

<the rules, the exchange with the jury, and the bounds with where they come from>

## The rule

<the closed form or the recurrence that decides a position, and the winning move>

### Why it holds

<the proof>

## The jury

`jury.py` <what it writes, how it answers in each mode, and when it ends the game>

## Against every reply

`cargo stress {name} --adversary every` <what the walk covers, from rules.rs>

## Kept programs

<!-- the kept programs: made from submissions/ by kept_programs_are_found_and_listed -->
| program | a judge gives it | what it gets wrong | rejected on |
|---|---|---|---|

## How it is verified

<the search, the domain of the exhaustive comparison, the jury's table, the games played>
"#;
