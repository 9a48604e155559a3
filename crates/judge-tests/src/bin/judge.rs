//! `cargo judge <task>`: the judge of `judge_tests::judge` from the command line, the same on
//! Linux, macOS and Windows. `cargo judge help` lists the tasks.

use std::path::PathBuf;
use std::process::ExitCode;

use judge_tests::{fixtures, judge, scaffold, PROBLEMS};

const USAGE: &str = "\
usage: cargo judge <task>
  check [problem ...]   compile each main.rs alone in every edition, run every fixture under the
                        problem's limits, compare, and try the bad inputs (default: all problems)
  bench [runs]          median and fastest time of each max-* fixture and each beyond-* one of
                        1 KiB or more (default 11 runs)
  peer [runs]           game-with-stones against a C++ fast reader, alternating (default 21
                        runs; needs g++)
  new <problem>         a new problem crate in the common shape, registered in judge-tests
  regen                 rewrite the generated fixtures from their seeds";

/// Where the judge builds: `$CARGO_TARGET_DIR/judge`, else `target/judge` in the workspace.
fn build_root() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| fixtures::workspace_root().join("target"))
        .join("judge")
}

fn count(argument: Option<&String>, default: usize) -> Result<usize, String> {
    match argument {
        None => Ok(default),
        Some(text) => match text.parse::<usize>() {
            Ok(runs) if runs > 0 => Ok(runs),
            _ => Err(format!("expected a number of runs, found {text:?}")),
        },
    }
}

fn problems(names: &[String]) -> Result<Vec<&'static str>, String> {
    if names.is_empty() {
        return Ok(PROBLEMS.iter().map(|problem| problem.name).collect());
    }
    names
        .iter()
        .map(|name| {
            judge_tests::problem(name)
                .map(|problem| problem.name)
                .ok_or_else(|| format!("no problem named {name:?}"))
        })
        .collect()
}

fn check(names: &[String]) -> Result<bool, String> {
    let problems = problems(names)?;
    println!("{}", judge::rustc_version()?);
    let mut reports = Vec::new();
    let mut failures = Vec::new();
    for (problem, result) in problems
        .iter()
        .zip(judge::check_all(&problems, &build_root()))
    {
        match result {
            Ok(report) => {
                failures.extend(report.failures());
                reports.push(report);
            }
            Err(error) => failures.push(format!("{problem}: {error}")),
        }
    }
    print!("{}", judge::table(&reports));
    for failure in &failures {
        eprintln!("{failure}");
    }
    Ok(failures.is_empty())
}

fn run(args: &[String]) -> Result<bool, String> {
    if let Ok(judge_binary) = std::env::current_exe() {
        judge::use_measurer(&judge_binary);
    }
    let task = args.first().map(String::as_str);
    let rest = args.get(1..).unwrap_or_default();
    match task {
        Some("check") => check(rest),
        Some("bench") => {
            let problems: Vec<&str> = PROBLEMS.iter().map(|problem| problem.name).collect();
            print!(
                "{}",
                judge::bench(&problems, count(rest.first(), 11)?, &build_root())?
            );
            Ok(true)
        }
        Some("peer") => {
            print!("{}", judge::peer(count(rest.first(), 21)?, &build_root())?);
            Ok(true)
        }
        Some("new") => match rest {
            [name] => {
                for path in scaffold::new_problem(name)? {
                    println!("wrote {path}");
                }
                println!(
                    "next: write solve, the tests and the fixtures, then accept the snapshots"
                );
                Ok(true)
            }
            _ => Err(USAGE.to_string()),
        },
        // The judge's own helper, which `judge::run` starts around every submission.
        Some("measure") => judge::measure(rest).map(|()| true),
        Some("regen") => {
            for path in fixtures::regenerate()? {
                println!("wrote {}", path.display());
            }
            Ok(true)
        }
        Some("help" | "--help" | "-h") => {
            println!("{USAGE}");
            Ok(true)
        }
        _ => Err(USAGE.to_string()),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::from(2)
        }
    }
}
