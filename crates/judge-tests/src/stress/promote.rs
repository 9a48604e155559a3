//! `--promote NAME`: a failure's input kept as a fixture of the problem.

use judge::layout::{FixtureKind, Workspace};
use judge::metadata::Metadata;

use crate::Problem;

/// Writes `input` as a fixture named by where the validator puts it.
pub fn promote(
    problem: &Problem,
    workspace: &Workspace,
    statement: &Metadata,
    input: &str,
    name: &str,
) -> Result<String, String> {
    let kind = match problem.format.validate(input.as_bytes(), statement) {
        Ok(_) => FixtureKind::Edge,
        Err(_) => FixtureKind::Beyond,
    };
    write_fixture(workspace, problem.name, kind, input, name)
}

/// Writes `input` as the fixture `<kind prefix><name>.in` of `problem`: created new, never
/// over a file or through a link.
pub fn write_fixture(
    workspace: &Workspace,
    problem: &str,
    kind: FixtureKind,
    input: &str,
    name: &str,
) -> Result<String, String> {
    let folder = workspace.fixture_dir(problem);
    let path = folder.join(format!("{}{name}.in", kind.prefix()));
    std::fs::create_dir_all(&folder).map_err(|err| format!("{}: {err}", folder.display()))?;
    // Never through a link: the fixture folders must be the workspace's own.
    judge::layout::plain_folder(&workspace.root().join("fixtures"))?;
    judge::layout::plain_folder(&folder)?;
    // Created new, or not at all: an existing file, or a link in its place, is never written.
    let created = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&path)
        .and_then(|mut file| std::io::Write::write_all(&mut file, input.as_bytes()));
    created.map_err(|err| match err.kind() {
        std::io::ErrorKind::AlreadyExists => format!("{} exists already", path.display()),
        _ => format!("{}: {err}", path.display()),
    })?;
    Ok(format!(
        "promoted to {}: `cargo accept {}` writes its snapshot and runs the tests; review it \
         with `git diff`\n",
        path.display(),
        problem
    ))
}
