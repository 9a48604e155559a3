//! Many runs, one sandbox: a fork server (as Sandbox2's ForkServer and AFL++'s) for each
//! program a worker runs, in a sandbox of its own, started once and kept. Each run is still a
//! fresh process under the same filter and limits, with an empty `/tmp`, in a memory group of
//! its own that the host makes (and opens for the run to enter before it starts), reads and
//! kills at the clock, as for a run of its own sandbox. The server is this process's own binary (every binary that
//! links this library serves, before `main`, when `SERVER_VARIABLE` names its socket). Where a
//! server cannot be had, or fails before its run's end is known, the run is made in a sandbox
//! of its own instead: the verdict never depends on the server. An interactive test's
//! submission is served as a batch run is, its standard input and output pipes the caller
//! holds (`piped`, which says why a server that fails there is a judge error instead).

use std::ffi::OsString;
use std::fs::File;
use std::io::{Seek, SeekFrom};
use std::os::fd::OwnedFd;
use std::path::Path;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::cgroup::{self, Cgroup};
use super::collect::{self, Collector};
use super::sandbox::SERVER_VARIABLE;
use super::{wall_limit, Exit, Limits, MemoryHold, Run, Runner, Stdin};

mod piped;
mod pool;
mod program;
mod serve;
mod streams;
mod wire;
pub use piped::Piped;
use pool::{give_back, server_for, Key, Server, ANSWER, UNAVAILABLE};
use streams::Streams;
use wire::{how, kind};

/// Serves runs before `main` where `SERVER_VARIABLE` names a socket: the process was started as
/// a fork server, and never returns to the binary's own `main`.
extern "C" fn serve_if_asked() {
    let Some(fd) = std::env::var_os(SERVER_VARIABLE) else {
        return;
    };
    if let Some(fd) = fd.to_str().and_then(|fd| fd.parse().ok()) {
        serve::serve(fd);
    }
    serve::exit(0);
}

#[used]
#[link_section = ".init_array"]
static SERVE_IF_ASKED: extern "C" fn() = serve_if_asked;

impl Runner {
    /// The run, made by a fork server where one serves it: a sandboxed run of a program without
    /// arguments, under a memory group. `None` where it is to be made in a sandbox of its own.
    pub(super) fn served(
        &self,
        program: &Path,
        args: &[OsString],
        stdin: &Stdin,
        stderr: Option<&File>,
        limits: Limits,
    ) -> Option<Result<Run, String>> {
        let server = self.server_for(program, args, limits)?;
        let run = served_by(server, stdin, stderr, limits);
        // Made again in a sandbox of its own: from the start of its input.
        if let (None, Stdin::File(file)) = (&run, stdin) {
            let mut file: &File = file;
            drop(file.seek(SeekFrom::Start(0)));
        }
        run.map(Ok)
    }

    /// The fork server for a run of `program args` under `limits`, where one serves it: a
    /// sandboxed run that writes nothing of the host, of a program without arguments, under a
    /// memory group. `None` where the run is to be made in a sandbox of its own.
    fn server_for(&self, program: &Path, args: &[OsString], limits: Limits) -> Option<Server> {
        let sandbox = self
            .sandbox
            .as_ref()
            .filter(|sandbox| sandbox.writable.is_none())?;
        let usable = self.fork_server
            && args.is_empty()
            && limits.hold != MemoryHold::AddressSpace
            && !UNAVAILABLE.load(Ordering::Relaxed)
            && !super::sandbox::one_shot_only()
            && cgroup::available();
        if !usable {
            return None;
        }
        server_for(&Key::of(sandbox, program)?)
    }
}

/// The run, by `server`, which is kept for the next where it answered throughout. `None`
/// where the run's end is not known, and it is to be made again.
fn served_by(server: Server, stdin: &Stdin, stderr: Option<&File>, limits: Limits) -> Option<Run> {
    let cgroup = Arc::new(Cgroup::new(limits.memory_bytes)?);
    let streams = Streams::new(stdin, stderr, limits.output_bytes).ok()?;
    let started = send_run(&server, streams.given, &cgroup, limits)?;
    let ended = await_end(server, &cgroup, wall_limit(limits.time), started)?;
    // No status, and not killed here: the run never started, or its reaper died.
    if ended.how == how::KILLED && !ended.timed_out {
        return None;
    }
    Some(run_of(&ended, cgroup, streams.stdout, streams.stderr))
}

/// What the server is asked to hold the run to, of `limits`.
fn asked(limits: Limits) -> program::Asked {
    program::Asked {
        cpu_seconds: limits.time.as_secs() + 2,
        address_space: match limits.hold {
            MemoryHold::Group => 0,
            _ => limits.memory_bytes,
        },
        stack: limits.stack_bytes.unwrap_or(0),
    }
}

/// The run as it `ended`, measured by its group (removed after, on a thread of its own) and
/// with what was collected of its output.
fn run_of(ended: &Ended, cgroup: Arc<Cgroup>, stdout: Collector, stderr: Collector) -> Run {
    let usage = cgroup.usage();
    let cpu = match ended.how {
        how::KILLED => cgroup.cpu_used(),
        _ => Some(ended.cpu),
    };
    let exit = match (
        ended.timed_out,
        ended.how,
        i32::try_from(ended.value).unwrap_or(0),
    ) {
        (true, _, _) => Exit::TimedOut,
        // As bwrap reports a program killed by a signal, so both sandboxes give one verdict.
        (false, how::CODE, code @ 129..=192) => Exit::Signal(code - 128),
        (false, how::CODE, code) => Exit::Code(code),
        (false, how::SIGNAL, signal) => Exit::Signal(signal),
        (false, _, _) => Exit::Signal(9),
    };
    // Removing the group waits for the run's namespaces to be torn down: not for the verdict.
    std::thread::spawn(move || drop(cgroup));
    let deadline = Instant::now() + collect::GRACE;
    let (stdout, stderr) = (stdout.finish(deadline), stderr.finish(deadline));
    Run {
        exit,
        over_output_limit: stdout.over_limit || stderr.over_limit,
        held_open: stdout.held_open || stderr.held_open,
        stdout: stdout.bytes,
        stderr: stderr.bytes,
        sandboxed: true,
        wall: ended.wall,
        cpu,
        peak_memory: usage.peak,
        limit_hit: usage.limit_hit,
        oom_killed: usage.oom_killed,
    }
}

/// How a served run ended, as the server says it.
struct Ended {
    how: u64,
    value: u64,
    cpu: Duration,
    wall: Duration,
    timed_out: bool,
}

/// Asks `server` for the run on the streams `given` (the program's ends, closed here once
/// sent): its first process moves itself into `cgroup` before anything else (through
/// `cgroup.procs`, opened here). When it was asked; `None` where it could not be.
fn send_run(
    server: &Server,
    mut given: Vec<OwnedFd>,
    cgroup: &Cgroup,
    limits: Limits,
) -> Option<Instant> {
    let procs = std::fs::OpenOptions::new()
        .write(true)
        .open(cgroup.procs())
        .ok()?;
    given.push(procs.into());
    let mut request = vec![kind::RUN];
    request.extend(asked(limits).to_words());
    let fds: Vec<i32> = given.iter().map(wire::raw).collect();
    let started = Instant::now();
    wire::send(server.fd(), &request, &fds).ok()?;
    Some(started)
}

/// How the run asked of `server` at `started` ended, its group killed at `limit` on the
/// clock. The server is kept where it answered throughout; `None` where it did not answer and
/// the run was not killed at the clock (a run it reports `KILLED` without that never started,
/// or its reaper died).
fn await_end(server: Server, cgroup: &Cgroup, limit: Duration, started: Instant) -> Option<Ended> {
    let left = limit.saturating_sub(started.elapsed());
    let timed_out = !wire::readable(server.fd(), left);
    let message = match timed_out {
        false => wire::receive(server.fd(), None).ok(),
        true => killed_at_the_clock(&server, cgroup),
    };
    let wall = started.elapsed();
    let words = match &message {
        Some(message) if message.words.len() == 5 && message.words[0] == kind::ENDED => {
            message.words[1..].to_vec()
        }
        // The server failed: a run killed at the clock is known all the same.
        _ if timed_out => vec![how::KILLED, 0, 0, 0],
        _ => return None,
    };
    if message.is_some() {
        give_back(server);
    }
    Some(Ended {
        how: words[0],
        value: words[1],
        cpu: Duration::from_micros(words[2].saturating_add(words[3])),
        wall,
        timed_out,
    })
}

/// The server's word on a run killed at the clock: the program goes first, so that its reaper
/// reports its CPU time; whatever is left a second later goes with the whole group.
fn killed_at_the_clock(server: &Server, cgroup: &Cgroup) -> Option<wire::Message> {
    kill_the_program(cgroup);
    if let Ok(message) = wire::receive(server.fd(), Some(Duration::from_secs(1))) {
        return Some(message);
    }
    cgroup.kill_all();
    wire::receive(server.fd(), Some(ANSWER)).ok()
}

/// Kills the program of the run in `cgroup` (the process of the group whose parent and
/// grandparent are in it too: under the reaper, under the first process), so that its reaper
/// reports its end; whether it was there.
fn kill_the_program(cgroup: &Cgroup) -> bool {
    let procs = std::fs::read_to_string(cgroup.procs()).unwrap_or_default();
    let pids: Vec<i32> = procs.lines().filter_map(|pid| pid.parse().ok()).collect();
    let parent_in = |pid: i32| super::pidfd::parent_of(pid).filter(|parent| pids.contains(parent));
    let mut killed = false;
    for &pid in &pids {
        if parent_in(pid).and_then(parent_in).is_some() {
            super::sys::kill_pid(pid);
            killed = true;
        }
    }
    killed
}

#[cfg(test)]
mod tests;
