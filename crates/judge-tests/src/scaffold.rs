//! `cargo new-problem <problem> [--interactive]`: a new problem crate in the common shape of
//! its kind, its first fixture, its module and test file in this crate, and its one line in the
//! registry of its kind. It fails honestly, in its own tests only and on the placeholders its
//! checklist names (`steps`), until it is filled in.
//!
//! The submodules: `templates` and `batch` (a batch problem's files), `interactive` (an
//! interactive problem's), `steps` (the steps that follow, for each kind).

mod batch;
mod interactive;
pub mod steps;
pub mod templates;

use std::path::{Path, PathBuf};

use judge::layout::{self, Workspace, INTERACTIVE_PART_START, SHARED_PART_START};

/// The two kinds of problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The whole input in, the whole answer out (`src/problems/`).
    Batch,
    /// Played against a jury, a line at a time (`src/interactive/`).
    Interactive,
}

impl Kind {
    /// The marker the shared part of a submission of this kind starts with.
    pub fn shared_part_start(self) -> &'static str {
        match self {
            Kind::Batch => SHARED_PART_START,
            Kind::Interactive => INTERACTIVE_PART_START,
        }
    }
}

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

/// The registry of a kind in this crate: `src/lib.rs` for batch problems, `src/interactive.rs`
/// for interactive ones.
pub fn registry_path(workspace: &Workspace, kind: Kind) -> PathBuf {
    let file = match kind {
        Kind::Batch => "lib.rs",
        Kind::Interactive => "interactive.rs",
    };
    test_crate(workspace).join("src").join(file)
}

/// The macro a registry of `kind` is invoked with.
fn registry_macro(kind: Kind) -> &'static str {
    match kind {
        Kind::Batch => "problems!",
        Kind::Interactive => "interactive_problems!",
    }
}

/// The registry with one more line, `    <module>,`, in its macro's invocation before the
/// first line whose module sorts after it (last where none does), so the registry stays in
/// name order.
pub fn register(registry: &str, kind: Kind, name: &str) -> Result<String, String> {
    let invoked = registry_macro(kind);
    let opening_line = format!("\n{invoked} {{\n");
    let opening = registry
        .find(&opening_line)
        .ok_or(format!("the registry has no `{invoked} {{` invocation"))?
        + opening_line.len();
    let closing = registry[opening..]
        .find("}\n")
        .ok_or(format!("the `{invoked}` invocation is not closed"))?
        + opening;
    let module = module_name(name);
    let mut at = opening;
    for line in registry[opening..closing].split_inclusive('\n') {
        if line.trim().trim_end_matches(',') > module.as_str() {
            break;
        }
        at += line.len();
    }
    Ok(format!(
        "{}    {module},\n{}",
        &registry[..at],
        &registry[at..]
    ))
}

/// The shared part of a submission of `kind`: from its marker to the end, or `None` where it
/// has none.
pub fn shared_part(main_rs: &str, kind: Kind) -> Option<&str> {
    let start = main_rs.find(kind.shared_part_start())?;
    Some(&main_rs[start..])
}

/// The shared part of `kind`, from the first problem of the workspace that has it: a batch
/// problem's scanner and main, or an interactive problem's line reader and main (each held
/// identical in every problem of its kind by a test, so any one of them will do).
fn model_shared_part(workspace: &Workspace, kind: Kind) -> Result<String, String> {
    for problem in judge::metadata::discover(workspace)? {
        let text = layout::read_text(&workspace.main_rs(&problem.name))?;
        if let Some(shared) = shared_part(&text, kind) {
            return Ok(shared.to_string());
        }
    }
    Err(format!(
        "no problem of the workspace has the shared part to copy (a src/main.rs with the line \
         {:?})",
        kind.shared_part_start()
    ))
}

/// `template` with `{name}` the crate's name, `{module}` its module's, `{Type}` a type's.
fn fill(template: &str, name: &str) -> String {
    template
        .replace("{name}", name)
        .replace("{module}", &module_name(name))
        .replace("{Type}", &type_name(name))
}

/// The problem's manifest: the template, with the lines that make a problem interactive.
fn manifest(name: &str, kind: Kind) -> String {
    let lines = match kind {
        Kind::Batch => "",
        Kind::Interactive => "type = \"interactive\"\njury = \"jury.py\"\n",
    };
    fill(templates::MANIFEST, name).replace("{kind}\n", lines)
}

/// A first fixture's snapshot, as insta writes one, its body a placeholder: the suite's
/// snapshot test then fails on what is not written yet, not on a missing file, and
/// `cargo accept` replaces it once the problem answers.
fn first_snapshot(name: &str, fixture: &str, expression: &str, body: &str) -> String {
    let source = format!("crates/judge-tests/tests/{}.rs", module_name(name));
    let input = format!("fixtures/{name}/{fixture}.in");
    format!("---\nsource: {source}\nexpression: {expression}\ninput_file: {input}\n---\n{body}\n")
}

/// The name of a type of the problem: `misere-kayles` is `MisereKayles`.
pub fn type_name(name: &str) -> String {
    let words = name.split('-').map(|word| {
        let mut chars = word.chars();
        let first = chars.next().map(|c| c.to_ascii_uppercase());
        first.into_iter().chain(chars).collect::<String>()
    });
    words.collect()
}

/// Creates the problem; returns the files written.
pub fn new_problem(workspace: &Workspace, name: &str, kind: Kind) -> Result<Vec<PathBuf>, String> {
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
    let shared = model_shared_part(workspace, kind)?;
    let files = match kind {
        Kind::Batch => batch::files(workspace, name, &shared)?,
        Kind::Interactive => interactive::files(workspace, name, &shared)?,
    };
    for (path, contents) in files {
        layout::write(&path, contents.as_bytes())?;
        written.push(path);
    }
    Ok(written)
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
    fn a_problem_is_registered_where_its_name_sorts() {
        let registry = "//! x\n\nproblems! {\n    a,\n    nim,\n}\n\nfn after() {}\n";
        assert_eq!(
            register(registry, Kind::Batch, "misere-kayles").as_deref(),
            Ok("//! x\n\nproblems! {\n    a,\n    misere_kayles,\n    nim,\n}\n\nfn after() {}\n")
        );
        assert_eq!(
            register(registry, Kind::Batch, "zeta").as_deref(),
            Ok("//! x\n\nproblems! {\n    a,\n    nim,\n    zeta,\n}\n\nfn after() {}\n")
        );
        assert!(register(registry, Kind::Interactive, "a").is_err());
        let played = "//! x\n\ninteractive_problems! {\n    coins,\n    xor,\n}\n";
        assert_eq!(
            register(played, Kind::Interactive, "nim").as_deref(),
            Ok("//! x\n\ninteractive_problems! {\n    coins,\n    nim,\n    xor,\n}\n")
        );
        assert_eq!(
            register(played, Kind::Interactive, "a-b").as_deref(),
            Ok("//! x\n\ninteractive_problems! {\n    a_b,\n    coins,\n    xor,\n}\n")
        );
        assert!(register("fn x() {}\n", Kind::Batch, "a").is_err());
        assert!(register("\nproblems! {\n    a,\n", Kind::Batch, "b").is_err());
    }

    #[test]
    fn both_registries_are_in_name_order() {
        let batch: Vec<&str> = crate::PROBLEMS.iter().map(|problem| problem.name).collect();
        let played = crate::interactive::PROBLEMS.iter();
        let played: Vec<&str> = played.map(|problem| problem.name).collect();
        for names in [batch, played] {
            assert!(names.windows(2).all(|pair| pair[0] < pair[1]), "{names:?}");
        }
    }

    #[test]
    fn the_shared_part_of_a_kind_runs_from_its_marker_to_the_end() {
        let text = format!("//! header\nfn solve() {{}}\n{SHARED_PART_START}\nfn main() {{}}\n");
        let start = text.find(SHARED_PART_START).unwrap_or(0);
        assert_eq!(shared_part(&text, Kind::Batch), Some(&text[start..]));
        assert_eq!(shared_part(&text, Kind::Interactive), None);
        assert_eq!(shared_part("fn main() {}", Kind::Batch), None);
        assert_eq!(type_name("misere-kayles-2"), "MisereKayles2");
        assert_eq!(fill("{name} {module} {Type}", "a-b"), "a-b a_b AB");
    }
}
