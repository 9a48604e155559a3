//! The test crate of the workspace: every problem's `main.rs` is compiled in here as a module,
//! so the tests call its `solve` and its game functions directly, beside a brute force that
//! knows only the rules.
//!
//! The modules, each using only those above it:
//! - `random`, `search`, `compare`: a seeded generator, plain game-tree search, and the
//!   comparisons that print the first disagreement;
//! - `validator`, `format`, `answer`, `judging`, `checktestdata`, `reference`, `picture`,
//!   `generated`, `readme`, `judge_readme`, `slow`: a reader that holds an input to the statement's
//!   bounds line by line, each problem's input format (read through that reader, drawn by the
//!   generator), the shape of its answer, how its output is judged (read from the metadata and
//!   the judge's profile), the format and the answer's shape written as the packages'
//!   checktestdata validators, what a problem gives stress, a grid of positions drawn as SVG,
//!   files kept equal to what makes them, the README's tables made from the metadata, and the
//!   judge's README's blocks made from the judge's tables, and the list of slow tests;
//! - `stress`: candidate against reference on generated inputs, the first failure shrunk to a
//!   minimal input (`cargo stress`);
//! - `testdata`: the generated `gen-*` fixtures held to the statement, to the reference and to
//!   a balance of answers (each problem's module builds its own);
//! - `checker_batch`: a C or C++ checker judging many outputs in one process;
//! - `submissions`: the programs kept with a problem, found in its `submissions/` folders,
//!   listed in its README and judged as their folders say;
//! - `suite`: the tests every problem has, written once, made for a problem by
//!   `problem_tests!` in its own test file;
//! - `scaffold`: a new problem's files, and its registry line (`cargo new-problem`);
//! - `accept`: every snapshot and generated file written at once, then the tests
//!   (`cargo accept`);
//! - `problems::<problem>`: everything the tests know of one problem, gathered in its `PROBLEM`;
//! - the registry below: one line per problem;
//! - `interactive`: the interactive problems, each played against its jury, with a registry
//!   of their own (`interactive::PROBLEMS`);
//! - `checklist`: the steps that follow `cargo new-problem` for each kind, after the problems to
//!   copy, named from both registries by what they show.

pub mod random;
pub mod search;

pub mod compare;

pub mod validator;

pub mod answer;
pub mod checktestdata;
pub mod format;
pub mod generated;
pub mod judge_readme;
pub mod judging;
pub mod picture;
pub mod readme;
pub mod reference;
pub mod slow;

pub mod stress;

pub mod testdata;

pub mod checker_batch;
pub mod submissions;
pub mod suite;

pub mod scaffold;

pub mod accept;

pub mod adversary;
pub mod interactive;

pub mod checklist;

use judge::metadata::Metadata;

/// A problem's pure entry point: the whole input in, the whole output (or an error) out.
pub type Solver = fn(&str) -> Result<String, String>;

/// One problem, as the tests see it. Every piece is a field, so a problem without one of them
/// does not compile.
pub struct Problem {
    /// The crate name, which is also its fixture folder.
    pub name: &'static str,
    /// The submission's `solve`, on text.
    pub solve: Solver,
    /// The submission's `run`, on the raw bytes of standard input (UTF-8 checked first).
    pub run: fn(&[u8]) -> Result<String, String>,
    /// The published write-up as a whole program (the crate's `writeup.rs`, which the exported
    /// packages hold as a wrong answer): its output on an input, nothing where it cannot read
    /// the input, as a program that crashes.
    pub writeup: fn(&str) -> String,
    /// The fixture, inside the statement, on which the write-up's answer is rejected.
    pub writeup_fails_on_fixture: &'static str,
    /// The statement's input format: read by the validator, drawn by the generator, shrunk by
    /// the shrinker, and read for the references.
    pub format: format::Format,
    /// What an answer holds, which every recorded answer must have and the packages' answer
    /// validator checks.
    pub answer: answer::Answer,
    /// The rules of the problem's checker, stated in process, where its metadata names one:
    /// stress judges by them (`judging::Judging`), and the problem's tests hold them to the
    /// program. A problem without a checker gives `compare::same_bytes` and is judged as its
    /// judge's profile compares; a test holds this field and `answer` to the metadata.
    pub accepts: fn(input: &str, output: &str, answer: &str) -> Result<(), String>,
    /// What `cargo stress` needs: a reference, how far it reaches, the bounds past the statement.
    pub stress: reference::Spec,
    /// The generated fixtures, file name and contents, from the bounds in the metadata.
    pub generated: fn(&Metadata) -> Vec<(String, String)>,
    /// The bugs planted in `main.rs`, each kept as a program under the crate's `submissions/`.
    pub planted: &'static [submissions::Planted],
    /// The one of `planted` that is wrong only on lost positions, which `cargo stress` must find.
    pub lost_only: submissions::LostOnly,
    /// The picture of losing positions in the crate's README, drawn from the brute force.
    pub picture: fn() -> String,
}

impl Problem {
    /// The answer as `cargo stress` finds it for an input of the statement: plain game-tree
    /// search on the input or on its reduction (`Spec::reduce`), or past the search's reach the
    /// second method (`Spec::second`); an error where neither answers, never a search that
    /// cannot end.
    pub fn reference_answer(&self, input: &str) -> Result<String, String> {
        let case = self.format.parse(input)?;
        let domain = stress::Domain::statement(self, metadata(self.name));
        match domain.answerable(self.format, &case) {
            Some(stress::domain::Answerable::Search(case)) => Ok((self.stress.reference)()(&case)),
            Some(stress::domain::Answerable::Second) => match self.stress.second {
                Some(second) => Ok((second.reference)()(&case)),
                None => Err("no second method answers it".to_string()),
            },
            None => {
                let why = domain.outside(domain.unanswered(self.format, &case));
                Err(why)
            }
        }
    }
}

/// Declares one module per problem under `src/problems/` and gathers their `PROBLEM`s.
/// `cargo new-problem` adds a line at the end of the invocation below.
macro_rules! problems {
    ($($module:ident,)*) => {
        pub mod problems {
            $(pub mod $module;)*
        }

        /// Every problem, in the order of the lines below.
        pub const PROBLEMS: &[&Problem] = &[$(&problems::$module::PROBLEM),*];
    };
}

problems! {
    game_with_stones,
    left_stack_game,
    yet_another_number_game,
    zjoi2009_stone_game,
}

/// The problem of that crate name.
pub fn problem(name: &str) -> Option<&'static Problem> {
    PROBLEMS
        .iter()
        .copied()
        .find(|problem| problem.name == name)
}

/// The workspace's judge, its runs measured by `measurer` (the test crate's `measure` binary,
/// `env!("CARGO_BIN_EXE_measure")` in an integration test) or by none.
pub fn judge(measurer: Option<&str>) -> judge::check::Judge {
    let runner = match measurer {
        Some(measurer) => judge::process::Runner::measured_by(measurer, &[]),
        None => judge::process::Runner::default(),
    };
    judge::check::Judge::new(judge::layout::Workspace::this(), toolchain(), runner)
}

/// The compiler, asked once per test process: each `rustc -vV` through rustup's proxy costs
/// tens of milliseconds, and nearly every test makes a judge.
pub fn toolchain() -> judge::toolchain::Toolchain {
    static FOUND: std::sync::OnceLock<judge::toolchain::Toolchain> = std::sync::OnceLock::new();
    let found = FOUND.get_or_init(|| {
        judge::toolchain::Toolchain::from_env().unwrap_or_else(|err| panic!("{err}"))
    });
    found.clone()
}

/// A problem's own binary, as the judge builds it (the run edition, the judge's flags).
pub fn built(judge: &judge::check::Judge, name: &str) -> std::path::PathBuf {
    let source = judge.workspace.main_rs(name);
    let binary = judge.builder.compile(
        &source,
        judge::build::RUN_EDITION,
        judge::build::Emit::Binary,
    );
    binary.unwrap_or_else(|err| panic!("{name}: {err}"))
}

/// The problem's metadata, as the judge reads it.
pub fn metadata(name: &str) -> Metadata {
    try_metadata(name).unwrap_or_else(|err| panic!("{err}"))
}

/// The problem's metadata, or why it cannot be read.
pub fn try_metadata(name: &str) -> Result<Metadata, String> {
    let workspace = judge::layout::Workspace::this();
    let mut selected = judge::metadata::select(&workspace, &[name.to_string()])?;
    match selected.pop() {
        Some(problem) => Ok(problem.metadata),
        None => Err(format!("{name}: no metadata")),
    }
}
