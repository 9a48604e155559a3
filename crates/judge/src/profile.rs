//! What each online judge does with a submission: for Rust its command, editions, stack, source
//! limit and line ends; for C++, C and Python 3 its line in `languages`. A problem is judged as the judge its metadata names; `cargo judge check
//! --as <judge>` tries another. Every fact says where it comes from, and which are assumed
//! (no first-hand source was found).

use std::path::{Path, PathBuf};

use crate::build::{Builder, Compilation, Emit};

mod named;
pub use named::{for_judge, named};
mod languages;
pub use languages::{language_line, language_table, LanguageLine, DEFAULT_LINES, LINES};

/// One fact of a profile and its source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fact {
    pub what: &'static str,
    pub source: &'static str,
    /// No first-hand source: inferred, or quoted by third parties.
    pub assumed: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Profile {
    /// The judge's name, as a problem's metadata gives it.
    pub judge: &'static str,
    /// Other names a problem's metadata may give the same judge.
    pub also: &'static [&'static str],
    /// The editions it offers; the submission is built in each the compiler has, and the newest
    /// of those runs.
    pub editions: &'static [&'static str],
    /// Its flags besides the edition.
    pub flags: &'static [&'static str],
    /// The environment of its compiler.
    pub env: &'static [(&'static str, &'static str)],
    /// The main thread's stack it gives, where known.
    pub stack_bytes: Option<u64>,
    /// The largest source it accepts, where known.
    pub source_limit_bytes: Option<u64>,
    /// Whether its inputs may come with `\r\n` line ends.
    pub crlf: bool,
    /// How its default checker compares an output with the answer, for a problem without a
    /// checker of its own; a fact says where that comes from. The workspace's own snapshot
    /// tests stay byte for byte.
    pub comparison: Comparison,
    pub facts: &'static [Fact],
}

/// How a judge's default checker compares an output with the answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Comparison {
    /// Byte for byte: where nothing else is known.
    Exact,
    /// The same tokens (runs of non-space) in order, whatever the white space between them;
    /// letters' case ignored unless `case_sensitive`.
    Tokens { case_sensitive: bool },
    /// The same lines, each without its trailing spaces and tabs (ASCII: a Unicode space is
    /// output), trailing empty lines ignored.
    Lines,
}

pub const PROFILES: &[Profile] = &[
    Profile {
        judge: "Codeforces",
        also: &["Codeforces Gym"],
        editions: &["2021", "2024"],
        flags: &["-O", "--cfg", "ONLINE_JUDGE"],
        env: &[],
        stack_bytes: Some(256 << 20),
        source_limit_bytes: Some(64 << 10),
        crlf: true,
        comparison: Comparison::Tokens {
            case_sensitive: true,
        },
        facts: &[
            Fact {
                what: "rustc 1.89.0 as two compilers, editions 2021 and 2024",
                source: "agrawal-d/cph src/config.ts; qryxip/cargo-compete#181",
                assumed: false,
            },
            Fact {
                what: "rustc --edition=2021 -O -C link-args=/STACK:268435456 --cfg ONLINE_JUDGE",
                source: "agrawal-d/cph src/config.ts; qryxip/cargo-compete#181",
                assumed: true,
            },
            Fact {
                what: "Windows, 256 MiB stack set by the linker",
                source: "inferred from the /STACK flag",
                assumed: true,
            },
            Fact {
                what: "64 KiB source limit",
                source: "the same tool templates",
                assumed: true,
            },
            Fact {
                what: "outputs compared as tokens, case-sensitive (testlib's wcmp, the usual \
                       checker of a problem with one answer; the problem's own is not known)",
                source: "MikeMirzayanov/testlib checkers/wcmp.cpp",
                assumed: true,
            },
        ],
    },
    Profile {
        judge: "Luogu",
        also: &[],
        editions: &["2024"],
        flags: &["-W", "warnings", "-C", "opt-level=2"],
        env: &[("ONLINE_JUDGE", "luogu")],
        stack_bytes: None,
        source_limit_bytes: None,
        crlf: true,
        comparison: Comparison::Lines,
        facts: &[
            Fact {
                what: "rustc 1.88.0 --edition 2024 -W warnings, O2 as -C opt-level=2, on Linux",
                source: "luogu-dev/docs docs/manual/luogu/problem/judging.md",
                assumed: false,
            },
            Fact {
                what: "ONLINE_JUDGE=luogu in the environment",
                source: "luogu-dev/judge-env flake.nix",
                assumed: false,
            },
            Fact {
                what: "test data may have \\r\\n line ends",
                source: "Luogu's FAQ (help.luogu.com.cn)",
                assumed: false,
            },
            Fact {
                what: "outputs compared line by line, trailing spaces and empty lines ignored",
                source: "no first-hand source; the behaviour its users report",
                assumed: true,
            },
        ],
    },
    Profile {
        judge: "Library Checker",
        also: &[],
        editions: &["2024"],
        flags: &["-C", "opt-level=3"],
        env: &[],
        stack_bytes: None,
        source_limit_bytes: None,
        crlf: false,
        comparison: Comparison::Exact,
        facts: &[Fact {
            what: "rustc 1.94.1 --edition 2024 -C opt-level=3 on Linux; stack unlimited (not held here)",
            source: "yosupo06/library-checker-judge langs/langs.toml",
            assumed: false,
        }],
    },
    Profile {
        judge: "AtCoder",
        also: &[],
        editions: &["2024"],
        flags: &["-C", "opt-level=3", "--cfg", "atcoder"],
        env: &[],
        stack_bytes: None,
        source_limit_bytes: Some(512 << 10),
        crlf: false,
        comparison: Comparison::Exact,
        facts: &[
            Fact {
                what: "rustc 1.89.0, edition 2024, cargo build --release (opt-level 3) with --cfg atcoder",
                source: "rust-lang-ja/atcoder-proposal",
                assumed: false,
            },
            Fact {
                what: "512 KiB source limit",
                source: "no first-hand source found",
                assumed: true,
            },
        ],
    },
    Profile {
        judge: "Kattis",
        also: &[],
        editions: &["2021"],
        flags: &["-O", "--crate-type", "bin"],
        env: &[],
        stack_bytes: None,
        source_limit_bytes: None,
        crlf: false,
        comparison: Comparison::Tokens {
            case_sensitive: false,
        },
        facts: &[
            Fact {
                what: "rustc -O --crate-type bin --edition=2021 on Linux",
                source: "open.kattis.com language pages",
                assumed: false,
            },
            Fact {
                what: "outputs compared as tokens, case-insensitive, by the default output \
                       validator",
                source: "Kattis/problemtools support/default_validator/default_validator.cc",
                assumed: false,
            },
        ],
    },
    Profile {
        judge: "CSES",
        also: &[],
        editions: &["2021"],
        flags: &["-C", "opt-level=3"],
        env: &[],
        stack_bytes: None,
        source_limit_bytes: None,
        crlf: false,
        comparison: Comparison::Exact,
        facts: &[Fact {
            what: "rustc 1.75.0, edition 2021, -C opt-level=3",
            source: "third-party summaries of cses.fi/howto",
            assumed: true,
        }],
    },
    Profile {
        judge: "DMOJ",
        also: &[],
        editions: &["2021"],
        flags: &["-C", "opt-level=3"],
        env: &[],
        stack_bytes: None,
        source_limit_bytes: None,
        crlf: false,
        comparison: Comparison::Exact,
        facts: &[Fact {
            what: "rustc 1.83, edition 2021, cargo build --release (opt-level 3) on Linux",
            source: "DMOJ/judge-server dmoj/executors/RUST.py",
            assumed: false,
        }],
    },
    Profile {
        judge: "Timus",
        also: &[],
        editions: &[],
        flags: &[],
        env: &[],
        stack_bytes: None,
        source_limit_bytes: None,
        crlf: true,
        comparison: Comparison::Exact,
        facts: &[Fact {
            what: "rustc 1.75 on Windows; its command is not known",
            source: "a judge-version table in jh05013/ps_snippets",
            assumed: true,
        }],
    },
];

/// How an output is compared with the answer under `profile`, for a problem without a checker
/// of its own: as that judge's default checker compares, byte for byte under no profile.
pub fn comparison(profile: Option<&Profile>) -> Comparison {
    profile.map_or(Comparison::Exact, |profile| profile.comparison)
}

impl Fact {
    /// The fact and its source, `assumed` where it is.
    pub fn cited(&self) -> String {
        let assumed = if self.assumed { "assumed: " } else { "" };
        format!("{} ({assumed}{})", self.what, self.source)
    }
}

impl Profile {
    /// Every fact with its source, `assumed` where it is; without those of its Rust compiler
    /// (the facts that name `rustc`) unless `rust`.
    pub fn sources(&self, rust: bool) -> String {
        let facts = self.facts.iter();
        let facts = facts.filter(|fact| rust || !fact.what.contains("rustc"));
        let facts: Vec<String> = facts.map(Fact::cited).collect();
        format!("{}; as of November 2026", facts.join("; "))
    }

    /// Why a source of `bytes` is too long for this judge, citing the fact of its limit.
    pub fn over_source_limit(&self, bytes: u64) -> Option<String> {
        let limit = self.source_limit_bytes.filter(|&limit| bytes > limit)?;
        let fact = self
            .fact("source limit")
            .map_or(String::new(), |fact| format!(": {}", fact.cited()));
        Some(format!(
            "the source is {bytes} bytes, over {}'s limit of {limit}{fact}",
            self.judge
        ))
    }

    /// The first fact that mentions `words`.
    pub fn fact(&self, words: &str) -> Option<&Fact> {
        self.facts.iter().find(|fact| fact.what.contains(words))
    }
}

/// Builds `source` as the profile's judge does: in each of its editions this compiler has,
/// with its flags, its environment and (for a target whose linker sets it) its stack.
/// Returns the binary of the newest, and its command; `None` when the compiler has none.
pub fn build_as(
    builder: &Builder,
    profile: &Profile,
    source: &Path,
) -> Result<Option<(PathBuf, String)>, String> {
    let offered = builder.toolchain().editions();
    let editions: Vec<&str> = profile
        .editions
        .iter()
        .copied()
        .filter(|edition| offered.contains(edition))
        .collect();
    let mut flags: Vec<String> = profile.flags.iter().map(|flag| flag.to_string()).collect();
    if let (Some(target), Some(stack)) = (builder.target(), profile.stack_bytes) {
        flags.extend(target.stack_flags(stack));
    }
    let mut built = None;
    for (index, &edition) in editions.iter().enumerate() {
        let newest = index + 1 == editions.len();
        let compilation = Compilation {
            edition,
            flags: &flags,
            env: profile.env,
            emit: if newest { Emit::Binary } else { Emit::Metadata },
            // A judge accepts a source that compiles with warnings (Luogu's `-W warnings`
            // sets them to warn, which they are already).
            deny_warnings: false,
        };
        let command = format!("rustc --edition {edition} {}", flags.join(" "));
        let command = command.trim_end().to_string();
        let binary = builder
            .compile_as(source, compilation)
            .map_err(|err| format!("as {} compiles it ({command}): {err}", profile.judge))?;
        built = newest.then_some((binary, command));
    }
    Ok(built)
}

#[cfg(test)]
mod tests;
