//! The hunt's first cases: for every small size of a test (each count of its list from the low
//! end, `SMALL_SIZES` of them) and every kind of answer that size has, one test of small values
//! and one of large ones, each built by the problem's constructions. A size with no test of a
//! kind (one pile is always won) has none: the constructions give `None`, and it is skipped.
//! Then for each integer edge within a value's range (`coverage::INTEGER_EDGES`), a test of
//! small values with that value at the edge for each kind of answer, built so that it keeps the
//! edge (the drawn test where no build does). Where a case holds `T` games, each game is one
//! of these tests, up to `T` a case.

use super::{has_games, Hunt};
use crate::format::{Case, Role};
use crate::random::SplitMix64;
use crate::stress::generate::GROWTH_STEPS;

/// The sizes covered one by one, from the low end of the list's count.
pub const SMALL_SIZES: u64 = 8;

/// Builds tried for one test of the first cases before its kind is taken as absent.
const FIRST_TRIES: usize = 8;

/// The growths the first cases are drawn at: small values, then the whole range.
const SCALES: [u32; 2] = [1, GROWTH_STEPS];

/// Keys of the first cases' draws, apart from every case index.
const KEYS: u64 = 1 << 63;

impl Hunt<'_> {
    /// The first cases, in order: small values before large, then by size, then by kind; then
    /// each of `edges` (a name and a value of it) with each kind.
    pub(super) fn first_cases(&self, edges: &[(&'static str, u64)]) -> Vec<Case> {
        let format = self.problem.format;
        let count = format
            .names()
            .into_iter()
            .find(|(_, role)| *role == Role::Count);
        let sizes: Vec<Option<(&'static str, u64)>> = match count {
            Some((name, _)) => {
                let range = self
                    .domain
                    .range(name)
                    .unwrap_or_else(|err| panic!("{err}"));
                let (low, high) = range.into_inner();
                (low..=high.min(low.saturating_add(SMALL_SIZES - 1)))
                    .map(|size| Some((name, size)))
                    .collect()
            }
            None => vec![None],
        };
        let games = has_games(format);
        let mut rng = SplitMix64::new(self.seed ^ KEYS);
        let mut tests: Vec<Case> = Vec::new();
        let mut key = KEYS;
        for growth in SCALES {
            for &pin in &sizes {
                for kind in self.problem.stress.aim.kinds {
                    key += 1;
                    let drawn = self.generator.shaped(key, growth, pin);
                    let shape = match games {
                        true => drawn.items().first().cloned(),
                        false => Some(drawn),
                    };
                    let built = shape
                        .and_then(|shape| self.built(&mut rng, &shape, kind, games, FIRST_TRIES));
                    match built {
                        Some(test) if !tests.contains(&test) => tests.push(test),
                        _ => {}
                    }
                }
            }
        }
        for &edge in edges {
            for test in self.edge_tests(&mut rng, &mut key, edge) {
                if !tests.contains(&test) {
                    tests.push(test);
                }
            }
        }
        match games {
            false => tests,
            true => {
                let most = self.most_games();
                tests
                    .chunks(most)
                    .map(|games| Case::Items(games.to_vec()))
                    .collect()
            }
        }
    }

    /// Tests of small values that hold `edge`'s name at its value, one for each kind of answer
    /// a build gives with it kept; where none does, the drawn test, if the reference answers it.
    fn edge_tests(
        &self,
        rng: &mut SplitMix64,
        key: &mut u64,
        edge: (&'static str, u64),
    ) -> Vec<Case> {
        let games = has_games(self.problem.format);
        let alone = |test: &Case| match games {
            true => Case::Items(vec![test.clone()]),
            false => test.clone(),
        };
        let holds = |test: &Case| {
            self.problem
                .format
                .named_values(&alone(test))
                .contains(&edge)
        };
        let mut tests = Vec::new();
        let mut drawn = None;
        for kind in self.problem.stress.aim.kinds {
            *key += 1;
            let case = self.generator.shaped(*key, 1, Some(edge));
            let Some(shape) = (match games {
                true => case.items().first().cloned(),
                false => Some(case),
            }) else {
                continue;
            };
            let kept = (0..FIRST_TRIES)
                .filter_map(|_| self.built(rng, &shape, kind, games, 1))
                .find(|built| holds(built));
            match kept {
                Some(test) => tests.push(test),
                None => drawn = drawn.or(Some(shape)),
            }
        }
        let answered = |test: &Case| {
            let case = alone(test);
            self.domain.holds(self.problem, &case)
                && self.domain.answerable(self.problem.format, &case).is_some()
        };
        if tests.is_empty() {
            tests.extend(drawn.filter(|test| holds(test) && answered(test)));
        }
        tests
    }

    /// The most games a case holds: the top of the count of tests.
    fn most_games(&self) -> usize {
        let names = self.problem.format.names();
        let tests = names.into_iter().find(|(_, role)| *role == Role::Tests);
        let most = tests.map_or(1, |(name, _)| {
            let range = self
                .domain
                .range(name)
                .unwrap_or_else(|err| panic!("{err}"));
            *range.end()
        });
        usize::try_from(most.max(1)).unwrap_or(usize::MAX)
    }

    /// How many cases of the run come before the first cases are all drawn: they fill, in
    /// order, every index that holds no value to reach.
    pub fn first_cases_end(&self) -> u64 {
        let wanted = self.first.len() as u64;
        let mut index = wanted;
        while index - self.generator.pinned_before(index) < wanted {
            index += 1;
        }
        index
    }

    /// Each pair of a test's size (its count of values) and kind of answer that the first
    /// cases hold.
    pub fn first_pairs(&self) -> Vec<(usize, &'static str)> {
        let mut pairs = Vec::new();
        for case in &self.first {
            for pair in self.sized_kinds(case) {
                if !pairs.contains(&pair) {
                    pairs.push(pair);
                }
            }
        }
        pairs.sort_unstable();
        pairs
    }

    /// The size (count of values) and kind of answer of each test of `case`.
    pub fn sized_kinds(&self, case: &Case) -> Vec<(usize, &'static str)> {
        let tests = match has_games(self.problem.format) {
            true => case.items().to_vec(),
            false => vec![case.clone()],
        };
        let sizes = tests.iter().map(|test| test.values().len());
        sizes.zip(self.kinds(case)).collect()
    }
}
