//! Tests over the whole workspace, thin over the `judge` module: snapshots of every fixture,
//! the judge on every problem and its own verdicts (and that they can fail), and the guards on
//! registration, shape, generated files and the repeated code.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use judge_tests::judge::{self, Exit, Verdict};
use judge_tests::{fixtures, metadata, scaffold, PROBLEMS};

/// Build output of these tests: under Cargo's temporary folder for integration tests. Every
/// test that runs a binary comes here first, so the judge measures through its own binary.
fn build_root(what: &str) -> PathBuf {
    judge::use_measurer(Path::new(env!("CARGO_BIN_EXE_judge")));
    Path::new(env!("CARGO_TARGET_TMPDIR")).join(what)
}

/// Snapshot of every fixture, named `<problem>@<fixture stem>` so that adding a problem or a
/// fixture never renames an existing snapshot.
#[test]
fn every_fixture_matches_its_snapshot() {
    for problem in PROBLEMS {
        insta::glob!(fixtures::fixture_dir(problem.name), "*.in", |path| {
            let input = fs::read(path).expect("fixture is readable");
            let output = (problem.run)(&input).unwrap_or_else(|err| {
                panic!("{}: {} is rejected: {err}", problem.name, path.display())
            });
            insta::with_settings!({
                prepend_module_to_snapshot => false,
                snapshot_path => fixtures::snapshot_dir(),
                snapshot_suffix => fixtures::stem(path),
                input_file => path,
            }, {
                insta::assert_snapshot!(problem.name, output);
            });
        });
    }
}

#[test]
fn every_snapshot_has_its_fixture_and_every_fixture_its_snapshot() {
    let mut expected = Vec::new();
    for problem in PROBLEMS {
        let inputs = fixtures::inputs(problem.name).expect("fixture folder");
        assert!(!inputs.is_empty(), "{} has no fixtures", problem.name);
        for path in inputs {
            let snapshot = fixtures::snapshot_path(problem.name, &fixtures::stem(&path));
            expected.push(
                snapshot
                    .file_name()
                    .expect("name")
                    .to_string_lossy()
                    .into_owned(),
            );
        }
    }
    expected.sort();
    let mut present: Vec<String> = fs::read_dir(fixtures::snapshot_dir())
        .expect("snapshot folder")
        .map(|entry| {
            entry
                .expect("entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|name| name.ends_with(".snap"))
        .collect();
    present.sort();
    let orphans: Vec<_> = present
        .iter()
        .filter(|name| !expected.contains(name))
        .collect();
    let missing: Vec<_> = expected
        .iter()
        .filter(|name| !present.contains(name))
        .collect();
    assert!(
        orphans.is_empty(),
        "snapshots without a fixture: {orphans:?}"
    );
    assert!(
        missing.is_empty(),
        "fixtures without a snapshot: {missing:?}"
    );
}

#[test]
fn every_crate_and_fixture_folder_is_a_registered_problem() {
    let mut registered: Vec<&str> = PROBLEMS.iter().map(|problem| problem.name).collect();
    registered.sort_unstable();
    for problem in PROBLEMS {
        assert_eq!(
            problem.source,
            format!("../../{}/src/main.rs", problem.name),
            "{}: the module's path names another crate",
            problem.name
        );
    }
    for parent in ["crates", "fixtures"] {
        let mut folders: Vec<String> = fs::read_dir(fixtures::workspace_root().join(parent))
            .expect("folder")
            .map(|entry| {
                entry
                    .expect("entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .filter(|name| name != "judge-tests")
            .collect();
        folders.sort();
        assert_eq!(folders, registered, "{parent}/ against PROBLEMS");
    }
}

#[test]
fn generated_fixtures_match_their_seeds() {
    for problem in PROBLEMS {
        let stale = fixtures::stale_generated(problem.name);
        assert!(
            stale.is_empty(),
            "{}: {stale:?} differ from their generators (`cargo judge regen` rewrites them)",
            problem.name
        );
    }
}

#[test]
fn pictures_match_the_search() {
    for (path, contents) in judge_tests::pictures::pictures() {
        let on_disk = fs::read_to_string(&path).unwrap_or_default();
        assert!(
            on_disk == contents,
            "{} differs from the search (`cargo judge regen` redraws it)",
            path.display()
        );
    }
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
    let parts = [
        (
            "scanner",
            judge_tests::SCANNER_START,
            Some(judge_tests::SCANNER_END),
        ),
        ("main", judge_tests::MAIN_START, None),
    ];
    let first = PROBLEMS[0].name;
    let reference = fs::read_to_string(fixtures::main_rs(first)).expect("main.rs");
    for (name, start, end) in parts {
        let wanted = part(&reference, start, end).unwrap_or_else(|| panic!("{first}: no {name}"));
        for problem in PROBLEMS {
            let text = fs::read_to_string(fixtures::main_rs(problem.name)).expect("main.rs");
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
fn every_submission_has_the_common_shape_and_no_dependency() {
    for problem in PROBLEMS {
        let name = problem.name;
        let text = fs::read_to_string(fixtures::main_rs(name)).expect("main.rs");
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
            judge_tests::SCANNER_START,
            judge_tests::SCANNER_END,
            judge_tests::MAIN_START,
        ] {
            let found = text[at..].find(section);
            assert!(
                found.is_some(),
                "{name}: `{section}` missing or out of order"
            );
            at += found.unwrap_or(0);
        }
        let manifest =
            fs::read_to_string(fixtures::crate_dir(name).join("Cargo.toml")).expect("manifest");
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
        metadata::read(name).unwrap_or_else(|err| panic!("{err}"));
    }
}

/// The judge on every problem: every edition, every fixture under the limits, the bad inputs;
/// and the binary's bytes equal the snapshot's even where a checker would accept others.
#[test]
fn judge_accepts_every_submission_on_every_fixture() {
    let names: Vec<&str> = PROBLEMS.iter().map(|problem| problem.name).collect();
    let mut failures = Vec::new();
    for result in judge::check_all(&names, &build_root("check")) {
        let report = result.unwrap_or_else(|err| panic!("{err}"));
        assert_eq!(
            report.editions.len(),
            judge::editions_offered(&judge::rustc_version().expect("rustc")).len()
        );
        failures.extend(report.failures());
        for fixture in &report.fixtures {
            let expected =
                fixtures::snapshot_output(&report.problem, &fixture.fixture).expect("snapshot");
            if fixture.run.stdout != expected.as_bytes() {
                failures.push(format!(
                    "{}/{}: binary and snapshot differ",
                    report.problem, fixture.fixture
                ));
            }
        }
        println!("{}", judge::table(std::slice::from_ref(&report)));
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// A copy of a problem's `main.rs` with one piece of code replaced (which must be there once).
fn variant(problem: &str, from: &str, to: &str, folder: &str) -> PathBuf {
    let text = fs::read_to_string(fixtures::main_rs(problem)).expect("main.rs");
    assert_eq!(
        text.matches(from).count(),
        1,
        "{problem}: `{from}` is not there once"
    );
    let dir = build_root(folder);
    fs::create_dir_all(&dir).expect("folder");
    let path = dir.join("main.rs");
    fs::write(&path, text.replace(from, to)).expect("variant is written");
    path
}

/// The verdict on one fixture of a variant, built for the run edition only.
fn verdict_on(problem: &str, source: &Path, fixture: &str) -> (Verdict, judge::Run) {
    let metadata = metadata::read(problem).expect("metadata");
    let binary = source.with_file_name(format!("variant{}", std::env::consts::EXE_SUFFIX));
    judge::compile(source, judge::RUN_EDITION, &binary, true).expect("variant compiles");
    let input = fixtures::fixture_dir(problem).join(format!("{fixture}.in"));
    let report = judge::judge_fixture(problem, &metadata, &binary, &input).expect("judged");
    (report.verdict, report.run)
}

#[test]
fn judge_gives_tle_to_a_submission_that_sleeps_past_the_limit() {
    let source = variant(
        "left-stack-game",
        "    let mut scanner = Scanner::new(input);",
        "    std::thread::sleep(std::time::Duration::from_secs(5));\n    let mut scanner = Scanner::new(input);",
        "variant-sleeps",
    );
    let (verdict, run) = verdict_on("left-stack-game", &source, "sample-1");
    assert_eq!(verdict, Verdict::TimeLimit);
    assert_eq!(run.exit, Exit::TimedOut);
    assert!(
        run.wall < Duration::from_secs(4),
        "killed at the limit, not at the end: {:?}",
        run.wall
    );
}

#[cfg(target_os = "linux")]
#[test]
fn judge_gives_mle_to_a_submission_that_allocates_past_the_limit() {
    let source = variant(
        "left-stack-game",
        "    let mut scanner = Scanner::new(input);",
        "    let hoard: Vec<Vec<u8>> = (0..64).map(|_| vec![1; 16 << 20]).collect();\n    \
         let mut scanner = Scanner::new(input);\n    \
         let _ = hoard.iter().map(|block| block[7]).sum::<u8>();",
        "variant-allocates",
    );
    let (verdict, run) = verdict_on("left-stack-game", &source, "sample-1");
    assert_eq!(verdict, Verdict::MemoryLimit, "{run:?}");
}

#[test]
fn checker_accepts_another_winning_move_and_rejects_an_illegal_one() {
    // The Nim move on the last pile that allows it instead of the first: other bytes, still right.
    let other = variant(
        "game-with-stones",
        ".position(|&stones| stones ^ nim_sum < stones)?",
        ".rposition(|&stones| stones ^ nim_sum < stones)?",
        "variant-other-move",
    );
    let report = judge::check_source(
        "game-with-stones",
        &other,
        &build_root("variant-other-move"),
    )
    .expect("judged");
    assert!(report.passed(), "{:#?}", report.failures());
    let differs = report.fixtures.iter().filter(|fixture| {
        fixture.run.stdout
            != fixtures::snapshot_output("game-with-stones", &fixture.fixture)
                .expect("snapshot")
                .as_bytes()
    });
    assert!(
        differs.count() > 0,
        "the variant should print other moves somewhere"
    );
    // Taking two stones from a pile of one.
    let illegal = variant(
        "game-with-stones",
        ".map(|pile| (pile, 1))",
        ".map(|pile| (pile, 2))",
        "variant-illegal-move",
    );
    let (verdict, _) = verdict_on("game-with-stones", &illegal, "edge-ones-even");
    assert_eq!(
        verdict,
        Verdict::WrongAnswer("cannot take 2 from pile 1 of 1".to_string())
    );
}

#[test]
fn exact_comparison_names_the_first_differing_line() {
    assert_eq!(judge::compare_exact("1\n0\n", "1\n0\n"), Ok(()));
    assert_eq!(
        judge::compare_exact("1\n0\n1\n", "1\n1\n1\n"),
        Err("line 2: expected \"0\", found \"1\"".to_string())
    );
    assert_eq!(
        judge::compare_exact("1\n0\n", "1\n"),
        Err("line 2: expected \"0\", found \"\"".to_string())
    );
}

#[test]
fn editions_follow_the_compiler() {
    assert_eq!(
        judge::editions_offered("rustc 1.75.0 (82e1608df 2023-12-21)"),
        ["2015", "2018", "2021"]
    );
    assert_eq!(
        judge::editions_offered("rustc 1.85.0 (4d91de4e4 2025-02-17)"),
        judge::EDITIONS
    );
}

#[test]
fn scaffold_registers_a_problem_on_the_last_line_of_the_table() {
    let lib_rs =
        fs::read_to_string(fixtures::workspace_root().join("crates/judge-tests/src/lib.rs"))
            .expect("lib.rs");
    let registered = scaffold::register(&lib_rs, "misere-kayles").expect("registered");
    let line = scaffold::registration("misere-kayles");
    assert!(
        registered.contains(&format!("{line}\n}}\n")),
        "{registered}"
    );
    assert_eq!(registered.len(), lib_rs.len() + line.len() + 1);
    assert!(scaffold::valid_name("misere-kayles") && scaffold::valid_name("nim2"));
    for bad in ["", "Misere", "misere_kayles", "-x", "x-", "2x", "x--y"] {
        assert!(!scaffold::valid_name(bad), "{bad:?}");
    }
}
