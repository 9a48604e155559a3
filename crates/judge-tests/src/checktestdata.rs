//! A problem's input format and bounds as a checktestdata script, the input validator of its
//! exported packages (problemtools and BAPCtools both run `.ctd` files). It is written from the
//! same `Format` and `[package.metadata.judge.bounds]` as the workspace's validator, and holds an
//! input to the same rules: lines end with `\n` (the last one too), values on a line are
//! separated by one space, numbers are plain decimals (checktestdata's `INT` refuses leading
//! zeros, signs and `-0`), each within the bound of its name, and nothing follows.

use judge::metadata::Metadata;

use crate::answer::Answer;
use crate::format::{Format, Role, Rule};

/// The script for `format` under `metadata`'s bounds: one statement a line, then `EOF`.
pub fn script(format: &Format, metadata: &Metadata) -> Result<String, String> {
    let lines = vec![
        "# The input format and bounds, written by the test crate from the problem's Format"
            .to_string(),
        "# and its [package.metadata.judge.bounds]; kept fresh by its tests.".to_string(),
    ];
    let mut writer = Writer {
        metadata,
        lines,
        rules: Vec::new(),
        read: Vec::new(),
        counts: format
            .names()
            .into_iter()
            .filter(|(_, role)| *role != Role::Value)
            .map(|(name, _)| name)
            .collect(),
    };
    writer.write(format, "")?;
    writer.lines.push("EOF".to_string());
    Ok(writer.lines.join("\n") + "\n")
}

/// The answer validator for `answer`, or `None` where a checker reads the answer itself: the
/// same rules as `Answer::check`.
pub fn answer_script(answer: &Answer) -> Option<String> {
    let (words, per_test) = match *answer {
        Answer::Word(words) => (words, false),
        Answer::WordPerTest(words) => (words, true),
        Answer::Checked => return None,
    };
    assert!(
        words.iter().all(|word| is_plain_word(word)),
        "answer words are letters, digits, single inner spaces and `{PLAIN_PUNCTUATION}`: \
         {words:?}"
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

/// The punctuation an answer word may hold besides letters, digits and single inner spaces
/// (`Yes!`, `first, then`; not `.`, which a regular expression reads as any character): none of it is special to checktestdata's regular expressions or
/// strings, so the words go into a `REGEX` as they are.
pub const PLAIN_PUNCTUATION: &str = "!,:;'-";

/// Whether `word` can stand in a `REGEX` alternation unescaped: not empty, no space at either
/// end or next to another, and nothing but letters, digits, spaces and `PLAIN_PUNCTUATION`.
fn is_plain_word(word: &str) -> bool {
    !word.is_empty()
        && !word.starts_with(' ')
        && !word.ends_with(' ')
        && !word.contains("  ")
        && word.bytes().all(|b| {
            b.is_ascii_alphanumeric() || b == b' ' || PLAIN_PUNCTUATION.as_bytes().contains(&b)
        })
}

/// Writes a format's statements, one a line, with the rules in scope.
struct Writer<'m> {
    metadata: &'m Metadata,
    lines: Vec<String>,
    /// The rules of every ruled part the writer is in.
    rules: Vec<Rule>,
    /// The names read so far, for a rule between two of them.
    read: Vec<&'static str>,
    /// The names of the format's counts, each held in a variable.
    counts: Vec<&'static str>,
}

impl Writer<'_> {
    /// Appends `format`'s statements, indented by `indent`.
    fn write(&mut self, format: &Format, indent: &str) -> Result<(), String> {
        match *format {
            Format::Value(name) => {
                let value = self.int(name)?;
                self.lines.push(format!("{indent}{value} NEWLINE"));
            }
            Format::Line(names) => {
                let values: Result<Vec<String>, String> =
                    names.iter().map(|name| self.int(name)).collect();
                self.lines
                    .push(format!("{indent}{} NEWLINE", values?.join(" SPACE ")));
            }
            Format::List { count, item } => {
                let counted = variable(count)?;
                let header = self.int(count)?;
                self.lines.push(format!("{indent}{header} NEWLINE"));
                match *item {
                    Format::Value(name) => {
                        let value = self.int(name)?;
                        let line = format!("{indent}REP({counted},SPACE) {value} END NEWLINE");
                        self.lines.push(line);
                    }
                    block => {
                        self.lines.push(format!("{indent}REP({counted})"));
                        self.write(&block, &format!("{indent}    "))?;
                        self.lines.push(format!("{indent}END"));
                    }
                }
            }
            Format::Seq(parts) => {
                for part in parts {
                    self.write(part, indent)?;
                }
            }
            Format::Ruled { part, rules } => self.ruled(part, rules, indent)?,
        }
        Ok(())
    }

    /// A ruled part: its sums set to 0 before it and held to their bounds after it; its
    /// other rules asserted as each value is read (`int`).
    fn ruled(&mut self, part: &Format, rules: &[Rule], indent: &str) -> Result<(), String> {
        let sums: Vec<(String, &str)> = rules
            .iter()
            .filter_map(|rule| match *rule {
                Rule::Sum { name, bound } => {
                    Some(variable(name).map(|v| (format!("sum{v}"), bound)))
                }
                _ => None,
            })
            .collect::<Result<_, String>>()?;
        for (sum, _) in &sums {
            self.lines.push(format!("{indent}SET({sum}=0)"));
        }
        let outer = self.rules.len();
        self.rules.extend_from_slice(rules);
        self.write(part, indent)?;
        self.rules.truncate(outer);
        for (sum, bound) in sums {
            let range = self.metadata.bound(bound)?;
            let (low, high) = (range.start(), range.end());
            self.lines
                .push(format!("{indent}ASSERT({sum}>={low} && {sum}<={high})"));
        }
        Ok(())
    }

    /// `INT(min,max)` for the value named `name`; with a variable where it is a count or a
    /// rule reads it, followed by the rules' statements on it.
    fn int(&mut self, name: &'static str) -> Result<String, String> {
        let bound = self.metadata.bound(name)?;
        let (low, high) = (bound.start(), bound.end());
        let ruled: Vec<Rule> = self
            .rules
            .iter()
            .copied()
            .filter(|rule| rule.names().contains(&name))
            .collect();
        let is_count = self.counts.contains(&name);
        if ruled.is_empty() && !is_count {
            return Ok(format!("INT({low},{high})"));
        }
        let var = variable(name)?;
        let mut int = format!("INT({low},{high},{var})");
        for rule in ruled {
            let statement = match rule {
                Rule::Multiple { of, .. } => format!("ASSERT({var}%{of}==0)"),
                Rule::AtMost { low, high } if high == name && self.read.contains(&low) => {
                    format!("ASSERT({}<={var})", variable(low)?)
                }
                Rule::AtMost { low, high } if low == name && self.read.contains(&high) => {
                    format!("ASSERT({var}<={})", variable(high)?)
                }
                Rule::AtMost { .. } => continue,
                Rule::Sum { .. } => format!("SET(sum{var}=sum{var}+{var})"),
            };
            int.push(' ');
            int.push_str(&statement);
        }
        self.read.push(name);
        Ok(int)
    }
}

/// The checktestdata variable that holds the value `name`: its letters in lower case and its
/// digits (a variable is `[a-z][a-z0-9]*`; upper-case words are checktestdata's commands).
fn variable(name: &str) -> Result<String, String> {
    let variable: String = name
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|char| char.to_ascii_lowercase())
        .collect();
    match variable.chars().next() {
        Some('a'..='z') => Ok(variable),
        _ => Err(format!(
            "{name:?} has no checktestdata name: it must start with a letter"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::tests::{metadata, thanos_bounds, THANOS};

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
    fn answer_words_may_hold_spaces_and_plain_punctuation_but_nothing_a_regex_reads() {
        let words =
            answer_script(&Answer::WordPerTest(&["Roy wins!", "October wins!"])).expect("a script");
        assert_eq!(
            body(&words)[0],
            "REGEX(\"Roy wins!|October wins!\") NEWLINE"
        );
        for word in [
            "", " x", "x ", "a  b", "a|b", "a*", "(a)", "a\"b", "a\\b", "a.b", "a\n",
        ] {
            assert!(!is_plain_word(word), "{word:?} is not plain");
        }
        for word in ["Yes", "Yes!", "first, then", "don't", "x-y: 1;"] {
            assert!(is_plain_word(word), "{word:?} is plain");
        }
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
        assert!(variable("2n").is_err());
        assert_eq!(variable("N-2"), Ok("n2".to_string()));
        assert_eq!(variable("a_i"), Ok("ai".to_string()));
    }

    #[test]
    fn rules_are_asserted_where_their_values_are_read() {
        let thanos = script(&THANOS, &thanos_bounds()).expect("written");
        assert_eq!(
            body(&thanos),
            [
                "INT(2,50,n) ASSERT(n%2==0) NEWLINE",
                "REP(n,SPACE) INT(1,50) END NEWLINE",
                "EOF"
            ]
        );
        const PAIRS: Format = Format::List {
            count: "t",
            item: &Format::Ruled {
                part: &Format::Line(&["k", "d"]),
                rules: &[Rule::AtMost {
                    low: "k",
                    high: "d",
                }],
            },
        };
        let bounds = [
            ("t", "1..=3"),
            ("k", "1..=9"),
            ("d", "1..=9"),
            ("s", "0..=4"),
        ];
        let pairs = script(&PAIRS, &metadata(&bounds)).expect("written");
        assert_eq!(
            body(&pairs),
            [
                "INT(1,3,t) NEWLINE",
                "REP(t)",
                "    INT(1,9,k) SPACE INT(1,9,d) ASSERT(k<=d) NEWLINE",
                "END",
                "EOF"
            ]
        );
    }

    #[test]
    fn a_sum_is_set_before_its_part_and_held_after_it() {
        let bounds = [
            ("t", "1..=3"),
            ("k", "1..=9"),
            ("d", "1..=9"),
            ("s", "0..=4"),
        ];
        const SIZES: Format = Format::Ruled {
            part: &Format::List {
                count: "t",
                item: &Format::List {
                    count: "k",
                    item: &Format::Value("d"),
                },
            },
            rules: &[Rule::Sum {
                name: "k",
                bound: "s",
            }],
        };
        let sizes = script(&SIZES, &metadata(&bounds)).expect("written");
        assert_eq!(
            body(&sizes),
            [
                "SET(sumk=0)",
                "INT(1,3,t) NEWLINE",
                "REP(t)",
                "    INT(1,9,k) SET(sumk=sumk+k) NEWLINE",
                "    REP(k,SPACE) INT(1,9) END NEWLINE",
                "END",
                "ASSERT(sumk>=0 && sumk<=4)",
                "EOF"
            ]
        );
    }
}
