//! The tests left out of the fast loop: every `#[ignore = "slow: ..."]` of the workspace's
//! crates, with the test it marks and why, listed for the test crate's README. `cargo test
//! --workspace -- --ignored` runs them (`.ci/run` does).

use std::path::{Path, PathBuf};

/// A test marked slow: where it is (relative to the workspace's root), its name, and why.
#[derive(Debug, PartialEq, Eq)]
pub struct SlowTest {
    pub file: String,
    pub name: String,
    pub why: String,
}

/// The slow tests of one source file: each `#[ignore = "slow: why"]` and the `fn` after it.
pub fn in_source(file: &str, source: &str) -> Vec<SlowTest> {
    let mut found = Vec::new();
    let mut why: Option<String> = None;
    for line in source.lines().map(str::trim_start) {
        if let Some(reason) = slow_reason(line) {
            why = Some(reason);
        } else if let Some(rest) = line.strip_prefix("fn ") {
            if let Some(why) = why.take() {
                let name = rest.split('(').next().unwrap_or(rest).to_string();
                found.push(SlowTest {
                    file: file.to_string(),
                    name,
                    why,
                });
            }
        }
    }
    found
}

/// Why an attribute line marks a test slow: `#[ignore = "slow: why"]`, or
/// `#[cfg_attr(condition, ignore = "slow: why")]`, which is slow only where the condition holds.
fn slow_reason(line: &str) -> Option<String> {
    const MARK: &str = "ignore = \"slow: ";
    let at = line.find(MARK)?;
    let reason = line[at + MARK.len()..].split('"').next()?;
    match line.strip_prefix("#[cfg_attr(") {
        Some(rest) => {
            let condition = rest.split(", ignore").next()?;
            Some(format!("{reason} (ignored only where `{condition}`)"))
        }
        None => line.starts_with("#[ignore").then(|| reason.to_string()),
    }
}

/// Every slow test under `root/crates`, in the order of their paths.
pub fn in_workspace(root: &Path) -> Result<Vec<SlowTest>, String> {
    let mut files = Vec::new();
    rust_files(&root.join("crates"), &mut files)?;
    files.sort();
    let mut found = Vec::new();
    for path in files {
        let source =
            std::fs::read_to_string(&path).map_err(|err| format!("{}: {err}", path.display()))?;
        let shown = path.strip_prefix(root).unwrap_or(&path);
        found.extend(in_source(&shown.to_string_lossy(), &source));
    }
    Ok(found)
}

fn rust_files(folder: &Path, files: &mut Vec<PathBuf>) -> Result<(), String> {
    let entries =
        std::fs::read_dir(folder).map_err(|err| format!("{}: {err}", folder.display()))?;
    for entry in entries.flatten() {
        let path = entry.path();
        let kind = entry
            .file_type()
            .map_err(|err| format!("{}: {err}", path.display()))?;
        if kind.is_dir() {
            rust_files(&path, files)?;
        } else if kind.is_file() && path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
    Ok(())
}

/// The README's table of slow tests. Those of `problem_tests!` are made once per problem.
pub fn table(tests: &[SlowTest]) -> String {
    let mut table = String::from("| test | file | why it is slow |\n|---|---|---|\n");
    for test in tests {
        let name = match test.file.ends_with("src/suite.rs") {
            true => format!("`{}`, for every problem", test.name),
            false => format!("`{}`", test.name),
        };
        table.push_str(&format!("| {name} | `{}` | {} |\n", test.file, test.why));
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ignored_test_is_found_with_its_reason() {
        let source = "#[test]\n#[ignore = \"slow: waits\"]\nfn waits() {}\n\n#[test]\nfn \
                      fast() {}\n    #[ignore = \"slow: inside\"]\n    fn inner(x: u8) {}\n\
                      #[ignore]\nfn plain() {}\n#[cfg_attr(unix, ignore = \"slow: here\")]\n\
                      fn on_unix() {}\n";
        let found = in_source("a.rs", source);
        let names: Vec<(&str, &str)> = found
            .iter()
            .map(|test| (test.name.as_str(), test.why.as_str()))
            .collect();
        assert_eq!(
            names,
            [
                ("waits", "waits"),
                ("inner", "inside"),
                ("on_unix", "here (ignored only where `unix`)")
            ]
        );
        let table = table(&found[..2]);
        assert!(
            table.ends_with("| `inner` | `a.rs` | inside |\n"),
            "{table}"
        );
    }
}
