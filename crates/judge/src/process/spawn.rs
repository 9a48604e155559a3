//! A run in a sandbox of its own, in two steps: started (`Runner::start`), with its streams fed
//! and collected on threads or handed to the caller as pipes, then waited for
//! (`Spawned::wait`) under the wall-clock limit, and read back as a `Run`.

use std::ffi::OsString;
use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{ChildStdin, ChildStdout, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use super::collect::{self, Collected, Collector};
use super::Waiting;
use super::{measure, sys, wall_limit, Ended, Exit, Limits, Run, Runner, Stdin};

/// A program started and not yet waited for.
pub struct Spawned {
    child: std::process::Child,
    waiting: Waiting,
    limits: Limits,
    started: Instant,
    sandboxed: bool,
    stdout: Collector,
    stderr: Collector,
    feeder: Option<thread::JoinHandle<()>>,
    /// The input's file, where it could not be removed while open (Windows): removed after.
    input_file: Option<PathBuf>,
    /// Standard input and output, where the caller takes them (`Runner::spawn_piped`).
    pub(super) pipes: Option<(ChildStdin, ChildStdout)>,
}

impl Runner {
    /// Starts `program args` under `limits`: standard input fed from `stdin`, or a pipe handed
    /// back in `Spawned::pipes` with standard output where `stdin` is `None`.
    pub(super) fn start(
        &self,
        program: &Path,
        args: &[OsString],
        stdin: Option<Stdin>,
        stderr: Option<File>,
        limits: Limits,
    ) -> Result<Spawned, String> {
        sys::close_inherited_descriptors();
        let making = super::scratch::making();
        let (mut command, waiting) = self.command(program, args, limits)?;
        let started = Instant::now();
        let Started {
            child,
            stdout,
            stderr,
            feeder,
            input_file,
            pipes,
        } = spawn(&mut command, stdin, stderr, limits.output_bytes)?;
        if let Waiting::Measurer(_) = waiting {
            super::interrupt::running(child.id(), true);
        }
        drop(making);
        Ok(Spawned {
            child,
            waiting,
            limits,
            started,
            sandboxed: self.sandboxed(),
            stdout,
            stderr,
            feeder,
            input_file,
            pipes,
        })
    }
}

impl Spawned {
    /// Waits for the program (killed at the wall-clock limit), then reads back how it ended.
    pub fn wait(self) -> Result<Run, String> {
        self.wait_then(|| ())
    }

    /// A handle that kills what is left of the run (`Stopper`), made before it is waited
    /// for; a measured run's measurer is left to report how the program ended.
    pub fn stopper(&self) -> super::Stopper {
        let measured = matches!(self.waiting, Waiting::Measurer(_));
        super::Stopper::new(self.child.id(), measured)
    }

    /// `wait`, calling `reaped` as soon as the program has ended, before its streams are
    /// read to their end.
    pub fn wait_then(mut self, reaped: impl FnOnce()) -> Result<Run, String> {
        // The judge's ends of the pipes go first: a program waiting on them sees them close.
        drop(self.pipes.take());
        let ended = wait_for(&mut self.child, self.waiting, self.limits, self.started);
        super::interrupt::running(self.child.id(), false);
        reaped();
        if let Some(path) = self.input_file {
            drop(fs::remove_file(path));
        }
        let ended = ended?;
        let deadline = Instant::now() + collect::GRACE;
        let (stdout, stderr): (Collected, Collected) =
            (self.stdout.finish(deadline), self.stderr.finish(deadline));
        // bwrap reports a program killed by a signal as 128 and the signal, as a shell does.
        let exit = match (self.sandboxed, ended.exit) {
            (true, Exit::Code(code @ 129..=192)) => Exit::Signal(code - 128),
            (_, exit) => exit,
        };
        // The feeder ends when the program reads all or its pipe closes: never wait for it.
        drop(self.feeder);
        Ok(Run {
            exit,
            over_output_limit: stdout.over_limit || stderr.over_limit,
            held_open: stdout.held_open || stderr.held_open,
            stdout: stdout.bytes,
            stderr: stderr.bytes,
            sandboxed: self.sandboxed,
            wall: ended.wall,
            cpu: ended.cpu,
            peak_memory: ended.peak_memory,
            limit_hit: ended.limit_hit,
            oom_killed: ended.oom_killed,
        })
    }
}

/// How `child` ended: as the measurer reports it (which holds the limit itself; the extra
/// time is only against a hang), or as waiting for it under the wall-clock limit says.
pub(super) fn wait_for(
    child: &mut std::process::Child,
    waiting: Waiting,
    limits: Limits,
    started: Instant,
) -> Result<Ended, String> {
    match waiting {
        Waiting::Measurer(report) => {
            let limit = wall_limit(limits.time) + Duration::from_secs(10);
            sys::wait(child, &sys::Guard::none(), limit)?;
            let text = fs::read_to_string(&report)
                .map_err(|err| format!("the measurer left no report: {err}"))?;
            drop(fs::remove_file(report));
            measure::parse_report(&text)
        }
        Waiting::Direct(guard) => {
            let ended = sys::wait(child, &guard, wall_limit(limits.time))?;
            Ok(Ended {
                wall: started.elapsed(),
                // Without a group, the resident size is inherited from this process, not the
                // program's own.
                peak_memory: ended.peak_memory.filter(|_| guard.measures_memory()),
                ..ended
            })
        }
    }
}

/// A started child with its streams: stdout and stderr collected on threads, stdin fed on one.
struct Started {
    child: std::process::Child,
    stdout: Collector,
    stderr: Collector,
    feeder: Option<thread::JoinHandle<()>>,
    /// The input's file, where it could not be removed while open (Windows): removed after.
    input_file: Option<PathBuf>,
    pipes: Option<(ChildStdin, ChildStdout)>,
}

/// Sets the command's standard input: the bytes to feed it through a pipe, and the file it
/// reads where one was made.
fn set_stdin(
    command: &mut Command,
    stdin: Option<Stdin>,
) -> Result<(Option<Vec<u8>>, Option<PathBuf>), String> {
    match stdin {
        None => {
            command.stdin(Stdio::piped());
            Ok((None, None))
        }
        Some(Stdin::Bytes(bytes)) => {
            // A new file, in the judge's own folder: whatever is at the name is replaced, never
            // followed.
            let path = super::scratch::make_file("input", &bytes)?;
            let file = File::open(&path).map_err(|err| format!("{}: {err}", path.display()));
            if file.is_err() {
                drop(fs::remove_file(&path));
            }
            command.stdin(Stdio::from(file?));
            Ok((None, Some(path)))
        }
        Some(Stdin::Pipe(bytes)) => {
            command.stdin(Stdio::piped());
            Ok((Some(bytes), None))
        }
        Some(Stdin::File(file)) => {
            command.stdin(Stdio::from(file));
            Ok((None, None))
        }
    }
}

/// Starts the command with its streams: stdin fed on a thread, stdout and stderr collected;
/// or, where `stdin` is `None`, stdin and stdout piped and handed back.
fn spawn(
    command: &mut Command,
    stdin: Option<Stdin>,
    stderr: Option<File>,
    output_bytes: usize,
) -> Result<Started, String> {
    command.stdout(Stdio::piped());
    let piped = stdin.is_none();
    let (feed, input_file) = set_stdin(command, stdin)?;
    match stderr {
        Some(file) => command.stderr(Stdio::from(file)),
        None => command.stderr(Stdio::piped()),
    };
    let spawned = command.spawn().map_err(|err| {
        let program = Path::new(command.get_program()).display();
        format!("cannot start {program}: {err}")
    });
    // The child holds the file open; its name goes now (where the platform allows it) or
    // with `Started`.
    let input_file = match input_file.map(|path| (fs::remove_file(&path), path)) {
        Some((Err(_), path)) => Some(path),
        _ => None,
    };
    let mut child = spawned?;
    let pipes = match piped {
        true => child.stdin.take().zip(child.stdout.take()),
        false => None,
    };
    let feeder = child.stdin.take().zip(feed).map(|(mut pipe, bytes)| {
        // A program that stops reading early closes the pipe: not an error of the judge.
        thread::spawn(move || drop(pipe.write_all(&bytes)))
    });
    let stdout = Collector::start(child.stdout.take(), output_bytes);
    let stderr = Collector::start(child.stderr.take(), output_bytes);
    Ok(Started {
        child,
        stdout,
        stderr,
        feeder,
        input_file,
        pipes,
    })
}
