//! The one folder of the host a run may write: an output validator's feedback folder.

use std::os::unix::fs::DirBuilderExt;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use super::{as_root, Sandbox};

/// `nobody`'s user and group id, as `DROP_TO_NOBODY` sets them.
const NOBODY: u32 = 65534;

impl Sandbox {
    /// A new folder a run may write, in the shared temporary folder (the judge's own is
    /// closed to others, and bwrap, run by root as `nobody`, must reach it by its path): made
    /// new, never an existing one or a link, with no access for anyone else; run by root, it
    /// is `nobody`'s, who runs the program.
    pub fn writable_folder() -> Result<PathBuf, String> {
        static FOLDERS: AtomicUsize = AtomicUsize::new(0);
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
        let nanos = now.map_or(0, |now| now.subsec_nanos());
        let folder = std::env::temp_dir().join(format!(
            "judge-writable-{}-{}-{nanos}",
            std::process::id(),
            FOLDERS.fetch_add(1, Ordering::Relaxed)
        ));
        let shown = |err: std::io::Error| format!("{}: {err}", folder.display());
        std::fs::DirBuilder::new()
            .mode(0o700)
            .create(&folder)
            .map_err(shown)?;
        if as_root().is_some() {
            std::os::unix::fs::chown(&folder, Some(NOBODY), Some(NOBODY)).map_err(shown)?;
        }
        Ok(folder)
    }
}
