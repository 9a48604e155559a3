//! `every` on a game with no end but the limit, in process: three piles, the program names a
//! number, the jury adds it to a pile of its choice, and gives up only where it must make two
//! piles equal. A program that always names 1 never wins, and every line runs to the limit
//! through 3^k positions: the walk finds it at once, by the game against the table, and a
//! budget stops a walk that cannot end. A start is three piles, named and shown as `1 2 3`;
//! the jury writes it as that line, or as two (`3`, the count of piles, then `1 2 3`).

use std::fmt;
use std::io::{BufRead, Write};
use std::time::Duration;

use super::rules::plain_number;
use super::{Adversary, Kind, Moved, Next, Outcome, Play, Player, Reply, Request, Rules, Walker};
use crate::random::SplitMix64;

/// Three piles, written as the jury's first line writes them: `1 2 3`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct Piles([u64; 3]);

impl fmt::Display for Piles {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let [a, b, c] = self.0;
        write!(f, "{a} {b} {c}")
    }
}

const LIMIT: u32 = 1000;

struct Stall {
    /// Whether the jury writes a start as two lines, the count of piles first.
    two_lines: bool,
}

impl Stall {
    /// The piles after `y` is added to pile `index`, or `None` where two are then equal.
    fn added(at: &(Piles, u64), index: u64) -> Option<Piles> {
        let mut piles = at.0 .0;
        piles[index as usize] += at.1;
        let [a, b, c] = piles;
        (a != b && b != c && a != c).then_some(Piles(piles))
    }
}

impl Rules for Stall {
    type Start = Piles;
    type Mover = Piles;
    /// The piles and the number named.
    type Replier = (Piles, u64);

    fn solution(&self) -> Play {
        naming_one
    }
    fn header(&self, _games: usize) -> Option<String> {
        None
    }
    fn games_per_run(&self) -> usize {
        1
    }
    fn domain(&self) -> Vec<Piles> {
        vec![Piles([1, 2, 3]), Piles([1, 2, 4]), Piles([2, 3, 5])]
    }
    fn parse_start(&self, text: &str) -> Result<Piles, String> {
        let numbers: Vec<u64> = text
            .split(' ')
            .map(plain_number)
            .collect::<Result<_, _>>()?;
        let piles: [u64; 3] = numbers.try_into().map_err(|_| "give three piles")?;
        Ok(Piles(piles))
    }
    fn domain_text(&self) -> String {
        "three starts".to_string()
    }
    fn draw_start(&self, _random: &mut SplitMix64) -> Piles {
        Piles([1, 2, 3])
    }
    fn start(&self, start: &Piles) -> (String, Piles) {
        match self.two_lines {
            true => (format!("3\n{start}"), *start),
            false => (start.to_string(), *start),
        }
    }
    fn moved(&self, at: &Piles, line: &str) -> Result<Moved<Piles, (Piles, u64)>, String> {
        let y = plain_number(line)?;
        Ok(Moved {
            next: Next::Jury((*at, y)),
            counted: true,
        })
    }
    fn replies(&self, _at: &(Piles, u64)) -> u64 {
        3
    }
    fn reply(&self, at: &(Piles, u64), index: u64) -> Reply<Piles> {
        let next = Stall::added(at, index);
        let line = match next {
            Some(_) => (index + 1).to_string(),
            None => "0".to_string(),
        };
        Reply { line, next }
    }
    fn optimal(&self, at: &(Piles, u64)) -> Reply<Piles> {
        let index = (0..3).find(|&index| Stall::added(at, index).is_some());
        self.reply(at, index.unwrap_or(0))
    }
    fn give_up(&self, _at: &(Piles, u64)) -> Option<String> {
        None
    }
    fn other_line(&self, _line: &str) -> Option<String> {
        None
    }
    fn limit(&self) -> Option<u32> {
        Some(LIMIT)
    }
    fn abort(&self) -> Option<&'static str> {
        None
    }
    fn fixture(&self, start: &Piles, replies: &[String]) -> Option<String> {
        let (first, _) = self.start(start);
        Some(format!("{first}\nline {}\n", replies.join(" ")))
    }
}

/// Names 1 whatever the piles, until the jury writes `0`.
fn naming_one(input: &mut dyn BufRead, output: &mut dyn Write) -> Result<(), String> {
    let mut line = String::new();
    input.read_line(&mut line).map_err(|err| err.to_string())?;
    // A start of two lines: the count of piles, then the piles.
    if line.trim() == "3" {
        input.read_line(&mut line).map_err(|err| err.to_string())?;
    }
    loop {
        writeln!(output, "1").map_err(|err| err.to_string())?;
        line.clear();
        match input.read_line(&mut line) {
            Ok(0) => return Ok(()),
            Ok(_) if line.trim() == "0" => return Ok(()),
            Ok(_) => {}
            Err(err) => return Err(err.to_string()),
        }
    }
}

fn walked(positions: usize) -> Outcome {
    walked_from(positions, None, None).expect("the run starts")
}

/// The walk of the starts `--below` or `--start` names, as the game writes a start.
fn walked_from(
    positions: usize,
    below: Option<&str>,
    start: Option<&str>,
) -> Result<Outcome, String> {
    walked_as(Stall { two_lines: false }, positions, below, start)
}

/// The walk of `stall`'s starts, as `walked_from`.
fn walked_as(
    stall: Stall,
    positions: usize,
    below: Option<&str>,
    start: Option<&str>,
) -> Result<Outcome, String> {
    let request = Request {
        kind: Kind::Every,
        player: Some(Player::Solution(naming_one)),
        threads: 2,
        seed: 1,
        below: below.map(str::to_string),
        start: start.map(str::to_string),
        positions,
        checks: 10,
        games: None,
        time: Duration::from_secs(86_400),
    };
    Walker(stall).run(&request, &|_| ())
}

#[test]
fn a_start_of_three_piles_is_named_and_shown_as_the_game_writes_it() {
    let Ok(Outcome::Failed { failure, report }) = walked_from(10_000, None, Some("2 3 5")) else {
        panic!("no failure from 2 3 5");
    };
    assert_eq!(failure.start, "2 3 5");
    assert!(report.starts_with("FAILED from 2 3 5: "), "{report}");
    // Below the second start, in the game's own order, only the first is walked.
    let Ok(Outcome::Failed { failure, .. }) = walked_from(10_000, Some("1 2 4"), None) else {
        panic!("no failure below 1 2 4");
    };
    assert_eq!(failure.start, "1 2 3");
    let Err(why) = walked_from(10_000, Some("1 2 3"), None) else {
        panic!("a start walked below the first");
    };
    assert!(why.contains("no start to walk"), "{why}");
    let Err(why) = walked_from(10_000, Some("1 2"), None) else {
        panic!("two piles taken for a start");
    };
    assert!(why.contains("--below: give three piles"), "{why}");
}

#[test]
fn a_start_of_two_lines_is_two_lines_of_the_game_and_of_its_fixture() {
    let two_lines = Stall { two_lines: true };
    let Ok(Outcome::Failed { failure, report }) = walked_as(two_lines, 10_000, None, Some("2 3 5"))
    else {
        panic!("no failure from 2 3 5");
    };
    assert_eq!(failure.start, "2 3 5");
    assert_eq!(failure.transcript[..3], ["<3", "<2 3 5", ">1"]);
    assert_eq!(failure.transcript.len(), 2 + 2 * 1000 + 1);
    let shown = format!("the game ({} lines;", 2 + 2 * 1000 + 1);
    assert!(report.contains(&shown), "{report}");
    let interaction = failure.interaction();
    assert!(
        interaction.starts_with("<3\n<2 3 5\n>1\n<"),
        "{interaction}"
    );
    assert_eq!(interaction.lines().count(), failure.transcript.len());
    let fixture = failure.fixture.expect("a fixture");
    let replies = fixture
        .strip_prefix("3\n2 3 5\nline ")
        .expect("the start, then the line");
    let replies: Vec<&str> = replies.trim_end().split(' ').collect();
    assert_eq!(
        replies.len(),
        1000,
        "every reply of the jury, none of the start's lines"
    );
    assert!(
        replies.iter().all(|reply| ["1", "2", "3"].contains(reply)),
        "{replies:?}"
    );
}

#[test]
fn a_program_that_never_wins_is_driven_past_the_limit_by_the_first_line() {
    // 10,000 positions asked are nine levels of the walk's 3^k, far short of the limit:
    // without the game against the table first, the walk would stop on its budget.
    let Outcome::Failed { failure, .. } = walked(10_000) else {
        panic!("no failure");
    };
    assert_eq!(failure.start, "1 2 3");
    assert!(
        failure
            .why
            .contains("move 1001 of a game, past the limit of 1000"),
        "{}",
        failure.why
    );
    assert_eq!(failure.transcript.len(), 1 + 2 * 1000 + 1);
}

#[test]
fn a_walk_past_its_budget_says_how_far_it_went() {
    let shown = std::sync::Mutex::new(Vec::new());
    let Outcome::Stopped { report } = walked_coins(20, &|line| shown.lock().unwrap().push(line))
    else {
        panic!("not stopped");
    };
    let shown = shown.into_inner().unwrap();
    // Coins has no limit: no game against the table is played, nor said to be.
    assert!(
        !shown.iter().any(|line| line.contains("against the table")),
        "{shown:?}"
    );
    assert!(
        shown
            .iter()
            .any(|line| line.contains("positions asked, 749 met; level 0: 0 of 749 asked")),
        "{shown:?}"
    );
    assert!(
        report.contains("stopped: the budget (20 positions"),
        "{report}"
    );
    assert!(report.contains("of 749 starts done"), "{report}");
    assert!(report.contains("positions asked"), "{report}");
    assert!(report.ends_with("not finished\n"), "{report}");
}

fn walked_coins(positions: usize, shown: &dyn Fn(String)) -> Outcome {
    let request = Request {
        kind: Kind::Every,
        player: None,
        threads: 2,
        seed: 1,
        below: None,
        start: None,
        positions,
        checks: 10,
        games: None,
        time: Duration::from_secs(86_400),
    };
    let coins = crate::interactive::coins::rules::Coins { limit: None };
    Walker(coins).run(&request, shown).expect("the run starts")
}
