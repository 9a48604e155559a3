//! The tests that write a generated file, found in the test crate's sources: every `#[test]`
//! function that calls, directly or through other functions, one of the functions that keep a
//! generated file (`ensure_file_contents`, `ensure_blocks`). `cargo accept` must run each of
//! them; a test holds its list to what is found here.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The functions that rewrite a stale generated file.
pub const KEEPERS: [&str; 2] = ["ensure_file_contents", "ensure_blocks"];

/// One function of a source: its name, whether `#[test]` marks it, and its text up to the next
/// function (its own line left out, so a definition is not a call).
#[derive(Debug)]
struct Function {
    name: String,
    test: bool,
    body: String,
}

/// The functions of a source, each with the text up to the next `fn`.
fn functions(source: &str) -> Vec<Function> {
    let mut found: Vec<Function> = Vec::new();
    let mut marked = false;
    for line in source.lines() {
        let trimmed = line.trim_start();
        if trimmed == "#[test]" {
            marked = true;
        }
        let declared = ["fn ", "pub fn ", "pub(crate) fn "]
            .iter()
            .find_map(|opening| trimmed.strip_prefix(opening));
        match declared {
            Some(rest) => found.push(Function {
                name: rest.split(['(', '<']).next().unwrap_or(rest).to_string(),
                test: std::mem::take(&mut marked),
                body: String::new(),
            }),
            None => {
                if let Some(function) = found.last_mut() {
                    function.body.push_str(line);
                    function.body.push('\n');
                }
            }
        }
    }
    found
}

/// Whether `body` calls `name`: `name(` not preceded by a part of an identifier.
fn calls(body: &str, name: &str) -> bool {
    let call = format!("{name}(");
    body.match_indices(&call).any(|(at, _)| {
        let before = body[..at].chars().next_back();
        !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
    })
}

/// The names of the tests among `sources` that reach a keeper, in name order.
pub fn in_sources(sources: &[String]) -> BTreeSet<String> {
    let all: Vec<Function> = sources.iter().flat_map(|text| functions(text)).collect();
    let mut reaching: BTreeSet<String> = KEEPERS.iter().map(|name| name.to_string()).collect();
    loop {
        let more: Vec<String> = all
            .iter()
            .filter(|function| !reaching.contains(&function.name))
            .filter(|function| reaching.iter().any(|name| calls(&function.body, name)))
            .map(|function| function.name.clone())
            .collect();
        if more.is_empty() {
            break;
        }
        reaching.extend(more);
    }
    all.iter()
        .filter(|function| function.test && reaching.contains(&function.name))
        .map(|function| function.name.clone())
        .collect()
}

/// The tests of the crate at `crate_dir` (its `src/` and `tests/`) that write a generated file,
/// but for the unit tests of the keepers themselves, which write scratch files, and of this
/// module, whose sources are strings.
pub fn in_crate(crate_dir: &Path) -> Result<BTreeSet<String>, String> {
    let mut files = Vec::new();
    for folder in ["src", "tests"] {
        rust_files(&crate_dir.join(folder), &mut files)?;
    }
    let own = ["src/generated.rs", "src/readme.rs", "src/accept/writers.rs"]
        .map(|file| crate_dir.join(file));
    let mut sources = Vec::new();
    for path in files.iter().filter(|path| !own.contains(path)) {
        sources.push(judge::layout::read_text(path)?);
    }
    Ok(in_sources(&sources))
}

fn rust_files(folder: &Path, files: &mut Vec<PathBuf>) -> Result<(), String> {
    for path in judge::layout::list(folder)? {
        if path.is_dir() {
            rust_files(&path, files)?;
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_test_that_reaches_a_keeper_through_other_functions_is_found() {
        let source = "fn write() {\n    ensure_blocks(&p, &b);\n}\n\
                      pub fn through() {\n    crate::write();\n}\n\
                      #[test]\nfn a_writer() {\n    suite::through();\n}\n\
                      #[test]\nfn a_reader() {\n    rewrite();\n}\n\
                      fn ensure_file_contents(x: u8) {}\n\
                      #[test]\nfn defines_nothing() {}\n";
        let found = in_sources(&[source.to_string()]);
        assert_eq!(found.into_iter().collect::<Vec<_>>(), ["a_writer"]);
    }
}
