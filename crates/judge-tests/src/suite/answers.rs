//! The statement's answers: the samples' `.ans`, and the write-up rejected where its README
//! says.

use std::fs;

use judge::layout;

use crate::Problem;

/// Each sample's `.ans` is the statement's answer: the solution and the brute force give it,
/// judged as the judge judges (by the checker, or as the judge's profile compares); only
/// samples have answers.
pub fn samples_give_the_statement_answers(problem: &Problem) {
    let judge = crate::judge(None);
    let folder = judge.workspace.fixture_dir(problem.name);
    let found = judge::metadata::select(&judge.workspace, &[problem.name.to_string()]);
    let found = found.expect("problem").remove(0);
    let checker = judge.checker(&found).expect("checker");
    let mut samples = 0;
    for path in layout::list(&folder).expect("fixture folder") {
        let name = path
            .file_name()
            .expect("name")
            .to_string_lossy()
            .into_owned();
        if let Some(stem) = name.strip_suffix(".ans") {
            let sample = stem.starts_with("sample-") && folder.join(format!("{stem}.in")).exists();
            assert!(sample, "{}/{name}: only samples have answers", problem.name);
        }
        let Some(stem) = name
            .strip_suffix(".in")
            .filter(|stem| stem.starts_with("sample-"))
        else {
            continue;
        };
        samples += 1;
        let input = fs::read(&path).expect("sample");
        let answer = fs::read_to_string(folder.join(format!("{stem}.ans"))).unwrap_or_else(|err| {
            panic!("{}/{stem}.ans, the statement's answer: {err}", problem.name)
        });
        let text = String::from_utf8_lossy(&input);
        let outputs = [
            ("solution", (problem.run)(&input)),
            ("reference", problem.reference_answer(&text)),
        ];
        for (who, output) in outputs {
            let output =
                output.unwrap_or_else(|err| panic!("{}/{stem}: {who}: {err}", problem.name));
            let judged = judge.judge_output(&found, checker.as_deref(), &input, &answer, &output);
            assert_eq!(
                judged,
                Ok(()),
                "{}/{stem}: the {who} against the .ans",
                problem.name
            );
        }
    }
    assert!(samples > 0, "{} has no sample", problem.name);
}

/// The write-up, run as a whole program on the fixtures inside the statement, is rejected on
/// the fixture its problem names.
pub fn writeup_rejected_on_its_fixture(problem: &Problem) {
    let named = problem.writeup_fails_on_fixture;
    let on_named = crate::compare::fixtures_that_catch_the_writeup(problem, |f| f == named);
    if on_named.is_empty() {
        let caught = crate::compare::fixtures_that_catch_the_writeup(problem, |_| true);
        panic!(
            "{}: the write-up is not rejected on {named}; it is on {caught:#?}",
            problem.name
        );
    }
}
