//! The report of `cargo stress <problem> --writeup` that a crate's README quotes: made by the
//! functions that print the tool's report, and kept in the README's block after its marker
//! line (the `generated` mechanism), so that a change to the report's format shows there.

use judge::layout::Workspace;

use crate::readme::ensure_blocks;
use crate::stress::report::{self, Figures, Heading};
use crate::stress::run::Found;
use crate::Problem;

/// The line before the quoted report in the crate's README.
pub fn marker(problem: &str) -> String {
    format!(
        "<!-- cargo stress {problem} --writeup: made by the_writeup_shrinks_to_its_counterexample \
         -->"
    )
}

/// The report as the README quotes it, indented as a code block: the figures that depend on
/// the machine as `report::ELIDED`, the input saved where a run from the workspace's root
/// saves it with the default target folder.
pub fn quoted(problem: &Problem, heading: &Heading, found: &Found) -> String {
    let root = Workspace::this().root().to_path_buf();
    let default = Workspace::new(&root, root.join("target"));
    let saved = default.stress_input(problem.name);
    let saved = saved.strip_prefix(&root).unwrap_or(&saved);
    let report = report::failed(
        heading,
        found,
        &saved.display().to_string(),
        Figures::Elided,
    );
    report.lines().map(|line| format!("    {line}\n")).collect()
}

/// The crate's README quotes `quoted`'s report after its marker; a stale quote is rewritten,
/// and the test fails until it is committed.
pub fn readme_quotes_the_report(problem: &Problem, heading: &Heading, found: &Found) {
    let path = Workspace::this().crate_dir(problem.name).join("README.md");
    let marker = marker(problem.name);
    let blocks = [(marker.as_str(), quoted(problem, heading, found))];
    if let Err(stale) = ensure_blocks(&path, &blocks) {
        panic!("{}: {stale}", problem.name);
    }
}
