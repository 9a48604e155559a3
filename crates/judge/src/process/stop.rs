//! Stopping a run before its limit, once its verdict is known (an interactive test whose jury
//! has ended): every process of the run is killed, the deepest first, so that the first process
//! of a sandbox goes with its namespace before bwrap, its parent, can leave it behind. A
//! measured run's measurer is spared: it reaps the program and reports how it ended (killed by
//! `SIGKILL`), as at the limit. A run made by a fork server is not a child of this process: it
//! is stopped as the server's side says (`forkserver::Piped::stopper`).

/// A handle that stops one run, made before the run is waited for.
pub struct Stopper(How);

/// How a run is stopped: through its first process, a child of this process, or as the
/// fork server that made it says (`Stopper::by`).
enum How {
    Root(#[cfg_attr(not(target_os = "linux"), allow(dead_code))] Option<sys::Root>),
    #[cfg(target_os = "linux")]
    By(Box<dyn Fn() + Send + Sync>),
}

impl Stopper {
    /// A stopper for the run whose first process is `pid`, a child of this process not yet
    /// reaped; `spare` leaves that process itself alive (the measurer).
    pub fn new(pid: u32, spare: bool) -> Stopper {
        Stopper(How::Root(sys::Root::new(pid, spare)))
    }

    /// A stopper that calls `stop`: for a run whose processes are not this process's children.
    #[cfg(target_os = "linux")]
    pub(super) fn by(stop: impl Fn() + Send + Sync + 'static) -> Stopper {
        Stopper(How::By(Box::new(stop)))
    }

    /// Kills what is left of the run; nothing where it has ended.
    pub fn stop(&self) {
        match &self.0 {
            How::Root(Some(root)) => root.stop(),
            How::Root(None) => {}
            #[cfg(target_os = "linux")]
            How::By(stop) => stop(),
        }
    }
}

#[cfg(target_os = "linux")]
mod sys {
    use std::fs;
    use std::os::fd::OwnedFd;
    use std::os::raw::c_int;

    use crate::process::pidfd::{kill_through, open as pidfd_open, parent_of, send};

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
                kill_through(self.pid, self.pidfd.as_ref());
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
            kill_through(child, pidfd.as_ref());
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

    fn this_process() -> c_int {
        c_int::try_from(std::process::id()).unwrap_or(0)
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
