//! The relay's end of a side's standard input, which two threads write: the reader of the other
//! side hands a chunk on at once when the pipe has room (no thread woken between the two
//! sides), and the writer hands on what is left, waiting for room. Where the pipe cannot be
//! made nonblocking (off Linux), only the writer writes, a blocking write.

use std::io::{self, ErrorKind, Write};
use std::process::ChildStdin;

/// A side's standard input, nonblocking where it could be made so.
pub struct Outlet {
    pipe: ChildStdin,
    nonblocking: bool,
}

impl Outlet {
    pub fn new(pipe: ChildStdin) -> Outlet {
        let nonblocking = sys::set_nonblocking(&pipe);
        Outlet { pipe, nonblocking }
    }

    /// Writes what the pipe takes of `bytes` without waiting: how many bytes it took (none
    /// where the pipe blocks).
    pub fn write_now(&self, bytes: &[u8]) -> io::Result<usize> {
        if !self.nonblocking {
            return Ok(0);
        }
        loop {
            match (&self.pipe).write(bytes) {
                Err(err) if err.kind() == ErrorKind::Interrupted => continue,
                Err(err) if err.kind() == ErrorKind::WouldBlock => return Ok(0),
                written => return written,
            }
        }
    }

    /// Writes all of `bytes`, waiting for room as long as the other side takes.
    pub fn write_all(&self, mut bytes: &[u8]) -> io::Result<()> {
        if !self.nonblocking {
            return (&self.pipe).write_all(bytes);
        }
        while !bytes.is_empty() {
            match self.write_now(bytes)? {
                0 => sys::wait_for_room(&self.pipe),
                written => bytes = &bytes[written..],
            }
        }
        Ok(())
    }
}

#[cfg(all(
    target_os = "linux",
    any(
        target_arch = "x86_64",
        target_arch = "x86",
        target_arch = "aarch64",
        target_arch = "arm",
        target_arch = "riscv64"
    )
))]
mod sys {
    use std::os::raw::{c_int, c_short, c_ulong};
    use std::os::unix::io::AsRawFd;
    use std::process::ChildStdin;

    /// `struct pollfd`.
    #[repr(C)]
    struct PollFd {
        descriptor: c_int,
        events: c_short,
        returned: c_short,
    }

    extern "C" {
        fn fcntl(descriptor: c_int, command: c_int, ...) -> c_int;
        fn poll(descriptors: *mut PollFd, count: c_ulong, timeout_ms: c_int) -> c_int;
    }

    const F_GETFL: c_int = 3;
    const F_SETFL: c_int = 4;
    /// The value on these architectures (not on Alpha, MIPS, PA-RISC or SPARC).
    const O_NONBLOCK: c_int = 0o4000;
    const POLLOUT: c_short = 4;

    /// Makes the judge's end of the pipe nonblocking; the program's end is a file description
    /// of its own, untouched. Whether it was made so.
    pub fn set_nonblocking(pipe: &ChildStdin) -> bool {
        let descriptor = pipe.as_raw_fd();
        // SAFETY: plain system calls on a descriptor the pipe owns, open while it is borrowed.
        unsafe {
            let flags = fcntl(descriptor, F_GETFL);
            flags >= 0 && fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0
        }
    }

    /// Waits until the pipe has room, or its reader is gone (the next write then fails), or a
    /// signal came (the next write finds out).
    pub fn wait_for_room(pipe: &ChildStdin) {
        let mut watched = PollFd {
            descriptor: pipe.as_raw_fd(),
            events: POLLOUT,
            returned: 0,
        };
        // SAFETY: one `pollfd` that lives across the call, on a descriptor the pipe owns.
        unsafe { poll(&mut watched, 1, -1) };
    }
}

#[cfg(not(all(
    target_os = "linux",
    any(
        target_arch = "x86_64",
        target_arch = "x86",
        target_arch = "aarch64",
        target_arch = "arm",
        target_arch = "riscv64"
    )
)))]
mod sys {
    use std::process::ChildStdin;

    pub fn set_nonblocking(_pipe: &ChildStdin) -> bool {
        false
    }

    /// Never called: a blocking pipe is written by blocking writes.
    pub fn wait_for_room(_pipe: &ChildStdin) {}
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::process::{Command, Stdio};

    #[test]
    fn a_full_pipe_takes_nothing_at_once_and_a_closed_one_fails() {
        let mut child = Command::new("sleep")
            .arg("600")
            .stdin(Stdio::piped())
            .spawn()
            .expect("started");
        let outlet = Outlet::new(child.stdin.take().expect("piped"));
        if outlet.nonblocking {
            // `sleep` never reads: the pipe fills, and then takes nothing, without waiting.
            let block = [b'x'; 4096];
            let mut total = 0;
            while let Ok(written @ 1..) = outlet.write_now(&block) {
                total += written;
                assert!(total < 64 << 20, "the pipe never filled");
            }
            assert_eq!(outlet.write_now(&block).ok(), Some(0));
        }
        child.kill().expect("killed");
        child.wait().expect("reaped");
        // The reader gone, waiting for room ends in a failed write, not a hang.
        assert!(outlet.write_all(&[b'x'; 1 << 20]).is_err());
    }
}
