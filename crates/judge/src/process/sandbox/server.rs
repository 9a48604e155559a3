//! The sandbox a fork server runs in: a run's sandbox (the system read-only, the program at its
//! place, no network, `nobody`), whose first program is the server, given its socket as
//! descriptor 3. It keeps its capabilities inside its own user namespace, to mount each run's
//! `/tmp` and `/proc`, and is under no filter, since it makes namespaces and processes; each
//! run drops every capability and installs the filter itself before its `exec`.

use std::ffi::OsString;
use std::path::Path;
use std::process::Command;

use super::{Sandbox, FILTER_FD};

/// The variable that makes a process of a binary linking this library a fork server on the
/// descriptor it names, before `main`.
pub const SERVER_VARIABLE: &str = "JUDGE_FORK_SERVER";

/// Whether `JUDGE_SANDBOX=one-shot` asks for a sandbox of its own for every run: no fork
/// server (to compare the two, or to measure what a server saves).
pub fn one_shot_only() -> bool {
    super::setting_is("one-shot")
}

/// The filter each run installs: the one bwrap loads for a run of its own.
pub fn filter_bytes() -> Option<Vec<u8>> {
    super::filter()
}

impl Sandbox {
    /// The command that starts `server` (this process's own binary) as a fork server for
    /// `program`, in a sandbox as a run's but for the capabilities and the filter. Its
    /// arguments are ones that a binary which does not serve (a test harness, another
    /// command) answers at once, listing nothing.
    pub fn server_command(&self, program: &Path, server: &Path, info: &Path) -> Command {
        let inner = format!("{SERVER_VARIABLE}=3 exec \"$1\" --list judge-fork-server");
        let run = self.command(&inner, program, &[server.into()], info);
        let mut args: Vec<OsString> = Vec::new();
        let mut given = run.get_args().map(OsString::from).peekable();
        while let Some(arg) = given.next() {
            let next = given.peek().cloned().unwrap_or_default();
            if arg == "--cap-drop" && next == "ALL" {
                args.extend(["--cap-add".into(), "ALL".into()]);
                given.next();
            } else if arg == "--seccomp" && next == FILTER_FD {
                given.next();
            } else {
                args.push(arg);
            }
        }
        let mut command = Command::new(run.get_program());
        command.args(args);
        command
    }
}
