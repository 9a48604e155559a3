//! Generated test data, as Polygon's generators and BAPCtools' `generators.yaml` make it: each
//! problem's module builds its `gen-*` fixtures from seeds and from the known rule (a lost
//! position is constructed, never found by chance), and this module holds them to what the
//! judge needs before a file is written:
//!
//! - every fixture is inside the statement (the validator with the metadata's bounds);
//! - every test's answer, from the proven solution's `solve`, is the one its construction
//!   intends;
//! - every test is judged against the problem's reference (search, a reduction, or the second
//!   method) wherever one reaches it, as `cargo stress` judges;
//! - in every group (a size, or an end of a bound) each kind of answer appears as often as every
//!   other, give or take one, and at least two kinds appear; across the data, every kind.
//!
//! A generated test whose input another fixture already holds is not written again (the
//! judges' tools refuse identical inputs); it is judged there and still counts in the balance.
//!
//! A generator that breaks one of these panics, so the test that keeps the files equal to their
//! generator (`generated_files_are_fresh`) fails.

use std::collections::BTreeMap;

use judge::layout::FixtureKind;
use judge::metadata::Metadata;

use crate::format::Case;
use crate::stress::run::Judged;
use crate::stress::{Domain, Stress};
use crate::Problem;

/// One test of a generated fixture: its position (a case of one test), the group it is
/// balanced in, and the kind of answer its construction gives it.
pub struct Test {
    pub group: String,
    pub kind: &'static str,
    pub case: Case,
}

impl Test {
    pub fn new(group: impl Into<String>, kind: &'static str, case: Case) -> Test {
        Test {
            group: group.into(),
            kind,
            case,
        }
    }
}

/// A generated fixture, `gen-<name>.in`: one test, or several where the format has a count of
/// tests.
pub struct Fixture {
    pub name: String,
    pub tests: Vec<Test>,
}

/// What a problem's generator gives: its fixtures, and how to join their tests. The kinds of
/// answer are the problem's `Aim`'s, which the hunt draws from too.
pub struct Data {
    pub problem: &'static str,
    /// The input case of a fixture made of these tests (each a case of one test).
    pub join: fn(&[Case]) -> Case,
    pub fixtures: Vec<Fixture>,
}

/// How many tests of each kind a group holds.
pub type Balance = BTreeMap<String, BTreeMap<&'static str, usize>>;

impl Data {
    /// The fixtures' files (`gen-<name>.in` and its input), after every check above.
    pub fn files(&self, metadata: &Metadata) -> Vec<(String, String)> {
        let problem = crate::problem(self.problem)
            .unwrap_or_else(|| panic!("{} is not in the registry", self.problem));
        let mut judged = Judgement::new(problem, metadata);
        let mut files: Vec<(String, String)> = Vec::new();
        let others = other_fixtures(self.problem);
        for fixture in &self.fixtures {
            let name = format!("{}{}", FixtureKind::Generated.prefix(), fixture.name);
            let cases: Vec<Case> = fixture.tests.iter().map(|test| test.case.clone()).collect();
            let whole = (self.join)(&cases);
            let input = problem.format.render(&whole);
            let what = format!("{}/{name}", self.problem);
            if let Err(why) = problem.format.validate(input.as_bytes(), metadata) {
                panic!("{what}: outside the statement: {why}");
            }
            let output = (problem.solve)(&input).unwrap_or_else(|err| panic!("{what}: {err}"));
            let kinds = (problem.stress.aim.kind_of)(&whole, &output);
            let intended: Vec<&str> = fixture.tests.iter().map(|test| test.kind).collect();
            assert_eq!(
                kinds, intended,
                "{what}: the solution's answers: {output:?}"
            );
            for case in &cases {
                judged.judge(&what, &(self.join)(std::slice::from_ref(case)));
            }
            // A test the folder already holds is judged there: the judges' tools refuse two
            // identical inputs. It still counts in the balance.
            let held = others.contains(&input) || files.iter().any(|(_, known)| *known == input);
            if !held {
                files.push((format!("{name}.in"), input));
            }
        }
        assert!(judged.compared > 0, "{}: no test reached", self.problem);
        assert_balanced(self.problem, &self.balance(), problem.stress.aim.kinds);
        files
    }

    /// The kinds of answer in each group, as constructed (and checked against the solution).
    pub fn balance(&self) -> Balance {
        let mut balance = Balance::new();
        for test in self.fixtures.iter().flat_map(|fixture| &fixture.tests) {
            let group = balance.entry(test.group.clone()).or_default();
            *group.entry(test.kind).or_default() += 1;
        }
        balance
    }
}

/// The inputs of the problem's fixtures that no generator writes.
fn other_fixtures(problem: &str) -> Vec<String> {
    let workspace = judge::layout::Workspace::this();
    let inputs = workspace
        .inputs(problem)
        .unwrap_or_else(|err| panic!("{err}"));
    let others = inputs
        .iter()
        .filter(|path| FixtureKind::of(&judge::layout::stem(path)) != Some(FixtureKind::Generated));
    others
        .map(|path| judge::layout::read_text(path).unwrap_or_else(|err| panic!("{err}")))
        .collect()
}

/// The solution against the problem's reference, one test at a time.
struct Judgement<'a> {
    stress: Stress<'a>,
    references: crate::stress::run::References,
    compared: usize,
}

impl<'a> Judgement<'a> {
    fn new(problem: &'a Problem, metadata: &Metadata) -> Judgement<'a> {
        let stress = Stress::of(problem, Domain::statement(problem, metadata.clone()));
        let references = stress.references();
        Judgement {
            stress,
            references,
            compared: 0,
        }
    }

    fn judge(&mut self, what: &str, case: &Case) {
        match self.stress.judge(&mut self.references, case) {
            Judged::Passed => self.compared += 1,
            Judged::Outside(_) => {}
            Judged::Failed(failure) => panic!(
                "{what}: the solution against the reference on {:?}: {}",
                failure.input, failure.reason
            ),
        }
    }
}

/// In every group, at least two kinds of answer, each as often as any other give or take one;
/// and every kind somewhere.
pub fn assert_balanced(problem: &str, balance: &Balance, every_kind: &[&str]) {
    for (group, kinds) in balance {
        let counts: Vec<usize> = kinds.values().copied().collect();
        let (fewest, most) = (counts.iter().min(), counts.iter().max());
        assert!(
            kinds.len() >= 2
                && most
                    .zip(fewest)
                    .is_some_and(|(most, fewest)| most - fewest <= 1),
            "{problem}: the answers of group {group:?} are out of balance: {kinds:?}"
        );
    }
    for kind in every_kind {
        let seen = balance.values().any(|kinds| kinds.contains_key(kind));
        assert!(seen, "{problem}: no generated test answers {kind:?}");
    }
}

/// The groups and their counts as a Markdown table, one row a group, one column a kind.
pub fn balance_table(balance: &Balance, every_kind: &[&str]) -> String {
    let mut table = format!("| group | {} |\n", every_kind.join(" | "));
    table.push_str(&format!("|---|{}\n", "---|".repeat(every_kind.len())));
    for (group, kinds) in balance {
        let counts: Vec<String> = every_kind
            .iter()
            .map(|kind| kinds.get(kind).copied().unwrap_or(0).to_string())
            .collect();
        table.push_str(&format!("| {group} | {} |\n", counts.join(" | ")));
    }
    table
}

/// The kind of each line of a word answer, one word per test: the word itself.
pub fn words(known: &'static [&'static str]) -> impl Fn(&str) -> Vec<&'static str> {
    move |output: &str| {
        output
            .lines()
            .map(|line| {
                let found = known.iter().find(|word| **word == line);
                *found.unwrap_or_else(|| panic!("{line:?} is not one of {known:?}"))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_group_with_one_kind_or_a_kind_twice_over_is_out_of_balance() {
        let balance = |rows: &[(&str, &'static str, usize)]| {
            let mut balance = Balance::new();
            for &(group, kind, count) in rows {
                balance
                    .entry(group.to_string())
                    .or_default()
                    .insert(kind, count);
            }
            balance
        };
        let even = balance(&[("n = 1", "won", 2), ("n = 1", "lost", 1)]);
        assert_balanced("p", &even, &["won", "lost"]);
        let table = balance_table(&even, &["won", "lost"]);
        assert_eq!(
            table,
            "| group | won | lost |\n|---|---|---|\n| n = 1 | 2 | 1 |\n"
        );
        for rows in [
            &[("n = 1", "won", 3), ("n = 1", "lost", 1)][..],
            &[("n = 1", "won", 1)][..],
        ] {
            let caught = std::panic::catch_unwind(|| {
                assert_balanced("p", &balance(rows), &["won"]);
            });
            assert!(caught.is_err(), "{rows:?}");
        }
        let missing = std::panic::catch_unwind(|| {
            assert_balanced("p", &even, &["won", "lost", "draw"]);
        });
        assert!(missing.is_err());
    }
}
