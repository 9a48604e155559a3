//! Guards on the repository: the registry matches the crates and the fixture folders, the
//! shared part of the submissions is the same everywhere, every submission has the common shape
//! and no dependency, and every generated file is fresh, the README's tables among them.

use std::fs;

use judge::layout::{self, Workspace, MAIN_START, SCANNER_END, SHARED_PART_START};
use judge_tests::generated::ensure_file_contents;
use judge_tests::readme::{judge_table, problem_table, with_block};
use judge_tests::PROBLEMS;

#[test]
fn the_registry_holds_every_problem_crate_and_fixture_folder() {
    let workspace = Workspace::this();
    let mut registered: Vec<&str> = PROBLEMS.iter().map(|problem| problem.name).collect();
    registered.sort_unstable();
    for problem in PROBLEMS {
        assert_eq!(
            problem.source,
            format!("../../../{}/src/main.rs", problem.name),
            "{}: the module's path names another crate",
            problem.name
        );
    }
    let judged: Vec<String> = judge::metadata::discover(&workspace)
        .expect("problems")
        .into_iter()
        .map(|problem| problem.name)
        .collect();
    assert_eq!(judged, registered, "crates with [package.metadata.judge]");
    let folders = |parent: &str| -> Vec<String> {
        let paths = layout::list(&workspace.root().join(parent)).expect("folder");
        paths.iter().map(|path| layout::stem(path)).collect()
    };
    assert_eq!(folders("fixtures"), registered, "fixtures/");
    let crates: Vec<String> = folders("crates")
        .into_iter()
        .filter(|name| name != "judge" && name != "judge-tests")
        .collect();
    assert_eq!(crates, registered, "crates/");
}

/// The part from `start` up to and including `end` (or to the end of the file).
fn part<'a>(text: &'a str, start: &str, end: Option<&str>) -> Option<&'a str> {
    let rest = &text[text.find(start)?..];
    match end {
        None => Some(rest),
        Some(end) => Some(&rest[..rest.find(end)? + end.len()]),
    }
}

#[test]
fn the_shared_scanner_and_main_are_identical_in_every_submission() {
    let workspace = Workspace::this();
    let parts = [
        ("scanner", SHARED_PART_START, Some(SCANNER_END)),
        ("main", MAIN_START, None),
    ];
    let first = PROBLEMS[0].name;
    let reference = fs::read_to_string(workspace.main_rs(first)).expect("main.rs");
    for (name, start, end) in parts {
        let wanted = part(&reference, start, end).unwrap_or_else(|| panic!("{first}: no {name}"));
        for problem in PROBLEMS {
            let text = fs::read_to_string(workspace.main_rs(problem.name)).expect("main.rs");
            assert_eq!(
                part(&text, start, end),
                Some(wanted),
                "{}: the {name} part differs from {first}'s",
                problem.name
            );
        }
    }
}

#[test]
fn every_submission_has_the_common_shape() {
    let workspace = Workspace::this();
    for problem in PROBLEMS {
        let name = problem.name;
        let text = fs::read_to_string(workspace.main_rs(name)).expect("main.rs");
        assert!(
            text.starts_with("//! # "),
            "{name}: main.rs opens with a //! header"
        );
        let mut at = 0;
        for section in [
            "**Rules.**",
            "**Rule that decides.**",
            "**Why.**",
            "**Complexity.**",
            "**Verified.**",
            "pub fn solve(input: &str) -> Result<String, String>",
            SHARED_PART_START,
            SCANNER_END,
            MAIN_START,
        ] {
            let found = text[at..].find(section);
            assert!(
                found.is_some(),
                "{name}: `{section}` missing or out of order"
            );
            at += found.unwrap_or(0);
        }
    }
}

#[test]
fn no_problem_crate_has_a_dependency() {
    let workspace = Workspace::this();
    for problem in PROBLEMS {
        let name = problem.name;
        let manifest = fs::read_to_string(workspace.manifest(name)).expect("manifest");
        assert!(
            manifest.contains("\n[lints]\nworkspace = true\n"),
            "{name}: opts in to the workspace lints"
        );
        let tables: Vec<&str> = manifest
            .lines()
            .filter(|line| line.starts_with('[') && line.contains("dependencies"))
            .collect();
        assert_eq!(
            tables,
            ["[dependencies]"],
            "{name}: only an empty [dependencies]"
        );
        let entries = manifest
            .split("[dependencies]")
            .nth(1)
            .map(|rest| rest.lines().filter(|line| !line.trim().is_empty()).count());
        assert_eq!(
            entries,
            Some(0),
            "{name}: [dependencies] must stay empty, and last"
        );
    }
}

/// The generated fixtures and the pictures, each equal to what makes it; a stale one is
/// rewritten, and the test fails until it is committed.
#[test]
fn generated_files_are_fresh() {
    let workspace = Workspace::this();
    let mut stale = Vec::new();
    let mut checked = 0;
    for problem in PROBLEMS {
        let metadata = judge_tests::metadata(problem.name);
        let mut files: Vec<_> = (problem.generated)(&metadata)
            .into_iter()
            .map(|(name, contents)| (workspace.fixture_dir(problem.name).join(name), contents))
            .collect();
        files.push((
            workspace
                .crate_dir(problem.name)
                .join("losing-positions.svg"),
            (problem.picture)(),
        ));
        for (path, contents) in files {
            checked += 1;
            stale.extend(ensure_file_contents(&path, &contents).err());
        }
    }
    assert!(stale.is_empty(), "stale generated files: {stale:#?}");
    assert!(
        checked >= PROBLEMS.len(),
        "every problem has at least its picture checked: {checked} files for {} problems",
        PROBLEMS.len()
    );
}

/// The README's problem table and judge table, made from the metadata and the profiles; a
/// stale one is rewritten, and the test fails until it is committed.
#[test]
fn readme_tables_are_generated() {
    let workspace = Workspace::this();
    let problems = judge::metadata::discover(&workspace).expect("the problems");
    let path = workspace.root().join("README.md");
    let text = fs::read_to_string(&path).expect("the README");
    let marked = |text: &str, marker: &str, block: &str| {
        with_block(text, marker, block)
            .unwrap_or_else(|| panic!("the README has no line {marker:?} before its table"))
    };
    let text = marked(&text, PROBLEM_TABLE, &problem_table(&problems));
    let text = marked(&text, JUDGE_TABLE, &judge_table(&problems));
    if let Err(stale) = ensure_file_contents(&path, &text) {
        panic!("{stale}");
    }
}

const PROBLEM_TABLE: &str =
    "<!-- the problems: made from each crate's metadata by repository::readme_tables_are_generated -->";
const JUDGE_TABLE: &str =
    "<!-- the judges: made from the profiles by repository::readme_tables_are_generated -->";
