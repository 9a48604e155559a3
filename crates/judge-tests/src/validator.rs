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

impl<'a> Reader<'a> {
    /// The next line: one value per name, each within the bound of that name.
    pub fn line(&mut self, names: &[&str]) -> Result<Vec<u64>, String> {
        let tokens = self.tokens(names.len(), &names.join(" "))?;
        let named = tokens.iter().zip(names);
        named.map(|(token, name)| self.value(token, name)).collect()
    }

    /// The next line: one value named `name`.
    pub fn single(&mut self, name: &str) -> Result<u64, String> {
        Ok(self.line(&[name])?[0])
    }

    /// The next line: `count` values, each within the bound called `name`. The line is split
    /// before anything of `count`'s size is made, so a huge count costs nothing.
    pub fn values(&mut self, count: u64, name: &str) -> Result<Vec<u64>, String> {
        let count = usize::try_from(count).map_err(|err| err.to_string())?;
        let tokens = self.tokens(count, &format!("{count} value(s) `{name}`"))?;
        tokens.iter().map(|token| self.value(token, name)).collect()
    }

    /// The next line's tokens, which must be `count`, separated by single spaces.
    fn tokens(&mut self, count: usize, expected: &str) -> Result<Vec<&'a str>, String> {
        self.line += 1;
        let line = self.line;
        let text = self
            .lines
            .next()
            .ok_or_else(|| format!("line {line}: expected {expected}, found the end"))?;
        // An empty line holds no value: a list of none.
        let tokens: Vec<&str> = match text {
            "" => Vec::new(),
            text => text.split(' ').collect(),
        };
        if tokens.len() != count {
            let spaced = "separated by single spaces";
            return Err(format!(
                "line {line}: expected {count} value(s) {spaced}, found {text:?}"
            ));
        }
        Ok(tokens)
    }

    /// The bounds the input is held to.
    pub fn metadata(&self) -> &'a Metadata {
        self.metadata
    }

    /// `checked` (a rule on the values just read), its error placed at the last line read.
    pub fn at_line(&self, checked: Result<(), String>) -> Result<(), String> {
        let line = self.line;
        checked.map_err(|why| format!("line {line}: {why}"))
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
