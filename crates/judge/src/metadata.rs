//! Each problem crate's `[package.metadata.judge]` table: where the problem is judged, its
//! limits, how its output is judged, and the statement's bounds. Cargo ignores the table; a few
//! lines here read it, so no crate needs a TOML parser.
//!
//! ```toml
//! [package.metadata.judge]
//! title = "Yet Another Number Game"
//! judge = "Codeforces"
//! id = "282D"
//! url = "https://codeforces.com/problemset/problem/282/D"
//! time-limit-ms = 2000
//! memory-limit-mib = 256
//! limits-from = "the statement"
//! bounds-from = "a copy of the statement"
//! checker = "checker.cpp"  # optional: any right answer passes; without it, the judge's
//!                          # profile says how an output is compared with the answer
//! # type = "interactive"   # instead of a checker: the submission talks with a jury,
//! # jury = "jury.py"       # a program of the crate (Python 3, C, C++ or Rust)
//! peer = "peer.cpp"        # optional: a program in another language to time against
//!
//! [package.metadata.judge.bounds]
//! n = "1..=3"
//! a_i = "0..=299"
//! ```
//!
//! Values are a quoted string without escapes or a whole number; `#` starts a comment only at the
//! start of a line or after a value or a header. Headers and keys are read as TOML reads them
//! (`crate::toml`). Limits are above 0, and the memory limit fits a `u64` of bytes.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;
use std::time::Duration;

use crate::layout::{self, Workspace};
use crate::process::Limits;
use crate::toml::{table, Value};

/// How a problem's output is judged: the one declaration of it, which the judge, the tests, the
/// stress runs and the export read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Compare {
    /// Against the expected answer, as the judge's profile compares (`profile::comparison`):
    /// the answer is unique.
    Profile,
    /// By the problem's checker, a program built from this file of its crate: more than one
    /// answer is right.
    Checker(String),
    /// By talking with the problem's jury, a program of its crate named by this file
    /// (`crate::interactive`): the problem is interactive.
    Interactive(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Metadata {
    /// The problem's name, as its statement gives it.
    pub title: String,
    /// The judge's name, e.g. `Codeforces Gym`.
    pub judge: String,
    /// The problem's id on that judge.
    pub id: String,
    pub url: String,
    pub limits: Limits,
    /// Where the limits come from (the statement, or what is assumed where it is not known).
    pub limits_from: String,
    /// Where the bounds come from (a copy of the statement, or only the write-ups).
    pub bounds_from: String,
    pub compare: Compare,
    /// A program of the crate, in another language, that `cargo judge peer` times against.
    pub peer: Option<String>,
    /// The statement's bounds, by the name the statement gives each value, in file order.
    pub bounds: Vec<(String, RangeInclusive<u64>)>,
}

impl Metadata {
    /// The bound of the value called `name`.
    pub fn bound(&self, name: &str) -> Result<RangeInclusive<u64>, String> {
        self.bounds
            .iter()
            .find(|(bound, _)| bound == name)
            .map(|(_, range)| range.clone())
            .ok_or_else(|| format!("no bound for `{name}` in [package.metadata.judge.bounds]"))
    }
}

/// The `[package.metadata.judge]` table of a manifest, or `None` when it has none.
pub fn parse(manifest: &str) -> Result<Option<Metadata>, String> {
    let Some(values) = table(manifest, "[package.metadata.judge]")? else {
        return Ok(None);
    };
    let mut values: BTreeMap<String, Value> = values.into_iter().collect();
    let mut text = |key: &str| match values.remove(key) {
        None => Ok(None),
        Some(Value::Text(text)) => Ok(Some(text)),
        Some(Value::Number(number)) => Err(format!("`{key}` must be a string, found {number}")),
    };
    let required = |value: Option<String>, key: &str| {
        value.ok_or_else(|| format!("[package.metadata.judge] has no `{key}`"))
    };
    let title = required(text("title")?, "title")?;
    let judge = required(text("judge")?, "judge")?;
    let id = required(text("id")?, "id")?;
    let url = required(text("url")?, "url")?;
    let limits_from = required(text("limits-from")?, "limits-from")?;
    let bounds_from = required(text("bounds-from")?, "bounds-from")?;
    let compare = compare(text("type")?, text("checker")?, text("jury")?)?;
    let peer = text("peer")?;
    let mut number = |key: &str| match values.remove(key) {
        Some(Value::Number(number)) => Ok(number),
        Some(Value::Text(text)) => Err(format!("`{key}` must be a number, found {text:?}")),
        None => Err(format!("[package.metadata.judge] has no `{key}`")),
    };
    let time_limit_ms = positive("time-limit-ms", number("time-limit-ms")?)?;
    let memory_limit_mib = positive("memory-limit-mib", number("memory-limit-mib")?)?;
    // A limit is a number of bytes in a u64: at most 2^44 MiB, or it would wrap.
    let memory_bytes = memory_limit_mib.checked_mul(1 << 20).ok_or(format!(
        "`memory-limit-mib` = {memory_limit_mib} is past 2^64 bytes"
    ))?;
    let limits = Limits::new(Duration::from_millis(time_limit_ms), memory_bytes);
    if let Some(unknown) = values.keys().next() {
        return Err(format!(
            "[package.metadata.judge] has an unknown key `{unknown}`"
        ));
    }
    Ok(Some(Metadata {
        title,
        judge,
        id,
        url,
        limits,
        limits_from,
        bounds_from,
        compare,
        peer,
        bounds: bounds(manifest)?,
    }))
}

/// How the output is judged, from `type`, `checker` and `jury`: a jury goes with `type =
/// "interactive"` and nothing else, a checker with a pass-fail problem.
fn compare(
    kind: Option<String>,
    checker: Option<String>,
    jury: Option<String>,
) -> Result<Compare, String> {
    let interactive = match kind.as_deref() {
        None | Some("pass-fail") => false,
        Some("interactive") => true,
        Some(other) => {
            return Err(format!(
                "`type` = {other:?} is neither \"pass-fail\" nor \"interactive\""
            ))
        }
    };
    match (interactive, checker, jury) {
        (false, checker, None) => Ok(checker.map_or(Compare::Profile, Compare::Checker)),
        (false, _, Some(_)) => Err("`jury` needs `type = \"interactive\"`".to_string()),
        (true, Some(_), _) => {
            Err("an interactive problem has a `jury`, not a `checker`".to_string())
        }
        (true, None, None) => Err("`type = \"interactive\"` needs a `jury`".to_string()),
        (true, None, Some(jury)) => Ok(Compare::Interactive(jury)),
    }
}

/// A limit, which must be above 0.
fn positive(key: &str, value: u64) -> Result<u64, String> {
    match value {
        0 => Err(format!("`{key}` must be above 0")),
        value => Ok(value),
    }
}

/// The `[package.metadata.judge.bounds]` table: `name = "low..=high"` lines.
fn bounds(manifest: &str) -> Result<Vec<(String, RangeInclusive<u64>)>, String> {
    let header = "[package.metadata.judge.bounds]";
    let lines = table(manifest, header)?.ok_or(format!("no {header} table"))?;
    lines
        .into_iter()
        .map(|(name, value)| match value {
            // A bound's name is written into validators and statements as it is.
            _ if !name
                .bytes()
                .all(|byte| byte.is_ascii_alphanumeric() || byte == b'_') =>
            {
                Err(format!(
                    "bound `{name}`: a bound's name is ASCII letters, digits and '_'"
                ))
            }
            Value::Text(text) => range(&text)
                .map(|range| (name.clone(), range))
                .ok_or_else(|| format!("bound `{name}` = {text:?} is not `low..=high`")),
            Value::Number(number) => Err(format!("bound `{name}` = {number} is not a range")),
        })
        .collect()
}

/// `low..=high`, with `_` allowed between digits.
fn range(text: &str) -> Option<RangeInclusive<u64>> {
    let (low, high) = text.split_once("..=")?;
    let number = |text: &str| text.replace('_', "").parse::<u64>().ok();
    let (low, high) = (number(low)?, number(high)?);
    (low <= high).then_some(low..=high)
}

/// A problem: its crate's name and its metadata.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub name: String,
    pub metadata: Metadata,
}

/// Every crate of the workspace with a `[package.metadata.judge]` table, by name. A crate with
/// a `src/main.rs` is a submission, so one without the table is an error, never skipped: a
/// table the reader missed would otherwise make its problem vanish.
pub fn discover(workspace: &Workspace) -> Result<Vec<Problem>, String> {
    let mut problems = Vec::new();
    for dir in layout::list(&workspace.crates_dir())? {
        let name = layout::stem(&dir);
        let manifest = workspace.manifest(&name);
        // A folder without a manifest is no crate; a manifest that is not a plain file (a
        // FIFO, a link) is refused by name, never skipped.
        if std::fs::symlink_metadata(&manifest).is_err() {
            continue;
        }
        let text = layout::read_plain_text(&manifest)?;
        let parsed = parse(&text).map_err(|err| format!("{}: {err}", manifest.display()))?;
        match parsed {
            Some(metadata) => problems.push(Problem { name, metadata }),
            None if workspace.main_rs(&name).exists() => {
                return Err(format!(
                    "{}: a crate with src/main.rs and no [package.metadata.judge] table",
                    manifest.display()
                ))
            }
            None => {}
        }
    }
    Ok(problems)
}

/// The problems of these names, or all of them when none is named.
pub fn select(workspace: &Workspace, names: &[String]) -> Result<Vec<Problem>, String> {
    let all = discover(workspace)?;
    if names.is_empty() {
        return Ok(all);
    }
    names.iter().map(|name| named(&all, name)).collect()
}

/// The problem of this name, or an error that lists the problems and names the closest.
fn named(all: &[Problem], name: &str) -> Result<Problem, String> {
    let found = all.iter().find(|problem| problem.name == name).cloned();
    found.ok_or_else(|| {
        let known = all.iter().map(|problem| problem.name.as_str());
        format!(
            "no problem named {name:?}{}",
            crate::output::unknown(name, known)
        )
    })
}

#[cfg(test)]
mod tests;
