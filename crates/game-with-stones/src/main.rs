//! # Game with stones: Codeforces Gym 104248C
//!
//! <https://codeforces.com/gym/104248/problem/C>
//!
//! **Rules.** `n` piles of stones. A move takes any positive number of stones from one pile;
//! whoever takes the last stone **loses** (misère Nim). Input `n` and the piles (any `n`, each
//! pile up to `u64::MAX`, zeros allowed, but some stone somewhere). Print `Lose`, or `Win` and on
//! the next line a winning first move `i k`: take `k` stones from pile `i` (from 1).
//!
//! **Rule that decides.** If no pile has two or more stones, the mover loses iff the number of
//! 1-piles is odd. Otherwise the mover loses iff the XOR of the piles is 0 (Bouton, 1902).
//! Winning move: all piles <= 1: take a 1-pile. Exactly one pile above 1: shrink it to 0 or 1 so
//! that an odd number of 1-piles remains. Two or more above 1: the Nim move to XOR 0.
//!
//! **Why.** Call a pile big if it has two or more stones. With no big pile every move removes
//! one 1-pile, so parity decides. Exactly one big pile: the XOR is not 0 (the big pile has a bit
//! above bit 0 that no other pile has), and the move above leaves only 1-piles, an odd number of
//! them: lost for the opponent. Two or more big piles, by induction on the stones: from XOR 0,
//! any move makes the XOR non-zero and leaves a big pile, so the opponent wins (by the case of
//! one big pile, or by induction); from XOR != 0, the Nim move reaches XOR 0 and leaves a big
//! pile, hence two (one alone would make the XOR non-zero): lost for the opponent. The write-up
//! plays the Nim move everywhere, which is wrong when it leaves no big pile: on `5` it takes all
//! five stones, the last one among them.
//!
//! **Complexity.** O(n) time, O(n) memory for the piles.

// ---- scanner: identical in every crate (judge-tests checks it) ----

/// Reads whitespace-separated unsigned decimal numbers. Instead of panicking it says what it
/// expected and where (line and column, from 1).
struct Scanner<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Scanner<'a> {
    fn new(text: &'a str) -> Self {
        Scanner { text, pos: 0 }
    }

    /// The next token, or "" at the end of the input, and the byte offset where it starts.
    fn token(&mut self) -> (&'a str, usize) {
        let bytes = self.text.as_bytes();
        while self.pos < bytes.len() && bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        let start = self.pos;
        while self.pos < bytes.len() && !bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        // Both ends sit next to ASCII whitespace or at an end, so they are char boundaries.
        (&self.text[start..self.pos], start)
    }

    /// The next number, which must be a plain decimal in `min..=max`; `what` names it.
    fn number(&mut self, what: &str, min: u64, max: u64) -> Result<u64, String> {
        let (token, start) = self.token();
        if token.is_empty() {
            return Err(format!(
                "expected {what} (an integer from {min} to {max}) at {}, found end of input",
                self.place(start)
            ));
        }
        let value = if token.bytes().all(|byte| byte.is_ascii_digit()) {
            token.parse::<u64>().ok()
        } else {
            None
        };
        match value {
            Some(value) if (min..=max).contains(&value) => Ok(value),
            _ => Err(format!(
                "expected {what} (an integer from {min} to {max}) at {}, found `{}`",
                self.place(start),
                Self::shown(token)
            )),
        }
    }

    /// Succeeds only if nothing but whitespace is left.
    fn finish(&mut self) -> Result<(), String> {
        let (token, start) = self.token();
        if token.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "expected end of input at {}, found `{}`",
                self.place(start),
                Self::shown(token)
            ))
        }
    }

    /// "line L, column C" of a byte offset, both counted from 1 (columns in characters).
    fn place(&self, offset: usize) -> String {
        let before = &self.text[..offset];
        let line = 1 + before.matches('\n').count();
        let line_start = before.rfind('\n').map_or(0, |newline| newline + 1);
        let column = 1 + before[line_start..].chars().count();
        format!("line {line}, column {column}")
    }

    /// A token as it may be printed: escaped, and cut after 24 characters.
    fn shown(token: &str) -> String {
        let mut shown: String = token
            .chars()
            .take(24)
            .flat_map(char::escape_debug)
            .collect();
        if token.chars().nth(24).is_some() {
            shown.push_str("...");
        }
        shown
    }
}

// ---- end of scanner ----

/// Parses `n` and the piles, then prints the verdict and, when winning, a winning move.
pub fn solve(input: &str) -> Result<String, String> {
    let mut scanner = Scanner::new(input);
    let count = scanner.number("n", 1, u64::MAX)?;
    let mut piles = Vec::new();
    for _ in 0..count {
        piles.push(scanner.number("a pile size", 0, u64::MAX)?);
    }
    scanner.finish()?;
    if piles.iter().all(|&stones| stones == 0) {
        return Err(format!(
            "expected at least one stone among the {count} piles, found none"
        ));
    }
    Ok(match winning_move(&piles) {
        None => "Lose\n".to_string(),
        Some((pile, take)) => format!("Win\n{} {take}\n", pile + 1),
    })
}

/// A winning move `(pile index from 0, stones to take)` of misère Nim, or `None` when the
/// mover loses. `piles` must hold at least one stone.
pub fn winning_move(piles: &[u64]) -> Option<(usize, u64)> {
    // Counts are at most piles.len(), so usize cannot overflow.
    let big_piles = piles.iter().filter(|&&stones| stones > 1).count();
    let one_piles = piles.iter().filter(|&&stones| stones == 1).count();
    match big_piles {
        0 => single_stone_move(piles, one_piles),
        1 => last_big_pile_move(piles, one_piles),
        _ => nim_move(piles),
    }
}

/// Only 1-piles: each move removes one, so the mover wins iff their number is even.
fn single_stone_move(piles: &[u64], one_piles: usize) -> Option<(usize, u64)> {
    if one_piles % 2 == 1 {
        return None;
    }
    piles
        .iter()
        .position(|&stones| stones == 1)
        .map(|pile| (pile, 1))
}

/// One pile above 1: shrink it to 0 or 1 so that an odd number of 1-piles is left.
fn last_big_pile_move(piles: &[u64], one_piles: usize) -> Option<(usize, u64)> {
    let pile = piles.iter().position(|&stones| stones > 1)?;
    let keep = if one_piles % 2 == 1 { 0 } else { 1 };
    Some((pile, piles[pile] - keep))
}

/// Two or more piles above 1: normal Nim, the move to XOR 0 (which keeps two piles above 1).
fn nim_move(piles: &[u64]) -> Option<(usize, u64)> {
    let nim_sum = piles.iter().fold(0, |nim_sum, &stones| nim_sum ^ stones);
    if nim_sum == 0 {
        return None;
    }
    // A pile holding the top bit of nim_sum shrinks when XORed with it.
    let pile = piles.iter().position(|&stones| stones ^ nim_sum < stones)?;
    Some((pile, piles[pile] - (piles[pile] ^ nim_sum)))
}

// ---- main: identical in every crate (judge-tests checks it) ----

fn main() {
    use std::io::{Read, Write};
    let mut raw = Vec::new();
    if let Err(err) = std::io::stdin().read_to_end(&mut raw) {
        eprintln!("error: cannot read standard input: {err}");
        std::process::exit(1);
    }
    match solve(&String::from_utf8_lossy(&raw)) {
        Ok(output) => {
            let mut stdout = std::io::stdout().lock();
            if let Err(err) = stdout
                .write_all(output.as_bytes())
                .and_then(|()| stdout.flush())
            {
                eprintln!("error: cannot write standard output: {err}");
                std::process::exit(1);
            }
        }
        Err(message) => {
            eprintln!("error: {message}");
            std::process::exit(1);
        }
    }
}
