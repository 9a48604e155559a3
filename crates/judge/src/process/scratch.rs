//! The judge's own temporary folder: every file it makes for a run (an input, a measurer's
//! report, bwrap's information, the seccomp filter) is made there, never in the shared
//! temporary folder, where another user could plant a link at a name the judge will write, or
//! a filter of its own. `<temp>/judge-<uid>`, made by this user with no access for anyone else
//! and checked to be so; where it is not (someone else made it first), a new folder of this
//! process's own.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{OnceLock, RwLock, RwLockReadGuard, RwLockWriteGuard};

/// The folder, made once per process.
pub fn folder() -> &'static Path {
    static FOLDER: OnceLock<PathBuf> = OnceLock::new();
    FOLDER.get_or_init(|| folder_in(&std::env::temp_dir(), user_id()))
}

/// `user`'s folder in `temp`: `judge-<user>` where it is private, else a new one of this
/// process's, named by its pid and the time, so that no other user can make it first.
fn folder_in(temp: &Path, user: u32) -> PathBuf {
    let shared = temp.join(format!("judge-{user}"));
    if private(&shared, user) {
        return shared;
    }
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    let nanos = now.map_or(0, |now| now.subsec_nanos());
    let pid = std::process::id();
    // Made new, or ours already: a name taken by anyone else is passed over.
    let own = (0..100).map(|attempt| temp.join(format!("judge-{user}-{pid}-{nanos}-{attempt}")));
    own.into_iter()
        .find(|folder| private(folder, user))
        .unwrap_or(shared)
}

/// Held (shared) while files of this process's are named and made and the programs that open
/// them by name are started (`making`), and taken for good by the clean-up after SIGINT or
/// SIGTERM before it kills this process's children and removes its files: no file is made, and
/// no child started that would make one again, after they are listed.
static MAKING: RwLock<()> = RwLock::new(());

/// Held while a run's files are made and its program started; taken once per thread, never
/// within another.
pub fn making() -> Option<RwLockReadGuard<'static, ()>> {
    MAKING.read().ok()
}

/// A new file in the folder for one run's `what`, holding `bytes` (made under `making`).
pub fn make_file(what: &str, bytes: &[u8]) -> Result<PathBuf, String> {
    let path = path(what);
    crate::layout::write_fresh(&path, bytes).map(|()| path)
}

/// Stops every `making` for the rest of this process's life: for the clean-up before it exits.
pub fn stop_making() -> Option<RwLockWriteGuard<'static, ()>> {
    MAKING.write().ok()
}

/// A fresh file name in the folder, for one run's `what`.
pub fn path(what: &str) -> PathBuf {
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    folder().join(format!(
        "{what}-{}-{}",
        std::process::id(),
        RUNS.fetch_add(1, Ordering::Relaxed)
    ))
}

/// Whether `folder` is a folder (not a link to one) of `user`'s that no one else may enter,
/// making it if it is not there.
fn private(folder: &Path, user: u32) -> bool {
    make(folder, 0o700);
    owned_with_mode(folder, user, 0o700)
}

/// Whether `folder` is a folder (not a link to one) of `user`'s with exactly `mode`.
#[cfg(unix)]
fn owned_with_mode(folder: &Path, user: u32, mode: u32) -> bool {
    use std::os::unix::fs::MetadataExt;
    std::fs::symlink_metadata(folder).is_ok_and(|metadata| {
        metadata.is_dir() && metadata.uid() == user && metadata.mode() & 0o777 == mode
    })
}

#[cfg(not(unix))]
fn owned_with_mode(folder: &Path, _user: u32, _mode: u32) -> bool {
    std::fs::symlink_metadata(folder).is_ok_and(|metadata| metadata.is_dir())
}

/// Makes `folder` with `mode` exactly, whatever the umask; false where anything is there
/// already.
fn make(folder: &Path, mode: u32) -> bool {
    let mut builder = std::fs::DirBuilder::new();
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, mode);
    if builder.create(folder).is_err() {
        return false;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let exactly = std::fs::Permissions::from_mode(mode);
        drop(std::fs::set_permissions(folder, exactly));
    }
    #[cfg(not(unix))]
    let _ = mode;
    true
}

#[cfg(unix)]
pub fn user_id() -> u32 {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata("/proc/self").map_or(0, |metadata| metadata.uid())
}

#[cfg(not(unix))]
pub fn user_id() -> u32 {
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn the_folder_is_this_users_alone() {
        use std::os::unix::fs::MetadataExt;
        let metadata = std::fs::symlink_metadata(folder()).expect("made");
        assert!(metadata.is_dir());
        assert_eq!(metadata.uid(), user_id());
        assert_eq!(metadata.mode() & 0o077, 0, "{:o}", metadata.mode());
        assert_ne!(path("x"), path("x"));
        assert!(path("x").starts_with(folder()));
    }

    #[cfg(unix)]
    #[test]
    fn a_folder_open_to_others_or_a_link_is_not_private() {
        use std::os::unix::fs::PermissionsExt;
        let base = std::env::temp_dir().join(format!("judge-private-{}", std::process::id()));
        let (open, link, own) = (base.join("open"), base.join("link"), base.join("own"));
        std::fs::create_dir_all(&open).expect("made");
        let everyone = std::fs::Permissions::from_mode(0o777);
        std::fs::set_permissions(&open, everyone).expect("mode");
        std::os::unix::fs::symlink(&open, &link).expect("linked");
        assert!(!private(&open, user_id()));
        assert!(!private(&link, user_id()));
        assert!(private(&own, user_id()), "made new");
        assert!(!private(&own, user_id() + 1), "another user's");
        drop(std::fs::remove_dir_all(base));
    }

    #[cfg(unix)]
    #[test]
    fn a_shared_folder_taken_by_a_link_is_passed_over() {
        let base = std::env::temp_dir().join(format!("judge-taken-{}", std::process::id()));
        drop(std::fs::remove_dir_all(&base));
        std::fs::create_dir_all(base.join("elsewhere")).expect("made");
        let user = user_id();
        let taken = base.join(format!("judge-{user}"));
        std::os::unix::fs::symlink(base.join("elsewhere"), &taken).expect("linked");
        let own = folder_in(&base, user);
        assert_ne!(own, taken);
        assert!(
            own.starts_with(&base) && private(&own, user),
            "{}",
            own.display()
        );
        std::fs::remove_file(&taken).expect("unlinked");
        assert_eq!(folder_in(&base, user), taken, "free again");
        drop(std::fs::remove_dir_all(base));
    }
}
