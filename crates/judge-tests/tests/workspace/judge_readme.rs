//! The judge's README: its blocks made from the judge's tables are fresh, and every test its
//! table of guards names is a test of the judge.

use std::fs;

use judge::layout::Workspace;
use judge_tests::judge_readme::{blocks, has_test};
use judge_tests::readme::ensure_blocks;

/// The refusals, the hostile tricks and the example check table of `crates/judge/README.md`; a
/// stale block is rewritten, and the test fails until it is committed.
#[test]
fn the_judge_readme_blocks_are_generated() {
    let path = Workspace::this().root().join("crates/judge/README.md");
    if let Err(stale) = ensure_blocks(&path, &blocks()) {
        panic!("{stale}");
    }
}

/// A test renamed or removed fails here until the table of guards names one that exists.
#[test]
fn every_guard_names_a_test_of_the_judge() {
    let judge = Workspace::this().root().join("crates/judge");
    let mut missing = Vec::new();
    for trick in judge::guards::TRICKS {
        if trick.tests.is_empty() {
            missing.push(format!("{}: no test guards it", trick.tries));
        }
        for (file, test) in trick.tests {
            let source = fs::read_to_string(judge.join(file))
                .unwrap_or_else(|err| panic!("crates/judge/{file}: {err}"));
            if !has_test(&source, test) {
                missing.push(format!("crates/judge/{file} has no test `{test}`"));
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}
