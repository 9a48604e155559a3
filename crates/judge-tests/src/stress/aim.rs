//! The hunt's cases. `generate` draws each case's shape: every end of every bound and every
//! size in the first cases, sizes growing with the index. Then each test of the case (the case,
//! or each of its `T` games) is rebuilt by the problem's own generator (its `Aim`, the
//! constructions that write the `gen-*` fixtures) to a kind of answer drawn for it, so lost
//! positions and each kind of output come in balance at every size. A built test is kept only
//! when it is inside the domain and the proven solution, in process, gives it the kind asked;
//! else the drawn one stays. The cases that hold a bound at an end are kept as drawn; the
//! other first cases hold every small size with each kind of answer it has, and each integer
//! edge within a value's range with each kind (`first`).

use super::coverage::Coverage;
use super::generate::Generator;
use super::Domain;
use crate::format::{Case, Format, Role};
use crate::random::SplitMix64;
use crate::Problem;

mod first;
pub use first::SMALL_SIZES;

/// Builds tried for one test before the drawn one is kept.
const TRIES: usize = 2;

/// The cases of one run, from its seed.
pub struct Hunt<'a> {
    generator: Generator,
    problem: &'a Problem,
    domain: &'a Domain,
    seed: u64,
    /// The first cases, which fill the indices that hold no value to reach.
    first: Vec<Case>,
}

impl<'a> Hunt<'a> {
    pub fn new(problem: &'a Problem, domain: &'a Domain, seed: u64) -> Result<Hunt<'a>, String> {
        let mut hunt = Hunt {
            generator: Generator::new(problem.format, domain, seed)?,
            problem,
            domain,
            seed,
            first: Vec::new(),
        };
        let edges = Coverage::of(problem.format, domain)?.integer_edges();
        hunt.first = hunt.first_cases(&edges);
        Ok(hunt)
    }

    /// Case number `index` of the run, drawn from the seed and `index` alone.
    pub fn case(&self, index: u64) -> Case {
        if self.generator.pinned(index) {
            return self.generator.case(index);
        }
        let slot = index - self.generator.pinned_before(index);
        if let Some(first) = usize::try_from(slot).ok().and_then(|at| self.first.get(at)) {
            return first.clone();
        }
        let drawn = self.generator.case(index);
        // Apart from the generator's stream, which draws the shape.
        let mut rng = SplitMix64::new(self.seed ^ SplitMix64::new(!index).next_u64());
        match has_games(self.problem.format) {
            true => {
                let games = drawn.items().iter();
                Case::Items(games.map(|game| self.test(&mut rng, game, true)).collect())
            }
            false => self.test(&mut rng, &drawn, false),
        }
    }

    /// `test` rebuilt to a kind of answer drawn from `rng` (the next kind where a test of its
    /// size has none of that one, so that the others share its place), or as it is where no
    /// build holds; a `game` is one of the case's `T` games.
    fn test(&self, rng: &mut SplitMix64, test: &Case, game: bool) -> Case {
        let kinds = self.problem.stress.aim.kinds;
        let first = rng.in_range(0..=kinds.len() as u64 - 1) as usize;
        for turn in 0..kinds.len() {
            let kind = kinds[(first + turn) % kinds.len()];
            if let Some(built) = self.built(rng, test, kind, game, TRIES) {
                return built;
            }
        }
        test.clone()
    }

    /// `test` rebuilt to have answer `kind`, inside the domain; `None` when no try gives one.
    fn built(
        &self,
        rng: &mut SplitMix64,
        test: &Case,
        kind: &str,
        game: bool,
        tries: usize,
    ) -> Option<Case> {
        let ranges = |name: &str| {
            let range = self.domain.range(name);
            // Every name of the format has a range: the generator was made from them.
            range.unwrap_or_else(|err| panic!("{err}"))
        };
        for _ in 0..tries {
            let Some(built) = (self.problem.stress.aim.build)(rng, test, kind, &ranges) else {
                continue;
            };
            let alone = match game {
                true => Case::Items(vec![built.clone()]),
                false => built.clone(),
            };
            let inside = self.domain.holds(self.problem, &alone)
                && self
                    .domain
                    .answerable(self.problem.format, &alone)
                    .is_some();
            if inside && self.kinds(&alone).first() == Some(&kind) {
                return Some(built);
            }
        }
        None
    }

    /// Cases like `case` with one test rebuilt smaller, to the same kind of answer, for the
    /// shrinker: its values capped at 1, 3, 7, ... below its largest, then built again, smallest
    /// first. A lost position that fails at 76 and 123 may fail at 1 and 2 too, which no step
    /// of one value reaches.
    pub fn smaller(&self, case: &Case) -> Vec<Case> {
        let games = has_games(self.problem.format);
        let tests = match games {
            true => case.items().to_vec(),
            false => vec![case.clone()],
        };
        let mut rng = SplitMix64::new(self.seed);
        let mut found = Vec::new();
        for (index, (test, kind)) in tests.iter().zip(self.kinds(case)).enumerate() {
            let largest = test.values().into_iter().max().unwrap_or(0);
            let mut cap = 1;
            while cap < largest {
                if let Some(built) = self.built(&mut rng, &capped(test, cap), kind, games, TRIES) {
                    let mut tests = tests.clone();
                    tests[index] = built;
                    found.push(match games {
                        true => Case::Items(tests),
                        false => tests.swap_remove(0),
                    });
                }
                cap = cap.saturating_mul(2).saturating_add(1);
            }
        }
        found
    }

    /// The kind of each test's answer in `case`, by the proven solution; none where it
    /// refuses the case.
    pub fn kinds(&self, case: &Case) -> Vec<&'static str> {
        let input = self.problem.format.render(case);
        match (self.problem.solve)(&input) {
            Ok(output) => (self.problem.stress.aim.kind_of)(case, &output),
            Err(_) => Vec::new(),
        }
    }
}

/// Whether a case of `format` is a list of games (`T` tests), each a block of its own.
pub fn has_games(format: Format) -> bool {
    matches!(format.names().first(), Some((_, Role::Tests)))
}

/// `case` with every value at most `cap`.
fn capped(case: &Case, cap: u64) -> Case {
    match case {
        Case::Value(value) => Case::Value((*value).min(cap)),
        Case::Items(items) => Case::Items(items.iter().map(|item| capped(item, cap)).collect()),
    }
}

/// The cut of a failing case of several games: the failing game alone where it fails alone,
/// else the games up to the first whose prefix fails (a program that keeps state from one game
/// to the next fails only after another); `None` for one game, or where no cut fails.
pub fn cut(case: &Case, mut fails: impl FnMut(&Case) -> bool) -> Option<Case> {
    let games = case.items();
    if games.len() < 2 {
        return None;
    }
    let alone = games.iter().map(|game| Case::Items(vec![game.clone()]));
    let prefixes = (1..games.len()).map(|end| Case::Items(games[..end].to_vec()));
    alone.chain(prefixes).find(|cut| fails(cut))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failing_case_of_games_is_cut_to_its_game_or_to_the_games_up_to_it() {
        let games = Case::lists(&[vec![1], vec![5], vec![7], vec![3]]);
        let holds = |case: &Case, value: u64| case.values().contains(&value);
        // A game that fails alone is cut out alone.
        let alone = cut(&games, |case| holds(case, 7));
        assert_eq!(alone, Some(Case::lists(&[vec![7]])));
        // A game that fails only after another (state kept from game to game): the games up
        // to it.
        let after = cut(&games, |case| holds(case, 5) && holds(case, 7));
        assert_eq!(after, Some(Case::lists(&[vec![1], vec![5], vec![7]])));
        assert_eq!(cut(&games, |_| false), None);
        assert_eq!(cut(&Case::lists(&[vec![7]]), |_| true), None);
    }
}
