//! # XOR Break — Game Version: Codeforces 1934D2 (Codeforces Round 931, Div. 2)
//!
//! <https://codeforces.com/problemset/problem/1934/D2>
//!
//! **Rules.** A break of `p` is two numbers `p1`, `p2` with `0 < p1 < p`, `0 < p2 < p` and
//! `p1 xor p2 = p`. A run holds `t` games, `1 <= t <= 1000`, each from a number `n`,
//! `1 <= n <= 10^18`. Read `t`; for each game read `n` and write `first` or `second`, the side
//! this program plays. The first player breaks `n`; after that each player breaks one of the
//! two numbers the other wrote last. The jury writes `0 0` when it cannot (or will not) break:
//! the game is won and the next `n` follows. A player who cannot break loses. At most 63 breaks
//! are this side's in a game; the jury answers an invalid or a 64th break with `-1 -1`, after
//! which this side must exit at once.
//!
//! **Rule that decides.** A number can be broken iff it has at least two set bits. The player
//! to move on a pair of numbers wins iff one of them has an even count of set bits; so the
//! first player on `n` wins iff `popcount(n)` is even. This side chooses `first` exactly then,
//! and on each turn breaks its number of even popcount into its highest set bit and the rest.
//!
//! **Why.** Bits add up under xor: `popcount(p1) + popcount(p2)` has the parity of
//! `popcount(p)`. A number of odd popcount breaks only into one part of even popcount and one
//! of odd. A number of even popcount (at least 2) breaks into two of odd popcount: its highest
//! set bit and the rest, both below it. So the side that faces an even popcount hands over
//! two odd ones; the other side must break an odd one with at least three bits, and hands back
//! an even one. The side facing only odd popcounts runs out first, since the numbers shrink.
//! The top bit of the number this side breaks drops at every one of its turns: the jury breaks
//! the rest, which lies below the old top bit, into two parts below it. From `n < 2^60` there
//! are at most 59 such turns, below the 63 allowed.
//!
//! **Complexity.** O(1) time and memory a break, O(1) memory a run; at most 59 breaks a game.
//!
//! **Verified.** The rule and the break against game-tree search on every pair of numbers below
//! 2^7, the jury's table against the search and the rule up to 4096, whole runs of `play`
//! against a model of the jury, and the longest line the jury can force: 7 breaks of this side
//! at most from every start up to 2048, where splitting off the lowest bit instead takes 64
//! from 509 (judge-tests); z3 proves the rule, the side, the break and the falling top bit
//! for every 64-bit number (`proof.py`).

/// The most games in a run.
const MAX_GAMES: u64 = 1000;

/// The largest start, 10^18 < 2^60. Every number of a game is at most the start, since a
/// break only makes smaller numbers: nothing here goes past 2^60, and xor and shifts of
/// such numbers cannot overflow a u64.
const MAX_N: u64 = 1_000_000_000_000_000_000;

/// The most breaks of this side in one game.
const MAX_BREAKS: u64 = 63;

/// Whether `p` can be broken: it has at least two set bits.
pub fn can_break(p: u64) -> bool {
    p.count_ones() >= 2
}

/// The side to choose on `n`: `first` iff `popcount(n)` is even (0 has no game).
pub fn side(n: u64) -> &'static str {
    if n.count_ones() % 2 == 0 {
        "first"
    } else {
        "second"
    }
}

/// `p` broken into its highest set bit and the rest, or `None` when `p` has fewer than two
/// set bits. Both parts are below `p`, and their xor is `p`.
pub fn highest_bit_break(p: u64) -> Option<(u64, u64)> {
    if !can_break(p) {
        return None;
    }
    // `p >= 3`, so `leading_zeros` is at most 62 and the shift stays inside the word.
    let top = 1u64 << (63 - p.leading_zeros());
    Some((top, p ^ top))
}

/// The winning break on the pair `a`, `b` (`b = 0` for the single start): the first of them
/// with an even popcount, at least 2, broken by `highest_bit_break`; `None` when both are odd
/// (or 0), and every break loses.
pub fn winning_break(a: u64, b: u64) -> Option<(u64, u64)> {
    let even = [a, b]
        .iter()
        .copied()
        .find(|&p| p != 0 && p.count_ones() % 2 == 0)?;
    highest_bit_break(even)
}

/// Whether `(p1, p2)` is a break of `p`.
pub fn is_break(p: u64, p1: u64, p2: u64) -> bool {
    0 < p1 && p1 < p && 0 < p2 && p2 < p && p1 ^ p2 == p
}

/// Where a run stands: waiting for a start, or for the jury's answer to the numbers it may
/// break.
enum Stage {
    Start,
    Answer { numbers: (u64, u64), breaks: u64 },
}

/// A run of games, from this side: the games not yet over, and where the current one stands.
pub struct Game {
    left: u64,
    stage: Stage,
}

impl Game {
    /// The first line is `t`. Nothing is said: the first start comes next.
    fn start(line: &str) -> Result<(Game, Turn), String> {
        let left = number_line(line, "t", 1, MAX_GAMES)?;
        let game = Game {
            left,
            stage: Stage::Start,
        };
        Ok((game, Turn::Listen))
    }

    /// A line from the jury: a start `n`, or its answer to this side's numbers.
    fn heard(&mut self, line: &str) -> Result<Turn, String> {
        match self.stage {
            Stage::Start => self.begin(line),
            Stage::Answer { numbers, breaks } => self.answered(line, numbers, breaks),
        }
    }

    /// A new game from `n`: the side, and as `first` the first break on the next line.
    fn begin(&mut self, line: &str) -> Result<Turn, String> {
        let n = number_line(line, "n", 1, MAX_N)?;
        let side = side(n);
        if side == "second" {
            // The jury breaks `n` itself; 0 stands for no second number.
            self.stage = Stage::Answer {
                numbers: (n, 0),
                breaks: 0,
            };
            return Ok(Turn::Say(side.to_string()));
        }
        let (p1, p2) = self.break_next((n, 0), 0)?;
        Ok(Turn::Say(format!("{side}\n{p1} {p2}")))
    }

    /// The jury's answer to `numbers`: `0 0` ends the game, `-1 -1` ends the run, and a break
    /// of one of them is answered with this side's break.
    fn answered(&mut self, line: &str, numbers: (u64, u64), breaks: u64) -> Result<Turn, String> {
        if line == "-1 -1" {
            return Err("the jury answers -1 -1: it rejects this side's last break".to_string());
        }
        let (q1, q2) = pair_line(line)?;
        if (q1, q2) == (0, 0) {
            // At least one game was left, or this line would not be read.
            self.left -= 1;
            self.stage = Stage::Start;
            return Ok(if self.left == 0 {
                Turn::Stop
            } else {
                Turn::Listen
            });
        }
        let (a, b) = numbers;
        if !is_break(a, q1, q2) && !is_break(b, q1, q2) {
            return Err(format!("the jury's {q1} {q2} is no break of {a} or {b}"));
        }
        let (p1, p2) = self.break_next((q1, q2), breaks)?;
        Ok(Turn::Say(format!("{p1} {p2}")))
    }

    /// This side's break of one of `numbers`, its `breaks + 1`-th of the game.
    fn break_next(&mut self, numbers: (u64, u64), breaks: u64) -> Result<(u64, u64), String> {
        let (a, b) = numbers;
        let (p1, p2) = winning_break(a, b).ok_or_else(|| {
            format!("{a} and {b} leave this side no winning break, and the rule promises one")
        })?;
        // At most 59 breaks a game, counted from 0: far below u64::MAX.
        let breaks = breaks + 1;
        if breaks > MAX_BREAKS {
            return Err(format!("a break past the {MAX_BREAKS} allowed"));
        }
        self.stage = Stage::Answer {
            numbers: (p1, p2),
            breaks,
        };
        Ok((p1, p2))
    }
}

/// The jury's answer `p1 p2`: two plain decimals, at most `MAX_N`, one space between.
fn pair_line(line: &str) -> Result<(u64, u64), String> {
    let expected = || format!("expected the jury's answer `p1 p2`, found {line:?}");
    let (first, second) = line.split_once(' ').ok_or_else(expected)?;
    let p1 = number_line(first, "p1", 0, MAX_N)?;
    let p2 = number_line(second, "p2", 0, MAX_N)?;
    Ok((p1, p2))
}

/// The line said before anything is read, where the program speaks first; none here: the
/// jury's first line starts the game (`Game::start`).
const OPENING: Option<&str> = None;

// ---- interactive main: identical in every interactive crate (judge-tests checks it) ----

/// What this side does next: say its move (one line or more) and read the reply, say nothing
/// and read the next line, stop (the game being over), or say a last line and read nothing
/// more (the game, or the run's last game, ends on it).
pub enum Turn {
    Say(String),
    Listen,
    Stop,
    // Allowed unused: a game that a line of the jury's always ends never says it.
    #[allow(dead_code)]
    Last(String),
}

/// The longest line read from the jury, in bytes, its line end included: 8 MiB, more than any
/// statement's line (a million numbers of seven digits). A longer one is an error, so a jury
/// that never ends its line cannot make this side hold it all.
const MAX_LINE: usize = 1 << 23;

/// The whole game: `OPENING` is said where the game has one, the first line heard starts the
/// game (`Game::start`), each later line is answered (`Game::heard`), and each answer is
/// written and flushed at once, until the game says stop or says its last line. Lines are read
/// through a buffer, not a byte at a time. An error says which line.
pub fn play(
    input: &mut impl std::io::BufRead,
    output: &mut impl std::io::Write,
) -> Result<(), String> {
    use std::io::{BufRead, Read};
    let mut game: Option<Game> = None;
    let mut raw = Vec::new();
    // One line per move of a finite game: far below u64::MAX.
    let mut number: u64 = 0;
    let mut turn = match OPENING {
        Some(line) => Turn::Say(line.to_string()),
        None => Turn::Listen,
    };
    loop {
        let (said, last) = match turn {
            Turn::Say(said) => (Some(said), false),
            Turn::Listen => (None, false),
            Turn::Stop => (None, true),
            Turn::Last(said) => (Some(said), true),
        };
        if let Some(said) = said {
            let written = writeln!(output, "{}", said).and_then(|()| output.flush());
            written.map_err(|err| format!("cannot write standard output: {err}"))?;
        }
        if last {
            return Ok(());
        }
        raw.clear();
        number += 1;
        let limit = MAX_LINE as u64 + 1;
        let read = (&mut *input).take(limit).read_until(b'\n', &mut raw);
        let read = read.map_err(|err| format!("cannot read line {number}: {err}"))?;
        if read == 0 {
            return Err(format!(
                "input ended before line {number}, and the game is not over"
            ));
        }
        if raw.len() > MAX_LINE {
            return Err(format!("line {number} is longer than {MAX_LINE} bytes"));
        }
        let text = std::str::from_utf8(&raw).map_err(|_| format!("line {number} is not UTF-8"))?;
        let line = text.strip_suffix('\n').unwrap_or(text);
        let line = line.strip_suffix('\r').unwrap_or(line);
        let next = match game.as_mut() {
            None => Game::start(line).map(|(started, next)| {
                game = Some(started);
                next
            }),
            Some(game) => game.heard(line),
        };
        turn = next.map_err(|message| format!("line {number}: {message}"))?;
    }
}

/// The number a whole line holds: a plain decimal in `min..=max`; `what` names it.
fn number_line(line: &str, what: &str, min: u64, max: u64) -> Result<u64, String> {
    let expected = || format!("expected {what} (an integer from {min} to {max}), found {line:?}");
    let plain = !line.is_empty() && line.len() <= 20 && line.bytes().all(|b| b.is_ascii_digit());
    if !plain {
        return Err(expected());
    }
    match line.parse::<u64>() {
        Ok(value) if (min..=max).contains(&value) => Ok(value),
        _ => Err(expected()),
    }
}

/// Plays on standard input and output; an error is one `error:` line on stderr and status 1.
fn main() {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    if let Err(message) = play(&mut stdin.lock(), &mut stdout.lock()) {
        eprintln!("error: {message}");
        std::process::exit(1);
    }
}
