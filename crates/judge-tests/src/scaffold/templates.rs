//! The files a new batch problem starts with, and the manifest of either kind; `{name}` is its
//! crate name, `{module}` its module, `{kind}` the manifest's line of an interactive problem.

pub const MANIFEST: &str = r#"[package]
name = "{name}"
version = "0.1.0"
description = "{name}: a single-file judge submission"
edition.workspace = true
rust-version.workspace = true
license.workspace = true
publish = false

[package.metadata.judge]
title = "<the problem's name, as its statement gives it>"
judge = "<judge>"
id = "<problem id>"
url = "<link to the statement>"
time-limit-ms = 1000
memory-limit-mib = 256
limits-from = "<where the limits come from>"
bounds-from = "<a copy of the statement, or only the write-ups>"
{kind}

# The original statement's bounds (the submission accepts more); the fixtures are held to
# them, except those named beyond-*. One line per value the statement names.
[package.metadata.judge.bounds]
n = "1..=10"

[lints]
workspace = true

# The tests live in judge-tests, which includes this main.rs as a module.
[[bin]]
name = "{name}"
path = "src/main.rs"
test = false

[dependencies]
"#;

pub const MAIN_RS: &str = r#"//! # {name}: <judge and problem id>
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

pub const PROBLEM_MODULE: &str = r#"//! {name}: everything the tests know of the problem.

use judge::metadata::Metadata;

use crate::answer::Answer;
use crate::compare::same_bytes;
use crate::format::{Case, Format};
use crate::stress::{Aim, Reference, Spec};
use crate::{submissions::LostOnly, Problem};

// Clippy lints it in its own crate, under the rust-version of the submissions.
#[allow(dead_code, clippy::all)]
#[path = "../../../{name}/src/main.rs"]
pub mod solution;

/// The published write-up, a whole program of the problem's crate, here as a module.
#[allow(dead_code)]
#[path = "../../../{name}/writeup.rs"]
pub mod writeup;

pub const PROBLEM: Problem = Problem {
    name: "{name}",
    solve: solution::solve,
    run: solution::run,
    writeup: writeup::answer,
    writeup_fails_on_fixture: "<the fixture inside the statement that the write-up fails>",
    // Composed from Format::Value, Line, List (of values, or of blocks: T tests) and Seq; every
    // name is a bound in the crate's [package.metadata.judge.bounds].
    format: Format::Line(&["n"]),
    // The words of the answer's one line (Answer::Word), of one line per test
    // (Answer::WordPerTest), or Answer::Checked where a checker reads the answer.
    answer: Answer::Word(&["First", "Second"]),
    accepts: same_bytes,
    stress: Spec {
        reference,
        // The largest value of each name the reference answers at once; `&[]` where it
        // answers every input of the statement.
        reach: &[("n", 10)],
        // The bounds past the statement that the submission accepts, for `--beyond`; `&[]`
        // keeps the statement's. A case past them that neither the reference nor `reduce`
        // answers is run but not compared.
        beyond: &[],
        reduce: None,
        second: None,
        // The kinds of answer, and a test built to have one by the constructions that write
        // the gen-* fixtures (crate::testdata): cargo stress draws each kind in balance.
        aim: Aim {
            kinds: &["First", "Second"],
            kind_of: |_, output| crate::testdata::words(&["First", "Second"])(output),
            build: |_, _, _, _| None,
        },
        writeup_fails_on: "<the write-up's counterexample, as cargo stress --writeup shrinks it>",
    },
    generated,
    planted: &[],
    // The one of `planted` wrong only on lost positions, included above as `lost_only` (as
    // writeup.rs is): its file, and `lost_only::solve`.
    lost_only: LostOnly {
        file: "<the planted program wrong only on lost positions>",
        solve: solution::solve,
    },
    picture,
};

/// The answer by plain game-tree search (crate::search::GameSearch), its memo kept from case
/// to case.
pub fn reference() -> Reference {
    Box::new(|_case: &Case| "{name} has no brute force yet\n".to_string())
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
pub const MISSING_PICTURE: &str = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"420\" \
height=\"40\"><text x=\"8\" y=\"25\">{name}: the picture is missing</text></svg>\n";

/// The proof, on `scripts/proving.py`: placeholders that fail `scripts/prove` by name.
pub const PROOF_PY: &str = include_str!("proof.py");

pub const WRITEUP_RS: &str = r#"//! The published write-up of {name} (<judge and problem id>), kept as a whole program because
//! it is wrong: <its approach, and the input on which it fails>. Not a submission: the
//! workspace's tests run it as the approach the comparisons must catch, and the exported problem
//! packages hold it as a `wrong_answer` submission.

use std::io::Read;

/// The write-up's answer to a whole input; nothing where it cannot be read.
pub fn answer(input: &str) -> String {
    let read = input.len();
    format!("{name} has no write-up yet ({read} bytes read)\n")
}

fn main() {
    let mut input = String::new();
    if std::io::stdin().read_to_string(&mut input).is_ok() {
        print!("{}", answer(&input));
    }
}
"#;

/// The format the module starts with, `Format::Line(&["n"])` as its text writes it: the first
/// `input.ctd` is written from it and the manifest's bounds.
pub const FORMAT: crate::format::Format = crate::format::Format::Line(&["n"]);

/// The answer the module starts with, as its text writes it: the first `answer.ctd` is written
/// from it.
pub const ANSWER: crate::answer::Answer = crate::answer::Answer::Word(&["First", "Second"]);

pub const STATEMENT_TEX: &str = r#"<the rules of the game, in your own words: the position, the moves, who wins>

\section*{Input}
<the input format, line by line; the bounds are added from the crate's metadata>

\section*{Output}
<what to print, and when more than one answer is right>
"#;

pub const README_MD: &str = r#"# {name}

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

<the published approach, and why it fails; where no published write-up is wrong, the most
plausible wrong approach, and say so>

`cargo stress {name} --writeup` shrinks its first failure to this input (the test
`the_writeup_shrinks_to_its_counterexample` writes the report below):

<!-- cargo stress {name} --writeup: made by the_writeup_shrinks_to_its_counterexample -->

## The wrong programs

<the bugs kept in `submissions/`, each a whole program; the tests write the table>

<!-- the wrong programs: made from submissions/ by kept_programs_are_found_and_listed -->

## How it is verified

<the brute force, the domain of the exhaustive comparison, the second method up to the bounds>
"#;

pub const TEST_FILE: &str = r#"//! {name}: the solution against plain game-tree search.

judge_tests::problem_tests!(judge_tests::problems::{module}::PROBLEM);

#[test]
fn solution_is_compared_with_a_brute_force() {
    // Replace with: the brute force in src/problems/{module}.rs, the exhaustive comparison
    // (compare::assert_agree), and a test that it catches the write-up (compare::assert_caught).
    panic!("{name} has no brute-force comparison yet");
}
"#;
