//! `cargo judge export`: each problem as a package of the ICPC/Kattis problem package format,
//! in the two versions that the judges' own tools read: `legacy`, which problemtools'
//! `verifyproblem` reads and Kattis and DOMjudge import, and `2025-09`, the one version
//! BAPCtools reads. Each is written as a folder and as a `.zip`. Everything in a package is a
//! file of the workspace, copied, or a line of the problem's metadata:
//!
//! - `problem.yaml`: name, source, url and limits from `[package.metadata.judge]`;
//! - `data/sample`: the `sample-*` fixtures with the statement's `.ans`; `data/secret`: the
//!   `edge-*`, `max-*` and `gen-*` fixtures with their snapshots; `2025-09` only, `data/invalid_input`:
//!   the `beyond-*` fixtures and the judge's bad inputs, which the input validator must reject;
//! - `input_validators/input.ctd`: the crate's `input.ctd`, which the test crate writes from the
//!   problem's format and bounds; for an interactive problem, its jury, which validates an
//!   input on its standard input when run without arguments; `2025-09` only, `answer_validators/answer.ctd`: the crate's
//!   `answer.ctd` where it has one, written from the shape of its answers;
//! - the output validator, where the problem has a checker or a jury: that file of the crate;
//!   an interactive problem's `problem.yaml` says so, and its data is each fixture's input with
//!   its `.ans` or an empty one (`interactive`);
//! - `submissions/accepted/main.rs`: the submission, byte for byte; `submissions/wrong_answer/
//!   writeup.rs`: the published write-up, the crate's `writeup.rs` (an interactive problem may
//!   have none); and each program kept in the crate's `submissions/<folder>/`, in the same
//!   folder, but those of `beyond/`, which are wrong only past the statement;
//! - the statement: the crate's `statement.tex`, after a `\problemname` from the metadata and
//!   followed by the bounds. No input is judged twice (`distinct`).

mod distinct;
mod interactive;
mod zip;

use std::fs;
use std::path::{Path, PathBuf};

use crate::check::BAD_INPUTS;
use crate::layout::{self, FixtureKind, Workspace};
use crate::metadata::{Compare, Metadata, Problem};

/// A version of the package format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Version {
    Legacy,
    V2025_09,
}

impl Version {
    pub const ALL: [Version; 2] = [Version::Legacy, Version::V2025_09];

    /// Its name, which is also the folder its packages are written in.
    pub fn name(self) -> &'static str {
        match self {
            Version::Legacy => "legacy",
            Version::V2025_09 => "2025-09",
        }
    }

    fn statement_dir(self) -> &'static str {
        match self {
            Version::Legacy => "problem_statement",
            Version::V2025_09 => "statement",
        }
    }

    fn output_validator_dir(self) -> &'static str {
        match self {
            Version::Legacy => "output_validators/checker",
            Version::V2025_09 => "output_validator",
        }
    }
}

/// One package: each file's path inside it, `/` between the parts, and its bytes.
pub type Package = Vec<(String, Vec<u8>)>;

/// The package of `problem` in `version`, from the files of `workspace`.
pub fn package(
    workspace: &Workspace,
    problem: &Problem,
    version: Version,
) -> Result<Package, String> {
    let name = &problem.name;
    let read = |path: PathBuf| layout::read_plain(&path).map_err(|err| format!("{name}: {err}"));
    let mut files: Package = vec![("problem.yaml".into(), problem_yaml(problem, version).into())];
    files.extend(data(workspace, problem, version)?);
    files.push(input_validator(workspace, problem)?);
    let answer_validator = workspace.answer_validator(name);
    if version == Version::V2025_09 && answer_validator.exists() {
        files.push((
            "answer_validators/answer.ctd".into(),
            read(answer_validator)?,
        ));
    }
    if let Compare::Checker(checker) | Compare::Interactive(checker) = &problem.metadata.compare {
        let file = Path::new(checker)
            .file_name()
            .ok_or("the checker or jury has no file name")?;
        let inside = format!(
            "{}/{}",
            version.output_validator_dir(),
            file.to_string_lossy()
        );
        files.push((inside, read(workspace.crate_file(name, checker)?)?));
    }
    files.push((
        "submissions/accepted/main.rs".into(),
        read(workspace.main_rs(name))?,
    ));
    // An interactive problem has a write-up program only where one was published.
    let writeup = workspace.writeup_rs(name);
    if !matches!(problem.metadata.compare, Compare::Interactive(_)) || writeup.exists() {
        files.push(("submissions/wrong_answer/writeup.rs".into(), read(writeup)?));
    }
    for (inside, path) in kept_programs(workspace, name)? {
        if files.iter().any(|(known, _)| *known == inside) {
            return Err(format!("{name}: two programs would be {inside}"));
        }
        files.push((inside, read(path)?));
    }
    let body = String::from_utf8(read(workspace.statement(name))?)
        .map_err(|_| format!("{name}: statement.tex is not UTF-8"))?;
    let statement_file = format!("{}/problem.en.tex", version.statement_dir());
    files.push((statement_file, statement(&problem.metadata, &body).into()));
    Ok(files)
}

/// The input validator, its path in the package and its bytes: the crate's `input.ctd`, or an
/// interactive problem's jury (`interactive::input_validator`).
fn input_validator(workspace: &Workspace, problem: &Problem) -> Result<(String, Vec<u8>), String> {
    let name = &problem.name;
    if let Compare::Interactive(jury) = &problem.metadata.compare {
        return interactive::input_validator(workspace, name, jury);
    }
    let validator = workspace.input_validator(name);
    if !validator.is_file() {
        return Err(format!(
            "{name}: no {} (`cargo test -p judge-tests` writes it from the problem's format)",
            validator.display()
        ));
    }
    let read = layout::read_plain(&validator).map_err(|err| format!("{name}: {err}"))?;
    Ok(("input_validators/input.ctd".into(), read))
}

/// The folders of the programs kept with a problem that a package holds, each named for what a
/// judge gives the programs in it, as the package format names its submissions' folders.
pub const SUBMISSION_FOLDERS: [&str; 4] = [
    "accepted",
    "wrong_answer",
    "run_time_error",
    "time_limit_exceeded",
];

/// The folder of the programs wrong only past the statement: a judge accepts them, so no
/// package holds them.
pub const BEYOND_FOLDER: &str = "beyond";

/// Each program kept in the crate's `submissions/<folder>/`, found by looking, as its path in
/// the package and its file; those in `beyond/` are left out, and any other folder is an error.
fn kept_programs(workspace: &Workspace, name: &str) -> Result<Vec<(String, PathBuf)>, String> {
    let root = workspace.submissions_dir(name);
    if fs::symlink_metadata(&root).is_err() {
        return Ok(Vec::new());
    }
    layout::plain_folder(&root)?;
    let mut programs = Vec::new();
    for folder in layout::list(&root)? {
        let verdict = folder.file_name().unwrap_or_default().to_string_lossy();
        if verdict == BEYOND_FOLDER {
            continue;
        }
        if !SUBMISSION_FOLDERS.contains(&verdict.as_ref()) {
            return Err(format!(
                "{}: not a folder of submissions ({SUBMISSION_FOLDERS:?} or {BEYOND_FOLDER:?})",
                folder.display()
            ));
        }
        layout::plain_folder(&folder)?;
        for path in layout::list(&folder)? {
            let file = path.file_name().unwrap_or_default().to_string_lossy();
            programs.push((format!("submissions/{verdict}/{file}"), path.clone()));
        }
    }
    Ok(programs)
}

/// The test data: samples with the statement's answers, the other fixtures inside the
/// statement with their snapshots, and (where the version has them) the inputs that must be
/// rejected.
fn data(workspace: &Workspace, problem: &Problem, version: Version) -> Result<Package, String> {
    let mut files = match problem.metadata.compare {
        Compare::Interactive(_) => interactive::data(workspace, &problem.name, version)?,
        Compare::Checker(_) | Compare::Profile => fixtures(workspace, problem, version)?,
    };
    if version == Version::V2025_09 {
        for (index, &input) in BAD_INPUTS.iter().enumerate() {
            let path = format!("data/invalid_input/bad-input-{}.in", index + 1);
            files.push((path, input.to_vec()));
        }
    }
    distinct::inputs_are_distinct(&problem.name, &files)?;
    Ok(files)
}

/// The fixtures of a problem judged by its answers: each sample with the statement's answer
/// where it has one, else its snapshot, like every other fixture.
fn fixtures(workspace: &Workspace, problem: &Problem, version: Version) -> Result<Package, String> {
    let mut files = Package::new();
    for input in workspace.inputs(&problem.name)? {
        let fixture = workspace.fixture(&problem.name, &input)?;
        let kind = FixtureKind::of(&fixture.name)
            .ok_or_else(|| format!("{}/{}: a fixture of no kind", problem.name, fixture.name))?;
        let Some(group) = group(kind, version) else {
            continue;
        };
        let path = format!("data/{group}/{}", fixture.name);
        if kind != FixtureKind::Beyond {
            // The statement's own answer where there is one, else the snapshot.
            let (_, answer) = fixture.answers.last().ok_or("a fixture with no answer")?;
            files.push((format!("{path}.ans"), answer.clone().into_bytes()));
        }
        files.push((format!("{path}.in"), fixture.input));
    }
    Ok(files)
}

/// The folder of `data/` a fixture of `kind` is in, if `version` has one for it: `beyond-*`
/// inputs are those the input validator must reject.
fn group(kind: FixtureKind, version: Version) -> Option<&'static str> {
    match kind {
        FixtureKind::Sample => Some("sample"),
        FixtureKind::Edge | FixtureKind::Max | FixtureKind::Generated => Some("secret"),
        FixtureKind::Beyond if version == Version::V2025_09 => Some("invalid_input"),
        FixtureKind::Beyond => None,
    }
}

/// `problem.yaml` in `version`.
fn problem_yaml(problem: &Problem, version: Version) -> String {
    let metadata = &problem.metadata;
    let title = quoted(&metadata.title);
    let source = quoted(&format!("{} {}", metadata.judge, metadata.id));
    let url = quoted(&metadata.url);
    let uuid = uuid(&problem.name);
    let memory_mib = metadata.limits.memory_bytes >> 20;
    let mut yaml = String::from(
        "# Written by `cargo judge export` from the crate's [package.metadata.judge]. The\n\
         # license of the problem itself is not known: it belongs to its source.\n",
    );
    match version {
        Version::Legacy => {
            yaml.push_str(&format!(
                "problem_format_version: legacy\nname: {title}\nuuid: {uuid}\nsource: {source}\n\
                 source_url: {url}\nlicense: unknown\nlimits:\n  memory: {memory_mib}\n"
            ));
            match metadata.compare {
                Compare::Checker(_) => yaml.push_str("validation: custom\n"),
                Compare::Interactive(_) => yaml.push_str("validation: custom interactive\n"),
                Compare::Profile => {}
            }
        }
        Version::V2025_09 => {
            let seconds = metadata.limits.time.as_secs_f64();
            let kind = match metadata.compare {
                Compare::Interactive(_) => "interactive",
                Compare::Checker(_) | Compare::Profile => "pass-fail",
            };
            yaml.push_str(&format!(
                "problem_format_version: 2025-09\ntype: {kind}\nname:\n  en: {title}\n\
                 uuid: {uuid}\nsource:\n  name: {source}\n  url: {url}\nlicense: unknown\n\
                 limits:\n  time_limit: {seconds:?}\n  memory: {memory_mib}\n"
            ));
        }
    }
    yaml
}

/// The statement: the name, the crate's text, then the bounds from the metadata.
fn statement(metadata: &Metadata, body: &str) -> String {
    let bounds: Vec<String> = metadata
        .bounds
        .iter()
        .map(|(name, range)| {
            format!(
                "${} \\le {} \\le {}$",
                range.start(),
                tex_name(name),
                range.end()
            )
        })
        .collect();
    format!(
        "\\problemname{{{}}}\n\n{}\n\\section*{{Bounds}}\n{}.\n",
        tex_text(&metadata.title),
        body.trim_end(),
        bounds.join(", ")
    )
}

/// Plain text as TeX: its special characters escaped.
fn tex_text(text: &str) -> String {
    let mut tex = String::new();
    for char in text.chars() {
        match char {
            '&' | '%' | '$' | '#' | '_' | '{' | '}' => tex.extend(['\\', char]),
            '~' => tex.push_str("\\textasciitilde{}"),
            '^' => tex.push_str("\\textasciicircum{}"),
            '\\' => tex.push_str("\\textbackslash{}"),
            char => tex.push(char),
        }
    }
    tex
}

/// A bound's name as TeX: `a_i` is `a_i`, a longer index is braced.
fn tex_name(name: &str) -> String {
    match name.split_once('_') {
        Some((base, index)) if index.len() > 1 => format!("{base}_{{{index}}}"),
        _ => name.to_string(),
    }
}

/// A YAML string in double quotes: its quotes and backslashes escaped, and every character YAML
/// does not print as itself (controls, U+FFFE, U+FFFF) as `\u` and its number.
fn quoted(text: &str) -> String {
    let mut yaml = String::from("\"");
    for char in text.chars() {
        match char {
            '"' | '\\' => yaml.extend(['\\', char]),
            char if char.is_control() || matches!(char, '\u{fffe}' | '\u{ffff}') => {
                yaml.push_str(&format!("\\u{:04x}", u32::from(char)));
            }
            char => yaml.push(char),
        }
    }
    yaml + "\""
}

/// A UUID that is the same for the same problem at every export: 128 bits from two FNV-1a
/// hashes of its name, marked as version 8 (custom) of the RFC 9562 variant.
fn uuid(name: &str) -> String {
    let hash = |salt: &str| crate::hash::fnv1a(format!("{salt}/{name}").as_bytes());
    let (high, low) = (hash("package-uuid-high"), hash("package-uuid-low"));
    let high = (high & !0xF000) | 0x8000;
    let low = (low & !(0b11 << 62)) | (0b10 << 62);
    let bits = (u128::from(high) << 64) | u128::from(low);
    let hex = format!("{bits:032x}");
    format!(
        "{}-{}-{}-{}-{}",
        &hex[..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..]
    )
}

/// A package's short name, its folder's and its archive's: the crate name without its dashes,
/// since the format's short names are `[a-z0-9]+`.
pub fn short_name(problem: &str) -> String {
    problem.replace('-', "")
}

/// Writes each package of `problems` under `out`: `<out>/<version>/<short name>/` and
/// `<out>/<version>/<short name>.zip`. A folder there is replaced only if it is a package (it holds
/// a `problem.yaml`). Returns the folders written.
pub fn export(
    workspace: &Workspace,
    problems: &[Problem],
    out: &Path,
) -> Result<Vec<PathBuf>, String> {
    let mut written = Vec::new();
    for problem in problems {
        for version in Version::ALL {
            let files = package(workspace, problem, version)?;
            let short = short_name(&problem.name);
            let versions = out.join(version.name());
            if fs::symlink_metadata(&versions).is_ok() {
                layout::plain_folder(&versions)?;
            }
            let folder = versions.join(&short);
            if folder.exists() {
                if !folder.join("problem.yaml").is_file() {
                    return Err(format!(
                        "{} is there and is not a package",
                        folder.display()
                    ));
                }
                fs::remove_dir_all(&folder)
                    .map_err(|err| format!("{}: {err}", folder.display()))?;
            }
            for (path, contents) in &files {
                layout::write(&folder.join(path), contents)?;
            }
            let zip = versions.join(format!("{short}.zip"));
            layout::write_fresh(&zip, &zip::archive(&files)?)?;
            written.push(folder);
        }
    }
    Ok(written)
}

#[cfg(test)]
mod tests;
