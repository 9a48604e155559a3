//! Timing: each problem's large fixtures (`cargo judge bench`), the relay of interactive tests
//! (`cargo judge bench relay`), and a problem against its peer, a program in another language named in its
//! metadata (`cargo judge peer`).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use crate::build::{Emit, RUN_EDITION};
use crate::check::{Judge, Program};
use crate::layout::{self, FixtureKind};
use crate::metadata::{Compare, Problem};
use crate::process::{Exit, Limits, Stdin};
use crate::report::milliseconds;

pub mod relay;
pub mod sandbox;

/// A `beyond-*` fixture is timed from this size up: the large inputs past the statement.
pub const LARGE_INPUT_BYTES: usize = 1 << 10;

/// The median and the fastest of some durations.
pub fn median_and_fastest(mut times: Vec<Duration>) -> (Duration, Duration) {
    times.sort();
    let median = times.get(times.len() / 2).copied().unwrap_or_default();
    (median, times.first().copied().unwrap_or_default())
}

/// Whether `bench` times this fixture: every `max-*` one, and `beyond-*` ones of 1 KiB or more.
pub fn is_timed(stem: &str, size: usize) -> bool {
    match FixtureKind::of(stem) {
        Some(FixtureKind::Max) => true,
        Some(FixtureKind::Beyond) => size >= LARGE_INPUT_BYTES,
        _ => false,
    }
}

/// The median and fastest wall time and the median CPU time of `runs` runs of each timed
/// fixture.
pub fn bench(judge: &Judge, problems: &[Problem], runs: usize) -> Result<String, String> {
    let mut text = format!(
        "{:<24} {:<40} {:>11} {:>11} {:>11}\n",
        "problem", "fixture", "median wall", "min wall", "median cpu"
    );
    for problem in problems {
        let source = judge.workspace.main_rs(&problem.name);
        let binary = judge.builder.compile(&source, RUN_EDITION, Emit::Binary)?;
        let jury = match &problem.metadata.compare {
            Compare::Interactive(file) => Some(judge.jury(problem, file)?),
            _ => None,
        };
        for path in judge.workspace.inputs(&problem.name)? {
            let fixture = layout::stem(&path);
            let input = layout::read_bytes(&path)?;
            if !is_timed(&fixture, input.len()) {
                continue;
            }
            let (mut walls, mut cpus) = (Vec::new(), Vec::new());
            for _ in 0..runs {
                let run = match &jury {
                    // An interactive submission is timed as it plays against its jury.
                    Some(jury) => {
                        let program = Program::Binary(binary.clone());
                        judge.play(problem, jury, &program, &path)?.submission
                    }
                    None => judge.runner.run(
                        &binary,
                        &[],
                        Stdin::Bytes(input.clone()),
                        None,
                        problem.metadata.limits,
                    )?,
                };
                walls.push(run.wall);
                cpus.push(run.time());
            }
            let (median_wall, fastest_wall) = median_and_fastest(walls);
            text.push_str(&format!(
                "{:<24} {:<40} {:>11} {:>11} {:>11}\n",
                problem.name,
                format!("{fixture}.in"),
                milliseconds(median_wall),
                milliseconds(fastest_wall),
                milliseconds(median_and_fastest(cpus).0)
            ));
        }
    }
    Ok(text)
}

/// The command that builds a peer program, chosen by its extension.
pub fn peer_compiler(source: &Path, binary: &Path) -> Result<Command, String> {
    let (compiler, _) = crate::build::c_compiler(source)
        .map_err(|_| format!("{}: a peer is a .c or .cpp file", source.display()))?;
    let mut command = Command::new(compiler);
    command.arg("-O2").arg("-o").arg(binary).arg(source);
    Ok(command)
}

fn build_peer(judge: &Judge, problem: &Problem, file: &str) -> Result<PathBuf, String> {
    let source = judge.workspace.crate_dir(&problem.name).join(file);
    let binary = judge.workspace.judge_dir().join("peer").join(format!(
        "{}{}",
        problem.name,
        std::env::consts::EXE_SUFFIX
    ));
    layout::write(&binary, b"")?;
    let output = peer_compiler(&source, &binary)?
        .output()
        .map_err(|err| format!("cannot build the peer {}: {err}", source.display()))?;
    if !output.status.success() {
        return Err(format!(
            "the peer {} does not build:\n{}",
            source.display(),
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    Ok(binary)
}

/// The problem's largest fixture, on which it meets its peer.
fn largest_fixture(judge: &Judge, problem: &Problem) -> Result<(String, Vec<u8>), String> {
    let mut largest: Option<(String, Vec<u8>)> = None;
    for path in judge.workspace.inputs(&problem.name)? {
        let input = layout::read_bytes(&path)?;
        if largest
            .as_ref()
            .map_or(true, |(_, kept)| input.len() > kept.len())
        {
            largest = Some((layout::stem(&path), input));
        }
    }
    largest.ok_or(format!("{} has no fixture", problem.name))
}

/// Runs two programs on `input` by turns, `runs` times each: their CPU times, then their wall
/// times. Each must succeed, and both must print the same bytes every time.
fn alternate(
    judge: &Judge,
    binaries: [&PathBuf; 2],
    input: &[u8],
    runs: usize,
) -> Result<[Vec<Duration>; 4], String> {
    let generous = Limits::new(Duration::from_secs(10), 1 << 30);
    let mut times = [Vec::new(), Vec::new(), Vec::new(), Vec::new()];
    let mut outputs = Vec::new();
    for _ in 0..runs {
        for (index, binary) in binaries.into_iter().enumerate() {
            let stdin = Stdin::Bytes(input.to_vec());
            let run = judge.runner.run(binary, &[], stdin, None, generous)?;
            if run.exit != Exit::Code(0) {
                let shown = binary.display();
                return Err(format!(
                    "{shown} failed ({}): {}",
                    crate::verdict::exit_shown(run.exit),
                    run.stderr_line()
                ));
            }
            times[index].push(run.time());
            times[index + 2].push(run.wall);
            outputs.push(run.stdout);
        }
    }
    if outputs.windows(2).any(|pair| pair[0] != pair[1]) {
        return Err("the two programs print different answers".to_string());
    }
    Ok(times)
}

/// Times each problem that names a peer against it on its largest fixture, the two programs
/// alternating, `runs` runs each; both must print the same bytes.
pub fn peer(judge: &Judge, problems: &[Problem], runs: usize) -> Result<String, String> {
    let mut text = String::new();
    for problem in problems {
        let Some(file) = &problem.metadata.peer else {
            continue;
        };
        let source = judge.workspace.main_rs(&problem.name);
        let rust = judge.builder.compile(&source, RUN_EDITION, Emit::Binary)?;
        let other = build_peer(judge, problem, file)?;
        let (fixture, input) = largest_fixture(judge, problem)?;
        let times = alternate(judge, [&rust, &other], &input, runs)
            .map_err(|err| format!("{}: {err}", problem.name))?;
        let [rust_cpu, peer_cpu, rust_wall, peer_wall] =
            times.map(|times| median_and_fastest(times).0);
        text.push_str(&format!(
            "{} on {fixture}.in ({} bytes), median of {runs} alternating runs\n\
             {:<28} {:>12} {:>12}\n{:<28} {:>12} {:>12}\n{:<28} {:>12} {:>12}\n\
             main.rs / {file} CPU time: {:.2}\n",
            problem.name,
            input.len(),
            "",
            "cpu",
            "wall",
            "main.rs (rustc -O)",
            milliseconds(rust_cpu),
            milliseconds(rust_wall),
            format!("{file} (-O2)"),
            milliseconds(peer_cpu),
            milliseconds(peer_wall),
            rust_cpu.as_secs_f64() / peer_cpu.as_secs_f64()
        ));
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn medians_and_the_fastest() {
        let ms = Duration::from_millis;
        assert_eq!(
            median_and_fastest(vec![ms(5), ms(1), ms(3)]),
            (ms(3), ms(1))
        );
        assert_eq!(median_and_fastest(vec![ms(4), ms(2)]), (ms(4), ms(2)));
        assert_eq!(median_and_fastest(Vec::new()), (ms(0), ms(0)));
    }

    #[test]
    fn large_fixtures_are_timed() {
        assert!(is_timed("max-n", 10));
        assert!(is_timed("beyond-n", LARGE_INPUT_BYTES));
        assert!(!is_timed("beyond-n", LARGE_INPUT_BYTES - 1));
        assert!(!is_timed("edge-n", 1 << 20) && !is_timed("sample-1", 1 << 20));
    }

    #[test]
    fn peers_are_built_by_their_extension() {
        let program = |file: &str| {
            peer_compiler(Path::new(file), Path::new("out"))
                .map(|command| command.get_program().to_string_lossy().into_owned())
        };
        assert_eq!(program("p.cpp").as_deref(), Ok("g++"));
        assert_eq!(program("p.cc").as_deref(), Ok("g++"));
        assert_eq!(program("p.c").as_deref(), Ok("gcc"));
        assert!(program("p.py").is_err());
    }
}
