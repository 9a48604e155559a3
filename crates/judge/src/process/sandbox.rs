//! Linux: every run in a sandbox of its own, as IOI's isolate and DOMjudge's runguard run a
//! submission. bubblewrap (`bwrap`, Debian's `bubblewrap`) gives it new namespaces (no network,
//! its own process ids), a read-only root with the system's `/usr`, a read-only `/dev` and a
//! private `/tmp` of 16 MiB (files are memory that no limit counts), and no capability; run by
//! root, it runs as `nobody`; the program is bound in read-only, and so is each of its arguments that is a
//! file (a checker's input, output and answer). It sees no workspace: no source, fixture,
//! snapshot, `.ans` or cache, and it writes nothing outside its `/tmp`, which goes with it. A
//! seccomp filter refuses new processes (threads are allowed: their CPU time is the process's)
//! and memory that no limit counts (`memfd_create`, System V segments and queues, keys), so the
//! whole run is one process, held whole to its limits; and when the run ends, its process-id
//! namespace ends with it, with anything still in it (the filter refuses the `prctl` that would
//! let the program outlive bwrap, and a run killed at the clock has its first process killed by
//! its pid, since a thread's `exec` clears the death signal: `first_process`).

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

mod compile;
mod first_process;
pub use first_process::SandboxInfo;

/// Where the program is inside the sandbox.
const PROGRAM: &str = "/run/judged/program";

/// The file descriptor the filter is read from, opened by the `sh` that starts `bwrap` (one
/// digit: POSIX `sh`, such as dash, redirects no higher descriptor).
const FILTER_FD: &str = "9";

/// The file descriptor bwrap writes its information to (the host's pid of the sandbox's first
/// process), opened the same way; bwrap closes it, and the program never has it.
const INFO_FD: &str = "8";

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
    /// that sets the limits, then `exec "$0" "$@"`). bwrap appends the pid of the sandbox's
    /// first process to `info`, a file this process made.
    pub fn command(&self, inner: &str, program: &Path, args: &[OsString], info: &Path) -> Command {
        // Checked before every run, and written again if another process changed it.
        if let Some(bytes) = filter() {
            let _ = write_filter_at(&self.filter, &bytes);
        }
        let mut command = Command::new("sh");
        command.arg("-c").arg(format!(
            "filter=\"$1\"; info=\"$2\"; shift 2; \
             exec \"$0\" \"$@\" {FILTER_FD}<\"$filter\" {INFO_FD}>>\"$info\""
        ));
        // As root, bwrap is started as `nobody`: a process mapped to the host's root could
        // write what root owns outside its namespaces (`/proc/sys`, a file named by its input
        // descriptor), capabilities or not.
        match as_root() {
            Some(setpriv) => command
                .arg(setpriv)
                .args([self.filter.as_path(), info])
                .args(DROP_TO_NOBODY)
                .arg(&self.bwrap),
            None => command.arg(&self.bwrap).args([self.filter.as_path(), info]),
        };
        command
            .args(bwrap_args(program, args))
            .args([
                "--info-fd",
                INFO_FD,
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

/// `setpriv`'s arguments that make the rest of its command line run as `nobody`, with no
/// supplementary group.
const DROP_TO_NOBODY: [&str; 4] = ["--reuid=65534", "--regid=65534", "--clear-groups", "--"];

/// `setpriv`, when this process runs as root (then every run drops to `nobody` through it);
/// `None` otherwise.
fn as_root() -> Option<&'static Path> {
    static SETPRIV: OnceLock<Option<PathBuf>> = OnceLock::new();
    SETPRIV
        .get_or_init(|| {
            let path = std::env::var_os("PATH")?;
            let setpriv = std::env::split_paths(&path)
                .map(|folder| folder.join("setpriv"))
                .find(|candidate| candidate.is_file());
            // Root without setpriv gets no sandbox: `find` tries the command, which fails.
            (user_id() == 0).then(|| setpriv.unwrap_or_else(|| PathBuf::from("setpriv")))
        })
        .as_deref()
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
        // Its device nodes stay usable; no file can be made there (`/dev/shm` included).
        "--remount-ro",
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
    // None of the judge's environment (a token, a home, Cargo's variables): a path to the
    // system's programs only.
    bwrap.extend(["--clearenv", "--setenv", "PATH", "/usr/bin:/bin"].map(OsString::from));
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
        .command(
            "exec \"$0\" \"$@\"",
            Path::new("/bin/true"),
            &[],
            Path::new("/dev/null"),
        )
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
    // Named by its contents: another build of the judge, with another filter, uses another file.
    let hash = crate::build::fnv1a(&bytes);
    let name = format!("judge-seccomp-{}-{hash:016x}.bpf", user_id());
    let path = std::env::temp_dir().join(name);
    write_filter_at(&path, &bytes).map(|()| path)
}

/// `bytes` at `path`, where they are not already: written beside it and renamed, so that no
/// run reads half a filter, and a stale one (of another build of the judge) is replaced.
fn write_filter_at(path: &Path, bytes: &[u8]) -> Option<()> {
    if std::fs::read(path).ok().as_deref() == Some(bytes) {
        return Some(());
    }
    let fresh = path.with_extension(format!("{}.new", std::process::id()));
    std::fs::write(&fresh, bytes).ok()?;
    std::fs::rename(&fresh, path).ok()
}

fn user_id() -> u32 {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata("/proc/self").map_or(0, |metadata| metadata.uid())
}

/// The system calls the filter refuses with `EPERM` (x86_64 numbers): `fork` and `vfork`, a new
/// process; `memfd_create`, `shmget`, `msgget`, `add_key`, `request_key`, `keyctl`, `socket` and
/// `socketpair`, memory that no limit of the process counts (a file in memory, System V segments
/// and queues, keys, sockets' queues; no socket also means no `AF_VSOCK` to the host); `unshare`,
/// `setns`, `mount` and `umount2`, namespaces of its own, in which it could mount a filesystem
/// of its own or make an exec clear its death signal; and io_uring, through which a socket is
/// made without `socket`.
const REFUSED: [(u32, &str); 17] = [
    (57, "fork"),
    (58, "vfork"),
    (319, "memfd_create"),
    (29, "shmget"),
    (68, "msgget"),
    (248, "add_key"),
    (249, "request_key"),
    (250, "keyctl"),
    (41, "socket"),
    (53, "socketpair"),
    (272, "unshare"),
    (308, "setns"),
    (165, "mount"),
    (166, "umount2"),
    (425, "io_uring_setup"),
    (426, "io_uring_enter"),
    (427, "io_uring_register"),
];

const CLONE: u32 = 56;
const CLONE3: u32 = 435;
const PRCTL: u32 = 157;
/// `prctl`'s option that would undo bwrap's `--die-with-parent`, so that the program outlived
/// the judge's kill.
const PR_SET_PDEATHSIG: u32 = 1;
const CLONE_THREAD: u32 = 0x0001_0000;

/// Where a jump of the filter lands: the next instruction, or one of the three returns at the
/// end.
#[derive(Clone, Copy)]
enum To {
    Next,
    /// Past the next `n` instructions.
    Skip(usize),
    Allow,
    Refuse,
    NoSys,
}

/// The classic BPF program bwrap loads with `--seccomp`, on x86_64: each call of `REFUSED`,
/// `prctl(PR_SET_PDEATHSIG)`, a `clone` without `CLONE_THREAD` (a process, not a thread) and
/// every call of another ABI (x32, i386) fail with `EPERM`; `clone3` fails with `ENOSYS`, so that
/// the C library falls back to `clone`, whose flags the filter can read. Elsewhere there is no
/// filter, and no sandbox.
fn filter() -> Option<Vec<u8>> {
    if !cfg!(target_arch = "x86_64") {
        return None;
    }
    const LOAD: u16 = 0x20; // BPF_LD | BPF_W | BPF_ABS
    const JEQ: u16 = 0x15; // BPF_JMP | BPF_JEQ | BPF_K
    const JGE: u16 = 0x35; // BPF_JMP | BPF_JGE | BPF_K
    const JSET: u16 = 0x45; // BPF_JMP | BPF_JSET | BPF_K
    use To::{Allow, Next, NoSys, Refuse, Skip};
    // (code, k, where it jumps if true, if false); `Next` for an instruction that does not jump.
    let mut program: Vec<(u16, u32, To, To)> = vec![
        (LOAD, 4, Next, Next),            // the architecture
        (JEQ, 0xc000_003e, Next, Refuse), // AUDIT_ARCH_X86_64
        (LOAD, 0, Next, Next),            // the call's number
        (JGE, 0x4000_0000, Refuse, Next), // x32 calls
    ];
    program.extend(
        REFUSED
            .iter()
            .map(|&(number, _)| (JEQ, number, Refuse, Next)),
    );
    // The clone test and the prctl test each read an argument, the low half of the first; a
    // call that is neither is allowed.
    program.extend([
        (JEQ, CLONE3, NoSys, Next),
        (JEQ, CLONE, Next, Skip(2)),
        (LOAD, 16, Next, Next),
        (JSET, CLONE_THREAD, Allow, Refuse),
        (JEQ, PRCTL, Next, Allow),
        (LOAD, 16, Next, Next),
        (JEQ, PR_SET_PDEATHSIG, Refuse, Allow),
    ]);
    Some(assemble(&program))
}

/// The filter's bytes: each instruction `(code, k, if true, if false)` with its jumps made
/// offsets, then the three returns (allow, `EPERM`, `ENOSYS`).
fn assemble(program: &[(u16, u32, To, To)]) -> Vec<u8> {
    const RET: u16 = 0x06; // BPF_RET | BPF_K
    const ALLOW: u32 = 0x7fff_0000;
    const EPERM: u32 = 0x0005_0001; // SECCOMP_RET_ERRNO | 1
    const ENOSYS: u32 = 0x0005_0026; // SECCOMP_RET_ERRNO | 38
    let returns = program.len();
    let mut bytes = Vec::with_capacity((returns + 3) * 8);
    for (at, &(code, k, if_true, if_false)) in program.iter().enumerate() {
        let offset = |to: To| -> u8 {
            let target = match to {
                To::Next => at + 1,
                To::Skip(count) => at + 1 + count,
                To::Allow => returns,
                To::Refuse => returns + 1,
                To::NoSys => returns + 2,
            };
            (target - at - 1) as u8
        };
        let (if_true, if_false) = (offset(if_true), offset(if_false));
        bytes.extend_from_slice(&code.to_le_bytes());
        bytes.extend([if_true, if_false]);
        bytes.extend_from_slice(&k.to_le_bytes());
    }
    for k in [ALLOW, EPERM, ENOSYS] {
        bytes.extend_from_slice(&RET.to_le_bytes());
        bytes.extend([0, 0]);
        bytes.extend_from_slice(&k.to_le_bytes());
    }
    bytes
}

#[cfg(test)]
mod tests;
