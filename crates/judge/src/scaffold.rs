//! `cargo judge new <problem>`: a new problem crate in the common shape, its first fixture, its
//! module and test file in the test crate, and its one line in the test crate's registry.

use std::path::PathBuf;

use crate::layout::{self, Workspace, SHARED_PART_START};

/// Whether `name` is lower-case words joined by `-`, as crate and folder names are here.
pub fn valid_name(name: &str) -> bool {
    name.as_bytes().first().is_some_and(u8::is_ascii_lowercase)
        && name.split('-').all(|word| {
            !word.is_empty()
                && word
                    .bytes()
                    .all(|byte| byte.is_ascii_lowercase() || byte.is_ascii_digit())
        })
}

/// The Rust module name of a problem.
pub fn module_name(name: &str) -> String {
    name.replace('-', "_")
}

/// The registry of the test crate, `crates/judge-tests/src/lib.rs`.
pub fn registry_path(workspace: &Workspace) -> PathBuf {
    workspace.test_crate().join("src").join("lib.rs")
}

const REGISTRY_OPENING: &str = "\nproblems! {\n";

/// The registry with one more line, `    <module>,`, at the end of the `problems!` invocation.
pub fn register(registry: &str, name: &str) -> Result<String, String> {
    let opening = registry
        .find(REGISTRY_OPENING)
        .ok_or("the registry has no `problems! {` invocation")?
        + REGISTRY_OPENING.len();
    let closing = registry[opening..]
        .find("}\n")
        .ok_or("the `problems!` invocation is not closed")?
        + opening;
    Ok(format!(
        "{}    {},\n{}",
        &registry[..closing],
        module_name(name),
        &registry[closing..]
    ))
}

/// The shared part of an existing submission: from its first marker to the end.
pub fn shared_part(main_rs: &str) -> Result<&str, String> {
    let start = main_rs
        .find(SHARED_PART_START)
        .ok_or("no shared-part marker in the model submission")?;
    Ok(&main_rs[start..])
}

fn fill(template: &str, name: &str) -> String {
    template
        .replace("{name}", name)
        .replace("{module}", &module_name(name))
}

/// Creates the problem; returns the files written.
pub fn new_problem(workspace: &Workspace, name: &str) -> Result<Vec<PathBuf>, String> {
    if !valid_name(name) {
        return Err(format!(
            "{name:?}: a problem name starts with a letter and is words of lower-case letters \
             and digits joined by single '-', e.g. misere-kayles or nim2"
        ));
    }
    let crate_dir = workspace.crate_dir(name);
    if crate_dir.exists() {
        return Err(format!("{} already exists", crate_dir.display()));
    }
    let model = crate::metadata::discover(workspace)?
        .into_iter()
        .next()
        .ok_or("no problem to copy the shared part from")?;
    let model_text = layout::read_text(&workspace.main_rs(&model.name))?;
    let registry = registry_path(workspace);
    let registered = register(&layout::read_text(&registry)?, name)?;
    let tests = workspace.test_crate();
    let module = module_name(name);
    let files = [
        (workspace.manifest(name), fill(MANIFEST, name)),
        (
            workspace.main_rs(name),
            fill(MAIN_RS, name) + shared_part(&model_text)?,
        ),
        (
            workspace.crate_dir(name).join("README.md"),
            fill(README_MD, name),
        ),
        (
            workspace.fixture_dir(name).join("sample-1.in"),
            "1\n".to_string(),
        ),
        // Judged too: it fails until it holds the statement's answer.
        (
            workspace.fixture_dir(name).join("sample-1.ans"),
            "<the statement's answer to sample 1>\n".to_string(),
        ),
        (
            tests
                .join("src")
                .join("problems")
                .join(format!("{module}.rs")),
            fill(PROBLEM_MODULE, name).replace(
                "{missing picture}",
                &fill(MISSING_PICTURE, name).escape_default().to_string(),
            ),
        ),
        (
            workspace.crate_dir(name).join("losing-positions.svg"),
            fill(MISSING_PICTURE, name),
        ),
        (
            tests.join("tests").join(format!("{module}.rs")),
            fill(TEST_FILE, name),
        ),
        (registry, registered),
    ];
    let mut written = Vec::new();
    for (path, contents) in files {
        layout::write(&path, contents.as_bytes())?;
        written.push(path);
    }
    Ok(written)
}

const MANIFEST: &str = r#"[package]
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
limits-from = "<where the limits come from>"
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
"#;

const MAIN_RS: &str = r#"//! # {name}: <judge and problem id>
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
pub fn solve(input: &str) -> Result<String, String> {
    let mut scanner = Scanner::new(input);
    let count = scanner.number("n", 0, u64::MAX)?;
    scanner.finish()?;
    Err(format!("not solved yet (read n = {count})"))
}

"#;

const PROBLEM_MODULE: &str = r#"//! {name}: everything the tests know of the problem.

use judge::metadata::Metadata;

use crate::compare::same_bytes;
use crate::format::Format;
use crate::stress::{Reference, Spec};
use crate::Problem;

// Clippy lints it in its own crate, under the rust-version of the submissions.
#[allow(dead_code, clippy::all)]
#[path = "../../../{name}/src/main.rs"]
pub mod solution;

pub const PROBLEM: Problem = Problem {
    name: "{name}",
    source: "../../../{name}/src/main.rs",
    solve: solution::solve,
    run: solution::run,
    writeup,
    format: Format::Line(&["n"]),
    accepts: same_bytes,
    stress: Spec {
        reference,
        reach: &[("n", 10)],
        beyond: &[],
        reduce: None,
        writeup_fails_on: "<the write-up's counterexample, as cargo stress --writeup shrinks it>",
    },
    generated,
    picture,
};

/// The answer by plain game-tree search, its memo kept from case to case.
pub fn reference() -> Reference {
    Box::new(|_case: &[Vec<u64>]| "{name} has no brute force yet\n".to_string())
}

/// The write-up's approach, as a whole program.
pub fn writeup(_input: &str) -> String {
    "{name} has no write-up yet\n".to_string()
}

/// The generated fixtures: none yet.
fn generated(_metadata: &Metadata) -> Vec<(String, String)> {
    Vec::new()
}

/// The picture of losing positions in the crate's README: marked as missing until it is drawn
/// from the brute force (as `crate::picture::Grid` draws the other problems').
fn picture() -> String {
    "{missing picture}".to_string()
}
"#;

/// The picture a new problem starts with, in its crate and in its module alike, so that it is
/// fresh until the real one is drawn.
const MISSING_PICTURE: &str = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"420\" \
height=\"40\"><text x=\"8\" y=\"25\">{name}: the picture is missing</text></svg>\n";

const README_MD: &str = r#"# {name}

<judge> [<problem id>](<link to the statement>). `src/main.rs` is the whole submission: paste it
under any edition from 2015 to 2024.

## The game

<the rules, the input and the output, and the bounds with where they come from>

## The rule

<the closed form or the recurrence that decides a position>

### Why it holds

<the proof: the positions called lost are closed under moves, and every other position has a
move into them>

## The picture

![Losing positions, drawn from the game-tree search](losing-positions.svg)

<what the picture shows>

## The write-up's mistake

<the published approach, and the input on which it fails, as `cargo stress {name} --writeup`
shrinks it>

## How it is verified

<the brute force, the domain of the exhaustive comparison, the second method up to the bounds>
"#;

const TEST_FILE: &str = r#"//! {name}: the solution against plain game-tree search.

#[test]
fn solution_is_compared_with_a_brute_force() {
    // Replace with: the brute force in src/problems/{module}.rs, the exhaustive comparison
    // (compare::assert_agree), and a test that it catches the write-up (compare::assert_caught).
    panic!("{name} has no brute-force comparison yet");
}
"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_lower_case_words_joined_by_dashes() {
        assert!(valid_name("misere-kayles") && valid_name("nim2") && valid_name("a"));
        for bad in ["", "Misere", "misere_kayles", "-x", "x-", "2x", "x--y", "é"] {
            assert!(!valid_name(bad), "{bad:?}");
        }
        assert_eq!(module_name("misere-kayles"), "misere_kayles");
    }

    #[test]
    fn a_problem_is_registered_on_the_last_line_of_the_table() {
        let registry = "//! x\n\nproblems! {\n    a,\n    b,\n}\n\nfn after() {}\n";
        assert_eq!(
            register(registry, "misere-kayles").as_deref(),
            Ok("//! x\n\nproblems! {\n    a,\n    b,\n    misere_kayles,\n}\n\nfn after() {}\n")
        );
        assert!(register("fn x() {}\n", "a").is_err());
        assert!(register("\nproblems! {\n    a,\n", "b").is_err());
    }

    #[test]
    fn the_shared_part_runs_from_its_marker_to_the_end() {
        let text = format!("//! header\nfn solve() {{}}\n{SHARED_PART_START}\nfn main() {{}}\n");
        assert_eq!(
            shared_part(&text),
            Ok(&text[text.find(SHARED_PART_START).unwrap_or(0)..])
        );
        assert!(shared_part("fn main() {}").is_err());
        assert!(fill(MAIN_RS, "nim").starts_with("//! # nim: "));
        assert!(fill(PROBLEM_MODULE, "misere-kayles")
            .contains("\"../../../misere-kayles/src/main.rs\""));
        assert!(fill(TEST_FILE, "misere-kayles").contains("src/problems/misere_kayles.rs"));
        assert!(fill(README_MD, "misere-kayles").starts_with("# misere-kayles\n"));
        assert!(fill(MISSING_PICTURE, "nim").contains("nim: the picture is missing"));
    }
}
