//! The steps that follow `cargo new-problem`, one list for each kind: the one source of the
//! checklist it prints and of the checklists in the test crate's README (`crate::checklist`
//! adds the models, named from the registries). `<name>` is the problem's crate name and
//! `<module>` its module; each placeholder is a text the tests fail with until its step is done.

use super::Kind;

/// One step: what to do, whether it may be skipped, and the texts the scaffold's tests fail
/// with until it is done.
#[derive(Clone, Copy)]
pub struct Step {
    pub text: &'static str,
    pub optional: bool,
    pub placeholders: &'static [&'static str],
}

const fn step(text: &'static str) -> Step {
    Step {
        text,
        optional: false,
        placeholders: &[],
    }
}

const fn until(text: &'static str, placeholders: &'static [&'static str]) -> Step {
    Step {
        text,
        optional: false,
        placeholders,
    }
}

const fn optional(text: &'static str) -> Step {
    Step {
        text,
        optional: true,
        placeholders: &[],
    }
}

/// The placeholder of a batch problem's `lost_only` program, which the test that hunts it shows
/// until the step that names it is done.
pub const LOST_ONLY: &str = "<the planted program wrong only on lost positions>";

/// The end every kind shares: format, lint, accept, judge, prove, commit.
const CLOSING: [Step; 6] = [
    step("format every .rs file: `scripts/rustfmt-all` (`cargo fmt` skips the problem modules, which a macro declares)"),
    step("lint: `cargo clippy --workspace --all-targets -- -D warnings`; the tests also hold every file of the test crate to 400 lines and every function to 60 (`sizes`), so split a long test"),
    step("`cargo accept <name>` writes the snapshots and every stale generated file (the README's tables among them), then runs `cargo test --workspace`; it removes the `.snap.new` files a test run leaves (a plain `cargo test` that meets a stale generated file, a `gen-*` input or a README block, rewrites it too, and fails naming it, so the next run passes); a snapshot whose input you renamed or deleted is yours to delete (the tests name it: `snapshots without a fixture`); read what it wrote, and `git diff`"),
    step("`cargo judge check <name>` judges the submission as its judge would"),
    step("`scripts/prove <name>` proves the rule where there is a `proof.py`; `scripts/packages <name>` exports and verifies its packages with the judges' own tools (alone, `scripts/packages` verifies every problem's)"),
    step("`cargo test -p judge-tests --test <module> -- --include-ignored` runs the problem's own slow tests too (whole-bound stress, kept programs); commit; `bash .ci/run` runs every check above on a clean clone"),
];

/// A batch problem's steps.
pub const BATCH: [Step; 17] = [
    step("`cargo new-problem <name>` writes the crate (its shared scanner and `main` copied from a batch problem, and `proof.py`), `fixtures/<name>/sample-1.in` and `max-n.in` with placeholder snapshots, and in `crates/judge-tests` the module `src/problems/<module>.rs`, `tests/<module>.rs` and its line in the registry, `src/lib.rs`"),
    until("fill in the crate: the metadata and bounds in `Cargo.toml` (its `judge` one of the README's judge table, the profiles of `crates/judge/src/profile.rs`; a judge not there needs a profile of its own, every fact with its source, added to the judge first), `statement.tex`, the sections of `README.md`, and `solve` in `src/main.rs`; leave the shared part as it was copied; Clippy and the tests build one edition, `cargo judge check` (once the snapshots exist) every one, so build it in each as soon as it compiles, with Debian's rustc 1.63, the oldest the judges run (`scripts/judge-toolchains` installs it; rustup's newer `rustc` takes what 1.63 lacks, such as `let ... else`): `for e in 2015 2018 2021; do /usr/bin/rustc --edition $e --emit=metadata -o /tmp/check crates/<name>/src/main.rs; done`, and 2024, which 1.63 lacks, with rustup's: `rustc --edition 2024 --emit=metadata -o /tmp/check crates/<name>/src/main.rs`", &["not solved yet"]),
    step("the input's shape in the module: its `format` (`src/format.rs`; a rule that ties values together or restricts one, `n` even, `k <= d`, a sum of sizes, is a `Format::Ruled` with `Rule::Multiple`, `Rule::AtMost` or `Rule::Sum`; `t` games of one `n` a line are `Format::List { count: \"t\", item: &Format::Line(&[\"n\"]) }`) and its `answer` (`src/answer.rs`); rewrite the scaffold's `max-n.in`, written in the template's format, in the new one"),
    until("fixtures in `fixtures/<name>/`: each sample of the statement as `sample-N.in` with the statement's answer in `sample-N.ans`, `edge-*` and `max-*` inputs inside the statement (together the `max-*` reach every upper bound; one input at the largest count is enough, the others a few lines, since each snapshot holds the whole output), `beyond-*` outside it; the module's `generated` writes the `gen-*` ones (`src/testdata.rs`; one equal to another fixture is left out, so a fixture a kept program names must be in the folder), from the constructions that its `Spec::aim` builds each kind of answer with, which `cargo stress` draws from too", &["<the statement's answer to sample 1>", "<the answer, which cargo accept records once solve answers>"]),
    until("the brute force, plain game-tree search, as the module's `reference` (`src/search.rs`), compared with the solution on every position of a small domain (`compare::assert_agree`) in `tests/<module>.rs`; a position holds all the game's state (whose turn it is where the players differ, the moves made where there is a limit), since `GameSearch` and `proving.Game` take any position; name a position of several numbers (`type Counts = (u64, u64);`), since Clippy's `type_complexity` refuses the tuple written out inside `GameSearch<...>`", &["has no brute force yet", "has no brute-force comparison yet"]),
    step("carry the search to the full bounds: a second method (`Spec::second`) or a reduction (`Spec::reduce`), proven against the search in `tests/<module>.rs`; a test over the full bounds goes through it, never through the plain search, which would not end there; where the plain search answers every input of the statement at once, its `reach` cuts no bound (`reach: &[]`) and this step is done; each sample's answer is checked against the reference as `cargo stress` reaches it (`Problem::reference_answer`: the search, on the input or its reduction, or the second method), so a sample past the search's reach needs this step; a reduction of a case of several games reduces every game, and says `None` only where it cannot, which leaves the case uncompared; `reach` then names only a value past which neither the search nor the reduction answers: `cargo stress` draws every value up to its reach, so a value that the reduction answers at any size is left out, and is drawn from its whole bound (`a_reach_beside_a_reduction_names_only_values_it_cannot_answer_past` names one kept needlessly)"),
    until("keep the published write-up as `writeup.rs`, a whole program that the packages build as a submission, so in Rust 1.63 too (where none is wrong, the most plausible wrong approach, and the crate's README says so); show that the comparison catches it (`compare::assert_caught`); name the fixture it fails (a sample will do) and the input `cargo stress <name> --writeup` shrinks it to, which the crate's README quotes", &["has no write-up yet", "<the fixture inside the statement that the write-up fails>", "<the write-up's counterexample, as cargo stress --writeup shrinks it>"]),
    until("plant a bug wrong only on lost positions (a lost position taken as won from some size or value up): `main.rs` with a few lines replaced, one of the module's `planted` (`submissions::Planted`), kept as `submissions/wrong_answer/<file>`, which the tests write from `main.rs` and the changes (so copy `main.rs` there first, for the module that includes it to build, and `cargo accept <name>` rewrites it); include that program in the module as `lost_only`, as `writeup.rs` is, and name it in the module's `lost_only` (`submissions::LostOnly`); `cargo stress` must find it, for every seed tried, within the cases a default run surely judges (`tests/workspace/stress/planted.rs`): its first cases hold the ends of every bound, each kind of answer at every small size, and the integer edges, and later ones draw each value up to its `reach`, so a bug from a size up is found where that size is among those", &[LOST_ONLY]),
    until("draw the picture of the losing positions from the search (`picture::Grid`)", &["the picture is missing"]),
    step("fill in `crates/<name>/proof.py` (`scripts/proving.py`): its four `PLACEHOLDER`s, the position, the moves, the rule and the winning move, each with a game's lines commented out beside it (until then `scripts/prove <name>` fails naming the first one left), and `input_of`/`answer_of`, one game's input from the position's numbers and its answer, which `check_code` compares with the submission on every small position; the position is in z3 integers, where `%` by a constant is decided at once (on 64-bit words it may time out); a period that depends on the input (`n % (k + 1)`), where z3 times out on `mod`, is its `input_period_game`, a residue held by lemmas as in `left-stack-game/proof.py`; `scripts/examples/` shows a field such as the pile taken last, or a side that names a number; where the players' moves differ, whose turn it is is a field of the position too, and `starts()` draws it over its own two values, not from 1 upward as a pile"),
    optional("a checker (`checker.cpp`, the metadata's `checker`, `Answer::Checked`), where more than one answer is right; other solutions in `submissions/<verdict>/`, a wrong one opening with `// Kept wrong: ...` and `// Rejected on: <fixture>` (`src/submissions.rs`); the metadata's `peer` for `cargo judge peer`; other known bugs (a bound off by one, a too-small integer) among the module's `planted`, each kept as `submissions/<folder>/<file>` and written from it (`submissions::Planted`)"),
    CLOSING[0], CLOSING[1], CLOSING[2], CLOSING[3], CLOSING[4], CLOSING[5],
];

/// An interactive problem's steps.
pub const INTERACTIVE: [Step; 14] = [
    step("`cargo new-problem <name> --interactive` writes the crate (its shared line reader and `main` copied from an interactive problem), `jury.py`, `fixtures/<name>/sample-1.in` with a placeholder snapshot, and in `crates/judge-tests` the module `src/interactive/<module>.rs` with the adversary's `rules.rs`, `tests/<module>.rs` and its line in the registry, `src/interactive.rs` (to start again, delete the files it wrote and `git checkout crates/judge-tests/src/interactive.rs`)"),
    until("fill in the crate: the metadata and bounds in `Cargo.toml` (its `judge` one of the README's judge table, the profiles of `crates/judge/src/profile.rs`; a judge not there needs a profile of its own, every fact with its source, added to the judge first), `statement.tex`, the sections of `README.md`, and in `src/main.rs` the move function, `Game::start` and `Game::heard` (where the program picks its side, its first line says which; where it speaks before it reads, `OPENING` is that line, and `Game::start` reads the jury's reply to it; where its own line ends the game, `Game::heard` answers `Turn::Last`, else the jury's line ends it with `Turn::Stop`; `src/adversary/opening_tests.rs` plays a game that does both); a start that is one line of numbers (the piles) is set by `START_NUMBERS` (1 for one number) and `MAX_N`, the same in `src/main.rs`, `jury.py` and `rules.rs`, and a start of two lines (a count, then the piles) is read by `Game::start`, which answers `Turn::Listen`, and the first `Game::heard`; leave the shared part as it was copied; Clippy and the tests build one edition, `cargo judge check` (once the snapshots exist) every one, so build it in each as soon as it compiles, with Debian's rustc 1.63, the oldest the judges run (`scripts/judge-toolchains` installs it; rustup's newer `rustc` takes what 1.63 lacks, such as `let ... else`): `for e in 2015 2018 2021; do /usr/bin/rustc --edition $e --emit=metadata -o /tmp/check crates/<name>/src/main.rs; done`, and 2024, which 1.63 lacks, with rustup's: `rustc --edition 2024 --emit=metadata -o /tmp/check crates/<name>/src/main.rs`", &["not solved yet"]),
    until("write the jury, `jury.py`: the game (its first line left out where the program speaks first), each move of the program checked, the end of the game (a line of its own where the statement has one, nothing where the program's line ends it, a limit on moves), and its modes: `table` (its best reply), `random S`, `line M...` (what `--promote` writes; at most `MAX_MOVES` moves, which bounds a `line` even where the game has no limit of its own), the input validator (it refuses anything appended to a line, and checks each move of a `line` legal from the start, so that a number appended to it, as BAPCtools' `append_token_int` does, is refused; where a reply's legality depends on the program's moves, it checks what it can without them, each reply in its range and the count of moves) and `--table N` (a line for each position up to `N`, each of its numbers from 1 to `N`, `n win|lose reply`; a position or a move of several numbers is written with commas, `1,4,4 win 2,3`, and the test's comparison reads it so; a position that is no list of numbers, a board, is written as that test reads it, and `N` names the positions it compares; `MAX_INPUT_BYTES` holds the longest `line`); play it by hand with `cargo judge check <name> --exe PROGRAM`, which runs it against your program", &["the jury's game is not written yet"]),
    until("fixtures in `fixtures/<name>/`: each the jury's input, a start and a mode; each sample of the statement as `sample-N.in` (its replies as a `line`; where the statement's program plays a side or a move the solution never makes, the sample keeps the statement's start and the replies that still fit, and the crate's README says so: the packages need a sample), `edge-*` for every way a game ends; a fixture's snapshot is the whole exchange, so there is no `.ans`, and a largest start is best played against a `random S` or `line` jury, whose games are short, rather than `table`, whose exchange may run to thousands of lines (where one line of the exchange is itself as long as the bound allows, the snapshot holds it, megabytes as they may be); and seeded `random S` modes take the place of `gen-*`", &["<the exchange of sample 1, as the solution and the jury play it>"]),
    until("the search, plain game-tree search, in `src/interactive/<module>.rs`, compared with the move function on every position of a small domain (`compare::assert_agree`) and with `jury.py --table` in `tests/<module>.rs`", &["has no brute-force comparison yet"]),
    until("the adversary's rules in `src/interactive/<module>/rules.rs` (`src/adversary/rules.rs`): the start (`rules::Numbers`, a line of numbers; a number and a side is a type of its own, shown as `--start` takes it; `start` gives an empty line where the program speaks first), what each line of the program does, every legal reply (an empty line where the program's line ends the game, the jury saying nothing), the jury's table, the limit on moves, the stop line, the games a run (more than one only where the jury has a line that ends a game at once, `give_up`: the walk cuts a run after the move it asks); `cargo stress <name> --adversary every` walks them", &["the adversary's rules are not written yet"]),
    step("keep a wrong approach (the published write-up's, or the most plausible wrong strategy) as a program in `submissions/wrong_answer/`, and a right one in `submissions/accepted/`; a wrong one opens with the lines `// Kept wrong: <what it gets wrong>` and `// Rejected on: <fixture>` (`src/submissions.rs`) and exits 0 when its input ends (an exit status of 1 there races the jury's rejection, and the packages then see `RTE` where `WA` is expected), from which `cargo accept` writes the table of the README's `Kept programs`; the fixture or the adversary's game that catches it takes the place of `writeup.rs` and `cargo stress --writeup`"),
    optional("write `crates/<name>/proof.py`, where z3 can prove the rule (`scripts/examples/` shows a side that names a number, and a field such as the pile taken last); each start that `check_code` compares plays a whole game, its moves evaluated in z3, so keep the starts to a few hundred"),
    CLOSING[0], CLOSING[1], CLOSING[2], CLOSING[3], CLOSING[4], CLOSING[5],
];

/// The steps of `kind`.
pub fn of(kind: Kind) -> &'static [Step] {
    match kind {
        Kind::Batch => &BATCH,
        Kind::Interactive => &INTERACTIVE,
    }
}
