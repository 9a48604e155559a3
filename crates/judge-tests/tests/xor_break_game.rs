//! XOR Break — Game Version: the rule and the break against plain game-tree search, the jury's
//! table and its `optimal` reply, whole runs of `play` against a model of the jury, and the
//! longest line of breaks the jury can force on the crate's strategy and on the write-up's.

use judge::layout::Workspace;
use judge_tests::compare::assert_agree;
use judge_tests::interactive::xor_break_game::jury::{judged, refusals, table};
use judge_tests::interactive::xor_break_game::solution::{side, winning_break};
use judge_tests::interactive::xor_break_game::{
    breaks, lowest_bit_break, moves, optimal_reply, played, scripted, search, LongestLine, Mode,
    Pair,
};
use judge_tests::submissions;

judge_tests::interactive_tests!(judge_tests::interactive::xor_break_game::PROBLEM);

/// Every number below it, and every pair of them, is searched.
const SEARCHED: u64 = 1 << 7;
/// The starts of the jury's table that are checked.
const TABLE_UP_TO: u64 = 4096;
/// The starts whose longest line is searched.
const LINES_UP_TO: u64 = 2048;
/// The smallest start from which the jury forces a 64th break on the lowest-bit strategy.
const LOWEST_BIT_FAILS_FROM: u64 = 509;

/// Whether `p` has an even popcount, at least 2: the number a winner breaks.
fn even(p: u64) -> bool {
    p != 0 && p.count_ones() % 2 == 0
}

fn pairs() -> impl Iterator<Item = Pair> {
    (0..SEARCHED).flat_map(|a| (0..SEARCHED).map(move |b| (a, b)))
}

#[test]
fn the_rule_and_the_break_match_search_on_every_pair() {
    let mut searched = search();
    let compared = assert_agree(
        "xor-break-game, every pair below 2^7",
        pairs(),
        |&(a, b)| even(a) || even(b),
        |pair| searched.mover_wins(pair),
    );
    assert_eq!(compared, (SEARCHED * SEARCHED) as usize);
    for (a, b) in pairs() {
        let wins = searched.mover_wins(&(a, b));
        match winning_break(a, b) {
            Some(broken) => {
                assert!(moves(&(a, b)).contains(&broken), "{a} {b}: {broken:?}");
                assert!(!searched.mover_wins(&broken), "{a} {b}: {broken:?} loses");
                let (top, rest) = broken;
                assert!(top.is_power_of_two() && top > rest, "{a} {b}: {broken:?}");
            }
            None => assert!(!wins, "{a} {b}: a won pair without a break"),
        }
    }
    for n in 1..SEARCHED {
        let first = searched.mover_wins(&(n, 0));
        assert_eq!(side(n), if first { "first" } else { "second" }, "n = {n}");
    }
}

#[test]
fn the_optimal_reply_wins_where_the_jury_can_and_is_legal_everywhere() {
    let mut searched = search();
    for pair in pairs() {
        let reply = optimal_reply(pair.0, pair.1);
        let every = moves(&pair);
        match reply {
            None => assert!(every.is_empty(), "{pair:?}: gives up with a move left"),
            Some(reply) => {
                assert!(every.contains(&reply), "{pair:?}: {reply:?} is no break");
                let wins = searched.mover_wins(&pair);
                assert_eq!(!searched.mover_wins(&reply), wins, "{pair:?}: {reply:?}");
            }
        }
    }
    assert_eq!(
        breaks(13).count(),
        10,
        "1 12, 4 9, 5 8, 6 11, 7 10, each both ways"
    );
}

#[test]
fn the_jurys_table_matches_search_and_the_optimal_reply() {
    let mut searched = search();
    let lines = table(TABLE_UP_TO);
    assert_eq!(lines.len() as u64, TABLE_UP_TO, "one line a start");
    for (line, n) in lines.iter().zip(1u64..) {
        let wins = if n < SEARCHED {
            searched.mover_wins(&(n, 0))
        } else {
            even(n)
        };
        let (p1, p2) = optimal_reply(n, 0).unwrap_or((0, 0));
        let side = if wins { "first" } else { "second" };
        assert_eq!(line, &format!("{n} {side} {p1} {p2}"));
    }
}

/// `play` on a run against the model of the jury: every game won, each break the crate's
/// winning break of the pair faced, and at most 59 breaks a game.
fn wins_every_game(games: &[(u64, Mode)]) -> usize {
    let (result, record) = played(games);
    assert_eq!(result, Ok(()), "{:?}", record.broken);
    assert_eq!(record.broken, None);
    assert_eq!(record.won, games.len());
    for ((game, &(n, _)), chosen) in record.breaks.iter().zip(games).zip(&record.sides) {
        assert_eq!(chosen, side(n), "n = {n}");
        assert!(game.len() <= 59, "n = {n}: {} breaks", game.len());
        for &(faced, broken) in game {
            assert_eq!(Some(broken), winning_break(faced.0, faced.1), "n = {n}");
        }
    }
    record.breaks.iter().map(Vec::len).sum()
}

#[test]
fn play_wins_every_game_against_every_mode_of_the_model() {
    let each =
        |mode: fn(u64) -> Mode| -> Vec<(u64, Mode)> { (1..=300).map(|n| (n, mode(n))).collect() };
    assert!(wins_every_game(&each(|_| Mode::Optimal)) > 300);
    assert!(wins_every_game(&each(Mode::Seeded)) > 300);
    assert!(wins_every_game(&each(|n| Mode::GivesUp(1 + n % 3))) > 100);
    let line = LongestLine::new(winning_break).replies_from(1023);
    assert!(wins_every_game(&[(1023, Mode::Line(line)), (1023, Mode::Optimal)]) >= 10);
    let large: Vec<(u64, Mode)> = (0..200)
        .map(|k| (1_000_000_000_000_000_000 - k * 999_999_937, Mode::Optimal))
        .collect();
    assert!(wins_every_game(&large) > 200 * 10);
}

#[test]
fn the_longest_lines_of_the_lowest_bit_and_the_crates_strategies() {
    let mut lowest = LongestLine::new(lowest_bit_break);
    let first_fail = (1..=LOWEST_BIT_FAILS_FROM).find(|&n| lowest.from_start(n) >= 64);
    assert_eq!(first_fail, Some(LOWEST_BIT_FAILS_FROM));
    assert_eq!(lowest.from_start(LOWEST_BIT_FAILS_FROM), 64);
    let replies = lowest.replies_from(LOWEST_BIT_FAILS_FROM);
    assert_eq!(replies.len(), 63, "63 replies, then its 64th break");
    let mut crates = LongestLine::new(winning_break);
    let longest = (1..=LINES_UP_TO).map(|n| crates.from_start(n)).max();
    assert_eq!(
        longest,
        Some(7),
        "at most 7 breaks from any start up to 2048"
    );
    assert_eq!(crates.from_start(1023), 7, "from 1023, for one");
}

/// The replies of the `line` mode of a fixture's only game.
fn fixture_line(name: &str) -> Vec<Pair> {
    let path = Workspace::this().fixture_dir("xor-break-game").join(name);
    let text = std::fs::read_to_string(&path).expect("the fixture");
    let game = text.lines().nth(1).expect("one game");
    let words: Vec<u64> = game
        .split(' ')
        .filter_map(|word| word.parse().ok())
        .skip(1)
        .collect();
    words.chunks(2).map(|pair| (pair[0], pair[1])).collect()
}

#[test]
fn the_509_fixture_replays_a_line_that_forces_a_64th_break() {
    let replies = fixture_line("edge-lowest-bit-509.in");
    assert_eq!(replies.len(), 63, "63 replies, then its 64th break");
    // The lowest-bit program's output on it: `first`, then 64 breaks, each reply legal.
    let mut output = String::from("first\n");
    let mut faced = (LOWEST_BIT_FAILS_FROM, 0);
    for reply in replies.iter().copied().chain([(0, 0)]) {
        let (p1, p2) = lowest_bit_break(faced.0, faced.1).expect("a break");
        output.push_str(&format!("{p1} {p2}\n"));
        let legal = moves(&(p1, p2)).contains(&reply);
        assert!(
            legal || reply == (0, 0),
            "{reply:?} is no break of {p1} {p2}"
        );
        faced = reply;
    }
    let input = std::fs::read_to_string(
        Workspace::this()
            .fixture_dir("xor-break-game")
            .join("edge-lowest-bit-509.in"),
    )
    .expect("the fixture");
    let run = judged(&input, &output);
    assert_eq!(run.status, Some(43), "{run:?}");
    assert!(run.message.contains("line 65") && run.message.contains("past the 63"));
    assert!(run.said.ends_with("-1 -1\n"), "{run:?}");
}

#[test]
fn the_sample_is_played_as_the_strategy_plays_it() {
    let script = b"4\n1\n0 0\n3\n0 0\n13\n10 7\n0 0\n777777770001\n0 0\n";
    let (result, said) = scripted(script);
    assert_eq!(result, Ok(()));
    let first = "first\n549755813888 228021956113\n";
    assert_eq!(said, format!("second\nfirst\n2 1\nsecond\n8 2\n{first}"));
    let input = "4\n1 optimal\n3 optimal\n13 line 10 7 0 0\n777777770001 gives-up 1\n";
    let run = judged(input, &said);
    assert_eq!(run.status, Some(42), "{run:?}");
    assert_eq!(run.said, String::from_utf8_lossy(script));
}

#[test]
fn bad_lines_from_the_jury_are_errors() {
    let cases: &[(&[u8], &str)] = &[
        (b"", "input ended before line 1"),
        (b"0\n", "line 1: expected t"),
        (b"1001\n", "line 1: expected t"),
        (b"1\n0\n", "line 2: expected n"),
        (b"1\n1000000000000000001\n", "line 2: expected n"),
        (b"1\n3\n", "input ended before line 3"),
        (b"1\n3\n-1 -1\n", "line 3: the jury answers -1 -1"),
        (
            b"1\n3\n1 2\n",
            "line 3: the jury's 1 2 is no break of 2 or 1",
        ),
        (b"1\n7\n3\n", "line 3: expected the jury's answer"),
        (b"1\n7\n3  4\n", "line 3: expected p2"),
        (b"1\n7\n8 15\n", "line 3: the jury's 8 15 is no break"),
        (b"2\n1\n0 0\n", "input ended before line 4"),
        (b"1\n7\n\xff\n", "line 3 is not UTF-8"),
    ];
    for &(script, words) in cases {
        let shown = String::from_utf8_lossy(script).into_owned();
        match scripted(script) {
            (Err(error), _) => assert!(error.contains(words), "{shown:?}: {error}"),
            (Ok(()), said) => panic!("{shown:?} was played through: {said:?}"),
        }
    }
}

/// Sides and breaks read as testlib reads tokens: any blanks around and between them, 200
/// trailing spaces, empty lines, a final empty line.
#[test]
fn the_jury_reads_tokens_between_any_blanks() {
    let spaces = " ".repeat(200);
    let said = format!("\n second{spaces}\n\n4\t\r\n2{spaces}\n\n");
    let run = judged("1\n7 line 1 6\n", &said);
    assert_eq!(run.status, Some(42), "{run:?}");
    assert_eq!(run.said, "1\n7\n1 6\n0 0\n");
}

#[test]
fn the_jury_rejects_an_invalid_break_with_minus_one() {
    let run = judged("1\n7 optimal\n", "second\n4 3\n");
    assert_eq!(run.status, Some(43), "{run:?}");
    assert_eq!(run.said, "1\n7\n1 6\n-1 -1\n");
    assert!(run.message.contains("line 2") && run.message.contains("4 3 is no break of 1 or 6"));
    let run = judged("1\n3 optimal\n", "first\n2 1\nthird\n");
    assert_eq!(run.status, Some(43), "{run:?}");
    assert!(run.message.contains("after the last game"), "{run:?}");
}

#[test]
fn the_jury_refuses_test_data_it_cannot_use() {
    let run = judged("2\n3 optimal\n", "");
    assert_eq!(
        (run.status, run.said.as_str()),
        (Some(2), ""),
        "a judge error"
    );
    let cases = [
        ("0\n", "line 1, t"),
        (
            "2\n3 optimal\n",
            "t = 2, but the lines of games that follow number 1",
        ),
        ("1\n0 optimal\n", "line 2, n"),
        ("1\n1000000000000000001 optimal\n", "line 2, n"),
        ("1\n03 optimal\n", "line 2, n"),
        ("1\n3 sometimes\n", "line 2: expected"),
        ("1\n3 random 18446744073709551616\n", "the seed"),
        ("1\n3 gives-up 0\n", "line 2, K"),
        ("1\n3 line 2\n", "line 2: expected"),
        ("1\n3 line 0 0 2 1\n", "a reply follows `0 0`"),
        ("1\n3 optimal", "each ended by a line feed"),
    ];
    let inputs: Vec<&str> = cases.iter().map(|&(input, _)| input).collect();
    for (refusal, (input, words)) in refusals(&inputs).into_iter().zip(cases) {
        let refusal = refusal.unwrap_or_else(|| panic!("{input:?} is used"));
        assert!(refusal.contains(words), "{input:?}: {refusal}");
    }
    let usable = ["1\n3 line 2 1 0 0\n", "1\n1000000000000000000 random 0\n"];
    assert_eq!(refusals(&usable), [None, None]);
}

#[test]
fn kept_programs_name_fixtures_and_the_readme_lists_them() {
    let workspace = Workspace::this();
    let name = "xor-break-game";
    let programs = submissions::programs(&workspace, name).unwrap_or_else(|err| panic!("{err}"));
    let shown: Vec<String> = programs.iter().map(|program| program.shown()).collect();
    assert_eq!(
        shown,
        [
            "accepted/highest-bit.cpp",
            "wrong_answer/illegal-then-sleep.cpp",
            "wrong_answer/lowest-bit.cpp",
            "time_limit_exceeded/no-flush.cpp",
        ]
    );
    submissions::check_named_fixtures(&workspace, name, &programs);
    let readme = std::fs::read_to_string(workspace.crate_dir(name).join("README.md"))
        .expect("the crate's README");
    for program in &programs {
        let link = format!("(submissions/{})", program.shown());
        assert!(readme.contains(&link), "the README does not link {link}");
    }
}
