//! A run's standard output and standard error, read on threads of their own up to the output
//! limit, and given up on once the run has ended and the stream stays open: a process the run
//! left behind may hold it, and the verdict never waits for it.

use std::io::Read;
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// The most bytes of standard output (and, apart, of standard error) kept from one run unless
/// its limits say otherwise: Kattis's output limit. Past it, reading stops and the run is
/// judged `OLE`.
pub const OUTPUT_LIMIT: usize = 8 << 20;

/// How long the streams may stay open once the run has ended, all of them together.
pub const GRACE: Duration = Duration::from_secs(1);

/// What was read of one stream.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Collected {
    pub bytes: Vec<u8>,
    /// The stream went past its limit; `bytes` holds the first bytes up to it.
    pub over_limit: bool,
    /// The stream was still open at the deadline, `GRACE` after the run ended.
    pub held_open: bool,
}

/// A stream being read.
pub struct Collector {
    read: Arc<Mutex<Collected>>,
    done: Receiver<()>,
}

impl Collector {
    /// Starts reading `stream` (none: nothing to read), keeping at most `limit` bytes.
    pub fn start(stream: Option<impl Read + Send + 'static>, limit: usize) -> Collector {
        let read = Arc::new(Mutex::new(Collected::default()));
        let (sender, done) = mpsc::channel();
        let shared = Arc::clone(&read);
        thread::spawn(move || {
            if let Some(stream) = stream {
                read_capped(stream, &shared, limit);
            }
            // The receiver may have given up already: nothing to tell.
            let _ = sender.send(());
        });
        Collector { read, done }
    }

    /// What was read, once the stream closed or `deadline` passed (`GRACE` after the run ended,
    /// one deadline for every stream of the run).
    pub fn finish(self, deadline: Instant) -> Collected {
        let wait = deadline.saturating_duration_since(Instant::now());
        let held_open = self.done.recv_timeout(wait).is_err();
        let mut collected = match self.read.lock() {
            Ok(mut read) => std::mem::take(&mut *read),
            Err(poisoned) => std::mem::take(&mut *poisoned.into_inner()),
        };
        collected.held_open = held_open;
        collected
    }
}

/// Reads `stream` into `read` in chunks, up to `limit` bytes; then stops, and dropping the
/// stream closes the pipe, so that a writer past the limit is not blocked forever.
fn read_capped(mut stream: impl Read, read: &Mutex<Collected>, limit: usize) {
    let mut chunk = vec![0u8; 64 << 10];
    loop {
        let count = match stream.read(&mut chunk) {
            Ok(0) | Err(_) => return,
            Ok(count) => count,
        };
        let Ok(mut read) = read.lock() else { return };
        let room = limit - read.bytes.len();
        read.bytes.extend_from_slice(&chunk[..count.min(room)]);
        if count > room {
            read.over_limit = true;
            return;
        }
    }
}

/// How much of a run's standard error line a verdict shows.
pub const STDERR_SHOWN: usize = 400;

/// Whether a character changes how a terminal shows what follows it: a control character, a
/// line or paragraph separator, or a bidirectional override.
fn unshown(char: char) -> bool {
    char.is_control()
        || matches!(char, '\u{2028}' | '\u{2029}' | '\u{200e}' | '\u{200f}')
        || ('\u{202a}'..='\u{202e}').contains(&char)
        || ('\u{2066}'..='\u{2069}').contains(&char)
}

/// A program's text as it may reach a terminal: every character `unshown` names but the line feed
/// escaped, so that no escape sequence of the program's redraws the judge's report.
pub fn printable(text: &str) -> String {
    text.chars()
        .flat_map(|char| match unshown(char) && char != '\n' {
            true => char.escape_default().collect::<Vec<char>>(),
            false => vec![char],
        })
        .collect()
}

/// Bytes as text: each run of UTF-8 as it is, each byte that is not UTF-8 escaped as `\xff`,
/// never replaced, so that what a program wrote is told apart from U+FFFD.
pub fn text_of(bytes: &[u8]) -> String {
    let mut text = String::new();
    each_part(bytes, |part| match part {
        Ok(valid) => text.push_str(valid),
        Err(byte) => text.push_str(&format!("\\x{byte:02x}")),
    });
    text
}

/// Bytes as a quoted literal, as `{:?}` shows a string, each byte that is not UTF-8 escaped as
/// `\xff`: `"3\n\xff"`.
pub fn quoted(bytes: &[u8]) -> String {
    let mut text = String::from('"');
    each_part(bytes, |part| match part {
        Ok(valid) => {
            let shown = format!("{valid:?}");
            text.push_str(&shown[1..shown.len() - 1]);
        }
        Err(byte) => text.push_str(&format!("\\x{byte:02x}")),
    });
    text.push('"');
    text
}

/// Calls `each` on every run of UTF-8 in `bytes`, and on every byte between them that is not.
fn each_part(mut bytes: &[u8], mut each: impl FnMut(Result<&str, u8>)) {
    while !bytes.is_empty() {
        let (valid, rest) = match std::str::from_utf8(bytes) {
            Ok(valid) => (valid, &[][..]),
            Err(error) => {
                let (valid, rest) = bytes.split_at(error.valid_up_to());
                // Valid up to there: the check above says so.
                (std::str::from_utf8(valid).unwrap_or_default(), rest)
            }
        };
        if !valid.is_empty() {
            each(Ok(valid));
        }
        if let Some((&byte, after)) = rest.split_first() {
            each(Err(byte));
            bytes = after;
        } else {
            bytes = rest;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_changes_how_a_terminal_shows_text_is_escaped() {
        let text = "a\u{1b}[2K\u{9b}\u{202e}b\u{2028}c\r\nd";
        assert_eq!(
            printable(text),
            "a\\u{1b}[2K\\u{9b}\\u{202e}b\\u{2028}c\\r\nd"
        );
    }

    #[test]
    fn bytes_that_are_not_utf8_are_escaped_never_replaced() {
        let bytes = b"bad \xff\xfe \xc3\xa9t\xc3\n\"";
        assert_eq!(text_of(bytes), "bad \\xff\\xfe \u{e9}t\\xc3\n\"");
        assert_eq!(quoted(bytes), "\"bad \\xff\\xfe \u{e9}t\\xc3\\n\\\"\"");
        assert_eq!(quoted(b""), "\"\"");
    }

    #[test]
    fn a_stream_is_kept_up_to_the_limit() {
        let small =
            Collector::start(Some(&b"answer\n"[..]), OUTPUT_LIMIT).finish(Instant::now() + GRACE);
        assert_eq!(small.bytes, b"answer\n");
        assert!(!small.over_limit && !small.held_open);
        let endless = std::io::repeat(b'y');
        let flooded = Collector::start(Some(endless), OUTPUT_LIMIT).finish(Instant::now() + GRACE);
        assert_eq!(flooded.bytes.len(), OUTPUT_LIMIT, "the first bytes kept");
        assert!(flooded.over_limit, "past the limit");
        let exact = Collector::start(Some(&[b'y'; 1000][..]), 1000).finish(Instant::now() + GRACE);
        assert!(!exact.over_limit, "exactly the limit is within it");
        let one_more =
            Collector::start(Some(&[b'y'; 1001][..]), 1000).finish(Instant::now() + GRACE);
        assert!(
            one_more.over_limit && one_more.bytes.len() == 1000,
            "one byte past it"
        );
        let none = Collector::start(None::<&[u8]>, 1).finish(Instant::now() + GRACE);
        assert_eq!(none, Collected::default());
    }
}
