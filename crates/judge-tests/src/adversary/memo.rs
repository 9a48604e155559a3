//! The walk's memory: every position met, interned to a number, with the program's move at
//! each one where the program is to write and the jury's replies where it is to reply. The
//! program's move is asked once per position; a line is the path through this graph.

use std::collections::hash_map::Entry;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::rules::{Next, Rules};

/// A position's number in its list.
pub type Id = u32;

/// A reply that ends the game, won by the program, in a replier's children.
pub const WON: Id = Id::MAX;

/// How the walk first reached a position where the program writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Via {
    /// The start of a game: its number in `Memo::starts`.
    Start(Id),
    /// The program's own line before, at that position (it writes again).
    Again(Id),
    /// The jury's reply number `index` at that replier.
    Reply(Id, u64),
}

/// What the program did at a position: where its line led, and whether the limit counts it;
/// or why the line was wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    Moved { next: Target, counted: bool },
    Wrong(String),
}

/// A position the program's line led to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Mover(Id),
    Replier(Id),
}

pub struct MoverNode<R: Rules> {
    pub key: R::Mover,
    pub via: Via,
    pub asked: Option<Asked>,
}

pub struct ReplierNode<R: Rules> {
    pub key: R::Replier,
    /// The position whose move led here.
    pub via: Id,
    /// Where each reply leads, in the order of `Rules::reply`; `WON` ends the game.
    pub children: Vec<Id>,
}

/// A hash of a few words, multiplied and rotated in (as rustc's own `FxHasher`): the walk
/// looks positions up millions of times, and its keys are not chosen by anyone hostile.
#[derive(Default)]
pub struct Words(u64);

impl Hasher for Words {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_usize(&mut self, word: usize) {
        self.write_u64(word as u64);
    }

    fn write_isize(&mut self, word: isize) {
        self.write_u64(word as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

type Map<K> = HashMap<K, Id, BuildHasherDefault<Words>>;

pub struct Memo<R: Rules> {
    /// The starts of the games the walk played, in the order met.
    pub starts: Vec<R::Start>,
    pub movers: Vec<MoverNode<R>>,
    pub repliers: Vec<ReplierNode<R>>,
    mover_ids: Map<R::Mover>,
    replier_ids: Map<R::Replier>,
}

impl<R: Rules> Default for Memo<R> {
    fn default() -> Self {
        Memo {
            starts: Vec::new(),
            movers: Vec::new(),
            repliers: Vec::new(),
            mover_ids: Map::default(),
            replier_ids: Map::default(),
        }
    }
}

impl<R: Rules> Memo<R> {
    /// The first position of a game from `start`, its number, and whether it is new.
    pub fn start(&mut self, rules: &R, start: &R::Start) -> (Id, bool) {
        let (_, key) = rules.start(start);
        let via = Via::Start(fresh_id(self.starts.len()));
        let (id, new) = self.mover(&key, via);
        if new {
            self.starts.push(start.clone());
        }
        (id, new)
    }

    /// The position's number, and whether it is new (then reached `via`).
    pub fn mover(&mut self, key: &R::Mover, via: Via) -> (Id, bool) {
        let next = fresh_id(self.movers.len());
        match self.mover_ids.entry(key.clone()) {
            Entry::Occupied(found) => (*found.get(), false),
            Entry::Vacant(place) => {
                place.insert(next);
                let key = key.clone();
                self.movers.push(MoverNode {
                    key,
                    via,
                    asked: None,
                });
                (next, true)
            }
        }
    }

    /// The replier's number, and whether it is new (then reached from `via`).
    pub fn replier(&mut self, key: &R::Replier, via: Id) -> (Id, bool) {
        let next = fresh_id(self.repliers.len());
        match self.replier_ids.entry(key.clone()) {
            Entry::Occupied(found) => (*found.get(), false),
            Entry::Vacant(place) => {
                place.insert(next);
                let key = key.clone();
                let children = Vec::new();
                self.repliers.push(ReplierNode { key, via, children });
                (next, true)
            }
        }
    }

    /// Room for `more` positions where the program writes.
    pub fn reserve(&mut self, more: usize) {
        self.movers.reserve(more);
        self.mover_ids.reserve(more);
    }

    pub fn mover_id(&self, key: &R::Mover) -> Option<Id> {
        self.mover_ids.get(key).copied()
    }

    /// Where a move recorded at a position leads, as keys.
    pub fn next_of(&self, target: Target) -> Next<R::Mover, R::Replier> {
        match target {
            Target::Mover(id) => Next::Again(self.movers[id as usize].key.clone()),
            Target::Replier(id) => Next::Jury(self.repliers[id as usize].key.clone()),
        }
    }

    /// The jury's lines and the program's expected moves from the start of a game to `mover`:
    /// the start, then each step the program made and the reply that followed, if any.
    pub fn path(&self, rules: &R, mover: Id) -> Path<R::Start> {
        let mut steps = Vec::new();
        let mut at = mover;
        let start = loop {
            match self.movers[at as usize].via {
                Via::Start(start) => break self.starts[start as usize].clone(),
                Via::Again(before) => {
                    steps.push((before, None));
                    at = before;
                }
                Via::Reply(replier, index) => {
                    let node = &self.repliers[replier as usize];
                    let line = rules.reply(&node.key, index).line;
                    steps.push((node.via, Some(line)));
                    at = node.via;
                }
            }
        };
        steps.reverse();
        Path { start, steps }
    }
}

/// How a game reaches a position: its start, then at each position the program's move (as the
/// memo has it) and the jury's reply line after it (none where the program writes again).
#[derive(Clone, Debug)]
pub struct Path<S> {
    pub start: S,
    pub steps: Vec<(Id, Option<String>)>,
}

fn fresh_id(len: usize) -> Id {
    // A walk of 4 billion positions would not fit in memory long before this.
    Id::try_from(len).unwrap_or_else(|_| panic!("more than {} positions", Id::MAX))
}
