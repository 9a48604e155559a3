//! Each problem crate's `[package.metadata.judge]` table: where the problem is judged, its
//! limits, and how its output is compared. Cargo ignores the table; a few lines here read it,
//! so the crate stays free of dependencies and this one needs no TOML parser.
//!
//! ```toml
//! [package.metadata.judge]
//! judge = "Codeforces"
//! id = "282D"
//! url = "https://codeforces.com/problemset/problem/282/D"
//! time-limit-ms = 2000
//! memory-limit-mib = 256
//! limits = "the statement"
//! compare = "exact"
//! bounds-from = "a copy of the statement"
//!
//! [package.metadata.judge.bounds]
//! n = "1..=3"
//! a_i = "0..=299"
//! ```
//!
//! The bounds are the original statement's, tighter than what the submission accepts: the
//! validator in `crate::validator` holds the fixtures to them.
//!
//! Values are a quoted string without escapes or a whole number; `#` starts a comment only at the
//! start of a line.

use std::collections::BTreeMap;
use std::fs;
use std::ops::RangeInclusive;
use std::time::Duration;

/// How a submission's output is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compare {
    /// Byte for byte against the snapshot: the answer is unique.
    Exact,
    /// Through the problem's checker in `crate::checker`: more than one answer is right.
    Checker,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Metadata {
    /// The judge's name, e.g. `Codeforces Gym`.
    pub judge: String,
    /// The problem's id on that judge.
    pub id: String,
    pub url: String,
    pub time_limit: Duration,
    pub memory_limit_mib: u64,
    /// Where the limits come from (the statement, or what is assumed where it is not known).
    pub limits: String,
    pub compare: Compare,
    /// Where the bounds come from (a copy of the statement, or only the write-ups).
    pub bounds_from: String,
    /// The statement's bounds, by the name the statement gives each value, in file order.
    pub bounds: Vec<(String, RangeInclusive<u64>)>,
}

impl Metadata {
    pub fn memory_limit_bytes(&self) -> u64 {
        self.memory_limit_mib << 20
    }

    /// The bound of the value called `name`.
    pub fn bound(&self, name: &str) -> Result<RangeInclusive<u64>, String> {
        self.bounds
            .iter()
            .find(|(bound, _)| bound == name)
            .map(|(_, range)| range.clone())
            .ok_or_else(|| format!("no bound for `{name}` in [package.metadata.judge.bounds]"))
    }
}

/// The table of one problem crate, read from `crates/<problem>/Cargo.toml`.
pub fn read(problem: &str) -> Result<Metadata, String> {
    let path = crate::fixtures::crate_dir(problem).join("Cargo.toml");
    let manifest = fs::read_to_string(&path)
        .map_err(|err| format!("cannot read {}: {err}", path.display()))?;
    parse(&manifest).map_err(|err| format!("{}: {err}", path.display()))
}

/// The `[package.metadata.judge]` table of a manifest.
pub fn parse(manifest: &str) -> Result<Metadata, String> {
    let mut values: BTreeMap<String, Value> = table(manifest, "[package.metadata.judge]")?
        .into_iter()
        .collect();
    let mut take = |key: &str| {
        values
            .remove(key)
            .ok_or_else(|| format!("[package.metadata.judge] has no `{key}`"))
    };
    let string = |value: Value, key: &str| match value {
        Value::Text(text) => Ok(text),
        Value::Number(number) => Err(format!("`{key}` must be a string, found {number}")),
    };
    let number = |value: Value, key: &str| match value {
        Value::Number(number) => Ok(number),
        Value::Text(text) => Err(format!("`{key}` must be a number, found {text:?}")),
    };
    let metadata = Metadata {
        judge: string(take("judge")?, "judge")?,
        id: string(take("id")?, "id")?,
        url: string(take("url")?, "url")?,
        time_limit: Duration::from_millis(number(take("time-limit-ms")?, "time-limit-ms")?),
        memory_limit_mib: number(take("memory-limit-mib")?, "memory-limit-mib")?,
        limits: string(take("limits")?, "limits")?,
        compare: match string(take("compare")?, "compare")?.as_str() {
            "exact" => Compare::Exact,
            "checker" => Compare::Checker,
            other => {
                return Err(format!(
                    "`compare` is `exact` or `checker`, found {other:?}"
                ))
            }
        },
        bounds_from: string(take("bounds-from")?, "bounds-from")?,
        bounds: table(manifest, "[package.metadata.judge.bounds]")?
            .into_iter()
            .map(|(name, value)| match value {
                Value::Text(text) => range(&text)
                    .map(|range| (name.clone(), range))
                    .ok_or_else(|| format!("bound `{name}` = {text:?} is not `low..=high`")),
                Value::Number(number) => Err(format!("bound `{name}` = {number} is not a range")),
            })
            .collect::<Result<_, _>>()?,
    };
    match values.keys().next() {
        Some(unknown) => Err(format!(
            "[package.metadata.judge] has an unknown key `{unknown}`"
        )),
        None => Ok(metadata),
    }
}

/// `low..=high`, with `_` allowed between digits.
fn range(text: &str) -> Option<RangeInclusive<u64>> {
    let (low, high) = text.split_once("..=")?;
    let number = |text: &str| text.replace('_', "").parse::<u64>().ok();
    let (low, high) = (number(low)?, number(high)?);
    (low <= high).then_some(low..=high)
}

enum Value {
    Text(String),
    Number(u64),
}

/// The `key = value` lines of one table, up to the next table header, in file order.
fn table(manifest: &str, header: &str) -> Result<Vec<(String, Value)>, String> {
    let mut lines = manifest.lines().map(str::trim);
    if !lines.any(|line| line == header) {
        return Err(format!("no {header} table"));
    }
    let mut values: Vec<(String, Value)> = Vec::new();
    for line in lines.take_while(|line| !line.starts_with('[')) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line
            .split_once('=')
            .ok_or_else(|| format!("`{line}` is not `key = value`"))?;
        let (key, value) = (key.trim(), value.trim());
        let value = if let Some(text) = value.strip_prefix('"') {
            match text.strip_suffix('"') {
                Some(text) if !text.contains(['"', '\\']) => Value::Text(text.to_string()),
                _ => {
                    return Err(format!(
                        "`{key}`: a string without quotes or escapes inside"
                    ))
                }
            }
        } else {
            Value::Number(
                value
                    .replace('_', "")
                    .parse()
                    .map_err(|err| format!("`{key}` = {value}: {err}"))?,
            )
        };
        if values.iter().any(|(seen, _)| seen == key) {
            return Err(format!("`{key}` is given twice"));
        }
        values.push((key.to_string(), value));
    }
    Ok(values)
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXAMPLE: &str = r#"
[package]
name = "x"

[package.metadata.judge]
# comment
judge = "Codeforces"
id = "282D"
url = "https://codeforces.com/problemset/problem/282/D"
time-limit-ms = 2_000
memory-limit-mib = 256
limits = "the statement"
compare = "checker"
bounds-from = "a copy of the statement"

[package.metadata.judge.bounds]
n = "1..=3"
a_i = "0..=299"

[dependencies]
"#;

    #[test]
    fn reads_the_table_and_stops_at_the_next() {
        let metadata = parse(EXAMPLE).expect("parses");
        assert_eq!(metadata.time_limit, Duration::from_secs(2));
        assert_eq!(metadata.memory_limit_bytes(), 256 << 20);
        assert_eq!(metadata.compare, Compare::Checker);
        assert_eq!(metadata.id, "282D");
        assert_eq!(
            metadata.bounds,
            [("n".to_string(), 1..=3), ("a_i".to_string(), 0..=299)]
        );
        assert_eq!(metadata.bound("a_i"), Ok(0..=299));
        assert!(metadata.bound("T").is_err());
    }

    #[test]
    fn refuses_what_it_does_not_understand() {
        let broken = [
            (EXAMPLE.replace("compare = \"checker\"", ""), "no `compare`"),
            (EXAMPLE.replace("\"checker\"", "\"close\""), "`compare` is"),
            (EXAMPLE.replace("2_000", "\"2 s\""), "must be a number"),
            (
                EXAMPLE.replace("# comment", "extra = 1"),
                "unknown key `extra`",
            ),
            (EXAMPLE.replace("# comment", "id = \"1\""), "given twice"),
            (
                EXAMPLE.replace("[package.metadata.judge]\n", ""),
                "no [package",
            ),
            (
                EXAMPLE.replace("\"0..=299\"", "\"299..=0\""),
                "is not `low..=high`",
            ),
            (EXAMPLE.replace("\"0..=299\"", "299"), "is not a range"),
        ];
        for (manifest, words) in broken {
            let error = parse(&manifest).expect_err(words);
            assert!(error.contains(words), "{words}: {error}");
        }
    }
}
