//! A problem's input format as data, composed from a few parts as checktestdata and testlib
//! validators are: a named value, a line of values, a counted list (of values on one line, or
//! of blocks one after another: `T` tests), a sequence, and a part held to rules on its whole
//! (`n` is even, `k <= d`: see `rule`). Each problem writes its format once;
//! the validator reads an input through it, the generator draws one, the shrinker knows from it
//! what may be dropped, and the tests read write-ups' and references' inputs with it. Every value
//! has the name its statement gives it, which is also the name of its bound in
//! `[package.metadata.judge.bounds]`.

use std::collections::BTreeSet;

use judge::metadata::Metadata;

use crate::validator::{self, Reader};

mod rule;
pub use rule::Rule;

/// One part of an input format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// One value; where a line is expected, a line of its own.
    Value(&'static str),
    /// One line of values, one per name: `m a b c`.
    Line(&'static [&'static str]),
    /// A line with the count, then that many items: values (an item `Value`) on one line, or
    /// blocks (any other item) one after another, as `T` tests are.
    List {
        count: &'static str,
        item: &'static Format,
    },
    /// Its parts, one after another.
    Seq(&'static [Format]),
    /// A part, read and written as it is, whose every instance keeps `rules`.
    Ruled {
        part: &'static Format,
        rules: &'static [Rule],
    },
}

/// An input as data, shaped as its format: a `Value` is a value; a `Line`, a `List` and a
/// `Seq` are their items. A list's count is its number of items, never stored.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Case {
    Value(u64),
    Items(Vec<Case>),
}

/// What a named value is in its format, which says how far a search can take it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The count of a list of blocks: the number of tests.
    Tests,
    /// The count of a list of values.
    Count,
    /// A value of a line or of a list.
    Value,
}

impl Case {
    /// The items `values`, each a value: a line, or a list of values.
    pub fn list(values: &[u64]) -> Case {
        Case::Items(values.iter().map(|&value| Case::Value(value)).collect())
    }

    /// Items, each a list of values: `T` tests of a list each, or of a line each.
    pub fn lists(lists: &[Vec<u64>]) -> Case {
        Case::Items(lists.iter().map(|values| Case::list(values)).collect())
    }

    /// Every value, in the order of the input, counts left out.
    pub fn values(&self) -> Vec<u64> {
        let mut values = Vec::new();
        self.each_value(&mut |value| values.push(value));
        values
    }

    /// The values of each item: one list per test.
    pub fn lists_of_values(&self) -> Vec<Vec<u64>> {
        self.items().iter().map(Case::values).collect()
    }

    /// The items, none for a value.
    pub fn items(&self) -> &[Case] {
        match self {
            Case::Value(_) => &[],
            Case::Items(items) => items,
        }
    }

    fn each_value(&self, visit: &mut impl FnMut(u64)) {
        match self {
            Case::Value(value) => visit(*value),
            Case::Items(items) => items.iter().for_each(|item| item.each_value(visit)),
        }
    }
}

impl Format {
    /// The input holding `case`, as the statement writes it. A case of another shape is a bug of
    /// the caller: it panics.
    pub fn render(&self, case: &Case) -> String {
        let mut text = String::new();
        self.write(case, &mut text);
        text
    }

    fn write(&self, case: &Case, text: &mut String) {
        let line = |text: &mut String, values: &mut dyn Iterator<Item = u64>| {
            let words: Vec<String> = values.map(|value| value.to_string()).collect();
            text.push_str(&words.join(" "));
            text.push('\n');
        };
        match (self, case) {
            (Format::Value(_), Case::Value(value)) => line(text, &mut [*value].into_iter()),
            (Format::Line(names), Case::Items(items)) if items.len() == names.len() => {
                line(text, &mut case.values().into_iter());
            }
            (Format::List { item, .. }, Case::Items(items)) => {
                line(text, &mut [items.len() as u64].into_iter());
                match item {
                    Format::Value(_) => line(text, &mut case.values().into_iter()),
                    block => items.iter().for_each(|item| block.write(item, text)),
                }
            }
            (Format::Seq(parts), Case::Items(items)) if items.len() == parts.len() => {
                parts
                    .iter()
                    .zip(items)
                    .for_each(|(part, item)| part.write(item, text));
            }
            (Format::Ruled { part, .. }, case) => part.write(case, text),
            _ => panic!("{case:?} is not shaped as {self:?}"),
        }
    }

    /// Checks `input` against the statement: this format, `metadata`'s bounds. On success, the
    /// names of the bounds whose upper end some value reaches.
    pub fn validate(&self, input: &[u8], metadata: &Metadata) -> Result<BTreeSet<String>, String> {
        validator::validate(input, metadata, |reader| self.read(reader).map(drop))
    }

    /// Reads one input in this format, each value held to the bound of its name.
    pub fn read(&self, reader: &mut Reader) -> Result<Case, String> {
        match *self {
            Format::Value(name) => Ok(Case::Value(reader.single(name)?)),
            Format::Line(names) => Ok(Case::list(&reader.line(names)?)),
            Format::List { count, item } => {
                let count = reader.single(count)?;
                match *item {
                    Format::Value(name) => Ok(Case::list(&reader.values(count, name)?)),
                    block => (0..count)
                        .map(|_| block.read(reader))
                        .collect::<Result<_, _>>()
                        .map(Case::Items),
                }
            }
            Format::Seq(parts) => parts
                .iter()
                .map(|part| part.read(reader))
                .collect::<Result<_, _>>()
                .map(Case::Items),
            Format::Ruled { part, rules } => {
                let case = part.read(reader)?;
                let named = part.named_values(&case);
                for rule in rules {
                    reader.at_line(rule.check(&named, reader.metadata()))?;
                }
                Ok(case)
            }
        }
    }

    /// The case an input holds, read leniently: numbers separated by any white space, and no
    /// bound checked. For the write-ups and the references, on inputs that the validator need
    /// not pass; a count past the numbers left is an error, never a huge allocation.
    pub fn parse(&self, input: &str) -> Result<Case, String> {
        let mut tokens = input.split_ascii_whitespace();
        self.parse_tokens(&mut tokens)
    }

    fn parse_tokens<'a>(&self, tokens: &mut impl Iterator<Item = &'a str>) -> Result<Case, String> {
        match *self {
            Format::Value(name) => Ok(Case::Value(next_number(tokens, name)?)),
            Format::Line(names) => names
                .iter()
                .map(|name| next_number(tokens, name).map(Case::Value))
                .collect::<Result<_, _>>()
                .map(Case::Items),
            Format::List { count, item } => {
                let count = next_number(tokens, count)?;
                let mut items = Vec::new();
                for _ in 0..count {
                    items.push(item.parse_tokens(tokens)?);
                }
                Ok(Case::Items(items))
            }
            Format::Seq(parts) => parts
                .iter()
                .map(|part| part.parse_tokens(tokens))
                .collect::<Result<_, _>>()
                .map(Case::Items),
            Format::Ruled { part, .. } => part.parse_tokens(tokens),
        }
    }

    /// Every name of the format with its role, each once, in the order of the input.
    pub fn names(&self) -> Vec<(&'static str, Role)> {
        let mut names = Vec::new();
        self.each_name(&mut |name, role| {
            if !names.iter().any(|&(known, _)| known == name) {
                names.push((name, role));
            }
        });
        names
    }

    fn each_name(&self, visit: &mut impl FnMut(&'static str, Role)) {
        match *self {
            Format::Value(name) => visit(name, Role::Value),
            Format::Line(names) => names.iter().for_each(|&name| visit(name, Role::Value)),
            Format::List { count, item } => {
                let role = match item {
                    Format::Value(_) => Role::Count,
                    _ => Role::Tests,
                };
                visit(count, role);
                item.each_name(visit);
            }
            Format::Seq(parts) => parts.iter().for_each(|part| part.each_name(visit)),
            Format::Ruled { part, .. } => part.each_name(visit),
        }
    }

    /// Every value of `case` with its name, a list's count (its number of items) among them,
    /// in the order of the input.
    pub fn named_values(&self, case: &Case) -> Vec<(&'static str, u64)> {
        let mut named = Vec::new();
        self.each_named(case, &mut named);
        named
    }

    fn each_named(&self, case: &Case, named: &mut Vec<(&'static str, u64)>) {
        match (*self, case) {
            (Format::Value(name), Case::Value(value)) => named.push((name, *value)),
            (Format::Line(names), _) => named.extend(names.iter().copied().zip(case.values())),
            (Format::List { count, item }, Case::Items(items)) => {
                named.push((count, items.len() as u64));
                items.iter().for_each(|each| item.each_named(each, named));
            }
            (Format::Seq(parts), Case::Items(items)) => {
                let paired = parts.iter().zip(items);
                paired.for_each(|(part, item)| part.each_named(item, named));
            }
            (Format::Ruled { part, .. }, case) => part.each_named(case, named),
            _ => panic!("{case:?} is not shaped as {self:?}"),
        }
    }

    /// The places of `case`'s lists, outer ones first: a place is the item indices from the
    /// root. Their items may be dropped; a line's or a sequence's may not.
    pub fn lists(&self, case: &Case) -> Vec<Vec<usize>> {
        let mut places = Vec::new();
        self.each_list(case, &mut Vec::new(), &mut places);
        places
    }

    fn each_list(&self, case: &Case, place: &mut Vec<usize>, places: &mut Vec<Vec<usize>>) {
        let parts: Box<dyn Iterator<Item = &Format>> = match self {
            Format::Value(_) | Format::Line(_) => return,
            Format::List { item, .. } => {
                places.push(place.clone());
                Box::new(std::iter::repeat(*item))
            }
            Format::Seq(parts) => Box::new(parts.iter()),
            Format::Ruled { part, .. } => return part.each_list(case, place, places),
        };
        for (index, (part, item)) in parts.zip(case.items()).enumerate() {
            place.push(index);
            part.each_list(item, place, places);
            place.pop();
        }
    }
}

impl Format {
    /// Every rule of the format, in the order of the input.
    pub fn rules(&self) -> Vec<Rule> {
        match *self {
            Format::Value(_) | Format::Line(_) => Vec::new(),
            Format::List { item, .. } => item.rules(),
            Format::Seq(parts) => parts.iter().flat_map(Format::rules).collect(),
            Format::Ruled { part, rules } => {
                let mut all = rules.to_vec();
                all.extend(part.rules());
                all
            }
        }
    }
}

fn next_number<'a>(tokens: &mut impl Iterator<Item = &'a str>, what: &str) -> Result<u64, String> {
    let token = tokens
        .next()
        .ok_or(format!("expected {what}, found the end"))?;
    token
        .parse()
        .map_err(|err| format!("{what} = {token:?}: {err}"))
}

/// The places of `case`'s values, in the order of the input.
pub fn value_places(case: &Case) -> Vec<Vec<usize>> {
    fn walk(case: &Case, place: &mut Vec<usize>, places: &mut Vec<Vec<usize>>) {
        match case {
            Case::Value(_) => places.push(place.clone()),
            Case::Items(items) => {
                for (index, item) in items.iter().enumerate() {
                    place.push(index);
                    walk(item, place, places);
                    place.pop();
                }
            }
        }
    }
    let mut places = Vec::new();
    walk(case, &mut Vec::new(), &mut places);
    places
}

/// The part of `case` at `place`.
pub fn part<'a>(case: &'a Case, place: &[usize]) -> &'a Case {
    place.iter().fold(case, |case, &index| &case.items()[index])
}

/// The part of `case` at `place`, to change.
pub fn at<'a>(case: &'a mut Case, place: &[usize]) -> &'a mut Case {
    place.iter().fold(case, |case, &index| match case {
        Case::Items(items) => &mut items[index],
        Case::Value(_) => panic!("a value has no item {index}"),
    })
}

/// The items at `place`, which is a list.
pub fn items_at<'a>(case: &'a mut Case, place: &[usize]) -> &'a mut Vec<Case> {
    match at(case, place) {
        Case::Items(items) => items,
        Case::Value(_) => panic!("the value at {place:?} is not a list"),
    }
}

#[cfg(test)]
pub(crate) mod tests;
