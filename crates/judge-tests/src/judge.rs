//! The judge: each `main.rs` compiled alone with bare `rustc` in every edition a judge may use,
//! every fixture run through the binary under the problem's time and memory limits, the output
//! compared as the problem's metadata says, and a table of verdicts, times and memory.
//!
//! Because this machine is not the judge's, a fixture passes only with a wide margin: it may
//! use at most `1 / MARGIN` of each limit.

use std::fmt;
use std::fs::{self, File};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;
use std::thread;
use std::time::{Duration, Instant};

use crate::fixtures;
use crate::metadata::{self, Compare, Metadata};

/// Every edition a judge may compile with (plain `rustc` is 2015).
pub const EDITIONS: [&str; 4] = ["2015", "2018", "2021", "2024"];

/// The edition whose binary is run on the fixtures; the others are type-checked only, which
/// reports the same errors and warnings.
pub const RUN_EDITION: &str = "2021";

/// A fixture must stay within a quarter of each limit.
pub const MARGIN: u32 = 4;

/// Inputs every submission must refuse: one `error:` line, nothing on stdout, status 1.
pub const BAD_INPUTS: &[&[u8]] = &[
    b"",
    b"   \n\t\n",
    b"x",
    b"-1",
    b"+1",
    b"18446744073709551616",
    b"1e3",
    b"\0",
    b"\xef\xbb\xbf",
    b"\xff",
    b"1\x0b",
];

/// The compiler: `$JUDGE_RUSTC`, else `rustc` from the path.
pub fn rustc() -> String {
    std::env::var("JUDGE_RUSTC").unwrap_or_else(|_| "rustc".to_string())
}

/// The compiler's version line, e.g. `rustc 1.75.0 (82e1608df 2023-12-21)`.
pub fn rustc_version() -> Result<String, String> {
    let output = Command::new(rustc())
        .arg("--version")
        .output()
        .map_err(|err| format!("cannot run {}: {err}", rustc()))?;
    Ok(String::from_utf8_lossy(&output.stdout).trim().to_string())
}

/// The editions this compiler offers: 2024 is stable from Rust 1.85.
pub fn editions_offered(version_line: &str) -> Vec<&'static str> {
    let minor = version_line
        .split_whitespace()
        .nth(1)
        .and_then(|version| version.split('.').nth(1))
        .and_then(|minor| minor.parse::<u32>().ok())
        .unwrap_or(u32::MAX);
    EDITIONS
        .iter()
        .copied()
        .filter(|&edition| edition != "2024" || minor >= 85)
        .collect()
}

/// Compiles one source file alone, as a judge does: `rustc --edition E -O`, to a binary at
/// `output`, or type-checked only (`--emit=metadata`) when `run` is false. Any diagnostic fails.
pub fn compile(source: &Path, edition: &str, output: &Path, run: bool) -> Result<(), String> {
    let mut command = Command::new(rustc());
    command.args(["--edition", edition, "-O", "--crate-name", "submission"]);
    if !run {
        command.arg("--emit=metadata");
    }
    let result = command
        .arg("-o")
        .arg(output)
        .arg(source)
        .output()
        .map_err(|err| format!("cannot run {}: {err}", rustc()))?;
    let diagnostics = String::from_utf8_lossy(&result.stderr);
    if !result.status.success() {
        Err(format!("edition {edition}: rustc fails:\n{diagnostics}"))
    } else if !diagnostics.trim().is_empty() {
        Err(format!("edition {edition}: rustc warns:\n{diagnostics}"))
    } else {
        Ok(())
    }
}

/// Compiles `source` in every edition offered; returns the binary of `RUN_EDITION` and the
/// editions checked.
pub fn build(source: &Path, build_dir: &Path) -> Result<(PathBuf, Vec<&'static str>), String> {
    fs::create_dir_all(build_dir)
        .map_err(|err| format!("cannot create {}: {err}", build_dir.display()))?;
    let editions = editions_offered(&rustc_version()?);
    let binary = build_dir.join(format!("submission{}", std::env::consts::EXE_SUFFIX));
    for &edition in &editions {
        let run = edition == RUN_EDITION;
        let output = if run {
            binary.clone()
        } else {
            build_dir.join(format!("check-{edition}.rmeta"))
        };
        compile(source, edition, &output, run)?;
    }
    Ok((binary, editions))
}

/// A problem's time and memory limits.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub time: Duration,
    pub memory_bytes: u64,
}

impl Limits {
    pub fn of(metadata: &Metadata) -> Limits {
        Limits {
            time: metadata.time_limit,
            memory_bytes: metadata.memory_limit_bytes(),
        }
    }
}

/// What standard input is: bytes through a pipe, or a file as it was opened.
pub enum Stdin {
    Bytes(Vec<u8>),
    File(File),
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    Code(i32),
    Signal(i32),
    /// Killed at the time limit.
    TimedOut,
}

/// One run of a binary.
#[derive(Debug)]
pub struct Run {
    pub exit: Exit,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub wall: Duration,
    /// User and system time, where the platform reports it.
    pub cpu: Option<Duration>,
    /// Peak resident memory in bytes, where the platform reports it.
    pub peak_memory: Option<u64>,
}

impl Run {
    /// CPU time where known, else wall time: what the time limit is held against.
    pub fn time(&self) -> Duration {
        self.cpu.unwrap_or(self.wall)
    }

    pub fn stderr_line(&self) -> String {
        String::from_utf8_lossy(&self.stderr)
            .lines()
            .next()
            .unwrap_or("")
            .to_string()
    }
}

static MEASURER: OnceLock<PathBuf> = OnceLock::new();

/// Runs every submission through `judge measure` (the `judge` binary), a small process that
/// starts the submission and reads its usage. A process started straight from a large one (a
/// test binary) inherits that parent's peak in its own peak resident size, so without the
/// measurer (or off Linux) no peak memory is reported.
pub fn use_measurer(judge_binary: &Path) {
    // A second call names the same binary: nothing to do.
    let _ = MEASURER.set(judge_binary.to_path_buf());
}

/// Runs `binary` on `stdin` under `limits`: killed at the time limit (wall), and on Linux held
/// to the memory limit as its address space, so that a runaway allocation fails in the child
/// and is judged `MLE` instead of taking the machine down. Standard error goes to `stderr` when
/// given (and is then not captured).
pub fn run(
    binary: &Path,
    stdin: Stdin,
    stderr: Option<File>,
    limits: Limits,
) -> Result<Run, String> {
    let report = MEASURER
        .get()
        .filter(|_| cfg!(target_os = "linux"))
        .map(|judge| {
            static RUNS: AtomicUsize = AtomicUsize::new(0);
            let report = std::env::temp_dir().join(format!(
                "judge-measure-{}-{}",
                std::process::id(),
                RUNS.fetch_add(1, Ordering::Relaxed)
            ));
            (judge, report)
        });
    let mut command = match &report {
        Some((judge, report)) => {
            let mut command = Command::new(judge);
            command
                .arg("measure")
                .arg(limits.time.as_millis().to_string())
                .arg(limits.memory_bytes.to_string())
                .arg(report)
                .arg(binary);
            command
        }
        None => sys::command(binary, limits),
    };
    command.stdout(Stdio::piped());
    let feed = match stdin {
        Stdin::Bytes(bytes) => {
            command.stdin(Stdio::piped());
            Some(bytes)
        }
        Stdin::File(file) => {
            command.stdin(Stdio::from(file));
            None
        }
    };
    match stderr {
        Some(file) => command.stderr(Stdio::from(file)),
        None => command.stderr(Stdio::piped()),
    };
    let started = Instant::now();
    let mut child = command
        .spawn()
        .map_err(|err| format!("cannot start {}: {err}", binary.display()))?;
    let feeder = child.stdin.take().zip(feed).map(|(mut pipe, bytes)| {
        // A submission that stops reading early closes the pipe: not an error of the judge.
        thread::spawn(move || drop(pipe.write_all(&bytes)))
    });
    let stdout = collect(child.stdout.take());
    let stderr = collect(child.stderr.take());
    let ended = match &report {
        // The measurer enforces the limit itself; the extra time is only against a hang.
        Some((_, report)) => {
            sys::wait(&mut child, limits.time + Duration::from_secs(10))?;
            let text = fs::read_to_string(report)
                .map_err(|err| format!("the measurer left no report: {err}"))?;
            drop(fs::remove_file(report));
            parse_report(&text)?
        }
        None => {
            let mut ended = sys::wait(&mut child, limits.time)?;
            ended.wall = started.elapsed();
            // Inherited from this process, not the submission's own.
            ended.peak_memory = None;
            ended
        }
    };
    if let Some(feeder) = feeder {
        drop(feeder.join());
    }
    Ok(Run {
        exit: ended.exit,
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
        wall: ended.wall,
        cpu: ended.cpu,
        peak_memory: ended.peak_memory,
    })
}

/// Reads a stream to its end on a thread of its own.
fn collect(stream: Option<impl Read + Send + 'static>) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(mut stream) = stream {
            drop(stream.read_to_end(&mut bytes));
        }
        bytes
    })
}

/// `judge measure <time-limit-ms> <memory-bytes> <report> <binary>`: runs the binary under
/// the limits with this process's standard streams, and writes how it ended to `report`.
pub fn measure(args: &[String]) -> Result<(), String> {
    let [time, memory, report, binary] = args else {
        return Err("usage: judge measure <time-limit-ms> <memory-bytes> <report> <binary>".into());
    };
    let number = |text: &str| {
        text.parse::<u64>()
            .map_err(|err| format!("{text:?}: {err}"))
    };
    let limits = Limits {
        time: Duration::from_millis(number(time)?),
        memory_bytes: number(memory)?,
    };
    let started = Instant::now();
    let mut child = sys::command(Path::new(binary), limits)
        .spawn()
        .map_err(|err| format!("cannot start {binary}: {err}"))?;
    let mut ended = sys::wait(&mut child, limits.time)?;
    ended.wall = started.elapsed();
    let (kind, value) = match ended.exit {
        Exit::Code(code) => ("code", code),
        Exit::Signal(signal) => ("signal", signal),
        Exit::TimedOut => ("timeout", 0),
    };
    let micros = |duration: Option<Duration>| duration.map_or(0, |duration| duration.as_micros());
    let line = format!(
        "{kind} {value} {} {} {}\n",
        micros(Some(ended.wall)),
        micros(ended.cpu),
        ended.peak_memory.unwrap_or(0)
    );
    fs::write(report, line).map_err(|err| format!("{report}: {err}"))
}

fn parse_report(text: &str) -> Result<Ended, String> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let number = |index: usize| -> Result<u64, String> {
        fields
            .get(index)
            .and_then(|field| field.parse().ok())
            .ok_or_else(|| format!("bad measurer report {text:?}"))
    };
    let value = i32::try_from(number(1)?).map_err(|err| err.to_string())?;
    let exit = match fields.first() {
        Some(&"code") => Exit::Code(value),
        Some(&"signal") => Exit::Signal(value),
        Some(&"timeout") => Exit::TimedOut,
        _ => return Err(format!("bad measurer report {text:?}")),
    };
    Ok(Ended {
        exit,
        wall: Duration::from_micros(number(2)?),
        cpu: Some(Duration::from_micros(number(3)?)),
        peak_memory: Some(number(4)?),
    })
}

struct Ended {
    exit: Exit,
    wall: Duration,
    cpu: Option<Duration>,
    peak_memory: Option<u64>,
}

#[cfg(target_os = "linux")]
mod sys {
    //! `wait4` for the child's own CPU time and peak memory; `ulimit` in `sh` for its limits.
    use std::os::raw::{c_int, c_long};
    use std::os::unix::process::ExitStatusExt;
    use std::path::Path;
    use std::process::{Child, Command};
    use std::sync::mpsc;
    use std::thread;
    use std::time::Duration;

    use super::{Ended, Exit, Limits};

    #[repr(C)]
    #[derive(Default)]
    struct Timeval {
        seconds: c_long,
        microseconds: c_long,
    }

    /// `struct rusage`: two `timeval`s, then fourteen `long`s, `ru_maxrss` (KiB) first.
    #[repr(C)]
    #[derive(Default)]
    struct Rusage {
        user: Timeval,
        system: Timeval,
        max_resident_kib: c_long,
        rest: [c_long; 13],
    }

    const EINTR: c_int = 4;

    extern "C" {
        fn wait4(pid: c_int, status: *mut c_int, options: c_int, usage: *mut Rusage) -> c_int;
    }

    /// The binary started by `sh`, which first holds its address space to the memory limit and
    /// its CPU time to the time limit plus two seconds (a backstop: the wall-clock kill comes
    /// first), then becomes it by `exec`: the limits are set without unsafe code between fork
    /// and exec. (The peak it reports is its own only when the process starting it is small,
    /// hence `judge measure`.)
    pub fn command(binary: &Path, limits: Limits) -> Command {
        let mut command = Command::new("sh");
        command
            .arg("-c")
            .arg(format!(
                "ulimit -v {} && ulimit -t {} && exec \"$0\"",
                limits.memory_bytes >> 10,
                limits.time.as_secs() + 2
            ))
            .arg(binary);
        command
    }

    /// Waits for the child (killing it at `time_limit`) and reaps it with its resource usage.
    pub fn wait(child: &mut Child, time_limit: Duration) -> Result<Ended, String> {
        let pid = c_int::try_from(child.id()).map_err(|err| err.to_string())?;
        let (sender, receiver) = mpsc::channel();
        thread::spawn(move || loop {
            let mut status: c_int = 0;
            let mut usage = Rusage::default();
            // SAFETY: both pointers are to live locals of the right types; the child is not
            // reaped elsewhere (std's Child never waits unless asked, and it is not asked).
            let reaped = unsafe { wait4(pid, &mut status, 0, &mut usage) };
            if reaped == pid {
                drop(sender.send(Ok((status, usage))));
                return;
            }
            let error = std::io::Error::last_os_error();
            if error.raw_os_error() != Some(EINTR) {
                drop(sender.send(Err(format!("wait4: {error}"))));
                return;
            }
        });
        let (reaped, timed_out) = match receiver.recv_timeout(time_limit) {
            Ok(reaped) => (reaped, false),
            Err(_) => {
                // Not reaped yet, so the pid is still the child's.
                drop(child.kill());
                (receiver.recv().map_err(|err| err.to_string())?, true)
            }
        };
        let (status, usage) = reaped?;
        let status = std::process::ExitStatus::from_raw(status);
        let time = |time: &Timeval| {
            Duration::from_secs(u64::try_from(time.seconds).unwrap_or(0))
                + Duration::from_micros(u64::try_from(time.microseconds).unwrap_or(0))
        };
        let exit = match (timed_out, status.code(), status.signal()) {
            (true, _, _) => Exit::TimedOut,
            (false, Some(code), _) => Exit::Code(code),
            (false, None, signal) => Exit::Signal(signal.unwrap_or(0)),
        };
        Ok(Ended {
            exit,
            wall: Duration::ZERO,
            cpu: Some(time(&usage.user) + time(&usage.system)),
            peak_memory: Some(u64::try_from(usage.max_resident_kib).unwrap_or(0) << 10),
        })
    }
}

#[cfg(not(target_os = "linux"))]
mod sys {
    //! Elsewhere only the wall time is known and only the time limit is enforced.
    use std::path::Path;
    use std::process::{Child, Command};
    use std::thread;
    use std::time::{Duration, Instant};

    use super::{Ended, Exit, Limits};

    pub fn command(binary: &Path, _limits: Limits) -> Command {
        Command::new(binary)
    }

    pub fn wait(child: &mut Child, time_limit: Duration) -> Result<Ended, String> {
        let started = Instant::now();
        loop {
            if let Some(status) = child.try_wait().map_err(|err| err.to_string())? {
                let exit = status.code().map_or(Exit::Signal(0), Exit::Code);
                return Ok(Ended {
                    exit,
                    wall: started.elapsed(),
                    cpu: None,
                    peak_memory: None,
                });
            }
            if started.elapsed() >= time_limit {
                drop(child.kill());
                drop(child.wait());
                return Ok(Ended {
                    exit: Exit::TimedOut,
                    wall: started.elapsed(),
                    cpu: None,
                    peak_memory: None,
                });
            }
            thread::sleep(Duration::from_millis(1));
        }
    }
}

/// A judge's verdict on one fixture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Ok,
    WrongAnswer(String),
    TimeLimit,
    MemoryLimit,
    RuntimeError(String),
    /// Accepted, but using more than `1 / MARGIN` of a limit on this machine.
    TooClose(String),
}

impl Verdict {
    pub fn short(&self) -> &'static str {
        match self {
            Verdict::Ok => "OK",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::TimeLimit => "TLE",
            Verdict::MemoryLimit => "MLE",
            Verdict::RuntimeError(_) => "RE",
            Verdict::TooClose(_) => "MARGIN",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Verdict::WrongAnswer(why) | Verdict::RuntimeError(why) | Verdict::TooClose(why) => {
                write!(formatter, "{}: {why}", self.short())
            }
            _ => write!(formatter, "{}", self.short()),
        }
    }
}

/// The verdict on a run: limits first, then the exit status, then the output (`judge_output`
/// compares it with the snapshot or runs the checker), then the margin.
pub fn verdict(
    run: &Run,
    limits: Limits,
    judge_output: impl FnOnce(&str) -> Result<(), String>,
) -> Verdict {
    let allocation_failed = String::from_utf8_lossy(&run.stderr).contains("memory allocation of");
    if run.exit == Exit::TimedOut || run.time() > limits.time {
        return Verdict::TimeLimit;
    }
    if run
        .peak_memory
        .is_some_and(|peak| peak > limits.memory_bytes)
        || (run.exit != Exit::Code(0) && allocation_failed)
    {
        return Verdict::MemoryLimit;
    }
    match run.exit {
        Exit::Code(0) => {}
        Exit::Code(code) => {
            return Verdict::RuntimeError(format!("exit status {code}: {}", run.stderr_line()))
        }
        Exit::Signal(signal) => {
            return Verdict::RuntimeError(format!("signal {signal}: {}", run.stderr_line()))
        }
        Exit::TimedOut => return Verdict::TimeLimit,
    }
    let Ok(output) = std::str::from_utf8(&run.stdout) else {
        return Verdict::WrongAnswer("the output is not UTF-8".to_string());
    };
    if let Err(why) = judge_output(output) {
        return Verdict::WrongAnswer(why);
    }
    let time_share = share(run.time().as_secs_f64(), limits.time.as_secs_f64());
    let memory_share = run
        .peak_memory
        .map(|peak| share(peak as f64, limits.memory_bytes as f64));
    let most = 100.0 / f64::from(MARGIN);
    match memory_share {
        _ if time_share > most => Verdict::TooClose(format!(
            "{time_share:.1}% of the time limit (at most {most}%)"
        )),
        Some(memory_share) if memory_share > most => Verdict::TooClose(format!(
            "{memory_share:.1}% of the memory limit (at most {most}%)"
        )),
        _ => Verdict::Ok,
    }
}

/// `part` as a percentage of `whole`.
pub fn share(part: f64, whole: f64) -> f64 {
    100.0 * part / whole
}

/// Exact comparison: `Ok`, or the first line that differs, with both lines.
pub fn compare_exact(expected: &str, output: &str) -> Result<(), String> {
    if expected == output {
        return Ok(());
    }
    let (mut want, mut got) = (expected.split('\n'), output.split('\n'));
    for line in 1.. {
        match (want.next(), got.next()) {
            (Some(want), Some(got)) if want == got => continue,
            (want, got) => {
                let shown = |line: Option<&str>| {
                    line.map_or("end of output".to_string(), |line| {
                        let cut: String = line.chars().take(60).collect();
                        format!("{cut:?}")
                    })
                };
                return Err(format!(
                    "line {line}: expected {}, found {}",
                    shown(want),
                    shown(got)
                ));
            }
        }
    }
    Err("outputs differ".to_string())
}

/// One fixture's outcome.
#[derive(Debug)]
pub struct FixtureReport {
    pub fixture: String,
    pub verdict: Verdict,
    pub run: Run,
}

/// Everything `check` found for one problem.
#[derive(Debug)]
pub struct ProblemReport {
    pub problem: String,
    pub metadata: Metadata,
    pub editions: Vec<&'static str>,
    pub fixtures: Vec<FixtureReport>,
    /// Bad inputs that were not refused properly, with what happened.
    pub bad_input_failures: Vec<String>,
    pub bad_inputs: usize,
}

impl ProblemReport {
    pub fn passed(&self) -> bool {
        self.bad_input_failures.is_empty()
            && self
                .fixtures
                .iter()
                .all(|fixture| fixture.verdict == Verdict::Ok)
    }

    /// Every failure, one per line.
    pub fn failures(&self) -> Vec<String> {
        let fixtures = self
            .fixtures
            .iter()
            .filter(|fixture| fixture.verdict != Verdict::Ok)
            .map(|fixture| format!("{}/{}: {}", self.problem, fixture.fixture, fixture.verdict));
        let bad = self
            .bad_input_failures
            .iter()
            .map(|failure| format!("{}: {failure}", self.problem));
        fixtures.chain(bad).collect()
    }
}

/// How a problem's output is judged: against the snapshot, or by its checker.
pub fn judge_output(
    problem: &str,
    compare: Compare,
    input: &[u8],
    expected: &str,
    output: &str,
) -> Result<(), String> {
    match compare {
        Compare::Exact => compare_exact(expected, output),
        Compare::Checker => crate::checker::check(problem, &String::from_utf8_lossy(input), output),
    }
}

/// Runs one fixture through `binary` under the problem's limits and judges it as the metadata
/// says: against the snapshot's output, or by the checker. A missing snapshot expects nothing.
pub fn judge_fixture(
    problem: &str,
    metadata: &Metadata,
    binary: &Path,
    input_path: &Path,
) -> Result<FixtureReport, String> {
    let limits = Limits::of(metadata);
    let fixture = fixtures::stem(input_path);
    let input = fs::read(input_path).map_err(|err| format!("{}: {err}", input_path.display()))?;
    let expected = fixtures::snapshot_output(problem, &fixture).unwrap_or_default();
    let run = run(binary, Stdin::Bytes(input.clone()), None, limits)?;
    let verdict = verdict(&run, limits, |output| {
        judge_output(problem, metadata.compare, &input, &expected, output)
    });
    Ok(FixtureReport {
        fixture,
        verdict,
        run,
    })
}

/// Judges a submission (`source`, by default the problem's `main.rs`) on every fixture of the
/// problem and on the bad inputs.
pub fn check_source(
    problem: &str,
    source: &Path,
    build_dir: &Path,
) -> Result<ProblemReport, String> {
    let metadata = metadata::read(problem)?;
    let limits = Limits::of(&metadata);
    let (binary, editions) = build(source, build_dir)?;
    let mut reports = Vec::new();
    for path in fixtures::inputs(problem)? {
        reports.push(judge_fixture(problem, &metadata, &binary, &path)?);
    }
    let mut bad_input_failures = Vec::new();
    let solver = crate::problem(problem).map(|problem| problem.run);
    for &input in BAD_INPUTS {
        let run = run(&binary, Stdin::Bytes(input.to_vec()), None, limits)?;
        let stderr = String::from_utf8_lossy(&run.stderr).into_owned();
        let in_process = solver.map(|run| run(input));
        let failure = if run.exit != Exit::Code(1) {
            Some(format!("exit {:?}, not status 1", run.exit))
        } else if !run.stdout.is_empty() {
            Some("wrote to stdout".to_string())
        } else if !stderr.starts_with("error: ") || stderr.lines().count() != 1 {
            Some(format!("stderr is not one `error:` line: {stderr:?}"))
        } else if in_process.is_some_and(|result| {
            result != Err(stderr.trim_end().trim_start_matches("error: ").to_string())
        }) {
            Some(format!(
                "binary and `run` report different errors: {stderr:?}"
            ))
        } else {
            None
        };
        if let Some(failure) = failure {
            bad_input_failures.push(format!(
                "bad input {:?}: {failure}",
                String::from_utf8_lossy(input)
            ));
        }
    }
    Ok(ProblemReport {
        problem: problem.to_string(),
        metadata,
        editions,
        fixtures: reports,
        bad_input_failures,
        bad_inputs: BAD_INPUTS.len(),
    })
}

/// Judges a problem's own `main.rs`, building under `build_root/<problem>`.
pub fn check(problem: &str, build_root: &Path) -> Result<ProblemReport, String> {
    check_source(
        problem,
        &fixtures::main_rs(problem),
        &build_root.join(problem),
    )
}

/// Judges several problems at once, one thread each, in the order given.
pub fn check_all(problems: &[&str], build_root: &Path) -> Vec<Result<ProblemReport, String>> {
    thread::scope(|scope| {
        let handles: Vec<_> = problems
            .iter()
            .map(|&problem| scope.spawn(move || check(problem, build_root)))
            .collect();
        handles
            .into_iter()
            .zip(problems)
            .map(|(handle, problem)| {
                handle
                    .join()
                    .unwrap_or_else(|_| Err(format!("{problem}: the judge thread panicked")))
            })
            .collect()
    })
}

pub fn milliseconds(duration: Duration) -> String {
    format!("{:.1} ms", duration.as_secs_f64() * 1000.0)
}

pub fn mebibytes(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / f64::from(1u32 << 20))
}

/// The table `cargo judge check` prints: one row per problem.
pub fn table(reports: &[ProblemReport]) -> String {
    let mut text = format!(
        "{:<24} {:<20} {:>8} {:<12} {:>9} {:>7} {:>9} {:>7} {:>5}\n",
        "problem",
        "editions",
        "fixtures",
        "verdicts",
        "slowest",
        "of TL",
        "peak mem",
        "of ML",
        "bad"
    );
    for report in reports {
        let limits = Limits::of(&report.metadata);
        let mut counts: Vec<(&str, usize)> = Vec::new();
        for fixture in &report.fixtures {
            let short = fixture.verdict.short();
            match counts.iter_mut().find(|(verdict, _)| *verdict == short) {
                Some((_, count)) => *count += 1,
                None => counts.push((short, 1)),
            }
        }
        let verdicts: Vec<String> = counts
            .iter()
            .map(|(verdict, count)| format!("{count} {verdict}"))
            .collect();
        // CPU time, except for a run killed at the limit: a sleeping one uses none.
        let slowest = report
            .fixtures
            .iter()
            .map(|fixture| match fixture.verdict {
                Verdict::TimeLimit => fixture.run.wall.max(fixture.run.time()),
                _ => fixture.run.time(),
            })
            .max();
        let peak = report
            .fixtures
            .iter()
            .filter_map(|fixture| fixture.run.peak_memory)
            .max();
        let bad_passed = report.bad_inputs - report.bad_input_failures.len();
        text.push_str(&format!(
            "{:<24} {:<20} {:>8} {:<12} {:>9} {:>6.1}% {:>9} {:>7} {:>5}\n",
            report.problem,
            report.editions.join(" "),
            report.fixtures.len(),
            verdicts.join(", "),
            slowest.map_or("-".to_string(), milliseconds),
            slowest.map_or(0.0, |time| share(
                time.as_secs_f64(),
                limits.time.as_secs_f64()
            )),
            peak.map_or("-".to_string(), mebibytes),
            peak.map_or("-".to_string(), |peak| format!(
                "{:.1}%",
                share(peak as f64, limits.memory_bytes as f64)
            )),
            format!("{bad_passed}/{}", report.bad_inputs),
        ));
    }
    text
}

/// The median and the fastest of some durations.
pub fn median_and_fastest(mut times: Vec<Duration>) -> (Duration, Duration) {
    times.sort();
    let median = times.get(times.len() / 2).copied().unwrap_or_default();
    (median, times.first().copied().unwrap_or_default())
}

/// Times each problem on its `max-*` fixtures and its `beyond-*` ones of 1 KiB or more (the
/// large inputs past the statement), `runs` runs each: one row per fixture with the median and
/// fastest wall time and the median CPU time.
pub fn bench(problems: &[&str], runs: usize, build_root: &Path) -> Result<String, String> {
    let mut text = format!(
        "{:<24} {:<40} {:>11} {:>11} {:>11}\n",
        "problem", "fixture", "median wall", "min wall", "median cpu"
    );
    for &problem in problems {
        let metadata = metadata::read(problem)?;
        let dir = build_root.join(problem);
        fs::create_dir_all(&dir).map_err(|err| err.to_string())?;
        let binary = dir.join(format!("bench{}", std::env::consts::EXE_SUFFIX));
        compile(&fixtures::main_rs(problem), RUN_EDITION, &binary, true)?;
        for path in fixtures::inputs(problem)? {
            let fixture = fixtures::stem(&path);
            let input = fs::read(&path).map_err(|err| err.to_string())?;
            let large_beyond = fixture.starts_with("beyond-") && input.len() >= 1 << 10;
            if !(fixture.starts_with("max-") || large_beyond) {
                continue;
            }
            let mut walls = Vec::new();
            let mut cpus = Vec::new();
            for _ in 0..runs {
                let run = run(
                    &binary,
                    Stdin::Bytes(input.clone()),
                    None,
                    Limits::of(&metadata),
                )?;
                walls.push(run.wall);
                cpus.push(run.time());
            }
            let (median_wall, fastest_wall) = median_and_fastest(walls);
            let (median_cpu, _) = median_and_fastest(cpus);
            text.push_str(&format!(
                "{:<24} {:<40} {:>11} {:>11} {:>11}\n",
                problem,
                format!("{fixture}.in"),
                milliseconds(median_wall),
                milliseconds(fastest_wall),
                milliseconds(median_cpu)
            ));
        }
    }
    Ok(text)
}

/// The peer: game-with-stones in C++ with the usual fast reader (one `fread`, digits by hand).
pub fn peer_source() -> PathBuf {
    fixtures::workspace_root().join("crates/judge-tests/peers/game-with-stones.cpp")
}

/// Times game-with-stones against its C++ peer on 10^6 random `u64` piles (about 20 MB), the
/// two binaries alternating, `runs` runs each; prints both medians and their ratio. Needs `g++`.
pub fn peer(runs: usize, build_root: &Path) -> Result<String, String> {
    let dir = build_root.join("peer");
    fs::create_dir_all(&dir).map_err(|err| err.to_string())?;
    let rust_binary = dir.join(format!("rust{}", std::env::consts::EXE_SUFFIX));
    let cpp_binary = dir.join(format!("cpp{}", std::env::consts::EXE_SUFFIX));
    compile(
        &fixtures::main_rs("game-with-stones"),
        RUN_EDITION,
        &rust_binary,
        true,
    )?;
    let cpp = Command::new("g++")
        .args(["-O2", "-o"])
        .arg(&cpp_binary)
        .arg(peer_source())
        .output()
        .map_err(|err| format!("g++ is needed for the peer: {err}"))?;
    if !cpp.status.success() {
        return Err(format!(
            "g++ fails:\n{}",
            String::from_utf8_lossy(&cpp.stderr)
        ));
    }
    let mut rng = crate::support::SplitMix64::new(20);
    let piles: Vec<u64> = (0..1_000_000).map(|_| rng.next_u64()).collect();
    let input = fixtures::game_with_stones_input(&piles).into_bytes();
    let limits = Limits {
        time: Duration::from_secs(10),
        memory_bytes: 1 << 30,
    };
    let mut times = [Vec::new(), Vec::new(), Vec::new(), Vec::new()];
    let mut outputs = Vec::new();
    for _ in 0..runs {
        for (index, binary) in [&rust_binary, &cpp_binary].into_iter().enumerate() {
            let run = run(binary, Stdin::Bytes(input.clone()), None, limits)?;
            times[index].push(run.time());
            times[index + 2].push(run.wall);
            outputs.push(run.stdout);
        }
    }
    if outputs.windows(2).any(|pair| pair[0] != pair[1]) {
        return Err("the Rust and C++ outputs differ".to_string());
    }
    let [rust_cpu, cpp_cpu, rust_wall, cpp_wall] = times.map(|times| median_and_fastest(times).0);
    Ok(format!(
        "game-with-stones on 10^6 random u64 piles ({} bytes), median of {runs} alternating runs\n\
         {:<28} {:>12} {:>12}\n{:<28} {:>12} {:>12}\n{:<28} {:>12} {:>12}\n\
         Rust / C++ CPU time: {:.2}\n",
        input.len(),
        "",
        "cpu",
        "wall",
        "Rust (rustc -O)",
        milliseconds(rust_cpu),
        milliseconds(rust_wall),
        "C++ fast reader (g++ -O2)",
        milliseconds(cpp_cpu),
        milliseconds(cpp_wall),
        rust_cpu.as_secs_f64() / cpp_cpu.as_secs_f64()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: Limits = Limits {
        time: Duration::from_millis(1000),
        memory_bytes: 256 << 20,
    };

    fn run(exit: Exit, cpu_ms: u64, memory_mib: u64, stderr: &str) -> Run {
        Run {
            exit,
            stdout: b"1\n".to_vec(),
            stderr: stderr.as_bytes().to_vec(),
            wall: Duration::from_millis(cpu_ms + 1),
            cpu: Some(Duration::from_millis(cpu_ms)),
            peak_memory: Some(memory_mib << 20),
        }
    }

    fn judged(run: &Run) -> Verdict {
        verdict(run, LIMITS, |output| compare_exact("1\n", output))
    }

    #[test]
    fn verdicts_follow_limits_then_status_then_output_then_margin() {
        assert_eq!(judged(&run(Exit::Code(0), 10, 4, "")), Verdict::Ok);
        assert_eq!(judged(&run(Exit::TimedOut, 10, 4, "")), Verdict::TimeLimit);
        assert_eq!(judged(&run(Exit::Code(0), 1001, 4, "")), Verdict::TimeLimit);
        assert_eq!(
            judged(&run(Exit::Code(0), 10, 257, "")),
            Verdict::MemoryLimit
        );
        assert_eq!(
            judged(&run(
                Exit::Signal(6),
                10,
                4,
                "memory allocation of 8 bytes failed\n"
            )),
            Verdict::MemoryLimit
        );
        assert_eq!(
            judged(&run(Exit::Code(1), 10, 4, "error: oops\nmore\n")),
            Verdict::RuntimeError("exit status 1: error: oops".to_string())
        );
        assert_eq!(
            judged(&run(Exit::Signal(11), 10, 4, "")),
            Verdict::RuntimeError("signal 11: ".to_string())
        );
        let mut wrong = run(Exit::Code(0), 10, 4, "");
        wrong.stdout = b"0\n".to_vec();
        assert_eq!(
            judged(&wrong),
            Verdict::WrongAnswer("line 1: expected \"1\", found \"0\"".to_string())
        );
        assert_eq!(
            judged(&run(Exit::Code(0), 251, 4, "")),
            Verdict::TooClose("25.1% of the time limit (at most 25%)".to_string())
        );
        assert_eq!(
            judged(&run(Exit::Code(0), 10, 65, "")),
            Verdict::TooClose("25.4% of the memory limit (at most 25%)".to_string())
        );
        assert_eq!(judged(&run(Exit::Code(0), 250, 64, "")), Verdict::Ok);
    }

    #[test]
    fn measurer_reports_are_read_back() {
        let ended = parse_report("signal 9 1500 1200 4096\n").expect("a report");
        assert_eq!(ended.exit, Exit::Signal(9));
        assert_eq!(ended.wall, Duration::from_micros(1500));
        assert_eq!(ended.cpu, Some(Duration::from_micros(1200)));
        assert_eq!(ended.peak_memory, Some(4096));
        assert_eq!(
            parse_report("timeout 0 1 1 1").map(|ended| ended.exit),
            Ok(Exit::TimedOut)
        );
        assert!(parse_report("code x 1 1 1").is_err() && parse_report("").is_err());
    }
}
