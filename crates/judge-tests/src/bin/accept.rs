//! `cargo accept [problem]`: see `judge_tests::accept`.

use std::path::Path;
use std::process::{Command, ExitCode};

use judge::output::{self, errln, outln};
use judge_tests::accept::{check_run, refusal, writing_runs, Run, Tree, WRITING};

const USAGE: &str = "usage: cargo accept [problem]

Writes every missing or changed snapshot (insta, INSTA_UPDATE=always) and rewrites every stale
generated file (the generated fixtures, the pictures, the validators, the README's tables), of
one problem or of all, without failing on them; then runs `cargo test --workspace` once more,
as CI does. Prints the files it wrote, to be reviewed before they are committed, and whether
the tests pass (exit status 0) or not (1). Under CI (CI set) it writes nothing and exits with 2.";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let problem = match &args[..] {
        [flag] if flag == "--help" || flag == "-h" => {
            outln(USAGE);
            return ExitCode::SUCCESS;
        }
        [] => None,
        [name] if !name.starts_with('-') => Some(name.as_str()),
        _ => return usage_error("expected at most one problem name"),
    };
    if let Some(why) = refusal() {
        errln(&output::error(&why));
        return ExitCode::from(2);
    }
    let names = || {
        let played = judge_tests::interactive::PROBLEMS.iter();
        let batch = judge_tests::PROBLEMS.iter().map(|problem| problem.name);
        batch.chain(played.map(|problem| problem.name))
    };
    if let Some(name) = problem.filter(|name| !names().any(|known| known == *name)) {
        let known = output::unknown(name, names());
        return usage_error(&format!("{name:?} is not in the registry{known}"));
    }
    let workspace = judge::cli::workspace();
    match accept(workspace.root(), problem) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(err) => {
            errln(&output::error(&err));
            ExitCode::from(2)
        }
    }
}

fn usage_error(why: &str) -> ExitCode {
    errln(&format!("error: {why}\n{USAGE}"));
    ExitCode::from(2)
}

/// The writing runs, then the check; whether the tests pass.
fn accept(root: &Path, problem: Option<&str>) -> Result<bool, String> {
    let before = Tree::read(root)?;
    for run in writing_runs(problem) {
        if !cargo(root, &run)? {
            outln(&format!(
                "accept: a test that writes {} failed; the run below says why",
                run.what
            ));
        }
    }
    let changes = before.changes(&Tree::read(root)?);
    let passed = cargo(root, &check_run())?;
    match changes.len() {
        0 => outln("accept: nothing to write"),
        1 => outln("accept: 1 file, to review before committing:"),
        count => outln(&format!(
            "accept: {count} files, to review before committing:"
        )),
    }
    for change in &changes {
        outln(&format!("  {change}"));
    }
    let verdict = if passed { "pass" } else { "FAIL" };
    outln(&format!(
        "accept: the tests ({}) {verdict}",
        command(&check_run())
    ));
    Ok(passed)
}

/// Runs `cargo` in `root` as `run` says, the writing variables set only where it sets them.
fn cargo(root: &Path, run: &Run) -> Result<bool, String> {
    outln(&format!("accept: {}: {}", run.what, command(run)));
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = Command::new(cargo);
    command.args(&run.args).current_dir(root);
    for name in WRITING {
        command.env_remove(name);
    }
    command.envs(run.env.iter().copied());
    let status = command
        .status()
        .map_err(|err| format!("cannot run cargo: {err}"))?;
    Ok(status.success())
}

/// A run as a shell would write it.
fn command(run: &Run) -> String {
    let env = run
        .env
        .iter()
        .map(|(name, value)| format!("{name}={value} "));
    format!("{}cargo {}", env.collect::<String>(), run.args.join(" "))
}
