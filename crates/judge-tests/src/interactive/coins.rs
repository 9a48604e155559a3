//! Coins: everything the tests know of the problem: the rules as plain game-tree search, and a
//! model of the jury that `play` talks to in process.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::io::{Read, Write};
use std::rc::Rc;

use crate::interactive::{Interactive, Shows};
use crate::random::SplitMix64;
use crate::search::GameSearch;

// Clippy lints it in its own crate, under the rust-version of the submissions.
#[allow(dead_code, clippy::all)]
#[path = "../../../coins/src/main.rs"]
pub mod solution;

pub mod rules;

pub const PROBLEM: Interactive = Interactive {
    name: "coins",
    adversary: Some(&crate::adversary::Walker(rules::Coins { limit: None })),
    shows: &[Shows::JuryEnds("I give up")],
};

/// The takes the rules allow from a pile: 1, 2 or 3 coins, and no more than the pile holds.
pub fn legal_takes(coins: u64) -> impl Iterator<Item = u64> {
    (1..=3).filter(move |&take| take <= coins)
}

/// The piles a move can leave without taking the last coin. Taking the last coin loses at once,
/// so it is never a winning move, and a pile of one coin, where it is the only move, is lost:
/// the normal-play search below then decides the misere game.
fn moves_that_do_not_lose_at_once(coins: &u64) -> Vec<u64> {
    legal_takes(*coins)
        .filter(|&take| take < *coins)
        .map(|take| coins - take)
        .collect()
}

/// Plain game-tree search over piles of coins, from the rules alone.
pub fn search() -> GameSearch<u64, fn(&u64) -> Vec<u64>> {
    GameSearch::new(moves_that_do_not_lose_at_once as fn(&u64) -> Vec<u64>)
}

/// The take the search finds winning from `coins`, if any: the submission's move function
/// must give exactly this one, the only winning take from any pile.
pub fn searched_take(
    search: &mut GameSearch<u64, fn(&u64) -> Vec<u64>>,
    coins: u64,
) -> Option<u64> {
    search.winning_move(&coins).map(|left| coins - left)
}

/// How the model of the jury answers, as the jury's modes do (`crates/coins/jury.py`).
#[derive(Clone, Copy, Debug)]
pub enum Replies {
    /// The winning take where there is one, else `1 + (left / 4) % 3`.
    Table,
    /// A legal take drawn from a seeded generator, never the last coin.
    Seeded(u64),
}

/// One game as the model of the jury saw it.
#[derive(Debug, Default)]
pub struct Record {
    /// Every take of the submission, in order, each with the pile it was taken from.
    pub takes: Vec<(u64, u64)>,
    /// Every line the model wrote, in order.
    pub said: Vec<String>,
    /// The first rule or protocol the submission broke.
    pub broken: Option<String>,
    /// Whether the game ended with `I give up`.
    pub gave_up: bool,
}

/// The model of the jury: checks each take by the rules and answers it.
struct Referee {
    left: u64,
    replies: Replies,
    random: SplitMix64,
    to_submission: VecDeque<u8>,
    from_submission: Vec<u8>,
    record: Record,
}

impl Referee {
    fn say(&mut self, line: String) {
        self.to_submission.extend(line.bytes().chain([b'\n']));
        self.record.said.push(line);
    }

    /// One complete line from the submission.
    fn heard(&mut self, line: &str) {
        if self.record.broken.is_some() || self.record.gave_up {
            self.record
                .broken
                .get_or_insert(format!("wrote {line:?} after the game"));
            return;
        }
        let Some(take) = legal_takes(self.left).find(|take| take.to_string() == line) else {
            self.record.broken = Some(format!("{line:?} is no legal take from {}", self.left));
            return;
        };
        self.record.takes.push((self.left, take));
        if take == self.left {
            self.record.broken = Some("took the last coin".to_string());
            return;
        }
        self.left -= take;
        if self.left == 1 {
            self.record.gave_up = true;
            self.say("I give up".to_string());
            return;
        }
        let reply = self.reply();
        self.left -= reply;
        self.say(reply.to_string());
    }

    /// Zhivago's take from `left >= 2` coins.
    fn reply(&mut self) -> u64 {
        let left = self.left;
        match self.replies {
            Replies::Table => match (left - 1) % 4 {
                0 => 1 + (left / 4) % 3,
                winning => winning,
            },
            Replies::Seeded(_) => self.random.in_range(1..=3.min(left - 1)),
        }
    }
}

/// The submission's side of the pipe into it.
struct ToSubmission(Rc<RefCell<Referee>>);

impl Read for ToSubmission {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let mut referee = self.0.borrow_mut();
        let pending = &mut referee.to_submission;
        let count = buf.len().min(pending.len());
        for (slot, byte) in buf.iter_mut().zip(pending.drain(..count)) {
            *slot = byte;
        }
        Ok(count)
    }
}

/// The submission's side of the pipe out of it: each complete line goes to the referee.
struct FromSubmission(Rc<RefCell<Referee>>);

impl Write for FromSubmission {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let mut referee = self.0.borrow_mut();
        for &byte in buf {
            if byte == b'\n' {
                let line = std::mem::take(&mut referee.from_submission);
                referee.heard(&String::from_utf8_lossy(&line));
            } else {
                referee.from_submission.push(byte);
            }
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The crate's `play` against the model of the jury from `n` coins: what `play` returned and
/// what the model saw.
pub fn played(n: u64, replies: Replies) -> (Result<(), String>, Record) {
    let seed = match replies {
        Replies::Table => 0,
        Replies::Seeded(seed) => seed,
    };
    let referee = Rc::new(RefCell::new(Referee {
        left: n,
        replies,
        random: SplitMix64::new(seed),
        to_submission: VecDeque::new(),
        from_submission: Vec::new(),
        record: Record::default(),
    }));
    referee.borrow_mut().say(n.to_string());
    let mut input = std::io::BufReader::new(ToSubmission(Rc::clone(&referee)));
    let mut output = FromSubmission(Rc::clone(&referee));
    let result = solution::play(&mut input, &mut output);
    let record = std::mem::take(&mut referee.borrow_mut().record);
    (result, record)
}

/// The crate's `play` on a fixed script of lines from the jury, as bytes: what it returned and
/// the lines it wrote.
pub fn scripted(script: &[u8]) -> (Result<(), String>, String) {
    let mut output = Vec::new();
    let result = solution::play(&mut &script[..], &mut output);
    (result, String::from_utf8_lossy(&output).into_owned())
}
