//! What a fixture is judged against: its snapshot, its `.ans` too where it has one, and never
//! nothing.

use std::fs;

use judge::verdict::Verdict;

use crate::workspace::{judge, problem, variant_verdicts, workspace, write};

#[test]
fn a_fixture_without_a_snapshot_is_an_error_that_names_it() {
    let judge = judge(workspace("unanswered"));
    fs::remove_file(judge.workspace.snapshot_path("double", "max-1")).expect("removed");
    let why = match judge.check(&problem(&judge, "double")) {
        Ok(report) => panic!("judged without an answer: {:?}", report.failures()),
        Err(why) => why,
    };
    assert!(
        why.contains("double/max-1: no snapshot") && why.contains("`cargo accept double`"),
        "the error names the fixture and the command that writes its snapshot: {why}"
    );
}

#[test]
fn an_ans_is_judged_too_but_never_instead_of_the_snapshot() {
    let judge = judge(workspace("answered"));
    let fixtures = judge.workspace.fixture_dir("double");
    write(fixtures.join("sample-1.ans"), "9\n");
    let judged = variant_verdicts(&judge, "double", "let doubled", "let doubled");
    assert_eq!(
        judged[1].0,
        Verdict::WrongAnswer("against sample-1.ans: line 1: expected \"9\", found \"8\"".into()),
        "sample-1 prints 8, as its snapshot says, but its .ans says 9"
    );
    write(fixtures.join("sample-1.ans"), "8\n");
    let judged = variant_verdicts(&judge, "double", "let doubled", "let doubled");
    assert_eq!(judged[1].0, Verdict::Ok, "snapshot and .ans agree");
    fs::remove_file(judge.workspace.snapshot_path("double", "sample-1")).expect("removed");
    let problem = problem(&judge, "double");
    let error = judge.check(&problem).map(|_| ()).expect_err("no snapshot");
    assert!(
        error.contains("double/sample-1: no snapshot") && error.contains("`cargo accept double`"),
        "{error}"
    );
}

#[test]
fn an_empty_answer_can_be_right() {
    let judge = judge(workspace("empty"));
    let fixtures = judge.workspace.fixture_dir("double");
    write(fixtures.join("edge-zero.in"), "0\n");
    write(
        judge.workspace.snapshot_path("double", "edge-zero"),
        "---\nsource: made here\n---\n",
    );
    let silent = "Ok(if doubled == 0 { String::new() } else { format!(\"{}\\n\", doubled) })";
    let judged = variant_verdicts(&judge, "double", "Ok(format!(\"{}\\n\", doubled))", silent);
    assert_eq!(
        judged[0].0,
        Verdict::Ok,
        "edge-zero expects nothing and gets it"
    );
}

/// A FIFO, a link or a folder among the fixtures is refused by name before anything opens it:
/// a FIFO would hang the judge in `open`.
#[cfg(unix)]
#[test]
fn fixtures_are_plain_files() {
    let judge = judge(workspace("plain-files"));
    let folder = judge.workspace.fixture_dir("double");
    let fifo = folder.join("edge-fifo.in");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    assert!(made.is_ok_and(|status| status.success()), "mkfifo");
    let refused = |what: &str| {
        let error = judge
            .check(&problem(&judge, "double"))
            .map(|_| ())
            .expect_err(what);
        assert!(
            error.contains("refused: ") && error.contains(what),
            "{error}"
        );
    };
    refused("a FIFO");
    fs::remove_file(&fifo).expect("removed");
    std::os::unix::fs::symlink("/etc/passwd", folder.join("edge-link.in")).expect("link");
    refused("a link");
    fs::remove_file(folder.join("edge-link.in")).expect("removed");
    fs::create_dir(folder.join("edge-folder.in")).expect("folder");
    refused("a folder");
}
