//! Linux: every run in a sandbox of its own, as IOI's isolate and DOMjudge's runguard run a
//! submission. bubblewrap (`bwrap`, Debian's `bubblewrap`) gives it new namespaces (no network,
//! its own process ids), a read-only root with the system's `/usr` and a private `/tmp` of 16 MiB
//! (files are memory that no limit counts), and no capability; the program is bound in read-only, and so is each of its arguments that is a
//! file (a checker's input, output and answer). It sees no workspace: no source, fixture,
//! snapshot, `.ans` or cache, and it writes nothing outside its `/tmp`, which goes with it. A
//! seccomp filter refuses new processes (threads are allowed: their CPU time is the process's),
//! so the whole run is one process, held whole to its limits; and when the run ends, its
//! process-id namespace ends with it, with anything still in it.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// Where the program is inside the sandbox.
const PROGRAM: &str = "/run/judged/program";

/// The file descriptor the filter is read from, opened by the `sh` that starts `bwrap` (one
/// digit: POSIX `sh`, such as dash, redirects no higher descriptor).
const FILTER_FD: &str = "9";

/// A sandbox that works on this machine: `bwrap`, and the seccomp filter as a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sandbox {
    pub bwrap: PathBuf,
    pub filter: PathBuf,
}

impl Sandbox {
    /// The sandbox of this machine, found once: `bwrap` on `PATH`, tried on `/bin/true`.
    /// `JUDGE_SANDBOX=off` turns it off (to measure what it costs).
    pub fn detect() -> Option<Sandbox> {
        static FOUND: OnceLock<Option<Sandbox>> = OnceLock::new();
        FOUND.get_or_init(find).clone()
    }

    /// How the measurer is told of the sandbox: `bwrap` and the filter, or `-` and `-`.
    pub fn to_args(sandbox: Option<&Sandbox>) -> [OsString; 2] {
        match sandbox {
            Some(sandbox) => [sandbox.bwrap.clone().into(), sandbox.filter.clone().into()],
            None => ["-".into(), "-".into()],
        }
    }

    /// The sandbox the measurer's arguments name.
    pub fn from_args(bwrap: &str, filter: &str) -> Option<Sandbox> {
        (bwrap != "-" && filter != "-").then(|| Sandbox {
            bwrap: bwrap.into(),
            filter: filter.into(),
        })
    }

    /// The command that runs `program args` in the sandbox, after `inner` (a `sh -c` script
    /// that sets the limits, then `exec "$0" "$@"`).
    pub fn command(&self, inner: &str, program: &Path, args: &[OsString]) -> Command {
        let mut command = Command::new("sh");
        command
            .arg("-c")
            .arg(format!(
                "filter=\"$1\"; shift; exec \"$0\" \"$@\" {FILTER_FD}<\"$filter\""
            ))
            .arg(&self.bwrap)
            .arg(&self.filter)
            .args(bwrap_args(program, args))
            .args([
                "--seccomp",
                FILTER_FD,
                "--",
                "/bin/sh",
                "-c",
                inner,
                PROGRAM,
            ])
            .args(args);
        command
    }
}

impl Sandbox {
    /// The command that runs the compiler `rustc` in a sandbox of its own: the system and the
    /// compiler's `sysroot` read-only, `folder` (which holds the source alone and receives the
    /// output) writable and its temporary folder, and nothing of the workspace, so that
    /// `include_str!` or `#[path]` finds no fixture, snapshot or other file. No seccomp filter:
    /// the compiler starts the linker. Its address space is held to `memory_bytes`.
    pub fn compile_command(
        &self,
        rustc: &Path,
        sysroot: Option<&Path>,
        folder: &Path,
        memory_bytes: u64,
    ) -> Command {
        let mut bwrap = system_args();
        // The linker `cc` is reached through the system's alternatives (Debian).
        if Path::new("/etc/alternatives").is_dir() {
            bwrap.extend(["--ro-bind".into(), "/etc/alternatives".into()]);
            bwrap.push("/etc/alternatives".into());
        }
        if let Some(sysroot) = sysroot.filter(|root| !root.starts_with("/usr")) {
            bwrap.extend(["--ro-bind".into(), sysroot.into(), sysroot.into()]);
        }
        bwrap.extend(["--bind".into(), folder.into(), folder.into()]);
        bwrap.extend([
            "--chdir".into(),
            folder.into(),
            "--setenv".into(),
            "TMPDIR".into(),
        ]);
        bwrap.push(folder.into());
        let mut command = Command::new(&self.bwrap);
        command
            .args(bwrap)
            .args(["--", "/bin/sh", "-c"])
            .arg(format!(
                "ulimit -v {} && exec \"$0\" \"$@\"",
                memory_bytes >> 10
            ))
            .arg(rustc);
        command
    }
}

/// bwrap's arguments for the system: the namespaces, and the system's files read-only.
fn system_args() -> Vec<OsString> {
    // `--as-pid-1`: the program is the namespace's first process, with no reaper of bwrap's
    // own above it, so bwrap reaps it and its CPU time and peak memory reach `wait4`.
    let mut bwrap: Vec<OsString> = [
        "--unshare-all",
        "--as-pid-1",
        "--die-with-parent",
        "--new-session",
        "--cap-drop",
        "ALL",
        "--ro-bind",
        "/usr",
        "/usr",
        "--proc",
        "/proc",
        "--dev",
        "/dev",
        // A small /tmp, and a read-only root: files are memory that no limit counts.
        "--size",
        "16777216",
        "--tmpfs",
        "/tmp",
    ]
    .iter()
    .map(OsString::from)
    .collect();
    // /bin, /lib and the rest are links into /usr on a merged system, folders elsewhere.
    for top in ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"] {
        match std::fs::read_link(top) {
            Ok(target) => bwrap.extend(["--symlink".into(), target.into(), top.into()]),
            Err(_) if Path::new(top).is_dir() => {
                bwrap.extend(["--ro-bind".into(), top.into(), top.into()]);
            }
            Err(_) => {}
        }
    }
    bwrap
}

/// bwrap's arguments for a run: the system, the program and its file arguments.
fn bwrap_args(program: &Path, args: &[OsString]) -> Vec<OsString> {
    let mut bwrap = system_args();
    bwrap.extend(["--chdir".into(), "/tmp".into()]);
    bwrap.extend(["--ro-bind".into(), program.into(), PROGRAM.into()]);
    for arg in args.iter().filter(|arg| Path::new(arg).is_file()) {
        bwrap.extend(["--ro-bind".into(), arg.clone(), arg.clone()]);
    }
    bwrap.extend(["--remount-ro".into(), "/".into()]);
    bwrap
}

fn find() -> Option<Sandbox> {
    if std::env::var_os("JUDGE_SANDBOX").is_some_and(|value| value == "off") {
        return None;
    }
    let path = std::env::var_os("PATH")?;
    let bwrap = std::env::split_paths(&path)
        .map(|folder| folder.join("bwrap"))
        .find(|candidate| candidate.is_file())?;
    let filter = write_filter()?;
    let sandbox = Sandbox { bwrap, filter };
    let tried = sandbox
        .command("exec \"$0\" \"$@\"", Path::new("/bin/true"), &[])
        .output();
    tried
        .ok()
        .filter(|out| out.status.success())
        .map(|_| sandbox)
}

/// The filter, written once where every process of this user finds it (the same bytes each
/// time, so a file left by another run is as good).
fn write_filter() -> Option<PathBuf> {
    let bytes = filter()?;
    let path = std::env::temp_dir().join(format!("judge-seccomp-{}.bpf", user_id()));
    if std::fs::read(&path).ok().as_deref() == Some(&bytes[..]) {
        return Some(path);
    }
    let fresh = path.with_extension(format!("{}.new", std::process::id()));
    std::fs::write(&fresh, &bytes).ok()?;
    std::fs::rename(&fresh, &path).ok()?;
    Some(path)
}

fn user_id() -> u32 {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata("/proc/self").map_or(0, |metadata| metadata.uid())
}

/// The classic BPF program bwrap loads with `--seccomp`: on x86_64, `fork`, `vfork` and a
/// `clone` without `CLONE_THREAD` fail with `EPERM`, `clone3` with `ENOSYS` (so that the C
/// library falls back to `clone`, whose flags the filter can read), and so does every call of
/// another ABI (x32, i386). Elsewhere there is no filter, and no sandbox.
fn filter() -> Option<Vec<u8>> {
    if !cfg!(target_arch = "x86_64") {
        return None;
    }
    const LOAD: u16 = 0x20; // BPF_LD | BPF_W | BPF_ABS
    const JEQ: u16 = 0x15; // BPF_JMP | BPF_JEQ | BPF_K
    const JGE: u16 = 0x35; // BPF_JMP | BPF_JGE | BPF_K
    const JSET: u16 = 0x45; // BPF_JMP | BPF_JSET | BPF_K
    const RET: u16 = 0x06; // BPF_RET | BPF_K
    const ALLOW: u32 = 0x7fff_0000;
    const EPERM: u32 = 0x0005_0001; // SECCOMP_RET_ERRNO | 1
    const ENOSYS: u32 = 0x0005_0026; // SECCOMP_RET_ERRNO | 38
                                     // (code, jump if true, jump if false, k); a jump skips that many instructions.
    let program: [(u16, u8, u8, u32); 13] = [
        (LOAD, 0, 0, 4),           // 0: the architecture
        (JEQ, 0, 9, 0xc000_003e),  // 1: AUDIT_ARCH_X86_64, else 11
        (LOAD, 0, 0, 0),           // 2: the call's number
        (JGE, 7, 0, 0x4000_0000),  // 3: x32 calls: 11
        (JEQ, 6, 0, 57),           // 4: fork: 11
        (JEQ, 5, 0, 58),           // 5: vfork: 11
        (JEQ, 5, 0, 435),          // 6: clone3: 12
        (JEQ, 0, 2, 56),           // 7: clone: 8, else 10
        (LOAD, 0, 0, 16),          // 8: its flags (the low half of the first argument)
        (JSET, 0, 1, 0x0001_0000), // 9: CLONE_THREAD: 10, else 11
        (RET, 0, 0, ALLOW),        // 10
        (RET, 0, 0, EPERM),        // 11
        (RET, 0, 0, ENOSYS),       // 12
    ];
    let mut bytes = Vec::with_capacity(program.len() * 8);
    for (code, if_true, if_false, k) in program {
        bytes.extend_from_slice(&code.to_le_bytes());
        bytes.extend([if_true, if_false]);
        bytes.extend_from_slice(&k.to_le_bytes());
    }
    Some(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_filter_jumps_land_on_its_returns() {
        let Some(bytes) = filter() else { return };
        assert_eq!(bytes.len(), 13 * 8, "thirteen instructions of eight bytes");
        // Every jump of instruction `at` lands at `at + 1 + offset`, inside the program.
        for (at, instruction) in bytes.chunks(8).enumerate() {
            let code = u16::from_le_bytes([instruction[0], instruction[1]]);
            if code & 0x07 == 0x05 {
                for offset in [instruction[2], instruction[3]] {
                    assert!(at + 1 + usize::from(offset) < 13, "instruction {at}");
                }
            }
        }
    }
}
