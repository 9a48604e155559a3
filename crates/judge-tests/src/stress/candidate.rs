//! What a stress run tests: the solution's `solve` in process, the write-up's approach, or any
//! program (given, or built from a source as the problem's judge builds it), run once per case.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use judge::check::Submission;
use judge::process::{Exit, Limits, Runner, Stdin};

use crate::Solver;

pub enum Candidate {
    /// A `solve` called in process; an error on an input of the domain is a failure.
    Solve(Solver),
    /// The write-up's approach, called in process on the input read through the format.
    Writeup(&'static crate::Problem),
    /// A program, run as the judge runs it (in the sandbox, the input a file on stdin): the
    /// answer from stdout. A crash, a non-zero exit, CPU time past the problem's limit or
    /// output past the output limit is a failure. `args` come before the input: a script's
    /// interpreter is the program, the script its last argument.
    Program {
        path: PathBuf,
        args: Vec<OsString>,
        limits: Limits,
    },
}

/// A program of `problem` as its judge runs it: an `--exe` checked as `program` says, or a
/// source built as the problem's judge builds it (by its extension: Rust, C, C++, Python), with
/// the judge's limits for it.
pub fn judged(
    problem: &str,
    submission: &Submission,
) -> Result<(PathBuf, Vec<OsString>, Limits), String> {
    let judge = crate::judge(None);
    let selected = judge::metadata::select(&judge.workspace, &[problem.to_string()])?;
    let problem = selected.into_iter().next().ok_or("no metadata")?;
    if let Submission::Exe(path) = submission {
        program(path, problem.metadata.limits)?;
    }
    let profile = judge.profile(&problem);
    let (program, _) = judge.build_for_judge(profile, submission)?;
    let (path, args) = program.command();
    Ok((path, args, judge.run_limits(&problem)))
}

/// `path` checked as a program before any case is judged, so that a path that cannot run is an
/// error and never a counterexample: a name without a folder is looked up on `PATH`, as a shell
/// would; the file must exist, be a file, be executable, (on Unix) be `startable`, and start
/// where every case will run it (`starts`).
pub fn program(path: &Path, limits: Limits) -> Result<PathBuf, String> {
    let found = found_program(path)?;
    starts(&found, limits)?;
    Ok(found)
}

/// Whether the program starts as each case will run it (in the sandbox, which holds only the
/// system's files): run once on an empty input, it may fail any way but by not starting.
fn starts(path: &Path, limits: Limits) -> Result<(), String> {
    let empty = Stdin::Bytes(Vec::new());
    let run = Runner::default().run(path, &[], empty, None, limits);
    let shown = path.display();
    match run.map(|run| run.not_started()) {
        Ok(None) => Ok(()),
        Ok(Some(why)) => Err(format!(
            "--exe {shown}: it does not start where it runs: {why}"
        )),
        Err(err) => Err(format!("--exe {shown}: {err}")),
    }
}

/// The file `path` names, checked as `program` says, before it is tried.
fn found_program(path: &Path) -> Result<PathBuf, String> {
    let found = match path.components().count() {
        1 if !path.is_absolute() && !path.starts_with(".") => on_path(path)?,
        _ => path.to_path_buf(),
    };
    let shown = found.display();
    let metadata = std::fs::metadata(&found).map_err(|err| format!("--exe {shown}: {err}"))?;
    if !metadata.is_file() {
        return Err(format!("--exe {shown}: not a file"));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        if metadata.permissions().mode() & 0o111 == 0 {
            return Err(format!("--exe {shown}: not executable (chmod +x it)"));
        }
        let bytes = std::fs::read(&found).map_err(|err| format!("--exe {shown}: {err}"))?;
        startable(&bytes).map_err(|why| format!("--exe {shown}: {why}"))?;
    }
    Ok(found)
}

/// Whether `bytes` can start as a program here: an ELF executable or shared object whose
/// program headers are all in the file, or a script whose `#!` interpreter exists. A file that
/// cannot start would run as a shell script (`sh` falls back to that), and its failure would be
/// reported as a counterexample.
#[cfg(unix)]
fn startable(bytes: &[u8]) -> Result<(), String> {
    if let Some(script) = bytes.strip_prefix(b"#!") {
        let line = script.split(|&byte| byte == b'\n').next().unwrap_or(&[]);
        let line = String::from_utf8_lossy(line);
        let interpreter = line.split_whitespace().next().unwrap_or("");
        return match Path::new(interpreter).is_file() {
            true => Ok(()),
            false => Err(format!(
                "a script whose interpreter {interpreter:?} does not exist"
            )),
        };
    }
    if !bytes.starts_with(b"\x7fELF") {
        return Err("neither a compiled program nor a script starting with #!".to_string());
    }
    // The 64-bit header: e_type at 16, e_phoff at 32, e_phentsize and e_phnum at 54 and 56.
    let field = |at: usize, size: usize| -> Option<u64> {
        let bytes = bytes.get(at..at + size)?;
        Some(
            bytes
                .iter()
                .rev()
                .fold(0, |value, &byte| value << 8 | u64::from(byte)),
        )
    };
    let header = (field(16, 2), field(32, 8), field(54, 2), field(56, 2));
    let (Some(kind), Some(offset), Some(entry), Some(count)) = header else {
        return Err("an ELF file cut short of its header".to_string());
    };
    let whole = |end: Option<u64>| end.is_some_and(|end| end <= bytes.len() as u64);
    let end = entry
        .checked_mul(count)
        .and_then(|size| offset.checked_add(size));
    if bytes[4] != 2 || !(kind == 2 || kind == 3) || !whole(end) {
        return Err("an ELF file that is not a whole 64-bit program".to_string());
    }
    // Each segment's bytes must be in the file too: a program cut after its headers dies as
    // it starts.
    for header in 0..count {
        // Inside the file (checked above), so the place fits a usize.
        let at = (offset + header * entry) as usize;
        let (start, size) = (field(at + 8, 8), field(at + 32, 8));
        if !whole(
            start
                .zip(size)
                .and_then(|(start, size)| start.checked_add(size)),
        ) {
            return Err("an ELF file cut short of its segments".to_string());
        }
    }
    Ok(())
}

/// A bare program name, found on `PATH`.
fn on_path(name: &Path) -> Result<PathBuf, String> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .map(|folder| folder.join(name))
        .find(|candidate| candidate.is_file())
        .ok_or_else(|| format!("--exe {}: not found on PATH", name.display()))
}

/// What to say before a program (`--exe` or `--src`) is judged without the sandbox, on Linux, where the
/// judge has one: that it runs unconfined, and how to install bubblewrap.
pub fn unsandboxed() -> Option<String> {
    if !cfg!(target_os = "linux") || judge::process::Sandbox::detect().is_some() {
        return None;
    }
    let unconfined = "the program runs unconfined, with your files and network";
    Some(match std::env::var("JUDGE_SANDBOX").as_deref() {
        Ok("off") => format!(
            "stress: the sandbox is off (JUDGE_SANDBOX=off); {unconfined}. Unset JUDGE_SANDBOX \
             to use it.\n"
        ),
        _ => format!(
            "stress: no working sandbox here (bubblewrap is missing or does not run); \
             {unconfined}. Install it with `sudo apt-get install bubblewrap` (or \
             scripts/judge-toolchains).\n"
        ),
    })
}

impl Candidate {
    /// The candidate's answer to `input`, or why it gave none.
    pub fn answer(&self, input: &str) -> Result<String, String> {
        match self {
            Candidate::Solve(solve) => solve(input).map_err(|err| format!("it refused: {err}")),
            Candidate::Writeup(problem) => Ok((problem.writeup)(input)),
            Candidate::Program { path, args, limits } => {
                let stdin = Stdin::Bytes(input.as_bytes().to_vec());
                let run = Runner::default().run(path, args, stdin, None, *limits)?;
                let stderr = run.stderr_line();
                // Judged as the judge judges it: output past its limit first (an endless writer
                // runs on to the clock), then the CPU time of the whole run (also of a run the
                // clock stopped), then its output.
                if run.over_output_limit {
                    return Err(format!("it printed past {} bytes", limits.output_bytes));
                }
                if run.cpu.is_some_and(|cpu| cpu > limits.time) {
                    return Err(format!(
                        "it used {:?} of CPU time, past {:?}",
                        run.time(),
                        limits.time
                    ));
                }
                match run.exit {
                    // As the judge: an output that is not UTF-8 is wrong, whatever it holds.
                    Exit::Code(0) => String::from_utf8(run.stdout).map_err(|err| {
                        let start = &err.as_bytes()[..err.as_bytes().len().min(60)];
                        let start = judge::process::quoted(start);
                        format!("the output is not UTF-8: {start}")
                    }),
                    Exit::Code(code) => Err(format!("it exited with status {code}: {stderr}")),
                    Exit::Signal(signal) => Err(format!("it was killed by signal {signal}")),
                    Exit::TimedOut => Err(format!("it ran past {:?}", limits.time)),
                }
            }
        }
    }

    /// Whether each answer starts a process: then cases are judged a few at a time.
    pub fn is_program(&self) -> bool {
        matches!(self, Candidate::Program { .. })
    }
}
