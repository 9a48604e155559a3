//! The inputs a stress run draws from: the bounds in use (the statement's, or those past it
//! that the submission accepts) cut down to what the reference answers at once; for a problem
//! with a reduction, edge values from the whole bounds too.

use std::borrow::Cow;
use std::ops::RangeInclusive;

use judge::metadata::Metadata;

use super::{Reduction, Second};
use crate::format::{Case, Format, Role};
use crate::{Problem, Solver};

/// The longest list of a domain cut by `Domain::short_lists`: long enough for every small size
/// and more, short enough that a test may draw thousands of cases.
pub const SHORT_LISTS: u64 = 100;

pub struct Domain {
    /// The bounds in use, by name, as the validator reads them.
    pub bounds: Metadata,
    /// The largest value of each name that the search answers at once.
    pub reach: Vec<(String, u64)>,
    /// The second method, which answers past the search's reach: the generator draws as far
    /// as its reach.
    pub second: Option<Second>,
    /// Past the statement, only inputs that this `solve` answers are in the domain.
    pub accepted_by: Option<Solver>,
    /// The problem's reduction: the reference answers the reduced case, and values' edges come
    /// from the whole bounds.
    pub reduce: Option<Reduction>,
}

impl Domain {
    /// The statement's bounds, within the reference's reach.
    pub fn statement(problem: &Problem, metadata: Metadata) -> Domain {
        Domain {
            bounds: metadata,
            reach: owned(problem.stress.reach),
            second: problem.stress.second,
            accepted_by: None,
            reduce: problem.stress.reduce,
        }
    }

    /// What the submission accepts past the statement, within the reference's reach.
    pub fn beyond(problem: &Problem, metadata: Metadata) -> Domain {
        let mut bounds = metadata;
        for (name, range) in &mut bounds.bounds {
            let wider = problem
                .stress
                .beyond
                .iter()
                .find(|(beyond, _)| beyond == name);
            if let Some((_, wider)) = wider {
                *range = wider.clone();
            }
        }
        Domain {
            bounds,
            reach: owned(problem.stress.reach),
            second: problem.stress.second,
            accepted_by: Some(problem.solve),
            reduce: problem.stress.reduce,
        }
    }

    /// The same bounds with another reach, for a reference that reaches further (and needs
    /// no reduction and no second method).
    pub fn reaching(mut self, reach: &[(&str, u64)]) -> Domain {
        self.reach = owned(reach);
        self.reduce = None;
        self.second = None;
        self
    }

    /// The same domain with the bound of `name` replaced, for a reference that answers only
    /// part of it.
    pub fn bounded(mut self, name: &str, range: RangeInclusive<u64>) -> Domain {
        for (bound, known) in &mut self.bounds.bounds {
            if bound == name {
                *known = range.clone();
            }
        }
        self
    }

    /// The same domain with the bound of each count of a list of values in `format` cut to its
    /// `SHORT_LISTS` least values: cases that cost little to draw and build, for tests that
    /// draw many.
    pub fn short_lists(mut self, format: Format) -> Domain {
        let most = SHORT_LISTS;
        for (name, role) in format.names() {
            let bound = self.bounds.bound(name);
            if let (Role::Count, Ok(bound)) = (role, bound) {
                let end = (*bound.end()).min(bound.start().saturating_add(most - 1));
                self = self.bounded(name, *bound.start()..=end);
            }
        }
        self
    }

    /// Where the generator takes the edges of `name` from: with a reduction, a value's whole
    /// bound; else the range it draws from.
    pub fn edge_range(&self, name: &str, role: Role) -> Result<RangeInclusive<u64>, String> {
        match (self.reduce, role) {
            (Some(_), Role::Value) => self.bounds.bound(name),
            _ => self.range(name),
        }
    }

    /// The values the generator draws for `name`: its bound, cut at the reach (the second
    /// method's, where there is one).
    pub fn range(&self, name: &str) -> Result<RangeInclusive<u64>, String> {
        let bound = self.bounds.bound(name)?;
        let reach = match self.second {
            Some(second) => second
                .reach
                .iter()
                .find(|(reach, _)| *reach == name)
                .map(|r| r.1),
            None => self
                .reach
                .iter()
                .find(|(reach, _)| reach == name)
                .map(|r| r.1),
        };
        let high = reach.map_or(*bound.end(), |reach| {
            reach.clamp(*bound.start(), *bound.end())
        });
        Ok(*bound.start()..=high)
    }

    /// Who answers `case`: the search, on the case itself (not copied) or its reduction, or
    /// the second method past the search's reach; `None` when neither does, and the case is
    /// outside the domain.
    pub fn answerable<'a>(&self, format: Format, case: &'a Case) -> Option<Answerable<'a>> {
        if self.searched(format, case) {
            return match self.reduce {
                Some(reduce) => reduce(case).map(|case| Answerable::Search(Cow::Owned(case))),
                None => Some(Answerable::Search(Cow::Borrowed(case))),
            };
        }
        let second = self.second?;
        (second.answers)(case).then_some(Answerable::Second)
    }

    /// Whether the search answers `case` (itself or its reduction), not the second method.
    fn searched(&self, format: Format, case: &Case) -> bool {
        let named = format.named_values(case);
        self.second.is_none()
            || named.iter().all(|(name, value)| {
                let limit = self.reach.iter().find(|(known, _)| known == name);
                limit.map_or(true, |(_, limit)| value <= limit)
            })
    }

    /// Why the reference does not answer `case`, which `answerable` leaves outside.
    pub fn unanswered(&self, format: Format, case: &Case) -> Outside {
        match self.searched(format, case) {
            true => Outside::Unreduced,
            false => Outside::PastSecond,
        }
    }

    /// What a case outside the domain for `why` is, in a report: the reach it is past.
    pub fn outside(&self, why: Outside) -> String {
        let reach = |reach: Vec<(&str, u64)>| {
            let cut = reach.into_iter().filter(|&(name, high)| {
                let bound = self.bounds.bound(name);
                bound.is_ok_and(|bound| *bound.end() > high)
            });
            let cut: Vec<String> = cut
                .map(|(name, high)| format!("`{name}` <= {high}"))
                .collect();
            cut.join(", ")
        };
        match why {
            Outside::Refused => "refused by the submission past the statement".to_string(),
            Outside::Unreduced => {
                let searched = self.reach.iter().map(|(name, high)| (name.as_str(), *high));
                format!(
                    "past the reference's reach: no reduction brings them within {}",
                    reach(searched.collect())
                )
            }
            Outside::PastSecond => {
                let second = self.second.map_or(&[][..], |second| second.reach);
                format!(
                    "past the second method's reach ({})",
                    reach(second.to_vec())
                )
            }
        }
    }

    /// Whether `case` is inside the bounds in use (by the validator), and answered by the
    /// submission where the domain asks for it.
    pub fn holds(&self, problem: &Problem, case: &Case) -> bool {
        let input = problem.format.render(case);
        problem
            .format
            .validate(input.as_bytes(), &self.bounds)
            .is_ok()
            && self.accepted_by.map_or(true, |solve| solve(&input).is_ok())
    }
}

/// Why a case is outside the domain, so that nothing is compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outside {
    /// The submission refuses it, past the statement.
    Refused,
    /// The problem's reduction gives no case within the search's reach.
    Unreduced,
    /// Past the search's reach, and the second method does not answer it.
    PastSecond,
}

impl Outside {
    pub const ALL: [Outside; 3] = [Outside::Refused, Outside::Unreduced, Outside::PastSecond];
}

/// Who answers a case.
pub enum Answerable<'a> {
    /// The search, on this case.
    Search(Cow<'a, Case>),
    /// The second method, on the case itself.
    Second,
}

fn owned(reach: &[(&str, u64)]) -> Vec<(String, u64)> {
    let owned = reach.iter().map(|&(name, high)| (name.to_string(), high));
    owned.collect()
}
