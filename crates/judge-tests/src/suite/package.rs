//! The suite's tests of what the exported packages take from a problem: the files generated
//! from its data (the validators among them), the shape of every recorded answer, and the
//! write-up as the whole program a package runs.

use judge::build::Emit;
use judge::layout::{self, FixtureKind, Workspace};
use judge::process::{Exit, Limits, Runner, Stdin};

use crate::generated::{ensure_file_contents, Stale};
use crate::{metadata, Problem};

/// The generated fixtures, the picture and the packages' input validator, each equal to what
/// makes it; a stale one is rewritten (a `gen-*` fixture that nothing makes, removed), and the
/// test fails until it is committed.
pub fn generated_files_are_fresh(problem: &Problem) {
    let workspace = Workspace::this();
    let metadata = metadata(problem.name);
    let folder = workspace.fixture_dir(problem.name);
    let mut files: Vec<_> = (problem.generated)(&metadata)
        .into_iter()
        .map(|(name, contents)| (folder.join(name), contents))
        .collect();
    let picture = workspace
        .crate_dir(problem.name)
        .join("losing-positions.svg");
    files.push((picture, (problem.picture)()));
    let main = std::fs::read_to_string(workspace.main_rs(problem.name)).expect("main.rs");
    let kept = workspace.submissions_dir(problem.name);
    for planted in problem.planted {
        let source = planted.source(&main);
        let source = source.unwrap_or_else(|err| panic!("{}: {err}", problem.name));
        files.push((kept.join(planted.file), source));
    }
    let validator = crate::checktestdata::script(&problem.format, &metadata);
    let validator = validator.unwrap_or_else(|err| panic!("{}: {err}", problem.name));
    files.push((workspace.input_validator(problem.name), validator));
    let answer_validator = workspace.answer_validator(problem.name);
    match crate::checktestdata::answer_script(&problem.answer) {
        Some(script) => files.push((answer_validator, script)),
        None => assert!(
            !answer_validator.exists(),
            "{}: {} is left from an answer a checker now reads",
            problem.name,
            answer_validator.display()
        ),
    }
    let mut stale: Vec<String> = files
        .iter()
        .filter_map(|(path, contents)| ensure_file_contents(path, contents).err())
        .collect();
    stale.extend(no_other_generated_fixture(problem, &files));
    assert!(
        stale.is_empty(),
        "{}: stale generated files: {stale:#?}",
        problem.name
    );
}

/// Each `gen-*` fixture that the generator no longer makes, removed with its snapshot: as a
/// stale file is, reported unless `cargo accept` asked for it.
fn no_other_generated_fixture(
    problem: &Problem,
    files: &[(std::path::PathBuf, String)],
) -> Vec<String> {
    let workspace = Workspace::this();
    let inputs = workspace.inputs(problem.name).expect("fixtures");
    let made = |path: &std::path::PathBuf| files.iter().any(|(made, _)| made == path);
    let generated = |path: &&std::path::PathBuf| {
        FixtureKind::of(&layout::stem(path)) == Some(FixtureKind::Generated)
    };
    let mut stale = Vec::new();
    for input in inputs.iter().filter(generated).filter(|path| !made(path)) {
        let snapshot = workspace.snapshot_path(problem.name, &layout::stem(input));
        for path in [input, &snapshot] {
            match std::fs::remove_file(path) {
                Ok(()) => eprintln!("removed: {}, which no generator makes", path.display()),
                Err(err) if err.kind() == std::io::ErrorKind::NotFound => {}
                Err(err) => panic!("{}: {err}", path.display()),
            }
        }
        if Stale::from_env() == Stale::Fails {
            stale.push(format!(
                "{} was made by no generator and is removed",
                input.display()
            ));
        }
    }
    stale
}

/// Every answer recorded for a fixture inside the statement, its snapshot and its `.ans`, has
/// the problem's answer shape: what the packages' answer validator checks.
pub fn recorded_answers_have_their_shape(problem: &Problem) {
    let workspace = Workspace::this();
    let inputs = workspace.inputs(problem.name).expect("fixtures");
    for input in inputs {
        let fixture = workspace.fixture(problem.name, &input).expect("a fixture");
        let inside = FixtureKind::of(&fixture.name).is_some_and(FixtureKind::inside_the_statement);
        for (source, answer) in fixture.answers.iter().filter(|_| inside) {
            let shaped = problem.answer.check(answer);
            let source = if source.is_empty() {
                "its snapshot"
            } else {
                source
            };
            assert_eq!(
                shaped,
                Ok(()),
                "{}/{}: {source}",
                problem.name,
                fixture.name
            );
        }
    }
}

/// The write-up compiles alone, as a package's tools compile a submission (editions 2018 and
/// 2021), and as a program prints on the fixture it fails what its module gives the tests.
pub fn writeup_program_answers_as_its_module(problem: &Problem) {
    let judge = crate::judge(None);
    let source = judge.workspace.writeup_rs(problem.name);
    let compiled = judge.builder.compile(&source, "2018", Emit::Metadata);
    compiled.unwrap_or_else(|err| panic!("{}: writeup.rs: {err}", problem.name));
    let binary = judge.builder.compile(&source, "2021", Emit::Binary);
    let binary = binary.unwrap_or_else(|err| panic!("{}: writeup.rs: {err}", problem.name));
    let fixture = judge.workspace.fixture_dir(problem.name);
    let input =
        layout::read_bytes(&fixture.join(format!("{}.in", problem.writeup_fails_on_fixture)));
    let input = input.expect("the fixture the write-up fails");
    let limits = Limits::new(std::time::Duration::from_secs(20), 1 << 30);
    let run = Runner::default().run(&binary, &[], Stdin::Bytes(input.clone()), None, limits);
    let run = run.expect("runs");
    assert_eq!(
        run.exit,
        Exit::Code(0),
        "{}: {}",
        problem.name,
        run.stderr_line()
    );
    let expected = (problem.writeup)(&String::from_utf8_lossy(&input));
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        expected,
        "{}",
        problem.name
    );
}
