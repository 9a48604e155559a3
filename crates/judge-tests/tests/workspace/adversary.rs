//! `cargo stress --adversary every` through the command line: XOR Break's four wrong kept
//! programs each fail with a shrunk game (the lowest-bit strategy's 64th break is also promoted
//! to a fixture), the right one passes every start, its longest line printed; coins' own play
//! walks one start alone, and stops at a budget of positions.

use std::path::PathBuf;

use judge::layout::Workspace;
use judge_tests::stress::cli::{parse, run, Verdict};

const PROBLEM: &str = "xor-break-game";

/// A scratch workspace for what the command line writes.
fn scratch(name: &str) -> Workspace {
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&root);
    Workspace::new(&root, root.join("target"))
}

/// `cargo stress xor-break-game --adversary every --src <kept program> <more>`, writing to a
/// scratch workspace: the report and how the run ended.
fn every(name: &str, kept: &str, more: &[&str]) -> (String, Verdict, Workspace) {
    let source = Workspace::this().crate_dir(PROBLEM).join(kept);
    let source = source.to_str().expect("a UTF-8 path").to_string();
    let mut words: Vec<String> = [PROBLEM, "--adversary", "every", "--src", &source]
        .iter()
        .map(|word| word.to_string())
        .collect();
    words.extend(more.iter().map(|word| word.to_string()));
    let scratch = scratch(name);
    let (report, verdict) = run(&parse(&words).expect("options"), &scratch).expect("a run");
    (report, verdict, scratch)
}

/// The lines the top README quotes of this failure, below its marker, as the report has them.
fn readme_quote() -> String {
    let readme = Workspace::this().root().join("README.md");
    let readme = std::fs::read_to_string(readme).expect("README.md");
    let marker = "<!-- quoted from cargo stress by tests/workspace/adversary.rs -->\n";
    let (_, after) = readme.split_once(marker).expect("the README's marker");
    let lines = after.lines().map_while(|line| line.strip_prefix("    "));
    lines.map(|line| format!("{line}\n")).collect()
}

/// The starts below 2^10 hold each wrong program's smallest failing start (509 and 1000) and
/// take a second or two; the right program is walked over the whole domain.
const BELOW: &[&str] = &["--below", "1024"];

#[test]
#[ignore = "slow: builds a program and walks every reply from the starts below 2^10"]
fn the_lowest_bit_strategy_is_driven_to_a_64th_break_from_509() {
    let mut more = BELOW.to_vec();
    more.extend(["--promote", "lowest-bit-line"]);
    let kept = "submissions/wrong_answer/lowest-bit.cpp";
    let (report, verdict, scratch) = every("adversary-lowest", kept, &more);
    assert_eq!(verdict, Verdict::Failed, "{report}");
    assert!(
        report.contains("FAILED from 509: move 64 of a game, past the limit of 63"),
        "{report}"
    );
    let saved = std::fs::read_to_string(scratch.stress_transcript(PROBLEM)).expect("saved");
    assert!(saved.starts_with("<1\n<509\n>first\n"), "{saved}");
    let breaks = saved.lines().filter(|line| line.starts_with('>')).count();
    assert_eq!(breaks, 1 + 64, "the side, then 64 breaks:\n{saved}");
    assert!(
        report.contains(&saved),
        "the report shows the saved game:\n{report}"
    );
    let quoted = readme_quote();
    assert!(
        report.contains(&quoted),
        "the README quotes {quoted:?}; the report:\n{report}"
    );
    let fixture = scratch.fixture_dir(PROBLEM).join("edge-lowest-bit-line.in");
    let fixture = std::fs::read_to_string(fixture).expect("promoted");
    let replies: Vec<&str> = saved
        .lines()
        .skip(2)
        .filter_map(|line| line.strip_prefix('<'))
        .collect();
    assert_eq!(fixture, format!("1\n509 line {}\n", replies.join(" ")));
}

#[test]
#[ignore = "slow: builds a program and walks every reply from the starts below 2^10"]
fn a_wrong_side_at_one_start_is_shown_at_that_start() {
    let (report, verdict, _) = every("adversary-side", "adversary/wrong-side.cpp", BELOW);
    assert_eq!(verdict, Verdict::Failed, "{report}");
    let why = "FAILED from 1000: it plays second from n = 1000, whose 6 set bit(s) make the \
               player to move win: the table says first";
    assert!(report.contains(why), "{report}");
    let game = "\n<1\n<1000\n>second\n";
    assert!(
        report.contains(game),
        "the game is the side alone:\n{report}"
    );
}

#[test]
#[ignore = "slow: builds a program and walks every reply from the starts below 2^10"]
fn a_program_that_does_not_exit_on_the_stop_line_fails() {
    let (report, verdict, _) = every("adversary-no-exit", "adversary/no-exit.cpp", BELOW);
    assert_eq!(verdict, Verdict::Failed, "{report}");
    let why = "FAILED from 1: it did not exit after the stop line, with a game of the run left";
    assert!(report.contains(why), "{report}");
    let game = "\n<2\n<1\n>second\n<-1 -1\n";
    assert!(
        report.contains(game),
        "stopped in the first of two games:\n{report}"
    );
}

#[test]
#[ignore = "slow: builds a program and walks every reply from the starts below 2^10"]
fn a_move_that_depends_on_the_path_fails() {
    let kept = "adversary/path-dependent.cpp";
    let (report, verdict, _) = every("adversary-path", kept, BELOW);
    assert_eq!(verdict, Verdict::Failed, "{report}");
    assert!(
        report.contains("depends on the path, not only on the position"),
        "{report}"
    );
}

#[test]
#[ignore = "slow: walks every reply from every start below 2^12 through a sandboxed program"]
fn the_highest_bit_strategy_passes_every_start_with_its_longest_line() {
    let kept = "submissions/accepted/highest-bit.cpp";
    let (report, verdict, _) = every("adversary-highest", kept, &[]);
    assert_eq!(verdict, Verdict::Covered, "{report}");
    assert!(report.contains("(4095 starts)"), "{report}");
    assert!(
        report.contains("longest line: 8 moves, from 3585"),
        "{report}"
    );
    assert!(
        report.contains("none past the limit of 63 moves"),
        "{report}"
    );
    eprintln!("{report}");
}

/// Command lines the adversary refuses, and a part of why.
const REFUSED: &[(&[&str], &str)] = &[
    (
        &["coins", "--adversary", "sometimes"],
        "give every, optimal or random",
    ),
    (
        &["coins", "--below", "5"],
        "--below, --start and --positions are for --adversary",
    ),
    (
        &["coins", "--adversary", "every", "--cases", "3"],
        "--cases is for optimal and random",
    ),
    (
        &["coins", "--adversary", "optimal", "--below", "5"],
        "--below, --start and --positions are for every",
    ),
    (
        &["coins", "--adversary", "random", "--positions", "5"],
        "--below, --start and --positions are for every",
    ),
    (
        &[
            "coins",
            "--adversary",
            "every",
            "--below",
            "5",
            "--start",
            "3",
        ],
        "--below and --start each choose the starts",
    ),
    (
        &["coins", "--adversary", "every", "--start", "(3)"],
        "--start: \"(3)\" is no start: give one plain number",
    ),
    (
        &["coins", "--adversary", "every", "--below", "1"],
        "no start to walk",
    ),
    (
        &["coins", "--adversary", "every", "--writeup"],
        "--writeup and --beyond are for",
    ),
    (
        &["left-stack-game", "--adversary", "every"],
        "left-stack-game is not interactive",
    ),
    (
        &["coin", "--adversary", "every"],
        "no interactive problem named \"coin\"",
    ),
    (&["coins"], "`cargo stress coins --adversary every` plays"),
];

#[test]
fn the_command_line_refuses_what_the_adversary_does_not_take() {
    let scratch = scratch("adversary-refusals");
    let refused = |words: &[&str]| -> String {
        let words: Vec<String> = words.iter().map(|word| word.to_string()).collect();
        match parse(&words) {
            Err(why) => why,
            Ok(options) => match run(&options, &scratch) {
                Err(why) => why,
                Ok((report, _)) => panic!("{words:?} ran:\n{report}"),
            },
        }
    };
    for &(words, why) in REFUSED {
        let said = refused(words);
        assert!(said.contains(why), "{words:?}: {said}");
    }
}

/// `cargo stress coins --adversary every <more>`, the crate's own play in process.
fn own_coins(name: &str, more: &[&str]) -> (String, Verdict) {
    let mut words: Vec<String> = ["coins", "--adversary", "every"]
        .iter()
        .map(|word| word.to_string())
        .collect();
    words.extend(more.iter().map(|word| word.to_string()));
    run(&parse(&words).expect("options"), &scratch(name)).expect("a run")
}

#[test]
fn a_walk_past_its_budget_exits_3_and_one_start_is_walked_alone() {
    let (report, verdict) = own_coins("adversary-budget", &["--positions", "20"]);
    assert_eq!(
        (verdict, verdict.status()),
        (Verdict::Uncovered, 3),
        "{report}"
    );
    assert!(report.contains("of 749 starts done, "), "{report}");
    assert!(!report.contains("no failure\n"), "{report}");
    let (report, verdict) = own_coins("adversary-one-start", &["--start", "10"]);
    assert_eq!(verdict, Verdict::Covered, "{report}");
    assert!(
        report.contains("domain: the start 10 (1 starts)"),
        "{report}"
    );
    assert!(
        report.contains("longest line: 3 moves, from 10"),
        "{report}"
    );
}

#[test]
fn the_budgets_defaults_are_the_ones_the_help_and_the_readme_state() {
    use judge_tests::stress::adversary::{EVERY_SECONDS, POSITIONS};
    use judge_tests::stress::cli::USAGE;
    let readme = Workspace::this()
        .root()
        .join("crates/judge-tests/README.md");
    let readme = std::fs::read_to_string(readme).expect("the README");
    let help = format!("(default {POSITIONS})");
    assert!(USAGE.contains(&help), "{help} not in:\n{USAGE}");
    let help = format!("(default {EVERY_SECONDS})");
    assert!(USAGE.contains(&help), "{help} not in:\n{USAGE}");
    let thousands = |n: usize| {
        let digits = n.to_string();
        let mut grouped = String::new();
        for (index, digit) in digits.chars().enumerate() {
            if index > 0 && (digits.len() - index) % 3 == 0 {
                grouped.push(',');
            }
            grouped.push(digit);
        }
        grouped
    };
    let stated = format!(
        "{} positions asked (`--positions N`) and {EVERY_SECONDS} seconds",
        thousands(POSITIONS)
    );
    assert!(
        readme.contains(&stated),
        "the README does not say {stated:?}"
    );
}
