//! Shared by the problem tests: nothing here knows any particular game.

use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;
use std::ops::RangeInclusive;

/// SplitMix64: a seeded generator, so every random test is reproducible from its seed.
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    pub fn new(seed: u64) -> Self {
        SplitMix64 { state: seed }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `range` (the small modulo bias is irrelevant for tests).
    pub fn in_range(&mut self, range: RangeInclusive<u64>) -> u64 {
        let (low, high) = (*range.start(), *range.end());
        match (high - low).checked_add(1) {
            Some(width) => low + self.next_u64() % width,
            None => self.next_u64(),
        }
    }

    /// A value that is often at a boundary: 0, 1, 2, near `u64::MAX`, or uniform.
    pub fn edgy_u64(&mut self) -> u64 {
        match self.next_u64() % 6 {
            0 => self.in_range(0..=3),
            1 => u64::MAX - self.in_range(0..=3),
            2 => self.next_u64() >> self.in_range(1..=63),
            _ => self.next_u64(),
        }
    }
}

/// Every tuple of `len` values from `values`, in lexicographic order.
pub fn all_tuples(len: usize, values: RangeInclusive<u64>) -> Vec<Vec<u64>> {
    let mut tuples = vec![Vec::new()];
    for _ in 0..len {
        tuples = tuples
            .into_iter()
            .flat_map(|prefix| {
                values.clone().map(move |value| {
                    let mut longer = prefix.clone();
                    longer.push(value);
                    longer
                })
            })
            .collect();
    }
    tuples
}

/// Plain game-tree search with memoisation, for a normal-play game given by its move
/// generator: a position wins for the mover iff some move reaches a losing position.
pub struct GameSearch<P, M> {
    moves: M,
    memo: HashMap<P, bool>,
}

impl<P: Clone + Eq + Hash, M: Fn(&P) -> Vec<P>> GameSearch<P, M> {
    pub fn new(moves: M) -> Self {
        GameSearch {
            moves,
            memo: HashMap::new(),
        }
    }

    pub fn mover_wins(&mut self, position: &P) -> bool {
        if let Some(&known) = self.memo.get(position) {
            return known;
        }
        let wins = (self.moves)(position)
            .iter()
            .any(|next| !self.mover_wins(next));
        self.memo.insert(position.clone(), wins);
        wins
    }

    /// Positions solved so far (to report how much a test covered).
    pub fn positions_seen(&self) -> usize {
        self.memo.len()
    }
}

/// The first position on which `candidate` and `reference` give different answers, with both
/// answers; `None` when they agree everywhere.
pub fn first_disagreement<P, A, C, R>(
    positions: impl IntoIterator<Item = P>,
    mut candidate: C,
    mut reference: R,
) -> Option<(P, A, A)>
where
    A: PartialEq,
    C: FnMut(&P) -> A,
    R: FnMut(&P) -> A,
{
    positions.into_iter().find_map(|position| {
        let (got, want) = (candidate(&position), reference(&position));
        (got != want).then_some((position, got, want))
    })
}

/// Panics with the position when `candidate` and `reference` disagree anywhere on `positions`;
/// returns how many positions were compared.
pub fn assert_agree<P, A, C, R>(
    what: &str,
    positions: impl IntoIterator<Item = P>,
    mut candidate: C,
    mut reference: R,
) -> usize
where
    P: Debug,
    A: PartialEq + Debug,
    C: FnMut(&P) -> A,
    R: FnMut(&P) -> A,
{
    let mut compared = 0;
    let counted = positions.into_iter().inspect(|_| compared += 1);
    if let Some((position, got, want)) = first_disagreement(counted, &mut candidate, &mut reference)
    {
        panic!("{what}: at {position:?} the solution says {got:?}, the reference says {want:?}");
    }
    compared
}

/// Asserts that the comparison catches a wrong approach: `wrong` and `reference` must disagree
/// somewhere on `positions`. Returns the first disagreement (position, wrong answer, right one).
pub fn assert_caught<P, A, W, R>(
    what: &str,
    positions: impl IntoIterator<Item = P>,
    wrong: W,
    reference: R,
) -> (P, A, A)
where
    P: Debug,
    A: PartialEq + Debug,
    W: FnMut(&P) -> A,
    R: FnMut(&P) -> A,
{
    let caught = first_disagreement(positions, wrong, reference);
    let Some((position, wrong_says, truth)) = caught else {
        panic!("{what}: the comparison no longer tells the wrong approach from the truth");
    };
    println!("{what}: caught at {position:?}, which it calls {wrong_says:?} (truth {truth:?})");
    (position, wrong_says, truth)
}

/// The fixtures inside the statement (not `beyond-*`) on which a judge rejects `wrong`, an
/// approach given as a whole program (input text in, output text out), with the reason: other
/// bytes than the snapshot, or the checker's verdict.
pub fn fixtures_that_catch(
    problem: &str,
    mut wrong: impl FnMut(&str) -> String,
) -> Vec<(String, String)> {
    let metadata = crate::metadata::read(problem).unwrap_or_else(|err| panic!("{err}"));
    let mut caught = Vec::new();
    for path in crate::fixtures::inputs(problem).unwrap_or_else(|err| panic!("{err}")) {
        let fixture = crate::fixtures::stem(&path);
        if fixture.starts_with("beyond-") {
            continue;
        }
        let input = std::fs::read(&path).unwrap_or_else(|err| panic!("{fixture}: {err}"));
        let expected = crate::fixtures::snapshot_output(problem, &fixture)
            .unwrap_or_else(|err| panic!("{err}"));
        let output = wrong(&String::from_utf8_lossy(&input));
        let verdict =
            crate::judge::judge_output(problem, metadata.compare, &input, &expected, &output);
        if let Err(reason) = verdict {
            caught.push((
                fixture,
                format!("{reason}; it prints {output:?}, the snapshot has {expected:?}"),
            ));
        }
    }
    caught
}

/// Asserts that `solve` rejects every input, each with an error that contains its words.
pub fn assert_rejected(solve: crate::Solver, cases: &[(&str, &str)]) {
    for &(input, words) in cases {
        match solve(input) {
            Err(error) => assert!(error.contains(words), "{input:?}: {error}"),
            Ok(output) => panic!("{input:?} was accepted: {output:?}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tuples_are_complete_and_ordered() {
        let tuples = all_tuples(2, 0..=2);
        assert_eq!(tuples.len(), 9);
        assert_eq!(tuples[0], vec![0, 0]);
        assert_eq!(tuples[5], vec![1, 2]);
        assert_eq!(all_tuples(0, 0..=5), vec![Vec::<u64>::new()]);
    }

    #[test]
    fn search_solves_subtraction_game() {
        // Take 1 or 2 from one heap: the mover loses exactly on multiples of 3.
        let mut search =
            GameSearch::new(|&heap: &u64| (1..=2.min(heap)).map(|t| heap - t).collect());
        for heap in 0..30 {
            assert_eq!(search.mover_wins(&heap), heap % 3 != 0, "heap {heap}");
        }
    }

    #[test]
    fn disagreement_is_found_and_reported() {
        let found = first_disagreement(0..10u64, |&x| x < 7, |_| true);
        assert_eq!(found, Some((7, false, true)));
        assert_eq!(first_disagreement(0..10u64, |&x| x, |&x| x), None);
    }

    #[test]
    fn assert_caught_returns_the_first_disagreement() {
        let caught = assert_caught("x < 7", 0..10u64, |&x| x < 7, |_| true);
        assert_eq!(caught, (7, false, true));
    }

    #[test]
    #[should_panic(expected = "no longer tells")]
    fn assert_caught_fails_when_nothing_is_caught() {
        assert_caught("agree", 0..10u64, |&x| x, |&x| x);
    }

    #[test]
    fn generator_is_reproducible_and_spans_ranges() {
        let (mut one, mut two) = (SplitMix64::new(7), SplitMix64::new(7));
        assert_eq!(one.next_u64(), two.next_u64());
        let draws: Vec<u64> = (0..1000).map(|_| one.in_range(3..=5)).collect();
        assert!(draws.iter().all(|x| (3..=5).contains(x)));
        assert!((3..=5).all(|value| draws.contains(&value)));
        assert!((0..100).any(|_| one.in_range(0..=u64::MAX) > u64::MAX / 2));
    }
}
