//! `cargo new-problem <problem>`: a new problem crate in the common shape, its first fixture
//! with its answer, its picture marked as missing, its module and test file in this crate, and
//! its one line in this crate's registry. It fails honestly, in its own tests only, until it is
//! filled in.

mod templates;

use std::path::{Path, PathBuf};

use judge::layout::{self, Workspace, SHARED_PART_START};

use templates::{
    ANSWER, FORMAT, MAIN_RS, MANIFEST, MISSING_PICTURE, NEXT_STEPS, PROBLEM_MODULE, README_MD,
    STATEMENT_TEX, TEST_FILE, WRITEUP_RS,
};

/// Whether `name` is lower-case words joined by `-`, as crate and folder names are here.
pub fn valid_name(name: &str) -> bool {
    name.as_bytes().first().is_some_and(u8::is_ascii_lowercase)
        && name.split('-').all(|word| {
            !word.is_empty()
                && word
                    .bytes()
                    .all(|byte| byte.is_ascii_lowercase() || byte.is_ascii_digit())
        })
}

/// The Rust module name of a problem.
pub fn module_name(name: &str) -> String {
    name.replace('-', "_")
}

/// This crate in `workspace`.
pub fn test_crate(workspace: &Workspace) -> PathBuf {
    let this = Path::new(env!("CARGO_MANIFEST_DIR"));
    workspace
        .crates_dir()
        .join(this.file_name().unwrap_or(this.as_os_str()))
}

/// The registry of this crate, `src/lib.rs`.
pub fn registry_path(workspace: &Workspace) -> PathBuf {
    test_crate(workspace).join("src").join("lib.rs")
}

const REGISTRY_OPENING: &str = "\nproblems! {\n";

/// The registry with one more line, `    <module>,`, at the end of the `problems!` invocation.
pub fn register(registry: &str, name: &str) -> Result<String, String> {
    let opening = registry
        .find(REGISTRY_OPENING)
        .ok_or("the registry has no `problems! {` invocation")?
        + REGISTRY_OPENING.len();
    let closing = registry[opening..]
        .find("}\n")
        .ok_or("the `problems!` invocation is not closed")?
        + opening;
    Ok(format!(
        "{}    {},\n{}",
        &registry[..closing],
        module_name(name),
        &registry[closing..]
    ))
}

/// The shared part of an existing submission: from its first marker to the end.
pub fn shared_part(main_rs: &str) -> Result<&str, String> {
    let start = main_rs
        .find(SHARED_PART_START)
        .ok_or("no shared-part marker in the model submission")?;
    Ok(&main_rs[start..])
}

/// The first `input.ctd`: the template's format under the template manifest's bounds, as the
/// problem's tests keep it once the format is the problem's own.
fn input_validator(name: &str) -> Result<String, String> {
    let manifest = fill(MANIFEST, name);
    let metadata = judge::metadata::parse(&manifest)?.ok_or("the template has no judge table")?;
    crate::checktestdata::script(&FORMAT, &metadata)
}

fn fill(template: &str, name: &str) -> String {
    template
        .replace("{name}", name)
        .replace("{module}", &module_name(name))
}

/// What is left to do once the files are written, in the order of the README's checklist.
pub fn next_steps(name: &str) -> String {
    fill(NEXT_STEPS, name)
}

/// Creates the problem; returns the files written.
pub fn new_problem(workspace: &Workspace, name: &str) -> Result<Vec<PathBuf>, String> {
    if !valid_name(name) {
        return Err(format!(
            "{name:?}: a problem name starts with a letter and is words of lower-case letters \
             and digits joined by single '-', e.g. misere-kayles or nim2"
        ));
    }
    let crate_dir = workspace.crate_dir(name);
    if crate_dir.exists() {
        return Err(format!("{} already exists", crate_dir.display()));
    }
    let mut written = Vec::new();
    for (path, contents) in files(workspace, name)? {
        layout::write(&path, contents.as_bytes())?;
        written.push(path);
    }
    Ok(written)
}

/// Every file of a new problem, with its contents; the registry with one more line last.
fn files(workspace: &Workspace, name: &str) -> Result<Vec<(PathBuf, String)>, String> {
    let model = judge::metadata::discover(workspace)?
        .into_iter()
        .next()
        .ok_or("no problem to copy the shared part from")?;
    let model_text = layout::read_text(&workspace.main_rs(&model.name))?;
    let registry = registry_path(workspace);
    let registered = register(&layout::read_text(&registry)?, name)?;
    let tests = test_crate(workspace);
    let module = module_name(name);
    let files = [
        (workspace.manifest(name), fill(MANIFEST, name)),
        (
            workspace.main_rs(name),
            fill(MAIN_RS, name) + shared_part(&model_text)?,
        ),
        (
            workspace.crate_dir(name).join("README.md"),
            fill(README_MD, name),
        ),
        (
            workspace.crate_dir(name).join("writeup.rs"),
            fill(WRITEUP_RS, name),
        ),
        (
            workspace.fixture_dir(name).join("sample-1.in"),
            "1\n".to_string(),
        ),
        // Judged too: it fails until it holds the statement's answer.
        (
            workspace.fixture_dir(name).join("sample-1.ans"),
            "<the statement's answer to sample 1>\n".to_string(),
        ),
        (
            tests
                .join("src")
                .join("problems")
                .join(format!("{module}.rs")),
            fill(PROBLEM_MODULE, name).replace(
                "{missing picture}",
                &fill(MISSING_PICTURE, name).escape_default().to_string(),
            ),
        ),
        (
            workspace.crate_dir(name).join("losing-positions.svg"),
            fill(MISSING_PICTURE, name),
        ),
        (
            tests.join("tests").join(format!("{module}.rs")),
            fill(TEST_FILE, name),
        ),
        (registry, registered),
    ];
    let mut files = Vec::from(files);
    files.extend(package_files(workspace, name)?);
    Ok(files)
}

/// The files a package takes from a new crate besides its main.rs: the statement to fill, and
/// the validators written from the template's format and answer.
fn package_files(workspace: &Workspace, name: &str) -> Result<Vec<(PathBuf, String)>, String> {
    let answer_script = crate::checktestdata::answer_script(&ANSWER);
    Ok(vec![
        (workspace.statement(name), fill(STATEMENT_TEX, name)),
        (workspace.input_validator(name), input_validator(name)?),
        (
            workspace.answer_validator(name),
            answer_script.ok_or("the template's answer is checked")?,
        ),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_lower_case_words_joined_by_dashes() {
        assert!(valid_name("misere-kayles") && valid_name("nim2") && valid_name("a"));
        for bad in ["", "Misere", "misere_kayles", "-x", "x-", "2x", "x--y", "é"] {
            assert!(!valid_name(bad), "{bad:?}");
        }
        assert_eq!(module_name("misere-kayles"), "misere_kayles");
    }

    #[test]
    fn a_problem_is_registered_on_the_last_line_of_the_table() {
        let registry = "//! x\n\nproblems! {\n    a,\n    b,\n}\n\nfn after() {}\n";
        assert_eq!(
            register(registry, "misere-kayles").as_deref(),
            Ok("//! x\n\nproblems! {\n    a,\n    b,\n    misere_kayles,\n}\n\nfn after() {}\n")
        );
        assert!(register("fn x() {}\n", "a").is_err());
        assert!(register("\nproblems! {\n    a,\n", "b").is_err());
    }

    #[test]
    fn the_shared_part_runs_from_its_marker_to_the_end() {
        let text = format!("//! header\nfn solve() {{}}\n{SHARED_PART_START}\nfn main() {{}}\n");
        assert_eq!(
            shared_part(&text),
            Ok(&text[text.find(SHARED_PART_START).unwrap_or(0)..])
        );
        assert!(shared_part("fn main() {}").is_err());
        assert!(fill(MAIN_RS, "nim").starts_with("//! # nim: "));
        assert!(next_steps("nim").contains("cargo accept nim"));
        assert!(fill(PROBLEM_MODULE, "misere-kayles")
            .contains("\"../../../misere-kayles/src/main.rs\""));
        assert!(fill(TEST_FILE, "misere-kayles").contains("src/problems/misere_kayles.rs"));
        assert!(fill(README_MD, "misere-kayles").starts_with("# misere-kayles\n"));
        assert!(fill(MISSING_PICTURE, "nim").contains("nim: the picture is missing"));
        assert!(PROBLEM_MODULE.contains("format: Format::Line(&[\"n\"]),"));
        assert_eq!(FORMAT, crate::format::Format::Line(&["n"]));
        assert!(PROBLEM_MODULE.contains("answer: Answer::Word(&[\"First\", \"Second\"]),"));
        assert_eq!(ANSWER, crate::answer::Answer::Word(&["First", "Second"]));
        let validator = input_validator("nim").expect("written");
        assert!(
            validator.ends_with("INT(1,10) NEWLINE\nEOF\n"),
            "{validator}"
        );
    }
}
