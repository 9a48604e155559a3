//! # Yamanote Line Game: AtCoder ABC244 C (AtCoder Beginner Contest 244)
//!
//! <https://atcoder.jp/contests/abc244/tasks/abc244_c>
//!
//! **Rules.** Takahashi (this program) and Aoki (the judge) take turns declaring an integer
//! from 1 to `2N + 1`, Takahashi first; no integer may be declared twice, by either player.
//! Whoever cannot declare loses. Interactive: read `N`; then declare one integer, flush, and
//! read Aoki's, until the judge sends `0` (Aoki has none left): then stop at once. Bounds:
//! `1 <= N <= 1000` (this program takes `N` up to 10^6).
//!
//! **Rule that decides.** The player to move wins exactly when the count of undeclared
//! integers is odd. The game starts with `2N + 1`, an odd count, so Takahashi wins however
//! either side plays, and any legal declaration wins; this one declares the smallest
//! undeclared integer.
//!
//! **Why.** Every declaration removes exactly one integer, whichever it is. With `k` left, the
//! mover of `k = 0` loses, and every move goes to `k - 1`: by induction the mover wins iff `k`
//! is odd. So the game lasts `2N + 1` declarations, Takahashi makes the odd-numbered ones, the
//! last among them, and Aoki is then left with none (proof in the crate README).
//!
//! **Complexity.** O(N) memory, a flag per integer. Each declaration is O(1) amortised and the
//! whole game O(N): the smallest undeclared integer is looked for from a cursor below which
//! every integer is declared, and the cursor only moves up.
//!
//! **Verified.** Against game-tree search over every set of declared integers for `N <= 5`:
//! the rule on every position, and this program's move legal and winning from every position
//! it can reach; the jury's table for every count up to `N = 1000`; and `play` in process for
//! every `N` from 1 to 1000 against each reply the jury makes (judge-tests).

/// The largest `N` this program takes (the statement's bound is 1000). Every integer of the
/// game is then at most `2 * 10^6 + 1`: a `u32` holds it, and `2 * N + 1` cannot overflow.
const MAX_N: u64 = 1_000_000;

/// How many integers the game on `n` starts with: 1 to `2n + 1`.
pub fn integers(n: u32) -> u32 {
    2 * n + 1
}

/// Whether the player to move wins with `left` integers undeclared: each declaration takes
/// exactly one, whichever it is, so the mover wins iff the count is odd.
pub fn mover_wins(left: u32) -> bool {
    left % 2 == 1
}

/// The move from a position: the smallest integer at or above `from` that `declared` does not
/// hold, or `None` when there is none. `declared[x]` says whether `x` was declared; index 0 is
/// no integer of the game and is never chosen.
pub fn smallest_undeclared(declared: &[bool], from: usize) -> Option<usize> {
    let mut free = declared.iter().enumerate().skip(from.max(1));
    free.find(|&(_, &taken)| !taken).map(|(integer, _)| integer)
}

/// One game, from Takahashi's side.
#[derive(Clone)]
pub struct Game {
    /// `declared[x]` for each integer `x` of the game, 1 to `2N + 1`; index 0 stays `false`
    /// and unused.
    declared: Vec<bool>,
    /// Every integer of the game below it is declared: the next move is looked for from here.
    cursor: usize,
    /// How many integers are still undeclared.
    left: u32,
}

impl Game {
    /// The game on `n` (at most `MAX_N`), nothing declared yet.
    pub fn new(n: u32) -> Game {
        let count = integers(n);
        Game {
            declared: vec![false; count as usize + 1],
            cursor: 1,
            left: count,
        }
    }

    /// The first line, `N`: the game starts, and this side declares first.
    pub fn start(line: &str) -> Result<(Game, Turn), String> {
        // At most MAX_N = 10^6, so the cast to u32 keeps the value.
        let n = number_line(line, "N", 1, MAX_N)? as u32;
        let mut game = Game::new(n);
        let mine = game.declare_own()?;
        Ok((game, Turn::Say(mine.to_string())))
    }

    /// Aoki's integer, or `0` when Aoki has none left: the game is over and this side stops at
    /// once. An integer out of range or already declared is an error.
    pub fn heard(&mut self, line: &str) -> Result<Turn, String> {
        let top = self.declared.len() as u64 - 1;
        let aoki = number_line(line, "Aoki's integer, or 0", 0, top)?;
        if aoki == 0 {
            return Ok(Turn::Stop);
        }
        // At most top = 2N + 1, an index of `declared`.
        self.declare(aoki as usize)
            .map_err(|why| format!("Aoki cannot declare {aoki}: {why}"))?;
        let mine = self.declare_own()?;
        Ok(Turn::Say(mine.to_string()))
    }

    /// Declares this side's move and returns it.
    pub fn declare_own(&mut self) -> Result<usize, String> {
        // On this side's turn the count left is odd: 2N + 1 at first, two fewer each round.
        if !mover_wins(self.left) {
            let left = self.left;
            return Err(format!(
                "{left} integers are left on this side's turn, not an odd count"
            ));
        }
        let mine = smallest_undeclared(&self.declared, self.cursor);
        let mine = mine.ok_or("no integer is left to declare")?;
        self.declare(mine)?;
        // Every integer up to `mine` is declared now, and stays declared.
        self.cursor = mine + 1;
        Ok(mine)
    }

    /// Marks `integer` declared, by either side.
    pub fn declare(&mut self, integer: usize) -> Result<(), String> {
        match self.declared.get_mut(integer) {
            Some(taken) if integer >= 1 && !*taken => {
                *taken = true;
                // The flag was clear, so at least one integer was left: no underflow.
                self.left -= 1;
                Ok(())
            }
            Some(_) if integer >= 1 => Err(format!("{integer} is already declared")),
            _ => Err(format!("{integer} is no integer of the game")),
        }
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
