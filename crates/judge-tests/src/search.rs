//! Plain game-tree search and the enumeration of small domains: nothing here knows any
//! particular game.

use std::collections::HashMap;
use std::hash::Hash;
use std::ops::RangeInclusive;

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

    /// A move to a position lost for the opponent, if there is one.
    pub fn winning_move(&mut self, position: &P) -> Option<P> {
        (self.moves)(position)
            .into_iter()
            .find(|next| !self.mover_wins(next))
    }

    /// Positions solved so far (to report how much a test covered).
    pub fn positions_seen(&self) -> usize {
        self.memo.len()
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
        assert_eq!(search.winning_move(&7), Some(6));
        assert_eq!(search.winning_move(&8), Some(6));
        assert_eq!(search.winning_move(&9), None);
        assert_eq!(search.positions_seen(), 30);
    }
}
