//! One direction of the relay: a reader that takes everything a side writes into a buffer as
//! fast as it comes (so the side never waits on the other), and a writer that hands the buffer
//! on to the other side as fast as that one reads. Each on a thread of its own.

use std::collections::VecDeque;
use std::io::{Read, Write};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Condvar, Mutex};
use std::thread;
use std::time::Instant;

use super::transcript::{Recorder, Side};

/// The most the writer hands on at once: between pieces it sees whether the buffer was
/// dropped, so a side that reads slowly is not made to read all of a dropped buffer.
const PIECE: usize = 64 << 10;

/// What a direction's reader and writer share.
#[derive(Default)]
struct Buffer {
    bytes: VecDeque<u8>,
    /// The source's output ended (or passed the cap): the writer closes the destination once
    /// the buffer is handed on.
    ended: bool,
    /// Nothing more is handed on: the destination is gone, or the source passed its cap.
    dropped: bool,
    /// The source sent more than its cap.
    over_cap: bool,
}

/// A direction being relayed.
pub struct Direction {
    shared: Arc<(Mutex<Buffer>, Condvar)>,
    done: Receiver<()>,
}

/// What a direction's side did once its output is over.
pub struct Relayed {
    pub over_cap: bool,
    /// The output was still open at the deadline (a process the side left holds it).
    pub held_open: bool,
}

impl Direction {
    /// Relays `source`, written by `side`, to `destination`, keeping at most `cap` bytes of it
    /// in all; `ended` is called once `side`'s output is over (its end, or its cap), before the
    /// other side's input is closed.
    pub fn start(
        side: Side,
        source: impl Read + Send + 'static,
        destination: impl Write + Send + 'static,
        cap: usize,
        recorder: &Arc<Recorder>,
        ended: impl FnOnce() + Send + 'static,
    ) -> Direction {
        let shared = Arc::new((Mutex::new(Buffer::default()), Condvar::new()));
        let (sender, done) = mpsc::channel();
        let reader = (Arc::clone(&shared), Arc::clone(recorder));
        thread::spawn(move || {
            read(side, source, cap, &reader, ended);
            finish(&reader.0, |buffer| buffer.ended = true);
            // The receiver may have given up already: nothing to tell.
            let _ = sender.send(());
        });
        let writer = Arc::clone(&shared);
        thread::spawn(move || write(destination, &writer));
        Direction { shared, done }
    }

    /// Waits for the reader until `deadline`, then says what the side did.
    pub fn finish(self, deadline: Instant) -> Relayed {
        let wait = deadline.saturating_duration_since(Instant::now());
        let held_open = self.done.recv_timeout(wait).is_err();
        let over_cap = match self.shared.0.lock() {
            Ok(buffer) => buffer.over_cap,
            Err(poisoned) => poisoned.into_inner().over_cap,
        };
        Relayed {
            over_cap,
            held_open,
        }
    }
}

/// Changes the buffer and wakes the writer.
fn finish(shared: &(Mutex<Buffer>, Condvar), change: impl FnOnce(&mut Buffer)) {
    let (buffer, ready) = shared;
    match buffer.lock() {
        Ok(mut buffer) => change(&mut buffer),
        Err(poisoned) => change(&mut poisoned.into_inner()),
    }
    ready.notify_all();
}

/// Reads `source` until it ends or passes `cap`, recording and buffering each chunk, and calls
/// `ended` before the writer may close the other side's input. Past the cap, the buffer is
/// dropped (the verdict no longer depends on what the other side makes of it) and the source
/// closed: its writer's next write fails.
fn read(
    side: Side,
    mut source: impl Read,
    cap: usize,
    (shared, recorder): &(Arc<(Mutex<Buffer>, Condvar)>, Arc<Recorder>),
    ended: impl FnOnce(),
) {
    let mut chunk = vec![0u8; 64 << 10];
    // At most `cap` plus one chunk: it cannot overflow, as `cap` is a size held in memory.
    let mut total: usize = 0;
    loop {
        let count = match source.read(&mut chunk) {
            Ok(0) | Err(_) => break,
            Ok(count) => count,
        };
        total += count;
        let kept = count.min(cap.saturating_sub(total - count));
        recorder.record(side, &chunk[..kept]);
        let over = total > cap;
        if over {
            recorder.end(side);
            ended();
            return finish(shared, |buffer| {
                buffer.over_cap = true;
                buffer.dropped = true;
                buffer.bytes = VecDeque::new();
            });
        }
        finish(shared, |buffer| {
            if !buffer.dropped {
                buffer.bytes.extend(&chunk[..kept]);
            }
        });
    }
    recorder.end(side);
    ended();
}

/// Hands the buffer on to `destination` until the source ended and all is handed on, or the
/// destination is gone; then closes it (dropping it), so the other side sees the end.
fn write(mut destination: impl Write, shared: &(Mutex<Buffer>, Condvar)) {
    let (buffer, ready) = shared;
    loop {
        let chunk: Vec<u8> = {
            let Ok(mut buffer) = buffer.lock() else {
                return;
            };
            while buffer.bytes.is_empty() && !buffer.ended && !buffer.dropped {
                buffer = match ready.wait(buffer) {
                    Ok(buffer) => buffer,
                    Err(_) => return,
                };
            }
            if buffer.dropped || buffer.bytes.is_empty() {
                return;
            }
            let piece = buffer.bytes.len().min(PIECE);
            buffer.bytes.drain(..piece).collect()
        };
        if destination.write_all(&chunk).is_err() || destination.flush().is_err() {
            // The other side is gone: what its source still sends is read and recorded, and
            // dropped.
            finish(shared, |buffer| {
                buffer.dropped = true;
                buffer.bytes = VecDeque::new();
            });
            return;
        }
    }
}
