//! The fork server, inside its sandbox: one process, one thread, never running untrusted code.
//! For each run it forks a first process that moves itself into the run's memory group
//! (through the group's `cgroup.procs`, opened by the host), then makes new process-id and
//! mount namespaces; there a reaper (the
//! namespace's first process) mounts a fresh `/tmp` and `/proc` and forks the program, which
//! sets its limits, drops every capability, installs the seccomp filter and execs. The run
//! sees neither the server nor another run, and nothing a run leaves in `/tmp` reaches the
//! next.

use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::raw::{c_char, c_int, c_ulong, c_void};

use super::wire::{self, how, kind};
use crate::process::linux::{Rusage, Timeval};

extern "C" {
    fn fork() -> c_int;
    fn _exit(status: c_int) -> !;
    fn unshare(flags: c_int) -> c_int;
    fn mount(
        source: *const c_char,
        target: *const c_char,
        kind: *const c_char,
        flags: c_ulong,
        data: *const c_void,
    ) -> c_int;
    fn wait4(pid: c_int, status: *mut c_int, options: c_int, usage: *mut Rusage) -> c_int;
    fn pipe2(fds: *mut c_int, flags: c_int) -> c_int;
    fn read(fd: c_int, buffer: *mut c_void, count: usize) -> isize;
    fn write(fd: c_int, buffer: *const c_void, count: usize) -> isize;
}

const CLONE_NEWNS: c_int = 0x0002_0000;
const CLONE_NEWPID: c_int = 0x2000_0000;
const MS_NOSUID: c_ulong = 2;
const MS_NODEV: c_ulong = 4;
const MS_NOEXEC: c_ulong = 8;
const MS_REC: c_ulong = 0x4000;
const MS_PRIVATE: c_ulong = 1 << 18;
const O_CLOEXEC: c_int = 0o2_000_000;
const WNOHANG: c_int = 1;

/// Serves runs on `socket` until the host closes it.
pub fn serve(socket: RawFd) {
    let Some(filter) = crate::process::sandbox::filter_bytes() else {
        return;
    };
    if wire::send(socket, &[kind::READY], &[]).is_err() {
        return;
    }
    while let Ok(message) = wire::receive(socket, None) {
        let limits = match (message.words.first(), message.fds.len()) {
            (Some(&kind::RUN), 4) => super::program::Asked::from_words(&message.words[1..]),
            _ => return,
        };
        if one_run(socket, message.fds, &limits, &filter).is_err() {
            return;
        }
    }
}

/// A pipe, both ends close-on-exec: (read, write).
pub fn pipe() -> Result<(OwnedFd, OwnedFd), String> {
    let mut fds = [-1; 2];
    // SAFETY: `fds` has room for the two descriptors the call writes.
    if unsafe { pipe2(fds.as_mut_ptr(), O_CLOEXEC) } != 0 {
        return Err(format!("pipe: {}", std::io::Error::last_os_error()));
    }
    // SAFETY: both were just made, owned by nothing else.
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

/// One run, on `fds`: standard input, output and error, then the run's memory group's
/// `cgroup.procs`, opened by the host (so that its first process may move itself in). Its
/// first process made, how it ended read from its reaper and sent back.
fn one_run(
    socket: RawFd,
    fds: Vec<OwnedFd>,
    asked: &super::program::Asked,
    filter: &[u8],
) -> Result<(), String> {
    reap_ended();
    let (ended_read, ended_write) = pipe()?;
    // SAFETY: this process has one thread, so the child may run any code.
    let first = unsafe { fork() };
    if first == 0 {
        drop(ended_read);
        first_process(ended_write, &fds, asked, filter);
    }
    // The run's streams are the run's alone: its output ends when it does.
    drop(fds);
    drop(ended_write);
    if first < 0 {
        return Err("fork".to_string());
    }
    // The reaper writes how the program ended before its namespaces are torn down, which
    // takes the kernel a while: the answer goes first, and the first process is reaped later.
    let mut ended = [0u8; 32];
    let got = read_all(ended_read.as_raw_fd(), &mut ended);
    let words: Vec<u64> = match got {
        32 => ended
            .chunks_exact(8)
            .map(|chunk| u64::from_ne_bytes(chunk.try_into().unwrap_or_default()))
            .collect(),
        _ => vec![how::KILLED, 0, 0, 0],
    };
    let mut message = vec![kind::ENDED];
    message.extend(words);
    let sent = wire::send(socket, &message, &[]);
    reap_ended();
    sent
}

/// Reaps every first process of a run that has ended, without waiting for one.
fn reap_ended() {
    let mut status = 0;
    // SAFETY: the pointer is to a live local; the usage pointer may be null.
    while unsafe { wait4(-1, &mut status, WNOHANG, std::ptr::null_mut()) } > 0 {}
}

/// The run's first process: moves itself into the run's memory group, then makes the
/// namespaces and forks their reaper, whose report reaches the server through `ended`. Where
/// it cannot enter the group it ends, and the server reports no end: the run is made again.
fn first_process(
    ended: OwnedFd,
    fds: &[OwnedFd],
    asked: &super::program::Asked,
    filter: &[u8],
) -> ! {
    let Some(procs) = fds.get(3) else { exit(1) };
    // SAFETY: the pointer and length are of a literal.
    if unsafe { write(procs.as_raw_fd(), b"0".as_ptr().cast(), 1) } != 1 {
        exit(1);
    }
    // SAFETY: a plain system call on flags.
    if unsafe { unshare(CLONE_NEWPID | CLONE_NEWNS) } != 0 {
        exit(1);
    }
    // SAFETY: this process has one thread.
    let reaper = unsafe { fork() };
    if reaper == 0 {
        namespace_reaper(ended.as_raw_fd(), &fds[..3], asked, filter);
    }
    // Only the reaper writes: once it has ended, the server reads the end of the stream.
    drop(ended);
    let mut status = 0;
    // SAFETY: the pointer is to a live local.
    unsafe { wait4(reaper, &mut status, 0, std::ptr::null_mut()) };
    exit(0);
}

/// The first process of the run's namespaces: a fresh `/tmp` and `/proc`, the program forked
/// and reaped, and how it ended written to `ended` (how, value, user µs, system µs).
fn namespace_reaper(
    ended: RawFd,
    fds: &[OwnedFd],
    asked: &super::program::Asked,
    filter: &[u8],
) -> ! {
    if !mount_tmp_and_proc() {
        exit(1);
    }
    // SAFETY: this process has one thread.
    let program = unsafe { fork() };
    if program == 0 {
        super::program::become_program(fds, asked, filter);
    }
    let (status, usage) = reap_until(program);
    let micros = |time: &Timeval| {
        let whole = u64::try_from(time.seconds).unwrap_or(0);
        let micros = u64::try_from(time.microseconds).unwrap_or(0);
        whole.saturating_mul(1_000_000).saturating_add(micros)
    };
    let (kind, value) = match (status & 0x7f, (status >> 8) & 0xff) {
        (0, code) => (how::CODE, code as u64),
        (signal, _) => (how::SIGNAL, signal as u64),
    };
    let words = [kind, value, micros(&usage.user), micros(&usage.system)];
    let bytes: Vec<u8> = words.iter().flat_map(|word| word.to_ne_bytes()).collect();
    write_all(ended, &bytes);
    exit(0);
}

/// Makes the mounts of this namespace private, then mounts its own 16 MiB `/tmp` and its own
/// `/proc`; whether all three were made.
fn mount_tmp_and_proc() -> bool {
    let none: *const c_char = std::ptr::null();
    let no_data: *const c_void = std::ptr::null();
    let tmpfs = b"tmpfs\0".as_ptr().cast();
    let size: *const c_void = b"size=16777216,mode=1777\0".as_ptr().cast();
    let proc_ = b"proc\0".as_ptr().cast();
    // SAFETY: every pointer is to a NUL-terminated literal, or null where the call allows it.
    unsafe {
        mount(
            none,
            b"/\0".as_ptr().cast(),
            none,
            MS_REC | MS_PRIVATE,
            no_data,
        ) == 0
            && mount(
                tmpfs,
                b"/tmp\0".as_ptr().cast(),
                tmpfs,
                MS_NOSUID | MS_NODEV,
                size,
            ) == 0
            && mount(
                proc_,
                b"/proc\0".as_ptr().cast(),
                proc_,
                MS_NOSUID | MS_NODEV | MS_NOEXEC,
                no_data,
            ) == 0
    }
}

/// Reaps every process of the namespace until `program` ends: its wait status and usage.
fn reap_until(program: c_int) -> (c_int, Rusage) {
    let mut status = 0;
    let mut usage = Rusage::default();
    loop {
        // SAFETY: both pointers are to live locals of the sizes the call writes.
        let reaped = unsafe { wait4(-1, &mut status, 0, &mut usage) };
        if reaped == program || reaped < 0 {
            break;
        }
    }
    (status, usage)
}

/// Reads until `buffer` is full or the stream ends; how many bytes were read.
fn read_all(fd: RawFd, buffer: &mut [u8]) -> usize {
    let mut done = 0;
    while done < buffer.len() {
        // SAFETY: the pointer and length are of the unread rest of `buffer`.
        let got = unsafe { read(fd, buffer[done..].as_mut_ptr().cast(), buffer.len() - done) };
        match got {
            0 => break,
            got if got > 0 => done += got as usize,
            _ if std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted => {}
            _ => break,
        }
    }
    done
}

/// Writes `bytes` whole, where it can.
pub fn write_all(fd: RawFd, mut bytes: &[u8]) {
    while !bytes.is_empty() {
        // SAFETY: the pointer and length are of `bytes`.
        let wrote = unsafe { write(fd, bytes.as_ptr().cast(), bytes.len()) };
        match usize::try_from(wrote) {
            Ok(wrote) if wrote > 0 => bytes = &bytes[wrote..],
            _ if std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted => {}
            _ => return,
        }
    }
}

/// Ends this process at once, without running anything of the parent's (a forked copy).
pub fn exit(status: c_int) -> ! {
    // SAFETY: `_exit` ends the process; nothing after it runs.
    unsafe { _exit(status) }
}
