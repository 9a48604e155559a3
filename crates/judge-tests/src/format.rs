//! A problem's input format, written once: the validator reads an input through it, and the
//! generators and the shrinker write inputs with it. Every value has the name its statement
//! gives it, which is also the name of its bound in `[package.metadata.judge.bounds]`.

use std::collections::BTreeSet;

use judge::metadata::Metadata;

use crate::validator::{self, Reader};

/// An input as numbers: one list per test. A format with a single test has one list.
pub type Case = Vec<Vec<u64>>;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// One line of values, one per name: `m a b c`.
    Line(&'static [&'static str]),
    /// A line with the count, then a line of that many values.
    List {
        count: &'static str,
        value: &'static str,
    },
    /// A line with the number of tests, then for each test a line with its count and a line
    /// of that many values.
    Tests {
        tests: &'static str,
        count: &'static str,
        value: &'static str,
    },
}

/// What a named value is in its format, which says how far a search can take it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The number of tests.
    Tests,
    /// The length of a list.
    Count,
    /// A value of a list or of a line.
    Value,
}

impl Format {
    /// The input holding `case`, as the statement writes it.
    pub fn render(&self, case: &[Vec<u64>]) -> String {
        let mut text = String::new();
        let line = |text: &mut String, values: &[u64]| {
            let mut first = true;
            for value in values {
                if !first {
                    text.push(' ');
                }
                first = false;
                text.push_str(&value.to_string());
            }
            text.push('\n');
        };
        match self {
            Format::Line(_) => case.iter().for_each(|values| line(&mut text, values)),
            Format::List { .. } => case.iter().for_each(|values| {
                line(&mut text, &[values.len() as u64]);
                line(&mut text, values);
            }),
            Format::Tests { .. } => {
                line(&mut text, &[case.len() as u64]);
                for values in case {
                    line(&mut text, &[values.len() as u64]);
                    line(&mut text, values);
                }
            }
        }
        text
    }

    /// Checks `input` against the statement: this format, `metadata`'s bounds. On success, the
    /// names of the bounds whose upper end some value reaches.
    pub fn validate(&self, input: &[u8], metadata: &Metadata) -> Result<BTreeSet<String>, String> {
        validator::validate(input, metadata, |reader| self.read(reader).map(drop))
    }

    /// Reads one input in this format, each value held to the bound of its name.
    pub fn read(&self, reader: &mut Reader) -> Result<Case, String> {
        match *self {
            Format::Line(names) => Ok(vec![reader.line(names)?]),
            Format::List { count, value } => {
                let count = reader.single(count)?;
                Ok(vec![reader.values(count, value)?])
            }
            Format::Tests {
                tests,
                count,
                value,
            } => {
                let tests = reader.single(tests)?;
                (0..tests)
                    .map(|_| {
                        let count = reader.single(count)?;
                        reader.values(count, value)
                    })
                    .collect()
            }
        }
    }

    /// The case an input holds, read leniently: numbers separated by any white space, and no
    /// bound checked. For the brute force, on inputs that the validator need not pass.
    pub fn parse(&self, input: &str) -> Result<Case, String> {
        let mut tokens = input.split_ascii_whitespace();
        let mut next = |what: &str| -> Result<u64, String> {
            let token = tokens
                .next()
                .ok_or(format!("expected {what}, found the end"))?;
            token
                .parse()
                .map_err(|err| format!("{what} = {token:?}: {err}"))
        };
        let (tests, count, value) = match *self {
            Format::Line(names) => {
                let line = names.iter().map(|name| next(name));
                return Ok(vec![line.collect::<Result<_, _>>()?]);
            }
            Format::List { count, value } => (None, count, value),
            Format::Tests {
                tests,
                count,
                value,
            } => (Some(tests), count, value),
        };
        let tests = match tests {
            Some(tests) => next(tests)?,
            None => 1,
        };
        let mut case = Vec::new();
        for _ in 0..tests {
            let count = next(count)?;
            case.push((0..count).map(|_| next(value)).collect::<Result<_, _>>()?);
        }
        Ok(case)
    }

    /// Every name of the format, with its role.
    pub fn names(&self) -> Vec<(&'static str, Role)> {
        match *self {
            Format::Line(names) => names.iter().map(|&name| (name, Role::Value)).collect(),
            Format::List { count, value } => vec![(count, Role::Count), (value, Role::Value)],
            Format::Tests {
                tests,
                count,
                value,
            } => vec![
                (tests, Role::Tests),
                (count, Role::Count),
                (value, Role::Value),
            ],
        }
    }

    /// Whether a test can be dropped (with the number of tests).
    pub fn has_tests(&self) -> bool {
        matches!(self, Format::Tests { .. })
    }

    /// Whether a value can be dropped from its list (with the list's count).
    pub fn has_counts(&self) -> bool {
        !matches!(self, Format::Line(_))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_format_is_written_as_its_statement_writes_it() {
        let line = Format::Line(&["m", "a"]);
        assert_eq!(line.render(&[vec![3, 4]]), "3 4\n");
        let list = Format::List {
            count: "n",
            value: "a_i",
        };
        assert_eq!(list.render(&[vec![1, 2, 3]]), "3\n1 2 3\n");
        let tests = Format::Tests {
            tests: "T",
            count: "n",
            value: "a_i",
        };
        assert_eq!(tests.render(&[vec![5], vec![6, 7]]), "2\n1\n5\n2\n6 7\n");
        assert_eq!(tests.render(&[]), "0\n");
        assert!(tests.has_tests() && tests.has_counts());
        assert!(!list.has_tests() && list.has_counts());
        assert!(!line.has_tests() && !line.has_counts());
        assert_eq!(
            tests.names(),
            [("T", Role::Tests), ("n", Role::Count), ("a_i", Role::Value)]
        );
        assert_eq!(line.names(), [("m", Role::Value), ("a", Role::Value)]);
        for (format, case) in [
            (line, vec![vec![3, 4]]),
            (list, vec![vec![1, 2, 3]]),
            (tests, vec![vec![5], vec![6, 7]]),
            (tests, vec![]),
        ] {
            assert_eq!(format.parse(&format.render(&case)), Ok(case.clone()));
        }
        assert_eq!(list.parse(" 2 7\r\n8 "), Ok(vec![vec![7, 8]]));
        assert_eq!(
            list.parse("2\n7\n"),
            Err("expected a_i, found the end".to_string())
        );
        assert_eq!(
            line.parse("1 x"),
            Err("a = \"x\": invalid digit found in string".to_string())
        );
    }
}
