//! Elsewhere than Linux only the wall time is known and only the time limit is enforced.

use std::ffi::OsString;
use std::path::Path;
use std::process::{Child, Command};
use std::thread;
use std::time::{Duration, Instant};

use super::{Ended, Exit, Limits};

/// No sandbox elsewhere.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sandbox;

impl Sandbox {
    pub fn detect() -> Option<Sandbox> {
        None
    }

    /// Nothing to say: elsewhere no program is ever sandboxed, as the README says.
    pub fn missing_warning() -> Option<String> {
        None
    }

    pub fn to_args(_sandbox: Option<&Sandbox>) -> [OsString; 2] {
        ["-".into(), "-".into()]
    }

    pub fn from_args(_bwrap: &str, _filter: &str) -> Option<Sandbox> {
        None
    }

    pub fn writing(&self, _folder: &std::path::Path) -> Sandbox {
        Sandbox
    }

    /// A new folder of the judge's own, which the unsandboxed run may write.
    pub fn writable_folder() -> Result<std::path::PathBuf, String> {
        let folder = super::scratch_path("writable");
        std::fs::create_dir(&folder).map_err(|err| format!("{}: {err}", folder.display()))?;
        Ok(folder)
    }
}

/// Nothing to do elsewhere: descriptors are not inherited the same way.
pub fn close_inherited_descriptors() {}

/// No sandbox and no memory control group, so nothing of either to kill or read after the run.
pub struct Guard;

impl Guard {
    pub fn none() -> Guard {
        Guard
    }

    /// Memory is not measured here.
    pub fn measures_memory(&self) -> bool {
        false
    }
}

pub fn command(
    program: &Path,
    args: &[OsString],
    _limits: Limits,
    _sandbox: Option<&Sandbox>,
) -> Result<(Command, Guard), String> {
    let mut command = Command::new(program);
    command.args(args);
    Ok((command, Guard))
}

/// Nothing to do elsewhere: no measurer.
pub fn own_process_group(_command: &mut Command) {}

pub fn wait(child: &mut Child, _guard: &Guard, time_limit: Duration) -> Result<Ended, String> {
    let started = Instant::now();
    loop {
        if let Some(status) = child.try_wait().map_err(|err| err.to_string())? {
            let exit = status.code().map_or(Exit::Signal(0), Exit::Code);
            return Ok(Ended {
                exit,
                wall: started.elapsed(),
                cpu: None,
                peak_memory: None,
                limit_hit: false,
                oom_killed: false,
            });
        }
        if started.elapsed() >= time_limit {
            drop(child.kill());
            drop(child.wait());
            return Ok(Ended {
                exit: Exit::TimedOut,
                wall: started.elapsed(),
                cpu: None,
                peak_memory: None,
                limit_hit: false,
                oom_killed: false,
            });
        }
        thread::sleep(Duration::from_millis(1));
    }
}

impl super::Run {
    /// Elsewhere a program that cannot start is an error of `Runner::run`.
    pub fn not_started(&self) -> Option<String> {
        None
    }
}
