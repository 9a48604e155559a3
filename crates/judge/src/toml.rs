//! The little TOML the judge reads: the `key = value` lines of one table, each value a quoted
//! string without escapes or a whole number. Enough for `[package.metadata.judge]` in a manifest
//! and `[target.<triple>]` in `.cargo/config.toml`; anything else is refused, not guessed.

/// A value of a `key = value` line.
#[derive(Debug, PartialEq, Eq)]
pub enum Value {
    Text(String),
    Number(u64),
}

/// The `key = value` lines of one table, up to the next table header, in file order; `None`
/// when the manifest has no such table.
pub fn table(manifest: &str, header: &str) -> Result<Option<Vec<(String, Value)>>, String> {
    let mut lines = manifest.lines().map(str::trim);
    if !lines.any(|line| line == header) {
        return Ok(None);
    }
    let mut values: Vec<(String, Value)> = Vec::new();
    for line in lines.take_while(|line| !line.starts_with('[')) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line
            .split_once('=')
            .ok_or_else(|| format!("`{line}` is not `key = value`"))?;
        let key = key.trim();
        let value = parse_value(key, value.trim())?;
        if values.iter().any(|(seen, _)| seen == key) {
            return Err(format!("`{key}` is given twice"));
        }
        values.push((key.to_string(), value));
    }
    Ok(Some(values))
}

/// A quoted string without escapes, or a whole number; either may be followed by a comment.
fn parse_value(key: &str, value: &str) -> Result<Value, String> {
    if let Some(text) = value.strip_prefix('"') {
        let (text, rest) = text
            .split_once('"')
            .ok_or_else(|| format!("`{key}`: a string without quotes or escapes inside"))?;
        let rest = rest.trim();
        if text.contains('\\') || !(rest.is_empty() || rest.starts_with('#')) {
            return Err(format!(
                "`{key}`: a string without quotes or escapes inside"
            ));
        }
        return Ok(Value::Text(text.to_string()));
    }
    let number = value.split('#').next().unwrap_or("").trim();
    number
        .replace('_', "")
        .parse()
        .map(Value::Number)
        .map_err(|err| format!("`{key}` = {value}: {err}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_table_is_read_up_to_the_next() {
        let text = "[a]\nx = 1\n[b]\n# note\nlinker = \"cc\" # why\nsize = 2_048\n\n[c]\ny = 3\n";
        let read = table(text, "[b]").expect("read");
        let expected = [
            ("linker".to_string(), Value::Text("cc".to_string())),
            ("size".to_string(), Value::Number(2048)),
        ];
        assert_eq!(read, Some(expected.into_iter().collect()));
        assert_eq!(table(text, "[d]"), Ok(None));
        for bad in [
            "[b]\nx\n",
            "[b]\nx = \"a\\b\"\n",
            "[b]\nx = 1\nx = 2\n",
            "[b]\nx = [\"a\"]\n",
        ] {
            assert!(table(bad, "[b]").is_err(), "{bad:?}");
        }
    }
}
