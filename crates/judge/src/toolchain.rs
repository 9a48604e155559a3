//! The compiler: which `rustc` judges (`JUDGE_RUSTC`, else the one on the path), what it says
//! of itself, and the editions it offers.

use std::ffi::OsString;
use std::process::Command;

/// An edition and the first stable Rust (1.minor) that has it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edition {
    pub name: &'static str,
    pub first_minor: u32,
}

/// Every edition a judge may compile with (plain `rustc` is 2015).
pub const EDITIONS: [Edition; 4] = [
    Edition {
        name: "2015",
        first_minor: 0,
    },
    Edition {
        name: "2018",
        first_minor: 31,
    },
    Edition {
        name: "2021",
        first_minor: 56,
    },
    Edition {
        name: "2024",
        first_minor: 85,
    },
];

/// One `rustc` and what it says of itself.
#[derive(Clone, Debug)]
pub struct Toolchain {
    pub(crate) rustc: OsString,
    /// `rustc -vV`: the release, commit and host, part of every cache key.
    pub(crate) verbose_version: String,
    /// `rustc --print sysroot`: the compiler's own files, which a sandboxed compilation sees.
    pub(crate) sysroot: Option<std::path::PathBuf>,
}

impl Toolchain {
    /// `$JUDGE_RUSTC`, else `rustc` from the path.
    pub fn from_env() -> Result<Toolchain, String> {
        Toolchain::at(std::env::var_os("JUDGE_RUSTC").unwrap_or_else(|| "rustc".into()))
    }

    pub fn at(rustc: impl Into<OsString>) -> Result<Toolchain, String> {
        let rustc = rustc.into();
        let shown = rustc.to_string_lossy().into_owned();
        let output = Command::new(&rustc)
            .arg("-vV")
            .output()
            .map_err(|err| format!("cannot run {shown}: {err}"))?;
        if !output.status.success() {
            return Err(format!("{shown} -vV fails"));
        }
        let sysroot = Command::new(&rustc).args(["--print", "sysroot"]).output();
        let sysroot = sysroot
            .ok()
            .filter(|output| output.status.success())
            .map(|output| std::path::PathBuf::from(String::from_utf8_lossy(&output.stdout).trim()));
        Ok(Toolchain {
            rustc,
            verbose_version: String::from_utf8_lossy(&output.stdout).into_owned(),
            sysroot,
        })
    }

    /// The compiler binary itself, not a `rustup` proxy: the sysroot's `bin/rustc` where it is
    /// there (a sandboxed compilation cannot reach `rustup`'s settings), else the command.
    pub fn compiler(&self) -> std::path::PathBuf {
        let inside = self
            .sysroot
            .as_ref()
            .map(|root| root.join("bin").join("rustc"));
        inside
            .filter(|rustc| rustc.is_file())
            .unwrap_or_else(|| std::path::PathBuf::from(&self.rustc))
    }

    /// The first line of `rustc -vV`, e.g. `rustc 1.75.0 (82e1608df 2023-12-21)`.
    pub fn version(&self) -> &str {
        self.verbose_version.lines().next().unwrap_or("")
    }

    /// The triple it compiles for by default, from `rustc -vV`.
    pub fn host(&self) -> &str {
        let host = self
            .verbose_version
            .lines()
            .find_map(|line| line.strip_prefix("host: "));
        host.unwrap_or("")
    }

    /// The editions this compiler offers, oldest first.
    pub fn editions(&self) -> Vec<&'static str> {
        editions_offered(self.version())
    }
}

/// The editions a compiler of this version line offers (all of them when it cannot be read).
pub fn editions_offered(version_line: &str) -> Vec<&'static str> {
    let minor = version_line
        .split_whitespace()
        .nth(1)
        .and_then(|version| version.split('.').nth(1))
        .and_then(|minor| minor.parse::<u32>().ok())
        .unwrap_or(u32::MAX);
    EDITIONS
        .iter()
        .filter(|edition| edition.first_minor <= minor)
        .map(|edition| edition.name)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn editions_follow_the_compiler() {
        assert_eq!(
            editions_offered("rustc 1.75.0 (82e1608df 2023-12-21)"),
            ["2015", "2018", "2021"]
        );
        assert_eq!(
            editions_offered("rustc 1.85.0 (4d91de4e4 2025-02-17)"),
            ["2015", "2018", "2021", "2024"]
        );
        assert_eq!(editions_offered("rustc 1.84.1"), ["2015", "2018", "2021"]);
        assert_eq!(editions_offered("rustc 1.56.0"), ["2015", "2018", "2021"]);
        assert_eq!(editions_offered("rustc 1.55.0"), ["2015", "2018"]);
        assert_eq!(editions_offered("odd").len(), 4);
    }

    #[test]
    fn a_compiler_that_cannot_run_is_named() {
        let missing = Toolchain::at("/nonexistent/rustc").expect_err("no compiler");
        assert!(
            missing.starts_with("cannot run /nonexistent/rustc"),
            "{missing}"
        );
        let toolchain = Toolchain::from_env().expect("rustc");
        assert!(toolchain.version().starts_with("rustc 1."));
        assert!(toolchain.host().contains('-'), "{}", toolchain.host());
    }
}
