//! Validators: an input held to the original statement's format and bounds (from the crate's
//! `[package.metadata.judge.bounds]`), as a problem package's validator holds its tests. Each
//! problem's `Format` reads through `Reader` (`Format::validate`); the format is strict: lines
//! end with `\n` (the last one too), values on a line are separated by one space, numbers are
//! plain decimals without leading zeros.
//!
//! A fixture named `sample-*`, `edge-*` or `max-*` must pass; one named `beyond-*` must not.

use std::collections::BTreeSet;

use judge::metadata::Metadata;

/// Holds `input` to `metadata`'s bounds through `read` (a format's reader): on success, the
/// names of the bounds whose upper end some value reaches (testlib's "max value hit").
pub fn validate(
    input: &[u8],
    metadata: &Metadata,
    read: impl FnOnce(&mut Reader) -> Result<(), String>,
) -> Result<BTreeSet<String>, String> {
    let text = std::str::from_utf8(input).map_err(|_| "the input is not UTF-8".to_string())?;
    let body = text
        .strip_suffix('\n')
        .ok_or("the input does not end with a line feed")?;
    let mut reader = Reader {
        lines: body.split('\n'),
        line: 0,
        metadata,
        hits: BTreeSet::new(),
    };
    read(&mut reader)?;
    match reader.lines.next() {
        None => Ok(reader.hits),
        Some(_) => Err(format!(
            "line {}: expected the end of the input",
            reader.line + 1
        )),
    }
}

/// The input, line by line, each value held to the bound of its name.
pub struct Reader<'a> {
    lines: std::str::Split<'a, char>,
    /// The number of the last line read, from 1.
    line: usize,
    metadata: &'a Metadata,
    hits: BTreeSet<String>,
}

impl Reader<'_> {
    /// The next line: one value per name, each within the bound of that name.
    pub fn line(&mut self, names: &[&str]) -> Result<Vec<u64>, String> {
        self.line += 1;
        let line = self.line;
        let text = self
            .lines
            .next()
            .ok_or_else(|| format!("line {line}: expected {}, found the end", names.join(" ")))?;
        let tokens: Vec<&str> = text.split(' ').collect();
        if tokens.len() != names.len() {
            return Err(format!(
                "line {line}: expected {} value(s) separated by single spaces, found {text:?}",
                names.len()
            ));
        }
        tokens
            .iter()
            .zip(names)
            .map(|(token, name)| self.value(token, name))
            .collect()
    }

    /// The next line: one value named `name`.
    pub fn single(&mut self, name: &str) -> Result<u64, String> {
        Ok(self.line(&[name])?[0])
    }

    /// The next line: `count` values, each within the bound called `name`.
    pub fn values(&mut self, count: u64, name: &str) -> Result<Vec<u64>, String> {
        let count = usize::try_from(count).map_err(|err| err.to_string())?;
        self.line(&vec![name; count])
    }

    fn value(&mut self, token: &str, name: &str) -> Result<u64, String> {
        let line = self.line;
        let plain = !token.is_empty()
            && token.bytes().all(|byte| byte.is_ascii_digit())
            && (token == "0" || !token.starts_with('0'));
        let value =
            token.parse::<u64>().ok().filter(|_| plain).ok_or_else(|| {
                format!("line {line}: `{name}` = {token:?} is not a plain decimal")
            })?;
        let bound = self.metadata.bound(name)?;
        if !bound.contains(&value) {
            return Err(format!(
                "line {line}: `{name}` = {value} is outside {}..={}",
                bound.start(),
                bound.end()
            ));
        }
        if value == *bound.end() {
            self.hits.insert(name.to_string());
        }
        Ok(value)
    }
}
