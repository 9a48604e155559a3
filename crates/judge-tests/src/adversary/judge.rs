//! The lines of a finished walk, judged through the memo: from each start, the most counted
//! moves on any line, the fewest replies to a wrong move, and how many lines there are. A
//! failure is shrunk to the smallest start that has one and the shortest line that shows it.

use super::memo::{Asked, Id, Memo, Target, WON};
use super::rules::Rules;

/// A value not yet worked out.
const UNKNOWN: u32 = u32::MAX;
/// No wrong move can be reached.
const NEVER: u32 = u32::MAX - 1;

/// The walk's memo with, for every position, its longest line and its nearest wrong move.
pub struct Judged<'m, R: Rules> {
    memo: &'m Memo<R>,
    longest: Vec<u32>,
    nearest: Vec<u32>,
    lines: Vec<f64>,
    reply_longest: Vec<u32>,
    reply_nearest: Vec<u32>,
    reply_lines: Vec<f64>,
}

/// What the smallest failing start shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shown {
    /// A line reaches a wrong move after these replies.
    Wrong { start: u64, replies: Vec<(Id, u64)> },
    /// A line passes the limit after these replies.
    Limit {
        start: u64,
        replies: Vec<(Id, u64)>,
        longest: u32,
    },
}

impl<'m, R: Rules> Judged<'m, R> {
    pub fn new(memo: &'m Memo<R>) -> Self {
        let (movers, repliers) = (memo.movers.len(), memo.repliers.len());
        let mut judged = Judged {
            memo,
            longest: vec![UNKNOWN; movers],
            nearest: vec![UNKNOWN; movers],
            lines: vec![0.0; movers],
            reply_longest: vec![UNKNOWN; repliers],
            reply_nearest: vec![UNKNOWN; repliers],
            reply_lines: vec![0.0; repliers],
        };
        for id in 0..movers {
            judged.mover(id as Id);
        }
        judged
    }

    /// The most counted moves from mover `id` on; its nearest wrong move; its lines.
    fn mover(&mut self, id: Id) -> (u32, u32, f64) {
        let at = id as usize;
        if self.longest[at] != UNKNOWN {
            return (self.longest[at], self.nearest[at], self.lines[at]);
        }
        let found = match &self.memo.movers[at].asked {
            None | Some(Asked::Wrong(_)) => (0, 0, 1.0),
            Some(Asked::Moved { next, counted }) => {
                let counted = u32::from(*counted);
                let (longest, nearest, lines) = match *next {
                    Target::Mover(to) => self.mover(to),
                    Target::Replier(to) => self.replier(to),
                };
                (longest.saturating_add(counted), nearest, lines)
            }
        };
        (self.longest[at], self.nearest[at], self.lines[at]) = found;
        found
    }

    fn replier(&mut self, id: Id) -> (u32, u32, f64) {
        let at = id as usize;
        if self.reply_longest[at] != UNKNOWN {
            return (
                self.reply_longest[at],
                self.reply_nearest[at],
                self.reply_lines[at],
            );
        }
        let (mut longest, mut nearest, mut lines) = (0, NEVER, 0f64);
        for index in 0..self.memo.repliers[at].children.len() {
            let child = self.memo.repliers[at].children[index];
            let (child_longest, child_nearest, child_lines) = match child {
                WON => (0, NEVER, 1.0),
                child => self.mover(child),
            };
            longest = longest.max(child_longest);
            if child_nearest != NEVER {
                nearest = nearest.min(child_nearest + 1);
            }
            lines += child_lines;
        }
        let found = (longest, nearest, lines);
        (
            self.reply_longest[at],
            self.reply_nearest[at],
            self.reply_lines[at],
        ) = found;
        found
    }

    /// The most counted moves on any line from `start`, and the number of lines.
    pub fn of_start(&self, rules: &R, start: u64) -> (u32, f64) {
        let (_, key) = rules.start(start);
        match self.memo.mover_id(&key) {
            Some(id) => (self.longest[id as usize], self.lines[id as usize]),
            None => (0, 0.0),
        }
    }

    /// The first of `starts` with a failing line, and the shortest such line.
    pub fn first_failure(&self, rules: &R, starts: &[u64]) -> Option<Shown> {
        let limit = rules.limit().unwrap_or(u32::MAX);
        for &start in starts {
            let (_, key) = rules.start(start);
            let id = self.memo.mover_id(&key)?;
            if self.nearest[id as usize] != NEVER {
                let replies = self.follow(id, |judged, child| judged.nearest_of(child), u32::MAX);
                return Some(Shown::Wrong { start, replies });
            }
            if self.longest[id as usize] > limit {
                let replies = self.follow(
                    id,
                    |judged, child| u32::MAX - judged.longest_of(child),
                    limit + 1,
                );
                let longest = self.longest[id as usize];
                return Some(Shown::Limit {
                    start,
                    replies,
                    longest,
                });
            }
        }
        None
    }

    fn nearest_of(&self, child: Id) -> u32 {
        match child {
            WON => NEVER,
            child => self.nearest[child as usize],
        }
    }

    fn longest_of(&self, child: Id) -> u32 {
        match child {
            WON => 0,
            child => self.longest[child as usize],
        }
    }

    /// The replies of the line from mover `id` that takes, at each replier, the child `score`
    /// ranks lowest, until a wrong move or `moves` counted moves.
    fn follow(&self, mut id: Id, score: impl Fn(&Self, Id) -> u32, moves: u32) -> Vec<(Id, u64)> {
        let mut replies = Vec::new();
        let mut counted = 0;
        loop {
            let Some(Asked::Moved {
                next,
                counted: counts,
            }) = &self.memo.movers[id as usize].asked
            else {
                return replies;
            };
            counted += u32::from(*counts);
            if counted >= moves {
                return replies;
            }
            let replier = match *next {
                Target::Mover(to) => {
                    id = to;
                    continue;
                }
                Target::Replier(to) => to,
            };
            let children = &self.memo.repliers[replier as usize].children;
            let best = (0..children.len()).min_by_key(|&index| score(self, children[index]));
            let Some(best) = best else { return replies };
            replies.push((replier, best as u64));
            match children[best] {
                WON => return replies,
                child => id = child,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::adversary::memo::Via;
    use crate::interactive::coins::rules::Coins;

    /// A memo made by hand, coins' positions as mere names: from the start, one reply leads to
    /// a wrong move two replies on, a later one to a wrong move at once.
    fn two_ways_to_wrong() -> (Memo<Coins>, Id) {
        let mut memo = Memo::<Coins>::default();
        let moved = |replier| Asked::Moved {
            next: Target::Replier(replier),
            counted: true,
        };
        let (start, _) = memo.mover(&10, Via::Start(10));
        let (first, _) = memo.replier(&9, start);
        let (far, _) = memo.mover(&8, Via::Reply(first, 0));
        let (near, _) = memo.mover(&7, Via::Reply(first, 1));
        let (second, _) = memo.replier(&6, far);
        let (farther, _) = memo.mover(&5, Via::Reply(second, 0));
        memo.repliers[first as usize].children = vec![far, near];
        memo.repliers[second as usize].children = vec![farther];
        memo.movers[start as usize].asked = Some(moved(first));
        memo.movers[far as usize].asked = Some(moved(second));
        for wrong in [near, farther] {
            memo.movers[wrong as usize].asked = Some(Asked::Wrong("lost".to_string()));
        }
        (memo, first)
    }

    #[test]
    fn the_line_shown_is_the_one_with_the_fewest_replies_to_a_wrong_move() {
        let (memo, replier) = two_ways_to_wrong();
        let judged = Judged::new(&memo);
        let coins = Coins { limit: None };
        assert_eq!(
            judged.first_failure(&coins, &[10]),
            Some(Shown::Wrong {
                start: 10,
                replies: vec![(replier, 1)],
            })
        );
        assert_eq!(
            judged.of_start(&coins, 10),
            (2, 2.0),
            "longest 2 moves, 2 lines"
        );
    }
}
