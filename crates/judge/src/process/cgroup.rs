//! Memory as IOI's isolate (`--cg`) and DOMjudge's runguard hold it: a control group of its own
//! for each run, whose limit is on the memory of every process and thread of the run together
//! (what they touch, not what they reserve), whose peak the kernel keeps, and whose
//! out-of-memory kills the kernel counts. Version 2 where the host's cgroup2 hierarchy has the
//! memory controller, version 1's memory hierarchy otherwise. Where neither can be made (not
//! root and nothing delegated), the run is held to its address space instead (`ulimit -v`), and
//! the judge says so once (`missing_warning`).

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

mod hierarchy;
use hierarchy::{Hierarchy, Version};

/// The prefix of every run's group: `judge-<pid of the process that made it>-<count>`.
const PREFIX: &str = "judge-";

/// One run's control group, removed when dropped (after whatever is left in it is killed).
#[derive(Debug)]
pub struct Cgroup {
    dir: PathBuf,
    version: Version,
}

/// What the group saw of the run's memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Usage {
    /// The largest the run's memory was, in bytes, where the kernel keeps it.
    pub peak: Option<u64>,
    /// The run reached its limit at least once (an allocation the kernel could not satisfy).
    pub limit_hit: bool,
    /// The kernel killed a process of the run for memory.
    pub oom_killed: bool,
}

impl Cgroup {
    /// A new group for one run, held to `limit` bytes with no swap; `None` where no group can
    /// be made here.
    pub fn new(limit: u64) -> Option<Cgroup> {
        let hierarchy = hierarchy::found()?;
        sweep_stale(&hierarchy);
        static COUNT: AtomicU32 = AtomicU32::new(0);
        let name = format!(
            "{PREFIX}{}-{}",
            std::process::id(),
            COUNT.fetch_add(1, Ordering::Relaxed)
        );
        let cgroup = Cgroup {
            dir: hierarchy.parent.join(name),
            version: hierarchy.version,
        };
        fs::create_dir(&cgroup.dir).ok()?;
        // Dropped on a failure below, which removes the folder.
        cgroup.set_limit(limit).ok()?;
        Some(cgroup)
    }

    fn set_limit(&self, limit: u64) -> Result<(), String> {
        let write = |file: &str, value: &str| {
            fs::write(self.dir.join(file), value).map_err(|err| format!("{file}: {err}"))
        };
        let limit = limit.to_string();
        match self.version {
            Version::V2 => {
                write("memory.max", &limit)?;
                // Absent where the kernel has no swap accounting: then there is no swap to use.
                drop(write("memory.swap.max", "0"));
            }
            Version::V1 => {
                write("memory.limit_in_bytes", &limit)?;
                // Memory and swap together, no more than memory alone: no swap. Absent where
                // the kernel keeps no swap accounting.
                drop(write("memory.memsw.limit_in_bytes", &limit));
            }
        }
        Ok(())
    }

    /// The file a process writes `0` to, to move itself into the group.
    pub fn procs(&self) -> PathBuf {
        self.dir.join("cgroup.procs")
    }

    /// What the group saw of the run's memory so far.
    pub fn usage(&self) -> Usage {
        let read = |file: &str| fs::read_to_string(self.dir.join(file)).unwrap_or_default();
        match self.version {
            Version::V2 => {
                let events = read("memory.events");
                Usage {
                    peak: read("memory.peak").trim().parse().ok(),
                    limit_hit: counter(&events, "max") > 0,
                    oom_killed: counter(&events, "oom_kill") > 0,
                }
            }
            Version::V1 => Usage {
                peak: read("memory.max_usage_in_bytes").trim().parse().ok(),
                limit_hit: read("memory.failcnt").trim().parse::<u64>().unwrap_or(0) > 0,
                oom_killed: counter(&read("memory.oom_control"), "oom_kill") > 0,
            },
        }
    }

    /// The CPU time the group's processes used, where the kernel keeps it (version 2).
    pub fn cpu_used(&self) -> Option<Duration> {
        let stat = fs::read_to_string(self.dir.join("cpu.stat")).ok()?;
        let micros = stat
            .lines()
            .find_map(|line| line.strip_prefix("usage_usec "))?;
        micros.trim().parse().ok().map(Duration::from_micros)
    }

    /// Kills every process still in the group (what a run left, whatever session or group it
    /// made for itself), until none is left or a second has passed.
    pub fn kill_all(&self) {
        // Version 2 kills the whole group in one write, from Linux 5.14.
        if self.version == Version::V2 && fs::write(self.dir.join("cgroup.kill"), "1").is_ok() {
            return;
        }
        let deadline = Instant::now() + Duration::from_secs(1);
        while Instant::now() < deadline {
            let procs = fs::read_to_string(self.procs()).unwrap_or_default();
            let pids: Vec<i32> = procs.lines().filter_map(|pid| pid.parse().ok()).collect();
            if pids.is_empty() {
                return;
            }
            for pid in pids {
                super::sys::kill_pid(pid);
            }
            std::thread::sleep(Duration::from_micros(200));
        }
    }
}

impl Drop for Cgroup {
    fn drop(&mut self) {
        self.kill_all();
        // A killed process leaves its group as it exits: try again for a second.
        let deadline = Instant::now() + Duration::from_secs(1);
        while fs::remove_dir(&self.dir).is_err() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_micros(200));
        }
    }
}

/// The value of `key` in a flat-keyed cgroup file (`oom_kill 3`), 0 where it is absent.
fn counter(text: &str, key: &str) -> u64 {
    text.lines()
        .filter_map(|line| line.split_once(' '))
        .find(|(name, _)| *name == key)
        .and_then(|(_, value)| value.trim().parse().ok())
        .unwrap_or(0)
}

/// Removes the groups left by processes that no longer run (a measurer killed mid-run), killing
/// first whatever is still in one: a run whose thread became a new program, which its sandbox's
/// death does not end.
fn sweep_stale(hierarchy: &Hierarchy) {
    let parent = &hierarchy.parent;
    let Ok(entries) = fs::read_dir(parent) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name
            .to_str()
            .and_then(|name| name.strip_prefix(PREFIX))
            .and_then(|rest| rest.split_once('-'))
            .map(|(pid, _)| pid)
        else {
            continue;
        };
        if !Path::new("/proc").join(pid).exists() {
            // Dropped at once: whatever is in it is killed, and the folder removed.
            drop(Cgroup {
                dir: entry.path(),
                version: hierarchy.version,
            });
        }
    }
}

/// Whether runs here get a control group: found once for the process, by making one.
pub fn available() -> bool {
    static FOUND: OnceLock<bool> = OnceLock::new();
    *FOUND.get_or_init(|| Cgroup::new(64 << 20).is_some())
}

/// What the judge says once, before it judges, where runs get no control group: memory is then
/// held as address space, which threads and runtimes that reserve more than they use (PyPy)
/// exceed at once. `None` where groups work.
pub fn missing_warning() -> Option<String> {
    if available() {
        return None;
    }
    Some(format!(
        "warning: no memory control group: {}; memory is held as address space (ulimit -v), \
         so a program that reserves more than it uses (threads, PyPy) may fail where a judge \
         runs it",
        hierarchy::why_missing()
    ))
}

#[cfg(test)]
mod tests;
