//! A run whose standard input and output the caller holds as pipes (`Runner::spawn_piped`, an
//! interactive test's sides): made by a fork server where a batch run of the program would be
//! (`forkserver::Piped`), else in a sandbox of its own (`spawn`). Both are stopped, waited for
//! and read back alike.

use std::ffi::OsString;
use std::path::Path;
use std::process::{ChildStdin, ChildStdout};

#[cfg(target_os = "linux")]
use super::forkserver::Piped;
use super::spawn::Spawned;
use super::{Limits, Run, Runner, Stopper};

/// A program started, with its standard input and output handed to the caller.
pub struct Running(Kind);

enum Kind {
    Spawned(Spawned),
    #[cfg(target_os = "linux")]
    Served(Piped),
}

impl Runner {
    /// Starts `program args` under `limits` as `run` does, with standard input and standard
    /// output left to the caller as pipes (standard error collected): `Running::wait` then
    /// gives the run, with an empty `stdout`. Every copy the judge holds of the program's ends
    /// of the pipes is closed once it has started, so that its exit is seen as the end of its
    /// output; dropping the returned ends closes the program's input.
    pub fn spawn_piped(
        &self,
        program: &Path,
        args: &[OsString],
        limits: Limits,
    ) -> Result<(Running, ChildStdin, ChildStdout), String> {
        #[cfg(target_os = "linux")]
        if let Some((piped, stdin, stdout)) = self.served_piped(program, args, limits) {
            return Ok((Running(Kind::Served(piped)), stdin, stdout));
        }
        let mut spawned = self.start(program, args, None, None, limits)?;
        match spawned.pipes.take() {
            Some((stdin, stdout)) => Ok((Running(Kind::Spawned(spawned)), stdin, stdout)),
            None => Err("the program's pipes were not made".to_string()),
        }
    }
}

impl Running {
    /// Whether a fork server makes the run.
    pub fn served(&self) -> bool {
        !matches!(self.0, Kind::Spawned(_))
    }

    /// Waits for the program (killed at the wall-clock limit), then reads back how it ended.
    pub fn wait(self) -> Result<Run, String> {
        self.wait_then(|| ())
    }

    /// A handle that kills what is left of the run (`Stopper`), made before it is waited for.
    pub fn stopper(&self) -> Stopper {
        match &self.0 {
            Kind::Spawned(spawned) => spawned.stopper(),
            #[cfg(target_os = "linux")]
            Kind::Served(piped) => piped.stopper(),
        }
    }

    /// `wait`, calling `reaped` as soon as the program has ended, before its streams are
    /// read to their end.
    pub fn wait_then(self, reaped: impl FnOnce()) -> Result<Run, String> {
        match self.0 {
            Kind::Spawned(spawned) => spawned.wait_then(reaped),
            #[cfg(target_os = "linux")]
            Kind::Served(piped) => piped.wait_then(reaped),
        }
    }
}
