//! Linux: every run in a sandbox of its own, as IOI's isolate and DOMjudge's runguard run a
//! submission. bubblewrap (`bwrap`, Debian's `bubblewrap`) gives it new namespaces (no network,
//! its own process ids), a read-only root with the system's `/usr`, a read-only `/dev` and a
//! private `/tmp` of 16 MiB (files are memory that no limit counts), and no capability; run by
//! root, it runs as `nobody`; the program is copied in read-only, and so is each of its
//! arguments that is a file (a checker's input and answer). It sees no workspace: no source, fixture,
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
mod seccomp;
mod server;
mod writable;
pub use first_process::SandboxInfo;
use seccomp::filter;
pub use server::{filter_bytes, one_shot_only, SERVER_VARIABLE};

/// Where the program is inside the sandbox.
const PROGRAM: &str = "/run/judged/program";

/// The file descriptor the filter is read from, opened by the `sh` that starts `bwrap` (one
/// digit: POSIX `sh`, such as dash, redirects no higher descriptor).
const FILTER_FD: &str = "9";

/// The file descriptors the program (7) and its first file arguments (6 down to 3) are read
/// from, opened by the same `sh` (as this user, before any drop to `nobody`), and copied into
/// the sandbox by bwrap: so that a program or a file in a folder that `nobody` may not enter
/// (a workspace under `/root`) still reaches the run. Further file arguments are bound by path.
const PROGRAM_FD: usize = 7;
const FILES_BY_FD: usize = 4;

/// The file descriptor bwrap writes its information to (the host's pid of the sandbox's first
/// process), opened the same way; bwrap closes it, and the program never has it.
const INFO_FD: &str = "8";

/// A sandbox that works on this machine: `bwrap`, and the seccomp filter as a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sandbox {
    pub bwrap: PathBuf,
    pub filter: PathBuf,
    /// A folder of the host the run may write, bound at its own path (an output validator's
    /// feedback folder); none by default.
    pub writable: Option<PathBuf>,
}

impl Sandbox {
    /// The sandbox of this machine, found once: `bwrap` on `PATH`, tried on `/bin/true`.
    /// `JUDGE_SANDBOX=off` turns it off (to measure what it costs). With
    /// `JUDGE_SANDBOX=required`, a Linux without a working sandbox ends the process with one
    /// `error:` line and status 1, so that nothing is judged unsandboxed by mistake (`.ci/run`
    /// sets it).
    pub fn detect() -> Option<Sandbox> {
        static FOUND: OnceLock<Option<Sandbox>> = OnceLock::new();
        let found = FOUND.get_or_init(find).clone();
        if found.is_none() && cfg!(target_os = "linux") && setting_is("required") {
            crate::output::errln(&format!(
                "error: JUDGE_SANDBOX=required, and bubblewrap is missing or does not run here \
                 (install it: {})",
                Sandbox::INSTALL
            ));
            std::process::exit(1);
        }
        found
    }

    /// The command that installs the sandbox.
    pub const INSTALL: &'static str =
        "sudo apt-get install bubblewrap (or scripts/judge-toolchains)";

    /// What a command line says once, before it judges, where this machine runs programs
    /// unsandboxed: why, and the command that installs bubblewrap. `None` where the sandbox
    /// works. With `JUDGE_SANDBOX=required`, ends the process as `detect` does.
    pub fn missing_warning() -> Option<String> {
        if Sandbox::detect().is_some() {
            return None;
        }
        Some(warning(setting_is("off"), bwrap_on_path().as_deref()))
    }

    /// The same sandbox, where the run may also write `folder` (made by `writable_folder`).
    pub fn writing(&self, folder: &Path) -> Sandbox {
        Sandbox {
            writable: Some(folder.to_path_buf()),
            ..self.clone()
        }
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
            writable: None,
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
        let files = args.iter().map(Path::new).filter(|arg| arg.is_file());
        let (mut copied, mut bound): (Vec<&Path>, Vec<&Path>) =
            files.partition(|file| needs_copy(file, 0o004));
        bound.extend(copied.drain(copied.len().min(FILES_BY_FD)..));
        let program_bound = (!needs_copy(program, 0o005)).then_some(program);
        let mut command = Command::new("sh");
        command
            .arg("-c")
            .arg(opening_script(program_bound.is_none(), copied.len()));
        // bwrap closes what it reads; a descriptor it does not read would reach the run.
        let program_copied = program_bound.is_none().then_some(program);
        let opened = [self.filter.as_path(), info].into_iter();
        let opened = opened.chain(program_copied).chain(copied.iter().copied());
        // As root, bwrap is started as `nobody`: a process mapped to the host's root could
        // write what root owns outside its namespaces (`/proc/sys`, a file named by its input
        // descriptor), capabilities or not.
        match as_root() {
            Some(setpriv) => command
                .arg(setpriv)
                .args(opened)
                .args(DROP_TO_NOBODY)
                .arg(&self.bwrap),
            None => command.arg(&self.bwrap).args(opened),
        };
        let writable = self.writable.as_deref();
        command
            .args(bwrap_args(program_bound, &copied, &bound, writable))
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

/// The `sh -c` script that opens the filter, the information file, the program where it is
/// `copied` and `files` file arguments on their descriptors (its arguments, in that order,
/// after the command), then becomes the command.
fn opening_script(copied: bool, files: usize) -> String {
    let mut names = String::from("filter=\"$1\"; info=\"$2\"; ");
    let mut redirections = format!("{FILTER_FD}<\"$filter\" {INFO_FD}>>\"$info\"");
    let mut count = 2;
    if copied {
        count += 1;
        names.push_str(&format!("program=\"${count}\"; "));
        redirections.push_str(&format!(" {PROGRAM_FD}<\"$program\""));
    }
    for file in 0..files {
        count += 1;
        names.push_str(&format!("file{file}=\"${count}\"; "));
        let descriptor = PROGRAM_FD - 1 - file;
        redirections.push_str(&format!(" {descriptor}<\"$file{file}\""));
    }
    format!("{names}shift {count}; exec \"$0\" \"$@\" {redirections}")
}

/// `setpriv`'s arguments that make the rest of its command line run as `nobody`, with no
/// supplementary group.
const DROP_TO_NOBODY: [&str; 4] = ["--reuid=65534", "--regid=65534", "--clear-groups", "--"];

/// `setpriv`, when this process runs as root (then every run drops to `nobody` through it);
/// `None` otherwise.
pub(super) fn as_root() -> Option<&'static Path> {
    static SETPRIV: OnceLock<Option<PathBuf>> = OnceLock::new();
    SETPRIV
        .get_or_init(|| {
            let path = std::env::var_os("PATH")?;
            let setpriv = std::env::split_paths(&path)
                .map(|folder| folder.join("setpriv"))
                .find(|candidate| candidate.is_file());
            // Root without setpriv gets no sandbox: `find` tries the command, which fails.
            (super::scratch::user_id() == 0)
                .then(|| setpriv.unwrap_or_else(|| PathBuf::from("setpriv")))
        })
        .as_deref()
}

/// bwrap's arguments for the system: the namespaces, and the system's files read-only. With
/// `as_pid_1`, the command is the namespace's first process (for the compiler, whose CPU time
/// and signals no verdict reads), reaped by bwrap itself.
fn system_args(as_pid_1: bool) -> Vec<OsString> {
    // bwrap's own first process reaps the program, so its CPU time and peak memory reach
    // `wait4` through it. The program is not the namespace's first process: the kernel drops
    // a signal that process sends itself without a handler, so `abort()` would not end it by
    // SIGABRT but fall through to a crash of its own (SIGSEGV).
    let mut bwrap: Vec<OsString> = [
        "--unshare-all",
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
    if as_pid_1 {
        bwrap.push("--as-pid-1".into());
    }
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
fn bwrap_args(
    program_bound: Option<&Path>,
    copied: &[&Path],
    bound: &[&Path],
    writable: Option<&Path>,
) -> Vec<OsString> {
    let mut bwrap = system_args(false);
    // None of the judge's environment (a token, a home, Cargo's variables): a path to the
    // system's programs only.
    bwrap.extend(["--clearenv", "--setenv", "PATH", "/usr/bin:/bin"].map(OsString::from));
    bwrap.extend(["--chdir".into(), "/tmp".into()]);
    let copy = |descriptor: usize, perms: &str, to: &Path| {
        let head = ["--perms", perms, "--ro-bind-data"].map(OsString::from);
        head.into_iter()
            .chain([descriptor.to_string().into(), to.into()])
    };
    match program_bound {
        Some(program) => bwrap.extend(["--ro-bind".into(), program.into(), PROGRAM.into()]),
        None => bwrap.extend(copy(PROGRAM_FD, "0555", Path::new(PROGRAM))),
    }
    for (index, file) in copied.iter().enumerate() {
        bwrap.extend(copy(PROGRAM_FD - 1 - index, "0444", file));
    }
    for &file in bound {
        bwrap.extend(["--ro-bind".into(), file.into(), file.into()]);
    }
    // A mount of its own: the read-only root below does not reach it.
    if let Some(folder) = writable {
        bwrap.extend(["--bind".into(), folder.into(), folder.into()]);
    }
    bwrap.extend(["--remount-ro".into(), "/".into()]);
    bwrap
}

/// Whether `file` must be copied into the sandbox rather than bound by its path: where bwrap
/// runs as `nobody` (started by root) and `nobody` cannot reach it, since a folder above it is
/// closed to others (a workspace under `/root`) or the file lacks `others` (the permission
/// bits others need). A copy costs a read of the file for each run.
fn needs_copy(file: &Path, others: u32) -> bool {
    use std::os::unix::fs::PermissionsExt;
    let open_to_others = |path: &Path, bits: u32| {
        std::fs::metadata(path).is_ok_and(|metadata| metadata.permissions().mode() & bits == bits)
    };
    let Ok(file) = file.canonicalize() else {
        return as_root().is_some();
    };
    let reachable = open_to_others(&file, others)
        && file
            .ancestors()
            .skip(1)
            .all(|folder| open_to_others(folder, 0o001));
    as_root().is_some() && !reachable
}

/// Whether `JUDGE_SANDBOX` is set to `value`.
fn setting_is(value: &str) -> bool {
    std::env::var_os("JUDGE_SANDBOX").is_some_and(|set| set == value)
}

/// The warning of `missing_warning`: the sandbox turned off, `bwrap` missing, or `bwrap` found
/// (at `bwrap`) but failing to start a sandbox.
fn warning(off: bool, bwrap: Option<&Path>) -> String {
    let why = match bwrap {
        _ if off => return "warning: JUDGE_SANDBOX=off: every program runs unsandboxed".into(),
        None => "bubblewrap (bwrap) is not installed".to_string(),
        Some(bwrap) => format!(
            "{} cannot start a sandbox here (try `{} --unshare-all --ro-bind / / true`: user \
             namespaces may be turned off)",
            bwrap.display(),
            bwrap.display()
        ),
    };
    format!(
        "warning: no sandbox: {why}, so every program runs unsandboxed, with your rights over \
         your files, and the verdicts' table says `unsandboxed`. Install it: {}",
        Sandbox::INSTALL
    )
}

/// The first `bwrap` on `PATH`.
fn bwrap_on_path() -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|folder| folder.join("bwrap"))
        .find(|candidate| candidate.is_file())
}

fn find() -> Option<Sandbox> {
    if setting_is("off") {
        return None;
    }
    let bwrap = bwrap_on_path()?;
    let filter = write_filter()?;
    let sandbox = Sandbox {
        bwrap,
        filter,
        writable: None,
    };
    let info = SandboxInfo::new().ok()?;
    let tried = sandbox
        .command(
            "exec \"$0\" \"$@\"",
            Path::new("/bin/true"),
            &[],
            info.path().unwrap_or(Path::new("/dev/null")),
        )
        .output();
    // bwrap's own first process, orphaned when bwrap ended, is reaped here where this process
    // is the reaper of its orphans.
    super::sys::reap_first_process(&info);
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
    let hash = crate::hash::fnv1a(&bytes);
    let path = super::scratch::folder().join(format!("seccomp-{hash:016x}.bpf"));
    write_filter_at(&path, &bytes).map(|()| path)
}

/// `bytes` at `path`, where they are not already: written beside it and renamed, so that no
/// run reads half a filter, and a stale one (of another build of the judge) is replaced.
fn write_filter_at(path: &Path, bytes: &[u8]) -> Option<()> {
    if std::fs::read(path).ok().as_deref() == Some(bytes) {
        return Some(());
    }
    let fresh = super::scratch_path("seccomp-new");
    crate::layout::write_fresh(&fresh, bytes).ok()?;
    std::fs::rename(&fresh, path).ok()
}

#[cfg(test)]
mod tests;
