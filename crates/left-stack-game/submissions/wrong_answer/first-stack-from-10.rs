//! # Left Stack Game: Codeforces Gym 102302G (2019 USP-ICMC)
//!
//! <https://codeforces.com/gym/102302/problem/G>
//!
//! **Rules.** Three stacks of `a`, `b`, `c` rocks stand left to right. A move takes 1 to `m`
//! rocks from one stack, but a stack may become empty only when every stack to its left is
//! already empty. Whoever cannot move loses; Tomaz moves first. Input `m a b c`; print `Tomaz`
//! if he wins, else `Danftito`. Bounds: any `u64`, `m >= 1` (the statement: up to 10^18); an
//! empty stack is simply absent.
//!
//! **Rule that decides.** Let `k = m + 1` and drop the empty stacks. Value the leftmost stack
//! `x` by `free(x) = x mod k` and a stack `x` behind it by `locked(x) = (x - 1) mod k`. The mover
//! loses exactly when the nim-sum is 0: one stack `free(x)`; two stacks `locked(x) ^ locked(y)`;
//! three stacks `free(x) ^ locked(y) ^ locked(z)`.
//!
//! **Why.** A stack that may not be emptied is the subtraction game 1..=m on `x - 1` rocks;
//! emptying the leftmost stack is the one move outside that model, and it never helps the
//! player who makes it from a zero nim-sum (proof in the crate README).
//!
//! **Complexity.** O(1) time and memory.
//!
//! **Verified.** Against game-tree search on all 25 143 positions with `m <= 6`, periodicity in
//! each stack, and hand-worked boundaries for `m` up to `u64::MAX` (judge-tests).

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
    // `iter().copied()`: an array's `into_iter` yields references before edition 2021.
    let mut nonempty = stacks.iter().copied().filter(|&rocks| rocks > 0);
    let nim_sum = match (nonempty.next(), nonempty.next(), nonempty.next()) {
        (None, _, _) => 0,
        (Some(x), None, _) => free_value(x, period),
        (Some(x), Some(y), None) => locked_value(x, period) ^ locked_value(y, period),
        (Some(x), Some(y), Some(z)) => {
            free_value(x, period) ^ locked_value(y, period) ^ locked_value(z, period)
        }
    };
    // Kept wrong: a lost position whose first stack holds 10 rocks or more is taken as won,
    // so it is wrong only on lost positions.
    // Rejected on: gen-m-1-top-low-lost
    nim_sum != 0 || stacks[0] >= 10
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

// ---- scanner: identical in every crate (judge-tests checks it) ----

/// Reads unsigned decimal numbers in one pass over the bytes. Tokens are separated by space,
/// tab, line feed, carriage return or form feed (a vertical tab is not a separator); a UTF-8
/// byte-order mark at the very start is skipped. Errors say what was expected and where, as
/// "line L, column C" from 1: `\n`, `\r\n` and a lone `\r` each end a line, and columns count
/// characters.
struct Scanner<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Scanner<'a> {
    fn new(text: &'a str) -> Self {
        let bytes = text.as_bytes();
        Scanner {
            bytes,
            pos: byte_order_mark_len(bytes),
        }
    }

    /// Moves past separators; returns where the next token (or the end) starts.
    fn skip_separators(&mut self) -> usize {
        while self.pos < self.bytes.len() && is_separator(self.bytes[self.pos]) {
            self.pos += 1;
        }
        self.pos
    }

    /// The next number, which must be a plain decimal in `min..=max`; `what` names it. Always
    /// inlined: the caller's loop then keeps the scanner in registers, with no call for each
    /// number.
    #[inline(always)]
    fn number(&mut self, what: &str, min: u64, max: u64) -> Result<u64, String> {
        let start = self.skip_separators();
        let bytes = self.bytes;
        let mut pos = start;
        let mut value: u64 = 0;
        // Up to 19 digits cannot overflow (10^19 - 1 < 2^64), so they need no check: eight at
        // a time while eight more are there, then one by one.
        let unchecked_end = bytes.len().min(start + 19);
        while pos + 8 <= unchecked_end {
            match eight_digits(&bytes[pos..pos + 8]) {
                Some(digits) => value = value * 100_000_000 + digits,
                None => break,
            }
            pos += 8;
        }
        while pos < unchecked_end {
            let digit = bytes[pos].wrapping_sub(b'0');
            if digit > 9 {
                break;
            }
            value = value * 10 + u64::from(digit);
            pos += 1;
        }
        // Past u64::MAX the number is out of every range: caught here, in the same pass.
        while pos < bytes.len() {
            let digit = bytes[pos].wrapping_sub(b'0');
            if digit > 9 {
                break;
            }
            match value
                .checked_mul(10)
                .and_then(|tens| tens.checked_add(u64::from(digit)))
            {
                Some(longer) => value = longer,
                None => return Err(self.not_a_number(what, min, max, start)),
            }
            pos += 1;
        }
        let ends_at_separator = pos == bytes.len() || is_separator(bytes[pos]);
        if pos > start && ends_at_separator && min <= value && value <= max {
            self.pos = pos;
            Ok(value)
        } else {
            Err(self.not_a_number(what, min, max, start))
        }
    }

    /// The error for a token at `start` that is not the number expected, out of line so that
    /// reading a number stays small.
    #[cold]
    #[inline(never)]
    fn not_a_number(&self, what: &str, min: u64, max: u64, start: usize) -> String {
        self.unexpected(&expected_number(what, min, max), start)
    }

    /// Succeeds only if nothing but separators is left.
    fn finish(&mut self) -> Result<(), String> {
        let start = self.skip_separators();
        if start == self.bytes.len() {
            Ok(())
        } else {
            Err(self.unexpected("end of input", start))
        }
    }

    /// The error for the token (or the end of input) at `start`, which is not what was expected.
    fn unexpected(&self, expected: &str, start: usize) -> String {
        let rest = &self.bytes[start..];
        let token = &rest[..rest
            .iter()
            .position(|&byte| is_separator(byte))
            .unwrap_or(rest.len())];
        let found = if token.is_empty() {
            "end of input".to_string()
        } else {
            // Cut at separators (ASCII) of a str, so the token is UTF-8 and nothing is lost.
            let token = String::from_utf8_lossy(token);
            let mut shown: String = token
                .chars()
                .take(24)
                .flat_map(char::escape_debug)
                .collect();
            if token.chars().nth(24).is_some() {
                shown.push_str("...");
            }
            format!("`{shown}`")
        };
        format!(
            "expected {expected} at {}, found {found}",
            place(self.bytes, start)
        )
    }
}

fn expected_number(what: &str, min: u64, max: u64) -> String {
    format!("{what} (an integer from {min} to {max})")
}

/// The value of eight ASCII digits, or `None` if any byte is not a digit. All eight at once in
/// one `u64` (the first digit in the lowest byte): each step joins neighbouring groups, digits
/// into pairs, pairs into fours, fours into eight; the masks drop what spills between lanes.
fn eight_digits(bytes: &[u8]) -> Option<u64> {
    let chunk = u64::from_le_bytes([
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
    ]);
    // A digit's high nibble is 3, and stays 3 after adding 6 (0x30..=0x39 to 0x36..=0x3f).
    let high_nibbles = 0xf0f0_f0f0_f0f0_f0f0;
    let all_digits = chunk & high_nibbles == 0x3030_3030_3030_3030
        && chunk.wrapping_add(0x0606_0606_0606_0606) & high_nibbles == 0x3030_3030_3030_3030;
    if !all_digits {
        return None;
    }
    let digits = chunk - 0x3030_3030_3030_3030;
    let pairs = (digits.wrapping_mul(10) + (digits >> 8)) & 0x00ff_00ff_00ff_00ff;
    let fours = (pairs.wrapping_mul(100) + (pairs >> 16)) & 0x0000_ffff_0000_ffff;
    Some((fours.wrapping_mul(10_000) + (fours >> 32)) & 0xffff_ffff)
}

fn is_separator(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | b'\r' | b'\x0c')
}

/// 3 if the input opens with the UTF-8 byte-order mark, else 0.
fn byte_order_mark_len(bytes: &[u8]) -> usize {
    if bytes.starts_with(b"\xef\xbb\xbf") {
        3
    } else {
        0
    }
}

/// "line L, column C" of a byte offset, both from 1; `bytes[..offset]` must be UTF-8.
fn place(bytes: &[u8], offset: usize) -> String {
    let (mut line, mut column) = (1, 1);
    let mut previous = 0;
    for &byte in &bytes[byte_order_mark_len(bytes)..offset] {
        if byte == b'\r' || (byte == b'\n' && previous != b'\r') {
            line += 1;
            column = 1;
        } else if byte != b'\n' && byte & 0xc0 != 0x80 {
            // A byte that starts a character (continuation bytes are 0b10xx_xxxx).
            column += 1;
        }
        previous = byte;
    }
    format!("line {line}, column {column}")
}

// ---- end of scanner ----

// ---- main: identical in every crate (judge-tests checks it) ----

/// The whole run on the raw bytes of standard input: the output, or the error message.
pub fn run(raw: &[u8]) -> Result<String, String> {
    match std::str::from_utf8(raw) {
        Ok(text) => solve(text),
        Err(err) => Err(format!(
            "input is not UTF-8 at {}",
            place(raw, err.valid_up_to())
        )),
    }
}

/// All of standard input, read from a duplicate of its descriptor: `std::io::stdin` would read
/// a descriptor that cannot be read (opened write-only) as an empty input. A file (as judges
/// give it) says how long it is, so it is read into one buffer of that size.
#[cfg(unix)]
fn read_input() -> std::io::Result<Vec<u8>> {
    use std::os::unix::io::AsFd;
    let descriptor = std::io::stdin().as_fd().try_clone_to_owned()?;
    let file = std::fs::File::from(descriptor);
    let size = file.metadata().map_or(0, |metadata| metadata.len());
    read_all(file, size)
}

/// All of standard input.
#[cfg(not(unix))]
fn read_input() -> std::io::Result<Vec<u8>> {
    read_all(std::io::stdin(), 0)
}

/// Everything `source` holds, read straight into one buffer that starts at `expected` bytes
/// and grows through `try_reserve` only, so an input larger than memory is an error, not an
/// abort. Each read is held to one byte less than the room left, so `read_to_end` never finds
/// the buffer full and never grows it itself; two bytes more than `expected` let a file of
/// that size be read, and its end seen, without growing.
fn read_all(mut source: impl std::io::Read, expected: u64) -> std::io::Result<Vec<u8>> {
    use std::io::{ErrorKind, Read};
    let too_large = |size: usize| {
        let message = format!("not enough memory for {size} bytes");
        std::io::Error::new(ErrorKind::Other, message)
    };
    let mut raw: Vec<u8> = Vec::new();
    // Below `usize::MAX - 1`, the cast keeps `expected` and the sum fits; past it, no buffer
    // of that size can be had, which `try_reserve_exact` reports.
    let first = if expected < usize::MAX as u64 - 1 {
        expected as usize + 2
    } else {
        usize::MAX
    };
    raw.try_reserve_exact(first).map_err(|_| too_large(first))?;
    loop {
        let limit = raw.capacity() - raw.len() - 1;
        let read = (&mut source).take(limit as u64).read_to_end(&mut raw)?;
        if read < limit {
            return Ok(raw);
        }
        let more = raw.capacity().max(1 << 16);
        let size = raw.len().saturating_add(more);
        raw.try_reserve(more).map_err(|_| too_large(size))?;
    }
}

/// Writes the output in one write, or one `error:` line on standard error and exits with 1.
fn main() {
    use std::io::Write;
    let outcome = match read_input() {
        Ok(raw) => {
            let outcome = run(&raw);
            // Freed with the process at no cost; freeing it here would unmap it page by page.
            std::mem::forget(raw);
            outcome
        }
        Err(err) => Err(format!("cannot read standard input: {err}")),
    };
    let message = match outcome {
        Ok(output) => {
            let mut stdout = std::io::stdout().lock();
            match stdout
                .write_all(output.as_bytes())
                .and_then(|()| stdout.flush())
            {
                Ok(()) => return,
                Err(err) => format!("cannot write standard output: {err}"),
            }
        }
        Err(message) => message,
    };
    // Nothing more can be said if standard error fails too; the exit status still does.
    let _ = std::io::stderr()
        .lock()
        .write_all(format!("error: {message}\n").as_bytes());
    std::process::exit(1);
}
