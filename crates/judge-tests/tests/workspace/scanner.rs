//! The part every submission shares (scanner, `run`, input and `main`): in process on every
//! problem, and through the real binary where only a process can show it (an unwritable
//! stderr, an unreadable stdin, more input than memory holds).

use std::fs;

use judge::layout::Workspace;
use judge_tests::random::SplitMix64;
use judge_tests::PROBLEMS;

/// Through the real binary: what only a process shows (Linux: `/dev/full`, the address-space
/// limit and the measured peak).
#[cfg(target_os = "linux")]
mod through_the_binary {
    use std::fs::{self, File};
    use std::path::{Path, PathBuf};
    use std::time::Duration;

    use judge::check::Judge;
    use judge::process::{Exit, Limits, MemoryHold, Stdin};

    fn judge() -> Judge {
        judge_tests::judge(Some(env!("CARGO_BIN_EXE_measure")))
    }

    fn binary(judge: &Judge, problem: &str) -> PathBuf {
        judge_tests::built(judge, problem)
    }

    fn generous() -> Limits {
        Limits::new(Duration::from_secs(20), 1 << 30)
    }

    #[test]
    fn an_unwritable_stderr_still_exits_with_status_1() {
        let judge = judge();
        let binary = binary(&judge, "left-stack-game");
        let full = fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full");
        let run = judge
            .runner
            .run(
                &binary,
                &[],
                Stdin::Bytes(b"x\n".to_vec()),
                Some(full),
                generous(),
            )
            .expect("runs");
        assert_eq!(run.exit, Exit::Code(1));
        assert!(run.stdout.is_empty());
    }

    #[test]
    fn an_unreadable_stdin_is_reported_as_such() {
        let judge = judge();
        let binary = binary(&judge, "left-stack-game");
        let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("write-only");
        let write_only = File::create(&path).expect("file");
        let run = judge
            .runner
            .run(&binary, &[], Stdin::File(write_only), None, generous());
        let run = run.expect("runs");
        assert_eq!(run.exit, Exit::Code(1));
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert!(
            stderr.starts_with("error: cannot read standard input: "),
            "{stderr}"
        );
        assert_eq!(stderr.lines().count(), 1);
    }

    /// More input than the address space holds: the reader's `try_reserve` fails, and the
    /// submission says so instead of aborting.
    #[test]
    fn input_past_memory_is_an_error_not_an_abort() {
        let judge = judge();
        let binary = binary(&judge, "left-stack-game");
        // Held as address space, so that the allocation fails in the program, as a judge's
        // allocator refuses it at a commit limit.
        let limits = Limits {
            hold: MemoryHold::GroupAndAddressSpace,
            ..Limits::new(Duration::from_secs(20), 16 << 20)
        };
        let input = vec![b' '; 24 << 20];
        let run = judge
            .runner
            .run(&binary, &[], Stdin::Bytes(input), None, limits);
        let run = run.expect("runs");
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.exit, Exit::Code(1), "{stderr}");
        assert!(run.stdout.is_empty());
        let expected = "error: cannot read standard input: not enough memory for ";
        assert!(stderr.starts_with(expected), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
    }
}

/// The shared part in process, on every problem: `run` sees the raw bytes.
#[test]
fn byte_order_mark_is_skipped_and_places_count_after_it() {
    for problem in PROBLEMS {
        let folder = Workspace::this().fixture_dir(problem.name);
        let sample = fs::read(folder.join("sample-1.in")).expect("sample");
        let plain = (problem.run)(&sample);
        let with_mark = (problem.run)(&[b"\xef\xbb\xbf".as_slice(), &sample].concat());
        assert!(
            plain.is_ok() && plain == with_mark,
            "{}: {with_mark:?}",
            problem.name
        );
        assert_eq!(
            (problem.run)(b"\xef\xbb\xbfx"),
            (problem.run)(b"x"),
            "{}: line 1, column 1 is after the mark",
            problem.name
        );
        // Only at the very start: anywhere else it is a character of a token.
        assert!((problem.solve)("1 \u{feff}1").is_err(), "{}", problem.name);
    }
}

#[test]
fn input_that_is_not_utf8_is_reported_with_its_place() {
    for problem in PROBLEMS {
        assert_eq!(
            (problem.run)(b"1\n\xc3\xa9 \xff 2\n"),
            Err("input is not UTF-8 at line 2, column 3".to_string()),
            "{}",
            problem.name
        );
        assert_eq!(
            (problem.run)(b"\xe2\x82"),
            Err("input is not UTF-8 at line 1, column 1".to_string()),
            "{}: a cut character",
            problem.name
        );
    }
}

#[test]
fn every_line_end_counts_once() {
    let solve = judge_tests::problems::game_with_stones::solution::solve;
    for (input, place) in [
        ("5\r7 2\rx\n", "line 3, column 1"),
        ("5\r\n7 2\r\nx\n", "line 3, column 1"),
        ("5\n7 2\nx\n", "line 3, column 1"),
        ("5\n\r7 2\n\rx\n", "line 5, column 1"),
        ("5\r\r\n7 2 é x", "line 3, column 5"),
    ] {
        let error = solve(input).expect_err(input);
        assert!(error.contains(place), "{input:?}: {error}");
    }
    // A vertical tab is not a separator.
    assert!(solve("1\x0b1").is_err() && solve("1\x0c1").is_ok());
}

/// A token as the scanner should read it: plain ASCII digits, at most `u64::MAX`.
fn reference_number(token: &str) -> Option<u64> {
    if token.bytes().all(|byte| byte.is_ascii_digit()) {
        token.parse().ok()
    } else {
        None
    }
}

/// Every length from 0 to 30 (the eight-at-a-time path, the byte loop and the checked tail),
/// digits and the bytes next to them, overflow boundaries and leading zeros, against `parse`:
/// 50,000 random tokens here, 200,000 with the slow tests.
#[test]
fn numbers_are_read_as_parse_reads_them() {
    numbers_read_as_parse_reads_them(50_000);
}

#[test]
#[ignore = "slow: 200,000 random tokens read and parsed"]
fn two_hundred_thousand_random_numbers_are_read_as_parse_reads_them() {
    numbers_read_as_parse_reads_them(200_000);
}

/// The overflow boundaries and `random` random tokens, each read as `parse` reads it.
fn numbers_read_as_parse_reads_them(random: usize) {
    let solve = judge_tests::problems::left_stack_game::solution::solve;
    let mut rng = SplitMix64::new(10);
    let alphabet = b"0123456789/:x+-.";
    let mut tokens: Vec<String> = [
        "18446744073709551615",
        "18446744073709551616",
        "99999999999999999999",
        "00000000000000000000000018446744073709551615",
        "10000000000000000000",
        "1844674407370955161",
    ]
    .iter()
    .map(|token| token.to_string())
    .collect();
    for _ in 0..random {
        let length = rng.in_range(1..=30) as usize;
        let junk = rng.in_range(0..=3) == 0;
        let token: String = (0..length)
            .map(|_| {
                let pick = if junk {
                    rng.in_range(0..=15)
                } else {
                    rng.in_range(0..=9)
                };
                char::from(alphabet[pick as usize])
            })
            .collect();
        tokens.push(token);
    }
    for token in &tokens {
        let input = format!("1 1 1 {token}\n");
        let read = solve(&input);
        match reference_number(token) {
            Some(value) if value > 0 => assert!(read.is_ok(), "{token:?}: {read:?}"),
            Some(_) => assert_eq!(read.as_deref(), Ok("Danftito\n"), "{token:?}"),
            None => assert!(
                read.as_ref()
                    .is_err_and(|error| error.contains("expected c")),
                "{token:?}: {read:?}"
            ),
        }
    }
    // The value itself, through a problem whose answer shows it: a lone stack of `x` rocks with
    // m = x - 1 is lost, with m = x it is won.
    for token in tokens
        .iter()
        .filter_map(|token| reference_number(token))
        .filter(|&x| x > 1)
    {
        let lost = solve(&format!("{} {token} 0 0", token - 1));
        let won = solve(&format!("{token} {token} 0 0"));
        assert_eq!(
            (lost.as_deref(), won.as_deref()),
            (Ok("Danftito\n"), Ok("Tomaz\n")),
            "{token}"
        );
    }
}
