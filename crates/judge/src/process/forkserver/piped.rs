//! A served run whose standard input and output are pipes the caller holds (an interactive
//! test's submission, `Runner::spawn_piped`): asked of the server at once, waited for later,
//! and stopped early where the caller says (`Stopper`). Measured as a served batch run is.
//!
//! Where no server can be had, or the run cannot be asked of it, the caller is handed nothing
//! and the run gets a sandbox of its own. Once the pipes are handed over, a server that fails
//! before the run's end is known is a judge error, never a run made again: the other side may
//! have written to the pipes and read from them already, and a second run would meet an
//! exchange half done. The judge keeps no copy of the program's ends to start one on either,
//! since the program's exit must be the end of its output.

use std::ffi::OsString;
use std::path::Path;
use std::process::{ChildStdin, ChildStdout};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::pool::Server;
use super::streams::Streams;
use super::wire::{self, how};
use super::{await_end, kill_the_program, run_of, send_run, Cgroup, Collector};
use crate::process::{wall_limit, Limits, Run, Runner, Stopper};

/// What a judge error says of a server that failed once the pipes were in use.
pub const FAILED: &str = "judge error: the fork server failed during an interactive run, \
                          after the exchange began; it cannot be made again";

/// How often the waiter looks whether a stop is to be made again.
const AGAIN: Duration = Duration::from_millis(20);

/// A served run under way, its standard input and output with the caller.
pub struct Piped {
    pub(super) server: Server,
    cgroup: Arc<Cgroup>,
    shared: Arc<Shared>,
    stdout: Collector,
    stderr: Collector,
    started: Instant,
    limit: Duration,
}

/// What the run and its stopper share: the run's group while the run's end is not known, and
/// whether the run was stopped.
struct Shared {
    cgroup: Mutex<Option<Arc<Cgroup>>>,
    stopped: AtomicBool,
    /// A stop found the run's program and killed it.
    reached: AtomicBool,
}

impl Runner {
    /// `program args` under `limits`, made by a fork server where one serves it, with its
    /// standard input and output handed back as pipes; `None` where it is to be made in a
    /// sandbox of its own.
    pub(in crate::process) fn served_piped(
        &self,
        program: &Path,
        args: &[OsString],
        limits: Limits,
    ) -> Option<(Piped, ChildStdin, ChildStdout)> {
        let server = self.server_for(program, args, limits)?;
        let cgroup = Arc::new(Cgroup::new(limits.memory_bytes)?);
        let (streams, stdin, stdout) = Streams::piped(limits.output_bytes).ok()?;
        let started = send_run(&server, streams.given, &cgroup, limits)?;
        let shared = Shared {
            cgroup: Mutex::new(Some(Arc::clone(&cgroup))),
            stopped: AtomicBool::new(false),
            reached: AtomicBool::new(false),
        };
        let piped = Piped {
            server,
            cgroup,
            shared: Arc::new(shared),
            stdout: streams.stdout,
            stderr: streams.stderr,
            started,
            limit: wall_limit(limits.time),
        };
        Some((piped, stdin, stdout))
    }
}

impl Piped {
    /// A handle that kills the run's program (so that its reaper reports it killed by
    /// `SIGKILL`) as soon as it is there; nothing once the run's end is known.
    pub fn stopper(&self) -> Stopper {
        let shared = Arc::clone(&self.shared);
        Stopper::by(move || shared.stop())
    }

    /// Waits for the run (killed at the wall-clock limit), calling `reaped` as soon as its end
    /// is known, then reads it back. `Err` where the server failed before that (`FAILED`).
    pub fn wait_then(self, reaped: impl FnOnce()) -> Result<Run, String> {
        let Piped {
            server,
            cgroup,
            shared,
            stdout,
            stderr,
            started,
            limit,
        } = self;
        shared.wait_stopping(&server, started + limit);
        let ended = await_end(server, &cgroup, limit, started);
        let stopped = shared.finish();
        reaped();
        match ended {
            // A run reported killed and not killed at the clock was stopped here, or never
            // started, or its reaper died.
            Some(ended) if ended.how != how::KILLED || ended.timed_out || stopped => {
                Ok(run_of(&ended, cgroup, stdout, stderr))
            }
            _ => Err(FAILED.to_string()),
        }
    }
}

impl Shared {
    /// Kills the run's program and whatever it started. Where the program is not there (its
    /// first process not yet in the group, the program not yet forked, or already ended and
    /// not yet reported) it kills nothing, and `wait_stopping` tries again: the server's own
    /// processes are left to report how the program ended.
    fn stop(&self) {
        let cgroup = self
            .cgroup
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let Some(cgroup) = cgroup.as_ref() else {
            return;
        };
        self.stopped.store(true, Ordering::Relaxed);
        if kill_the_program(cgroup) {
            self.reached.store(true, Ordering::Relaxed);
        }
    }

    /// Waits until `server` answers or `deadline` passes, stopping the run again while a stop
    /// has not reached its program: a run stopped before its program was forked is stopped
    /// once it is, as a run of its own sandbox is at once.
    fn wait_stopping(&self, server: &Server, deadline: Instant) {
        while !wire::readable(server.fd(), AGAIN) && Instant::now() < deadline {
            if self.stopped.load(Ordering::Relaxed) && !self.reached.load(Ordering::Relaxed) {
                self.stop();
            }
        }
    }

    /// Notes that the run's end is known, so that the stopper no longer reaches its group:
    /// whether it was stopped.
    fn finish(&self) -> bool {
        let mut cgroup = self
            .cgroup
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        drop(cgroup.take());
        self.stopped.load(Ordering::Relaxed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;
    use std::process::{Child, Command, Stdio};

    /// A stopper's view of `cgroup`, stopped by nothing yet.
    fn shared(cgroup: &Arc<Cgroup>) -> Shared {
        Shared {
            cgroup: Mutex::new(Some(Arc::clone(cgroup))),
            stopped: AtomicBool::new(false),
            reached: AtomicBool::new(false),
        }
    }

    /// `sh -c script`, moved into `cgroup` before it reads its first line.
    fn in_group(cgroup: &Cgroup, script: &str) -> Child {
        let mut command = Command::new("sh");
        let child = command.args(["-c", script]).stdin(Stdio::piped()).spawn();
        let child = child.expect("sh starts");
        std::fs::write(cgroup.procs(), child.id().to_string()).expect("moved");
        child
    }

    #[test]
    fn a_stop_kills_the_program_and_never_the_processes_that_report_its_end() {
        let Some(cgroup) = Cgroup::new(256 << 20).map(Arc::new) else {
            return;
        };
        // The reaper's place, the program gone: left to report, and the stop made again.
        let mut reaper = in_group(&cgroup, "read line");
        let stop = shared(&cgroup);
        stop.stop();
        assert!(stop.stopped.load(Ordering::Relaxed));
        assert!(!stop.reached.load(Ordering::Relaxed), "made again later");
        assert!(reaper.try_wait().expect("waits").is_none(), "still there");
        drop(reaper.kill());
        drop(reaper.wait());
        // First process, reaper and program: the program alone is killed.
        let script = "read line; sh -c 'sleep 30; exit 0'";
        let mut first = in_group(&cgroup, script);
        let mut stdin = first.stdin.take().expect("its input");
        stdin.write_all(b"go\n").expect("written");
        let stop = shared(&cgroup);
        let deadline = Instant::now() + Duration::from_secs(5);
        while !stop.reached.load(Ordering::Relaxed) && Instant::now() < deadline {
            stop.stop();
            std::thread::sleep(Duration::from_millis(5));
        }
        assert!(stop.reached.load(Ordering::Relaxed), "the program is found");
        drop(stdin);
        let status = first.wait().expect("ends");
        assert!(status.success(), "the others end by themselves: {status:?}");
        assert!(
            Instant::now() < deadline,
            "the program was killed, not waited for"
        );
    }
}
