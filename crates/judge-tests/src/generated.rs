//! Files made by code (the large fixtures, the pictures) are kept equal to what makes them, the
//! way rust-analyzer keeps its generated files: a test that finds one stale rewrites it and
//! fails, so a local run repairs it (to be reviewed and committed) and CI, which runs on a
//! clean clone, catches a commit that forgot it. Under `cargo accept`, which sets [`ACCEPT`],
//! the rewrite is what was asked for and not a failure.

use std::path::Path;

/// The variable `cargo accept` sets to `1` for the runs that write: a stale file is rewritten
/// and the test goes on. It is ignored under CI, where a stale file always fails.
pub const ACCEPT: &str = "JUDGE_ACCEPT";

/// What a stale file is to the test that finds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stale {
    /// A failure, which names the rewritten file.
    Fails,
    /// Accepted: rewritten, and the test passes.
    Accepted,
}

impl Stale {
    /// `Accepted` when [`ACCEPT`] is `1` outside CI, `Fails` otherwise.
    pub fn from_env() -> Stale {
        let accept = std::env::var(ACCEPT).is_ok_and(|value| value == "1");
        if accept && !is_ci() {
            Stale::Accepted
        } else {
            Stale::Fails
        }
    }
}

/// Whether this runs under CI, as insta decides it: `CI` set to anything but `""`, `0` or
/// `false`, or `TF_BUILD` set.
pub fn is_ci() -> bool {
    let ci = std::env::var("CI").ok();
    ci_in(ci.as_deref(), std::env::var_os("TF_BUILD").is_some())
}

/// [`is_ci`] on the values of `CI` and whether `TF_BUILD` is set.
pub fn ci_in(ci: Option<&str>, tf_build: bool) -> bool {
    match ci {
        Some("" | "0" | "false") => false,
        Some(_) => true,
        None => tf_build,
    }
}

/// `Ok` when `path` holds `contents`; otherwise writes them there and says so as an error
/// (under `cargo accept`, says so on standard error and returns `Ok`).
pub fn ensure_file_contents(path: &Path, contents: &str) -> Result<(), String> {
    ensure_file_contents_as(path, contents, Stale::from_env())
}

/// [`ensure_file_contents`], with what a stale file is given.
pub fn ensure_file_contents_as(path: &Path, contents: &str, stale: Stale) -> Result<(), String> {
    if std::fs::read(path).ok().as_deref() == Some(contents.as_bytes()) {
        return Ok(());
    }
    judge::layout::write(path, contents.as_bytes())?;
    match stale {
        Stale::Accepted => {
            eprintln!("accepted: {} rewritten", path.display());
            Ok(())
        }
        Stale::Fails => Err(format!(
            "{} was stale and has been rewritten (`cargo accept` rewrites every generated \
             file and snapshot at once): review and commit it",
            path.display()
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stale_file_is_rewritten_and_reported() {
        let path = std::env::temp_dir().join(format!("generated-{}", std::process::id()));
        drop(std::fs::remove_file(&path));
        let first = ensure_file_contents_as(&path, "one\n", Stale::Fails);
        assert!(first.is_err_and(|error| error.ends_with("review and commit it")));
        assert_eq!(
            std::fs::read_to_string(&path).ok().as_deref(),
            Some("one\n")
        );
        assert_eq!(
            ensure_file_contents_as(&path, "one\n", Stale::Fails),
            Ok(())
        );
        assert!(ensure_file_contents_as(&path, "two\n", Stale::Fails).is_err());
        assert_eq!(
            std::fs::read_to_string(&path).ok().as_deref(),
            Some("two\n")
        );
        drop(std::fs::remove_file(&path));
    }

    #[test]
    fn an_accepted_stale_file_is_rewritten_without_failing() {
        let path = std::env::temp_dir().join(format!("accepted-{}", std::process::id()));
        drop(std::fs::remove_file(&path));
        assert_eq!(
            ensure_file_contents_as(&path, "one\n", Stale::Accepted),
            Ok(())
        );
        assert_eq!(
            ensure_file_contents_as(&path, "two\n", Stale::Accepted),
            Ok(())
        );
        assert_eq!(
            std::fs::read_to_string(&path).ok().as_deref(),
            Some("two\n")
        );
        drop(std::fs::remove_file(&path));
    }

    #[test]
    fn ci_is_decided_as_insta_decides_it() {
        for (ci, tf_build, expected) in [
            (None, false, false),
            (None, true, true),
            (Some(""), true, false),
            (Some("0"), false, false),
            (Some("false"), false, false),
            (Some("true"), false, true),
            (Some("1"), false, true),
        ] {
            assert_eq!(
                ci_in(ci, tf_build),
                expected,
                "CI={ci:?}, TF_BUILD: {tf_build}"
            );
        }
    }
}
