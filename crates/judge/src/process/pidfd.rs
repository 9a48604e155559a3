//! Processes named by pidfds (Linux 5.3), so that a signal never reaches a process that took a
//! pid after the one meant was reaped; and a process's parent, from `/proc`.

use std::fs;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::raw::{c_int, c_long, c_uint};

pub const SIGKILL: c_int = 9;
/// The same number on every Linux architecture that Rust targets (added in 5.1 and 5.3).
const SYS_PIDFD_SEND_SIGNAL: c_long = 424;
const SYS_PIDFD_OPEN: c_long = 434;

extern "C" {
    fn syscall(number: c_long, ...) -> c_long;
    fn kill(pid: c_int, signal: c_int) -> c_int;
}

/// A pidfd for process `pid`: `None` where the kernel has none (before 5.3) or the process is
/// gone.
pub fn open(pid: c_int) -> Option<OwnedFd> {
    // SAFETY: a plain system call on numbers.
    let pidfd = unsafe { syscall(SYS_PIDFD_OPEN, pid, 0 as c_uint) };
    let pidfd = c_int::try_from(pidfd).ok().filter(|&pidfd| pidfd >= 0)?;
    // SAFETY: a descriptor just opened, owned here alone.
    Some(unsafe { OwnedFd::from_raw_fd(pidfd) })
}

/// Sends `signal` through `pidfd` (0: only whether the process is there to be signalled).
pub fn send(pidfd: &OwnedFd, signal: c_int) -> bool {
    let no_info: *const u8 = std::ptr::null();
    // SAFETY: a live descriptor, a signal number, a null pointer and no flags.
    let sent = unsafe {
        syscall(
            SYS_PIDFD_SEND_SIGNAL,
            pidfd.as_raw_fd(),
            signal,
            no_info,
            0 as c_uint,
        )
    };
    sent == 0
}

/// Kills process `pid` through `pidfd`, opened before the caller checked the process; without
/// one (a kernel before 5.3), by its pid.
pub fn kill_through(pid: c_int, pidfd: Option<&OwnedFd>) {
    match pidfd {
        Some(pidfd) => drop(send(pidfd, SIGKILL)),
        // SAFETY: a plain system call on numbers.
        None => drop(unsafe { kill(pid, SIGKILL) }),
    }
}

/// The parent of process `pid`, from `/proc/<pid>/stat`.
pub fn parent_of(pid: c_int) -> Option<c_int> {
    parent_in(&fs::read_to_string(format!("/proc/{pid}/stat")).ok()?)
}

/// The parent in a `/proc/<pid>/stat` line, `pid (name) state ppid ...`, where the name may
/// hold spaces and parentheses: the fields are read after its last `)`.
pub fn parent_in(stat: &str) -> Option<c_int> {
    let (_, fields) = stat.rsplit_once(')')?;
    fields.split_whitespace().nth(1)?.parse().ok()
}
