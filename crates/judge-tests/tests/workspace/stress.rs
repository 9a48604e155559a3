//! `cargo stress`'s command line: finding, shrinking, saving and promoting a planted bug, and
//! refusing what it cannot run.

use std::path::PathBuf;

use judge::build::{Emit, RUN_EDITION};
use judge::layout::Workspace;
use judge_tests::stress::cli::{parse, run};
use judge_tests::stress::Candidate;

/// A scratch workspace for what the command line writes.
fn scratch(name: &str) -> Workspace {
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&root);
    Workspace::new(&root, root.join("target"))
}

fn args(words: &[&str]) -> Vec<String> {
    words.iter().map(|word| word.to_string()).collect()
}

/// Left Stack Game with the first of two non-empty stacks taken as free (it may not be emptied
/// while the third stack holds rocks): wrong only when exactly two stacks hold rocks, which
/// the statement's bounds never allow.
fn planted_left_stack_program(scratch: &Workspace) -> PathBuf {
    let workspace = Workspace::this();
    let source = std::fs::read_to_string(workspace.main_rs("left-stack-game")).expect("main.rs");
    let right = "(Some(x), Some(y), None) => locked_value(x, period)";
    let planted = source.replacen(
        right,
        "(Some(x), Some(y), None) => free_value(x, period)",
        1,
    );
    assert_ne!(planted, source, "the line to plant the bug in is gone");
    let path = scratch.fixture_dir("planted").join("main.rs");
    judge::layout::write(&path, planted.as_bytes()).expect("written");
    let judge = judge_tests::judge(None);
    let binary = judge.builder.compile(&path, RUN_EDITION, Emit::Binary);
    binary.unwrap_or_else(|err| panic!("{err}"))
}

#[test]
fn cargo_stress_shrinks_a_planted_bug_and_promotes_it() {
    let scratch = scratch("stress-planted");
    let program = planted_left_stack_program(&scratch);
    let program = program.to_str().expect("a UTF-8 path");
    let inside = args(&["left-stack-game", "--exe", program, "--cases", "20"]);
    let (report, passed) = run(&parse(&inside).expect("options"), &scratch).expect("a run");
    assert!(
        passed,
        "the statement never has two empty stacks:\n{report}"
    );
    assert!(report.contains("no failure in 20 case(s)"), "{report}");

    let mut beyond = args(&["left-stack-game", "--exe", program, "--beyond"]);
    beyond.extend(args(&["--cases", "3000", "--promote", "two-stacks"]));
    let (report, passed) = run(&parse(&beyond).expect("options"), &scratch).expect("a run");
    assert!(!passed, "{report}");
    let shrunk = "1 1 0 1\n";
    let saved = scratch.stress_input("left-stack-game");
    let shown = format!("--- input (saved as {})\n{shrunk}", saved.display());
    assert!(report.contains(&shown), "{report}");
    assert!(report.contains("--- expected\nDanftito\n--- candidate's answer\nTomaz\n"));
    assert_eq!(std::fs::read_to_string(saved).ok().as_deref(), Some(shrunk));
    let promoted = scratch
        .fixture_dir("left-stack-game")
        .join("beyond-two-stacks.in");
    assert_eq!(
        std::fs::read_to_string(promoted).ok().as_deref(),
        Some(shrunk)
    );
    // A second promotion under the same name is refused, and the failure is still reported.
    let (again, passed) = run(&parse(&beyond).expect("options"), &scratch).expect("a run");
    assert!(!passed && again.contains(&shown), "{again}");
    assert!(
        again.contains("not promoted: ") && again.contains("exists already"),
        "{again}"
    );
}

#[test]
fn a_failure_inside_the_statement_is_promoted_as_an_edge_case() {
    let scratch = scratch("stress-edge");
    let words = ["yet-another-number-game", "--writeup", "--seed", "3"];
    let mut words = args(&words);
    words.extend(args(&["--cases", "1000", "--promote", "equal-pair"]));
    let (report, passed) = run(&parse(&words).expect("options"), &scratch).expect("a run");
    assert!(!passed && report.contains("seed 3"), "{report}");
    let promoted = scratch
        .fixture_dir("yet-another-number-game")
        .join("edge-equal-pair.in");
    assert_eq!(
        std::fs::read_to_string(promoted).ok().as_deref(),
        Some("2\n1 1\n")
    );
}

#[test]
fn the_command_line_refuses_what_it_cannot_run() {
    for (words, error) in [
        (&[][..], "which problem?"),
        (&["a", "b"][..], "one problem only"),
        (&["a", "--writeup", "--exe", "x"][..], "give one"),
        (&["a", "--cases", "1", "--seconds", "1"][..], "give one"),
        (&["a", "--seconds", "0"][..], "give 0.1 to 86400 seconds"),
        (&["a", "--seconds", "1e-6"][..], "give 0.1 to 86400 seconds"),
        (&["a", "--seconds", "1e99"][..], "give 0.1 to 86400 seconds"),
        (&["a", "--seconds", "NaN"][..], "give 0.1 to 86400 seconds"),
        (&["a", "--cases", "0"][..], "at least one case"),
        (
            &["a", "--seed", "1", "--seed", "2"][..],
            "--seed is given twice",
        ),
        (
            &["a", "--promote", "/../../h/escape"][..],
            "lower-case letters, digits",
        ),
        (&["a", "--promote", ""][..], "lower-case letters, digits"),
        (&["a", "--seconds", "x"][..], "--seconds x"),
        (&["a", "--cases", "-1"][..], "--cases -1"),
        (&["a", "--seed"][..], "--seed needs a value"),
        (&["a", "--frobnicate"][..], "unknown option --frobnicate"),
    ] {
        let parsed = parse(&args(words));
        assert!(
            parsed.as_ref().is_err_and(|err| err.contains(error)),
            "{words:?}: {parsed:?}"
        );
    }
    let options = parse(&args(&["no-such-game"])).expect("options");
    let refused = run(&options, &scratch("stress-refused"));
    assert!(refused.is_err_and(|err| err.contains("no problem \"no-such-game\"; there are")));
}

/// A path that cannot run is refused before any case is judged: never shrunk, never promoted.
#[cfg(unix)]
#[test]
fn a_program_that_cannot_run_is_refused_before_the_search() {
    use std::os::unix::fs::PermissionsExt;
    let scratch = scratch("stress-exe");
    let folder = scratch.root().join("programs");
    std::fs::create_dir_all(&folder).expect("folder");
    let file = |name: &str, bytes: &[u8], mode: u32| {
        let path = folder.join(name);
        std::fs::write(&path, bytes).expect("written");
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode)).expect("mode");
        path.display().to_string()
    };
    let not_executable = file("plain", b"#!/bin/sh\necho Tomaz\n", 0o644);
    let empty = file("empty", b"", 0o755);
    let bad_interpreter = file("bad-interpreter", b"#!/nonexistent/interp\n", 0o755);
    let windows = file("windows", b"MZhello", 0o755);
    let cut_elf = file("cut-elf", b"\x7fELF", 0o755);
    let real = std::fs::read("/bin/sh").expect("a program");
    let cut_segments = file("cut-segments", &real[..real.len().min(3000)], 0o755);
    let missing = folder.join("missing").display().to_string();
    // A script whose interpreter is here but not in the sandbox, which holds the system's files.
    let outside = file("interpreter", &real, 0o755);
    let outside = file(
        "outside",
        format!("#!{outside}\necho Tomaz\n").as_bytes(),
        0o755,
    );
    let sandboxed = judge::process::Runner::default().sandboxed();
    let mut cases = vec![
        (missing, "No such file"),
        (folder.display().to_string(), "not a file"),
        (not_executable, "not executable"),
        (empty, "neither a compiled program nor a script"),
        (
            bad_interpreter,
            "interpreter \"/nonexistent/interp\" does not exist",
        ),
        (windows, "neither a compiled program nor a script"),
        (cut_elf, "an ELF file cut short of its header"),
        (cut_segments, "an ELF file cut short of its segments"),
        ("no-such-program-on-path".to_string(), "not found on PATH"),
    ];
    if sandboxed {
        cases.push((outside, "it does not start where it runs"));
    }
    for (exe, why) in cases {
        let words = ["left-stack-game", "--exe", &exe, "--promote", "x"];
        let options = parse(&args(&words)).expect("options");
        let refused = run(&options, &scratch);
        assert!(
            refused.as_ref().is_err_and(|err| err.contains(why)),
            "--exe {exe}: {refused:?}"
        );
    }
    let promoted = scratch.fixture_dir("left-stack-game");
    assert!(!promoted.exists(), "nothing promoted");
}

/// A program is held to its CPU time, as the judge holds it, not to the clock: two threads each
/// doing 2.5 * 10^7 steps of xorshift (a fixed amount of work, about 25 ms of CPU each here,
/// busy or not) are past a limit of 10 ms, and far inside the clock's 1.02 s, which would stop
/// the run before its CPU time is read: the run ends in time with a twentieth of a core.
#[cfg(target_os = "linux")]
#[test]
fn a_program_is_held_to_its_cpu_time_not_the_clock() {
    let scratch = scratch("stress-threads");
    let busy = "fn main() {
    let work = |seed: u64| {
        let mut x = seed;
        for _ in 0..25_000_000u64 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
        }
        x
    };
    let other = std::thread::spawn(move || work(7));
    let total = work(11) ^ other.join().unwrap_or(0);
    println!(\"{}\", if total == 0 { \"Danftito\" } else { \"Tomaz\" });
}
";
    let path = scratch.root().join("busy.rs");
    judge::layout::write(&path, busy.as_bytes()).expect("written");
    let judge = judge_tests::judge(None);
    let program = judge
        .builder
        .compile(&path, RUN_EDITION, Emit::Binary)
        .expect("built");
    let limits = judge::process::Limits::new(std::time::Duration::from_millis(10), 256 << 20);
    let candidate = Candidate::Program {
        path: program,
        limits,
    };
    let answer = candidate.answer("1 1 1 1\n");
    assert!(
        answer
            .as_ref()
            .is_err_and(|why| why.contains("of CPU time, past")),
        "{answer:?}"
    );
}
