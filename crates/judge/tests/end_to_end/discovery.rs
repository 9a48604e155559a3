//! Finding the problems: the metadata read as Cargo reads it, and no submission skipped.

use judge::metadata;

use crate::workspace::{workspace, write};

#[test]
fn a_table_written_any_way_toml_allows_is_found() {
    let workspace = workspace("discovery-headers");
    let manifest = workspace.manifest("double");
    let text = std::fs::read_to_string(&manifest).expect("manifest");
    for header in [
        "[package.metadata.judge] # where it is judged",
        "[ package.metadata.judge ]",
    ] {
        write(
            manifest.clone(),
            &text.replace("[package.metadata.judge]\n", &format!("{header}\n")),
        );
        let found = metadata::discover(&workspace).expect("problems");
        let names: Vec<&str> = found.iter().map(|problem| problem.name.as_str()).collect();
        assert_eq!(names, ["divisor", "double"], "with {header}");
    }
}

#[test]
fn a_submission_without_a_judge_table_is_an_error() {
    let workspace = workspace("discovery-stray");
    write(workspace.manifest("stray"), "[package]\nname = \"stray\"\n");
    write(workspace.main_rs("stray"), "fn main() {}\n");
    let error = metadata::discover(&workspace).expect_err("a stray submission");
    assert!(
        error
            .contains("stray/Cargo.toml: a crate with src/main.rs and no [package.metadata.judge]"),
        "{error}"
    );
}

/// A manifest that is a FIFO would hang the read, or, skipped, make its problem vanish: it is
/// refused by name.
#[cfg(unix)]
#[test]
fn a_manifest_that_is_not_a_plain_file_is_refused() {
    let workspace = workspace("discovery-fifo");
    let manifest = workspace.manifest("double");
    std::fs::remove_file(&manifest).expect("removed");
    let made = std::process::Command::new("mkfifo").arg(&manifest).status();
    assert!(made.expect("mkfifo runs").success());
    // Read on a thread of its own: a judge that opened the FIFO would wait there for ever.
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || drop(sender.send(metadata::discover(&workspace))));
    let discovered = receiver.recv_timeout(std::time::Duration::from_secs(20));
    let refused = discovered.expect("no hang").expect_err("a FIFO manifest");
    assert!(
        refused.ends_with("refused: not a plain file (a FIFO, socket or device)"),
        "{refused}"
    );
}
