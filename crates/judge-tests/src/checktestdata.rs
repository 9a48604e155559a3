//! A problem's input format and bounds as a checktestdata script, the input validator of its
//! exported packages (problemtools and BAPCtools both run `.ctd` files). It is written from the
//! same `Format` and `[package.metadata.judge.bounds]` as the workspace's validator, and holds an
//! input to the same rules: lines end with `\n` (the last one too), values on a line are
//! separated by one space, numbers are plain decimals (checktestdata's `INT` refuses leading
//! zeros, signs and `-0`), each within the bound of its name, and nothing follows.

use judge::metadata::Metadata;

use crate::answer::Answer;
use crate::format::Format;

/// The script for `format` under `metadata`'s bounds: one statement a line, then `EOF`.
pub fn script(format: &Format, metadata: &Metadata) -> Result<String, String> {
    let mut lines = vec![
        "# The input format and bounds, written by the test crate from the problem's Format"
            .to_string(),
        "# and its [package.metadata.judge.bounds]; kept fresh by its tests.".to_string(),
    ];
    write(format, metadata, "", &mut lines)?;
    lines.push("EOF".to_string());
    Ok(lines.join("\n") + "\n")
}

/// The answer validator for `answer`, or `None` where a checker reads the answer itself: the
/// same rules as `Answer::check`.
pub fn answer_script(answer: &Answer) -> Option<String> {
    let (words, per_test) = match *answer {
        Answer::Word(words) => (words, false),
        Answer::WordPerTest(words) => (words, true),
        Answer::Checked => return None,
    };
    // The words are letters and digits: nothing in them is special to a regular expression.
    assert!(
        words
            .iter()
            .all(|word| !word.is_empty() && word.bytes().all(|b| b.is_ascii_alphanumeric())),
        "answer words are letters and digits: {words:?}"
    );
    let line = format!("REGEX(\"{}\") NEWLINE", words.join("|"));
    let mut lines = vec![
        "# The answer's shape, written by the test crate from the problem's Answer; kept fresh by"
            .to_string(),
        "# its tests.".to_string(),
        line.clone(),
    ];
    if per_test {
        lines.extend([
            "WHILE(!ISEOF)".to_string(),
            format!("    {line}"),
            "END".to_string(),
        ]);
    }
    lines.push("EOF".to_string());
    Some(lines.join("\n") + "\n")
}

/// Appends `format`'s statements, indented by `indent`, to `lines`.
fn write(
    format: &Format,
    metadata: &Metadata,
    indent: &str,
    lines: &mut Vec<String>,
) -> Result<(), String> {
    match *format {
        Format::Value(name) => lines.push(format!("{indent}{} NEWLINE", int(metadata, name)?)),
        Format::Line(names) => {
            let values: Result<Vec<String>, String> =
                names.iter().map(|name| int(metadata, name)).collect();
            lines.push(format!("{indent}{} NEWLINE", values?.join(" SPACE ")));
        }
        Format::List { count, item } => {
            let counted = variable(count)?;
            let bound = metadata.bound(count)?;
            let header = format!("INT({},{},{counted})", bound.start(), bound.end());
            lines.push(format!("{indent}{header} NEWLINE"));
            match *item {
                Format::Value(name) => {
                    let value = int(metadata, name)?;
                    lines.push(format!("{indent}REP({counted},SPACE) {value} END NEWLINE"));
                }
                block => {
                    lines.push(format!("{indent}REP({counted})"));
                    write(&block, metadata, &format!("{indent}    "), lines)?;
                    lines.push(format!("{indent}END"));
                }
            }
        }
        Format::Seq(parts) => {
            for part in parts {
                write(part, metadata, indent, lines)?;
            }
        }
    }
    Ok(())
}

/// `INT(min,max)` for the value named `name`.
fn int(metadata: &Metadata, name: &str) -> Result<String, String> {
    let bound = metadata.bound(name)?;
    Ok(format!("INT({},{})", bound.start(), bound.end()))
}

/// The checktestdata variable that holds the count `name`: its name in lower case (upper-case
/// words are checktestdata's commands), any other character an underscore.
fn variable(name: &str) -> Result<String, String> {
    let variable: String = name
        .chars()
        .map(|char| match char {
            'a'..='z' | '0'..='9' => char,
            'A'..='Z' => char.to_ascii_lowercase(),
            _ => '_',
        })
        .collect();
    match variable.chars().next() {
        Some('a'..='z') => Ok(variable),
        _ => Err(format!(
            "the count {name:?} has no checktestdata name: it must start with a letter"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn metadata(bounds: &[(&str, &str)]) -> Metadata {
        let lines: Vec<String> = bounds
            .iter()
            .map(|(name, range)| format!("{name} = \"{range}\"\n"))
            .collect();
        let manifest = format!(
            "[package]\nname = \"x\"\n\n[package.metadata.judge]\ntitle = \"X\"\njudge = \"J\"\nid = \"1\"\n\
             url = \"u\"\ntime-limit-ms = 1000\nmemory-limit-mib = 256\nlimits-from = \"l\"\n\
             bounds-from = \"b\"\n\n[package.metadata.judge.bounds]\n{}",
            lines.concat()
        );
        judge::metadata::parse(&manifest)
            .expect("parses")
            .expect("a judge table")
    }

    fn body(script: &str) -> Vec<&str> {
        script
            .lines()
            .filter(|line| !line.starts_with('#'))
            .collect()
    }

    #[test]
    fn a_line_of_values_is_one_statement() {
        let bounds = [("m", "1..=10"), ("a", "0..=18446744073709551615")];
        let script = script(&Format::Line(&["m", "a"]), &metadata(&bounds)).expect("written");
        assert_eq!(
            body(&script),
            ["INT(1,10) SPACE INT(0,18446744073709551615) NEWLINE", "EOF"]
        );
    }

    #[test]
    fn tests_of_counted_lists_repeat_with_their_counts() {
        const ITEM: Format = Format::List {
            count: "n",
            item: &Format::Value("a_i"),
        };
        let format = Format::List {
            count: "T",
            item: &ITEM,
        };
        let bounds = [("T", "1..=10"), ("n", "1..=1_000"), ("a_i", "1..=9")];
        let script = script(&format, &metadata(&bounds)).expect("written");
        assert_eq!(
            body(&script),
            [
                "INT(1,10,t) NEWLINE",
                "REP(t)",
                "    INT(1,1000,n) NEWLINE",
                "    REP(n,SPACE) INT(1,9) END NEWLINE",
                "END",
                "EOF"
            ]
        );
    }

    #[test]
    fn an_answer_is_a_line_of_words_or_one_per_test() {
        let word = answer_script(&Answer::Word(&["Tomaz", "Danftito"])).expect("a script");
        assert_eq!(body(&word), ["REGEX(\"Tomaz|Danftito\") NEWLINE", "EOF"]);
        let per_test = answer_script(&Answer::WordPerTest(&["0", "1"])).expect("a script");
        assert_eq!(
            body(&per_test),
            [
                "REGEX(\"0|1\") NEWLINE",
                "WHILE(!ISEOF)",
                "    REGEX(\"0|1\") NEWLINE",
                "END",
                "EOF"
            ]
        );
        assert_eq!(answer_script(&Answer::Checked), None);
    }

    #[test]
    fn a_sequence_is_its_parts_and_a_missing_bound_is_an_error() {
        let format = Format::Seq(&[Format::Value("k"), Format::Line(&["x", "y"])]);
        let bounds = [("k", "2..=3"), ("x", "0..=1"), ("y", "5..=5")];
        let script = script(&format, &metadata(&bounds)).expect("written");
        assert_eq!(
            body(&script),
            ["INT(2,3) NEWLINE", "INT(0,1) SPACE INT(5,5) NEWLINE", "EOF"]
        );
        assert!(super::script(&format, &metadata(&bounds[..2])).is_err());
        assert!(variable("_n").is_err());
        assert_eq!(variable("N-2"), Ok("n_2".to_string()));
    }
}
