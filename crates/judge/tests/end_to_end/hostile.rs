//! Submissions that try to fool, hang or harm the judge, each a variant of `double` that runs
//! its trick before the honest answer, and the verdict each must get. With the sandbox
//! (bubblewrap, on Linux) every trick fails; without it, only what the process group covers
//! holds, and the tests that need the sandbox say so and check nothing.

use std::ffi::OsString;
use std::path::Path;
use std::time::{Duration, Instant};

use judge::process::{Exit, Limits, Runner, Stdin};
use judge::verdict::Verdict;

use crate::workspace::{judge, problem, variant_source, variant_verdicts, verdicts, workspace};

/// `double`'s `fn main` with `trick` run first.
fn tricked(trick: &str) -> String {
    format!("fn main() {{\n    {trick}\n")
}

fn sandboxed() -> bool {
    let sandboxed = Runner::default().sandboxed();
    if !sandboxed {
        println!(
            "no sandbox here (bubblewrap missing, or JUDGE_SANDBOX=off): this trick is not guarded"
        );
    }
    sandboxed
}

#[test]
fn reading_the_fixtures_and_their_snapshots_finds_nothing() {
    let judge = judge(workspace("hostile-read"));
    let folder = judge.workspace.fixture_dir("double");
    // Prints the first snapshot it can read instead of the answer: WA wherever it can.
    let trick = format!(
        "for entry in std::fs::read_dir({folder:?}).into_iter().flatten().flatten() {{ \
         if std::fs::read(entry.path()).is_ok() {{ println!(\"cheated\"); return; }} }}"
    );
    if !sandboxed() {
        return;
    }
    let judged = variant_verdicts(&judge, "double", "fn main() {\n", &tricked(&trick));
    assert!(
        judged.iter().all(|(verdict, _)| *verdict == Verdict::Ok),
        "{judged:?}"
    );
}

#[test]
fn writing_the_cache_or_the_fixtures_leaves_them_as_they_were() {
    let judge = judge(workspace("hostile-write"));
    let cache = judge.workspace.judge_dir().join("cache");
    let fixtures = judge.workspace.fixture_dir("double");
    let trick = format!(
        "for folder in [{cache:?}, {fixtures:?}] {{ \
         let _ = std::fs::write(std::path::Path::new(folder).join(\"poisoned\"), \"exit 0\"); \
         for entry in std::fs::read_dir(folder).into_iter().flatten().flatten() {{ \
         let _ = std::fs::remove_file(entry.path()); }} }}"
    );
    // Unsandboxed, the trick would empty the cache that every test shares: not tried.
    if !sandboxed() {
        return;
    }
    let before = judge.workspace.inputs("double").expect("fixtures");
    let judged = variant_verdicts(&judge, "double", "fn main() {\n", &tricked(&trick));
    assert!(
        judged.iter().all(|(verdict, _)| *verdict == Verdict::Ok),
        "{judged:?}"
    );
    assert_eq!(
        judge.workspace.inputs("double").expect("fixtures"),
        before,
        "fixtures"
    );
    assert!(!cache.join("poisoned").exists() && !fixtures.join("poisoned").exists());
}

#[test]
fn a_child_that_would_answer_late_is_never_started() {
    let judge = judge(workspace("hostile-child"));
    // The copy answers after 2 s of work, past the limit, while the parent exits at once.
    let trick = "if std::env::args().count() == 1 { \
         let child = std::process::Command::new(std::env::current_exe().unwrap()).arg(\"late\") \
         .spawn(); if child.is_ok() { return; } eprintln!(\"no child\"); std::process::exit(3); } \
         let started = std::time::Instant::now(); let mut spins = 0u64; \
         while started.elapsed().as_secs() < 2 { spins = spins.wrapping_add(1); } \
         if spins == 0 { return; }";
    if !sandboxed() {
        return;
    }
    let judged = variant_verdicts(&judge, "double", "fn main() {\n", &tricked(trick));
    let refused = Verdict::RuntimeError("exit status 3: no child".to_string());
    assert!(
        judged.iter().all(|(verdict, _)| *verdict == refused),
        "{judged:?}"
    );
}

#[test]
#[ignore = "slow: a run whose child holds its output open, judged in full"]
fn a_child_holding_the_output_open_neither_hangs_the_judge_nor_outlives_the_run() {
    let judge = judge(workspace("hostile-pipe"));
    // A marker of this target folder's, the same from run to run: the variant is compiled once.
    let folder = env!("CARGO_TARGET_TMPDIR").as_bytes();
    let marker = format!("sleep {}", 1000 + judge::hash::fnv1a(folder) % 1000);
    let seconds = marker.trim_start_matches("sleep ");
    let trick =
        format!("let _ = std::process::Command::new(\"sleep\").arg(\"{seconds}\").spawn();");
    let started = Instant::now();
    let judged = variant_verdicts(&judge, "double", "fn main() {\n", &tricked(&trick));
    // The run's answer is right; the child, if it started at all, is killed with the run.
    assert!(
        judged.iter().all(|(verdict, _)| *verdict == Verdict::Ok),
        "{judged:?}"
    );
    assert!(
        started.elapsed() < Duration::from_secs(60),
        "no wait for the pipe"
    );
    std::thread::sleep(Duration::from_millis(200));
    assert!(!running(&marker), "`{marker}` outlived the run");
}

/// Whether a process of this command line is running.
pub fn running(command_line: &str) -> bool {
    let wanted: Vec<u8> = command_line
        .bytes()
        .map(|byte| if byte == b' ' { 0 } else { byte })
        .collect();
    let processes = std::fs::read_dir("/proc").into_iter().flatten().flatten();
    processes.into_iter().any(|process| {
        let line = std::fs::read(process.path().join("cmdline")).unwrap_or_default();
        line.strip_suffix(&[0]).unwrap_or(&line) == wanted
    })
}

#[test]
#[ignore = "slow: a flood of output on every fixture"]
fn endless_output_is_ole_and_never_kept_whole() {
    let judge = judge(workspace("hostile-flood"));
    // Both streams, endlessly.
    let trick = "let line = [b'y'; 4096]; for _ in 0..u64::MAX { \
         if std::io::Write::write_all(&mut std::io::stdout(), &line).is_err() { return; } \
         let _ = std::io::Write::write_all(&mut std::io::stderr(), &line); }";
    // An output limit of 64 KiB: the flood is cut there as it is at the default 8 MiB.
    let mut double = problem(&judge, "double");
    double.metadata.limits.output_bytes = 64 << 10;
    let source = variant_source(&judge, "double", "fn main() {\n", &tricked(trick));
    let report = judge.check_source(&double, &source).expect("judged");
    assert!(
        report
            .fixtures
            .iter()
            .all(|fixture| fixture.verdict == Verdict::OutputLimit
                && fixture.run.exit != Exit::TimedOut),
        "{:?}",
        verdicts(&report)
    );
    // The report keeps the first bytes of each stream, not the 64 KiB read.
    let runs = report.fixtures.iter().map(|fixture| &fixture.run);
    let kept = runs
        .chain(&report.bad_input_runs)
        .map(|run| run.stdout.len() + run.stderr.len());
    assert!(kept.max() <= Some(2 * 4096), "streams kept whole");
}

/// Where bubblewrap is on `PATH` (and the sandbox is not turned off), every run is sandboxed
/// and sees no workspace: a silent fallback would leave every guard above untested.
#[cfg(target_os = "linux")]
#[test]
fn the_sandbox_is_used_wherever_bubblewrap_is() {
    let off = std::env::var_os("JUDGE_SANDBOX").is_some_and(|value| value == "off");
    let path = std::env::var_os("PATH").unwrap_or_default();
    let bwrap = std::env::split_paths(&path).any(|folder| folder.join("bwrap").is_file());
    if off || !bwrap {
        println!("no bubblewrap here, or JUDGE_SANDBOX=off: nothing to check");
        return;
    }
    let runner = Runner::default();
    assert!(
        runner.sandboxed(),
        "bubblewrap is here, but the runner has no sandbox"
    );
    assert!(!runner.unsandboxed().sandboxed(), "unsandboxed() drops it");
    let workspace = workspace("hostile-visible");
    let folder = workspace.crates_dir();
    assert!(folder.is_dir());
    let script = "if test -e \"$0\"; then exit 7; fi; exit 0";
    let args = [
        OsString::from("-c"),
        OsString::from(script),
        folder.into_os_string(),
    ];
    let limits = Limits::new(Duration::from_secs(10), 1 << 30);
    let run = runner.run(
        Path::new("/bin/sh"),
        &args,
        Stdin::Bytes(Vec::new()),
        None,
        limits,
    );
    let run = run.expect("runs");
    assert!(run.sandboxed, "the run says it was sandboxed");
    assert_eq!(
        run.exit,
        Exit::Code(0),
        "the workspace is not there: {}",
        run.stderr_line()
    );
}

/// A program that aborts is reported killed by a signal, as a judge reports it, though
/// bubblewrap passes it on as 128 and the number.
#[test]
fn an_abort_is_a_signal() {
    if !sandboxed() {
        return;
    }
    let judge = judge(workspace("hostile-abort"));
    let judged = variant_verdicts(
        &judge,
        "double",
        "fn main() {\n",
        &tricked("if std::env::args().count() == 1 { std::process::abort(); }"),
    );
    for (verdict, exit) in &judged {
        assert!(matches!(exit, Exit::Signal(4 | 6 | 11)), "{exit:?}");
        assert!(
            matches!(verdict, Verdict::RuntimeError(why) if why.starts_with("signal ")),
            "{verdict:?}"
        );
    }
}

/// The compiler is sandboxed too: a submission that includes a fixture's snapshot, by an
/// absolute path or by one relative to where it is compiled, or a module from the workspace,
/// does not compile, so no answer can be looked up from the workspace at compile time.
#[test]
fn compiling_reads_nothing_of_the_workspace() {
    if !sandboxed() {
        return;
    }
    let judge = judge(workspace("hostile-include"));
    let snapshot = judge.workspace.snapshot_path("double", "sample-1");
    let relative = "../../../../hostile-include/fixtures/double/sample-1.snap";
    let helper = judge.workspace.root().join("helper.rs");
    std::fs::write(&helper, "pub const ANSWER: &str = \"8\";\n").expect("helper");
    for (what, line) in [
        (
            "absolute",
            format!("const LOOKED_UP: &str = include_str!({snapshot:?});"),
        ),
        (
            "relative",
            format!("const LOOKED_UP: &str = include_str!({relative:?});"),
        ),
        ("module", format!("#[path = {helper:?}]\nmod helper;")),
    ] {
        let source = judge.workspace.root().join(format!("include-{what}.rs"));
        std::fs::write(&source, format!("{line}\nfn main() {{}}\n")).expect("source");
        let built = judge.builder.compile(
            &source,
            judge::build::RUN_EDITION,
            judge::build::Emit::Binary,
        );
        let error = built.expect_err(what);
        assert!(error.contains("rustc fails"), "{what}: {error}");
    }
}

/// The filter refuses the `fork` call itself too (a C library reaches it only through `clone`,
/// but a program may call it raw): a forked copy would print the answer a second time.
#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
#[test]
fn a_raw_fork_is_refused() {
    if !sandboxed() {
        return;
    }
    let judge = judge(workspace("hostile-raw-fork"));
    // Both copies would answer; the parent waits, so that its copy answers too.
    let trick = "extern \"C\" { fn syscall(number: i64, ...) -> i64; } \
         let forked = unsafe { syscall(57) }; \
         if forked > 0 { std::thread::sleep(std::time::Duration::from_millis(100)); }";
    let judged = variant_verdicts(&judge, "double", "fn main() {\n", &tricked(trick));
    assert!(
        judged.iter().all(|(verdict, _)| *verdict == Verdict::Ok),
        "{judged:?}"
    );
}

/// A program's escape sequences reach no terminal: its standard error is shown with every
/// control character escaped.
#[test]
fn escape_sequences_are_shown_escaped() {
    let judge = judge(workspace("hostile-escapes"));
    let trick = "eprint!(\"\\x1b[1A\\x1b[2K\\x1b]0;all OK\\x07fooled\"); if std::env::args().count() > 0 { std::process::exit(3); }";
    let judged = variant_verdicts(&judge, "double", "fn main() {\n", &tricked(trick));
    let shown = Verdict::RuntimeError(
        "exit status 3: \\u{1b}[1A\\u{1b}[2K\\u{1b}]0;all OK\\u{7}fooled".to_string(),
    );
    assert!(
        judged.iter().all(|(verdict, _)| *verdict == shown),
        "{judged:?}"
    );
}
