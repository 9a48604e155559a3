//! Files made by code (the large fixtures, the pictures) are kept equal to what makes them, the
//! way rust-analyzer keeps its generated files: a test that finds one stale rewrites it and
//! fails, so a local run repairs it (to be reviewed and committed) and CI, which runs on a
//! clean clone, catches a commit that forgot it.

use std::path::Path;

/// `Ok` when `path` holds `contents`; otherwise writes them there and says so as an error.
pub fn ensure_file_contents(path: &Path, contents: &str) -> Result<(), String> {
    if std::fs::read(path).ok().as_deref() == Some(contents.as_bytes()) {
        return Ok(());
    }
    judge::layout::write(path, contents.as_bytes())?;
    Err(format!(
        "{} was stale and has been rewritten: review and commit it",
        path.display()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stale_file_is_rewritten_and_reported() {
        let path = std::env::temp_dir().join(format!("generated-{}", std::process::id()));
        drop(std::fs::remove_file(&path));
        let first = ensure_file_contents(&path, "one\n");
        assert!(first.is_err_and(|error| error.ends_with("rewritten: review and commit it")));
        assert_eq!(
            std::fs::read_to_string(&path).ok().as_deref(),
            Some("one\n")
        );
        assert_eq!(ensure_file_contents(&path, "one\n"), Ok(()));
        assert!(ensure_file_contents(&path, "two\n").is_err());
        assert_eq!(
            std::fs::read_to_string(&path).ok().as_deref(),
            Some("two\n")
        );
        drop(std::fs::remove_file(&path));
    }
}
