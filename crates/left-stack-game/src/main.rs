//! # Left Stack Game: Codeforces Gym 102302G (2019 USP-ICMC)
//!
//! <https://codeforces.com/gym/102302/problem/G>
//!
//! **Rules.** Three stacks of `a`, `b`, `c` rocks stand left to right. A move takes 1 to `m`
//! rocks from one stack, but a stack may become empty only when every stack to its left is
//! already empty. Whoever cannot move loses; Tomaz moves first. Input `m a b c` (any `u64`,
//! `m >= 1`); print `Tomaz` if he wins, else `Danftito`. An empty stack is simply absent.
//!
//! **Rule that decides.** Let `k = m + 1` and drop the empty stacks. Value the leftmost stack
//! `x` by `free(x) = x mod k` and a stack `x` behind it by `locked(x) = (x - 1) mod k`. The mover
//! loses exactly when the nim-sum below is 0:
//! - one stack `x`: `free(x)`;
//! - two stacks `x, y`: `locked(x) ^ locked(y)` (that is, `x ≡ y mod k`);
//! - three stacks `x, y, z`: `free(x) ^ locked(y) ^ locked(z)`.
//!
//! **Why.** A stack that may not be emptied can go down to 1 but not 0: it is the subtraction
//! game 1..=m on `x - 1` rocks, of Grundy value `locked(x)`. Only emptying the leftmost stack
//! leaves that model. Two stacks: from `x ≡ y` every move breaks the equality, and emptying `x`
//! (possible only for `x <= m`) leaves a lone `y ≡ x ≢ 0`, a win for the opponent; from `x ≢ y`,
//! take `|locked(x) - locked(y)|` from the larger one, which keeps it non-empty. Three stacks:
//! from nim-sum 0 every move changes one term, and emptying `x <= m` leaves `y, z` with
//! `locked(y) ^ locked(z) = free(x) = x ≠ 0`, a win for the opponent; from nim-sum `s ≠ 0`,
//! lower the term `v` with `v ^ s < v` to `v ^ s` (at most `m` rocks). On `y` or `z` the stack
//! keeps a rock; on `x` it empties only when `x < k` and `free(x) ^ s = 0`, and then the two
//! stacks left have `locked(y) ^ locked(z) = 0`, lost for the opponent.
//!
//! **Complexity.** O(1) time and memory.

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

/// Parses `m a b c`, then names the winner.
pub fn solve(input: &str) -> Result<String, String> {
    let mut scanner = Scanner::new(input);
    let max_take = scanner.number("m", 1, u64::MAX)?;
    let a = scanner.number("a", 0, u64::MAX)?;
    let b = scanner.number("b", 0, u64::MAX)?;
    let c = scanner.number("c", 0, u64::MAX)?;
    scanner.finish()?;
    let winner = if first_player_wins(max_take, [a, b, c]) {
        "Tomaz"
    } else {
        "Danftito"
    };
    Ok(format!("{winner}\n"))
}

/// Whether the player to move wins on `stacks` (left to right) when a move takes 1..=max_take.
pub fn first_player_wins(max_take: u64, stacks: [u64; 3]) -> bool {
    // k = max_take + 1 reaches 2^64 at max_take = u64::MAX, so it and the residues live in u128;
    // every residue is below k <= 2^64 and a XOR of them stays below 2^64.
    let period = u128::from(max_take) + 1;
    let mut nonempty = stacks.into_iter().filter(|&rocks| rocks > 0);
    let nim_sum = match (nonempty.next(), nonempty.next(), nonempty.next()) {
        (None, _, _) => 0,
        (Some(x), None, _) => free_value(x, period),
        (Some(x), Some(y), None) => locked_value(x, period) ^ locked_value(y, period),
        (Some(x), Some(y), Some(z)) => {
            free_value(x, period) ^ locked_value(y, period) ^ locked_value(z, period)
        }
    };
    nim_sum != 0
}

/// Grundy value of a stack that may be emptied: the subtraction game 1..=k-1 on `rocks`.
fn free_value(rocks: u64, period: u128) -> u128 {
    u128::from(rocks) % period
}

/// Grundy value of a non-empty stack that may not be emptied yet: it can only go down to one
/// rock, so it is the subtraction game on `rocks - 1`.
fn locked_value(rocks: u64, period: u128) -> u128 {
    (u128::from(rocks) - 1) % period
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
