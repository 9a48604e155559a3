//! The rules of each game as plain move generators, straight from the statements, and the
//! game-tree searches built on them: the brute forces that the tests compare the solutions with
//! and that the pictures are drawn from. Nothing here knows a solution.

use crate::support::GameSearch;

/// Three stacks, left to right.
pub type Stacks = [u64; 3];

/// Every legal move, straight from the statement: take 1..=max_take from one stack, and take
/// its last rock only if every stack to its left is empty.
pub fn left_stack_moves(max_take: u64, stacks: &Stacks) -> Vec<Stacks> {
    let mut moves = Vec::new();
    for index in 0..3 {
        let left_is_empty = stacks[..index].iter().all(|&rocks| rocks == 0);
        for take in 1..=max_take.min(stacks[index]) {
            if take == stacks[index] && !left_is_empty {
                continue;
            }
            let mut next = *stacks;
            next[index] -= take;
            moves.push(next);
        }
    }
    moves
}

/// The search for Left Stack Game with moves of 1..=max_take.
pub fn left_stack(max_take: u64) -> GameSearch<Stacks, impl Fn(&Stacks) -> Vec<Stacks>> {
    GameSearch::new(move |stacks: &Stacks| left_stack_moves(max_take, stacks))
}

/// Plain search over sorted multisets of non-empty piles. Misère play is searched as normal
/// play without the moves that take the last stone: such a move always loses for its maker, so
/// dropping it changes no outcome, and a lone stone is then a position with no move, a loss.
pub fn misere_nim() -> GameSearch<Vec<u64>, impl Fn(&Vec<u64>) -> Vec<Vec<u64>>> {
    GameSearch::new(|piles: &Vec<u64>| {
        let mut moves = Vec::new();
        for (index, &stones) in piles.iter().enumerate() {
            if index > 0 && piles[index - 1] == stones {
                continue; // the same move as on the equal pile before
            }
            for keep in 0..stones {
                let mut next = piles.clone();
                next[index] = keep;
                let next = canonical(&next);
                if !next.is_empty() {
                    moves.push(next);
                }
            }
        }
        moves
    })
}

/// The non-empty piles, sorted: the position as the search sees it.
pub fn canonical(piles: &[u64]) -> Vec<u64> {
    let mut piles: Vec<u64> = piles.iter().copied().filter(|&stones| stones > 0).collect();
    piles.sort_unstable();
    piles
}

/// Normal-play Nim on sorted non-empty piles: the mover who cannot move (no stone left) loses.
pub fn normal_nim() -> GameSearch<Vec<u64>, impl Fn(&Vec<u64>) -> Vec<Vec<u64>>> {
    GameSearch::new(|piles: &Vec<u64>| {
        let mut moves = Vec::new();
        for (index, &stones) in piles.iter().enumerate() {
            for keep in 0..stones {
                let mut next = piles.clone();
                next[index] = keep;
                moves.push(canonical(&next));
            }
        }
        moves
    })
}

/// Plain search over rows: a move lowers the first or the last pile, and a pile at 0 leaves.
pub fn stone_row() -> GameSearch<Vec<u64>, impl Fn(&Vec<u64>) -> Vec<Vec<u64>>> {
    GameSearch::new(|row: &Vec<u64>| {
        let mut moves = Vec::new();
        let ends: &[usize] = match row.len() {
            0 => &[],
            1 => &[0],
            _ => &[0, row.len() - 1],
        };
        for &end in ends {
            for keep in 0..row[end] {
                let mut next = row.clone();
                if keep == 0 {
                    next.remove(end);
                } else {
                    next[end] = keep;
                }
                moves.push(next);
            }
        }
        moves
    })
}

/// Every legal move, straight from the statement: lower one number, or lower all of them by
/// the same amount.
pub fn number_game_moves(numbers: &[u64]) -> Vec<Vec<u64>> {
    let mut moves = Vec::new();
    for index in 0..numbers.len() {
        for take in 1..=numbers[index] {
            let mut next = numbers.to_vec();
            next[index] -= take;
            moves.push(next);
        }
    }
    let smallest = numbers.iter().copied().min().unwrap_or(0);
    for take in 1..=smallest {
        moves.push(numbers.iter().map(|&number| number - take).collect());
    }
    moves
}

/// The search for Yet Another Number Game on any count of numbers.
pub fn number_game() -> GameSearch<Vec<u64>, impl Fn(&Vec<u64>) -> Vec<Vec<u64>>> {
    GameSearch::new(|numbers: &Vec<u64>| number_game_moves(numbers))
}
