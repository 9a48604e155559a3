//! A batch problem's files: the crate, its first sample with a placeholder answer, its picture
//! marked as missing, the package's validators, its module under `src/problems/` and its test
//! file.

use std::path::PathBuf;

use judge::layout::{self, Workspace};

use super::templates::{
    ANSWER, FORMAT, MAIN_RS, MISSING_PICTURE, PROBLEM_MODULE, PROOF_PY, README_MD, STATEMENT_TEX,
    TEST_FILE, WRITEUP_RS,
};
use super::{
    fill, first_snapshot, manifest, module_name, register, registry_path, test_crate, Kind,
};

/// The placeholder of the first sample's answer.
const SAMPLE_ANSWER: &str = "<the statement's answer to sample 1>";

/// The placeholder of a fixture's snapshot.
pub const RECORDED: &str = "<the answer, which cargo accept records once solve answers>";

/// The first `input.ctd`: the template's format under the template manifest's bounds, as the
/// problem's tests keep it once the format is the problem's own.
fn input_validator(name: &str) -> Result<String, String> {
    let manifest = manifest(name, Kind::Batch);
    let metadata = judge::metadata::parse(&manifest)?.ok_or("the template has no judge table")?;
    crate::checktestdata::script(&FORMAT, &metadata)
}

/// Every file of a new problem, with its contents; the registry with its line in name order.
pub fn files(
    workspace: &Workspace,
    name: &str,
    shared: &str,
) -> Result<Vec<(PathBuf, String)>, String> {
    let registry = registry_path(workspace, Kind::Batch);
    let registered = register(&layout::read_text(&registry)?, Kind::Batch, name)?;
    let tests = test_crate(workspace);
    let module = module_name(name);
    let files = [
        (workspace.manifest(name), manifest(name, Kind::Batch)),
        (workspace.main_rs(name), fill(MAIN_RS, name) + shared),
        (
            workspace.crate_dir(name).join("README.md"),
            fill(README_MD, name),
        ),
        (
            workspace.crate_dir(name).join("writeup.rs"),
            fill(WRITEUP_RS, name),
        ),
        (
            workspace.crate_dir(name).join("proof.py"),
            fill(PROOF_PY, name),
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
    files.splice(5..5, fixture_files(workspace, name));
    files.extend(package_files(workspace, name)?);
    Ok(files)
}

/// The first fixtures: a sample with a placeholder answer, and an input at the template's
/// bounds, each with a placeholder snapshot.
fn fixture_files(workspace: &Workspace, name: &str) -> Vec<(PathBuf, String)> {
    vec![
        (
            workspace.fixture_dir(name).join("sample-1.in"),
            "1\n".to_string(),
        ),
        // Judged too: it fails until it holds the statement's answer.
        (
            workspace.fixture_dir(name).join("sample-1.ans"),
            format!("{SAMPLE_ANSWER}\n"),
        ),
        // The template's bounds reached, as the `max-*` fixtures must.
        (
            workspace.fixture_dir(name).join("max-n.in"),
            "10\n".to_string(),
        ),
        (
            workspace.fixture_dir(name).join("sample-1.snap"),
            first_snapshot(name, "sample-1", "output", RECORDED),
        ),
        (
            workspace.fixture_dir(name).join("max-n.snap"),
            first_snapshot(name, "max-n", "output", RECORDED),
        ),
    ]
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
    fn the_templates_name_the_problem_and_start_the_format_and_answer() {
        assert!(fill(MAIN_RS, "nim").starts_with("//! # nim: "));
        assert!(fill(PROBLEM_MODULE, "misere-kayles")
            .contains("\"../../../misere-kayles/src/main.rs\""));
        assert!(fill(TEST_FILE, "misere-kayles").contains("src/problems/misere_kayles.rs"));
        assert!(fill(README_MD, "misere-kayles").starts_with("# misere-kayles\n"));
        assert!(fill(MISSING_PICTURE, "nim").contains("nim: the picture is missing"));
        assert!(PROBLEM_MODULE.contains("format: Format::Line(&[\"n\"]),"));
        assert_eq!(FORMAT, crate::format::Format::Line(&["n"]));
        assert!(PROBLEM_MODULE.contains("answer: Answer::Word(&[\"First\", \"Second\"]),"));
        let lost_only = format!("file: \"{}\",", crate::scaffold::steps::LOST_ONLY);
        assert!(PROBLEM_MODULE.contains(&lost_only));
        assert_eq!(ANSWER, crate::answer::Answer::Word(&["First", "Second"]));
        let validator = input_validator("nim").expect("written");
        assert!(
            validator.ends_with("INT(1,10) NEWLINE\nEOF\n"),
            "{validator}"
        );
    }

    #[test]
    fn the_proof_fails_on_its_first_placeholder_by_name() {
        let proof = fill(PROOF_PY, "misere-kayles");
        assert_eq!(proof.matches("PLACEHOLDER: ").count(), 4, "{proof}");
        let folder = std::env::temp_dir().join(format!("proof-{}", std::process::id()));
        std::fs::create_dir_all(&folder).expect("folder");
        std::fs::write(folder.join("proof.py"), &proof).expect("written");
        // Only the placeholder is reached: no z3 term is made before it.
        std::fs::write(folder.join("z3.py"), "").expect("written");
        let scripts = judge::layout::Workspace::this().root().join("scripts");
        let load = "import importlib.util, sys\n\
            import proving\n\
            spec = importlib.util.spec_from_file_location('proof', sys.argv[1])\n\
            module = importlib.util.module_from_spec(spec)\n\
            spec.loader.exec_module(module)\n\
            try:\n    module.proofs()\nexcept proving.Placeholder as err:\n    \
            print(err)\n    sys.exit(3)\n";
        let ran = crate::interactive::python3()
            .args(["-c", load])
            .arg(folder.join("proof.py"))
            .env(
                "PYTHONPATH",
                format!("{}:{}", folder.display(), scripts.display()),
            )
            .env("PYTHONDONTWRITEBYTECODE", "1")
            .output()
            .expect("python3 runs");
        let _ = std::fs::remove_dir_all(&folder);
        let said = String::from_utf8_lossy(&ran.stdout);
        assert_eq!(
            ran.status.code(),
            Some(3),
            "{said}{}",
            String::from_utf8_lossy(&ran.stderr)
        );
        assert_eq!(
            said,
            "misere-kayles/proof.py: the position, `position()`, is a placeholder\n"
        );
    }
}
