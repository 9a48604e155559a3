//! The test crate of the workspace. Every problem's `main.rs` is compiled in here as a module,
//! so the tests call its `solve` and its game functions directly; `judge` builds and runs the
//! same files the way an online judge does, behind `cargo judge`.
//!
//! - `support`: what the problem tests share (seeded generator, enumeration of small positions,
//!   memoised game search, the comparisons that print the first disagreement);
//! - `metadata`: each problem's `[package.metadata.judge]` (judge, limits, compare mode);
//! - `checker`: answers that are not unique (a winning move) are judged here;
//! - `validator`: each original statement's format and bounds, for the fixtures;
//! - `fixtures`: fixture files, snapshots and the seeded generators of the large inputs;
//! - `games`: the games' rules as move generators, and the brute-force searches on them;
//! - `pictures`: the SVG of losing positions in each crate's README, drawn from `games`;
//! - `judge`: compile in every edition, run under the limits, compare, report, time;
//! - `scaffold`: a new problem from the common template.

pub mod checker;
pub mod fixtures;
pub mod games;
pub mod judge;
pub mod metadata;
pub mod pictures;
pub mod scaffold;
pub mod support;
pub mod validator;

/// The markers of the part every submission shares byte for byte: the scanner, then `run`,
/// the input and `main`, to the end of the file.
pub const SCANNER_START: &str =
    "// ---- scanner: identical in every crate (judge-tests checks it) ----";
pub const SCANNER_END: &str = "// ---- end of scanner ----";
pub const MAIN_START: &str = "// ---- main: identical in every crate (judge-tests checks it) ----";

/// A problem's pure entry point: the whole input in, the whole output (or an error) out.
pub type Solver = fn(&str) -> Result<String, String>;

/// One problem of the workspace, as the tests and the judge see it.
pub struct Problem {
    /// The crate name, which is also its fixture folder.
    pub name: &'static str,
    /// The crate's `solve`, on text.
    pub solve: Solver,
    /// The crate's `run`, on the raw bytes of standard input (UTF-8 checked first).
    pub run: fn(&[u8]) -> Result<String, String>,
    /// The module's `#[path]`, kept to check it against the name.
    pub source: &'static str,
}

/// Writes one module per problem (its `main.rs`, included whole; `fn main` unused here) and the
/// `PROBLEMS` table, from one line per problem: `module: "crate-name" at "path/to/main.rs",`.
/// `cargo judge new` adds a line at the end of the invocation below.
macro_rules! problems {
    ($($module:ident: $name:literal at $path:literal,)*) => {
        $(
            #[allow(dead_code)]
            #[path = $path]
            pub mod $module;
        )*

        /// Every problem, in the order of the lines above.
        pub const PROBLEMS: &[Problem] = &[$(Problem {
            name: $name,
            solve: $module::solve,
            run: $module::run,
            source: $path,
        }),*];
    };
}

problems! {
    game_with_stones: "game-with-stones" at "../../game-with-stones/src/main.rs",
    left_stack_game: "left-stack-game" at "../../left-stack-game/src/main.rs",
    yet_another_number_game: "yet-another-number-game" at "../../yet-another-number-game/src/main.rs",
    zjoi2009_stone_game: "zjoi2009-stone-game" at "../../zjoi2009-stone-game/src/main.rs",
}

/// The problem of that crate name.
pub fn problem(name: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|problem| problem.name == name)
}
