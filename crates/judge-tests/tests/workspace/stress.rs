//! `cargo stress`'s command line: finding, shrinking, saving and promoting a planted bug, and
//! refusing what it cannot run.

use std::path::PathBuf;

use judge::build::{Emit, RUN_EDITION};
use judge::layout::Workspace;
use judge_tests::stress::cli::{parse, run, Verdict};
use judge_tests::stress::coverage::Coverage;
use judge_tests::stress::generate::Generator;
use judge_tests::stress::{Budget, Candidate, Domain, Stress};

mod first;
mod hunt;
mod output;
mod outside;
mod planted;
mod reach;
mod source;

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

/// Left Stack Game, crashing when `c` is at its upper end, 10^18, and right everywhere else.
fn crashing_at_the_top_of_c(scratch: &Workspace) -> PathBuf {
    let workspace = Workspace::this();
    let source = std::fs::read_to_string(workspace.main_rs("left-stack-game")).expect("main.rs");
    let read = "let c = scanner.number(\"c\", 0, u64::MAX)?;";
    let planted = source.replacen(
        read,
        &format!("{read}\n    assert!(c != 1_000_000_000_000_000_000, \"planted\");"),
        1,
    );
    assert_ne!(planted, source, "the line to plant the bug in is gone");
    let path = scratch.fixture_dir("planted-top").join("main.rs");
    judge::layout::write(&path, planted.as_bytes()).expect("written");
    let judge = judge_tests::judge(None);
    let binary = judge.builder.compile(&path, RUN_EDITION, Emit::Binary);
    binary.unwrap_or_else(|err| panic!("{err}"))
}

/// At the default budget (two seconds), a sandboxed program that crashes on one end of one
/// bound is found, and shrunk with that value kept.
#[test]
#[ignore = "slow: a two-second stress run of a sandboxed program, after compiling it"]
fn the_default_budget_finds_a_crash_at_an_end() {
    let scratch = scratch("stress-top");
    let program = crashing_at_the_top_of_c(&scratch);
    let program = program.to_str().expect("a UTF-8 path");
    let words = args(&["left-stack-game", "--exe", program]);
    let (report, verdict) = run(&parse(&words).expect("options"), &scratch).expect("a run");
    assert_eq!(verdict, Verdict::Failed, "{report}");
    let saved = std::fs::read_to_string(scratch.stress_input("left-stack-game")).expect("saved");
    assert!(
        saved.ends_with(" 1000000000000000000\n"),
        "{saved:?}\n{report}"
    );
    assert!(
        report.contains("panicked") || report.contains("status"),
        "{report}"
    );
}

#[test]
#[ignore = "slow: builds a planted program, then stresses, shrinks and promotes"]
fn cargo_stress_shrinks_a_planted_bug_and_promotes_it() {
    let scratch = scratch("stress-planted");
    let program = planted_left_stack_program(&scratch);
    let program = program.to_str().expect("a UTF-8 path");
    let inside = args(&["left-stack-game", "--exe", program, "--cases", "20"]);
    let (report, verdict) = run(&parse(&inside).expect("options"), &scratch).expect("a run");
    assert_eq!(
        verdict,
        Verdict::Covered,
        "the statement never has two empty stacks, and 20 cases reach every end:\n{report}"
    );
    assert!(report.contains("no failure in 20 case(s)"), "{report}");
    assert!(!report.contains("NOT covered"), "{report}");

    let mut beyond = args(&["left-stack-game", "--exe", program, "--beyond"]);
    beyond.extend(args(&["--cases", "3000", "--promote", "two-stacks"]));
    let (report, verdict) = run(&parse(&beyond).expect("options"), &scratch).expect("a run");
    assert_eq!(verdict, Verdict::Failed, "{report}");
    let saved = scratch.stress_input("left-stack-game");
    let shrunk = std::fs::read_to_string(&saved).expect("the input saved");
    // Every 1-minimal failing case: `m` 1, two stacks of one stone and one empty; which of the
    // three depends on the first failure found.
    let minimal = ["1 0 1 1\n", "1 1 0 1\n", "1 1 1 0\n"];
    assert!(minimal.contains(&shrunk.as_str()), "{shrunk:?}\n{report}");
    let shown = format!("--- input (saved as {})\n{shrunk}", saved.display());
    assert!(report.contains(&shown), "{report}");
    assert!(report.contains("--- expected\nDanftito\n--- candidate's answer\nTomaz\n"));
    let promoted = scratch
        .fixture_dir("left-stack-game")
        .join("beyond-two-stacks.in");
    assert_eq!(
        std::fs::read_to_string(promoted).ok().as_deref(),
        Some(shrunk.as_str())
    );
    // A second promotion under the same name is refused, and the failure is still reported.
    let (again, verdict) = run(&parse(&beyond).expect("options"), &scratch).expect("a run");
    assert!(
        verdict == Verdict::Failed && again.contains(&shown),
        "{again}"
    );
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
    let (report, verdict) = run(&parse(&words).expect("options"), &scratch).expect("a run");
    assert!(
        verdict == Verdict::Failed && report.contains("seed 3"),
        "{report}"
    );
    assert!(
        report.contains("cargo accept yet-another-number-game"),
        "{report}"
    );
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
    assert!(refused.is_err_and(|err| err.contains("no problem named \"no-such-game\"; there are")));
    let options = parse(&args(&["coins"])).expect("options");
    let refused = run(&options, &scratch("stress-refused"));
    assert!(
        refused
            .as_ref()
            .is_err_and(|err| err.starts_with("coins is interactive")
                && err.contains("draws inputs for a program")
                && err.contains("cargo judge check coins --src FILE")),
        "{refused:?}"
    );
    let options = parse(&args(&["left-stak-game"])).expect("options");
    let refused = run(&options, &scratch("stress-refused"));
    assert!(
        refused
            .as_ref()
            .is_err_and(|err| err.contains("(did you mean left-stack-game?)")),
        "{refused:?}"
    );
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
        args: Vec::new(),
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

/// The most cases in which every problem's planted end bug must be found: well below the
/// cases a sandboxed `--exe` program gets in the default two seconds on a loaded machine
/// (the README's stress section gives the figure and its command).
const FOUND_WITHIN: u64 = 40;

/// The bug planted by `planted_solve`: the problem, the name and the value it fails on.
static PLANTED: std::sync::Mutex<Option<(&str, &str, u64)>> = std::sync::Mutex::new(None);

/// The problem's solution, wrong exactly when some value of the planted name equals the
/// planted value.
fn planted_solve(input: &str) -> Result<String, String> {
    let planted = *PLANTED.lock().unwrap_or_else(|poison| poison.into_inner());
    let (problem, name, value) = planted.expect("a planted bug");
    let problem = judge_tests::problem(problem).expect("a problem");
    let case = problem.format.parse(input)?;
    let named = problem.format.named_values(&case);
    match named.contains(&(name, value)) {
        true => Ok("planted\n".to_string()),
        false => (problem.solve)(input),
    }
}

/// For every problem and every name of its format, a bug that lives only on one end of the
/// values the name is drawn from (and, for a small range, on each value) is found within
/// `FOUND_WITHIN` cases: the first cases reach every end, so even a run of a slow `--exe`
/// program is never vacuous. By case index, on one thread: nothing here depends on speed. The
/// search runs its cases in order from the same seed as the generator below, so a value that
/// some answerable case among the first `FOUND_WITHIN` holds is a bug found among them; one
/// search a problem shows that the search reports it.
#[test]
fn a_bug_at_any_end_of_any_bound_is_found_in_the_first_cases() {
    for problem in judge_tests::PROBLEMS {
        let domain = Domain::statement(problem, judge_tests::metadata(problem.name));
        let targets = Coverage::of(problem.format, &domain)
            .expect("a coverage")
            .targets();
        let stress = Stress {
            candidate: Candidate::Solve(planted_solve),
            ..Stress::of(problem, domain)
        };
        let (name, value) = *targets.last().expect("a bound to reach");
        *PLANTED.lock().expect("not poisoned") = Some((problem.name, name, value));
        let budget = Budget {
            threads: 1,
            ..Budget::cases(1, FOUND_WITHIN)
        };
        let search = stress.search(&budget).expect("a search");
        let what = format!("{}: a bug at `{name}` = {value}", problem.name);
        let (index, failure) = search
            .first
            .unwrap_or_else(|| panic!("{what} passes {FOUND_WITHIN} cases"));
        assert!(
            failure.got == Ok("planted\n".to_string()),
            "{what}: {failure:?}"
        );
        assert!(index < FOUND_WITHIN, "{what}: found at case {index}");
        // The cases reach each end in a case the reference answers, so the coverage line of
        // a run this long says so.
        let generator = Generator::new(problem.format, &stress.domain, 1).expect("a generator");
        let mut coverage = Coverage::of(problem.format, &stress.domain).expect("a coverage");
        for index in 0..FOUND_WITHIN {
            let case = generator.case(index);
            if stress.domain.answerable(problem.format, &case).is_some() {
                coverage.record(problem.format, &case);
            }
        }
        assert!(
            coverage.complete(),
            "{}: {:?}",
            problem.name,
            coverage.missed()
        );
    }
}
