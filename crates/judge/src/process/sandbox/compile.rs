//! The compiler's sandbox: the system, the compiler and one folder, no workspace, and no
//! environment of the judge's.

use std::ffi::OsString;
use std::path::Path;
use std::process::Command;

use super::{system_args, Sandbox};

impl Sandbox {
    /// The command that runs a compiler (`rustc`, or `gcc` for a checker) in a sandbox of its
    /// own: the system and the compiler's `sysroot` read-only, `folder` (which holds the source
    /// alone and receives the output) writable and its temporary folder, and nothing of the
    /// workspace, so that `include_str!` or `#[path]` finds no fixture, snapshot or other file.
    /// No seccomp filter: the compiler starts the linker. Its address space is held to
    /// `memory_bytes`. Its environment is the system's path, the temporary folder and `env`
    /// alone: none of the judge's, which `env!` or `/proc/self/environ` would put into the
    /// program (a token, a home), and none that the cache's key does not cover.
    pub fn compile_command(
        &self,
        compiler: &Path,
        sysroot: Option<&Path>,
        folder: &Path,
        memory_bytes: u64,
        env: &[(&str, &str)],
    ) -> Command {
        let mut bwrap = system_args(true);
        // The linker `cc` is reached through the system's alternatives (Debian).
        if Path::new("/etc/alternatives").is_dir() {
            bwrap.extend(["--ro-bind".into(), "/etc/alternatives".into()]);
            bwrap.push("/etc/alternatives".into());
        }
        if let Some(sysroot) = sysroot.filter(|root| !root.starts_with("/usr")) {
            bwrap.extend(["--ro-bind".into(), sysroot.into(), sysroot.into()]);
        }
        bwrap.extend(["--bind".into(), folder.into(), folder.into()]);
        bwrap.extend(["--chdir".into(), folder.into()]);
        bwrap.extend(["--clearenv", "--setenv", "PATH", "/usr/bin:/bin"].map(OsString::from));
        bwrap.extend(["--setenv".into(), "TMPDIR".into(), folder.into()]);
        for &(key, value) in env {
            bwrap.extend(["--setenv", key, value].map(OsString::from));
        }
        let mut command = Command::new(&self.bwrap);
        command
            .args(bwrap)
            .args(["--", "/bin/sh", "-c"])
            .arg(format!(
                "ulimit -v {} && exec \"$0\" \"$@\"",
                memory_bytes >> 10
            ))
            .arg(compiler);
        command
    }
}
