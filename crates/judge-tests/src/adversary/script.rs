//! The jury of one run, as the adversary plays it: a state machine fed the program's lines one
//! at a time, answering each with the lines to write next. The same machine drives a program
//! through pipes and the crate's own `play` in process (`drive`).

use std::rc::Rc;

use super::memo::{Id, Memo, Path, Via};
use super::rules::{Moved, Rules};
use crate::random::SplitMix64;

/// How the jury plays one game of the run.
#[derive(Clone, Debug)]
pub enum Plan<S> {
    /// Replays `path` to `mover`, then records the program's lines there (and at once after,
    /// while it writes again) until the jury is to reply; then gives up, or, with `abort`,
    /// writes the stop line and expects the program to exit, even with games left in the run.
    Ask(Ask<S>),
    /// From `start`, replies drawn from `seed`, each pair written either way; every move must
    /// be the one the memo holds for its position.
    Check { start: S, seed: u64 },
    /// From `start`, the table's replies, or drawn from the seed: every move held to the rules
    /// and the limit only.
    Free { start: S, seeded: Option<u64> },
    /// From `start`, these replies in order (then the table's): every move held to the rules
    /// and the limit. A failure found by the walk is shown again this way.
    Line { start: S, replies: Vec<String> },
}

/// A game that asks the program its move at `mover`, reached by `path`.
#[derive(Clone, Debug)]
pub struct Ask<S> {
    pub mover: Id,
    pub path: Path<S>,
    /// The stop line after the move, not a reply.
    pub abort: bool,
    /// The move compared with the memo's (reached another way), not recorded.
    pub compare: bool,
}

/// How a run ends on the jury's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    /// Its last line is written: the program must exit, writing nothing more.
    Exit,
    /// Stopped short (a fault, or a game with no way to end): whatever the program does next
    /// is not judged.
    Cut,
}

/// What a run found wrong, with the game's exchange so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault<S> {
    pub transcript: Vec<String>,
    pub why: String,
    /// The start of the game it happened in.
    pub start: S,
    /// The position whose move differed from the memo's, where that is the fault.
    pub differs_at: Option<Id>,
    /// Whether the fault is a move past the limit.
    pub past_limit: bool,
}

/// A move recorded by an `Ask` game: the position (with how it was reached: `None` is from the
/// record before, the program writing again) and the move.
pub struct Record<R: Rules> {
    pub key: R::Mover,
    /// The position's number where the memo holds it (the position asked).
    pub id: Option<Id>,
    pub via: Option<Via>,
    pub moved: Result<Moved<R::Mover, R::Replier>, String>,
}

/// Where a free game's replies come from.
enum Source {
    Table,
    Drawn,
    Listed(String),
}

struct Cursor<R: Rules> {
    at: R::Mover,
    id: Option<Id>,
    step: usize,
    counted: u32,
    random: SplitMix64,
}

pub struct RunJury<'a, R: Rules> {
    rules: &'a R,
    memo: &'a Memo<R>,
    /// Shared, not copied, by each line's handling.
    plans: Vec<Rc<Plan<R::Start>>>,
    game: usize,
    cursor: Option<Cursor<R>>,
    transcript: Vec<String>,
    pub finish: Option<Finish>,
    pub records: Vec<Record<R>>,
    pub fault: Option<Fault<R::Start>>,
    /// Lines read from the program, and games ended.
    pub lines: u64,
    pub games: u64,
    pub longest: u32,
    /// Whether the run ended on the stop line.
    pub stopped: bool,
}

impl<'a, R: Rules> RunJury<'a, R> {
    pub fn new(rules: &'a R, memo: &'a Memo<R>, plans: Vec<Plan<R::Start>>) -> Self {
        RunJury {
            rules,
            memo,
            plans: plans.into_iter().map(Rc::new).collect(),
            game: 0,
            cursor: None,
            transcript: Vec::new(),
            finish: None,
            records: Vec::new(),
            fault: None,
            lines: 0,
            games: 0,
            longest: 0,
            stopped: false,
        }
    }

    /// The run's first lines: the header, if any, and the first game's start.
    pub fn opening(&mut self) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(header) = self.rules.header(self.plans.len()) {
            out.push(header);
        }
        self.begin(&mut out);
        out
    }

    /// The program's next line; the lines to write back (none where it writes again).
    pub fn heard(&mut self, line: &str) -> Vec<String> {
        let mut out = Vec::new();
        if self.finish.is_some() {
            return out;
        }
        self.lines += 1;
        self.transcript.push(format!(">{line}"));
        let Some(mut cursor) = self.cursor.take() else {
            self.fail("wrote a line when the jury had asked for none".to_string());
            return out;
        };
        let plan = Rc::clone(&self.plans[self.game]);
        let moved = self.rules.moved(&cursor.at, line);
        let kept = match &*plan {
            Plan::Ask(ask) => self.ask(&mut cursor, moved, ask, &mut out),
            Plan::Check { .. } => self.check(&mut cursor, moved, line, &mut out),
            Plan::Free { seeded, .. } => {
                let source = seeded.map_or(Source::Table, |_| Source::Drawn);
                self.free(&mut cursor, moved, source, &mut out)
            }
            Plan::Line { replies, .. } => {
                let listed = replies.get(cursor.step).cloned();
                let source = listed.map_or(Source::Table, Source::Listed);
                self.free(&mut cursor, moved, source, &mut out)
            }
        };
        if kept && self.finish.is_none() {
            self.cursor = Some(cursor);
        }
        out
    }

    /// Writes `line` to the program, and keeps it in the game's exchange, a line of the
    /// exchange for each of its lines (a start of two lines is two). An empty `line` is no line:
    /// the jury says nothing (before a program that speaks first, or at an end on its line).
    fn say(&mut self, out: &mut Vec<String>, line: String) {
        if line.is_empty() {
            return;
        }
        self.transcript.extend(super::jury_lines(&line));
        out.push(line);
    }

    /// The exchange of the game under way, for a fault found outside the jury (by the driver).
    pub fn protocol_fault(&mut self, why: String) {
        if self.fault.is_none() {
            self.fail(why);
        }
        self.finish = Some(Finish::Cut);
    }

    /// Whether the jury waits for a line from the program.
    pub fn waiting(&self) -> bool {
        self.finish.is_none() && self.cursor.is_some()
    }

    fn start_of(plan: &Plan<R::Start>) -> &R::Start {
        match plan {
            Plan::Ask(ask) => &ask.path.start,
            Plan::Check { start, .. } | Plan::Free { start, .. } | Plan::Line { start, .. } => {
                start
            }
        }
    }

    fn begin(&mut self, out: &mut Vec<String>) {
        let plan = Rc::clone(&self.plans[self.game]);
        let start = Self::start_of(&plan);
        let seed = match &*plan {
            Plan::Check { seed, .. } => *seed,
            Plan::Free { seeded, .. } => seeded.unwrap_or(0),
            Plan::Ask(_) | Plan::Line { .. } => 0,
        };
        let (line, at) = self.rules.start(start);
        self.transcript.clear();
        // The run's own first line: a game that fails in a run of many shows how many it held.
        if let Some(header) = self.rules.header(self.plans.len()) {
            self.transcript.extend(super::jury_lines(&header));
        }
        self.say(out, line);
        let id = self.memo.mover_id(&at);
        self.cursor = Some(Cursor {
            at,
            id,
            step: 0,
            counted: 0,
            random: SplitMix64::new(seed),
        });
    }

    /// The game is over, won by the program: the next one begins, or the run is over.
    fn game_over(&mut self, out: &mut Vec<String>) {
        self.games += 1;
        self.game += 1;
        match self.game < self.plans.len() {
            true => self.begin(out),
            false => self.finish = Some(Finish::Exit),
        }
    }

    fn fail(&mut self, why: String) {
        // The game the exchange holds: the one under way, or the last once every game ended.
        let shown = self.plans.get(self.game).or(self.plans.last());
        self.finish = Some(Finish::Cut);
        // A run has at least one game: its plan names the start.
        let Some(start) = shown.map(|plan| Self::start_of(plan).clone()) else {
            return;
        };
        let transcript = self.transcript.clone();
        self.fault = Some(Fault {
            transcript,
            differs_at: None,
            past_limit: false,
            why,
            start,
        });
    }
}

mod plays;
