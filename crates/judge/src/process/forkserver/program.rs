//! The last steps of a run inside the fork server, in the forked process that becomes the
//! program: its three descriptors and nothing else, its limits, no capability (none permitted,
//! inherited, ambient or left in the bounding set), no new privileges, the sandbox's seccomp
//! filter, then `exec`, with only `PATH` of the environment. The same limits and filter as a
//! run of its own sandbox gets.

use std::os::fd::{AsRawFd, OwnedFd};
use std::os::raw::{c_char, c_int, c_long, c_void};

use super::serve::{exit, write_all};

/// Where the program is inside the sandbox: bound there by the server's bwrap.
const PROGRAM: &[u8] = b"/run/judged/program\0";
const PATH: &[u8] = b"PATH=/usr/bin:/bin\0";
/// How many descriptors a run may have open, as in a sandbox of its own.
const DESCRIPTORS: u64 = 16;

extern "C" {
    fn setsid() -> c_int;
    fn dup2(from: c_int, to: c_int) -> c_int;
    fn chdir(path: *const c_char) -> c_int;
    fn setrlimit(resource: c_int, limit: *const [u64; 2]) -> c_int;
    fn prctl(option: c_int, ...) -> c_int;
    fn execve(path: *const c_char, argv: *const *const c_char, envp: *const *const c_char)
        -> c_int;
    fn syscall(number: c_long, ...) -> c_long;
}

const RLIMIT_CPU: c_int = 0;
const RLIMIT_STACK: c_int = 3;
const RLIMIT_NOFILE: c_int = 7;
const RLIMIT_AS: c_int = 9;
const PR_CAPBSET_DROP: c_int = 24;
const PR_SET_NO_NEW_PRIVS: c_int = 38;
const PR_CAP_AMBIENT: c_int = 47;
const PR_CAP_AMBIENT_CLEAR_ALL: c_long = 4;
const SYS_CAPSET: c_long = 126;
const SYS_SECCOMP: c_long = 317;
const SYS_CLOSE_RANGE: c_long = 436;
const SECCOMP_SET_MODE_FILTER: c_long = 1;
const LINUX_CAPABILITY_VERSION_3: u32 = 0x2008_0522;

/// The limits a run is asked to run under, as the host sends them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Asked {
    /// The CPU-time backstop, in whole seconds (`ulimit -t`).
    pub cpu_seconds: u64,
    /// The address space, where it is held (`ulimit -v`); 0 for none.
    pub address_space: u64,
    /// The stack (`ulimit -s`); 0 for the system's default.
    pub stack: u64,
}

impl Asked {
    pub fn to_words(self) -> [u64; 3] {
        [self.cpu_seconds, self.address_space, self.stack]
    }

    /// The limits of a message's numbers; missing ones are none.
    pub fn from_words(words: &[u64]) -> Asked {
        let word = |index: usize| words.get(index).copied().unwrap_or(0);
        Asked {
            cpu_seconds: word(0),
            address_space: word(1),
            stack: word(2),
        }
    }
}

/// Becomes the program; where `exec` fails, says so on standard error as `sh` would (so that
/// the run is seen not to have started) and exits with 127 or 126.
pub fn become_program(fds: &[OwnedFd], asked: &Asked, filter: &[u8]) -> ! {
    // SAFETY: plain system calls on numbers; each descriptor is open in this process.
    unsafe {
        setsid();
        for (to, fd) in fds.iter().enumerate() {
            dup2(fd.as_raw_fd(), to as c_int);
        }
        syscall(
            SYS_CLOSE_RANGE,
            3 as c_long,
            c_long::from(u32::MAX),
            0 as c_long,
        );
        chdir(b"/tmp\0".as_ptr().cast());
    }
    set_limits(asked);
    if drop_everything(filter).is_err() {
        write_all(2, b"judge: the run's privileges could not be dropped\n");
        exit(126);
    }
    let argv = [PROGRAM.as_ptr().cast(), std::ptr::null()];
    let envp = [PATH.as_ptr().cast(), std::ptr::null()];
    // SAFETY: NUL-terminated strings in null-terminated arrays.
    unsafe { execve(PROGRAM.as_ptr().cast(), argv.as_ptr(), envp.as_ptr()) };
    let error = std::io::Error::last_os_error();
    let (status, why) = match error.kind() {
        std::io::ErrorKind::PermissionDenied => (126, "Permission denied"),
        _ => (127, "not found"),
    };
    let message = format!("judge: 1: exec: /run/judged/program: {why} ({error})\n");
    write_all(2, message.as_bytes());
    exit(status);
}

/// The run's limits, soft and hard alike, as `ulimit` sets them.
fn set_limits(asked: &Asked) {
    let mut limits = vec![
        (RLIMIT_CPU, asked.cpu_seconds),
        (RLIMIT_NOFILE, DESCRIPTORS),
    ];
    if asked.stack > 0 {
        limits.push((RLIMIT_STACK, asked.stack));
    }
    if asked.address_space > 0 {
        limits.push((RLIMIT_AS, asked.address_space));
    }
    for (resource, value) in limits {
        // SAFETY: the pointer is to a live pair of numbers.
        unsafe { setrlimit(resource, &[value, value]) };
    }
}

/// Every capability dropped, no new privileges, and the filter installed.
fn drop_everything(filter: &[u8]) -> Result<(), ()> {
    let header = [LINUX_CAPABILITY_VERSION_3, 0];
    let none = [0u32; 6];
    #[repr(C)]
    struct Program {
        len: u16,
        filter: *const c_void,
    }
    let program = Program {
        len: (filter.len() / 8) as u16,
        filter: filter.as_ptr().cast(),
    };
    // SAFETY: plain system calls; each pointer is to a live local of the size the call reads.
    let failed = unsafe {
        prctl(
            PR_CAP_AMBIENT,
            PR_CAP_AMBIENT_CLEAR_ALL,
            0 as c_long,
            0 as c_long,
            0 as c_long,
        );
        for capability in 0..64 as c_long {
            prctl(PR_CAPBSET_DROP, capability);
        }
        prctl(
            PR_SET_NO_NEW_PRIVS,
            1 as c_long,
            0 as c_long,
            0 as c_long,
            0 as c_long,
        ) != 0
            || syscall(SYS_CAPSET, header.as_ptr(), none.as_ptr()) != 0
            || syscall(SYS_SECCOMP, SECCOMP_SET_MODE_FILTER, 0 as c_long, &program) != 0
    };
    match failed {
        true => Err(()),
        false => Ok(()),
    }
}
