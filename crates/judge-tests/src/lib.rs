//! The test crate of the workspace. Every problem's `main.rs` is compiled in here as a module,
//! so the tests call its `solve` and its game functions directly; `support` holds what the
//! problem tests share (a seeded generator, enumeration of small positions, a memoised
//! win/lose search, and the comparison that prints the first disagreement).

pub mod support;

// Each submission is included whole; its `fn main` is unused here.
#[allow(dead_code)]
#[path = "../../game-with-stones/src/main.rs"]
pub mod game_with_stones;

#[allow(dead_code)]
#[path = "../../left-stack-game/src/main.rs"]
pub mod left_stack_game;

#[allow(dead_code)]
#[path = "../../yet-another-number-game/src/main.rs"]
pub mod yet_another_number_game;

#[allow(dead_code)]
#[path = "../../zjoi2009-stone-game/src/main.rs"]
pub mod zjoi2009_stone_game;

/// A problem's pure entry point: the whole input in, the whole output (or an error) out.
pub type Solver = fn(&str) -> Result<String, String>;

/// Every problem: crate name (also its fixture folder) and its `solve`.
pub const PROBLEMS: &[(&str, Solver)] = &[
    ("game-with-stones", game_with_stones::solve),
    ("left-stack-game", left_stack_game::solve),
    ("yet-another-number-game", yet_another_number_game::solve),
    ("zjoi2009-stone-game", zjoi2009_stone_game::solve),
    // scripts/new-problem adds a line above this one
];
