//! Where everything is: the workspace and its folders, the fixtures and their kinds, the
//! snapshots, and the judge's own build folder. Every path the judge or the tests use is made
//! here.

use std::fs;
use std::path::{Path, PathBuf};

mod plain;
pub use plain::{plain_file, read_plain, read_plain_text};

/// The markers of the part every submission shares byte for byte: the scanner, then `run`,
/// the input and `main`, to the end of the file.
pub const SHARED_PART_START: &str =
    "// ---- scanner: identical in every crate (judge-tests checks it) ----";
pub const SCANNER_END: &str = "// ---- end of scanner ----";
pub const MAIN_START: &str = "// ---- main: identical in every crate (judge-tests checks it) ----";
/// The marker of the part every interactive submission shares byte for byte, from there to the
/// end of the file: its `Turn`, the line reader and `main`.
pub const INTERACTIVE_PART_START: &str =
    "// ---- interactive main: identical in every interactive crate (judge-tests checks it) ----";

/// A workspace: `crates/<problem>/`, `fixtures/<problem>/` and the test crate's snapshots.
#[derive(Clone, Debug)]
pub struct Workspace {
    root: PathBuf,
    target: PathBuf,
}

/// Where `root` builds: `$CARGO_TARGET_DIR`, else its `target/`. A relative
/// `$CARGO_TARGET_DIR` is relative to the current folder, as Cargo reads it; it is made whole
/// here, since a sandboxed run is given its files by path from another folder.
pub fn target_dir(root: &Path) -> PathBuf {
    let named = std::env::var_os("CARGO_TARGET_DIR").map(PathBuf::from);
    target_from(root, named, std::env::current_dir().ok())
}

/// `target_dir`, given what `$CARGO_TARGET_DIR` names and the current folder.
fn target_from(root: &Path, named: Option<PathBuf>, current: Option<PathBuf>) -> PathBuf {
    match (named, current) {
        (None, _) => root.join("target"),
        (Some(target), Some(current)) if target.is_relative() => current.join(target),
        (Some(target), _) => target,
    }
}

impl Workspace {
    /// A workspace at `root` that builds under `target`.
    pub fn new(root: impl Into<PathBuf>, target: impl Into<PathBuf>) -> Workspace {
        Workspace {
            root: root.into(),
            target: target.into(),
        }
    }

    /// The workspace this crate belongs to (two levels above a manifest), building under
    /// `$CARGO_TARGET_DIR`, else its `target/`. The manifest is the one of the package Cargo
    /// runs (`cargo run` and `cargo test` set `$CARGO_MANIFEST_DIR`), so a clone moved or
    /// copied with its `target/` is still itself, where Cargo keeps a build made elsewhere;
    /// else this crate's, as it was built.
    pub fn this() -> Workspace {
        let run = std::env::var_os("CARGO_MANIFEST_DIR").map(PathBuf::from);
        let manifest_dir = run
            .as_deref()
            .unwrap_or(Path::new(env!("CARGO_MANIFEST_DIR")));
        let root = manifest_dir
            .parent()
            .and_then(Path::parent)
            .unwrap_or(manifest_dir)
            .to_path_buf();
        let target = target_dir(&root);
        Workspace::new(root, target)
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    pub fn crates_dir(&self) -> PathBuf {
        self.root.join("crates")
    }

    pub fn crate_dir(&self, problem: &str) -> PathBuf {
        self.crates_dir().join(problem)
    }

    pub fn manifest(&self, problem: &str) -> PathBuf {
        self.crate_dir(problem).join("Cargo.toml")
    }

    pub fn main_rs(&self, problem: &str) -> PathBuf {
        self.crate_dir(problem).join("src").join("main.rs")
    }

    /// A file of a problem's crate that its metadata names (a checker, a peer): a path inside
    /// the crate, never one out of it (`..`, absolute, or a prefix).
    pub fn crate_file(&self, problem: &str, file: &str) -> Result<PathBuf, String> {
        let inside = Path::new(file)
            .components()
            .all(|part| matches!(part, std::path::Component::Normal(_)));
        match inside {
            true => Ok(self.crate_dir(problem).join(file)),
            false => Err(format!("{problem}: {file:?} is not a file of the crate")),
        }
    }

    /// The published write-up as a whole program, a wrong answer in the exported packages.
    pub fn writeup_rs(&self, problem: &str) -> PathBuf {
        self.crate_dir(problem).join("writeup.rs")
    }

    /// The other programs kept with a problem, each in the folder of what a judge gives it
    /// (`accepted/`, `wrong_answer/`, `run_time_error/`, ...), as the problem package format
    /// keeps its submissions; `beyond/` holds those wrong only past the statement.
    pub fn submissions_dir(&self, problem: &str) -> PathBuf {
        self.crate_dir(problem).join("submissions")
    }

    /// The statement in the workspace's own words (LaTeX, the body of the package format's
    /// `problem.en.tex`: rules, input, output; the name and the bounds are added from the
    /// metadata).
    pub fn statement(&self, problem: &str) -> PathBuf {
        self.crate_dir(problem).join("statement.tex")
    }

    /// The input validator of the exported packages, a checktestdata script that the test crate
    /// writes from the problem's format and bounds.
    pub fn input_validator(&self, problem: &str) -> PathBuf {
        self.crate_dir(problem).join("input.ctd")
    }

    /// The answer validator of the exported 2025-09 packages, where a problem has one: a
    /// checktestdata script that the test crate writes from the shape of its answers.
    pub fn answer_validator(&self, problem: &str) -> PathBuf {
        self.crate_dir(problem).join("answer.ctd")
    }

    /// Where `cargo judge export` writes its packages unless told otherwise.
    pub fn packages_dir(&self) -> PathBuf {
        self.target.join("packages")
    }

    pub fn fixture_dir(&self, problem: &str) -> PathBuf {
        self.root.join("fixtures").join(problem)
    }

    /// The snapshot of a fixture, beside it: `fixtures/<problem>/<fixture stem>.snap`, so that a
    /// problem's answers are its own files, as its inputs are.
    pub fn snapshot_path(&self, problem: &str, fixture_stem: &str) -> PathBuf {
        self.fixture_dir(problem)
            .join(format!("{fixture_stem}.snap"))
    }

    /// Where `cargo stress` leaves the shrunk input of a problem's last failure.
    pub fn stress_input(&self, problem: &str) -> PathBuf {
        self.target.join("stress").join(format!("{problem}.in"))
    }

    /// Where `cargo stress --adversary` leaves the game of a problem's last failure.
    pub fn stress_transcript(&self, problem: &str) -> PathBuf {
        self.target
            .join("stress")
            .join(format!("{problem}.interaction"))
    }

    /// Where the judge builds and keeps what it compiled.
    pub fn judge_dir(&self) -> PathBuf {
        self.target.join("judge")
    }

    /// The `.in` files of one problem, sorted by name. Every entry of the fixture folder must
    /// be a plain file of at most `MAX_FIXTURE_BYTES`: a FIFO would hang the judge in `open`,
    /// a link could lead anywhere, and a huge file would be held in memory.
    pub fn inputs(&self, problem: &str) -> Result<Vec<PathBuf>, String> {
        let folder = self.fixture_dir(problem);
        // Neither the problem's folder nor `fixtures/` itself may lead elsewhere.
        plain_folder(&self.root.join("fixtures"))?;
        plain_folder(&folder)?;
        let mut inputs = Vec::new();
        for path in list(&folder)? {
            plain_file(&path)?;
            if path.extension().is_some_and(|ext| ext == "in") {
                // A name two fixtures could share once shown, or that a package could not hold.
                let name = path.file_stem().and_then(|stem| stem.to_str());
                let plain = |name: &str| {
                    !name.is_empty()
                        && name.bytes().all(|byte| {
                            byte.is_ascii_lowercase() || byte.is_ascii_digit() || byte == b'-'
                        })
                };
                if !name.is_some_and(plain) {
                    return Err(format!(
                        "{}: refused: a fixture's name is lower-case letters, digits and '-'",
                        path.display()
                    ));
                }
                inputs.push(path);
            }
        }
        Ok(inputs)
    }

    /// A fixture read once for all its runs.
    pub fn fixture(&self, problem: &str, input: &Path) -> Result<Fixture, String> {
        Ok(Fixture {
            name: stem(input),
            input: read_plain(input)?,
            answers: self.expected_answers(problem, input)?,
        })
    }

    /// What a fixture is judged against, each with where it comes from: its snapshot and, where
    /// the fixture has one, its `.ans` (the statement's own answer), judged both. A fixture
    /// without a snapshot is an error that names it and the command that writes the snapshot,
    /// never an empty answer, and a `.ans` does not stand in for it.
    fn expected_answers(
        &self,
        problem: &str,
        input: &Path,
    ) -> Result<Vec<(String, String)>, String> {
        let fixture = stem(input);
        let mut answers = Vec::new();
        let snapshot = self.snapshot_path(problem, &fixture);
        if !snapshot.exists() {
            return Err(format!(
                "{problem}/{fixture}: no snapshot ({}); `cargo accept {problem}` writes it, \
                 to be reviewed before it is committed",
                snapshot.display()
            ));
        }
        answers.push((String::new(), self.snapshot_output(problem, &fixture)?));
        let answer = input.with_extension("ans");
        if answer.exists() {
            answers.push((format!("{fixture}.ans"), read_plain_text(&answer)?));
        }
        Ok(answers)
    }

    /// The output a fixture's snapshot holds.
    pub fn snapshot_output(&self, problem: &str, fixture_stem: &str) -> Result<String, String> {
        let path = self.snapshot_path(problem, fixture_stem);
        let text = read_plain_text(&path)?;
        snapshot_body(&text).ok_or_else(|| format!("{} has no header", path.display()))
    }
}

/// A fixture's name, its input, and what it is judged against.
pub struct Fixture {
    pub name: String,
    pub input: Vec<u8>,
    /// Each answer with where it comes from: "" for its snapshot, else its `.ans` file.
    pub answers: Vec<(String, String)>,
}

/// The entries of a folder, sorted by name.
pub fn list(folder: &Path) -> Result<Vec<PathBuf>, String> {
    let entries =
        fs::read_dir(folder).map_err(|err| format!("cannot list {}: {err}", folder.display()))?;
    let mut paths = Vec::new();
    for entry in entries {
        paths.push(entry.map_err(|err| err.to_string())?.path());
    }
    paths.sort();
    Ok(paths)
}

/// The largest fixture, snapshot or answer file the judge reads.
pub const MAX_FIXTURE_BYTES: u64 = 64 << 20;

/// Whether `path` itself is a folder, not a link to one: a fixture folder that leads out of the
/// workspace is refused, so nothing is read or written there.
pub fn plain_folder(path: &Path) -> Result<(), String> {
    let metadata = fs::symlink_metadata(path)
        .map_err(|err| format!("cannot list {}: {err}", path.display()))?;
    match metadata.file_type() {
        kind if kind.is_dir() => Ok(()),
        kind if kind.is_symlink() => Err(format!("{}: refused: a link", path.display())),
        _ => Err(format!("{}: refused: not a folder", path.display())),
    }
}

/// Writes `contents` to `path` as a new file: whatever is there first (a file, or a link,
/// which is removed and never followed) is replaced.
pub fn write_fresh(path: &Path, contents: &[u8]) -> Result<(), String> {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).map_err(|err| format!("{}: {err}", parent.display()))?;
    }
    if fs::symlink_metadata(path).is_ok() {
        fs::remove_file(path).map_err(|err| format!("cannot replace {}: {err}", path.display()))?;
    }
    let mut file = fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(|err| format!("cannot write {}: {err}", path.display()))?;
    std::io::Write::write_all(&mut file, contents)
        .map_err(|err| format!("cannot write {}: {err}", path.display()))
}

pub fn read_text(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|err| format!("cannot read {}: {err}", path.display()))
}

pub fn read_bytes(path: &Path) -> Result<Vec<u8>, String> {
    fs::read(path).map_err(|err| format!("cannot read {}: {err}", path.display()))
}

/// Writes a file, making its folder first.
pub fn write(path: &Path, contents: &[u8]) -> Result<(), String> {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).map_err(|err| format!("{}: {err}", parent.display()))?;
    }
    fs::write(path, contents).map_err(|err| format!("cannot write {}: {err}", path.display()))
}

/// A snapshot's text after its header (the second `---` line), with the final newline that
/// insta trims put back.
pub fn snapshot_body(text: &str) -> Option<String> {
    let mut parts = text.splitn(3, "---\n");
    match (parts.next(), parts.next(), parts.next()) {
        // An empty body is an empty answer, not a lone newline.
        (Some(_), Some(_), Some(body)) if body.trim_end_matches('\n').is_empty() => {
            Some(String::new())
        }
        (Some(_), Some(_), Some(body)) => Some(format!("{}\n", body.trim_end_matches('\n'))),
        _ => None,
    }
}

/// A file's name without its extension.
pub fn stem(path: &Path) -> String {
    path.file_stem()
        .map(|stem| stem.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// What a fixture's name says it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FixtureKind {
    /// `sample-*`: the statement's own, with its answer in `.ans`.
    Sample,
    /// `edge-*`: a corner inside the statement.
    Edge,
    /// `max-*`: inside the statement, at its upper bounds.
    Max,
    /// `gen-*`: inside the statement, written by the test crate's generator of the problem
    /// (every size of a small range, the ends of every bound, each answer in balance) and kept
    /// equal to it by a test.
    Generated,
    /// `beyond-*`: past the statement's bounds, what the submission accepts besides.
    Beyond,
}

impl FixtureKind {
    pub const ALL: [FixtureKind; 5] = [
        FixtureKind::Sample,
        FixtureKind::Edge,
        FixtureKind::Max,
        FixtureKind::Generated,
        FixtureKind::Beyond,
    ];

    pub fn prefix(self) -> &'static str {
        match self {
            FixtureKind::Sample => "sample-",
            FixtureKind::Edge => "edge-",
            FixtureKind::Max => "max-",
            FixtureKind::Generated => "gen-",
            FixtureKind::Beyond => "beyond-",
        }
    }

    /// The kind a fixture's stem names, if any.
    pub fn of(stem: &str) -> Option<FixtureKind> {
        FixtureKind::ALL
            .into_iter()
            .find(|kind| stem.starts_with(kind.prefix()))
    }

    /// Whether fixtures of this kind lie inside the statement's bounds.
    pub fn inside_the_statement(self) -> bool {
        self != FixtureKind::Beyond
    }
}

/// `input` with every `\n` that ends a line written `\r\n`, as a file saved on Windows.
pub fn with_crlf(input: &[u8]) -> Vec<u8> {
    let mut crlf = Vec::with_capacity(input.len() + input.len() / 8);
    for (index, &byte) in input.iter().enumerate() {
        if byte == b'\n' && (index == 0 || input[index - 1] != b'\r') {
            crlf.push(b'\r');
        }
        crlf.push(byte);
    }
    crlf
}

#[cfg(test)]
mod tests;
