//! Linux: `ulimit` in `sh` for the limits, `wait4` for the child's own CPU time and peak memory.

use std::ffi::OsString;
use std::os::raw::{c_int, c_long};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::Path;
use std::process::{Child, Command};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use super::sandbox::Sandbox;
pub use super::sandbox::SandboxInfo;
use super::{Ended, Exit, Limits};

#[repr(C)]
#[derive(Default)]
struct Timeval {
    seconds: c_long,
    microseconds: c_long,
}

/// `struct rusage`: two `timeval`s, then fourteen `long`s, `ru_maxrss` (KiB) first.
#[repr(C)]
#[derive(Default)]
struct Rusage {
    user: Timeval,
    system: Timeval,
    max_resident_kib: c_long,
    rest: [c_long; 13],
}

const EINTR: c_int = 4;

/// How many descriptors a run may have open: its three and room for a few files of its own.
const DESCRIPTORS: u32 = 16;

const SIGKILL: c_int = 9;
const F_SETFD: c_int = 2;
const FD_CLOEXEC: c_int = 1;

extern "C" {
    fn wait4(pid: c_int, status: *mut c_int, options: c_int, usage: *mut Rusage) -> c_int;
    fn kill(pid: c_int, signal: c_int) -> c_int;
    fn fcntl(descriptor: c_int, command: c_int, ...) -> c_int;
}

/// Marks every descriptor above standard error close-on-exec, once per process: one that this
/// process inherited open (a caller's `7< workspace`) would otherwise reach every program it
/// runs, sandbox or not, and let it read or write what the descriptor reaches.
pub fn close_inherited_descriptors() {
    static DONE: std::sync::Once = std::sync::Once::new();
    DONE.call_once(|| {
        let Ok(entries) = std::fs::read_dir("/proc/self/fd") else {
            return;
        };
        let numbers = entries
            .flatten()
            .filter_map(|entry| entry.file_name().to_str()?.parse().ok());
        for descriptor in numbers.filter(|&descriptor: &c_int| descriptor > 2) {
            // SAFETY: a plain system call on a number; on a descriptor already closed (the
            // listing's own) it fails and changes nothing.
            unsafe { fcntl(descriptor, F_SETFD, FD_CLOEXEC) };
        }
    });
}

/// The program started by `sh`, which first holds its address space to the memory limit, its
/// CPU time to the time limit plus two seconds (a backstop: the wall-clock kill comes first) and
/// its stack to the judge's, then becomes it by `exec`: the limits are set without unsafe code
/// between fork and exec. In the sandbox where there is one; in a process group of its own
/// either way, so that `wait` kills whatever the run left.
pub fn command(
    program: &Path,
    args: &[OsString],
    limits: Limits,
    sandbox: Option<&Sandbox>,
) -> Result<(Command, SandboxInfo), String> {
    let stack = match limits.stack_bytes {
        Some(bytes) => format!("ulimit -s {} && ", bytes >> 10),
        None => String::new(),
    };
    // Few descriptors: each can hold kernel memory that no limit counts (a pipe's or a
    // socket's buffer).
    let inner = format!(
        "ulimit -v {} && ulimit -t {} && ulimit -n {DESCRIPTORS} && {stack}exec \"$0\" \"$@\"",
        limits.memory_bytes >> 10,
        limits.time.as_secs() + 2
    );
    let (mut command, info) = match sandbox {
        Some(sandbox) => {
            let info = SandboxInfo::new()?;
            let path = info.path().unwrap_or(Path::new("/dev/null"));
            (sandbox.command(&inner, program, args, path), info)
        }
        None => {
            let mut command = Command::new("sh");
            command.arg("-c").arg(inner).arg(program).args(args);
            (command, SandboxInfo::none())
        }
    };
    command.process_group(0);
    Ok((command, info))
}

/// Starts `command` in a process group of its own: a measurer, which Ctrl-C on the judge then
/// does not stop mid-run, so that it still kills its run at the limit, whatever the run became.
pub fn own_process_group(command: &mut Command) {
    command.process_group(0);
}

/// Waits for the child (killing it at `time_limit`) and reaps it with its resource usage. The
/// wall time is left for the caller, who knows when the child started.
pub fn wait(
    child: &mut Child,
    sandbox_info: &SandboxInfo,
    time_limit: Duration,
) -> Result<Ended, String> {
    let pid = c_int::try_from(child.id()).map_err(|err| err.to_string())?;
    let (sender, receiver) = mpsc::channel();
    thread::spawn(move || loop {
        let mut status: c_int = 0;
        let mut usage = Rusage::default();
        // SAFETY: both pointers are to live locals of the right types; the child is not reaped
        // elsewhere (std's Child never waits unless asked, and it is not asked).
        let reaped = unsafe { wait4(pid, &mut status, 0, &mut usage) };
        if reaped == pid {
            drop(sender.send(Ok((status, usage))));
            return;
        }
        let error = std::io::Error::last_os_error();
        if error.raw_os_error() != Some(EINTR) {
            drop(sender.send(Err(format!("wait4: {error}"))));
            return;
        }
    });
    let (reaped, timed_out) = match receiver.recv_timeout(time_limit) {
        Ok(reaped) => (reaped, false),
        Err(_) => {
            // Not reaped yet, so the pid is still the child's: bwrap, whose sandbox goes
            // first.
            sandbox_info.kill_first_process(pid);
            drop(child.kill());
            (receiver.recv().map_err(|err| err.to_string())?, true)
        }
    };
    // Whatever the run left in its process group goes with it (a sandboxed run's namespace
    // ended already with its first process).
    // SAFETY: a plain system call on a number; the group is the child's own, made at spawn.
    unsafe { kill(-pid, SIGKILL) };
    let (status, usage) = reaped?;
    let status = std::process::ExitStatus::from_raw(status);
    let time = |time: &Timeval| {
        Duration::from_secs(u64::try_from(time.seconds).unwrap_or(0))
            + Duration::from_micros(u64::try_from(time.microseconds).unwrap_or(0))
    };
    let exit = match (timed_out, status.code(), status.signal()) {
        (true, _, _) => Exit::TimedOut,
        (false, Some(code), _) => Exit::Code(code),
        (false, None, signal) => Exit::Signal(signal.unwrap_or(0)),
    };
    Ok(Ended {
        exit,
        wall: Duration::ZERO,
        cpu: Some(time(&usage.user) + time(&usage.system)),
        peak_memory: Some(u64::try_from(usage.max_resident_kib).unwrap_or(0) << 10),
    })
}

impl super::Run {
    /// Why the program never started, where the run says so: the `sh` that sets the limits
    /// could not `exec` it (status 126 or 127 and the shell's words, as for a script whose
    /// interpreter is not in the sandbox), `env` found no interpreter of a script's
    /// `#!/usr/bin/env name`, or the loader found no library for it (127). Only the program
    /// itself could print the same, and then it says it did not start.
    pub fn not_started(&self) -> Option<String> {
        let line = self.stderr_line();
        let shell = line.contains(": 1: exec: ") || line.contains(": line 1: ");
        let env = ["/usr/bin/env: ", "/bin/env: ", "env: "];
        let env = env.iter().any(|prefix| line.starts_with(prefix));
        let loader = line.contains("error while loading shared libraries");
        let status = matches!(self.exit, Exit::Code(126 | 127));
        (status && (shell || env || loader)).then_some(line)
    }
}
