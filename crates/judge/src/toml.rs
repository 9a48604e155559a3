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
/// when the manifest has no such table. A header is matched as TOML reads it: spaces around
/// its brackets and dots, quoted parts (`[package."metadata".judge]`) and a comment after it
/// are all the same header. Keys may be quoted; a dotted key is refused, naming its line.
pub fn table(manifest: &str, header: &str) -> Result<Option<Vec<(String, Value)>>, String> {
    let wanted = header_parts(header).ok_or_else(|| format!("{header:?} is not a header"))?;
    let mut lines = outside_multiline_strings(manifest).into_iter();
    let found = lines
        .by_ref()
        .find(|(_, line)| header_parts(line).as_ref() == Some(&wanted));
    if found.is_none() {
        return Ok(None);
    }
    let mut values: Vec<(String, Value)> = Vec::new();
    for (at, line) in lines.take_while(|(_, line)| !line.starts_with('[')) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let place = |why: String| format!("line {at}: {why}");
        let (key, value) = line
            .split_once('=')
            .ok_or_else(|| place(format!("`{line}` is not `key = value`")))?;
        let key = bare_key(key.trim()).map_err(place)?;
        let value = parse_value(&key, value.trim()).map_err(place)?;
        if values.iter().any(|(seen, _)| *seen == key) {
            return Err(place(format!("`{key}` is given twice")));
        }
        values.push((key, value));
    }
    Ok(Some(values))
}

/// The lines of `manifest`, numbered from 1 and trimmed, but for those inside a multi-line
/// string (`'''` or `"""`), which Cargo reads as text: a header written there is no header.
/// The line that opens a string is kept (its key is a key); the lines up to the one that
/// closes it are left out.
fn outside_multiline_strings(manifest: &str) -> Vec<(usize, &str)> {
    let mut open: Option<&str> = None;
    let mut lines = Vec::new();
    for (at, line) in manifest.lines().enumerate() {
        let line = line.trim();
        if open.is_none() {
            lines.push((at + 1, line));
        }
        for delimiter in ["'''", "\"\"\""] {
            let odd = line.matches(delimiter).count() % 2 == 1;
            match open {
                Some(inside) if inside == delimiter && odd => open = None,
                None if odd => open = Some(delimiter),
                _ => {}
            }
        }
    }
    lines
}

/// The dotted parts of a table header line, each unquoted and trimmed, or `None` for a line
/// that is not a table header (`[[array]]` headers are not tables of their own).
fn header_parts(line: &str) -> Option<Vec<String>> {
    let inside = line.strip_prefix('[')?;
    if inside.starts_with('[') {
        return None;
    }
    let (inside, rest) = inside.split_once(']')?;
    let rest = rest.trim();
    if !(rest.is_empty() || rest.starts_with('#')) {
        return None;
    }
    inside
        .split('.')
        .map(|part| bare_key(part.trim()).ok())
        .collect()
}

/// A key as written: bare (letters, digits, `-`, `_`), or quoted without escapes.
fn bare_key(key: &str) -> Result<String, String> {
    let unquoted = ['"', '\''].iter().find_map(|&quote| {
        let inner = key.strip_prefix(quote)?.strip_suffix(quote)?;
        (!inner.contains(quote) && !inner.contains('\\')).then(|| inner.to_string())
    });
    if let Some(unquoted) = unquoted {
        return Ok(unquoted);
    }
    let bare = |byte: u8| byte.is_ascii_alphanumeric() || byte == b'-' || byte == b'_';
    match !key.is_empty() && key.bytes().all(bare) {
        true => Ok(key.to_string()),
        false if key.contains('.') => Err(format!(
            "`{key}` is a dotted key, which is not read here: give its table a header"
        )),
        false => Err(format!("`{key}` is not a key")),
    }
}

/// A quoted string without escapes (`"..."` or `'...'`), or a whole number; either may be
/// followed by a comment.
fn parse_value(key: &str, value: &str) -> Result<Value, String> {
    for quote in ['"', '\''] {
        let Some(text) = value.strip_prefix(quote) else {
            continue;
        };
        let (text, rest) = text
            .split_once(quote)
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
            "[b]\nx.y = 1\n",
            "[b]\n\"x\\\\y\" = 1\n",
        ] {
            assert!(table(bad, "[b]").is_err(), "{bad:?}");
        }
        let spaced = table("[b]\nx y = 1\n", "[b]").expect_err("a key with a space");
        assert_eq!(spaced, "line 2: `x y` is not a key");
    }

    #[test]
    fn a_header_inside_a_multiline_string_is_text() {
        let hidden = "[package]\ndescription = '''\n[package.metadata.judge]\nid = \"fake\"\n'''\n\
                      [package.metadata.judge]\nid = \"real\"\n";
        let read = table(hidden, "[package.metadata.judge]")
            .expect("read")
            .expect("found");
        assert_eq!(read, [("id".to_string(), Value::Text("real".to_string()))]);
        let only_hidden = "[package]\nd = \"\"\"\n[b]\nx = 1\n\"\"\"\n";
        assert_eq!(
            table(only_hidden, "[b]"),
            Ok(None),
            "no [b] outside the string"
        );
    }

    #[test]
    fn headers_and_keys_are_read_as_toml_reads_them() {
        let wanted = "[package.metadata.judge]";
        for header in [
            "[package.metadata.judge] # where it is judged",
            "[ package.metadata.judge ]",
            "[package . metadata . judge]",
            "[package.\"metadata\".'judge']",
        ] {
            let text =
                format!("[package]\nname = 'x'\n{header}\n\"time-limit-ms\" = 5\nid = 'a#b'\n");
            let read = table(&text, wanted).expect("read").expect("found");
            let expected = [
                ("time-limit-ms".to_string(), Value::Number(5)),
                ("id".to_string(), Value::Text("a#b".to_string())),
            ];
            assert_eq!(read, expected, "{header}");
        }
        assert_eq!(table("[[package.metadata.judge]]\n", wanted), Ok(None));
        let dotted = table("[b]\n\nbounds.n = 1\n", "[b]").expect_err("dotted");
        assert!(
            dotted.starts_with("line 3: `bounds.n` is a dotted key"),
            "{dotted}"
        );
    }
}
