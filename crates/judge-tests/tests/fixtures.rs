//! The fixtures against the original statements: names that say whether a judge could hold
//! them, every upper bound reached, and the statement's own answers to its samples.

use std::collections::BTreeMap;
use std::fs;

use judge_tests::metadata::{self, Compare};
use judge_tests::{checker, fixtures, validator, PROBLEMS};

/// What a fixture's name says about the statement's bounds.
fn inside_the_statement(fixture: &str) -> Option<bool> {
    match fixture.split('-').next() {
        Some("sample" | "edge" | "max") => Some(true),
        Some("beyond") => Some(false),
        _ => None,
    }
}

#[test]
fn fixture_names_say_whether_they_fit_the_statement() {
    let mut wrong = Vec::new();
    for problem in PROBLEMS {
        let metadata = metadata::read(problem.name).expect("metadata");
        for path in fixtures::inputs(problem.name).expect("fixtures") {
            let fixture = fixtures::stem(&path);
            let input = fs::read(&path).expect("fixture");
            let verdict = validator::validate(problem.name, &input, &metadata);
            match (inside_the_statement(&fixture), verdict) {
                (Some(true), Ok(_)) | (Some(false), Err(_)) => {}
                (Some(true), Err(why)) => wrong.push(format!(
                    "{}/{fixture}: outside the statement ({why}): name it beyond-*",
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
    let mut unhit = Vec::new();
    for problem in PROBLEMS {
        let metadata = metadata::read(problem.name).expect("metadata");
        let mut hit_by: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for path in fixtures::inputs(problem.name).expect("fixtures") {
            let fixture = fixtures::stem(&path);
            if !fixture.starts_with("max-") {
                continue;
            }
            let input = fs::read(&path).expect("fixture");
            for bound in validator::validate(problem.name, &input, &metadata).unwrap_or_default() {
                hit_by.entry(bound).or_default().push(fixture.clone());
            }
        }
        for (bound, range) in &metadata.bounds {
            match hit_by.get(bound) {
                Some(fixtures) => println!(
                    "{}: {bound} = {} in {}",
                    problem.name,
                    range.end(),
                    fixtures.join(", ")
                ),
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

#[test]
fn samples_give_the_statement_answers() {
    for problem in PROBLEMS {
        let metadata = metadata::read(problem.name).expect("metadata");
        let folder = fixtures::fixture_dir(problem.name);
        let mut samples = 0;
        for entry in fs::read_dir(&folder).expect("fixture folder") {
            let path = entry.expect("entry").path();
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
            let output = (problem.run)(&input).expect("the sample is accepted");
            match metadata.compare {
                Compare::Exact => assert_eq!(output, answer, "{}/{stem}", problem.name),
                Compare::Checker => {
                    let input = String::from_utf8_lossy(&input);
                    assert_eq!(
                        checker::check(problem.name, &input, &answer),
                        Ok(()),
                        "{}/{stem}: the statement's answer",
                        problem.name
                    );
                    assert_eq!(
                        checker::check(problem.name, &input, &output),
                        Ok(()),
                        "{}/{stem}",
                        problem.name
                    );
                    assert_eq!(
                        output.lines().next(),
                        answer.lines().next(),
                        "{}/{stem}: verdict",
                        problem.name
                    );
                }
            }
        }
        assert!(samples > 0, "{} has no sample", problem.name);
    }
}
