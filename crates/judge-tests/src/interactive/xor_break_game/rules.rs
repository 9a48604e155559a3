//! XOR Break as the adversary plays it: the program chooses its side, then breaks; the jury
//! may answer any break of either number the program wrote, or give up with `0 0`. The walk
//! covers every start below 2^12; the limit is the statement's 63 breaks a game.

use crate::adversary::rules::plain_number;
use crate::adversary::{Moved, Next, Play, Reply, Rules};
use crate::random::SplitMix64;

/// The statement's bounds: `1 <= n <= 10^18`, at most 1000 games a run, 63 breaks a game.
const MAX_N: u64 = 1_000_000_000_000_000_000;
const MAX_GAMES: usize = 1000;
const LIMIT: u32 = 63;
/// The walk's starts: every n below this.
const DOMAIN: u64 = 1 << 12;
const GIVE_UP: &str = "0 0";

/// Where the program writes: its side on `n`, or a break of one of two numbers (`(0, n)` for
/// the start alone), the smaller first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mover {
    Side(u64),
    Break(u64, u64),
}

/// The numbers the program left the jury, the smaller first (`(n, 0)`: the start, the program
/// second): a break written either way is the same move.
pub type Replier = (u64, u64);

pub struct XorBreak;

fn sorted(a: u64, b: u64) -> (u64, u64) {
    (a.min(b), a.max(b))
}

/// How many breaks `p` has: one for each `d` below its top bit whose own top bit is a bit of
/// `p`, which is `p` less its top bit (0 for a power of two, and for 0).
pub fn break_count(p: u64) -> u64 {
    match p {
        0 => 0,
        p => p - (1 << (63 - p.leading_zeros())),
    }
}

/// Break number `index` (below `break_count(p)`) of `p`: the part below the top bit, whose top
/// bit is bit `j` of `p`, taking the bits of `p` from the lowest; the other part is `p ^ d`.
pub fn nth_break(p: u64, mut index: u64) -> (u64, u64) {
    let rest = p - (1 << (63 - p.leading_zeros()));
    for j in 0..64 {
        if rest >> j & 1 == 1 {
            let block = 1u64 << j;
            if index < block {
                let d = block + index;
                return (d, p ^ d);
            }
            index -= block;
        }
    }
    // `index < break_count(p)`, the sum of the blocks: the loop has returned.
    (0, 0)
}

/// A whole line of two plain decimals.
fn pair(line: &str) -> Option<(u64, u64)> {
    let mut words = line.split([' ', '\t']).filter(|word| !word.is_empty());
    let number = |word: &str| -> Option<u64> {
        let plain =
            !word.is_empty() && word.len() <= 20 && word.bytes().all(|b| b.is_ascii_digit());
        plain.then(|| word.parse().ok()).flatten()
    };
    let (first, second) = (number(words.next()?)?, number(words.next()?)?);
    words.next().is_none().then_some((first, second))
}

impl XorBreak {
    fn side(&self, n: u64, line: &str) -> Result<Moved<Mover, Replier>, String> {
        let wins = n.count_ones() % 2 == 0;
        let table = if wins { "first" } else { "second" };
        let bits = n.count_ones();
        match line.trim_matches([' ', '\t']) {
            "first" | "second" if line.trim_matches([' ', '\t']) != table => Err(format!(
                "it plays {} from n = {n}, whose {bits} set bit(s) make the player to move {}: \
                 the table says {table}",
                line.trim(),
                if wins { "win" } else { "lose" }
            )),
            "first" => Ok(Moved {
                next: Next::Again(Mover::Break(0, n)),
                counted: false,
            }),
            "second" => Ok(Moved {
                next: Next::Jury((n, 0)),
                counted: false,
            }),
            _ => Err(format!("expected first or second, found {line:?}")),
        }
    }
}

impl Rules for XorBreak {
    /// The start: one number, as the jury's first line writes it.
    type Start = u64;
    type Mover = Mover;
    type Replier = Replier;

    fn solution(&self) -> Play {
        |mut input, mut output| super::solution::play(&mut input, &mut output)
    }

    fn header(&self, games: usize) -> Option<String> {
        Some(games.to_string())
    }

    fn games_per_run(&self) -> usize {
        MAX_GAMES
    }

    fn domain(&self) -> Vec<u64> {
        (1..DOMAIN).collect()
    }

    fn parse_start(&self, text: &str) -> Result<u64, String> {
        plain_number(text)
    }

    fn domain_text(&self) -> String {
        format!("every n in 1..={} (below 2^12)", DOMAIN - 1)
    }

    fn draw_start(&self, random: &mut SplitMix64) -> u64 {
        match random.in_range(0..=3) {
            0 => MAX_N - random.in_range(0..=1000),
            1 => (random.in_range(1..=MAX_N) >> random.in_range(0..=59)).max(1),
            _ => random.in_range(1..=MAX_N),
        }
    }

    fn start(&self, &start: &u64) -> (String, Mover) {
        (start.to_string(), Mover::Side(start))
    }

    fn moved(&self, at: &Mover, line: &str) -> Result<Moved<Mover, Replier>, String> {
        let (a, b) = match *at {
            Mover::Side(n) => return self.side(n, line),
            Mover::Break(a, b) => (a, b),
        };
        let Some((p1, p2)) = pair(line) else {
            return Err(format!("expected a break `p1 p2`, found {line:?}"));
        };
        let p = p1 ^ p2;
        let legal = p1 > 0 && p2 > 0 && p1 < p && p2 < p && (p == a || p == b);
        if !legal {
            let numbers = match a {
                0 => format!("{b}"),
                _ => format!("{a} or {b}"),
            };
            return Err(format!("{p1} {p2} is no break of {numbers}"));
        }
        Ok(Moved {
            next: Next::Jury(sorted(p1, p2)),
            counted: true,
        })
    }

    fn replies(&self, &(a, b): &Replier) -> u64 {
        break_count(a) + break_count(b) + 1
    }

    fn reply(&self, &(a, b): &Replier, index: u64) -> Reply<Mover> {
        let (of_a, of_b) = (break_count(a), break_count(b));
        let (d, e) = match index {
            index if index < of_a => nth_break(a, index),
            index if index < of_a + of_b => nth_break(b, index - of_a),
            _ => {
                return Reply {
                    line: GIVE_UP.to_string(),
                    next: None,
                }
            }
        };
        let (low, high) = sorted(d, e);
        Reply {
            line: format!("{d} {e}"),
            next: Some(Mover::Break(low, high)),
        }
    }

    fn reply_leads_to(&self, &(a, b): &Replier, index: u64) -> Option<Mover> {
        let (of_a, of_b) = (break_count(a), break_count(b));
        let (d, e) = match index {
            index if index < of_a => nth_break(a, index),
            index if index < of_a + of_b => nth_break(b, index - of_a),
            _ => return None,
        };
        let (low, high) = sorted(d, e);
        Some(Mover::Break(low, high))
    }

    fn optimal(&self, at: &Replier) -> Reply<Mover> {
        match super::optimal_reply(at.0, at.1) {
            Some((d, e)) => {
                let (low, high) = sorted(d, e);
                Reply {
                    line: format!("{d} {e}"),
                    next: Some(Mover::Break(low, high)),
                }
            }
            None => Reply {
                line: GIVE_UP.to_string(),
                next: None,
            },
        }
    }

    fn give_up(&self, _at: &Replier) -> Option<String> {
        Some(GIVE_UP.to_string())
    }

    fn other_line(&self, line: &str) -> Option<String> {
        let (d, e) = pair(line)?;
        (d != 0).then(|| format!("{e} {d}"))
    }

    fn limit(&self) -> Option<u32> {
        Some(LIMIT)
    }

    fn abort(&self) -> Option<&'static str> {
        Some("-1 -1")
    }

    fn fixture(&self, start: &u64, replies: &[String]) -> Option<String> {
        Some(match replies.is_empty() {
            true => format!("1\n{start} optimal\n"),
            false => format!("1\n{start} line {}\n", replies.join(" ")),
        })
    }
}
