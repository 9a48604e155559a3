//! The measurer's children, every one reaped before it exits. A run killed at the clock dies
//! with its sandbox's first process, whose parent (bwrap) may die first: that process would
//! then be left to the system's first process, which may take seconds to reap it, a
//! `<defunct>` entry meanwhile. The measurer is made the reaper of everything it starts
//! (`PR_SET_CHILD_SUBREAPER`), and before it exits it kills and reaps whatever is left, so that
//! nothing of a run outlives the measurer's report.

#[cfg(target_os = "linux")]
mod sys {
    use std::os::raw::c_int;

    const SIGKILL: c_int = 9;
    const EINTR: i32 = 4;

    extern "C" {
        fn kill(pid: c_int, signal: c_int) -> c_int;
        fn waitpid(pid: c_int, status: *mut c_int, options: c_int) -> c_int;
    }

    pub fn become_reaper() {
        super::super::sys::become_subreaper();
    }

    /// This process's children, as every thread's `children` file lists them.
    fn children() -> Vec<c_int> {
        let tasks = std::fs::read_dir("/proc/self/task").into_iter().flatten();
        let files = tasks.flatten().map(|task| task.path().join("children"));
        let text: String = files
            .filter_map(|file| std::fs::read_to_string(file).ok())
            .collect();
        text.split_whitespace()
            .filter_map(|pid| pid.parse().ok())
            .collect()
    }

    pub fn reap_all() {
        loop {
            for pid in children() {
                // SAFETY: a plain system call on a child of this process, not yet reaped.
                unsafe { kill(pid, SIGKILL) };
            }
            let mut status: c_int = 0;
            // SAFETY: a pointer to a live local; any child, blocking until one has ended.
            let reaped = unsafe { waitpid(-1, &mut status, 0) };
            let interrupted = std::io::Error::last_os_error().raw_os_error() == Some(EINTR);
            if reaped < 0 && !interrupted {
                // No child left.
                return;
            }
        }
    }
}

#[cfg(not(target_os = "linux"))]
mod sys {
    pub fn become_reaper() {}
    pub fn reap_all() {}
}

/// Makes this process (the measurer's binary) the reaper of every process it starts, down the
/// tree.
pub fn become_reaper() {
    sys::become_reaper();
}

/// Kills and reaps every child this process has left, those it inherited as the reaper among
/// them; returns once none is left. Only for a process of its own (the measurer's binary)
/// whose own waits are over: any child of the caller is killed.
pub fn reap_all() {
    sys::reap_all();
}
