//! The tasks of `cargo judge`, from one table: the help, the dispatch and the defaults.

use std::path::PathBuf;
use std::process::ExitCode;

use crate::bench;
use crate::check::Judge;
use crate::layout::Workspace;
use crate::metadata;
use crate::output::{self, errln, out, outln};
use crate::process::{self, Runner, Sandbox};
use crate::toolchain::Toolchain;

mod export_folder;
use export_folder::only_exports_in;

mod checking;
pub use checking::{check_options, CheckOptions};

/// One task: its name, its arguments, what it does, and the function that does it.
pub struct Task {
    pub name: &'static str,
    pub arguments: &'static str,
    pub help: &'static str,
    /// `Ok(true)` when everything passed, `Ok(false)` when something was judged and failed.
    pub run: fn(&[String]) -> Result<bool, String>,
}

pub const TASKS: &[Task] = &[
    Task {
        name: "check",
        arguments: "[--target T] [--as JUDGE] [--margin PERCENT] [--standards] [problem ...] \
                    | <problem> --src FILE | <problem> --exe PROGRAM",
        help: "judge each main.rs as its judge does (the fixtures inside the statement, its \
               limits, its comparison: AC, WA, TLE, MLE, OLE, RE, CE) and, beside it, the \
               workspace's standards (beyond-* fixtures, bad inputs, a margin under each limit, \
               every edition without a warning, the source limit) (default: every problem); \
               --src judges a .rs, .cpp/.cc/.cxx, .c or .py source as the problem's judge \
               compiles or runs that language, --exe any program as it is: then only the \
               judge's verdict sets the status, unless --standards; --margin sets the share of \
               each limit the standards allow (default 25); --target builds for T and runs \
               through its runner; --as judges under another judge's profile",
        run: checking::check,
    },
    Task {
        name: "bench",
        arguments: "[relay | sandbox] [runs]",
        help: "median and fastest time of each max-* fixture and each beyond-* one of 1 KiB \
               or more; with relay, the relay of interactive tests against plain pipes, 10^5 \
               round trips (default 11 runs); with sandbox, each batch problem's C++ program \
               a case at a time: fork server, own sandbox, bare bwrap and unsandboxed, cases \
               a second (default 11 rounds of 100 cases)",
        run: bench,
    },
    Task {
        name: "peer",
        arguments: "[runs]",
        help: "each problem against the peer program its metadata names, alternating, on its \
               largest fixture (default 21 runs)",
        run: peer,
    },
    Task {
        name: "export",
        arguments: "[--out DIR] [problem ...]",
        help: "write each problem as a problem package (ICPC/Kattis format), in the versions \
               legacy (problemtools, Kattis, DOMjudge) and 2025-09 (BAPCtools), each a folder \
               and a .zip under DIR/<version>/ (default: target/packages)",
        run: export,
    },
    Task {
        name: "measure",
        arguments: "<ms> <bytes> <stack-bytes> <bwrap> <filter> <report> <program> [argument ...]",
        help: "run a program under limits, in the sandbox that bwrap and the seccomp filter make \
               (- and - for none), and report its usage (the judge starts this itself)",
        run: measure,
    },
    Task {
        name: "help",
        arguments: "",
        help: "this list",
        run: help,
    },
];

pub const DEFAULT_BENCH_RUNS: usize = 11;
pub const DEFAULT_PEER_RUNS: usize = 21;

/// One task's line of the usage: its call and what it does.
fn task_usage(task: &Task) -> String {
    let call = format!("{} {}", task.name, task.arguments);
    format!("{:<26} {}\n", call.trim_end(), task.help)
}

/// The list of tasks, from the table.
pub fn usage() -> String {
    let mut text = String::from("usage: cargo judge <task>\n");
    for task in TASKS {
        text.push_str(&format!("  {}", task_usage(task)));
    }
    text.push_str(
        "environment: JUDGE_RUSTC, the compiler to judge with (default: rustc from the path);\n\
         JUDGE_WORKSPACE, the workspace to judge (default: this one)\n",
    );
    text
}

/// Runs the task the arguments name: status 0 when it passed, 1 when it judged a failure, 2
/// when it could not run. Without a task, an `error:` line and the usage go to standard error,
/// with status 2.
pub fn main(args: &[String]) -> ExitCode {
    let Some(name) = args.first().map(String::as_str) else {
        errln(&format!("error: no task given\n{}", usage().trim_end()));
        return ExitCode::from(2);
    };
    let name = if matches!(name, "--help" | "-h") {
        "help"
    } else {
        name
    };
    let rest = args.get(1..).unwrap_or_default();
    // Only right after the task: `measure` passes later arguments on to the program it runs.
    let asks_help = rest
        .first()
        .is_some_and(|arg| matches!(arg.as_str(), "--help" | "-h"));
    let outcome = match TASKS.iter().find(|task| task.name == name) {
        Some(task) if asks_help => {
            out(&format!("usage: cargo judge {}", task_usage(task)));
            Ok(true)
        }
        Some(task) => (task.run)(rest),
        None => {
            let known = output::unknown(name, TASKS.iter().map(|task| task.name));
            Err(format!("no task {name:?}{known}\n{}", usage().trim_end()))
        }
    };
    match outcome {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) => {
            errln(&output::error(&message));
            ExitCode::from(2)
        }
    }
}

/// `$JUDGE_WORKSPACE` (building under `$CARGO_TARGET_DIR`, else its `target/`), else the
/// workspace this crate is in.
pub fn workspace() -> Workspace {
    match std::env::var_os("JUDGE_WORKSPACE") {
        Some(root) => {
            let root = PathBuf::from(root);
            let target = crate::layout::target_dir(&root);
            Workspace::new(root, target)
        }
        None => Workspace::this(),
    }
}

/// The judge of the command line: measured by this very binary. Where runs are unsandboxed, it
/// says so first, once.
pub(crate) fn judge() -> Result<Judge, String> {
    if let Some(warning) = Sandbox::missing_warning() {
        errln(&warning);
    }
    if let Some(warning) = crate::process::memory_group_warning() {
        errln(&warning);
    }
    let runner = match std::env::current_exe() {
        Ok(this) => Runner::measured_by(this, &["measure"]),
        Err(_) => Runner::default(),
    };
    Ok(Judge::new(workspace(), Toolchain::from_env()?, runner))
}

/// A count of runs: the only argument, or the default.
pub fn runs(args: &[String], default: usize) -> Result<usize, String> {
    match args {
        [] => Ok(default),
        [text] => match text.parse::<usize>() {
            Ok(0) => Err("the number of runs must be at least 1, found 0".to_string()),
            Ok(runs) => Ok(runs),
            Err(_) => Err(format!(
                "the number of runs is a whole number of at least 1, found {text:?}"
            )),
        },
        _ => Err(format!(
            "expected at most one number of runs, found {}\n{}",
            args.len(),
            usage().trim_end()
        )),
    }
}

fn bench(args: &[String]) -> Result<bool, String> {
    if let Some(("relay", rest)) = args.split_first().map(|(first, rest)| (&**first, rest)) {
        let runs = runs(rest, DEFAULT_BENCH_RUNS)?;
        let judge = judge()?;
        out(&bench::relay::relay_row(&bench::relay::relay(
            &judge, runs,
        )?));
        return Ok(true);
    }
    if let Some(("sandbox", rest)) = args.split_first().map(|(first, rest)| (&**first, rest)) {
        let rounds = runs(rest, DEFAULT_BENCH_RUNS)?;
        let judge = judge()?;
        let problems = metadata::discover(&judge.workspace)?;
        out(&bench::sandbox::sandbox(&judge, &problems, rounds)?);
        return Ok(true);
    }
    let runs = runs(args, DEFAULT_BENCH_RUNS)?;
    let judge = judge()?;
    let problems = metadata::discover(&judge.workspace)?;
    out(&bench::bench(&judge, &problems, runs)?);
    Ok(true)
}

fn peer(args: &[String]) -> Result<bool, String> {
    let runs = runs(args, DEFAULT_PEER_RUNS)?;
    let judge = judge()?;
    let problems = metadata::discover(&judge.workspace)?;
    out(&bench::peer(&judge, &problems, runs)?);
    Ok(true)
}

/// The folder of `--out DIR`, and the problems named.
pub fn export_options(args: &[String]) -> Result<(Option<PathBuf>, Vec<String>), String> {
    let (mut out, mut names) = (None, Vec::new());
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--out" if out.is_some() => return Err("--out is given twice".to_string()),
            "--out" => out = Some(PathBuf::from(args.next().ok_or("--out needs a value")?)),
            flag if flag.starts_with('-') => return Err(format!("unknown option {flag}")),
            name => names.push(name.to_string()),
        }
    }
    Ok((out, names))
}

fn export(args: &[String]) -> Result<bool, String> {
    let (out, names) = export_options(args)?;
    let workspace = workspace();
    let problems = metadata::select(&workspace, &names)?;
    let out = out.unwrap_or_else(|| workspace.packages_dir());
    only_exports_in(&out)?;
    for folder in crate::export::export(&workspace, &problems, &out)? {
        outln(&folder.display().to_string());
    }
    Ok(true)
}

fn measure(args: &[String]) -> Result<bool, String> {
    process::measure(args).map(|()| true)
}

fn help(_args: &[String]) -> Result<bool, String> {
    out(&usage());
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_usage_lists_every_task_once() {
        let usage = usage();
        for task in TASKS {
            let line = format!("  {} {}", task.name, task.arguments);
            assert_eq!(usage.matches(line.trim_end()).count(), 1, "{}", task.name);
            assert!(usage.contains(task.help), "{}", task.name);
        }
        assert_eq!(usage.lines().count(), TASKS.len() + 3);
    }

    #[test]
    fn export_takes_a_folder_and_problems() {
        let args =
            |words: &[&str]| -> Vec<String> { words.iter().map(|word| word.to_string()).collect() };
        let options = export_options(&args(&["a", "--out", "d", "b"]));
        assert_eq!(options, Ok((Some(PathBuf::from("d")), args(&["a", "b"]))));
        assert_eq!(export_options(&[]), Ok((None, Vec::new())));
        let twice = export_options(&args(&["--out", "d", "--out", "e"]));
        assert_eq!(twice, Err("--out is given twice".to_string()));
        assert!(export_options(&args(&["--out"])).is_err());
        assert!(export_options(&args(&["-x"])).is_err());
    }

    #[test]
    fn runs_default_and_must_be_positive() {
        assert_eq!(runs(&[], 11), Ok(11));
        assert_eq!(runs(&["3".to_string()], 11), Ok(3));
        let zero = "the number of runs must be at least 1, found 0";
        assert_eq!(runs(&["0".to_string()], 11), Err(zero.to_string()));
        for bad in ["x", "-1"] {
            let error = runs(&[bad.to_string()], 11).expect_err(bad);
            assert!(
                error.starts_with("the number of runs is a whole number"),
                "{error}"
            );
        }
        assert!(runs(&["1".to_string(), "2".to_string()], 11).is_err());
    }

    #[test]
    fn tasks_report_misuse_with_status_2() {
        assert_eq!(main(&[]), ExitCode::from(2));
        assert_eq!(main(&["no-such-task".to_string()]), ExitCode::from(2));
        assert_eq!(main(&["measure".to_string()]), ExitCode::from(2));
        assert_eq!(
            main(&["bench".to_string(), "0".to_string()]),
            ExitCode::from(2)
        );
        let relay = ["bench", "relay", "0"].map(String::from);
        assert_eq!(main(&relay), ExitCode::from(2));
        assert_eq!(
            main(&["peer".to_string(), "x".to_string()]),
            ExitCode::from(2)
        );
        assert_eq!(main(&["help".to_string()]), ExitCode::SUCCESS);
        assert_eq!(main(&["--help".to_string()]), ExitCode::SUCCESS);
        // A task's own --help is its help, never an argument.
        for task in ["check", "bench", "peer", "export", "measure"] {
            let asked = [task.to_string(), "--help".to_string()];
            assert_eq!(main(&asked), ExitCode::SUCCESS, "{task} --help");
        }
    }
}
