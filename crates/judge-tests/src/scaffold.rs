//! `cargo judge new <problem>`: a new problem crate in the common shape, its first fixture, its
//! test file, and its line in the `problems!` table of `lib.rs`.

use std::fs;
use std::path::Path;

use crate::fixtures::{self, workspace_root};

/// Whether `name` is lower-case words joined by `-`, as crate and folder names are here.
pub fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name.split('-').all(|word| {
            !word.is_empty()
                && word
                    .bytes()
                    .all(|byte| byte.is_ascii_lowercase() || byte.is_ascii_digit())
        })
        && name.as_bytes()[0].is_ascii_lowercase()
}

/// The line that registers a problem in `problems!`.
pub fn registration(name: &str) -> String {
    format!(
        "    {}: \"{name}\" at \"../../{name}/src/main.rs\",",
        name.replace('-', "_")
    )
}

/// `lib.rs` with one more line at the end of the `problems!` invocation.
pub fn register(lib_rs: &str, name: &str) -> Result<String, String> {
    let opening = lib_rs
        .find("\nproblems! {\n")
        .ok_or("lib.rs has no `problems! {` invocation")?
        + "\nproblems! {\n".len();
    let closing = opening
        + lib_rs[opening..]
            .find("\n}\n")
            .ok_or("the `problems!` invocation in lib.rs is not closed")?
        + 1;
    Ok(format!(
        "{}{}\n{}",
        &lib_rs[..closing],
        registration(name),
        &lib_rs[closing..]
    ))
}

fn manifest(name: &str) -> String {
    format!(
        r#"[package]
name = "{name}"
version = "0.1.0"
description = "{name}: a single-file judge submission"
edition.workspace = true
rust-version.workspace = true
license.workspace = true
publish = false

[package.metadata.judge]
judge = "<judge>"
id = "<problem id>"
url = "<link to the statement>"
time-limit-ms = 1000
memory-limit-mib = 256
limits = "<where the limits come from>"
compare = "exact"
bounds-from = "<a copy of the statement, or only the write-ups>"

# The original statement's bounds (the submission accepts more); the fixtures are held to
# them, except those named beyond-*. One line per value the statement names.
[package.metadata.judge.bounds]
n = "1..=1"

[lints]
workspace = true

# The tests live in judge-tests, which includes this main.rs as a module.
[[bin]]
name = "{name}"
path = "src/main.rs"
test = false

[dependencies]
"#
    )
}

/// The common shape: header, `solve`, then the shared scanner and `main` copied from `shared`.
fn main_rs(name: &str, shared: &str) -> String {
    format!(
        r#"//! # {name}: <judge and problem id>
//!
//! <link to the statement>
//!
//! **Rules.** <the game in a few lines; input, output and bounds>
//!
//! **Rule that decides.** <the closed form or recurrence>
//!
//! **Why.** <one line; the proof is in the crate README>
//!
//! **Complexity.** <time and memory>
//!
//! **Verified.** <what it is compared with, on which domain>

/// Parses the whole input, then answers.
pub fn solve(input: &str) -> Result<String, String> {{
    let mut scanner = Scanner::new(input);
    let count = scanner.number("n", 0, u64::MAX)?;
    scanner.finish()?;
    Err(format!("not solved yet (read n = {{count}})"))
}}

{shared}"#
    )
}

fn test_file(name: &str) -> String {
    format!(
        r#"//! {name}: the solution against plain game-tree search.

#[test]
fn solution_is_compared_with_a_brute_force() {{
    // Replace with: the brute force (support::GameSearch), the exhaustive comparison
    // (support::assert_agree), the write-up's wrong approach as `writeup_*` and a test that
    // the comparison catches it (support::assert_caught).
    panic!("{name} has no brute-force comparison yet");
}}
"#
    )
}

/// The shared part of an existing submission: from the scanner marker to the end.
pub fn shared_part(main_rs: &str) -> Result<&str, String> {
    let start = main_rs
        .find(crate::SCANNER_START)
        .ok_or("no scanner marker in the model submission")?;
    Ok(&main_rs[start..])
}

fn write(path: &Path, contents: &str) -> Result<(), String> {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).map_err(|err| format!("{}: {err}", parent.display()))?;
    }
    fs::write(path, contents).map_err(|err| format!("{}: {err}", path.display()))
}

/// Creates the problem; returns the files written.
pub fn new_problem(name: &str) -> Result<Vec<String>, String> {
    if !valid_name(name) {
        return Err(format!(
            "{name:?}: a problem name is lower-case words joined by '-', e.g. misere-kayles"
        ));
    }
    let root = workspace_root();
    let crate_dir = fixtures::crate_dir(name);
    if crate_dir.exists() {
        return Err(format!("{} already exists", crate_dir.display()));
    }
    let model = crate::PROBLEMS
        .first()
        .ok_or("no problem to copy the shared part from")?;
    let model_text = fs::read_to_string(fixtures::main_rs(model.name))
        .map_err(|err| format!("{}: {err}", model.name))?;
    let lib_path = root.join("crates/judge-tests/src/lib.rs");
    let lib_rs = fs::read_to_string(&lib_path).map_err(|err| err.to_string())?;
    let registered = register(&lib_rs, name)?;
    let files = [
        (crate_dir.join("Cargo.toml"), manifest(name)),
        (
            crate_dir.join("src/main.rs"),
            main_rs(name, shared_part(&model_text)?),
        ),
        (
            fixtures::fixture_dir(name).join("sample-1.in"),
            "1\n".to_string(),
        ),
        (
            root.join("crates/judge-tests/tests")
                .join(format!("{}.rs", name.replace('-', "_"))),
            test_file(name),
        ),
        (lib_path, registered),
    ];
    let mut written = Vec::new();
    for (path, contents) in files {
        write(&path, &contents)?;
        written.push(path.display().to_string());
    }
    Ok(written)
}
