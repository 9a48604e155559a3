//! Guards on the repository: the registry matches the crates and the fixture folders, the
//! shared part of the submissions is the same everywhere, every submission has the common shape
//! and no dependency, and every generated file is fresh, the README's tables among them.

use std::fs;

use judge::layout::{
    self, Workspace, INTERACTIVE_PART_START, MAIN_START, SCANNER_END, SHARED_PART_START,
};
use judge_tests::readme::{ensure_blocks, judge_table, problem_table};
use judge_tests::PROBLEMS;

#[test]
fn the_registry_holds_every_problem_crate_and_fixture_folder() {
    let workspace = Workspace::this();
    let batch = PROBLEMS.iter().map(|problem| (problem.name, "problems"));
    let played = judge_tests::interactive::PROBLEMS.iter();
    let modules: Vec<(&str, &str)> = batch
        .chain(played.map(|problem| (problem.name, "interactive")))
        .collect();
    let mut registered: Vec<&str> = modules.iter().map(|&(name, _)| name).collect();
    registered.sort_unstable();
    for (name, folder) in modules {
        let module = format!("src/{folder}/{}.rs", name.replace('-', "_"));
        let text = fs::read_to_string(workspace.root().join("crates/judge-tests").join(&module))
            .unwrap_or_else(|err| panic!("{name}: {module}: {err}"));
        let include = format!("#[path = \"../../../{name}/src/main.rs\"]");
        assert!(
            text.contains(&include),
            "{name}: {module} does not include its own main.rs with {include}"
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

/// Every interactive submission ends with the same part, and has the common header, its move
/// function and its `Game` before it.
#[test]
fn every_interactive_submission_has_the_common_shape_and_part() {
    let workspace = Workspace::this();
    let mut first: Option<(&str, String)> = None;
    for problem in judge_tests::interactive::PROBLEMS {
        let name = problem.name;
        let text = fs::read_to_string(workspace.main_rs(name)).expect("main.rs");
        let mut at = 0;
        for section in [
            "//! # ",
            "**Rules.**",
            "**Rule that decides.**",
            "**Why.**",
            "**Complexity.**",
            "**Verified.**",
            "pub fn ",
            "struct Game",
            "fn start(line: &str) -> Result<(Game, Turn), String>",
            "fn heard(&mut self, line: &str) -> Result<Turn, String>",
            "const OPENING: Option<&str> = ",
            INTERACTIVE_PART_START,
        ] {
            let found = text[at..].find(section);
            assert!(
                found.is_some(),
                "{name}: `{section}` missing or out of order"
            );
            at += found.unwrap_or(0);
        }
        let shared = part(&text, INTERACTIVE_PART_START, None).map(str::to_string);
        let shared = shared.unwrap_or_default();
        match &first {
            None => first = Some((name, shared)),
            Some((reference, wanted)) => assert!(
                &shared == wanted,
                "{name}: the interactive part differs from {reference}'s"
            ),
        }
    }
}

#[test]
fn no_problem_crate_has_a_dependency() {
    let workspace = Workspace::this();
    let batch = PROBLEMS.iter().map(|problem| problem.name);
    let played = judge_tests::interactive::PROBLEMS.iter();
    for name in batch.chain(played.map(|problem| problem.name)) {
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

/// Every registered problem has its test file, and the file makes the suite every problem has.
#[test]
fn every_problem_runs_the_suite_every_problem_has() {
    let workspace = Workspace::this();
    for problem in PROBLEMS {
        let module = problem.name.replace('-', "_");
        let path = format!("crates/judge-tests/tests/{module}.rs");
        let text = fs::read_to_string(workspace.root().join(&path))
            .unwrap_or_else(|err| panic!("{}: {path}: {err}", problem.name));
        let suite =
            format!("judge_tests::problem_tests!(judge_tests::problems::{module}::PROBLEM);");
        assert!(
            text.contains(&suite),
            "{}: {path} does not make the common tests with {suite}",
            problem.name
        );
    }
}

/// Every registered interactive problem has its test file, and the file makes the suite every
/// interactive problem has.
#[test]
fn every_interactive_problem_runs_its_suite() {
    let workspace = Workspace::this();
    for problem in judge_tests::interactive::PROBLEMS {
        let module = problem.name.replace('-', "_");
        let path = format!("crates/judge-tests/tests/{module}.rs");
        let text = fs::read_to_string(workspace.root().join(&path))
            .unwrap_or_else(|err| panic!("{}: {path}: {err}", problem.name));
        let suite = format!(
            "judge_tests::interactive_tests!(judge_tests::interactive::{module}::PROBLEM);"
        );
        assert!(
            text.contains(&suite),
            "{}: {path} does not make the common tests with {suite}",
            problem.name
        );
    }
}

/// The README's problem table and judge table, made from the metadata and the profiles; a
/// stale one is rewritten, and the test fails until it is committed.
#[test]
fn readme_tables_are_generated() {
    let workspace = Workspace::this();
    let problems = judge::metadata::discover(&workspace).expect("the problems");
    let blocks = [
        (PROBLEM_TABLE, problem_table(&problems)),
        (JUDGE_TABLE, judge_table(&problems)),
    ];
    if let Err(stale) = ensure_blocks(&workspace.root().join("README.md"), &blocks) {
        panic!("{stale}");
    }
}

const PROBLEM_TABLE: &str =
    "<!-- the problems: made from each crate's metadata by repository::readme_tables_are_generated -->";
const JUDGE_TABLE: &str =
    "<!-- the judges: made from the profiles by repository::readme_tables_are_generated -->";

/// The test crate's README says what the adversary walks for each interactive problem, made
/// from each problem's rules.
#[test]
fn the_adversary_domains_are_listed_in_the_readme() {
    let path = Workspace::this()
        .root()
        .join("crates/judge-tests/README.md");
    let blocks = [(
        ADVERSARY_DOMAINS,
        judge_tests::interactive::adversary_table(),
    )];
    if let Err(stale) = ensure_blocks(&path, &blocks) {
        panic!("{stale}");
    }
}

const ADVERSARY_DOMAINS: &str =
    "<!-- the adversary's domains: made from each problem's rules by repository::the_adversary_domains_are_listed_in_the_readme -->";

/// The test crate's README lists every test marked `#[ignore = "slow: ..."]`, made from the
/// attributes themselves.
#[test]
fn the_slow_tests_are_listed_in_the_readme() {
    let workspace = Workspace::this();
    let slow = judge_tests::slow::in_workspace(workspace.root()).expect("the sources");
    assert!(!slow.is_empty(), "no slow test found: the scan is broken");
    let path = workspace.root().join("crates/judge-tests/README.md");
    let blocks = [(SLOW_TESTS, judge_tests::slow::table(&slow))];
    if let Err(stale) = ensure_blocks(&path, &blocks) {
        panic!("{stale}");
    }
}

const SLOW_TESTS: &str =
    "<!-- the slow tests: made from their attributes by repository::the_slow_tests_are_listed_in_the_readme -->";

/// The test crate's README holds the checklist of each kind, as `cargo new-problem` prints it,
/// its models named from the registries.
#[test]
fn the_checklists_are_in_the_readme() {
    use judge_tests::scaffold::Kind;
    let path = Workspace::this()
        .root()
        .join("crates/judge-tests/README.md");
    let blocks = [
        (
            BATCH_CHECKLIST,
            judge_tests::checklist::text(Kind::Batch, None),
        ),
        (
            INTERACTIVE_CHECKLIST,
            judge_tests::checklist::text(Kind::Interactive, None),
        ),
    ];
    if let Err(stale) = ensure_blocks(&path, &blocks) {
        panic!("{stale}");
    }
}

const BATCH_CHECKLIST: &str =
    "<!-- a batch problem's checklist: made from the registry by repository::the_checklists_are_in_the_readme -->";
const INTERACTIVE_CHECKLIST: &str =
    "<!-- an interactive problem's checklist: made from the registry by repository::the_checklists_are_in_the_readme -->";
