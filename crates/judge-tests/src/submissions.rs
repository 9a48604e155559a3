//! The programs kept with a problem, beside its write-up: `crates/<problem>/submissions/<folder>/`,
//! each folder named as the problem package format names what a judge gives its programs
//! (`accepted`, `wrong_answer`, `run_time_error`, `time_limit_exceeded`), and `beyond` for the
//! programs wrong only past the statement, which a judge accepts. They are found by looking:
//! nothing lists them by hand. Each wrong one says, in two comment lines, what it gets wrong
//! and the fixture that rejects it:
//!
//! ```text
//! // Kept wrong: <what it gets wrong>
//! // Rejected on: <fixture>
//! ```
//!
//! The crate's README lists them from these lines, and a slow test judges every program on
//! every fixture and holds it to its folder.

use std::path::PathBuf;

use judge::check::{Judge, Submission};
use judge::layout::{self, FixtureKind, Workspace};
use judge::verdict::Verdict;

use crate::{Problem, Solver};

/// What a folder of kept programs says of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// Accepted on every fixture inside the statement.
    Accepted,
    /// Rejected with this verdict (its short name) on a fixture inside the statement.
    Rejected(&'static str),
    /// Accepted inside the statement, rejected on a `beyond-*` fixture.
    Beyond,
}

/// A bug planted in the crate's `main.rs`, kept as the program `submissions/<file>`: `main.rs`
/// with each `from` (found exactly once) replaced by its `to`. The program is written from these
/// and kept equal to them like every generated file, so it follows `main.rs` and differs from it
/// only where the bug is.
#[derive(Clone, Copy, Debug)]
pub struct Planted {
    pub file: &'static str,
    pub changes: &'static [(&'static str, &'static str)],
}

impl Planted {
    /// The program: `main` with the changes made; a `from` that is missing or found twice is an
    /// error naming it.
    pub fn source(&self, main: &str) -> Result<String, String> {
        let mut source = main.to_string();
        for (from, to) in self.changes {
            match source.matches(from).count() {
                1 => source = source.replacen(from, to, 1),
                found => {
                    return Err(format!(
                        "{}: the text to change is in main.rs {found} times, not once: {from:?}",
                        self.file
                    ))
                }
            }
        }
        Ok(source)
    }
}

/// The bug planted in `main.rs` that is wrong only on lost positions, in process: `file`, one of
/// the problem's `planted` (`<folder>/<file>` under its `submissions/`), and the `solve` of that
/// program, included as the module `lost_only` of the problem's module. `cargo stress` must find
/// it within the cases a default run surely judges, for each seed its test tries.
#[derive(Clone, Copy, Debug)]
pub struct LostOnly {
    pub file: &'static str,
    pub solve: Solver,
}

/// Every folder of kept programs and what it says of them.
pub const FOLDERS: [(&str, Expected); 5] = [
    ("accepted", Expected::Accepted),
    ("wrong_answer", Expected::Rejected("WA")),
    ("run_time_error", Expected::Rejected("RE")),
    ("time_limit_exceeded", Expected::Rejected("TLE")),
    ("beyond", Expected::Beyond),
];

/// The languages a kept program may be in.
pub const EXTENSIONS: [&str; 2] = ["rs", "cpp"];

const WRONG: &str = "// Kept wrong: ";
const REJECTED_ON: &str = "// Rejected on: ";

/// One kept program.
#[derive(Debug)]
pub struct Program {
    pub folder: &'static str,
    pub expected: Expected,
    pub path: PathBuf,
    /// What it gets wrong and the fixture that rejects it; `None` for an accepted one.
    pub wrong: Option<(String, String)>,
}

impl Program {
    /// `<folder>/<file>`, as the packages hold it.
    pub fn shown(&self) -> String {
        let file = self.path.file_name().unwrap_or_default().to_string_lossy();
        format!("{}/{file}", self.folder)
    }
}

/// Every program kept with `problem` (none without a `submissions/` folder), in the order of
/// `FOLDERS` and then of the names; anything else there, a program in another language, or a
/// wrong one without its two lines, is an error.
pub fn programs(workspace: &Workspace, problem: &str) -> Result<Vec<Program>, String> {
    let root = workspace.submissions_dir(problem);
    if !root.exists() {
        return Ok(Vec::new());
    }
    let mut found = Vec::new();
    for folder in layout::list(&root)? {
        let name = folder.file_name().unwrap_or_default().to_string_lossy();
        let known = FOLDERS.iter().find(|(known, _)| *known == name);
        let &(name, expected) = known.ok_or(format!(
            "{}: not a folder of kept programs ({:?})",
            folder.display(),
            FOLDERS.map(|(name, _)| name)
        ))?;
        layout::plain_folder(&folder)?;
        for path in layout::list(&folder)? {
            found.push(program(name, expected, path)?);
        }
    }
    found.sort_by_key(|program| {
        let rank = FOLDERS.iter().position(|(name, _)| *name == program.folder);
        (rank, program.path.clone())
    });
    Ok(found)
}

/// The comment lines that follow the line `marker` opens, up to the next marker or the end of
/// the comment, each after a space: the rest of what that line says.
fn continued(text: &str, marker: &str) -> String {
    let mut lines = text.lines().map(str::trim);
    lines.by_ref().find(|line| line.starts_with(marker));
    lines
        .map_while(|line| line.strip_prefix("// "))
        .take_while(|rest| !is_marker(rest))
        .map(|rest| format!(" {rest}"))
        .collect()
}

/// Whether a comment's text opens with one of the markers.
fn is_marker(rest: &str) -> bool {
    [WRONG, REJECTED_ON].iter().any(|marker| {
        let word = marker.trim_start_matches("// ");
        rest.starts_with(word)
    })
}

fn program(folder: &'static str, expected: Expected, path: PathBuf) -> Result<Program, String> {
    let extension = path.extension().unwrap_or_default().to_string_lossy();
    if !EXTENSIONS.contains(&extension.as_ref()) {
        return Err(format!(
            "{}: a kept program is one of {EXTENSIONS:?}",
            path.display()
        ));
    }
    let text = layout::read_plain_text(&path)?;
    let line = |marker: &str| {
        let mut lines = text
            .lines()
            .filter_map(|line| line.trim().strip_prefix(marker));
        match (lines.next(), lines.next()) {
            (Some(said), None) => Ok(said.to_string()),
            _ => Err(format!("{}: not one line {marker:?}", path.display())),
        }
    };
    let wrong = match expected {
        Expected::Accepted => None,
        _ => Some((line(WRONG)? + &continued(&text, WRONG), line(REJECTED_ON)?)),
    };
    Ok(Program {
        folder,
        expected,
        path,
        wrong,
    })
}

/// Each wrong program names a fixture of the problem that rejects it: one inside the
/// statement, or a `beyond-*` one for a program of `beyond/`.
pub fn check_named_fixtures(workspace: &Workspace, problem: &str, programs: &[Program]) {
    let fixtures: Vec<String> = workspace
        .inputs(problem)
        .expect("fixtures")
        .iter()
        .map(|path| layout::stem(path))
        .collect();
    for program in programs {
        let Some((_, fixture)) = &program.wrong else {
            continue;
        };
        let kind = FixtureKind::of(fixture).filter(|_| fixtures.contains(fixture));
        let beyond = program.expected == Expected::Beyond;
        let fits = kind.is_some_and(|kind| kind.inside_the_statement() != beyond);
        assert!(
            fits,
            "{problem}/{}: names {fixture:?}, which is no fixture {} the statement",
            program.shown(),
            if beyond { "beyond" } else { "inside" }
        );
    }
}

/// The head of a README's table of kept programs.
const TABLE_HEAD: &str =
    "| program | a judge gives it | what it gets wrong | rejected on |\n|---|---|---|---|\n";

/// The README's table of the wrong programs: the write-up, then each kept one.
pub fn readme_table(problem: &Problem, programs: &[Program]) -> String {
    let mut table = TABLE_HEAD.to_string();
    table.push_str(&format!(
        "| [`writeup.rs`](writeup.rs) | `wrong_answer` | the wrong approach shown above | `{}` |\n",
        problem.writeup_fails_on_fixture
    ));
    for program in programs.iter().filter(|program| program.wrong.is_some()) {
        table.push_str(&row(program));
    }
    table
}

/// An interactive problem's README table of its kept programs, the accepted ones among them:
/// it has no write-up to head it.
pub fn interactive_table(programs: &[Program]) -> String {
    let rows = programs.iter().map(row);
    TABLE_HEAD.to_string() + &rows.collect::<String>()
}

/// A kept program's row: its link, its verdict, what it gets wrong and the fixture that says so.
fn row(program: &Program) -> String {
    let verdict = match program.expected {
        Expected::Beyond => "accepted: wrong only past the statement".to_string(),
        _ => format!("`{}`", program.folder),
    };
    let (wrong, fixture) = match &program.wrong {
        Some((wrong, fixture)) => (wrong.trim_end_matches('.'), format!("`{fixture}` ")),
        None => ("nothing", String::new()),
    };
    let shown = program.shown();
    format!("| [`{shown}`](submissions/{shown}) | {verdict} | {wrong} | {fixture}|\n")
}

/// The line before the table in a batch crate's README.
pub fn marker() -> &'static str {
    "<!-- the wrong programs: made from submissions/ by kept_programs_are_found_and_listed -->"
}

/// The line before the table in an interactive crate's README.
pub fn interactive_marker() -> &'static str {
    "<!-- the kept programs: made from submissions/ by kept_programs_are_found_and_listed -->"
}

/// Whether a verdict passes. The margin under the limits is a standard of this workspace, not
/// a judge's verdict: it is not asked of a kept program.
fn passes(verdict: &Verdict) -> bool {
    *verdict == Verdict::Ok
}

/// Every kept program, and the crate's `main.rs`, judged as `cargo judge check <problem> --src
/// <program>` judges it (built
/// as the problem's judge builds its language, run on every fixture): what differs from its
/// folder, one line each.
pub fn judged_as_their_folders_say(judge: &Judge, problem: &str) -> Vec<String> {
    let mut found = judge::metadata::select(&judge.workspace, &[problem.to_string()]);
    let found = found.as_mut().map(|found| found.remove(0));
    let found = found.unwrap_or_else(|err| panic!("{err}"));
    let mut programs = programs(&judge.workspace, problem).unwrap_or_else(|err| panic!("{err}"));
    // The crate's own submission, given as a user gives theirs.
    programs.push(Program {
        folder: "accepted",
        expected: Expected::Accepted,
        path: judge.workspace.main_rs(problem),
        wrong: None,
    });
    let mut failures = Vec::new();
    for program in &programs {
        let submission = Submission::Source(program.path.clone());
        let report = judge.check_submission(&found, &submission);
        let report = report.unwrap_or_else(|err| panic!("{}: {err}", program.shown()));
        let verdicts: Vec<(String, Verdict)> = match &report.compile_error {
            Some(error) => vec![(String::new(), Verdict::CompileError(error.clone()))],
            None => report
                .fixtures
                .iter()
                .map(|fixture| (fixture.fixture.clone(), fixture.verdict.clone()))
                .collect(),
        };
        println!("{problem}/{}: {}", program.shown(), report.verdict());
        for (fixture, verdict) in verdicts.iter().filter(|(_, verdict)| !passes(verdict)) {
            println!("    {fixture}: {verdict}");
        }
        failures.extend(
            differences(program, &verdicts)
                .into_iter()
                .map(|why| format!("{problem}/{}: {why}", program.shown())),
        );
    }
    failures
}

/// How a program's verdicts differ from what its folder says.
fn differences(program: &Program, verdicts: &[(String, Verdict)]) -> Vec<String> {
    let inside = |fixture: &str| FixtureKind::of(fixture).is_some_and(|k| k.inside_the_statement());
    let mut differs = Vec::new();
    if matches!(program.expected, Expected::Accepted | Expected::Beyond) {
        let failed = verdicts.iter().filter(|(fixture, verdict)| {
            let compile_error = matches!(verdict, Verdict::CompileError(_));
            (inside(fixture) || compile_error) && !passes(verdict)
        });
        differs.extend(failed.map(|(fixture, verdict)| format!("{fixture}: {verdict}")));
    }
    if let Some((_, named)) = &program.wrong {
        let verdict = verdicts.iter().find(|(fixture, _)| fixture == named);
        let rejected = verdict.is_some_and(|(_, verdict)| match program.expected {
            Expected::Rejected(short) => verdict.short() == short,
            _ => !passes(verdict),
        });
        if !rejected {
            let got = verdict.map(|(_, verdict)| verdict.to_string());
            differs.push(format!(
                "not rejected as its folder says on {named}: {got:?}"
            ));
        }
    }
    differs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_folders_are_the_packages_and_beyond() {
        let names = FOLDERS.map(|(name, _)| name);
        let mut exported = judge::export::SUBMISSION_FOLDERS.to_vec();
        exported.push(judge::export::BEYOND_FOLDER);
        assert_eq!(names.to_vec(), exported);
    }

    #[test]
    fn programs_are_found_by_folder_and_refused_outside_the_known_ones() {
        let root = std::env::temp_dir().join(format!("kept-programs-{}", std::process::id()));
        drop(std::fs::remove_dir_all(&root));
        let workspace = Workspace::new(&root, root.join("target"));
        assert!(programs(&workspace, "p").is_ok_and(|found| found.is_empty()));
        let kept = workspace.submissions_dir("p");
        let write = |path: &str, text: &str| {
            layout::write(&kept.join(path), text.as_bytes()).expect("written");
        };
        write("accepted/a.cpp", "int main() {}\n");
        write(
            "wrong_answer/w.rs",
            "// Kept wrong: it.\n// Rejected on: edge-1\n",
        );
        let found = programs(&workspace, "p").expect("found");
        let shown: Vec<String> = found.iter().map(Program::shown).collect();
        assert_eq!(shown, ["accepted/a.cpp", "wrong_answer/w.rs"]);
        let wrong = found[1].wrong.clone();
        assert_eq!(wrong, Some(("it.".to_string(), "edge-1".to_string())));
        write("beyond/b.rs", "// Kept wrong: no fixture named\n");
        assert!(programs(&workspace, "p").is_err_and(|err| err.contains("Rejected on")));
        std::fs::remove_file(kept.join("beyond/b.rs")).expect("removed");
        write("accepted/a.py", "print()\n");
        assert!(programs(&workspace, "p").is_err_and(|err| err.contains("one of")));
        std::fs::remove_file(kept.join("accepted/a.py")).expect("removed");
        write("partially_accepted/x.rs", "fn main() {}\n");
        assert!(programs(&workspace, "p").is_err_and(|err| err.contains("not a folder")));
        drop(std::fs::remove_dir_all(root));
    }

    #[test]
    fn what_a_program_gets_wrong_runs_on_over_its_comment_lines() {
        let text = "fn f() {\n    // Kept wrong: a lost position is taken as won,\n    // so it \
                    is wrong only there.\n    // Rejected on: gen-1\n    // Not said.\n}\n";
        assert_eq!(continued(text, WRONG), " so it is wrong only there.");
        assert_eq!(
            continued("// Kept wrong: one line.\nfn f() {}\n", WRONG),
            ""
        );
    }
}
