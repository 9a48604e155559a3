//! Who plays the program's side of a run: the crate's own `play` in process, or a program
//! through pipes, in the sandbox, in lockstep (each jury line is written only after the
//! program's line before it has arrived, so a line never flushed is a hang, as at a judge).

use std::cell::RefCell;
use std::collections::VecDeque;
use std::ffi::OsString;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::PathBuf;
use std::rc::Rc;

use judge::process::{Exit, Limits, Runner};

use super::rules::{Play, Rules};
use super::script::{Finish, RunJury};

/// The longest line read from a program, its line feed included.
const MAX_LINE: usize = 1 << 16;
/// The most bytes read after a run's last line, to tell whitespace from more output.
const MAX_AFTER: u64 = 1 << 16;

/// The program's side of the runs.
#[derive(Clone)]
pub enum Player {
    /// The crate's own `play`, called in process.
    Solution(Play),
    /// A program, run once per run.
    Program(Box<Program>),
}

/// A program and its arguments, run by `runner` under `limits`.
#[derive(Clone)]
pub struct Program {
    pub program: PathBuf,
    pub args: Vec<OsString>,
    pub limits: Limits,
    pub runner: Runner,
}

impl Player {
    /// Plays one run; the jury records what it found. An error is the tool's: the program
    /// could not be started.
    pub fn play<R: Rules>(&self, jury: &mut RunJury<R>) -> Result<(), String> {
        match self {
            Player::Solution(play) => {
                in_process(*play, jury);
                Ok(())
            }
            Player::Program(run) => {
                through_pipes(&run.runner, &run.program, &run.args, run.limits, jury)
            }
        }
    }
}

/// The jury and the bytes it has written that the program has not read.
struct Shared<'j, 'a, R: Rules> {
    jury: &'j mut RunJury<'a, R>,
    pending: VecDeque<u8>,
    partial: Vec<u8>,
}

struct Input<'s, 'j, 'a, R: Rules>(Rc<RefCell<&'s mut Shared<'j, 'a, R>>>);
struct Output<'s, 'j, 'a, R: Rules>(Rc<RefCell<&'s mut Shared<'j, 'a, R>>>);

impl<R: Rules> Read for Input<'_, '_, '_, R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let mut shared = self.0.borrow_mut();
        if shared.pending.is_empty() && shared.jury.waiting() {
            shared.jury.protocol_fault(
                "it read a line when the jury waited for its line: both sides wait".to_string(),
            );
        }
        let count = buf.len().min(shared.pending.len());
        for (slot, byte) in buf.iter_mut().zip(shared.pending.drain(..count)) {
            *slot = byte;
        }
        Ok(count)
    }
}

impl<R: Rules> Write for Output<'_, '_, '_, R> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let mut shared = self.0.borrow_mut();
        for &byte in buf {
            if byte != b'\n' {
                shared.partial.push(byte);
                continue;
            }
            let raw = std::mem::take(&mut shared.partial);
            let raw = raw.strip_suffix(b"\r").unwrap_or(&raw);
            let line = judge::process::text_of(raw);
            if shared.jury.finish.is_some() {
                if !line.trim().is_empty() {
                    let shown = judge::process::quoted(raw);
                    let why = format!("it wrote {shown} after the run's last line");
                    shared.jury.protocol_fault(why);
                }
                continue;
            }
            let answer = shared.jury.heard(&line);
            for line in answer {
                shared.pending.extend(line.bytes().chain([b'\n']));
            }
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn in_process<R: Rules>(play: Play, jury: &mut RunJury<R>) {
    let opening = jury.opening();
    let mut shared = Shared {
        jury,
        pending: VecDeque::new(),
        partial: Vec::new(),
    };
    for line in opening {
        shared.pending.extend(line.bytes().chain([b'\n']));
    }
    let cell = Rc::new(RefCell::new(&mut shared));
    let mut input = BufReader::new(Input(Rc::clone(&cell)));
    let mut output = Output(Rc::clone(&cell));
    let result = play(&mut input, &mut output);
    drop((input, output));
    let shared = Rc::try_unwrap(cell).ok().map(RefCell::into_inner);
    let Some(shared) = shared else { return };
    if shared.jury.waiting() {
        let why = match result {
            Ok(()) => "it ended before the game did".to_string(),
            Err(err) => format!("it stopped: error: {err}"),
        };
        shared.jury.protocol_fault(why);
    }
}

/// Writes `lines` and flushes them; false where the program no longer reads.
fn send(stdin: &mut impl Write, lines: &[String]) -> bool {
    let mut bytes = Vec::new();
    for line in lines {
        bytes.extend(line.bytes().chain([b'\n']));
    }
    stdin.write_all(&bytes).and_then(|()| stdin.flush()).is_ok()
}

/// One line from the program, its line end removed; `None` at the end of its output.
fn receive(stdout: &mut impl BufRead) -> Result<Option<String>, String> {
    let mut raw = Vec::new();
    let read = (&mut *stdout)
        .take(MAX_LINE as u64 + 1)
        .read_until(b'\n', &mut raw);
    match read {
        Ok(0) => Ok(None),
        Ok(_) if raw.len() > MAX_LINE => {
            Err(format!("it wrote a line longer than {MAX_LINE} bytes"))
        }
        Ok(_) if raw.last() != Some(&b'\n') => Ok(None),
        Ok(_) => {
            let text = judge::process::text_of(&raw);
            let line = text.strip_suffix('\n').unwrap_or(&text);
            Ok(Some(line.strip_suffix('\r').unwrap_or(line).to_string()))
        }
        Err(err) => Err(format!("its output could not be read: {err}")),
    }
}

fn through_pipes<R: Rules>(
    runner: &Runner,
    program: &std::path::Path,
    args: &[OsString],
    limits: Limits,
    jury: &mut RunJury<R>,
) -> Result<(), String> {
    let (running, mut stdin, stdout) = runner.spawn_piped(program, args, limits)?;
    // The wait kills the program at the wall-clock limit, which ends its output: a read never
    // blocks past it.
    let waiter = std::thread::spawn(move || running.wait());
    let mut stdout = BufReader::new(stdout);
    let opening = jury.opening();
    let mut open = send(&mut stdin, &opening);
    while open && jury.waiting() {
        match receive(&mut stdout) {
            Ok(Some(line)) => {
                let answer = jury.heard(&line);
                open = send(&mut stdin, &answer) || jury.finish.is_some();
            }
            Ok(None) => open = false,
            Err(why) => {
                jury.protocol_fault(why);
                open = false;
            }
        }
    }
    let mut rest = Vec::new();
    let after = match jury.finish {
        Some(Finish::Exit) => (&mut stdout).take(MAX_AFTER).read_to_end(&mut rest).ok(),
        _ => None,
    };
    drop(stdin);
    drop(stdout);
    let run = waiter
        .join()
        .map_err(|_| "the wait for the program panicked".to_string())??;
    let ended = |run: &judge::process::Run| match run.exit {
        Exit::TimedOut => "it was killed at the wall-clock limit".to_string(),
        Exit::Code(code) => format!("it exited with status {code}: {}", run.stderr_line()),
        Exit::Signal(signal) => format!("it was killed by signal {signal}"),
    };
    if jury.waiting() {
        jury.protocol_fault(format!("no line came: {}", ended(&run)));
    } else if after.is_some() {
        if rest.iter().any(|byte| !byte.is_ascii_whitespace()) {
            let shown = judge::process::quoted(&rest[..rest.len().min(40)]);
            jury.protocol_fault(format!("it wrote {shown} after the run's last line"));
        } else if run.exit == Exit::TimedOut {
            let after = match jury.stopped {
                true => "the stop line, with a game of the run left",
                false => "the run's last line",
            };
            jury.protocol_fault(format!(
                "it did not exit after {after}: killed at the wall-clock limit"
            ));
        }
    }
    Ok(())
}
