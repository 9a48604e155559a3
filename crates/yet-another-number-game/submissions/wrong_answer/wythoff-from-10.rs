//! # Yet Another Number Game: Codeforces 282D
//!
//! <https://codeforces.com/problemset/problem/282/D>
//!
//! **Rules.** `n <= 3` non-negative integers. A move either lowers one of them by any positive
//! amount, or lowers all of them by the same positive amount (only while all are positive).
//! Whoever cannot move loses; BitLGM moves first. Input `n` and the numbers; print `BitLGM` if
//! he wins, else `BitAryo`. Bounds: `1 <= n <= 3`, numbers up to `u64::MAX` (the statement:
//! below 300).
//!
//! **Rule that decides.** The mover loses exactly on
//! - one number: `0`;
//! - two numbers `a <= b`: a Wythoff pair, `a = floor(d * phi)` with `d = b - a` and
//!   `phi = (1 + sqrt 5) / 2`; decided without roots or floats: `d = 0` and `a = 0`, or
//!   `e(d + e) < d^2 < (e + 1)(d + e + 1)` with `e = a - d >= 0`;
//! - three numbers: `a ^ b ^ c = 0`.
//!
//! **Why.** Two numbers are Wythoff's game (Wythoff, 1907), and `phi^2 = phi + 1` turns
//! `a < d phi < a + 1` into the integer test above. Three numbers: a joint move of `t` flips bit
//! `j` (the lowest set bit of `t`) in all three, so it never keeps the XOR at 0 (proof in the
//! crate README).
//!
//! **Complexity.** O(1) time and memory; every product fits `u128` (see `is_wythoff_pair`).
//!
//! **Verified.** Against full search tables on the whole statement domain (all 27 000 000
//! triples), the mex recurrence and the Zeckendorf description up to `u64::MAX` (judge-tests).

/// Parses `n` and the numbers, then names the winner.
pub fn solve(input: &str) -> Result<String, String> {
    let mut scanner = Scanner::new(input);
    let count = scanner.number("n", 1, 3)?;
    let mut numbers = Vec::new();
    for index in 1..=count {
        numbers.push(scanner.number(&format!("a_{index}"), 0, u64::MAX)?);
    }
    scanner.finish()?;
    let winner = if first_player_wins(&numbers) {
        "BitLGM"
    } else {
        "BitAryo"
    };
    Ok(format!("{winner}\n"))
}

/// Whether the player to move wins on one to three numbers.
pub fn first_player_wins(numbers: &[u64]) -> bool {
    match *numbers {
        [single] => single != 0,
        [x, y] => !is_wythoff_pair(x.min(y), x.max(y)),
        // Three numbers (solve reads no more): the joint move never escapes XOR 0.
        _ => numbers.iter().fold(0, |nim_sum, &number| nim_sum ^ number) != 0,
    }
}

/// Whether `(low, high)`, `low <= high`, is a losing pair of Wythoff's game:
/// `low = floor(d * phi)` with `d = high - low`, tested in integers.
pub fn is_wythoff_pair(low: u64, high: u64) -> bool {
    let gap = high - low;
    if gap == 0 {
        return low == 0;
    }
    // 1 < phi < 2, so a losing pair has gap <= low < 2 * gap.
    if low < gap || low - gap >= gap {
        return false;
    }
    // From here gap <= low < 2^64 and gap + low = high, so gap < 2^63 and excess < gap: both
    // products below are under 2^63 * 2^64 = 2^127 and fit u128.
    let (gap, excess) = (u128::from(gap), u128::from(low - gap));
    let low_is_below = excess * (gap + excess) < gap * gap; // low < gap * phi
    let next_is_above = gap * gap < (excess + 1) * (gap + excess + 1); // gap * phi < low + 1
    let pair = low_is_below && next_is_above;
    // Kept wrong: a Wythoff pair whose smaller number is 10 or more is taken as won, so it
    // is wrong only on lost positions.
    // Rejected on: gen-n2-pair-0
    pair && low < 10
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
