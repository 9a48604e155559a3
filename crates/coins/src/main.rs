//! # Coins: Kattis bergen-open21.coins (Bergen Open 2021)
//!
//! <https://bergen-open21.kattis.com/contests/bergen-open21/problems/bergen-open21.coins>
//!
//! **Rules.** A pile holds `n` coins, `1 <= n < 1000`. You and the magician Zhivago take turns,
//! you first; a move takes 1, 2 or 3 coins, and whoever takes the last coin loses. Zhivago
//! plays optimally, and you are told you start from a pile you win. The game is interactive:
//! read `n`, then write your take and read Zhivago's (1, 2 or 3), again and again, until he
//! answers `I give up`, which he does when one coin is left for him.
//!
//! **Rule that decides.** The player to move loses exactly when `n % 4 == 1`. From any other
//! pile the winning take is `(n - 1) % 4`, which leaves a pile of `4k + 1` coins.
//!
//! **Why.** One coin is lost: the only move takes the last coin. From `4k + 1` coins with
//! `k >= 1`, a take of 1, 2 or 3 leaves `4k`, `4k - 1` or `4k - 2`, none of them of the form
//! `4j + 1`. From any other pile, taking `(n - 1) % 4` (1, 2 or 3, and less than `n`) leaves
//! `4k + 1`. By induction on `n`, the piles `4k + 1` are exactly the lost ones. After each of
//! your takes Zhivago faces `4k + 1` coins, so whatever he takes you can answer, and the pile
//! he faces shrinks until it is the single coin he gives up on.
//!
//! **Complexity.** O(1) time and memory per move; at most `n / 4 + 1` moves of yours.
//!
//! **Verified.** The take against game-tree search on every pile up to 1100, the jury's replies
//! against it up to 999, and whole games against a model of the jury from every start in
//! `1..=999`, with table and with seeded replies, a lost start refused (judge-tests); z3 proves
//! the rule and the take for every pile up to 999 (`proof.py`).

/// The largest pile the statement allows (`n < 1000`).
const MAX_COINS: u64 = 999;

/// The take that leaves the opponent a lost pile of `4k + 1` coins, or `None` when there is
/// none: the pile is empty, or it is itself `4k + 1` and every take loses.
pub fn winning_take(coins: u64) -> Option<u64> {
    // `checked_sub` stops at 0 coins, so nothing wraps; the remainder is below 4.
    match coins.checked_sub(1)? % 4 {
        0 => None,
        take => Some(take),
    }
}

/// Whether `take` coins may be taken from a pile of `coins`: 1, 2 or 3, and no more than the
/// pile holds.
pub fn is_legal_take(coins: u64, take: u64) -> bool {
    (1..=3).contains(&take) && take <= coins
}

/// One game, seen from your side: the coins left.
pub struct Game {
    coins: u64,
}

impl Game {
    /// The first line is `n`; the statement promises a pile you win from, so a lost one is an
    /// error. Answers with your first take.
    fn start(line: &str) -> Result<(Game, Turn), String> {
        // Every pile is a u64 read from at most 999 and only ever lowered: nothing overflows.
        let coins = number_line(line, "n", 1, MAX_COINS)?;
        let mut game = Game { coins };
        let turn = game.take_winning()?;
        Ok((game, turn))
    }

    /// Zhivago's answer: his take, after which you take again, or `I give up`, which ends the
    /// game and is allowed only when one coin is left for him.
    fn heard(&mut self, line: &str) -> Result<Turn, String> {
        let coins = self.coins;
        if line == "I give up" {
            return match coins {
                1 => Ok(Turn::Stop),
                _ => Err(format!("Zhivago gives up with {coins} coins left, not 1")),
            };
        }
        if coins == 1 {
            return Err(format!(
                "one coin is left for Zhivago, who must say `I give up`, but he says {line:?}"
            ));
        }
        let take = number_line(line, "Zhivago's take", 1, 3)?;
        if !is_legal_take(coins, take) {
            return Err(format!("Zhivago takes {take} of {coins} coins"));
        }
        self.coins = coins - take;
        self.take_winning()
    }

    /// Your winning take, made on the game: an error where the pile left you none, which the
    /// statement rules out.
    fn take_winning(&mut self) -> Result<Turn, String> {
        let coins = self.coins;
        let take = winning_take(coins).ok_or_else(|| {
            format!("{coins} coins leave you no winning take, and the statement promises one")
        })?;
        // `take <= coins - 1`: at least one coin stays, for Zhivago.
        self.coins = coins - take;
        Ok(Turn::Say(format!("{take}")))
    }
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
