//! The tests every interactive problem has, written once: `interactive_tests!(PROBLEM)` in the
//! problem's own test file. Each fixture is played by the problem's own `main.rs`, built as the
//! judge builds it, against the problem's jury, as `cargo judge check` plays it; the exchange
//! must be accepted, and its transcript (`<` from the jury, `>` from the submission) is the
//! fixture's snapshot.

use std::path::Path;

use judge::check::{Judge, Program};
use judge::metadata::{Compare, Problem};

/// Every test of an interactive problem's suite, for `$problem` (a path to its `PROBLEM`),
/// which must be in the registry of `interactive`. For an integration test of this crate, which
/// has the `measure` binary and insta.
#[macro_export]
macro_rules! interactive_tests {
    ($problem:path) => {
        mod every_interactive_problem {
            use $crate::suite::interactive::Played;

            fn name() -> &'static str {
                let name = $problem.name;
                let registered = $crate::interactive::PROBLEMS.iter().any(|p| p.name == name);
                assert!(registered, "{name} is not in the registry of src/interactive.rs");
                name
            }

            #[test]
            fn every_fixture_matches_its_snapshot() {
                let name = name();
                let judge = $crate::judge(Some(env!("CARGO_BIN_EXE_measure")));
                let played = Played::new(judge, name);
                let folder = ::judge::layout::Workspace::this().fixture_dir(name);
                insta::glob!(&folder, "*.in", |path| {
                    let transcript = played.transcript(path);
                    insta::with_settings!({
                        prepend_module_to_snapshot => false,
                        snapshot_path => &folder,
                        snapshot_suffix => "",
                        input_file => path,
                    }, {
                        insta::assert_snapshot!(::judge::layout::stem(path).as_str(), transcript);
                    });
                });
            }

            #[test]
            fn every_fixture_has_one_snapshot_and_every_snapshot_its_fixture() {
                $crate::suite::snapshots_pair_with_fixtures_of(name());
            }
        }
    };
}

/// A problem's own submission and its jury, each built once, ready to play any fixture.
pub struct Played {
    judge: Judge,
    problem: Problem,
    jury: Program,
    submission: Program,
}

impl Played {
    /// The problem's `main.rs` built as the judge builds it, and its jury as the metadata names
    /// it.
    pub fn new(judge: Judge, name: &str) -> Played {
        let workspace = judge.workspace.clone();
        let selected = judge::metadata::select(&workspace, &[name.to_string()]);
        let problem = selected
            .ok()
            .and_then(|mut problems| problems.pop())
            .unwrap_or_else(|| panic!("{name}: no metadata"));
        let Compare::Interactive(file) = &problem.metadata.compare else {
            panic!("{name}: its metadata has no `type = \"interactive\"` and `jury`");
        };
        let jury = judge
            .jury(&problem, file)
            .unwrap_or_else(|err| panic!("{err}"));
        let submission = Program::Binary(crate::built(&judge, name));
        Played {
            judge,
            problem,
            jury,
            submission,
        }
    }

    /// The transcript of the fixture `input`, which must be accepted.
    pub fn transcript(&self, input: &Path) -> String {
        let name = &self.problem.name;
        let played = self
            .judge
            .play(&self.problem, &self.jury, &self.submission, input);
        let interaction = played.unwrap_or_else(|err| panic!("{name}: {err}"));
        assert_eq!(
            interaction.verdict,
            judge::verdict::Verdict::Ok,
            "{name}: {}: the jury said {:?}; the exchange ended:\n{}",
            input.display(),
            interaction.message,
            interaction.transcript.tail(8)
        );
        interaction.transcript.render()
    }
}
