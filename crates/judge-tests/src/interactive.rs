//! The interactive problems: the submission plays against the problem's jury, move by move.
//! Each has its module under `src/interactive/`, which includes the crate's `main.rs` as
//! `solution` and holds plain game-tree search for the proofs, and one line in the registry
//! below.

/// One interactive problem, as the tests see it.
pub struct Interactive {
    /// The crate name, which is also its fixture folder.
    pub name: &'static str,
    /// How `cargo stress --adversary` plays it, where it can.
    pub adversary: Option<&'static dyn crate::adversary::Adversary>,
    /// What its protocol has that its rules do not say, for the checklist's models.
    pub shows: &'static [Shows],
}

/// What an interactive problem's protocol has, beside what its rules say (`Adversary::shape`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shows {
    /// The program's first line picks the side it plays.
    RoleChoice,
    /// The jury ends the game with this line of its own.
    JuryEnds(&'static str),
}

/// A command that runs the Python 3 the judge runs a jury with: the system's, before one on
/// `PATH`, which may be a wrapper (pyenv's shim) ten times slower to start.
pub fn python3() -> std::process::Command {
    let found = judge::build::system_program("python3");
    std::process::Command::new(found.unwrap_or_else(|| "python3".into()))
}

/// Declares one module per interactive problem under `src/interactive/` and gathers their
/// `PROBLEM`s.
macro_rules! interactive_problems {
    ($($module:ident,)*) => {
        $(pub mod $module;)*

        /// Every interactive problem, in the order of the lines below.
        pub const PROBLEMS: &[&Interactive] = &[$(&$module::PROBLEM),*];
    };
}

interactive_problems! {
    coins,
    xor_break_game,
    yamanote_line_game,
}

/// The README's table of what `cargo stress --adversary every` walks for each interactive
/// problem, from its rules.
pub fn adversary_table() -> String {
    let mut table = "| problem | `every` walks |\n|---|---|\n".to_string();
    for problem in PROBLEMS {
        let walks = match problem.adversary {
            Some(adversary) => adversary.domain(),
            None => "nothing: the problem gives no rules".to_string(),
        };
        let name = problem.name;
        table.push_str(&format!("| [{name}](../{name}) | {walks} |\n"));
    }
    table
}
