//! The test data of an interactive problem: each fixture's `.in` is the jury's input, and its
//! `.ans` the jury's answer, an empty one where the fixture has none (the format wants one).
//! A sample also has its `.interaction`, the exchange a team may read: its snapshot, the
//! transcript of the problem's own submission against the jury (`<` from the jury, `>` from
//! the submission); in `2025-09`, also its `.in.download`, the input a team may download. No other snapshot is read: the submission's output is the jury's to judge.

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
        if kind == FixtureKind::Sample {
            let transcript = workspace.snapshot_output(problem, &name)?;
            files.push((format!("{path}.interaction"), transcript.into_bytes()));
            // What a team downloads is the input of a local jury, named as BAPCtools wants it
            // beside a statement's `.interaction`.
            if version == Version::V2025_09 {
                files.push((format!("{path}.in.download"), layout::read_plain(&input)?));
            }
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
