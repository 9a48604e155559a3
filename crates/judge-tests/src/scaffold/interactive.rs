//! An interactive problem's files: the crate with the interactive shared part and its jury, its
//! first fixture, its module under `src/interactive/` with the adversary's rules, its test file.

mod templates;

use std::path::PathBuf;

use judge::layout::{self, Workspace};

use super::{
    fill, first_snapshot, manifest, module_name, register, registry_path, test_crate, Kind,
};
use templates::{JURY_PY, MAIN_RS, MODULE, README_MD, RULES_RS, STATEMENT_TEX, TEST_FILE};

/// The placeholder of the first fixture's snapshot.
const SAMPLE_EXCHANGE: &str = "<the exchange of sample 1, as the solution and the jury play it>";

/// Every file of a new interactive problem, with its contents; the registry with its line in
/// name order.
pub fn files(
    workspace: &Workspace,
    name: &str,
    shared: &str,
) -> Result<Vec<(PathBuf, String)>, String> {
    let registry = registry_path(workspace, Kind::Interactive);
    let registered = register(&layout::read_text(&registry)?, Kind::Interactive, name)?;
    let tests = test_crate(workspace);
    let module = module_name(name);
    let crate_dir = workspace.crate_dir(name);
    let modules = tests.join("src").join("interactive");
    Ok(vec![
        (workspace.manifest(name), manifest(name, Kind::Interactive)),
        (workspace.main_rs(name), fill(MAIN_RS, name) + shared),
        (crate_dir.join("README.md"), fill(README_MD, name)),
        (crate_dir.join("jury.py"), fill(JURY_PY, name)),
        (workspace.statement(name), fill(STATEMENT_TEX, name)),
        (
            workspace.fixture_dir(name).join("sample-1.in"),
            "1\ntable\n".to_string(),
        ),
        (
            workspace.fixture_dir(name).join("sample-1.snap"),
            first_snapshot(name, "sample-1", "transcript", SAMPLE_EXCHANGE),
        ),
        (modules.join(format!("{module}.rs")), fill(MODULE, name)),
        (modules.join(&module).join("rules.rs"), fill(RULES_RS, name)),
        (
            tests.join("tests").join(format!("{module}.rs")),
            fill(TEST_FILE, name),
        ),
        (registry, registered),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_templates_name_the_problem_its_module_and_its_rules() {
        let main_rs = fill(MAIN_RS, "misere-nim");
        assert!(main_rs.starts_with("//! # misere-nim: "), "{main_rs}");
        assert!(main_rs.contains("misere-nim: not solved yet (read {line:?})"));
        let module = fill(MODULE, "misere-nim");
        assert!(module.contains("#[path = \"../../../misere-nim/src/main.rs\"]"));
        assert!(module.contains("Walker(rules::MisereNim)"), "{module}");
        let rules = fill(RULES_RS, "misere-nim");
        assert!(rules.contains("impl Rules for MisereNim {"), "{rules}");
        assert!(rules.contains("src/interactive/misere_nim/rules.rs"));
        assert!(rules.contains("A start of several lines (a count, then the piles) is written"));
        assert!(fill(TEST_FILE, "misere-nim").contains(
            "judge_tests::interactive_tests!(judge_tests::interactive::misere_nim::PROBLEM);"
        ));
        let jury = fill(JURY_PY, "misere-nim");
        assert!(jury.starts_with("#!/usr/bin/env python3\n\"\"\"misere-nim ("));
        for mode in ["table", "random S", "line M..."] {
            assert!(jury.contains(&format!("\n            {mode} ")), "{mode}");
        }
        assert!(!jury.contains("{name}") && !rules.contains("{Type}"));
        let readme = fill(README_MD, "misere-nim");
        let kept = crate::submissions::interactive_marker().to_string() + "\n";
        let block = kept + &crate::submissions::interactive_table(&[]) + "\n";
        assert!(readme.contains(&block), "{readme}");
    }

    /// The jury run as the package's input validator on `input`: its exit status.
    fn validated(input: &str) -> Option<i32> {
        use std::io::Write;
        let jury = fill(JURY_PY, "misere-nim");
        let mut child = crate::interactive::python3()
            .args(["-c", &jury])
            .stdin(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("python3 runs");
        let mut stdin = child.stdin.take().expect("piped");
        stdin.write_all(input.as_bytes()).expect("written");
        drop(stdin);
        child.wait().expect("waited").code()
    }

    #[test]
    #[ignore = "slow: the template's jury started in Python for eleven inputs"]
    fn the_jury_validates_a_line_up_to_its_move_limit_and_nothing_appended() {
        assert!(JURY_PY.contains("\nMAX_N = 10\n") && JURY_PY.contains("\nMAX_MOVES = MAX_N\n"));
        assert!(JURY_PY.contains("\nSTART_NUMBERS = 1\n"));
        let limit = 10;
        let line = |count: usize| format!("10\nline{}\n", " 1".repeat(count));
        for valid in [
            "1\ntable\n".to_string(),
            "10\nrandom 7\n".into(),
            line(limit),
        ] {
            assert_eq!(validated(&valid), Some(42), "{valid:?}");
        }
        let appended = ["1\ntable 1\n", "10 1\ntable\n", "10\nrandom 7 1\n"];
        let refused = [
            line(limit + 1),
            "10\nline 11\n".into(),
            "10\nline 0\n".into(),
            "1 2\ntable\n".into(),
            "11\ntable\n".into(),
        ];
        for invalid in appended.map(String::from).into_iter().chain(refused) {
            assert_eq!(validated(&invalid), Some(43), "{invalid:?}");
        }
    }
}
