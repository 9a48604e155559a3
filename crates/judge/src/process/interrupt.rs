//! SIGINT and SIGTERM: the files this process made for its runs removed before it exits. The
//! handler only writes the signal's number to a pipe (all a handler may safely do); a thread
//! reading the pipe stops every measurer still running (each removes its own files), waits
//! until each has exited, removes this process's files from the judge's folder (their names
//! hold its pid) and its writable folders, and exits with 128 and the signal's number.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

/// Set once a signal came: the thread that cleans up then exits the process.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// The measurers running now, by pid: stopped before this process's files are removed, so
/// that none writes its report after.
static RUNNING: Mutex<Vec<u32>> = Mutex::new(Vec::new());

/// Notes a measurer started (`true`) or waited for (`false`).
pub(super) fn running(pid: u32, started: bool) {
    let Ok(mut running) = RUNNING.lock() else {
        return;
    };
    match started {
        true => running.push(pid),
        false => running.retain(|&other| other != pid),
    }
}

/// Whether `name` is one of the names `scratch::path` or `Sandbox::writable_folder` made for
/// process `pid`: `<what>-<pid>-<number>...`.
fn made_by(name: &str, pid: u32) -> bool {
    let mark = format!("-{pid}-");
    name.find(&mark).is_some_and(|at| {
        let rest = &name[at + mark.len()..];
        rest.starts_with(|char: char| char.is_ascii_digit())
    })
}

/// Removes what this process made: its files in the judge's folder, its writable folders in
/// the shared temporary folder.
fn remove_own(pid: u32) {
    let remove = |folder: &Path, writable: bool| {
        let entries = std::fs::read_dir(folder).into_iter().flatten().flatten();
        for entry in entries {
            let name = entry.file_name().to_string_lossy().into_owned();
            if !made_by(&name, pid) || writable != name.starts_with("judge-writable-") {
                continue;
            }
            match entry.file_type().is_ok_and(|kind| kind.is_dir()) {
                true => drop(std::fs::remove_dir_all(entry.path())),
                false => drop(std::fs::remove_file(entry.path())),
            }
        }
    };
    remove(super::scratch::folder(), false);
    remove(&std::env::temp_dir(), true);
}

#[cfg(target_os = "linux")]
mod sys {
    use std::fs::File;
    use std::io::Read;
    use std::os::raw::{c_int, c_void};
    use std::os::unix::io::FromRawFd;
    use std::sync::atomic::{AtomicI32, Ordering};

    const SIGINT: c_int = 2;
    const SIGTERM: c_int = 15;
    const O_CLOEXEC: c_int = 0o2000000;
    const P_PID: c_int = 1;
    const WEXITED: c_int = 4;
    const WNOWAIT: c_int = 0x0100_0000;

    extern "C" {
        fn signal(signal: c_int, handler: usize) -> usize;
        fn pipe2(descriptors: *mut c_int, flags: c_int) -> c_int;
        fn write(descriptor: c_int, bytes: *const c_void, count: usize) -> isize;
        fn kill(pid: c_int, signal: c_int) -> c_int;
        fn waitid(kind: c_int, id: u32, info: *mut c_void, options: c_int) -> c_int;
    }

    static WRITE_END: AtomicI32 = AtomicI32::new(-1);

    extern "C" fn on_signal(signal: c_int) {
        let byte = signal as u8;
        // SAFETY: `write` is async-signal-safe; one byte from a live local.
        unsafe {
            write(
                WRITE_END.load(Ordering::Relaxed),
                (&byte as *const u8).cast(),
                1,
            )
        };
    }

    pub fn install(then: fn(), exit_code: fn(u8) -> i32) {
        let mut ends: [c_int; 2] = [-1, -1];
        // SAFETY: a pointer to two live integers.
        if unsafe { pipe2(ends.as_mut_ptr(), O_CLOEXEC) } != 0 {
            return;
        }
        WRITE_END.store(ends[1], Ordering::Relaxed);
        // SAFETY: the read end was just made and is owned by nothing else.
        let mut read_end = unsafe { File::from_raw_fd(ends[0]) };
        std::thread::spawn(move || {
            let mut byte = [0u8];
            if read_end.read_exact(&mut byte).is_ok() {
                then();
                std::process::exit(exit_code(byte[0]));
            }
        });
        for number in [SIGINT, SIGTERM] {
            // SAFETY: a handler that only writes to a pipe.
            unsafe { signal(number, on_signal as extern "C" fn(c_int) as usize) };
        }
    }

    /// Stops process `pid`, a child of this one, and waits until it has exited, leaving it to
    /// be reaped by whoever waits for it.
    pub fn stop(pid: u32) {
        let Ok(id) = c_int::try_from(pid) else {
            return;
        };
        // Room for a `siginfo_t`, 128 bytes.
        let mut info = [0u64; 16];
        // SAFETY: plain system calls; `info` is live and large enough.
        unsafe {
            kill(id, SIGTERM);
            waitid(P_PID, pid, info.as_mut_ptr().cast(), WEXITED | WNOWAIT);
        }
    }
}

#[cfg(not(target_os = "linux"))]
mod sys {
    pub fn install(_then: fn(), _exit_code: fn(u8) -> i32) {}
    pub fn stop(_pid: u32) {}
}

/// On SIGINT or SIGTERM, every measurer still running stopped and this process's files
/// removed, then an exit with 128 and the signal's number, as a shell reports it.
pub fn clean_up_on_interrupt() {
    sys::install(clean_up, |signal| 128 + i32::from(signal));
}

fn clean_up() {
    INTERRUPTED.store(true, Ordering::SeqCst);
    // Kept until the process exits: a run being started is started (and its measurer noted)
    // first, and none is started, nor a file made, after this.
    std::mem::forget(super::scratch::stop_making());
    let running = RUNNING.lock().map(|running| running.clone());
    for pid in running.unwrap_or_default() {
        sys::stop(pid);
    }
    // A child still starting (the `sh` that opens a sandbox's information file for bwrap, and
    // so makes it again where it was removed) is killed and reaped before the files are
    // listed.
    super::reap::reap_all();
    remove_own(std::process::id());
}

/// Where a signal came, waits for ever: the thread cleaning up exits the process once it is
/// done, and the task, which a stopped measurer may have ended early, must not exit first.
pub fn wait_if_interrupted() {
    while INTERRUPTED.load(Ordering::SeqCst) {
        std::thread::park();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_processs_own_names_are_told_from_anothers() {
        assert!(made_by("measure-412-0", 412));
        assert!(made_by("sandbox-info-412-17", 412));
        assert!(made_by("judge-writable-412-3-99", 412));
        assert!(!made_by("measure-4120-0", 412));
        assert!(!made_by("measure-1412-0", 412));
        assert!(!made_by("seccomp-0123456789abcdef.bpf", 412));
        assert!(!made_by("input-412-", 412));
    }
}
