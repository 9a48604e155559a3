//! The exchange of an interactive run, in the `.interaction` format of the problem package
//! format (spec/legacy.md, "Interactive problems"; BAPCtools writes the same): each line the
//! jury sent prefixed `<`, each line the submission sent prefixed `>`, in the order the relay
//! saw each line end.

use std::sync::Mutex;

use crate::process::printable;

/// The most bytes of a line, its prefix included, that `Transcript::tail` shows.
pub const LINE_SHOWN: usize = 200;

/// Which program sent a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The jury (the output validator): `<`, what the submission reads.
    Jury,
    /// The submission: `>`, what the jury reads.
    Submission,
}

impl Side {
    fn prefix(self) -> u8 {
        match self {
            Side::Jury => b'<',
            Side::Submission => b'>',
        }
    }

    fn index(self) -> usize {
        match self {
            Side::Jury => 0,
            Side::Submission => 1,
        }
    }
}

/// The exchange, kept as it is rendered: a prefix, the line's bytes and a line feed per line.
/// It holds at most what each side may send (the relay stops reading a side at its cap) and two
/// bytes more per line, so its size is bounded by twice the sum of the caps.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Transcript {
    rendered: Vec<u8>,
}

impl Transcript {
    /// The transcript, a line per line sent; a line a side left without its line feed (its
    /// last) is ended by one. Bytes that are not UTF-8 are escaped (`\\xff`).
    pub fn render(&self) -> String {
        crate::process::text_of(&self.rendered)
    }

    /// The lines, each with the side that sent it.
    pub fn lines(&self) -> impl Iterator<Item = (Side, &[u8])> {
        self.rendered
            .split(|&byte| byte == b'\n')
            .filter_map(|line| match line.split_first() {
                Some((b'<', text)) => Some((Side::Jury, text)),
                Some((b'>', text)) => Some((Side::Submission, text)),
                _ => None,
            })
    }

    /// The last `count` lines, rendered, each cut to `LINE_SHOWN` bytes, with what changes a
    /// terminal escaped: what a failing verdict shows of the exchange, and keeps. However much
    /// a side wrote, it is a few hundred bytes a line.
    pub fn tail(&self, count: usize) -> String {
        let body = self.rendered.strip_suffix(b"\n").unwrap_or(&self.rendered);
        let mut lines: Vec<&[u8]> = match body.is_empty() {
            true => Vec::new(),
            false => body.rsplit(|&byte| byte == b'\n').take(count).collect(),
        };
        lines.reverse();
        let mut tail = String::new();
        for line in lines {
            let shown = &line[..line.len().min(LINE_SHOWN)];
            tail.push_str(&printable(&crate::process::text_of(shown)));
            if shown.len() < line.len() {
                tail.push_str(&format!("... ({} bytes)", line.len() - 1));
            }
            tail.push('\n');
        }
        tail
    }
}

/// A transcript being written by the relay's two readers: each side's line is added when its
/// line feed is read, or when the side's output ends.
#[derive(Debug, Default)]
pub struct Recorder {
    state: Mutex<(Transcript, [Vec<u8>; 2])>,
}

impl Recorder {
    /// Records bytes `side` sent.
    pub fn record(&self, side: Side, bytes: &[u8]) {
        let Ok(mut state) = self.state.lock() else {
            return;
        };
        let (transcript, partial) = &mut *state;
        let partial = &mut partial[side.index()];
        let mut rest = bytes;
        while let Some(end) = rest.iter().position(|&byte| byte == b'\n') {
            transcript.rendered.push(side.prefix());
            transcript.rendered.append(partial);
            transcript.rendered.extend_from_slice(&rest[..=end]);
            rest = &rest[end + 1..];
        }
        partial.extend_from_slice(rest);
    }

    /// Ends `side`'s output: a line it left without a line feed is added.
    pub fn end(&self, side: Side) {
        self.record(side, b"");
        let Ok(mut state) = self.state.lock() else {
            return;
        };
        let (transcript, partial) = &mut *state;
        let partial = &mut partial[side.index()];
        if !partial.is_empty() {
            transcript.rendered.push(side.prefix());
            transcript.rendered.append(partial);
            transcript.rendered.push(b'\n');
        }
    }

    /// The transcript so far, each side's unended line included.
    pub fn transcript(&self) -> Transcript {
        self.end(Side::Jury);
        self.end(Side::Submission);
        match self.state.lock() {
            Ok(state) => state.0.clone(),
            Err(poisoned) => poisoned.into_inner().0.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_kept_in_the_order_they_end() {
        let recorder = Recorder::default();
        recorder.record(Side::Jury, b"3\nhi");
        recorder.record(Side::Submission, b"6");
        recorder.record(Side::Jury, b"gher\n");
        recorder.record(Side::Submission, b"\n7");
        let transcript = recorder.transcript();
        assert_eq!(transcript.render(), "<3\n<higher\n>6\n>7\n");
        let lines: Vec<(Side, &[u8])> = transcript.lines().collect();
        assert_eq!(lines[1], (Side::Jury, &b"higher"[..]));
        assert_eq!(lines[3], (Side::Submission, &b"7"[..]));
        assert_eq!(transcript.tail(2), ">6\n>7\n");
        assert_eq!(transcript.tail(9), transcript.render());
        recorder.record(Side::Submission, b"\x1b[2K\n");
        assert_eq!(recorder.transcript().tail(1), ">\\u{1b}[2K\n");
        assert_eq!(Transcript::default().tail(3), "");
        // A byte that is not UTF-8 is shown escaped, never as U+FFFD.
        recorder.record(Side::Submission, b"1\xff\n");
        assert_eq!(recorder.transcript().tail(1), ">1\\xff\n");
        assert!(recorder.transcript().render().ends_with(">1\\xff\n"));
    }

    #[test]
    fn a_long_line_is_shown_cut() {
        let recorder = Recorder::default();
        recorder.record(Side::Jury, b"7\n");
        recorder.record(Side::Submission, &vec![0; 1 << 20]);
        let tail = recorder.transcript().tail(2);
        let (jury, cut) = tail.split_once('\n').expect("two lines");
        assert_eq!(jury, "<7");
        assert!(cut.starts_with(">\\u{0}\\u{0}"), "{cut:?}");
        assert!(
            cut.ends_with(&format!("... ({} bytes)\n", 1 << 20)),
            "{cut:?}"
        );
        assert!(tail.len() < 8 * LINE_SHOWN, "{} bytes shown", tail.len());
    }
}
