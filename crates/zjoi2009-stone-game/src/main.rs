//! # Stone game: ZJOI2009, BZOJ 1413, Luogu P2599
//!
//! <https://www.luogu.com.cn/problem/P2599>
//!
//! **Rules.** `n` piles stand in a row. A move takes any positive number of stones from the
//! leftmost or the rightmost pile; a pile taken to 0 leaves the row. Whoever cannot move loses.
//! Input `T`, then per test `n` and the `n` piles (any `T`, `n` up to 10^9, piles up to
//! `u32::MAX`; a pile of 0 is not in the row). Print per test `1` if the first player wins,
//! else `0`.
//!
//! **Rule that decides.** For a row `S` let `left(S)` be the one pile that, put on the left of
//! `S`, makes a lost position (0 when `S` itself is lost), and `right(S)` likewise. With
//! `S = T + [x]`, `L = left(T)` and `R = right(T)`:
//! `left(S) = 0` if `x = R`; `x + [L <= x]` if `x < R`; `x - [x <= L]` if `x > R`.
//! `right` is the mirror image. The row `a_1 .. a_n` is lost iff `a_1 = left(a_2 .. a_n)`.
//!
//! **Why.** At most one pile `v` makes `(v, S)` lost: from the larger of two, the player could
//! move to the smaller. At least one: if every `(v, S)` won, each would win by a move on the right
//! end, into one of finitely many shortened rows, and two different `v` would share a lost
//! `(v, S')`. For the recurrence, the lost rows `(v, T, y)` with both ends non-empty pair each `y`
//! with one `v`: `v = y` while `y` is below both `L` and `R` or above both, and one step towards
//! the gap between them in between; taking `y` to 0 lands on `(v, T)`, lost iff `v = L`. The
//! second player keeps the pair on that curve by answering on the other end (a mirror move, with
//! the shift by one where the curve bends), so each point of it is lost. The write-up tests
//! `L < x` where the tie `x = L` belongs to the shifted case, so rows such as `1 2 1 1` fail.
//!
//! **Complexity.** O(n^2) time per test and O(n) memory: the partners of all intervals of one
//! length are rolled into the next length. The step is branch-free and the piles are renumbered
//! into `u32` (order and gaps of 1 kept, larger gaps cut to 2), so the loop vectorises;
//! O(n log n) for the renumbering.

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

/// Parses every test first (so bad input prints nothing), then answers each.
pub fn solve(input: &str) -> Result<String, String> {
    let mut scanner = Scanner::new(input);
    let tests = scanner.number("T", 0, u64::MAX)?;
    let mut rows = Vec::new();
    for _ in 0..tests {
        let count = scanner.number("n", 0, MAX_PILES)?;
        let mut row = Vec::new();
        for _ in 0..count {
            let pile = scanner.number("a pile size", 0, u64::from(u32::MAX))?;
            // A pile of 0 is not in the row.
            if pile > 0 {
                row.push(pile);
            }
        }
        rows.push(row);
    }
    scanner.finish()?;
    let mut output = String::new();
    for row in &rows {
        output.push_str(if first_player_wins(row) { "1\n" } else { "0\n" });
    }
    Ok(output)
}

/// Whether the mover wins on a row of non-empty piles, each at most `u32::MAX`, at most
/// `MAX_PILES` of them.
pub fn first_player_wins(row: &[u64]) -> bool {
    let codes = renumber(row);
    match codes.split_first() {
        None => false,
        Some((&first, rest)) => left_partner(rest) != first,
    }
}

/// The most piles a row may have: it keeps every renumbered value below `u32::MAX`.
pub const MAX_PILES: u64 = 1_000_000_000;

/// Renumbers the piles so that the loop runs on 32-bit lanes (partners reach `u32::MAX + 1`, which
/// `u32` cannot hold). The recurrence only compares a pile `x` with `y + d`, where `y` is another
/// pile or 0 and `d` is -1, 0 or 1; the answer depends only on whether `x - y` is at most -2, -1,
/// 0, 1, or at least 2. So any renumbering that is increasing on 0 and the piles, keeps gaps of 1,
/// and cuts larger gaps to 2 answers every comparison the same way.
/// Codes are at most `2 * (MAX_PILES + 1)`, and a partner at most one more: below `u32::MAX`.
fn renumber(row: &[u64]) -> Vec<u32> {
    let mut values = row.to_vec();
    values.push(0);
    values.sort_unstable();
    values.dedup();
    let mut codes = Vec::with_capacity(values.len());
    let mut code = 0u32;
    for (index, &value) in values.iter().enumerate() {
        if index > 0 {
            // A gap of at most 2: the cast cannot truncate.
            code += (value - values[index - 1]).min(2) as u32;
        }
        codes.push(code);
    }
    row.iter()
        .map(|pile| codes[values.binary_search(pile).unwrap_or_else(|index| index)])
        .collect()
}

/// `left(row)`: the (renumbered) pile that, put on the left of `row`, makes the position lost,
/// 0 if the row itself is lost.
fn left_partner(row: &[u32]) -> u32 {
    let count = row.len();
    if count == 0 {
        return 0;
    }
    // left[i], right[i]: partners of the interval of the current length starting at i.
    let mut left = row.to_vec();
    let mut right = row.to_vec();
    let mut next_left = vec![0; count];
    let mut next_right = vec![0; count];
    for length in 2..=count {
        let starts = count - length + 1;
        // Slices of exactly the lengths used, so the loop has no bounds checks and vectorises.
        let first_piles = &row[..starts];
        let last_piles = &row[length - 1..];
        let (left_now, right_now) = (&left[..=starts], &right[..=starts]);
        let (left_next, right_next) = (&mut next_left[..starts], &mut next_right[..starts]);
        for start in 0..starts {
            // [start, start + length) = [start, end) + last pile = first pile + (start, end].
            left_next[start] = partner(last_piles[start], right_now[start], left_now[start]);
            right_next[start] = partner(
                first_piles[start],
                left_now[start + 1],
                right_now[start + 1],
            );
        }
        std::mem::swap(&mut left, &mut next_left);
        std::mem::swap(&mut right, &mut next_right);
    }
    left[0]
}

/// The partner on the far side of `T + [x]` (or, mirrored, `[x] + T`), from `x`, the partner
/// of `T` on x's own side (`same_side`) and on the far side (`far_side`):
/// 0 if `x = same_side`; `x + [far_side <= x]` if `x < same_side`; `x - [x <= far_side]` if
/// `x > same_side`. Written without branches: `x >= 1`, so `x - 1` cannot underflow, and `x + 1`
/// fits (see `renumber`).
fn partner(x: u32, same_side: u32, far_side: u32) -> u32 {
    let up = u32::from(x < same_side) & u32::from(far_side <= x);
    let down = u32::from(x > same_side) & u32::from(x <= far_side);
    let shifted = x + up - down;
    shifted * u32::from(x != same_side)
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
