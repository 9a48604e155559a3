//! Hostile programs against the workspace's own interactive problems, kept as files under
//! `tests/hostile/<problem>/<verdict folder>/`, each judged by `cargo judge check <problem>
//! --exe` on every fixture: the verdict its folder names, the run ended once the verdict is
//! known (not at the wall-clock limit), and the judge's peak memory bounded whatever the
//! program writes; and the same verdicts with the submission made by a fork server (the
//! default) and in a sandbox of its own (`JUDGE_SANDBOX=one-shot`). Linux only: the judge looks for `python3` in `/usr/bin`, and the peak is
//! read by `wait4`.
#![cfg(target_os = "linux")]

use std::os::raw::{c_int, c_long};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::workspace::shared_target;

/// The folders of verdicts, and what `check` prints for each.
const FOLDERS: [(&str, &str); 2] = [("wrong_answer", "WA"), ("time_limit_exceeded", "TLE")];

/// The most the judge may hold at its peak, whatever a program writes and however many
/// fixtures it floods: the flood is cut at the output limit (8 MiB) and never kept whole.
const PEAK_LIMIT: u64 = 200 << 20;

/// The repository: its problems, fixtures and juries.
fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every kept program: its problem, the verdict its folder names, and its path.
fn hostile_programs() -> Vec<(String, &'static str, PathBuf)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hostile");
    let mut programs = Vec::new();
    for problem in std::fs::read_dir(&root).expect("tests/hostile").flatten() {
        for (folder, verdict) in FOLDERS {
            let Ok(files) = std::fs::read_dir(problem.path().join(folder)) else {
                continue;
            };
            let name = problem.file_name().to_string_lossy().into_owned();
            for file in files.flatten() {
                programs.push((name.clone(), verdict, file.path()));
            }
        }
    }
    programs.sort();
    programs
}

/// `struct rusage`: two `timeval`s, then fourteen `long`s, `ru_maxrss` (KiB) first.
#[repr(C)]
#[derive(Default)]
struct Rusage {
    times: [c_long; 4],
    max_resident_kib: c_long,
    rest: [c_long; 13],
}

extern "C" {
    fn wait4(pid: c_int, status: *mut c_int, options: c_int, usage: *mut Rusage) -> c_int;
}

/// What `check` printed on standard output, how long it took, and its peak resident memory
/// (the largest of the judge's and of each process it reaped: a run's, or the measurer's).
// Reaped by `wait4` below, which gives its peak; std's `wait` would not.
#[allow(clippy::zombie_processes)]
fn checked(problem: &str, program: &Path, one_shot: bool) -> (String, Duration, u64) {
    let started = Instant::now();
    let mut command = Command::new(env!("CARGO_BIN_EXE_judge"));
    if one_shot {
        command.env("JUDGE_SANDBOX", "one-shot");
    }
    let mut child = command
        .args(["check", problem, "--exe"])
        .arg(program)
        .env("JUDGE_WORKSPACE", repository())
        .env("CARGO_TARGET_DIR", shared_target())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the judge starts");
    let mut stdout = String::new();
    let pipe = child.stdout.as_mut().expect("piped");
    std::io::Read::read_to_string(pipe, &mut stdout).expect("read");
    let pid = c_int::try_from(child.id()).expect("a pid");
    let (mut status, mut usage) = (0, Rusage::default());
    // SAFETY: both pointers are to live locals of the right types; `child` is never waited
    // for by std.
    let reaped = unsafe { wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(reaped, pid, "wait4");
    let peak = u64::try_from(usage.max_resident_kib).expect("a size") << 10;
    (stdout, started.elapsed(), peak)
}

#[test]
#[ignore = "slow: every hostile program judged on every fixture of its problem"]
fn hostile_programs_get_their_folders_verdicts_soon_and_the_judges_memory_stays_bounded() {
    let programs = hostile_programs();
    assert!(programs.len() >= 3, "{programs:?}");
    for (problem, verdict, program) in programs {
        let (stdout, took, peak) = checked(&problem, &program, false);
        let shown = program.display();
        let said = format!("  {problem}: {verdict}");
        assert!(stdout.contains(&said), "{shown}: not {verdict}:\n{stdout}");
        assert!(
            peak < PEAK_LIMIT,
            "{shown}: the judge's peak was {peak} bytes"
        );
        // Ended by the judge once the jury has answered: on every fixture, the wall-clock
        // limit (twice the time limit and a second, 3 s for coins, 7 s for XOR Break) would
        // take this long.
        if verdict == "WA" {
            let fixtures = std::fs::read_dir(repository().join("fixtures").join(&problem));
            let fixtures = fixtures.expect("fixtures").count() / 2;
            let walled = Duration::from_secs(3) * u32::try_from(fixtures).expect("a count");
            assert!(
                took < walled / 2,
                "{shown}: {took:?} for {fixtures} fixtures"
            );
        }
    }
}

/// The verdicts `check` printed: its table's row up to the verdicts (the problem, its
/// verdict, how many fixtures and each verdict), then each failing fixture's line up to its
/// verdict (`<problem>/<fixture>: <verdict>`).
fn verdicts_printed(problem: &str, stdout: &str) -> Vec<String> {
    let row = stdout
        .lines()
        .find(|line| line.starts_with(&format!("{problem} ")));
    let row = row.map(|row| row.split_whitespace().take(5).collect::<Vec<_>>().join(" "));
    let lines = stdout
        .lines()
        .filter(|line| line.starts_with(&format!("{problem}/")));
    let fixtures = lines.map(|line| line.splitn(3, ": ").take(2).collect::<Vec<_>>().join(": "));
    row.into_iter().chain(fixtures).collect()
}

/// Each program's verdict is its folder's both ways. A fixture's own verdict is not compared:
/// where a program floods once the game is over, what the judge meets first (the output after
/// the game's end, or a limit) depends on timing, as on a real judge, so under load one
/// fixture of fourteen may be judged otherwise; the program's verdict is the same.
#[test]
#[ignore = "slow: every hostile program judged on every fixture of its problem, twice"]
fn hostile_programs_get_the_same_verdicts_served_and_in_a_sandbox_of_their_own() {
    for (problem, verdict, program) in hostile_programs() {
        let (served, _, _) = checked(&problem, &program, false);
        let (alone, _, _) = checked(&problem, &program, true);
        let shown = program.display();
        let overall = |printed: &str| verdicts_printed(&problem, printed).first().cloned();
        let overall_verdict = |printed: &str| {
            let row = overall(printed).unwrap_or_default();
            row.split_whitespace().nth(1).map(str::to_string)
        };
        assert!(
            overall(&served).is_some(),
            "{shown}: no verdicts in\n{served}"
        );
        assert_eq!(
            overall_verdict(&served),
            overall_verdict(&alone),
            "{shown}:\n{served}\n{alone}"
        );
        for printed in [&served, &alone] {
            let said = format!("  {problem}: {verdict}");
            assert!(
                printed.contains(&said),
                "{shown}: not {verdict}:\n{printed}"
            );
        }
    }
}
