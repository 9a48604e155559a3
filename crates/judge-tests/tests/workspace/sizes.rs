//! Sizes: no source file of the tools over 400 lines, no function over 60. The submissions and
//! the programs kept as data (`crates/<problem>/src/main.rs`, `writeup.rs`, `submissions/`,
//! `adversary/`, the judge's test programs) are whole programs pasted or judged as they are, and
//! are not held to it.

use std::fs;
use std::path::{Path, PathBuf};

use judge::layout::Workspace;

const MAX_FILE_LINES: usize = 400;
const MAX_FUNCTION_LINES: usize = 60;

/// Whether `relative` (a path under the workspace, with `/`) is a program kept as data.
fn is_kept_program(relative: &str) -> bool {
    let parts: Vec<&str> = relative.split('/').collect();
    let problem_file = parts.len() >= 3 && parts[0] == "crates" && parts[1] != "judge";
    let in_problem = |folder: &str| problem_file && parts[2] == folder;
    (problem_file && parts[1] != "judge-tests" && parts[2..] == ["src", "main.rs"])
        || (problem_file && parts[2] == "writeup.rs")
        || in_problem("submissions")
        || in_problem("adversary")
        || relative.starts_with("crates/judge/tests/") && parts.contains(&"programs")
        || relative.starts_with("crates/judge/tests/hostile/")
}

/// Every `.rs` file under `folder`, skipping build folders.
fn rust_files(folder: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() && entry.file_name() != "target" {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            found.push(path);
        }
    }
}

/// Each function of `text` longer than the limit: its first line's number and its body's
/// length. A body is the lines between the line that opens it (the first line from `fn` that
/// ends with `{`) and the line of its closing brace, at the `fn`'s indentation, as rustfmt
/// writes them.
fn long_functions(text: &str) -> Vec<(usize, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut long = Vec::new();
    for (start, line) in lines.iter().enumerate() {
        let trimmed = line.trim_start();
        let indent = &line[..line.len() - trimmed.len()];
        let item = trimmed
            .trim_start_matches("pub ")
            .trim_start_matches("pub(crate) ")
            .trim_start_matches("pub(super) ")
            .trim_start_matches("const ")
            .trim_start_matches("unsafe ");
        if !item.starts_with("fn ") || line.ends_with(';') {
            continue;
        }
        let Some(open) = (start..lines.len()).find(|&index| lines[index].ends_with('{')) else {
            continue;
        };
        let closing = format!("{indent}}}");
        if let Some(end) = (open + 1..lines.len()).find(|&index| lines[index] == closing) {
            let body = end - open - 1;
            if body > MAX_FUNCTION_LINES {
                long.push((start + 1, body));
            }
        }
    }
    long
}

#[test]
fn no_tool_file_is_over_400_lines_and_no_function_over_60() {
    let workspace = Workspace::this();
    let mut files = Vec::new();
    rust_files(&workspace.crates_dir(), &mut files);
    rust_files(&workspace.root().join("scripts"), &mut files);
    let mut over = Vec::new();
    for path in files {
        let relative = path.strip_prefix(workspace.root()).expect("inside");
        let relative = relative.to_string_lossy().replace('\\', "/");
        if is_kept_program(&relative) {
            continue;
        }
        let text = fs::read_to_string(&path).expect("readable");
        let count = text.lines().count();
        if count > MAX_FILE_LINES {
            over.push(format!("{relative}: {count} lines"));
        }
        for (line, body) in long_functions(&text) {
            over.push(format!("{relative}:{line}: a function of {body} lines"));
        }
    }
    assert!(over.is_empty(), "over the limits:\n{}", over.join("\n"));
}

#[test]
fn a_long_function_is_found_and_a_kept_program_is_skipped() {
    let body = "    x();\n".repeat(MAX_FUNCTION_LINES + 1);
    let text = format!("/// Doc.\npub fn long(\n    a: u8,\n) {{\n{body}}}\n\nfn short() {{\n}}\n");
    assert_eq!(long_functions(&text), [(2, MAX_FUNCTION_LINES + 1)]);
    let fits = format!(
        "fn fits() {{\n{}}}\n",
        "    x();\n".repeat(MAX_FUNCTION_LINES)
    );
    assert_eq!(long_functions(&fits), []);
    assert!(is_kept_program("crates/coins/src/main.rs"));
    assert!(is_kept_program("crates/coins/submissions/accepted/a.rs"));
    assert!(is_kept_program("crates/left-stack-game/writeup.rs"));
    assert!(!is_kept_program("crates/judge-tests/src/main.rs"));
    assert!(!is_kept_program("crates/judge/src/process.rs"));
    assert!(!is_kept_program(
        "crates/judge-tests/src/problems/game_with_stones.rs"
    ));
}
