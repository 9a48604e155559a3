//! The fixtures against the original statements: names that say whether a judge could hold
//! them, every upper bound reached, the statement's own answers to its samples (from the
//! solution and from the brute force), and each write-up rejected on a fixture.

use std::collections::BTreeMap;
use std::fs;

use judge::layout::{self, FixtureKind, Workspace};
use judge_tests::PROBLEMS;

#[test]
fn fixture_names_say_whether_they_fit_the_statement() {
    let workspace = Workspace::this();
    let mut wrong = Vec::new();
    for problem in PROBLEMS {
        let metadata = judge_tests::metadata(problem.name);
        for path in workspace.inputs(problem.name).expect("fixtures") {
            let fixture = layout::stem(&path);
            let input = fs::read(&path).expect("fixture");
            let verdict = problem.format.validate(&input, &metadata);
            let kind = FixtureKind::of(&fixture);
            match (kind.map(FixtureKind::inside_the_statement), verdict) {
                (Some(true), Ok(_)) | (Some(false), Err(_)) => {}
                (Some(true), Err(why)) => wrong.push(format!(
                    "{}/{fixture}: outside the statement ({why}): fix it, or name it beyond-*",
                    problem.name
                )),
                (Some(false), Ok(_)) => wrong.push(format!(
                    "{}/{fixture}: inside the statement: name it edge-* or max-*",
                    problem.name
                )),
                (None, _) => wrong.push(format!(
                    "{}/{fixture}: a fixture is sample-*, edge-*, max-* or beyond-*",
                    problem.name
                )),
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn max_fixtures_hit_every_upper_bound() {
    let workspace = Workspace::this();
    let mut unhit = Vec::new();
    for problem in PROBLEMS {
        let metadata = judge_tests::metadata(problem.name);
        assert!(!metadata.bounds.is_empty(), "{}: no bounds", problem.name);
        let mut hit_by: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for path in workspace.inputs(problem.name).expect("fixtures") {
            let fixture = layout::stem(&path);
            if FixtureKind::of(&fixture) != Some(FixtureKind::Max) {
                continue;
            }
            let input = fs::read(&path).expect("fixture");
            for bound in problem
                .format
                .validate(&input, &metadata)
                .unwrap_or_default()
            {
                hit_by.entry(bound).or_default().push(fixture.clone());
            }
        }
        for (bound, range) in &metadata.bounds {
            match hit_by.get(bound) {
                Some(fixtures) => {
                    println!(
                        "{}: {bound} = {} in {}",
                        problem.name,
                        range.end(),
                        fixtures.join(", ")
                    )
                }
                None => unhit.push(format!(
                    "{}: no max-* fixture has {bound} = {}",
                    problem.name,
                    range.end()
                )),
            }
        }
    }
    assert!(unhit.is_empty(), "{unhit:#?}");
}

/// Each sample's `.ans` is the statement's answer: the solution and the brute force give it,
/// judged as the judge judges (exactly, or by the checker).
#[test]
fn samples_give_the_statement_answers() {
    let judge = judge_tests::judge(None);
    for problem in PROBLEMS {
        let folder = judge.workspace.fixture_dir(problem.name);
        let found = judge::metadata::select(&judge.workspace, &[problem.name.to_string()]);
        let checker = judge.checker(&found.expect("problem")[0]).expect("checker");
        let mut samples = 0;
        for path in layout::list(&folder).expect("fixture folder") {
            let name = path
                .file_name()
                .expect("name")
                .to_string_lossy()
                .into_owned();
            if let Some(stem) = name.strip_suffix(".ans") {
                assert!(
                    stem.starts_with("sample-"),
                    "{}/{name}: only samples have answers",
                    problem.name
                );
                assert!(
                    folder.join(format!("{stem}.in")).exists(),
                    "{}/{name}: no {stem}.in",
                    problem.name
                );
            }
            let Some(stem) = name
                .strip_suffix(".in")
                .filter(|stem| stem.starts_with("sample-"))
            else {
                continue;
            };
            samples += 1;
            let input = fs::read(&path).expect("sample");
            let answer =
                fs::read_to_string(folder.join(format!("{stem}.ans"))).unwrap_or_else(|err| {
                    panic!("{}/{stem}.ans, the statement's answer: {err}", problem.name)
                });
            let text = String::from_utf8_lossy(&input);
            let outputs = [
                ("solution", (problem.run)(&input)),
                ("brute force", problem.brute_force(&text)),
            ];
            for (who, output) in outputs {
                let output =
                    output.unwrap_or_else(|err| panic!("{}/{stem}: {who}: {err}", problem.name));
                let judged = judge.judge_output(checker.as_deref(), &input, &answer, &output);
                assert_eq!(judged, Ok(()), "{}/{stem}: the {who}", problem.name);
                assert_eq!(
                    output.lines().next(),
                    answer.lines().next(),
                    "{}/{stem}: {who}",
                    problem.name
                );
            }
        }
        assert!(samples > 0, "{} has no sample", problem.name);
    }
}
