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

/// The largest start the statement allows.
const MAX_N: u64 = 10;

/// The winning move from `n`, or `None` where every move loses.
pub fn winning_move(_n: u64) -> Option<u64> {
    None
}

/// One game, seen from your side.
pub struct Game {
    n: u64,
}

impl Game {
    /// The jury's first line starts the game; answers with your first line (the side you take,
    /// or your first move).
    fn start(line: &str) -> Result<(Game, Turn), String> {
        let n = number_line(line, "n", 1, MAX_N)?;
        let game = Game { n };
        match winning_move(game.n) {
            Some(first) => Ok((game, Turn::Say(format!("{first}")))),
            None => Err(format!("{name}: not solved yet (read n = {n})")),
        }
    }

    /// The jury's reply: its move, after which you move again, or the line that ends the game.
    fn heard(&mut self, line: &str) -> Result<Turn, String> {
        Err(format!("{name}: not solved yet (heard {line:?})"))
    }
}

"#;

/// What the adversary knows of the game. One template, so that a change to `Rules` is made once
/// here.
pub const RULES_RS: &str = r#"//! {name} as the adversary plays it: <what the program writes, what the jury may reply, how a
//! game ends>. `every` walks every start of `domain`.

use crate::adversary::rules::plain_number;
use crate::adversary::{Moved, Play, Reply, Rules};
use crate::random::SplitMix64;

/// The statement's largest start.
const MAX_N: u64 = 10;
/// What every line of the program meets until the rules are written.
const NOT_WRITTEN: &str =
    "{name}: the adversary's rules are not written yet (src/interactive/{module}/rules.rs)";

/// The rules of {name}, for the adversary.
pub struct {Type};

impl Rules for {Type} {
    /// <a start of a game, as `--start` writes it, on one line: a number here; a tuple of piles
    /// is its own type, shown (`Display`) as `--start` takes it>
    type Start = u64;
    /// <a position where the program is to write a line>
    type Mover = u64;
    /// <a position where the jury is to reply>
    type Replier = u64;

    fn solution(&self) -> Play {
        |mut input, mut output| super::solution::play(&mut input, &mut output)
    }

    fn header(&self, _games: usize) -> Option<String> {
        None
    }

    fn games_per_run(&self) -> usize {
        1
    }

    fn domain(&self) -> Vec<u64> {
        (1..=MAX_N).collect()
    }

    fn parse_start(&self, text: &str) -> Result<u64, String> {
        plain_number(text)
    }

    fn domain_text(&self) -> String {
        format!("every n in 1..={MAX_N}")
    }

    fn draw_start(&self, random: &mut SplitMix64) -> u64 {
        random.in_range(1..=MAX_N)
    }

    /// The jury's first line. A start of several lines (a count, then the piles) is written
    /// here, its lines joined by `\n` (`format!("{}\n{piles}", piles.len())`): the exchange
    /// shows each as a line of the jury's, and `fixture` writes them all.
    fn start(&self, &start: &u64) -> (String, u64) {
        (start.to_string(), start)
    }

    fn moved(&self, _at: &u64, _line: &str) -> Result<Moved<u64, u64>, String> {
        Err(NOT_WRITTEN.to_string())
    }

    fn replies(&self, _at: &u64) -> u64 {
        1
    }

    fn reply(&self, _at: &u64, _index: u64) -> Reply<u64> {
        Reply {
            line: NOT_WRITTEN.to_string(),
            next: None,
        }
    }

    fn optimal(&self, at: &u64) -> Reply<u64> {
        self.reply(at, 0)
    }

    fn give_up(&self, _at: &u64) -> Option<String> {
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

    fn fixture(&self, start: &u64, replies: &[String]) -> Option<String> {
        Some(format!("{start}\nline {}\n", replies.join(" ")))
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
