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
