//! A model of the jury of XOR Break — Game Version in process: the submission's `play` reads
//! the jury's lines from one end and writes its own to the other; each complete line is judged
//! and answered at once, as `jury.py` does.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::io::{Read, Write};
use std::rc::Rc;

use super::{breaks, optimal_reply, solution, Pair, MAX_BREAKS};
use crate::random::SplitMix64;

/// How the model of the jury replies in one game, as the modes of `jury.py` do.
#[derive(Clone, Debug)]
pub enum Mode {
    /// `optimal`.
    Optimal,
    /// `random S`: a legal break drawn with the seed (here by SplitMix64 over every break of
    /// small numbers, a different draw of the same kind), `0 0` only when none is left.
    Seeded(u64),
    /// `gives-up K`: `optimal`, but `0 0` at the `K`-th reply.
    GivesUp(u64),
    /// `line a1 b1 ...`: each pair while it is legal, `(0, 0)` giving up; then `optimal`.
    Line(Vec<Pair>),
}

/// A run as the model of the jury saw it.
#[derive(Debug, Default)]
pub struct Record {
    /// The side the submission chose in each game.
    pub sides: Vec<String>,
    /// Each game's breaks of the submission: the pair it faced and its break.
    pub breaks: Vec<Vec<(Pair, Pair)>>,
    /// How many games the submission won (the jury said `0 0`).
    pub won: usize,
    /// The first rule or protocol the submission broke.
    pub broken: Option<String>,
}

/// What the model waits for from the submission.
enum Stage {
    Side,
    Break { numbers: Pair, done: u64 },
    Over,
}

/// The model of the jury: checks each line by the rules and answers it.
struct Referee {
    games: Vec<(u64, Mode)>,
    game: usize,
    stage: Stage,
    replies: u64,
    random: SplitMix64,
    listed: VecDeque<Pair>,
    to_submission: VecDeque<u8>,
    from_submission: Vec<u8>,
    record: Record,
}

impl Referee {
    fn say(&mut self, line: String) {
        self.to_submission.extend(line.bytes().chain([b'\n']));
    }

    /// Starts the game at `self.game`, or ends the run after the last one.
    fn next_game(&mut self) {
        let Some((n, mode)) = self.games.get(self.game).cloned() else {
            self.stage = Stage::Over;
            return;
        };
        self.replies = 0;
        self.random = SplitMix64::new(match mode {
            Mode::Seeded(seed) => seed,
            _ => 0,
        });
        self.listed = match mode {
            Mode::Line(pairs) => pairs.into(),
            _ => VecDeque::new(),
        };
        self.record.breaks.push(Vec::new());
        self.stage = Stage::Side;
        self.say(n.to_string());
    }

    /// One complete line from the submission.
    fn heard(&mut self, line: &str) {
        if self.record.broken.is_some() {
            return;
        }
        let n = self.games.get(self.game).map_or(0, |(n, _)| *n);
        match self.stage {
            Stage::Over => self.fail(format!("wrote {line:?} after the run")),
            Stage::Side => {
                self.record.sides.push(line.to_string());
                match line {
                    "first" => {
                        self.stage = Stage::Break {
                            numbers: (n, 0),
                            done: 0,
                        }
                    }
                    "second" => self.reply((n, 0), 0),
                    _ => self.fail(format!("{line:?} is no side")),
                }
            }
            Stage::Break { numbers, done } => self.judge_break(line, numbers, done),
        }
    }

    fn judge_break(&mut self, line: &str, numbers: Pair, done: u64) {
        let parsed = line
            .split_once(' ')
            .and_then(|(p1, p2)| Some((p1.parse::<u64>().ok()?, p2.parse::<u64>().ok()?)));
        let Some(broken) = parsed else {
            return self.fail(format!("{line:?} is no break"));
        };
        if done >= MAX_BREAKS {
            self.say("-1 -1".to_string());
            return self.fail(format!("a break past the {MAX_BREAKS} allowed"));
        }
        let legal = |p: u64| breaks_of(p, broken);
        if !legal(numbers.0) && !legal(numbers.1) {
            self.say("-1 -1".to_string());
            return self.fail(format!("{line:?} is no break of {numbers:?}"));
        }
        if let Some(game) = self.record.breaks.last_mut() {
            game.push((numbers, broken));
        }
        self.reply(broken, done + 1);
    }

    /// The jury's answer to the submission's numbers, the submission having made `done`
    /// breaks.
    fn reply(&mut self, numbers: Pair, done: u64) {
        self.replies += 1;
        match self.choose(numbers) {
            Some((q1, q2)) => {
                self.say(format!("{q1} {q2}"));
                self.stage = Stage::Break {
                    numbers: (q1, q2),
                    done,
                };
            }
            None => {
                self.say("0 0".to_string());
                self.record.won += 1;
                self.game += 1;
                self.next_game();
            }
        }
    }

    /// The reply of the game's mode, or `None` for `0 0`.
    fn choose(&mut self, (a, b): Pair) -> Option<Pair> {
        match self.games[self.game].1 {
            Mode::Seeded(_) => {
                let every: Vec<Pair> = breaks(a).chain(breaks(b)).collect();
                let last = (every.len() as u64).checked_sub(1)?;
                return Some(every[self.random.in_range(0..=last) as usize]);
            }
            Mode::GivesUp(k) if k == self.replies => return None,
            _ => {}
        }
        if let Some(pair) = self.listed.pop_front() {
            if pair == (0, 0) {
                return None;
            }
            if breaks_of(a, pair) || breaks_of(b, pair) {
                return Some(pair);
            }
            self.listed.clear();
        }
        optimal_reply(a, b)
    }

    fn fail(&mut self, why: String) {
        self.record.broken.get_or_insert(why);
    }
}

/// Whether `pair` is a break of `p`.
fn breaks_of(p: u64, (p1, p2): Pair) -> bool {
    0 < p1 && p1 < p && 0 < p2 && p2 < p && p1 ^ p2 == p
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

/// The crate's `play` against the model of the jury on a run of games: what `play` returned
/// and what the model saw.
pub fn played(games: &[(u64, Mode)]) -> (Result<(), String>, Record) {
    let referee = Rc::new(RefCell::new(Referee {
        games: games.to_vec(),
        game: 0,
        stage: Stage::Over,
        replies: 0,
        random: SplitMix64::new(0),
        listed: VecDeque::new(),
        to_submission: VecDeque::new(),
        from_submission: Vec::new(),
        record: Record::default(),
    }));
    {
        let mut referee = referee.borrow_mut();
        referee.say(games.len().to_string());
        referee.next_game();
    }
    let mut input = std::io::BufReader::new(ToSubmission(Rc::clone(&referee)));
    let mut output = FromSubmission(Rc::clone(&referee));
    let result = solution::play(&mut input, &mut output);
    let record = std::mem::take(&mut referee.borrow_mut().record);
    (result, record)
}
