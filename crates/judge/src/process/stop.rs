//! Stopping a run before its limit, once its verdict is known (an interactive test whose jury
//! has ended): every process of the run is killed, the deepest first, so that the first process
//! of a sandbox goes with its namespace before bwrap, its parent, can leave it behind. A
//! measured run's measurer is spared: it reaps the program and reports how it ended (killed by
//! `SIGKILL`), as at the limit.

/// A handle that stops one run, made before the run is waited for.
#[derive(Debug)]
pub struct Stopper(#[cfg_attr(not(target_os = "linux"), allow(dead_code))] Option<sys::Root>);

impl Stopper {
    /// A stopper for the run whose first process is `pid`, a child of this process not yet
    /// reaped; `spare` leaves that process itself alive (the measurer).
    pub fn new(pid: u32, spare: bool) -> Stopper {
        Stopper(sys::Root::new(pid, spare))
    }

    /// Kills what is left of the run; nothing where it has ended.
    pub fn stop(&self) {
        if let Some(root) = &self.0 {
            root.stop();
        }
    }
}

#[cfg(target_os = "linux")]
mod sys {
    use std::fs;
    use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
    use std::os::raw::{c_int, c_long, c_uint};

    const SIGKILL: c_int = 9;
    /// The same number on every Linux architecture that Rust targets (added in 5.1 and 5.3).
    const SYS_PIDFD_SEND_SIGNAL: c_long = 424;
    const SYS_PIDFD_OPEN: c_long = 434;

    extern "C" {
        fn syscall(number: c_long, ...) -> c_long;
        fn kill(pid: c_int, signal: c_int) -> c_int;
    }

    /// The run's first process: its pid, and a pidfd opened while it could not have been
    /// reaped, so that a signal never reaches a process that took its pid after.
    #[derive(Debug)]
    pub struct Root {
        pid: c_int,
        pidfd: Option<OwnedFd>,
        spare: bool,
    }

    impl Root {
        pub fn new(pid: u32, spare: bool) -> Option<Root> {
            let pid = c_int::try_from(pid).ok()?;
            Some(Root {
                pid,
                pidfd: pidfd_open(pid),
                spare,
            })
        }

        pub fn stop(&self) {
            // A reaped first process has nothing left to stop, and its pid may be another's.
            let alive = match &self.pidfd {
                Some(pidfd) => send(pidfd, 0),
                None => parent_of(self.pid) == Some(this_process()),
            };
            if !alive {
                return;
            }
            kill_descendants(self.pid);
            if !self.spare {
                match &self.pidfd {
                    Some(pidfd) => drop(send(pidfd, SIGKILL)),
                    // SAFETY: a plain system call on numbers.
                    None => drop(unsafe { kill(self.pid, SIGKILL) }),
                }
            }
        }
    }

    /// Kills every descendant of `pid`, each after its own descendants. A child is signalled
    /// through a pidfd opened before its parent is checked, so a pid reused in between is
    /// never signalled.
    fn kill_descendants(pid: c_int) {
        for child in children_of(pid) {
            let pidfd = pidfd_open(child);
            if parent_of(child) != Some(pid) {
                continue;
            }
            kill_descendants(child);
            match pidfd {
                Some(pidfd) => drop(send(&pidfd, SIGKILL)),
                // SAFETY: a plain system call on numbers.
                None => drop(unsafe { kill(child, SIGKILL) }),
            }
        }
    }

    /// The children of `pid`, from `/proc/<pid>/task/<tid>/children` of each of its threads.
    fn children_of(pid: c_int) -> Vec<c_int> {
        let Ok(tasks) = fs::read_dir(format!("/proc/{pid}/task")) else {
            return Vec::new();
        };
        let mut children = Vec::new();
        for task in tasks.flatten() {
            let listed = fs::read_to_string(task.path().join("children")).unwrap_or_default();
            children.extend(
                listed
                    .split_whitespace()
                    .filter_map(|pid| pid.parse::<c_int>().ok()),
            );
        }
        children
    }

    /// Sends `signal` through `pidfd` (0: only whether the process is there to be signalled).
    fn send(pidfd: &OwnedFd, signal: c_int) -> bool {
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

    /// A pidfd for process `pid`: `None` where the kernel has none (before 5.3) or the process
    /// is gone.
    fn pidfd_open(pid: c_int) -> Option<OwnedFd> {
        // SAFETY: a plain system call on numbers.
        let pidfd = unsafe { syscall(SYS_PIDFD_OPEN, pid, 0 as c_uint) };
        let pidfd = c_int::try_from(pidfd).ok().filter(|&pidfd| pidfd >= 0)?;
        // SAFETY: a descriptor just opened, owned here alone.
        Some(unsafe { OwnedFd::from_raw_fd(pidfd) })
    }

    fn this_process() -> c_int {
        c_int::try_from(std::process::id()).unwrap_or(0)
    }

    /// The parent of process `pid`, from the fields after the name's last `)` in
    /// `/proc/<pid>/stat` (the name may hold spaces and parentheses).
    fn parent_of(pid: c_int) -> Option<c_int> {
        let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
        let (_, fields) = stat.rsplit_once(')')?;
        fields.split_whitespace().nth(1)?.parse().ok()
    }
}

#[cfg(not(target_os = "linux"))]
mod sys {
    /// Off Linux a run is not stopped early: it ends by itself or at its wall-clock limit.
    #[derive(Debug)]
    pub struct Root;

    impl Root {
        pub fn new(_pid: u32, _spare: bool) -> Option<Root> {
            None
        }

        pub fn stop(&self) {}
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use std::process::{Command, Stdio};

    #[test]
    fn a_run_is_stopped_with_what_it_started_and_a_spared_first_process_lives() {
        // A shell that starts a sleeper and waits for it: the shell is the first process.
        let spawn = || {
            Command::new("sh")
                .args(["-c", "sleep 600 & wait"])
                .stdout(Stdio::null())
                .spawn()
                .expect("sh")
        };
        let mut child = spawn();
        let stopper = Stopper::new(child.id(), true);
        // Until the sleeper is there, the shell has nothing to wait for.
        while sys_children(child.id()).is_empty() {
            std::thread::yield_now();
        }
        stopper.stop();
        // The sleeper killed, the spared shell ends by itself, with status 0 from `wait`.
        let status = child.wait().expect("reaped");
        assert!(status.success(), "{status:?}");
        let mut child = spawn();
        let stopper = Stopper::new(child.id(), false);
        stopper.stop();
        use std::os::unix::process::ExitStatusExt;
        assert_eq!(child.wait().expect("reaped").signal(), Some(9));
        // Once reaped, stopping again reaches nothing.
        stopper.stop();
    }

    fn sys_children(pid: u32) -> String {
        std::fs::read_to_string(format!("/proc/{pid}/task/{pid}/children")).unwrap_or_default()
    }
}
