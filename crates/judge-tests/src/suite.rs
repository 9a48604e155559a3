//! The tests that every problem has, written once: `problem_tests!(PROBLEM)` in a problem's own
//! test file makes one `#[test]` of each for it, so a problem's failures are its own tests'. Each
//! function here panics with the problem's name, the fixture and what differs.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::PathBuf;

use judge::check::{Judge, BAD_INPUTS};
use judge::layout::{self, FixtureKind, Workspace};
use judge::process::Exit;

use crate::stress::domain::SHORT_LISTS;
use crate::stress::generate::Generator;
use crate::stress::{cli, Budget, Domain, Stress};
use crate::{metadata, Problem};

/// Every test of a problem's suite, for the problem `$problem` (a path to its `PROBLEM`), which
/// must be in the registry. For an integration test of this crate, which has the `measure`
/// binary and insta.
#[macro_export]
macro_rules! problem_tests {
    ($problem:path) => {
        mod every_problem {
            use $crate::suite;

            fn problem() -> &'static $crate::Problem {
                let name = $problem.name;
                $crate::problem(name)
                    .unwrap_or_else(|| panic!("{name} is not in the registry of src/lib.rs"))
            }

            #[test]
            fn every_fixture_matches_its_snapshot() {
                let problem = problem();
                let folder = ::judge::layout::Workspace::this().fixture_dir(problem.name);
                insta::glob!(&folder, "*.in", |path| {
                    let output = suite::output(problem, path);
                    insta::with_settings!({
                        prepend_module_to_snapshot => false,
                        snapshot_path => &folder,
                        snapshot_suffix => "",
                        input_file => path,
                    }, {
                        insta::assert_snapshot!(::judge::layout::stem(path).as_str(), output);
                    });
                });
            }

            #[test]
            fn every_fixture_has_one_snapshot_and_every_snapshot_its_fixture() {
                suite::snapshots_pair_with_fixtures(problem());
            }

            #[test]
            fn fixture_names_say_whether_they_fit_the_statement() {
                suite::fixture_names_fit_the_statement(problem());
            }

            #[test]
            fn max_fixtures_hit_every_upper_bound() {
                suite::max_fixtures_hit_every_bound(problem());
            }

            #[test]
            fn samples_give_the_statement_answers() {
                suite::samples_give_the_statement_answers(problem());
            }

            #[test]
            fn the_writeup_is_rejected_on_its_named_fixture() {
                suite::writeup_rejected_on_its_fixture(problem());
            }

            #[test]
            fn generated_cases_pass_the_validator_of_their_domain() {
                suite::generated_cases_are_valid(problem());
            }

            #[test]
            #[ignore = "slow: 1,000 random cases in each of two domains, and 20,000 with short lists"]
            fn the_solution_passes_its_stress_test_in_both_domains() {
                suite::solution_passes_stress(problem());
            }

            #[test]
            fn the_writeup_shrinks_to_its_counterexample() {
                suite::writeup_shrinks_to_its_counterexample(problem());
            }

            #[test]
            fn generated_files_are_fresh() {
                suite::generated_files_are_fresh(problem());
            }

            #[test]
            fn recorded_answers_have_the_answers_shape() {
                suite::recorded_answers_have_their_shape(problem());
            }

            #[test]
            fn the_writeup_is_a_whole_program_that_answers_as_its_module() {
                suite::writeup_program_answers_as_its_module(problem());
            }

            #[test]
            fn kept_programs_are_found_and_listed() {
                suite::kept_programs_are_found_and_listed(problem());
            }

            #[test]
            #[ignore = "slow: every kept program and main.rs judged as --src judges them"]
            fn kept_programs_get_the_verdicts_of_their_folders() {
                let judge = $crate::judge(Some(env!("CARGO_BIN_EXE_measure")));
                let failures =
                    $crate::submissions::judged_as_their_folders_say(&judge, problem().name);
                assert!(failures.is_empty(), "{failures:#?}");
            }

            #[test]
            #[ignore = "slow: every fixture and bad input judged in the sandbox"]
            fn the_judge_accepts_it_on_every_fixture_and_refuses_bad_input() {
                let judge = $crate::judge(Some(env!("CARGO_BIN_EXE_measure")));
                suite::judged_on_every_fixture(&judge, problem());
            }
        }
    };
}

mod answers;
pub mod interactive;
mod package;
mod transcript;

pub use answers::{samples_give_the_statement_answers, writeup_rejected_on_its_fixture};

pub use package::{
    generated_files_are_fresh, recorded_answers_have_their_shape,
    writeup_program_answers_as_its_module,
};

/// The programs kept in the crate's `submissions/`, found by looking: each in a folder of a
/// verdict, each wrong one naming a fixture of the right side of the statement, and the
/// README's table of the wrong programs made from them.
pub fn kept_programs_are_found_and_listed(problem: &Problem) {
    let table = |programs: &[_]| crate::submissions::readme_table(problem, programs);
    kept_programs_listed(problem.name, crate::submissions::marker(), &table);
}

/// `kept_programs_are_found_and_listed` for the problem `name`, its README's block after
/// `marker` made by `table`.
pub fn kept_programs_listed(
    name: &str,
    marker: &str,
    table: &dyn Fn(&[crate::submissions::Program]) -> String,
) {
    let workspace = Workspace::this();
    let programs = crate::submissions::programs(&workspace, name);
    let programs = programs.unwrap_or_else(|err| panic!("{err}"));
    if !workspace.submissions_dir(name).exists() {
        return;
    }
    crate::submissions::check_named_fixtures(&workspace, name, &programs);
    let readme = workspace.crate_dir(name).join("README.md");
    let blocks = [(marker, table(&programs))];
    if let Err(stale) = crate::readme::ensure_blocks(&readme, &blocks) {
        panic!("{name}: {stale}");
    }
}

/// The solution's output on the fixture at `path`.
pub fn output(problem: &Problem, path: &std::path::Path) -> String {
    let input = fs::read(path).unwrap_or_else(|err| panic!("{}: {err}", path.display()));
    (problem.run)(&input)
        .unwrap_or_else(|err| panic!("{}: {} is rejected: {err}", problem.name, path.display()))
}

/// Each fixture has its snapshot beside it, and each snapshot its fixture.
pub fn snapshots_pair_with_fixtures(problem: &Problem) {
    snapshots_pair_with_fixtures_of(problem.name);
}

/// `snapshots_pair_with_fixtures` for the problem of that crate name, of either kind.
pub fn snapshots_pair_with_fixtures_of(name: &str) {
    let workspace = Workspace::this();
    let inputs = workspace.inputs(name).expect("the fixture folder");
    assert!(!inputs.is_empty(), "{name} has no fixtures");
    let expected: BTreeSet<PathBuf> = inputs
        .iter()
        .map(|path| workspace.snapshot_path(name, &layout::stem(path)))
        .collect();
    let folder = layout::list(&workspace.fixture_dir(name)).expect("the fixture folder");
    let snapshot = |path: &PathBuf| path.extension().is_some_and(|ext| ext == "snap");
    let present: BTreeSet<PathBuf> = folder.into_iter().filter(snapshot).collect();
    let orphans: Vec<_> = present.difference(&expected).collect();
    assert!(
        orphans.is_empty(),
        "{}: snapshots without a fixture: {orphans:?}",
        name
    );
    let missing: Vec<_> = inputs
        .iter()
        .filter(|path| !present.contains(&workspace.snapshot_path(name, &layout::stem(path))))
        .collect();
    assert!(
        missing.is_empty(),
        "{0}: fixtures without a snapshot: {missing:?}; `cargo accept {0}` writes them, to be \
         reviewed before they are committed",
        name
    );
}

/// A fixture named `sample-*`, `edge-*`, `max-*` or `gen-*` passes the validator; `beyond-*`
/// does not.
pub fn fixture_names_fit_the_statement(problem: &Problem) {
    let workspace = Workspace::this();
    let metadata = metadata(problem.name);
    let mut wrong = Vec::new();
    for path in workspace.inputs(problem.name).expect("fixtures") {
        let fixture = layout::stem(&path);
        let input = fs::read(&path).expect("fixture");
        let verdict = problem.format.validate(&input, &metadata);
        let inside = FixtureKind::of(&fixture).map(FixtureKind::inside_the_statement);
        wrong.extend(match (inside, verdict) {
            (Some(true), Ok(_)) | (Some(false), Err(_)) => None,
            (Some(true), Err(why)) => Some(format!(
                "{fixture}: outside the statement, as the module's `format` and the metadata's bounds read \
                 it ({why}): fix the fixture or the `format`, or name it beyond-*"
            )),
            (Some(false), Ok(_)) => Some(format!(
                "{fixture}: inside the statement: name it edge-* or max-*"
            )),
            (None, _) => {
                let kinds = FixtureKind::ALL.map(|kind| format!("{}*", kind.prefix()));
                Some(format!(
                    "{fixture}: a fixture is one of {}",
                    kinds.join(", ")
                ))
            }
        });
    }
    assert!(wrong.is_empty(), "{}: {wrong:#?}", problem.name);
}

/// Every bound's upper end is reached by some `max-*` fixture.
pub fn max_fixtures_hit_every_bound(problem: &Problem) {
    let workspace = Workspace::this();
    let metadata = metadata(problem.name);
    assert!(!metadata.bounds.is_empty(), "{}: no bounds", problem.name);
    let mut hit_by: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for path in workspace.inputs(problem.name).expect("fixtures") {
        let fixture = layout::stem(&path);
        if FixtureKind::of(&fixture) != Some(FixtureKind::Max) {
            continue;
        }
        let input = fs::read(&path).expect("fixture");
        let hits = problem
            .format
            .validate(&input, &metadata)
            .unwrap_or_default();
        for bound in hits {
            hit_by.entry(bound).or_default().push(fixture.clone());
        }
    }
    let unhit: Vec<String> = metadata
        .bounds
        .iter()
        .filter(|(bound, _)| !hit_by.contains_key(bound))
        .map(|(bound, range)| format!("no max-* fixture has {bound} = {}", range.end()))
        .collect();
    assert!(unhit.is_empty(), "{}: {unhit:#?}", problem.name);
}

/// Both domains of a problem: the statement's, and what the submission accepts past it.
fn domains(problem: &Problem) -> [(&'static str, Domain); 2] {
    let metadata = metadata(problem.name);
    [
        ("statement", Domain::statement(problem, metadata.clone())),
        ("beyond", Domain::beyond(problem, metadata)),
    ]
}

/// Every case the generator draws passes the validator of its domain: the first `WHOLE_CASES`
/// of the whole domain, the ends of every bound among them, and 2,000 with every list at most
/// `SHORT_LISTS` long (`Domain::short_lists`; past case 512 each range is drawn whole), so
/// that long lists cost little.
pub fn generated_cases_are_valid(problem: &Problem) {
    for (which, domain) in domains(problem) {
        cases_are_valid(problem, which, &domain, WHOLE_CASES);
        let short = domain.short_lists(problem.format);
        cases_are_valid(problem, which, &short, 2_000);
    }
}

/// The cases of the whole domain that `generated_cases_are_valid` draws.
const WHOLE_CASES: u64 = 128;

/// The first `cases` cases of `domain` pass its validator.
fn cases_are_valid(problem: &Problem, which: &str, domain: &Domain, cases: u64) {
    let generator = Generator::new(problem.format, domain, 7).expect("a generator");
    for index in 0..cases {
        let input = problem.format.render(&generator.case(index));
        let checked = problem.format.validate(input.as_bytes(), &domain.bounds);
        assert!(
            checked.is_ok(),
            "{} ({which}), case {index}: {input:?}: {checked:?}",
            problem.name
        );
    }
}

/// The solution against its reference on 20,000 cases of each domain.
pub fn solution_passes_stress(problem: &Problem) {
    for (which, domain) in domains(problem) {
        let what = format!("{} ({which})", problem.name);
        let whole = Budget::cases(5, WHOLE_STRESS_CASES);
        let compared = Stress::of(problem, domain).assert_passes(&what, &whole);
        assert!(compared > 0, "{what}: no case compared");
    }
    for (which, domain) in domains(problem) {
        let what = format!("{} ({which}, lists cut to {SHORT_LISTS})", problem.name);
        let short = domain.short_lists(problem.format);
        let compared = Stress::of(problem, short).assert_passes(&what, &Budget::cases(5, 20_000));
        assert!(compared > 0, "{what}: no case compared");
    }
}

/// The cases of the whole domain the stress test compares, the ends of every bound among
/// them; its 20,000 further cases have lists of at most `SHORT_LISTS` values, which cost little
/// where a list may be long.
const WHOLE_STRESS_CASES: u64 = 1_000;

/// `cargo stress <problem> --writeup` shrinks to the input the problem names, and the crate's
/// README quotes its whole report (`transcript`).
pub fn writeup_shrinks_to_its_counterexample(problem: &'static Problem) {
    let args = [problem.name.to_string(), "--writeup".to_string()];
    let options = cli::parse(&args).unwrap_or_else(|err| panic!("{err}"));
    let stress = cli::stress(&options).unwrap_or_else(|err| panic!("{err}"));
    // The tool's own budget is two seconds; a number of cases finds the same first failure.
    let budget = Budget::cases(options.seed, 100_000);
    let found = stress.shrunk_failure(&budget);
    assert_eq!(
        found.failure.input, problem.stress.writeup_fails_on,
        "{}: the shrunk failure of the write-up against `writeup_fails_on`",
        problem.name
    );
    transcript::readme_quotes_the_report(problem, &cli::heading(&options, &budget), &found);
}

/// The judge passes the problem in every edition and on every fixture; the binary prints the
/// snapshot's bytes even where a checker would accept others, and refuses each bad input with
/// the error that `run` gives in process.
pub fn judged_on_every_fixture(judge: &Judge, problem: &Problem) {
    let mut found = judge::metadata::select(&judge.workspace, &[problem.name.to_string()]);
    let found = found.as_mut().map(|found| found.remove(0));
    let report = judge.check(&found.unwrap_or_else(|err| panic!("{err}")));
    let report = report.unwrap_or_else(|err| panic!("{err}"));
    assert_eq!(
        report.editions,
        judge.builder.toolchain().editions(),
        "editions built"
    );
    assert!(
        !report.fixtures.is_empty(),
        "{}: no fixture judged",
        problem.name
    );
    let mut failures = report.failures();
    for fixture in &report.fixtures {
        let expected = judge
            .workspace
            .snapshot_output(problem.name, &fixture.fixture);
        if fixture.run.stdout != expected.expect("snapshot").as_bytes() {
            failures.push(format!("{}: binary and snapshot differ", fixture.fixture));
        }
    }
    assert_eq!(
        report.bad_input_runs.len(),
        BAD_INPUTS.len(),
        "bad inputs tried"
    );
    for (&input, run) in BAD_INPUTS.iter().zip(&report.bad_input_runs) {
        let in_process = (problem.run)(input).map_err(|error| format!("error: {error}\n"));
        let stderr = String::from_utf8_lossy(&run.stderr).into_owned();
        if (run.exit, in_process) != (Exit::Code(1), Err(stderr)) {
            failures.push(format!("{input:?}: binary and `run` differ"));
        }
    }
    println!("{}", judge::report::table(std::slice::from_ref(&report)));
    assert!(failures.is_empty(), "{}: {failures:#?}", problem.name);
}
