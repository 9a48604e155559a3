//! The second stage of `every`: the lines of the walk, judged through its memo. From each
//! start: the most counted moves on any line, the fewest replies to a wrong move, how many
//! lines there are, and whether every position on them was asked. A failure is the smallest
//! start that has one, on the shortest line that shows it; a walk stopped by its budget is
//! judged as far as it went.

use super::memo::{self, Asked, Id, Memo, Target};
use super::rules::Rules;
use super::walk::{Found, Walked};

/// What the lines from the starts hold.
pub struct Lines<S> {
    /// How many lines, the most moves on one, and the start it is from.
    pub count: f64,
    pub longest: u32,
    pub from: Option<S>,
    /// The starts every line of which was walked to its end.
    pub done: usize,
}

/// Judges the walk's lines from `starts`: a failing line becomes what the walk found, unless
/// the walk found a failure first.
pub fn judge<R: Rules>(rules: &R, walked: &mut Walked<R>, starts: &[R::Start]) -> Lines<R::Start> {
    let mut lines = Lines {
        count: 0.0,
        longest: 0,
        from: None,
        done: 0,
    };
    if !matches!(walked.found, Found::Nothing | Found::Stopped) {
        return lines;
    }
    let judged = Judged::new(&walked.memo);
    for start in starts {
        let (most, count) = judged.of_start(rules, start);
        if lines.from.is_none() || most > lines.longest {
            (lines.longest, lines.from) = (most, Some(start.clone()));
        }
        lines.count += count;
        lines.done += usize::from(judged.done(rules, start));
    }
    if let Some(shown) = judged.first_failure(rules, starts) {
        let (start, replies) = match shown {
            Shown::Wrong { start, replies } | Shown::Limit { start, replies, .. } => {
                (start, replies)
            }
        };
        let line = |&(replier, index): &(Id, u64)| {
            let key = &walked.memo.repliers[replier as usize].key;
            rules.reply(key, index).line
        };
        let replies = replies.iter().map(line).collect();
        let seen = "the walk found it failing".to_string();
        walked.found = Found::Line {
            start,
            replies,
            seen,
        };
    }
    lines
}

/// No wrong move can be reached.
const NEVER: u32 = u32::MAX;

/// What the lines from one position hold.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Held {
    /// The most counted moves on any line.
    longest: u32,
    /// The fewest replies to a wrong move, or `NEVER`.
    nearest: u32,
    /// How many lines there are.
    lines: f64,
    /// Whether some position on them was never asked (a walk stopped short).
    open: bool,
}

const WON: Held = Held {
    longest: 0,
    nearest: NEVER,
    lines: 1.0,
    open: false,
};

/// The walk's memo with, for every position, what its lines hold.
pub struct Judged<'m, R: Rules> {
    memo: &'m Memo<R>,
    movers: Vec<Option<Held>>,
    repliers: Vec<Option<Held>>,
}

/// What the smallest failing start shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shown<S> {
    /// A line reaches a wrong move after these replies.
    Wrong { start: S, replies: Vec<(Id, u64)> },
    /// A line passes the limit after these replies.
    Limit {
        start: S,
        replies: Vec<(Id, u64)>,
        longest: u32,
    },
}

impl<'m, R: Rules> Judged<'m, R> {
    pub fn new(memo: &'m Memo<R>) -> Self {
        let mut judged = Judged {
            memo,
            movers: vec![None; memo.movers.len()],
            repliers: vec![None; memo.repliers.len()],
        };
        for id in 0..memo.movers.len() {
            judged.mover(id as Id);
        }
        judged
    }

    fn mover(&mut self, id: Id) -> Held {
        if let Some(found) = self.movers[id as usize] {
            return found;
        }
        let found = match &self.memo.movers[id as usize].asked {
            None => Held {
                lines: 0.0,
                open: true,
                ..WON
            },
            Some(Asked::Wrong(_)) => Held { nearest: 0, ..WON },
            Some(Asked::Moved { next, counted }) => {
                let found = match *next {
                    Target::Mover(to) => self.mover(to),
                    Target::Replier(to) => self.replier(to),
                };
                Held {
                    longest: found.longest.saturating_add(u32::from(*counted)),
                    ..found
                }
            }
        };
        self.movers[id as usize] = Some(found);
        found
    }

    fn replier(&mut self, id: Id) -> Held {
        if let Some(found) = self.repliers[id as usize] {
            return found;
        }
        let mut found = Held { lines: 0.0, ..WON };
        for index in 0..self.memo.repliers[id as usize].children.len() {
            let child = match self.memo.repliers[id as usize].children[index] {
                memo::WON => WON,
                child => self.mover(child),
            };
            found.longest = found.longest.max(child.longest);
            if child.nearest != NEVER {
                found.nearest = found.nearest.min(child.nearest + 1);
            }
            found.lines += child.lines;
            found.open |= child.open;
        }
        self.repliers[id as usize] = Some(found);
        found
    }

    fn of(&self, rules: &R, start: &R::Start) -> Option<Held> {
        let (_, key) = rules.start(start);
        let id = self.memo.mover_id(&key)?;
        self.movers[id as usize]
    }

    /// The most counted moves on any line from `start`, and the number of lines.
    pub fn of_start(&self, rules: &R, start: &R::Start) -> (u32, f64) {
        self.of(rules, start)
            .map_or((0, 0.0), |found| (found.longest, found.lines))
    }

    /// Whether every position on every line from `start` was asked.
    pub fn done(&self, rules: &R, start: &R::Start) -> bool {
        self.of(rules, start).is_some_and(|found| !found.open)
    }

    /// The first of `starts` with a failing line, and the shortest such line.
    pub fn first_failure(&self, rules: &R, starts: &[R::Start]) -> Option<Shown<R::Start>> {
        let limit = rules.limit().unwrap_or(u32::MAX);
        for start in starts {
            let (_, key) = rules.start(start);
            let Some(id) = self.memo.mover_id(&key) else {
                continue;
            };
            let Some(found) = self.movers[id as usize] else {
                continue;
            };
            let start = start.clone();
            if found.nearest != NEVER {
                let replies = self.follow(id, |judged, child| judged.nearest_of(child), u32::MAX);
                return Some(Shown::Wrong { start, replies });
            }
            if found.longest > limit {
                let replies = self.follow(
                    id,
                    |judged, child| u32::MAX - judged.longest_of(child),
                    limit + 1,
                );
                let longest = found.longest;
                return Some(Shown::Limit {
                    start,
                    replies,
                    longest,
                });
            }
        }
        None
    }

    fn found_of(&self, child: Id) -> Held {
        match child {
            memo::WON => WON,
            child => self.movers[child as usize].unwrap_or(WON),
        }
    }

    fn nearest_of(&self, child: Id) -> u32 {
        self.found_of(child).nearest
    }

    fn longest_of(&self, child: Id) -> u32 {
        self.found_of(child).longest
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
                memo::WON => return replies,
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
        let (start, _) = memo.start(&Coins { limit: None }, &10);
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
            judged.of_start(&coins, &10),
            (2, 2.0),
            "longest 2 moves, 2 lines"
        );
    }
}
