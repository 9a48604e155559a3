//! `cargo accept [problem]`: every missing or changed snapshot and every stale generated file
//! written in one go, then the tests run once more as CI runs them. The writing runs are cargo
//! test runs of the tests that write, filtered by name: first the generated files (the generated
//! fixtures among them, which the snapshots then read), then the snapshots. What they wrote is
//! found by reading the tree before and after.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::generated::{is_ci, ACCEPT};
use crate::scaffold::module_name;

pub mod writers;

/// One `cargo` run: what it is for, its arguments and the variables it sets.
#[derive(Debug, PartialEq, Eq)]
pub struct Run {
    pub what: &'static str,
    pub args: Vec<String>,
    pub env: &'static [(&'static str, &'static str)],
}

/// Every variable a writing run sets; the check run clears them, in case they were set by hand.
pub const WRITING: [&str; 3] = [ACCEPT, "INSTA_UPDATE", "INSTA_FORCE_PASS"];

/// The tests that rewrite a stale generated file: each problem's, and the READMEs' blocks.
/// `writers` finds them in the sources, and a test holds this list to what it finds.
pub const GENERATED_TESTS: [&str; 8] = [
    "generated_files_are_fresh",
    "kept_programs_are_found_and_listed",
    "readme_tables_are_generated",
    "the_adversary_domains_are_listed_in_the_readme",
    "the_checklists_are_in_the_readme",
    "the_judge_readme_blocks_are_generated",
    "the_slow_tests_are_listed_in_the_readme",
    "the_writeup_shrinks_to_its_counterexample",
];

/// The test that records each fixture's snapshot, in each problem's suite.
pub const SNAPSHOT_TEST: &str = "every_fixture_matches_its_snapshot";

/// Why nothing is written here, if it runs under CI.
pub fn refusal() -> Option<String> {
    is_ci().then(|| {
        "cargo accept is refused under CI (CI is set): there a missing or changed snapshot or \
         a stale generated file must fail. Run `cargo accept` locally and commit what it writes."
            .to_string()
    })
}

/// The writing runs, in order, over one problem's tests (and the README's), or every test.
pub fn writing_runs(problem: Option<&str>) -> Vec<Run> {
    let selection = match problem {
        Some(name) => vec![
            "--test".to_string(),
            module_name(name),
            "--test".into(),
            "workspace".into(),
        ],
        None => vec!["--tests".to_string()],
    };
    let run = |what, filters: &[&str], env| {
        let mut args: Vec<String> = [
            "test",
            "--quiet",
            "--package",
            "judge-tests",
            "--no-fail-fast",
        ]
        .map(String::from)
        .to_vec();
        args.extend(selection.iter().cloned());
        args.push("--".to_string());
        args.extend(filters.iter().map(|filter| filter.to_string()));
        Run { what, args, env }
    };
    vec![
        run("generated files", &GENERATED_TESTS, &[(ACCEPT, "1")]),
        run(
            "snapshots",
            &[SNAPSHOT_TEST],
            &[("INSTA_UPDATE", "always"), ("INSTA_FORCE_PASS", "1")],
        ),
    ]
}

/// The run that says whether the tree now passes: the README's test command, unchanged.
pub fn check_run() -> Run {
    Run {
        what: "the tests",
        args: vec!["test".to_string(), "--workspace".to_string()],
        env: &[],
    }
}

/// Every file under a workspace's root, by the hash of its bytes, but those in the build's and
/// git's folders and in Python's caches, and links.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Tree(BTreeMap<PathBuf, u64>);

const SKIPPED: [&str; 3] = [".git", "target", "__pycache__"];

impl Tree {
    /// The files under `root`, their paths relative to it.
    pub fn read(root: &Path) -> Result<Tree, String> {
        let mut tree = Tree::default();
        let mut folders = vec![PathBuf::new()];
        while let Some(folder) = folders.pop() {
            for path in judge::layout::list(&root.join(&folder))? {
                let name = path.file_name().unwrap_or_default();
                let relative = folder.join(name);
                // A link is neither followed nor read.
                let kind = std::fs::symlink_metadata(&path).map(|metadata| metadata.file_type());
                let kind = kind.map_err(|err| format!("{}: {err}", path.display()))?;
                if kind.is_dir() {
                    if !SKIPPED.iter().any(|skipped| name == *skipped) {
                        folders.push(relative);
                    }
                } else if kind.is_file() {
                    let bytes = judge::layout::read_bytes(&path)?;
                    tree.0.insert(relative, judge::hash::fnv1a(&bytes));
                }
            }
        }
        Ok(tree)
    }

    /// What differs in `after`: `wrote <path>` for a file new or changed, `removed <path>` for
    /// one gone, in the order of the paths.
    pub fn changes(&self, after: &Tree) -> Vec<String> {
        let wrote = after
            .0
            .iter()
            .filter(|(path, hash)| self.0.get(*path) != Some(hash))
            .map(|(path, _)| (path, "wrote"));
        let removed = self
            .0
            .keys()
            .filter(|path| !after.0.contains_key(*path))
            .map(|path| (path, "removed"));
        let mut changes: Vec<_> = wrote.chain(removed).collect();
        changes.sort();
        changes
            .into_iter()
            .map(|(path, what)| format!("{what} {}", path.display()))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_problem_writes_through_its_own_tests_and_the_readmes() {
        let runs = writing_runs(Some("misere-kayles"));
        let args = |run: &Run| run.args.join(" ");
        assert_eq!(
            args(&runs[0]),
            format!(
                "test --quiet --package judge-tests --no-fail-fast --test misere_kayles --test \
                 workspace -- {}",
                GENERATED_TESTS.join(" ")
            )
        );
        assert_eq!(runs[0].env, [(ACCEPT, "1")]);
        assert!(args(&runs[1]).ends_with("--test workspace -- every_fixture_matches_its_snapshot"));
        assert_eq!(
            runs[1].env,
            [("INSTA_UPDATE", "always"), ("INSTA_FORCE_PASS", "1")]
        );
        let every = writing_runs(None);
        assert!(every
            .iter()
            .all(|run| run.args.contains(&"--tests".to_string())));
        assert_eq!(args(&check_run()), "test --workspace");
        let set: Vec<&str> = runs
            .iter()
            .flat_map(|run| run.env.iter().map(|(name, _)| *name))
            .collect();
        assert!(set.iter().all(|name| WRITING.contains(name)), "{set:?}");
    }

    #[test]
    fn the_changes_are_the_files_written_and_removed() {
        let tree = |files: &[(&str, u64)]| {
            Tree(
                files
                    .iter()
                    .map(|&(path, hash)| (PathBuf::from(path), hash))
                    .collect(),
            )
        };
        let before = tree(&[("a.snap", 1), ("b.snap", 2), ("c.snap.new", 3)]);
        let after = tree(&[("a.snap", 1), ("b.snap", 9), ("d.snap", 4)]);
        assert_eq!(
            before.changes(&after),
            ["wrote b.snap", "removed c.snap.new", "wrote d.snap"]
        );
        assert!(after.changes(&after).is_empty());
    }

    #[test]
    fn the_tree_is_read_but_for_the_build_and_git() {
        let root = std::env::temp_dir().join(format!("accept-tree-{}", std::process::id()));
        drop(std::fs::remove_dir_all(&root));
        for file in ["a.in", "fixtures/x/b.snap", "target/debug/c", ".git/HEAD"] {
            judge::layout::write(&root.join(file), file.as_bytes()).expect("written");
        }
        let before = Tree::read(&root).expect("read");
        let paths: Vec<_> = before
            .0
            .keys()
            .map(|path| path.display().to_string())
            .collect();
        assert_eq!(paths, ["a.in", "fixtures/x/b.snap"]);
        judge::layout::write(&root.join("fixtures/x/b.snap"), b"changed").expect("written");
        let after = Tree::read(&root).expect("read");
        assert_eq!(before.changes(&after), ["wrote fixtures/x/b.snap"]);
        drop(std::fs::remove_dir_all(&root));
    }
}
