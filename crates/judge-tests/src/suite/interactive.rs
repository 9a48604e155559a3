//! The tests every interactive problem has, written once: `interactive_tests!(PROBLEM)` in the
//! problem's own test file. Each fixture is played by the problem's own `main.rs`, built as the
//! judge builds it, against the problem's jury, as `cargo judge check` plays it; the exchange
//! must be accepted, and its transcript (`<` from the jury, `>` from the submission) is the
//! fixture's snapshot.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

use judge::layout;

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
                let transcripts = played.every_transcript();
                insta::glob!(&folder, "*.in", |path| {
                    let stem = ::judge::layout::stem(path);
                    let transcript = &transcripts[&stem];
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

            #[test]
            fn the_own_play_survives_every_reply_from_the_small_starts() {
                $crate::suite::interactive::adversary_passes(&$problem, Some($crate::suite::interactive::SMALL_STARTS));
            }

            #[test]
            #[ignore = "slow: every reply from every start of the domain, and whole games, in process"]
            fn the_own_play_survives_every_reply_from_every_start_and_wins_whole_games() {
                $crate::suite::interactive::adversary_passes(&$problem, None);
            }

            #[test]
            fn kept_programs_are_found_and_listed() {
                $crate::suite::kept_programs_listed(
                    name(),
                    $crate::submissions::interactive_marker(),
                    &$crate::submissions::interactive_table,
                );
            }

            #[test]
            #[ignore = "slow: every kept program built and played against the jury"]
            fn kept_programs_get_the_verdicts_of_their_folders() {
                let judge = $crate::judge(Some(env!("CARGO_BIN_EXE_measure")));
                let failures = $crate::submissions::judged_as_their_folders_say(&judge, name());
                assert!(failures.is_empty(), "{failures:#?}");
            }
        }
    };
}

/// How many of the domain's smallest starts the warm test walks.
pub const SMALL_STARTS: usize = 256;

/// The problem's own `play`, in process, against every reply of the jury from the domain's
/// `smallest` starts; or, with no `smallest`, from every start, then in whole games against the
/// jury's table and seeded replies: each must pass. A problem without an adversary passes at
/// once.
pub fn adversary_passes(problem: &crate::interactive::Interactive, smallest: Option<usize>) {
    use crate::adversary::{Kind, Outcome, Request};
    let Some(adversary) = problem.adversary else {
        return;
    };
    // Whole games over the bounds are long (yamanote's run to 2001 declarations): the slow
    // test plays them.
    // Every start where the domain holds no more than `smallest`.
    let below = smallest.and_then(|count| adversary.nth_start(count));
    let kinds = match smallest {
        Some(_) => &[Kind::Every][..],
        None => &[Kind::Every, Kind::Optimal, Kind::Random][..],
    };
    for &kind in kinds {
        let request = Request {
            kind,
            player: None,
            threads: 2,
            seed: 1,
            below: below.clone(),
            start: None,
            positions: usize::MAX,
            checks: 1000,
            games: Some(100),
            // A day: a walk in a test ends on its own, never on a budget of time.
            time: std::time::Duration::from_secs(86_400),
        };
        let outcome = adversary.run(&request, &|_| ()).expect("the run starts");
        match outcome {
            Outcome::Passed { report } => {
                assert!(report.contains("no failure"), "{report}");
                eprintln!("{} --adversary {}:\n{report}", problem.name, kind.name());
            }
            Outcome::Failed { report, .. } | Outcome::Stopped { report } => {
                panic!("{}:\n{report}", problem.name)
            }
        }
    }
}

/// How many fixtures are played at once.
const AT_ONCE: usize = 4;

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

    /// The transcript of every fixture, by its name, each of which must be accepted. The
    /// fixtures are played a few at a time: each side mostly waits on the other, and each run
    /// is held to its CPU time, not the clock.
    pub fn every_transcript(&self) -> BTreeMap<String, String> {
        let inputs = self.judge.workspace.inputs(&self.problem.name);
        let inputs = inputs.unwrap_or_else(|err| panic!("{err}"));
        let next = AtomicUsize::new(0);
        let play = || {
            let mut played = Vec::new();
            while let Some(input) = inputs.get(next.fetch_add(1, Ordering::Relaxed)) {
                played.push((layout::stem(input), self.transcript(input)));
            }
            played
        };
        thread::scope(|scope| {
            let players: Vec<_> = (0..AT_ONCE).map(|_| scope.spawn(play)).collect();
            let played = players.into_iter().map(|player| match player.join() {
                Ok(played) => played,
                Err(panic) => std::panic::resume_unwind(panic),
            });
            played.flatten().collect()
        })
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
