//! The adversary on a game the program opens and ends on a line of its own (count to 100), as
//! the interactive crates' shared part plays it: the jury says nothing first and nothing last.

use std::io::{BufRead, Write};
use std::time::Duration;

use judge::layout::{Workspace, INTERACTIVE_PART_START};

use super::rules::plain_number;
use super::{Adversary, Failure, Kind, Moved, Next, Outcome, Play, Player, Reply, Request, Rules};
use crate::random::SplitMix64;
use crate::scaffold::{shared_part, Kind as Shape};

// Clippy lints the shared part in the problem crates, under their rust-version.
#[allow(dead_code, clippy::all)]
#[path = "opening_tests/count_to.rs"]
mod count_to;

/// Count to 100: a start is the count to reach, 100 only; the program is to raise a count, and
/// the jury to raise the program's, where 100 leaves it nothing to say.
struct CountTo;

const TARGET: u64 = 100;

impl Rules for CountTo {
    type Start = u64;
    type Mover = u64;
    type Replier = u64;

    fn solution(&self) -> Play {
        |mut input, mut output| count_to::play(&mut input, &mut output)
    }
    fn header(&self, _games: usize) -> Option<String> {
        None
    }
    fn games_per_run(&self) -> usize {
        1
    }
    fn domain(&self) -> Vec<u64> {
        vec![TARGET]
    }
    fn parse_start(&self, text: &str) -> Result<u64, String> {
        plain_number(text).and_then(|target| match target {
            TARGET => Ok(target),
            _ => Err(format!("{text:?} is no start: the count is to {TARGET}")),
        })
    }
    fn domain_text(&self) -> String {
        format!("the count to {TARGET}")
    }
    fn draw_start(&self, _random: &mut SplitMix64) -> u64 {
        TARGET
    }
    /// The program speaks first: the jury says nothing.
    fn start(&self, _start: &u64) -> (String, u64) {
        (String::new(), 0)
    }
    fn moved(&self, at: &u64, line: &str) -> Result<Moved<u64, u64>, String> {
        let count = plain_number(line)?;
        if !(at + 1..=at + 2).contains(&count) || count > TARGET {
            return Err(format!("{line:?} does not raise {at} by 1 or 2"));
        }
        if (TARGET - count) % 3 != 0 {
            return Err(format!("{count} leaves the jury a count that wins"));
        }
        let next = Next::Jury(count);
        Ok(Moved {
            next,
            counted: true,
        })
    }
    fn replies(&self, at: &u64) -> u64 {
        match *at {
            TARGET => 1,
            _ => 2,
        }
    }
    /// At 100 the game is over, the jury saying nothing; else its raise by `index + 1`, below
    /// 100 since the program's count is 100 or at least 3 below it.
    fn reply(&self, at: &u64, index: u64) -> Reply<u64> {
        match *at {
            TARGET => Reply {
                line: String::new(),
                next: None,
            },
            _ => Reply {
                line: format!("{}", at + 1 + index),
                next: Some(at + 1 + index),
            },
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
    fn fixture(&self, _start: &u64, _replies: &[String]) -> Option<String> {
        None
    }
}

fn run(kind: Kind, play: Play) -> Outcome {
    let request = Request {
        kind,
        player: Some(Player::Solution(play)),
        threads: 2,
        seed: 1,
        below: None,
        start: None,
        positions: usize::MAX,
        checks: 50,
        games: Some(50),
        time: Duration::from_secs(86_400),
    };
    let walker = super::Walker(CountTo);
    walker.run(&request, &|_| ()).expect("the run starts")
}

fn failed(play: Play) -> Failure {
    match run(Kind::Every, play) {
        Outcome::Failed { failure, .. } => failure,
        Outcome::Passed { report } | Outcome::Stopped { report } => panic!("passed:\n{report}"),
    }
}

/// Says `count` on a line of its own.
fn say(output: &mut dyn Write, count: u64) -> Result<(), String> {
    writeln!(output, "{count}").map_err(|err| err.to_string())
}

/// Reads the jury's count.
fn heard(input: &mut dyn BufRead) -> Result<u64, String> {
    let mut line = String::new();
    input.read_line(&mut line).map_err(|err| err.to_string())?;
    line.trim().parse().map_err(|_| format!("{line:?}"))
}

#[test]
fn the_toy_plays_through_the_shared_part_of_the_interactive_crates() {
    let workspace = Workspace::this();
    let first = crate::interactive::PROBLEMS.first().expect("a problem");
    let main_rs = std::fs::read_to_string(workspace.main_rs(first.name)).expect("main.rs");
    let toy = include_str!("opening_tests/count_to.rs");
    let shared = shared_part(&main_rs, Shape::Interactive);
    assert!(shared.is_some_and(|shared| shared.starts_with(INTERACTIVE_PART_START)));
    assert_eq!(shared_part(toy, Shape::Interactive), shared);
    assert_eq!(
        count_to::winning_count(0)
            .map(|count| count.to_string())
            .as_deref(),
        Some("1")
    );
}

#[test]
fn a_game_the_program_opens_and_ends_is_walked_and_won() {
    let play = CountTo.solution();
    let Outcome::Passed { report } = run(Kind::Every, play) else {
        panic!("the toy fails its own walk")
    };
    assert!(report.contains("the count to 100"), "{report}");
    // Each run asks one move. The two that say 100 (from 98 and from 99) end their game, and
    // the program must exit; the others stop after the move, the jury having no early end.
    assert!(
        report.contains("runs ended: 2 after their last game"),
        "{report}"
    );
    assert!(
        report.contains("65 cut short after the move asked"),
        "{report}"
    );
    for kind in [Kind::Optimal, Kind::Random] {
        let outcome = run(kind, play);
        assert!(matches!(outcome, Outcome::Passed { .. }), "{kind:?}");
    }
    let mut output = Vec::new();
    let replies = (1..=33)
        .map(|turn| format!("{}\n", 3 * turn - 1))
        .collect::<String>();
    play(&mut replies.as_bytes(), &mut output).expect("won");
    let output = String::from_utf8(output).expect("text");
    assert!(
        output.starts_with("1\n4\n") && output.ends_with("97\n100\n"),
        "{output}"
    );
}

#[test]
fn a_program_that_waits_for_the_jury_or_speaks_past_its_last_line_fails() {
    let waits: Play = |input, output| {
        let count = heard(input)?;
        say(output, count + 1)
    };
    let failure = failed(waits);
    assert!(failure.why.contains("both sides wait"), "{}", failure.why);
    assert_eq!(
        failure.transcript,
        Vec::<String>::new(),
        "the jury said nothing"
    );
    let on: Play = |input, output| {
        let mut count = 1;
        say(output, count)?;
        while count < TARGET {
            count = heard(input)?;
            count += (TARGET - count) % 3;
            say(output, count)?;
        }
        say(output, count + 1)
    };
    let failure = failed(on);
    assert!(
        failure.why.contains("after the run's last line"),
        "{}",
        failure.why
    );
    assert_eq!(failure.transcript.first().map(String::as_str), Some(">1"));
    assert_eq!(failure.transcript.last().map(String::as_str), Some(">100"));
}
