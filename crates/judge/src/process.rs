//! Running a program as a judge does: its input fed, its output collected, killed at the time
//! limit, held to the memory limit where the platform allows, and its CPU time and peak memory
//! read back. The platform's part is in `linux` or `other`; what the sandbox's seccomp filter
//! refuses, and why, is the table in `refusals`.

use std::ffi::OsString;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

#[cfg(target_os = "linux")]
mod cgroup;
#[cfg(target_os = "linux")]
mod forkserver;
#[cfg(target_os = "linux")]
mod linux;
#[cfg(target_os = "linux")]
mod pidfd;
#[cfg(target_os = "linux")]
use linux as sys;
#[cfg(target_os = "linux")]
mod sandbox;
#[cfg(target_os = "linux")]
pub use sandbox::Sandbox;
#[cfg(not(target_os = "linux"))]
mod other;
#[cfg(not(target_os = "linux"))]
use other as sys;
#[cfg(not(target_os = "linux"))]
pub use other::Sandbox;

mod collect;
mod interrupt;
mod measure;
mod reap;
pub mod refusals;
mod scratch;
use collect::STDERR_SHOWN;
pub use collect::{printable, quoted, text_of, GRACE, OUTPUT_LIMIT};
pub use interrupt::{clean_up_on_interrupt, wait_if_interrupted};
pub use measure::{measure, MEASURE_USAGE};
pub use reap::{become_reaper, reap_all};
use scratch::path as scratch_path;

/// What a command line says once, before it judges, where a Linux host gives runs no memory
/// control group (not root, nothing delegated): memory is then held as address space, and why.
/// `None` where groups work, and off Linux, where no memory limit applies.
pub fn memory_group_warning() -> Option<String> {
    #[cfg(target_os = "linux")]
    return cgroup::missing_warning();
    #[cfg(not(target_os = "linux"))]
    return None;
}

/// Whether runs get a memory control group here: their peak is then the group's, whoever
/// started them.
pub fn memory_groups() -> bool {
    memory_group_warning().is_none() && cfg!(target_os = "linux")
}

/// Marks every descriptor this process inherited above standard error close-on-exec, once, so
/// that none reaches a program it starts: a run, a checker or the compiler.
pub fn close_inherited_descriptors() {
    sys::close_inherited_descriptors();
}

/// A time and a memory limit, and the main thread's stack where a judge sets it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub time: Duration,
    pub memory_bytes: u64,
    /// The stack the program gets (Linux: `ulimit -s`); `None` leaves the system's default.
    pub stack_bytes: Option<u64>,
    /// The most bytes kept of standard output, and of standard error: past it, `OLE`.
    pub output_bytes: usize,
    /// Linux: how the memory limit is held.
    pub hold: MemoryHold,
}

/// How a run is held to its memory limit on Linux.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemoryHold {
    /// By the run's memory control group, where one can be made; else by its address space.
    Group,
    /// By its address space (`ulimit -v`) as well, in its group: an allocation past the limit
    /// fails inside the program, as a judge's allocator refuses it at a commit limit, rather
    /// than the kernel killing the run.
    GroupAndAddressSpace,
    /// By its address space alone, in no group: for a target's runner (wine), whose server
    /// outlives each run and would be killed with its group.
    AddressSpace,
}

impl Limits {
    /// A time and a memory limit on the system's default stack, with the output limit of
    /// `OUTPUT_LIMIT`.
    pub const fn new(time: Duration, memory_bytes: u64) -> Limits {
        Limits {
            time,
            memory_bytes,
            stack_bytes: None,
            output_bytes: OUTPUT_LIMIT,
            hold: MemoryHold::Group,
        }
    }
}

/// What standard input is: bytes as judges give them, in a read-only file of their own (so a
/// program may size its read by the file's length); bytes through a pipe; or a file as it was
/// opened.
pub enum Stdin {
    Bytes(Vec<u8>),
    Pipe(Vec<u8>),
    File(File),
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    Code(i32),
    Signal(i32),
    /// Killed at the time limit.
    TimedOut,
}

/// One run of a program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    pub exit: Exit,
    /// At most `OUTPUT_LIMIT` bytes of each stream.
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// Standard output or standard error went past `OUTPUT_LIMIT` (judged `OLE`).
    pub over_output_limit: bool,
    /// A stream stayed open after the run ended: a process it left held it.
    pub held_open: bool,
    /// Whether it ran in the sandbox (`Sandbox`).
    pub sandboxed: bool,
    pub wall: Duration,
    /// User and system time, where the platform reports it.
    pub cpu: Option<Duration>,
    /// Peak memory in bytes, where the platform reports it: the run's control group's, else
    /// the largest resident size of one of its processes.
    pub peak_memory: Option<u64>,
    /// The run reached its memory control group's limit (an allocation was refused or waited
    /// for reclaim).
    pub limit_hit: bool,
    /// The kernel killed the run for memory, at its group's limit.
    pub oom_killed: bool,
}

#[cfg(test)]
impl Run {
    /// A run that ended with `exit`, having written nothing, in 5 ms and 1 MiB: for tests.
    pub(crate) fn ended(exit: Exit) -> Run {
        Run {
            exit,
            stdout: Vec::new(),
            stderr: Vec::new(),
            over_output_limit: false,
            held_open: false,
            sandboxed: false,
            wall: Duration::from_millis(5),
            cpu: Some(Duration::from_millis(5)),
            peak_memory: Some(1 << 20),
            limit_hit: false,
            oom_killed: false,
        }
    }
}

/// How long a run may take on the clock before it is killed: twice the time limit and a
/// second more. The time limit itself is held against CPU time where it is known (as isolate's
/// `--time` beside its `--wall-time`), so a program that waits is still stopped, while a
/// machine whose cores are busy does not turn a fast run into TLE.
pub fn wall_limit(time_limit: Duration) -> Duration {
    time_limit * 2 + Duration::from_secs(1)
}

impl Run {
    /// CPU time where known, else wall time: what the time limit is held against.
    pub fn time(&self) -> Duration {
        self.cpu.unwrap_or(self.wall)
    }

    /// Why the run ended, as standard error says it: its first non-blank line, and for a Rust
    /// panic, which puts the place and the message on two lines ("thread 'main' panicked at
    /// src/main.rs:9:5:" then "attempt to divide by zero"), both on one; for a Python
    /// traceback, its last line, what was raised; at most `STDERR_SHOWN` characters of it.
    pub fn stderr_line(&self) -> String {
        let text = printable(&text_of(&self.stderr));
        let mut lines = text
            .lines()
            .map(str::trim_end)
            .filter(|line| !line.is_empty());
        let Some(first) = lines.next() else {
            return String::new();
        };
        match (first.find("panicked at "), first.ends_with(':')) {
            (Some(at), true) => match lines.next() {
                Some(message) => format!("{} {message}", &first[at..]),
                None => first[at..].to_string(),
            },
            // Python's traceback ends with what was raised: its last line says why.
            _ if first.starts_with("Traceback (most recent call last)") => {
                lines.next_back().unwrap_or(first).to_string()
            }
            _ => first.to_string(),
        }
        .chars()
        .take(STDERR_SHOWN)
        .collect()
    }
}

/// How a program ended, as the platform reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ended {
    pub exit: Exit,
    pub wall: Duration,
    pub cpu: Option<Duration>,
    pub peak_memory: Option<u64>,
    /// As in `Run`.
    pub limit_hit: bool,
    pub oom_killed: bool,
}

/// Starts programs, through a measurer where there is one, in the sandbox where there is one.
/// A process started straight from a large one (a test binary) inherits that parent's peak in
/// its own peak resident size, so the peak is read by a small process of its own (`judge
/// measure`), which starts the program and reports how it ended. Without a measurer
/// (`Runner::default()`), or off Linux, no peak is reported.
#[derive(Clone, Debug)]
pub struct Runner {
    /// The measurer and the arguments before its own (`judge` and `measure`).
    measurer: Option<(PathBuf, Vec<OsString>)>,
    sandbox: Option<Sandbox>,
    /// Whether a sandboxed run may be made by a fork server (`forkserver`), which measures it
    /// itself, measurer or not.
    fork_server: bool,
}

impl Default for Runner {
    /// No measurer; the sandbox of this machine, if it has one.
    fn default() -> Runner {
        Runner {
            measurer: None,
            sandbox: Sandbox::detect(),
            fork_server: true,
        }
    }
}

impl Runner {
    /// Runs programs through `program [leading arguments] <measure arguments>`.
    pub fn measured_by(program: impl Into<PathBuf>, leading: &[&str]) -> Runner {
        let leading = leading.iter().map(OsString::from).collect();
        Runner {
            measurer: Some((program.into(), leading)).filter(|_| cfg!(target_os = "linux")),
            ..Runner::default()
        }
    }

    /// The same runner without the sandbox: for a target's runner (wine), which needs the
    /// user's home and starts processes of its own.
    pub fn unsandboxed(&self) -> Runner {
        Runner {
            sandbox: None,
            ..self.clone()
        }
    }

    /// The same runner, each of whose runs has a sandbox of its own: no fork server.
    pub fn one_shot(&self) -> Runner {
        Runner {
            fork_server: false,
            ..self.clone()
        }
    }

    /// The same runner, whose runs may write `folder` (from `Sandbox::writable_folder`) and
    /// nothing else of the host: for a program of the judge's, such as an output validator
    /// that writes its feedback folder. Not measured: the measurer is told of no folder.
    pub fn writing(&self, folder: &Path) -> Runner {
        Runner {
            measurer: None,
            sandbox: self.sandbox.as_ref().map(|sandbox| sandbox.writing(folder)),
            fork_server: false,
        }
    }

    pub fn measures(&self) -> bool {
        self.measurer.is_some()
    }

    /// Whether runs are sandboxed.
    pub fn sandboxed(&self) -> bool {
        self.sandbox.is_some()
    }

    /// Runs `program args` on `stdin` under `limits`: killed at the time limit, and on Linux held
    /// to the memory limit as its address space, so that a runaway allocation fails in the
    /// child and not on the machine. Standard error goes to `stderr` when given (and is then
    /// not captured).
    pub fn run(
        &self,
        program: &Path,
        args: &[OsString],
        stdin: Stdin,
        stderr: Option<File>,
        limits: Limits,
    ) -> Result<Run, String> {
        #[cfg(target_os = "linux")]
        if let Some(run) = self.served(program, args, &stdin, stderr.as_ref(), limits) {
            return run;
        }
        self.start(program, args, Some(stdin), stderr, limits)?
            .wait()
    }
}

/// What the run is waited for through: the measurer's report, or the sandbox's information.
pub(crate) enum Waiting {
    Measurer(PathBuf),
    Direct(sys::Guard),
}

impl Runner {
    /// The command that runs the program: through the measurer, with the file its report will
    /// be in, or straight under the limits.
    fn command(
        &self,
        program: &Path,
        args: &[OsString],
        limits: Limits,
    ) -> Result<(Command, Waiting), String> {
        let Some((measurer, leading)) = &self.measurer else {
            let (command, info) = sys::command(program, args, limits, self.sandbox.as_ref())?;
            return Ok((command, Waiting::Direct(info)));
        };
        let report = scratch_path("measure");
        let mut command = Command::new(measurer);
        let [bwrap, filter] = Sandbox::to_args(self.sandbox.as_ref());
        command
            .args(leading)
            .arg(limits.time.as_millis().to_string())
            .arg(measure::memory_arg(limits))
            .arg(limits.stack_bytes.unwrap_or(0).to_string())
            .arg(bwrap)
            .arg(filter)
            .arg(&report)
            .arg(program)
            .args(args);
        sys::own_process_group(&mut command);
        Ok((command, Waiting::Measurer(report)))
    }
}

mod running;
mod spawn;
pub use running::Running;
mod stop;
pub use stop::Stopper;

#[cfg(test)]
mod tests;
