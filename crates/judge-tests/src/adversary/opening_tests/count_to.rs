//! # Count to 100: a game the program opens, and ends on a line of its own
//!
//! **Rules.** The count starts at 0. The program, then the jury, in turn say the count raised
//! by 1 or 2, one number a line; whoever says 100 wins. The program speaks first, and once it
//! says 100 the game is over: the jury says nothing more.
//!
//! **Rule that decides.** The count to say is the one that leaves 100 a multiple of 3 away:
//! from there each raise of the jury's leaves 1 or 2 to the next such count, and 100 is one.
//!
//! The adversary's tests play it against every reply through the shared part of the
//! interactive crates, copied below as a crate's is.

/// The count that wins.
const TARGET: u64 = 100;

/// The count to say after `count` (at most 100): the next one 100 is a multiple of 3 away
/// from, or `None` where `count` is such a one itself and every raise loses.
pub fn winning_count(count: u64) -> Option<u64> {
    // `count <= TARGET`, so nothing wraps; the raise is below 3.
    match (TARGET - count) % 3 {
        0 => None,
        raise => Some(count + raise),
    }
}

/// One game, seen from your side: the count you said last.
pub struct Game {
    count: u64,
}

impl Game {
    /// The jury's first line, its raise of your opening count.
    fn start(line: &str) -> Result<(Game, Turn), String> {
        let mut game = Game { count: 1 };
        let turn = game.heard(line)?;
        Ok((game, turn))
    }

    /// The jury's raise, answered with yours; 100 is your last line.
    fn heard(&mut self, line: &str) -> Result<Turn, String> {
        // After each count of yours, 100 is at least 3 away: the jury's is at most 99.
        let count = number_line(line, "the jury's count", self.count + 1, self.count + 2)?;
        let said =
            winning_count(count).ok_or_else(|| format!("{count} leaves no winning count"))?;
        self.count = said;
        Ok(match said == TARGET {
            true => Turn::Last(format!("{said}")),
            false => Turn::Say(format!("{said}")),
        })
    }
}

/// Your first count: 1, which leaves 100 a multiple of 3 away.
const OPENING: Option<&str> = Some("1");

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
