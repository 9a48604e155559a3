//! The search for a failing case on every core, and its shrinking.

use std::time::{Duration, Instant};

use super::aim::{cut, has_games, Hunt};
use super::coverage::Coverage;
use super::domain::{Answerable, Outside};
use super::shrink::{shrink_within, Limits, Shrunk, MAX_TRIES};
use super::{Candidate, Domain, Reference};
use crate::format::Case;
use crate::judging::Judging;
use crate::Problem;

mod threads;

/// How long a run goes on.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub seed: u64,
    /// At most this many cases.
    pub cases: u64,
    /// At most this long (checked between batches of cases).
    pub time: Option<Duration>,
    pub threads: usize,
}

impl Budget {
    /// Exactly `cases` cases, on every core.
    pub fn cases(seed: u64, cases: u64) -> Budget {
        Budget {
            seed,
            cases,
            time: None,
            threads: cores(),
        }
    }
}

/// The cores this machine gives the process.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

/// How large a case is, for the shrinker's rebuilt cases: its values, then their sum.
fn size(case: &Case) -> (usize, u128) {
    let values = case.values();
    let sum = values.iter().map(|&value| u128::from(value)).sum();
    (values.len(), sum)
}

/// One case on which the candidate fails.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub case: Case,
    pub input: String,
    /// The reference's answer.
    pub expected: String,
    /// The candidate's answer, or why it gave none.
    pub got: Result<String, String>,
    /// Why the judge rejects the answer.
    pub reason: String,
}

/// A case, judged.
#[derive(Debug)]
pub enum Judged {
    Passed,
    Failed(Failure),
    /// Outside the domain, for the reason given, so nothing is compared.
    Outside(Outside),
}

/// What a search saw: how many cases, in how long, and the failure of the smallest index.
#[derive(Debug)]
pub struct Search {
    /// The cases judged, those outside the domain among them.
    pub cases: u64,
    /// The cases outside the domain, by reason: each reason as a report says it (refused by
    /// the submission past the statement, or past the reach it names), with its count.
    pub outside: Vec<(String, u64)>,
    pub elapsed: Duration,
    pub first: Option<(u64, Failure)>,
    /// The ends (and small ranges' values) that the cases the reference answered reached.
    pub coverage: Coverage,
}

impl Search {
    /// The cases outside the domain, for any reason.
    pub fn outside_total(&self) -> u64 {
        self.outside.iter().map(|(_, count)| count).sum()
    }
}

/// The first failure of a search, shrunk.
#[derive(Clone, Debug)]
pub struct Found {
    /// The failing case's index in the run.
    pub index: u64,
    /// How long the search took.
    pub searched: Duration,
    /// The shrunk case's failure.
    pub failure: Failure,
    pub shrunk: Shrunk,
    /// How long shrinking took.
    pub shrinking: Duration,
}

pub struct Stress<'a> {
    pub problem: &'a Problem,
    pub candidate: Candidate,
    pub domain: Domain,
    /// A fresh reference for one thread.
    pub reference: fn() -> Reference,
    /// How the candidate's answer is judged against the reference's.
    pub judging: Judging,
    /// How long a shrinking goes on (besides its `MAX_TRIES` tries); `None`: no end in time.
    pub shrink_time: Option<Duration>,
}

/// One thread's references: the search, and the second method once a case needs it.
pub struct References {
    search: Reference,
    second: Option<Reference>,
}

/// Cases a thread takes at a time: the failure of the smallest index is the one reported, so
/// every batch below it is finished.
pub const BATCH: u64 = 64;

impl Stress<'_> {
    /// The problem's own stress test: its solution against its reference, in the domain given.
    pub fn of(problem: &Problem, domain: Domain) -> Stress<'_> {
        Stress {
            problem,
            candidate: Candidate::Solve(problem.solve),
            judging: Judging::of(problem, &domain.bounds),
            domain,
            reference: problem.stress.reference,
            shrink_time: None,
        }
    }

    /// Fresh references for one thread.
    pub fn references(&self) -> References {
        References {
            search: (self.reference)(),
            second: None,
        }
    }

    /// The candidate on `case`, judged against the reference's answer as the judge would.
    pub fn judge(&self, references: &mut References, case: &Case) -> Judged {
        let input = self.problem.format.render(case);
        if let Some(solve) = self.domain.accepted_by {
            if solve(&input).is_err() {
                return Judged::Outside(Outside::Refused);
            }
        }
        let expected = match self.domain.answerable(self.problem.format, case) {
            None => {
                let why = self.domain.unanswered(self.problem.format, case);
                return Judged::Outside(why);
            }
            Some(Answerable::Search(answerable)) => (references.search)(&answerable),
            Some(Answerable::Second) => {
                let second = self.domain.second.map(|second| second.reference);
                let second = second.expect("a second method, since it answers");
                references.second.get_or_insert_with(second)(case)
            }
        };
        let got = self.candidate.answer(&input);
        let verdict = match &got {
            Ok(output) => self.judging.judge(&input, output, &expected),
            Err(why) => Err(why.clone()),
        };
        match verdict {
            Ok(()) => Judged::Passed,
            Err(reason) => Judged::Failed(Failure {
                case: case.clone(),
                input,
                expected,
                got,
                reason,
            }),
        }
    }

    /// Judges cases `0..` until the budget runs out or one fails, on `budget.threads` threads.
    pub fn search(&self, budget: &Budget) -> Result<Search, String> {
        self.watched_search(budget, &|_, _| {})
    }

    /// Shrinks a failure to a 1-minimal one inside the domain, and says what it took.
    pub fn shrink(&self, failure: Failure) -> (Failure, Shrunk) {
        self.watched_shrink(failure, &|_, _| {})
    }

    /// `shrink`, telling `watch` the steps taken and the cases tried after each try.
    pub fn watched_shrink(
        &self,
        failure: Failure,
        watch: &dyn Fn(usize, usize),
    ) -> (Failure, Shrunk) {
        let mut references = self.references();
        let mut last = failure.clone();
        let (mut steps, mut tries) = (0, 0);
        let limits = Limits {
            tries: MAX_TRIES,
            deadline: self.shrink_time.map(|time| Instant::now() + time),
        };
        let late = || limits.deadline.is_some_and(|end| Instant::now() >= end);
        let inside = |case: &Case| {
            self.domain.holds(self.problem, case)
                && self.domain.answerable(self.problem.format, case).is_some()
        };
        let mut fails = |case: &Case| {
            tries += 1;
            let failed = match self.judge(&mut references, case) {
                Judged::Failed(failure) => {
                    last = failure;
                    true
                }
                Judged::Passed | Judged::Outside(_) => false,
            };
            steps += usize::from(failed);
            watch(steps, tries);
            failed
        };
        // A case of several games is cut down to its failing game first.
        let games = has_games(self.problem.format);
        let start = games
            .then(|| cut(&failure.case, |case| inside(case) && fails(case)))
            .flatten();
        let start = start.unwrap_or(failure.case);
        let format = self.problem.format;
        let mut shrunk = shrink_within(start, format, limits, Some(&inside), &mut fails);
        // Then through the problem's generator: a test rebuilt smaller to the same kind of
        // answer, shrunk again, while one fails and the time lasts.
        if let Ok(hunt) = Hunt::new(self.problem, &self.domain, 0) {
            while let Some(smaller) = hunt.smaller(&shrunk.case).into_iter().find(|case| {
                !late() && size(case) < size(&shrunk.case) && inside(case) && fails(case)
            }) {
                shrunk = shrink_within(smaller, format, limits, Some(&inside), &mut fails);
            }
            shrunk.stopped |= late();
        }
        // Every step and try, the cut's and the rebuilt cases' among them.
        shrunk.steps = steps;
        shrunk.tries = tries;
        // The last failure seen is the shrunk case's: every later try passed.
        (last, shrunk)
    }

    /// The first failure of `search`, shrunk and timed; `None` when nothing failed.
    pub fn shrink_first(&self, search: &Search) -> Option<Found> {
        self.watched_shrink_first(search, &|_, _| {})
    }

    /// `shrink_first`, telling `watch` what `watched_shrink` tells.
    pub fn watched_shrink_first(
        &self,
        search: &Search,
        watch: &dyn Fn(usize, usize),
    ) -> Option<Found> {
        let (index, failure) = search.first.clone()?;
        let started = Instant::now();
        let (failure, shrunk) = self.watched_shrink(failure, watch);
        Some(Found {
            index,
            searched: search.elapsed,
            failure,
            shrunk,
            shrinking: started.elapsed(),
        })
    }

    /// The first failure a search finds, shrunk; panics when the budget finds none.
    pub fn shrunk_failure(&self, budget: &Budget) -> Found {
        let search = self.search(budget).unwrap_or_else(|err| panic!("{err}"));
        self.shrink_first(&search).unwrap_or_else(|| {
            panic!(
                "no failure in {} cases of seed {}",
                search.cases, budget.seed
            )
        })
    }

    /// Panics with the shrunk failure if any of the budget's cases fails, or if fewer than half
    /// were inside the domain (three numbers past the table's reach are outside it for
    /// yet-another-number-game); returns how many cases were compared.
    pub fn assert_passes(&self, what: &str, budget: &Budget) -> u64 {
        let search = self
            .search(budget)
            .unwrap_or_else(|err| panic!("{what}: {err}"));
        if let Some((index, failure)) = search.first {
            let (failure, _) = self.shrink(failure);
            panic!(
                "{what}: case {index} of seed {} fails; shrunk to {:?}: {} (expected {:?}, got {:?})",
                budget.seed, failure.input, failure.reason, failure.expected, failure.got
            );
        }
        assert_eq!(search.cases, budget.cases, "{what}: cases judged");
        let compared = search.cases - search.outside_total();
        assert!(
            compared * 2 >= search.cases,
            "{what}: only {compared} of {} cases inside the domain",
            search.cases
        );
        compared
    }
}
