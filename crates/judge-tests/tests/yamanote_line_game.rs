//! Yamanote Line Game: the parity rule against plain game-tree search, the submission's move
//! legal and winning from every position it can reach, the jury's table over the whole domain,
//! and the submission's `play` against a model of the jury for every `N` of the statement.

use std::io::{BufRead, Write};

use judge_tests::compare::{assert_agree, assert_caught};
use judge_tests::interactive::yamanote_line_game::jury::{drive, judged, table};
use judge_tests::interactive::yamanote_line_game::solution::{
    self, integers, mover_wins, smallest_undeclared, Game, Turn,
};
use judge_tests::interactive::yamanote_line_game::{
    flags, left, moves, play, play_with, positions, search, Declared, Reply, SEARCHED_MAX_N,
};

judge_tests::interactive_tests!(judge_tests::interactive::yamanote_line_game::PROBLEM);

#[test]
fn the_mover_wins_iff_the_count_left_is_odd_on_every_position() {
    let mut compared = 0;
    for n in 1..=SEARCHED_MAX_N {
        let mut search = search(n);
        compared += assert_agree(
            &format!("yamanote-line-game, every set of declared integers, N = {n}"),
            positions(n),
            |&declared| mover_wins(left(n, declared)),
            |&declared| search.mover_wins(&declared),
        );
    }
    // 2^3 + 2^5 + 2^7 + 2^9 + 2^11 sets.
    assert_eq!(compared, 2728);
}

#[test]
fn the_comparison_catches_the_rule_that_whoever_can_move_wins() {
    // A plausible slip: "the mover wins whenever an integer is left".
    let n = 3;
    let mut search = search(n);
    let (position, _, _) = assert_caught(
        "the mover wins whenever an integer is left",
        positions(n),
        |&declared| left(n, declared) > 0,
        |&declared| search.mover_wins(&declared),
    );
    assert_eq!(left(n, position), 6, "at {position:#b}");
}

/// Takahashi's turn at `game`, on the position `declared`, where `heard` (if any) is what the
/// game said when it heard Aoki's last integer: his move must be that one, the pure move of the
/// position, legal, and leave a position lost for Aoki. Then every reply of Aoki is followed,
/// and with none left, `0` stops the game. Returns how many of his turns were visited.
fn follow(
    n: u32,
    game: &Game,
    declared: Declared,
    heard: Option<String>,
    lost: &mut impl FnMut(Declared) -> bool,
) -> usize {
    let at = format!("N = {n}, declared {declared:#b}");
    let mut mine = game.clone();
    let chosen = mine
        .declare_own()
        .unwrap_or_else(|err| panic!("{at}: {err}"));
    let bit = 1u64 << (chosen - 1);
    let legal = (1..=integers(n) as usize).contains(&chosen) && declared & bit == 0;
    assert!(legal, "{at}: {chosen} is no legal move");
    assert!(
        lost(declared | bit),
        "{at}: {chosen} leaves a position Aoki wins"
    );
    let pure = smallest_undeclared(&flags(n, declared), 1);
    assert_eq!(
        Some(chosen),
        pure,
        "{at}: the cursor and the pure move differ"
    );
    if let Some(said) = heard {
        assert_eq!(said, chosen.to_string(), "{at}: heard says another move");
    }
    let after = declared | bit;
    if after.count_ones() == integers(n) {
        let stop = mine.clone().heard("0");
        assert!(
            matches!(stop, Ok(Turn::Stop)),
            "{at}: 0 does not stop the game"
        );
        return 1;
    }
    let mut visited = 1;
    for reply in moves(n, after) {
        let aoki = (reply ^ after).trailing_zeros() as usize + 1;
        let said = match mine.clone().heard(&aoki.to_string()) {
            Ok(Turn::Say(said)) => said,
            Ok(Turn::Stop) => panic!("{at}: stopped on Aoki's {aoki}"),
            Ok(Turn::Listen | Turn::Last(_)) => panic!("{at}: no move on Aoki's {aoki}"),
            Err(err) => panic!("{at}: Aoki's {aoki}: {err}"),
        };
        let mut theirs = mine.clone();
        theirs
            .declare(aoki)
            .unwrap_or_else(|err| panic!("{at}: {err}"));
        visited += follow(n, &theirs, reply, Some(said), lost);
    }
    visited
}

#[test]
fn the_move_is_legal_and_winning_from_every_position_it_can_reach() {
    let mut visited = 0;
    for n in 1..=SEARCHED_MAX_N {
        let mut search = search(n);
        let first = match Game::start(&n.to_string()) {
            Ok((_, Turn::Say(said))) => said,
            Ok((_, Turn::Stop)) => panic!("N = {n}: stopped before its first move"),
            Ok((_, Turn::Listen | Turn::Last(_))) => panic!("N = {n}: no first move"),
            Err(err) => panic!("N = {n}: {err}"),
        };
        let mut lost = |declared| !search.mover_wins(&declared);
        visited += follow(n, &Game::new(n), 0, Some(first), &mut lost);
    }
    // Takahashi's turns over every sequence of Aoki's replies: for N, the sum over t = 0..=N
    // of 2N (2N - 2) ... (2N - 2t + 2), the turns after t replies.
    assert_eq!(visited, 3 + 13 + 79 + 633 + 6_331);
}

#[test]
fn the_jurys_table_is_the_rule_over_the_whole_domain() {
    let lines = table(1000);

    assert_eq!(lines.len(), integers(1000) as usize + 1);
    // For the counts the search reaches, what it says of a set with that many left.
    let mut searched = std::collections::HashMap::new();
    for n in 1..=SEARCHED_MAX_N {
        let mut search = search(n);
        for declared in positions(n) {
            let wins = search.mover_wins(&declared);
            let count = left(n, declared);
            let moves = moves(n, declared).len();
            let seen = *searched.entry(count).or_insert((wins, moves));
            assert_eq!(seen, (wins, moves), "N = {n}, declared {declared:#b}");
        }
    }
    let compared = assert_agree(
        "the jury's table",
        lines.iter().enumerate(),
        |(_, line)| line.to_string(),
        |&(k, _)| {
            let count = k as u32;
            let wins = mover_wins(count);
            if let Some(&(searched, moves)) = searched.get(&count) {
                assert_eq!((searched, moves), (wins, k), "the search with {k} left");
            }
            format!("{k} {} {k}", if wins { "wins" } else { "loses" })
        },
    );
    assert_eq!(compared, 2002);
    assert_eq!(searched.len(), integers(SEARCHED_MAX_N) as usize + 1);
}

/// The submission's `play` against the model of the jury for each `N` of `ns`, with the replies
/// `chosen` picks from `Reply::each`: every declaration legal, nothing after the 0. The games
/// played.
fn play_each_n(ns: impl IntoIterator<Item = u32>, chosen: impl Fn(&Reply) -> bool) -> usize {
    let mut games = 0;
    for n in ns {
        for reply in Reply::each(n).into_iter().filter(&chosen) {
            let shown = format!("N = {n}, {reply:?}");
            let played = play(n, reply);
            assert_eq!(played.fault, None, "{shown}");
            assert_eq!(played.result, Ok(()), "{shown}");
            assert!(played.over, "{shown}: the jury never sent 0");
            // Takahashi makes the 1st, 3rd, ..., (2N + 1)-th declarations.
            assert_eq!(played.lines, n as usize + 1, "{shown}");
            games += 1;
        }
    }
    games
}

/// Every reply of `Reply::each`, for every `N` up to 100 and the ten largest; a game of `N` is
/// `N + 1` declarations a side, so every `N` of the statement is left to the slow tests.
#[test]
fn play_wins_for_small_and_the_largest_n_against_every_reply() {
    assert_eq!(play_each_n((1..=100).chain(991..=1000), |_| true), 440);
}

#[test]
#[ignore = "slow: 4,000 games, each reply from every N up to 1000"]
fn play_wins_for_every_n_against_every_reply() {
    assert_eq!(play_each_n(1..=1000, |_| true), 4000);
}

/// A wrong player: it reads N, then declares 1, 2, 3, ... (forgetting Aoki's integers) until
/// it reads 0, and with `one_more`, declares once more after it.
fn counts_up(
    input: &mut dyn BufRead,
    output: &mut dyn Write,
    one_more: bool,
) -> Result<(), String> {
    let mut line = String::new();
    let mut next = 1;
    loop {
        line.clear();
        input.read_line(&mut line).map_err(|err| err.to_string())?;
        if line.is_empty() {
            return Err("the input ended".to_string());
        }
        if line.trim() == "0" && !one_more {
            return Ok(());
        }
        writeln!(output, "{next}").map_err(|err| err.to_string())?;
        if line.trim() == "0" {
            return Ok(());
        }
        next += 1;
    }
}

#[test]
fn the_model_of_the_jury_rejects_a_player_that_forgets_aokis_integers() {
    let played = play_with(2, Reply::Listed(vec![3, 4]), |input, output| {
        counts_up(input, output, false)
    });
    assert_eq!(
        played.fault.as_deref(),
        Some("line 3: \"3\" is no legal declaration")
    );
    assert!(played.result.is_err());
    // Against the largest reply it never meets Aoki's integers, and wins; after the 0 it must
    // write nothing more.
    let played = play_with(2, Reply::Largest, |input, output| {
        counts_up(input, output, false)
    });
    assert_eq!(
        (played.fault, played.result, played.over),
        (None, Ok(()), true)
    );
    let played = play_with(2, Reply::Largest, |input, output| {
        counts_up(input, output, true)
    });
    assert_eq!(
        played.fault.as_deref(),
        Some("wrote \"4\" after the jury's 0")
    );
}

/// The game on `n` after the lines `heard` (the first is `N`), or the first error.
fn after(heard: &[&str]) -> Result<Vec<String>, String> {
    let (mut game, first) = Game::start(heard[0])?;
    let mut said = Vec::new();
    for turn in std::iter::once(Ok(first)).chain(heard[1..].iter().map(|line| game.heard(line))) {
        match turn? {
            Turn::Say(line) | Turn::Last(line) => said.push(line),
            Turn::Stop => said.push("stop".to_string()),
            Turn::Listen => said.push("listen".to_string()),
        }
    }
    Ok(said)
}

#[test]
fn the_sample_is_played_as_the_statement_shows() {
    assert_eq!(
        after(&["2", "3", "4", "0"]),
        Ok(vec!["1".into(), "2".into(), "5".into(), "stop".into()])
    );
}

#[test]
fn a_bad_reply_is_an_error_never_a_panic() {
    for (lines, error) in [
        (
            &["0"][..],
            "expected N (an integer from 1 to 1000000), found \"0\"",
        ),
        (
            &["1000001"],
            "expected N (an integer from 1 to 1000000), found \"1000001\"",
        ),
        (&[" 2"], "expected N"),
        (&["2", "1"], "Aoki cannot declare 1: 1 is already declared"),
        (
            &["2", "6"],
            "expected Aoki's integer, or 0 (an integer from 0 to 5), found \"6\"",
        ),
        (&["2", "-3"], "found \"-3\""),
        (&["2", ""], "found \"\""),
        (
            &["2", "3", "3"],
            "Aoki cannot declare 3: 3 is already declared",
        ),
        (
            &["1", "2", "3"],
            "Aoki cannot declare 3: 3 is already declared",
        ),
        (
            &["2", "99999999999999999999999"],
            "found \"99999999999999999999999\"",
        ),
    ] {
        let got = after(lines);
        assert!(
            got.as_ref().is_err_and(|err| err.contains(error)),
            "{lines:?}: {got:?}, not an error with {error:?}"
        );
    }
    // Through `play`: the line is named, and the end of the input before 0 is an error.
    for (input, error) in [
        (&b"2\n1\n"[..], "line 2: Aoki cannot declare 1"),
        (
            b"2\n3\n",
            "input ended before line 3, and the game is not over",
        ),
        (b"", "input ended before line 1"),
        (b"2\n\xff\n", "line 2 is not UTF-8"),
    ] {
        let mut output = Vec::new();
        let result = solution::play(&mut &input[..], &mut output);
        assert!(
            result.as_ref().is_err_and(|err| err.contains(error)),
            "{input:?}: {result:?}, not an error with {error:?}"
        );
    }
}

/// The test input, the submission's whole output, and what the jury says of them.
const N1: &str = "1\nsmallest\n";
const OVER: &str = "43 line 3: more output after the jury's 0 (the game was over)";
const JURY_CASES: [(&str, &[u8], &str); 17] = [
    (N1, b"1\n3\n", "42"),
    (N1, b"1\r\n 3\t\n", "42"),
    (N1, b"1\n3", "42"),
    ("2\nlisted 3 4\n", b"1\n2\n5\n", "42"),
    (N1, b"1\n3\n4\n", OVER),
    // Read as testlib reads tokens: blanks anywhere between them, an empty line after the 0.
    (N1, b"1\n3\n\n", "42"),
    (N1, b"\n\n1     \t\r\n\n3 \n", "42"),
    (N1, b"1\n1\n", "43 line 2: 1 was already declared"),
    (N1, b"1\n2\n", "43 line 2: 2 was already declared"),
    (N1, b"4\n", "43 line 1: 4 is not in 1..=3"),
    (N1, b"0\n", "43 line 1: 0 is not in 1..=3"),
    (N1, b"one\n", "43 line 1: expected an integer, found 'one'"),
    (
        N1,
        b"\n",
        "43 the output ended before line 1, and the game is not over",
    ),
    (
        N1,
        b"1\n",
        "43 the output ended before line 2, and the game is not over",
    ),
    (N1, &[b'7'; 100], "43 line 1 is longer than 64 bytes"),
    (
        "0\nsmallest\n",
        b"1\n",
        "input: N = 0 is not in 1..=1000000",
    ),
    (
        "1\nfirst\n",
        b"1\n",
        "input: line 2 is no reply mode: 'first'",
    ),
];

#[test]
fn the_jury_accepts_a_won_game_and_names_the_line_of_each_fault() {
    let mut draws = judge_tests::random::SplitMix64::new(244);
    let noise: Vec<u8> = (0..300).map(|_| draws.next_u64() as u8).collect();
    let mut all: Vec<(&[u8], &[u8])> = JURY_CASES
        .iter()
        .map(|(test, output, _)| (test.as_bytes(), *output))
        .collect();
    // Random bytes, and random bytes as the test input: a verdict or a refusal, never a crash.
    all.push((b"3\nrandom 5\n", &noise));
    all.push((&noise, b"1\n"));
    let said = drive(&all);
    assert_eq!(said.len(), all.len(), "{said:?}");
    for ((test, output, wanted), got) in JURY_CASES.iter().zip(&said) {
        let shown = String::from_utf8_lossy(output);
        assert_eq!(got, wanted, "{test:?} {shown:?}");
    }
    assert!(said[JURY_CASES.len()].starts_with("43 line 1"), "{said:?}");
    assert!(
        said[JURY_CASES.len() + 1].starts_with("input: "),
        "{said:?}"
    );
}

/// A wrong answer through the command line: status 43 and the message in the feedback folder.
/// (Every fixture's `cargo judge check` and snapshot run it to 42.)
#[test]
fn the_jury_exits_43_with_its_message_in_the_feedback_folder() {
    let scratch = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("yamanote-jury");
    let message = "line 2: 3 was already declared".to_string();
    assert_eq!(
        judged(&scratch.join("wrong"), "1\nlargest\n", b"1\n3\n"),
        (Some(43), message)
    );
}
