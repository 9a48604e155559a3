//! The fork server's messages: a few numbers each, over a `SOCK_SEQPACKET` pair (one message
//! a write, never split or joined), with descriptors passed beside them (`SCM_RIGHTS`).

use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::raw::{c_int, c_short, c_void};
use std::time::Duration;

/// The most numbers in one message.
pub const WORDS: usize = 8;
/// The most descriptors passed with one message.
const MOST_FDS: usize = 4;

/// What a message is, its first number.
pub mod kind {
    /// Server to host, once: it is ready for runs.
    pub const READY: u64 = 1;
    /// Host to server: run the program with the limits that follow, on the four descriptors
    /// (standard input, output and error, and the run's memory group's `cgroup.procs`).
    pub const RUN: u64 = 2;
    /// Server to host: how the run ended (`how`, value, user µs, system µs).
    pub const ENDED: u64 = 5;
}

/// How a run ended, the second number of an `ENDED` message.
pub mod how {
    pub const CODE: u64 = 0;
    pub const SIGNAL: u64 = 1;
    /// No status came back: killed from outside (its group killed at the clock), or it never
    /// started.
    pub const KILLED: u64 = 2;
}

#[repr(C)]
struct IoVec {
    base: *mut c_void,
    len: usize,
}

#[repr(C)]
struct MsgHdr {
    name: *mut c_void,
    name_len: u32,
    iov: *mut IoVec,
    iov_len: usize,
    control: *mut c_void,
    control_len: usize,
    flags: c_int,
}

#[repr(C)]
struct PollFd {
    fd: c_int,
    events: c_short,
    revents: c_short,
}

extern "C" {
    fn sendmsg(socket: c_int, message: *const MsgHdr, flags: c_int) -> isize;
    fn recvmsg(socket: c_int, message: *mut MsgHdr, flags: c_int) -> isize;
    fn socketpair(domain: c_int, kind: c_int, protocol: c_int, pair: *mut c_int) -> c_int;
    fn poll(fds: *mut PollFd, count: u64, timeout_ms: c_int) -> c_int;
}

const AF_UNIX: c_int = 1;
const SOCK_SEQPACKET: c_int = 5;
const SOCK_CLOEXEC: c_int = 0o2_000_000;
const SOL_SOCKET: c_int = 1;
const SCM_RIGHTS: c_int = 1;
const MSG_NOSIGNAL: c_int = 0x4000;
const MSG_CMSG_CLOEXEC: c_int = 0x4000_0000;
const POLLIN: c_short = 1;
/// `struct cmsghdr`: its length, level and type, then the descriptors, 8-byte aligned.
const CMSG_HEADER: usize = 16;

/// A connected pair of sockets, both close-on-exec.
pub fn pair() -> Result<(OwnedFd, OwnedFd), String> {
    let mut fds = [-1; 2];
    // SAFETY: `fds` has room for the two descriptors the call writes.
    let made = unsafe { socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, fds.as_mut_ptr()) };
    if made != 0 {
        return Err(format!("socketpair: {}", std::io::Error::last_os_error()));
    }
    // SAFETY: both descriptors were just made and are owned by nothing else.
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

/// Sends `words` with `fds` beside them.
pub fn send(socket: RawFd, words: &[u64], fds: &[RawFd]) -> Result<(), String> {
    let mut bytes: Vec<u8> = words.iter().flat_map(|word| word.to_ne_bytes()).collect();
    let mut control = [0u64; 4];
    let mut iov = IoVec {
        base: bytes.as_mut_ptr().cast(),
        len: bytes.len(),
    };
    let fds = &fds[..fds.len().min(MOST_FDS)];
    let control_len = if fds.is_empty() {
        0
    } else {
        let data_len = CMSG_HEADER + 4 * fds.len();
        control[0] = data_len as u64;
        control[1] = (SOL_SOCKET as u64) | ((SCM_RIGHTS as u64) << 32);
        let mut data = [0u8; 16];
        for (index, fd) in fds.iter().enumerate() {
            data[index * 4..index * 4 + 4].copy_from_slice(&fd.to_ne_bytes());
        }
        control[2] = u64::from_ne_bytes(data[..8].try_into().unwrap_or_default());
        control[3] = u64::from_ne_bytes(data[8..].try_into().unwrap_or_default());
        CMSG_HEADER + (4 * fds.len()).div_ceil(8) * 8
    };
    let header = MsgHdr {
        name: std::ptr::null_mut(),
        name_len: 0,
        iov: &mut iov,
        iov_len: 1,
        control: control.as_mut_ptr().cast(),
        control_len,
        flags: 0,
    };
    // SAFETY: every pointer in `header` is to a live local of the length it gives.
    let sent = unsafe { sendmsg(socket, &header, MSG_NOSIGNAL) };
    match usize::try_from(sent) {
        Ok(sent) if sent == bytes.len() => Ok(()),
        _ => Err(format!("sendmsg: {}", std::io::Error::last_os_error())),
    }
}

/// A message received: its numbers and the descriptors passed with it.
pub struct Message {
    pub words: Vec<u64>,
    pub fds: Vec<OwnedFd>,
}

/// Waits up to `timeout` (none: without end) for a message; `Err` at the end of the stream, on
/// an error, or when the time passed.
pub fn receive(socket: RawFd, timeout: Option<Duration>) -> Result<Message, String> {
    if let Some(timeout) = timeout {
        if !readable(socket, timeout) {
            return Err("no answer in time".to_string());
        }
    }
    let mut bytes = [0u8; WORDS * 8];
    let mut control = [0u64; 4];
    let mut iov = IoVec {
        base: bytes.as_mut_ptr().cast(),
        len: bytes.len(),
    };
    let mut header = MsgHdr {
        name: std::ptr::null_mut(),
        name_len: 0,
        iov: &mut iov,
        iov_len: 1,
        control: control.as_mut_ptr().cast(),
        control_len: std::mem::size_of_val(&control),
        flags: 0,
    };
    let received = loop {
        // SAFETY: every pointer in `header` is to a live local of the length it gives.
        let received = unsafe { recvmsg(socket, &mut header, MSG_CMSG_CLOEXEC) };
        let error = std::io::Error::last_os_error();
        if received >= 0 || error.kind() != std::io::ErrorKind::Interrupted {
            break usize::try_from(received).map_err(|_| format!("recvmsg: {error}"))?;
        }
    };
    let fds = passed_fds(&control, header.control_len);
    if received == 0 {
        return Err("the other side closed".to_string());
    }
    let words = bytes[..received - received % 8]
        .chunks_exact(8)
        .map(|chunk| u64::from_ne_bytes(chunk.try_into().unwrap_or_default()))
        .collect();
    Ok(Message { words, fds })
}

/// The descriptors of an `SCM_RIGHTS` control message of `len` bytes, now owned.
fn passed_fds(control: &[u64; 4], len: usize) -> Vec<OwnedFd> {
    let level_and_type = (SOL_SOCKET as u64) | ((SCM_RIGHTS as u64) << 32);
    if len < CMSG_HEADER || control[1] != level_and_type {
        return Vec::new();
    }
    let count = (usize::try_from(control[0])
        .unwrap_or(0)
        .saturating_sub(CMSG_HEADER)
        / 4)
    .min(MOST_FDS + 1);
    let data: Vec<u8> = control[2..].iter().flat_map(|w| w.to_ne_bytes()).collect();
    data.chunks_exact(4)
        .take(count)
        .map(|chunk| i32::from_ne_bytes(chunk.try_into().unwrap_or_default()))
        // SAFETY: the kernel made each descriptor for this process as the message arrived.
        .map(|fd| unsafe { OwnedFd::from_raw_fd(fd) })
        .collect()
}

/// Whether `fd` becomes readable (or closed) within `timeout`.
pub fn readable(fd: RawFd, timeout: Duration) -> bool {
    let deadline = std::time::Instant::now() + timeout;
    loop {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        let mut polled = PollFd {
            fd,
            events: POLLIN,
            revents: 0,
        };
        let millis = c_int::try_from(left.as_millis() + 1).unwrap_or(c_int::MAX);
        // SAFETY: one live `pollfd`.
        let ready = unsafe { poll(&mut polled, 1, millis) };
        if ready > 0 {
            return true;
        }
        let interrupted = std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted;
        if ready == 0 || !interrupted || left.is_zero() {
            return false;
        }
    }
}

/// The raw descriptor of `fd`, for a message.
pub fn raw(fd: &impl AsRawFd) -> RawFd {
    fd.as_raw_fd()
}
