// Kept wrong: counts 1, 2, 3, ... and never marks Aoki's integers
// Rejected on: sample-1
// It counts through its own declarations only, so it declares an integer Aoki already took (on
// the sample: 1, then 2, then 3, which Aoki took).
use std::io::{BufRead, Write};

fn main() {
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    if lines.next().is_none() {
        return;
    }
    let mut next = 1u32;
    loop {
        if writeln!(out, "{next}").and_then(|()| out.flush()).is_err() {
            return;
        }
        next += 1;
        match lines.next() {
            Some(Ok(line)) if line.trim() != "0" => {}
            _ => return,
        }
    }
}
