//! The sandbox's first process, killed when the run is: with it goes its process-id namespace
//! and everything in it. bwrap's death alone is not enough, because the death signal it leaves
//! its child is cleared when a thread of the program calls `exec`, and the new program would
//! outlive the run.

use std::fs;
use std::os::fd::OwnedFd;
use std::os::raw::c_int;
use std::path::{Path, PathBuf};

use crate::process::pidfd::{self, parent_of};

/// The file bwrap writes its information to (`--info-fd`): the host's pid of the sandbox's
/// first process. Made empty by this process, so that nothing else owns it; removed when
/// dropped. `none()` where the run is not sandboxed.
#[derive(Debug)]
pub struct SandboxInfo(Option<PathBuf>);

impl SandboxInfo {
    /// A new, empty file in the temporary folder.
    pub fn new() -> Result<SandboxInfo, String> {
        let path = crate::process::scratch::make_file("sandbox-info", b"")?;
        Ok(SandboxInfo(Some(path)))
    }

    /// No sandbox, so nothing to kill but the process group.
    pub fn none() -> SandboxInfo {
        SandboxInfo(None)
    }

    pub fn path(&self) -> Option<&Path> {
        self.0.as_deref()
    }

    /// The host's pid of the sandbox's first process, once bwrap has written it.
    pub fn first_process(&self) -> Option<c_int> {
        let text = self.path().and_then(|path| fs::read_to_string(path).ok())?;
        child_pid(&text)
    }

    /// Kills every process under the sandbox's first process, the deepest first, sparing that
    /// process, where it is still the child of `bwrap`: it reaps the program, so the program's
    /// CPU time reaches its usage, then ends, and bwrap with it. Whether it was found.
    pub fn kill_under_first_process(&self, bwrap: c_int) -> bool {
        let Some(pid) = self.first_process() else {
            return false;
        };
        // Opened before the parent is checked, so the stopper's own pidfd names the same.
        let held = pidfd::open(pid);
        let found = held.is_some() && parent_of(pid) == Some(bwrap);
        if found {
            let pid = u32::try_from(pid).unwrap_or(0);
            crate::process::stop::Stopper::new(pid, true).stop();
        }
        found
    }

    /// Kills the sandbox's first process, where it is still the child of `bwrap` (whose pid,
    /// not yet reaped, cannot have been reused).
    pub fn kill_first_process(&self, bwrap: c_int) {
        if let Some(pid) = self.first_process() {
            kill_child_of(pid, bwrap, pidfd::open(pid));
        }
    }
}

/// Kills process `pid` where it is a child of `parent`: through `pidfd`, opened before the
/// parent is checked, so that a pid reused in between is never signalled; or, without one (a
/// kernel before 5.3), by its pid, checked just before.
fn kill_child_of(pid: c_int, parent: c_int, pidfd: Option<OwnedFd>) {
    if parent_of(pid) == Some(parent) {
        pidfd::kill_through(pid, pidfd.as_ref());
    }
}

impl Drop for SandboxInfo {
    fn drop(&mut self) {
        if let Some(path) = &self.0 {
            drop(fs::remove_file(path));
        }
    }
}

/// The pid in bwrap's information, `{ "child-pid": 1234, ... }`: positive, or `None`.
pub fn child_pid(info: &str) -> Option<c_int> {
    let (_, after) = info.split_once("\"child-pid\":")?;
    let digits = after.trim_start();
    let end = digits
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(digits.len());
    digits[..end].parse().ok().filter(|&pid: &c_int| pid > 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::process::pidfd::{open as pidfd_open, parent_in, SIGKILL};

    #[test]
    fn the_child_pid_is_read_from_bwraps_information() {
        let info = "{\n    \"child-pid\": 21627,\n    \"pid-namespace\": 4026532184\n}\n";
        assert_eq!(child_pid(info), Some(21627));
        assert_eq!(child_pid("{\"child-pid\":7}"), Some(7));
        for bad in [
            "",
            "{}",
            "{\"child-pid\": 0}",
            "{\"child-pid\": -3}",
            "{\"child-pid\": x}",
        ] {
            assert_eq!(child_pid(bad), None, "{bad:?}");
        }
        assert_eq!(child_pid("{\"child-pid\": 99999999999}"), None);
    }

    #[test]
    fn the_parent_is_read_past_a_name_with_parentheses() {
        assert_eq!(parent_in("12 (a) b (c)) S 34 12 12 0"), Some(34));
        assert_eq!(parent_in("12 (a S 34"), None);
        assert_eq!(parent_of(this_process()), Some(parent_of_this()));
    }

    fn this_process() -> c_int {
        c_int::try_from(std::process::id()).expect("a pid")
    }

    fn parent_of_this() -> c_int {
        c_int::try_from(std::os::unix::process::parent_id()).expect("a pid")
    }

    /// A child of this process that would live for a minute, and its pid.
    fn sleeper() -> (std::process::Child, c_int) {
        let child = std::process::Command::new("sleep").arg("60").spawn();
        let child = child.expect("sleep");
        let pid = c_int::try_from(child.id()).expect("a pid");
        (child, pid)
    }

    fn killed(mut child: std::process::Child) -> bool {
        use std::os::unix::process::ExitStatusExt;
        child.wait().expect("reaped").signal() == Some(SIGKILL)
    }

    #[test]
    fn a_child_is_killed_with_a_pidfd_or_without_and_only_a_child() {
        let (mut child, pid) = sleeper();
        // Not a child of its parent's parent: left alone.
        kill_child_of(pid, parent_of_this(), pidfd_open(pid));
        kill_child_of(pid, parent_of_this(), None);
        std::thread::sleep(std::time::Duration::from_millis(100));
        assert!(child.try_wait().expect("alive").is_none(), "killed");
        let pidfd = pidfd_open(pid);
        assert!(pidfd.is_some(), "no pidfd on this kernel");
        kill_child_of(pid, this_process(), pidfd);
        assert!(killed(child), "not killed through its pidfd");
        let (child, pid) = sleeper();
        kill_child_of(pid, this_process(), None);
        assert!(killed(child), "not killed by its pid");
    }

    #[test]
    fn the_information_file_is_made_empty_and_removed_with_it() {
        let info = SandboxInfo::new().expect("made");
        let path = info.path().expect("a path").to_path_buf();
        assert_eq!(fs::read(&path).expect("there"), b"");
        drop(info);
        assert!(!path.exists(), "{} left", path.display());
        assert_eq!(SandboxInfo::none().path(), None);
    }
}
