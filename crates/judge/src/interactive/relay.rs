//! One direction of the relay: a reader that takes everything a side writes as fast as it
//! comes (so the side never waits on the other) and hands each chunk on to the other side at
//! once when that one's pipe has room, and a writer that hands on the rest, kept in a buffer, as
//! fast as the other side reads. Each on a thread of its own: a side that reads a line at a
//! time costs the reader's wake-up alone, no second thread's.

use std::collections::VecDeque;
use std::io::Read;
use std::process::ChildStdin;
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Condvar, Mutex};
use std::thread;
use std::time::Instant;

use super::outlet::Outlet;
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
    /// The writer holds bytes not yet handed on: the reader adds to the buffer, so that
    /// nothing overtakes them.
    writing: bool,
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
    /// in all; `ended` is called once `side`'s output is over, with whether it passed its cap
    /// (else it ended), before the other side's input is closed: the other side sees the end
    /// only once `ended` returns.
    pub fn start(
        side: Side,
        source: impl Read + Send + 'static,
        destination: ChildStdin,
        cap: usize,
        recorder: &Arc<Recorder>,
        ended: impl FnOnce(bool) + Send + 'static,
    ) -> Direction {
        let shared = Arc::new((Mutex::new(Buffer::default()), Condvar::new()));
        let (sender, done) = mpsc::channel();
        let outlet = Arc::new(Outlet::new(destination));
        let reader = (Arc::clone(&shared), Arc::clone(recorder));
        let writer = (Arc::clone(&shared), Arc::clone(&outlet));
        thread::spawn(move || {
            // The outlet's copy is dropped in `read`, before the end is noted.
            read(side, source, cap, &reader, (outlet, ended));
            finish(&reader.0, |buffer| buffer.ended = true);
            // The receiver may have given up already: nothing to tell.
            let _ = sender.send(());
        });
        thread::spawn(move || write(&writer));
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

/// Reads `source` until it ends or passes `cap`, recording each chunk and handing it on, and
/// calls `ended` before the writer may close the other side's input. Past the cap, the buffer
/// is dropped (the verdict no longer depends on what the other side makes of it) and the source
/// closed: its writer's next write fails.
fn read(
    side: Side,
    mut source: impl Read,
    cap: usize,
    (shared, recorder): &(Arc<(Mutex<Buffer>, Condvar)>, Arc<Recorder>),
    (outlet, ended): (Arc<Outlet>, impl FnOnce(bool)),
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
            ended(true);
            return finish(shared, |buffer| {
                buffer.over_cap = true;
                buffer.dropped = true;
                buffer.bytes = VecDeque::new();
            });
        }
        hand_on(shared, &outlet, &chunk[..kept]);
    }
    drop(outlet);
    recorder.end(side);
    ended(false);
}

/// Hands `bytes` on: straight to the outlet, as much as it takes at once, when the buffer is
/// empty and the writer idle; the rest to the buffer, and the writer woken.
fn hand_on((buffer, ready): &(Mutex<Buffer>, Condvar), outlet: &Outlet, bytes: &[u8]) {
    let Ok(mut buffer) = buffer.lock() else {
        return;
    };
    if buffer.dropped {
        return;
    }
    let mut rest = bytes;
    if buffer.bytes.is_empty() && !buffer.writing {
        // The lock is held across the write, which never waits: the writer cannot start
        // between the two.
        match outlet.write_now(bytes) {
            Ok(written) => rest = &bytes[written..],
            Err(_) => {
                // The other side is gone: as in `write`.
                buffer.dropped = true;
                drop(buffer);
                return ready.notify_all();
            }
        }
    }
    if !rest.is_empty() {
        buffer.bytes.extend(rest);
        drop(buffer);
        ready.notify_all();
    }
}

/// Hands the buffer on to the outlet until the source ended and all is handed on, or the
/// outlet is gone; then drops the outlet, which the reader has dropped too by then unless the
/// outlet is gone, so the other side sees the end.
fn write((shared, outlet): &(Arc<(Mutex<Buffer>, Condvar)>, Arc<Outlet>)) {
    let (buffer, ready) = &**shared;
    loop {
        let chunk: Vec<u8> = {
            let Ok(mut buffer) = buffer.lock() else {
                return;
            };
            buffer.writing = false;
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
            buffer.writing = true;
            buffer.bytes.drain(..piece).collect()
        };
        if outlet.write_all(&chunk).is_err() {
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
