//! The adversary on coins, in process: the crate's own play passes; plays made wrong on purpose
//! each fail the way their fault says, shown on the smallest start and the shortest line.

use std::io::{BufRead, Write};
use std::time::Duration;

use super::{Adversary, Failure, Kind, Outcome, Play, Player, Request, Walker};
use crate::interactive::coins::rules::Coins;

fn request(kind: Kind, player: Option<Player>) -> Request {
    Request {
        kind,
        player,
        threads: 2,
        seed: 1,
        below: None,
        start: None,
        positions: usize::MAX,
        checks: 200,
        games: Some(300),
        // A day: a walk in a test ends on its own, never on a budget of time.
        time: Duration::from_secs(86_400),
    }
}

fn run(kind: Kind, play: Option<Play>) -> Outcome {
    run_limited(kind, play, None)
}

fn run_limited(kind: Kind, play: Option<Play>, limit: Option<u32>) -> Outcome {
    let player = play.map(Player::Solution);
    let walker = Walker(Coins { limit });
    walker
        .run(&request(kind, player), &|_| ())
        .expect("the run starts")
}

fn failed(play: Play) -> Failure {
    match run(Kind::Every, Some(play)) {
        Outcome::Failed { failure, .. } => failure,
        Outcome::Passed { report } | Outcome::Stopped { report } => panic!("passed:\n{report}"),
    }
}

/// Reads one line of the jury's; `None` at the end.
fn line(input: &mut dyn BufRead) -> Option<String> {
    let mut text = String::new();
    input.read_line(&mut text).ok().filter(|&read| read > 0)?;
    Some(text.trim_end().to_string())
}

/// A play that takes `take(pile, moves made)` until the jury gives up.
fn taking(
    input: &mut dyn BufRead,
    output: &mut dyn Write,
    take: fn(u64, u32) -> u64,
) -> Result<(), String> {
    let mut pile: u64 = line(input).ok_or("no n")?.parse().map_err(|_| "n")?;
    for moves in 0.. {
        let taken = take(pile, moves);
        writeln!(output, "{taken}").map_err(|err| err.to_string())?;
        let reply = line(input).ok_or("ended")?;
        if reply == "I give up" {
            return Ok(());
        }
        pile -= taken + reply.parse::<u64>().map_err(|_| "reply")?;
    }
    Ok(())
}

fn winning(pile: u64) -> u64 {
    match (pile - 1) % 4 {
        0 => 1,
        take => take,
    }
}

#[test]
fn the_crates_own_play_passes_every_start_with_its_longest_line() {
    let Outcome::Passed { report } = run(Kind::Every, None) else {
        panic!("the crate's play failed");
    };
    assert!(report.contains("(749 starts)"), "{report}");
    assert!(report.contains("asked: 749 positions"), "{report}");
    assert!(
        report.contains("longest line: 250 moves, from 998"),
        "{report}"
    );
    assert!(
        report.contains("lines: 2.22e119 from the starts"),
        "{report}"
    );
    assert!(report.contains("position only: 200 games"), "{report}");
    // Coins has no limit on moves: no line can pass it, and no game against the table is played.
    assert!(!report.contains("table:"), "{report}");
    for kind in [Kind::Optimal, Kind::Random] {
        let Outcome::Passed { report } = run(kind, None) else {
            panic!("{kind:?} failed")
        };
        assert!(report.contains(": 300 games, every one won"), "{report}");
    }
}

#[test]
fn a_losing_take_is_shown_from_the_smallest_start_on_the_shortest_line() {
    let failure = failed(|input, output| taking(input, output, |_, _| 1));
    assert_eq!(failure.start, "3");
    assert_eq!(failure.transcript, ["<3", ">1", "<1", ">1"]);
    assert!(
        failure.why.contains("takes the last coin"),
        "{}",
        failure.why
    );
    assert_eq!(failure.fixture.as_deref(), Some("3\nline 1\n"));
}

#[test]
fn a_move_that_depends_on_the_path_is_found_by_the_random_games() {
    let failure = failed(|input, output| {
        taking(input, output, |pile, moves| match moves {
            0 => winning(pile),
            _ => 1,
        })
    });
    assert!(
        failure.why.contains("depends on the path"),
        "{}",
        failure.why
    );
    assert!(failure.transcript.len() >= 4, "{:?}", failure.transcript);
}

#[test]
fn a_line_after_the_end_and_a_read_before_a_move_are_protocol_faults() {
    let after: Play = |input, output| {
        taking(input, output, |pile, _| winning(pile))?;
        writeln!(output, "1").map_err(|err| err.to_string())
    };
    let failure = failed(after);
    assert!(
        failure.why.contains("after the run's last line"),
        "{}",
        failure.why
    );
    // The game shown is the first start's, 2: its start is named, not a game past the last.
    assert_eq!(failure.start, "2", "{:?}", failure.transcript);
    let early: Play = |input, output| {
        let n = line(input);
        let waits = line(input);
        writeln!(output, "{n:?}{waits:?}").map_err(|err| err.to_string())
    };
    let failure = failed(early);
    assert!(failure.why.contains("both sides wait"), "{}", failure.why);
}

#[test]
fn a_wrong_move_deep_in_a_line_is_shown_on_the_shortest_line_to_it() {
    // Wrong at 10 only: 2 leaves Zhivago 8, from which he wins. 10 is the smallest start that
    // meets it, and three replies are the fewest that take the program to its last coin.
    let failure = failed(|input, output| {
        taking(input, output, |pile, _| match pile {
            10 => 2,
            pile => winning(pile),
        })
    });
    assert_eq!(failure.start, "10");
    assert_eq!(failure.transcript, ["<10", ">2", "<3", ">1", "<3", ">1"]);
}

#[test]
fn a_line_past_the_limit_is_shown_from_the_smallest_start_that_has_one() {
    // The crate's longest line is 250 takes, from 998 first (the test above).
    let Outcome::Failed { failure, .. } = run_limited(Kind::Every, None, Some(249)) else {
        panic!("passed a limit of 249");
    };
    assert_eq!(failure.start, "998");
    assert!(
        failure
            .why
            .contains("move 250 of a game, past the limit of 249"),
        "{}",
        failure.why
    );
    let takes = failure
        .transcript
        .iter()
        .filter(|line| line.starts_with('>'))
        .count();
    assert_eq!(takes, 250, "{:?}", failure.transcript);
    let Outcome::Passed { report } = run_limited(Kind::Every, None, Some(250)) else {
        panic!("failed a limit of 250");
    };
    assert!(
        report.contains("none past the limit of 250 moves"),
        "{report}"
    );
    assert!(
        report.contains(
            "table: 749 games against the jury's table, one from each start, the longest 250 moves"
        ),
        "{report}"
    );
}
