//! What the sandbox costs a case (`cargo judge bench sandbox`): each batch problem's C++
//! program (its first `submissions/accepted/*.cpp`) on its first sample, on two workers, run
//! (S) by the judge's runner, each run by a fork server, (O) each run in a sandbox of its own
//! (`Runner::one_shot`), (B) each run in a bare `bwrap` started by the worker, and (U) each run
//! a plain process started by the worker, unsandboxed, as a hand-written loop would. The four
//! take turns, round by round, so that a machine busy for a while slows each alike; the rate is
//! cases a second over all rounds.

use std::ffi::OsString;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::check::Judge;
use crate::layout;
use crate::metadata::{Compare, Problem};
use crate::process::{Limits, Runner, Stdin};

/// The workers, one for each core of a two-core machine.
const WORKERS: usize = 2;
/// The ways a case is run, in the order of the table's columns.
const WAYS: [&str; 4] = ["fork server", "own sandbox", "bare bwrap", "unsandboxed"];

/// One row for each batch problem with a C++ program: cases a second each way, over `rounds`
/// rounds of 100 cases each way.
pub fn sandbox(judge: &Judge, problems: &[Problem], rounds: usize) -> Result<String, String> {
    let mut text = format!(
        "{:<24} {:>12} {:>12} {:>12} {:>12} {:>8}\n",
        "problem", WAYS[0], WAYS[1], WAYS[2], WAYS[3], "S / U"
    );
    for problem in problems {
        if matches!(problem.metadata.compare, Compare::Interactive(_)) {
            continue;
        }
        let Some(source) = cpp_program(judge, problem) else {
            continue;
        };
        let binary = super::build_peer(judge, problem, &source)?;
        let input = first_sample(judge, problem)?;
        let expected = plain(&binary, &input)?;
        let mut spent = [Duration::ZERO; 4];
        for _ in 0..rounds {
            for (way, spent) in spent.iter_mut().enumerate() {
                *spent += timed(way, &binary, &input, &expected, problem.metadata.limits)?;
            }
        }
        let rate = |spent: Duration| (rounds * 100) as f64 / spent.as_secs_f64().max(1e-9);
        let rates = spent.map(rate);
        text.push_str(&format!(
            "{:<24} {:>12.0} {:>12.0} {:>12.0} {:>12.0} {:>8.2}\n",
            problem.name,
            rates[0],
            rates[1],
            rates[2],
            rates[3],
            rates[0] / rates[3]
        ));
    }
    text.push_str("cases a second on two workers; S / U: the fork server's rate over the unsandboxed loop's\n");
    Ok(text)
}

/// The problem's first C++ program kept as accepted, as a path inside its crate.
fn cpp_program(judge: &Judge, problem: &Problem) -> Option<String> {
    let folder = judge
        .workspace
        .crate_dir(&problem.name)
        .join("submissions/accepted");
    let mut sources: Vec<String> = std::fs::read_dir(folder)
        .ok()?
        .flatten()
        .filter_map(|entry| entry.file_name().into_string().ok())
        .filter(|name| name.ends_with(".cpp"))
        .collect();
    sources.sort();
    sources
        .first()
        .map(|name| format!("submissions/accepted/{name}"))
}

fn first_sample(judge: &Judge, problem: &Problem) -> Result<PathBuf, String> {
    let inputs = judge.workspace.inputs(&problem.name)?;
    let sample = inputs
        .iter()
        .find(|path| layout::stem(path).starts_with("sample-"));
    sample
        .or(inputs.first())
        .cloned()
        .ok_or(format!("{} has no fixture", problem.name))
}

/// 100 cases run `way`, 50 on each worker; the wall time they took.
fn timed(
    way: usize,
    binary: &Path,
    input: &Path,
    expected: &[u8],
    limits: Limits,
) -> Result<Duration, String> {
    let started = Instant::now();
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..WORKERS)
            .map(|_| scope.spawn(move || worker(way, binary, input, expected, limits)))
            .collect();
        workers
            .into_iter()
            .try_for_each(|worker| worker.join().map_err(|_| "a worker panicked".to_string())?)
    })?;
    Ok(started.elapsed())
}

fn worker(
    way: usize,
    binary: &Path,
    input: &Path,
    expected: &[u8],
    limits: Limits,
) -> Result<(), String> {
    let bytes = layout::read_bytes(input)?;
    let runner = Runner::default();
    for _ in 0..100 / WORKERS {
        let output = match way {
            0 | 1 => {
                let runner = match way {
                    0 => runner.clone(),
                    _ => runner.one_shot(),
                };
                runner
                    .run(binary, &[], Stdin::Bytes(bytes.clone()), None, limits)?
                    .stdout
            }
            2 => bare_bwrap(binary, input)?,
            _ => plain(binary, input)?,
        };
        if output != expected {
            return Err(format!(
                "{}: {} gave another answer",
                binary.display(),
                WAYS[way]
            ));
        }
    }
    Ok(())
}

/// The program's output on `input`, run as a plain process.
fn plain(binary: &Path, input: &Path) -> Result<Vec<u8>, String> {
    output(Command::new(binary), input)
}

/// The program's output on `input`, run in a bare `bwrap`: its own namespaces, the system
/// read-only, the program bound in, no filter, limit or measurement.
fn bare_bwrap(binary: &Path, input: &Path) -> Result<Vec<u8>, String> {
    let mut command = Command::new("bwrap");
    let args = [
        "--unshare-all",
        "--die-with-parent",
        "--ro-bind",
        "/usr",
        "/usr",
        "--symlink",
        "usr/lib64",
        "/lib64",
        "--symlink",
        "usr/lib",
        "/lib",
        "--symlink",
        "usr/bin",
        "/bin",
        "--proc",
        "/proc",
        "--dev",
        "/dev",
        "--tmpfs",
        "/tmp",
        "--ro-bind",
    ];
    command
        .args(args)
        .arg(binary)
        .args(["/program", "/program"]);
    output(command, input)
}

fn output(mut command: Command, input: &Path) -> Result<Vec<u8>, String> {
    let stdin = File::open(input).map_err(|err| format!("{}: {err}", input.display()))?;
    let program: OsString = command.get_program().into();
    let output = command
        .stdin(stdin)
        .stderr(Stdio::null())
        .output()
        .map_err(|err| format!("cannot run {}: {err}", Path::new(&program).display()))?;
    Ok(output.stdout)
}
