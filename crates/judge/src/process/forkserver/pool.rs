//! The fork servers kept between runs: one for each program a worker runs, started on first
//! need, handed to one run at a time, and dropped (its sandbox killed) where it failed.

use std::os::fd::{AsRawFd, OwnedFd};
use std::os::unix::fs::MetadataExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Mutex, OnceLock};
use std::time::Duration;

use super::wire::{self, kind};
use crate::process::sandbox::SandboxInfo;
use crate::process::Sandbox;

/// Set once a server failed to start: this binary does not serve (or the machine cannot), and
/// every run has a sandbox of its own.
pub static UNAVAILABLE: AtomicBool = AtomicBool::new(false);

/// The servers not running anything now, each for its program.
pub(super) static IDLE: Mutex<Vec<Server>> = Mutex::new(Vec::new());
/// The most servers kept idle: one for each of a few workers and programs.
const MOST_IDLE: usize = 16;

/// How long a server may take to start or to answer what is not the run itself.
pub const ANSWER: Duration = Duration::from_secs(10);

/// What a server serves: the sandbox and the program, as the file is now (a program built again
/// at the same path gets a new server).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Key {
    sandbox: Sandbox,
    program: PathBuf,
    file: (u64, u64, i64, i64, u64),
}

impl Key {
    pub fn of(sandbox: &Sandbox, program: &Path) -> Option<Key> {
        let metadata = std::fs::metadata(program).ok()?;
        Some(Key {
            sandbox: sandbox.clone(),
            program: program.canonicalize().ok()?,
            file: (
                metadata.dev(),
                metadata.ino(),
                metadata.mtime(),
                metadata.mtime_nsec(),
                metadata.len(),
            ),
        })
    }
}

/// A started server: its sandbox (the `sh` that became `setpriv`, then `bwrap`) and the
/// host's end of its socket.
pub struct Server {
    pub(super) key: Key,
    pub(super) child: Child,
    socket: OwnedFd,
    info: SandboxInfo,
}

impl Drop for Server {
    fn drop(&mut self) {
        drop(self.child.kill());
        drop(self.child.wait());
        crate::process::sys::reap_first_process(&self.info);
    }
}

impl Server {
    /// A new server for `key`, once it says it is ready.
    fn start(key: Key) -> Option<Server> {
        let exe = std::env::current_exe().ok()?;
        let info = SandboxInfo::new().ok()?;
        let (host, server) = wire::pair().ok()?;
        let mut command = key.sandbox.server_command(&key.program, &exe, info.path()?);
        let fd = server.as_raw_fd();
        command
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .process_group(0);
        // SAFETY: `dup2` and `fcntl` are async-signal-safe, and touch only descriptor numbers.
        unsafe {
            command.pre_exec(move || {
                let moved = match fd == 3 {
                    true => fcntl(3, F_SETFD, 0),
                    false => dup2(fd, 3),
                };
                match moved < 0 {
                    true => Err(std::io::Error::last_os_error()),
                    false => Ok(()),
                }
            });
        }
        let child = command.spawn().ok()?;
        drop(server);
        let server = Server {
            key,
            child,
            socket: host,
            info,
        };
        let ready = wire::receive(server.fd(), Some(ANSWER));
        ready
            .is_ok_and(|message| message.words == [kind::READY])
            .then_some(server)
    }

    pub fn fd(&self) -> i32 {
        self.socket.as_raw_fd()
    }
}

extern "C" {
    fn dup2(from: i32, to: i32) -> i32;
    fn fcntl(fd: i32, command: i32, ...) -> i32;
}
const F_SETFD: i32 = 2;

/// An idle server for `key`, or a new one.
pub fn server_for(key: &Key) -> Option<Server> {
    let mut idle = IDLE.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let found = idle.iter().position(|server| &server.key == key);
    let taken = found.map(|index| idle.swap_remove(index));
    drop(idle);
    if taken.is_some() {
        return taken;
    }
    let started = started_by_the_keeper(key.clone());
    if started.is_none() {
        UNAVAILABLE.store(true, Ordering::Relaxed);
    }
    started
}

/// A request to the keeper: the server to start, and where to send it.
type Request = (Key, mpsc::Sender<Option<Server>>);

/// A new server for `key`, started by a thread of its own that lives as long as the process:
/// bwrap dies with the thread that started it (`--die-with-parent`), and a server must outlive
/// the worker that first needed it, for the next (a shrinker after a search's workers).
fn started_by_the_keeper(key: Key) -> Option<Server> {
    static KEEPER: OnceLock<Mutex<mpsc::Sender<Request>>> = OnceLock::new();
    let keeper = KEEPER.get_or_init(|| {
        let (sender, requests) = mpsc::channel::<Request>();
        std::thread::spawn(move || {
            for (key, answer) in requests {
                drop(answer.send(Server::start(key)));
            }
        });
        Mutex::new(sender)
    });
    let (answer, started) = mpsc::channel();
    let sent = keeper
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .send((key, answer));
    sent.ok()?;
    started.recv().ok()?
}

/// Keeps `server` for the next run, the oldest idle one going where too many are kept.
pub fn give_back(server: Server) {
    let mut idle = IDLE.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    idle.push(server);
    if idle.len() > MOST_IDLE {
        idle.remove(0);
    }
}
