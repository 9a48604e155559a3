//! The test data of an interactive problem: each fixture's `.in` is the jury's input, and its
//! `.ans` the jury's answer, an empty one where the fixture has none (the format wants one).
//! In `legacy`, a sample also has its `.interaction`, the exchange a team may read: its
//! snapshot, the transcript of the problem's own submission against the jury (`<` from the
//! jury, `>` from the submission). No other snapshot is read: the submission's output is the
//! jury's to judge.
//!
//! A `2025-09` package has no `.interaction`. Where a sample has one, BAPCtools 2026.10.0
//! (`bt validate`, `Problem.validate_overrides`) guesses which side writes first by starting
//! the jury alone and looking at its output after 0.1 s (`interactor_prints_unprompted` in
//! `bapctools/interactive.py`), and warns that `<` and `>` are mixed up when the guess differs
//! from the file. No setting of `problem.yaml` states the order instead. A Python jury takes
//! 45 to 140 ms to print its first line on an idle two-core machine, so the guess fails under
//! load; without an `.interaction` nothing is guessed.

use std::path::Path;

use super::{group, Package, Version};
use crate::layout::{self, FixtureKind, Workspace};

/// Each fixture of `problem` in its folder of `data/`, `.ans` before `.in`; a `beyond-*` input,
/// where `version` keeps it, without an answer, as for any problem.
pub(super) fn data(
    workspace: &Workspace,
    problem: &str,
    version: Version,
) -> Result<Package, String> {
    let mut files = Package::new();
    for input in workspace.inputs(problem)? {
        let name = layout::stem(&input);
        let kind = FixtureKind::of(&name)
            .ok_or_else(|| format!("{problem}/{name}: a fixture of no kind"))?;
        let Some(group) = group(kind, version) else {
            continue;
        };
        let path = format!("data/{group}/{name}");
        if kind != FixtureKind::Beyond {
            let answer = input.with_extension("ans");
            let answer = match answer.exists() {
                true => layout::read_plain(&answer)?,
                false => Vec::new(),
            };
            files.push((format!("{path}.ans"), answer));
        }
        if kind == FixtureKind::Sample && version == Version::Legacy {
            let transcript = workspace.snapshot_output(problem, &name)?;
            files.push((format!("{path}.interaction"), transcript.into_bytes()));
        }
        files.push((format!("{path}.in"), layout::read_plain(&input)?));
    }
    Ok(files)
}

/// The jury as the input validator, its path in the package and its bytes: it reads the input,
/// and run without arguments it validates one on its standard input, so the input's format is
/// stated once, in the jury.
pub(super) fn input_validator(
    workspace: &Workspace,
    problem: &str,
    jury: &str,
) -> Result<(String, Vec<u8>), String> {
    let file = Path::new(jury)
        .file_name()
        .ok_or("the jury has no file name")?;
    let inside = format!("input_validators/{}", file.to_string_lossy());
    let bytes = layout::read_plain(&workspace.crate_file(problem, jury)?);
    Ok((inside, bytes.map_err(|err| format!("{problem}: {err}"))?))
}
