//! Where `cargo judge export` may write: the rule and its test.

use std::path::Path;

use crate::export::Version;
use crate::layout;

/// `export` writes into a folder that is new, empty, or holds only the version folders a
/// previous export wrote (`legacy/`, `2025-09/`), which it then updates: never into one that
/// holds anything else, which would be mixed with the packages.
pub fn only_exports_in(out: &Path) -> Result<(), String> {
    if std::fs::symlink_metadata(out).is_err() {
        return Ok(());
    }
    layout::plain_folder(out)?;
    let versions = Version::ALL.map(Version::name);
    let other = layout::list(out)?.into_iter().find(|path| {
        let name = path
            .file_name()
            .and_then(|name| name.to_str())
            .unwrap_or_default();
        !(versions.contains(&name) && layout::plain_folder(path).is_ok())
    });
    match other {
        None => Ok(()),
        Some(path) => Err(format!(
            "--out {}: the folder holds {}, which no export wrote; choose an empty folder or \
             remove it (export writes only {}/ there)",
            out.display(),
            path.display(),
            versions.join("/ and ")
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn export_writes_only_where_nothing_but_exports_is() {
        let root = std::env::temp_dir().join(format!("judge-export-out-{}", std::process::id()));
        drop(std::fs::remove_dir_all(&root));
        assert_eq!(only_exports_in(&root), Ok(()), "a new folder");
        for version in ["legacy", "2025-09"] {
            std::fs::create_dir_all(root.join(version).join("x")).expect("made");
            assert_eq!(only_exports_in(&root), Ok(()), "{version}");
        }
        layout::write(&root.join("notes.txt"), b"mine").expect("written");
        let refused = only_exports_in(&root).expect_err("another file");
        assert!(refused.contains("notes.txt, which no export wrote; choose an empty folder"));
        assert!(
            refused.starts_with(&format!("--out {}", root.display())),
            "{refused}"
        );
        std::fs::remove_file(root.join("notes.txt")).expect("removed");
        layout::write(&root.join("legacy.zip"), b"").expect("written");
        assert!(
            only_exports_in(&root).is_err(),
            "a file is no version folder"
        );
        assert!(only_exports_in(&root.join("legacy.zip")).is_err(), "a file");
        drop(std::fs::remove_dir_all(&root));
    }
}
