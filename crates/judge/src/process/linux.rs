//! Linux: `ulimit` in `sh` for the limits, `wait4` for the child's own CPU time and peak memory.

use std::ffi::OsString;
use std::os::raw::{c_int, c_long};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::Path;
use std::process::{Child, Command};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use super::cgroup::Cgroup;
use super::sandbox::Sandbox;
pub use super::sandbox::SandboxInfo;
use super::{Ended, Exit, Limits, MemoryHold};

#[repr(C)]
#[derive(Default)]
pub(crate) struct Timeval {
    pub(crate) seconds: c_long,
    pub(crate) microseconds: c_long,
}

/// `struct rusage`: two `timeval`s, then fourteen `long`s, `ru_maxrss` (KiB) first.
#[repr(C)]
#[derive(Default)]
pub(crate) struct Rusage {
    pub(crate) user: Timeval,
    pub(crate) system: Timeval,
    max_resident_kib: c_long,
    rest: [c_long; 13],
}

const EINTR: c_int = 4;

/// How many descriptors a run may have open: its three and room for a few files of its own.
const DESCRIPTORS: u32 = 16;

const SIGKILL: c_int = 9;
const WNOHANG: c_int = 1;
const ECHILD: c_int = 10;
const PR_SET_CHILD_SUBREAPER: c_int = 36;
const F_SETFD: c_int = 2;
const FD_CLOEXEC: c_int = 1;

extern "C" {
    fn wait4(pid: c_int, status: *mut c_int, options: c_int, usage: *mut Rusage) -> c_int;
    fn kill(pid: c_int, signal: c_int) -> c_int;
    fn fcntl(descriptor: c_int, command: c_int, ...) -> c_int;
    fn prctl(option: c_int, ...) -> c_int;
}

impl Rusage {
    /// This usage and `other`'s together: times added, the larger resident size.
    fn plus(self, other: &Rusage) -> Rusage {
        let add = |a: &Timeval, b: &Timeval| {
            let micros = (a.seconds + b.seconds) * 1_000_000 + a.microseconds + b.microseconds;
            Timeval {
                seconds: micros / 1_000_000,
                microseconds: micros % 1_000_000,
            }
        };
        Rusage {
            user: add(&self.user, &other.user),
            system: add(&self.system, &other.system),
            max_resident_kib: self.max_resident_kib.max(other.max_resident_kib),
            rest: self.rest,
        }
    }
}

/// Makes this process the reaper of its descendants' orphans, once: bwrap's own first process,
/// which reaps the program and so holds its CPU time, is left behind when bwrap ends, and is
/// then reaped here (`reap_orphan`) instead of by the system's first process. Where it fails,
/// orphans go to the system's reaper as before.
pub fn become_subreaper() {
    static DONE: std::sync::Once = std::sync::Once::new();
    DONE.call_once(|| {
        // SAFETY: a plain system call on numbers.
        unsafe { prctl(PR_SET_CHILD_SUBREAPER, 1 as c_long) };
    });
}

/// Reaps the first process of the sandbox `info` names, where it was orphaned to this process
/// and has ended.
pub fn reap_first_process(info: &SandboxInfo) {
    let _usage = info.first_process().and_then(reap_orphan);
}

/// The usage of `pid`, a process orphaned to this one, once it has ended: `None` where it is
/// not this process's child, or has not ended within two seconds (bwrap's first process ends
/// with the program, or is killed with bwrap).
fn reap_orphan(pid: c_int) -> Option<Rusage> {
    let deadline = std::time::Instant::now() + Duration::from_secs(2);
    while std::time::Instant::now() < deadline {
        let mut status: c_int = 0;
        let mut usage = Rusage::default();
        // SAFETY: both pointers are to live locals of the right types; only `pid` is reaped,
        // and only where it is this process's child.
        let reaped = unsafe { wait4(pid, &mut status, WNOHANG, &mut usage) };
        if reaped == pid {
            return Some(usage);
        }
        let error = std::io::Error::last_os_error().raw_os_error();
        if reaped < 0 && error == Some(ECHILD) {
            return None;
        }
        thread::sleep(Duration::from_millis(1));
    }
    None
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

/// What a started run is held and read back through: the sandbox's first process, and the
/// run's memory control group where one could be made.
#[derive(Debug)]
pub struct Guard {
    info: SandboxInfo,
    cgroup: Option<Cgroup>,
}

impl Guard {
    /// Neither a sandbox nor a group: only the process group is killed.
    pub fn none() -> Guard {
        Guard {
            info: SandboxInfo::none(),
            cgroup: None,
        }
    }

    /// Whether the run's memory is read from its group (its own peak, not one inherited).
    pub fn measures_memory(&self) -> bool {
        self.cgroup.is_some()
    }
}

/// The program started by `sh`, which first holds its CPU time to the time limit plus two
/// seconds (a backstop: the wall-clock kill comes first), its descriptors, its stack to the
/// judge's and, where no memory control group could be made or `limits.hold` asks for it,
/// its address space to the memory limit, then becomes it by `exec`: the limits are set without unsafe code between fork
/// and exec. In the sandbox where there is one; in a process group of its own either way, so
/// that `wait` kills whatever the run left. With a group, the whole run (the sandbox included)
/// is started inside it, and the group holds the memory of all its processes and threads.
pub fn command(
    program: &Path,
    args: &[OsString],
    limits: Limits,
    sandbox: Option<&Sandbox>,
) -> Result<(Command, Guard), String> {
    let cgroup = match limits.hold {
        MemoryHold::AddressSpace => None,
        MemoryHold::Group | MemoryHold::GroupAndAddressSpace => Cgroup::new(limits.memory_bytes),
    };
    let stack = match limits.stack_bytes {
        Some(bytes) => format!("ulimit -s {} && ", bytes >> 10),
        None => String::new(),
    };
    let address_space = match cgroup.is_none() || limits.hold != MemoryHold::Group {
        true => format!("ulimit -v {} && ", limits.memory_bytes >> 10),
        false => String::new(),
    };
    // Few descriptors: each can hold kernel memory that no limit counts (a pipe's or a
    // socket's buffer).
    let inner = format!(
        "{address_space}ulimit -t {} && ulimit -n {DESCRIPTORS} && {stack}exec \"$0\" \"$@\"",
        limits.time.as_secs() + 2
    );
    let (command, info) = match sandbox {
        Some(sandbox) => {
            become_subreaper();
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
    let mut command = match &cgroup {
        Some(cgroup) => entering(&cgroup.procs(), &command),
        None => command,
    };
    command.process_group(0);
    Ok((command, Guard { info, cgroup }))
}

/// `command`, started by a `sh` that first moves itself into the group whose `procs` file is
/// given (writing `0` moves the writer), so that everything the command starts is in it.
fn entering(procs: &Path, command: &Command) -> Command {
    let mut entering = Command::new("sh");
    entering
        .arg("-c")
        .arg("echo 0 >\"$0\" && exec \"$@\"")
        .arg(procs)
        .arg(command.get_program())
        .args(command.get_args());
    entering
}

/// Sends SIGKILL to process `pid`.
pub fn kill_pid(pid: c_int) {
    // SAFETY: a plain system call on numbers.
    unsafe { kill(pid, SIGKILL) };
}

/// Starts `command` in a process group of its own: a measurer, which Ctrl-C on the judge then
/// does not stop mid-run, so that it still kills its run at the limit, whatever the run became.
pub fn own_process_group(command: &mut Command) {
    command.process_group(0);
}

/// The child `pid`'s status and usage, sent on the channel returned once a thread has reaped it.
fn reaping(pid: c_int) -> mpsc::Receiver<Result<(c_int, Rusage), String>> {
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
    receiver
}

/// Kills the run at its wall-clock limit and reaps its first process, `pid` (bwrap, or the
/// program where unsandboxed). In the sandbox the program goes first, so that bwrap's own first
/// process reaps it and its CPU time is read; whatever is left a second later goes with the
/// sandbox's first process and bwrap.
fn killed_at_the_clock(
    child: &mut Child,
    pid: c_int,
    guard: &Guard,
    receiver: &mpsc::Receiver<Result<(c_int, Rusage), String>>,
) -> Result<Result<(c_int, Rusage), String>, String> {
    // Not reaped yet, so the pid is still the child's.
    if guard.info.kill_under_first_process(pid) {
        if let Ok(reaped) = receiver.recv_timeout(Duration::from_secs(1)) {
            return Ok(reaped);
        }
    }
    guard.info.kill_first_process(pid);
    drop(child.kill());
    receiver.recv().map_err(|err| err.to_string())
}

/// Waits for the child (killing it at `time_limit`) and reaps it with its resource usage. The
/// wall time is left for the caller, who knows when the child started.
pub fn wait(child: &mut Child, guard: &Guard, time_limit: Duration) -> Result<Ended, String> {
    let pid = c_int::try_from(child.id()).map_err(|err| err.to_string())?;
    let receiver = reaping(pid);
    let (reaped, timed_out) = match receiver.recv_timeout(time_limit) {
        Ok(reaped) => (reaped, false),
        Err(_) => (killed_at_the_clock(child, pid, guard, &receiver)?, true),
    };
    // Whatever the run left in its process group goes with it (a sandboxed run's namespace
    // ended already with its first process).
    // SAFETY: a plain system call on a number; the group is the child's own, made at spawn.
    unsafe { kill(-pid, SIGKILL) };
    let memory = guard.cgroup.as_ref().map(|cgroup| {
        cgroup.kill_all();
        cgroup.usage()
    });
    let (status, usage) = reaped?;
    // The program's own usage is in that of bwrap's first process, which reaped it.
    let first = guard.info.first_process().and_then(reap_orphan);
    let usage = match first {
        Some(first) => usage.plus(&first),
        None => usage,
    };
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
    let resident = u64::try_from(usage.max_resident_kib).unwrap_or(0) << 10;
    Ok(Ended {
        exit,
        wall: Duration::ZERO,
        cpu: Some(time(&usage.user) + time(&usage.system)),
        // The group's peak, as isolate's and runguard's cgroup modes report it; else the
        // largest resident size of one process.
        peak_memory: Some(memory.and_then(|memory| memory.peak).unwrap_or(resident)),
        limit_hit: memory.is_some_and(|memory| memory.limit_hit),
        oom_killed: memory.is_some_and(|memory| memory.oom_killed),
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
