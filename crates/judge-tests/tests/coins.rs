//! Coins: the move function, the jury's table and whole games, against plain game-tree search.

use judge::layout::Workspace;
use judge_tests::compare::assert_agree;
use judge_tests::interactive::coins::solution::{is_legal_take, winning_take};
use judge_tests::interactive::coins::{
    legal_takes, played, scripted, search, searched_take, Replies,
};
use judge_tests::submissions;

judge_tests::interactive_tests!(judge_tests::interactive::coins::PROBLEM);

/// The statement's piles, `1 <= n < 1000`.
const MAX_N: u64 = 999;
/// How far past the statement the move function is compared.
const PAST: u64 = 1100;

#[test]
fn the_take_matches_search_on_every_pile() {
    let mut searched = search();
    let compared = assert_agree(
        "coins, every pile",
        1..=PAST,
        |&coins| winning_take(coins),
        |&coins| searched_take(&mut searched, coins),
    );
    assert_eq!(compared, PAST as usize);
    assert_eq!(winning_take(0), None, "an empty pile has no take");
    // The rule as the header states it, on the same piles.
    for coins in 1..=PAST {
        assert_eq!(searched.mover_wins(&coins), coins % 4 != 1, "pile {coins}");
    }
}

#[test]
fn legal_takes_are_the_rules() {
    for coins in 0..=PAST {
        for take in 0..=5 {
            let legal = legal_takes(coins).any(|allowed| allowed == take);
            assert_eq!(is_legal_take(coins, take), legal, "take {take} of {coins}");
        }
    }
}

/// One line of `jury.py --table`: the pile, whether the mover wins, the jury's reply.
fn table_line(line: &str) -> (u64, bool, Option<u64>) {
    let words: Vec<&str> = line.split(' ').collect();
    let [pile, verdict, reply] = words[..] else {
        panic!("not three words: {line:?}");
    };
    let pile = pile.parse().unwrap_or_else(|_| panic!("no pile: {line:?}"));
    let wins = match verdict {
        "win" => true,
        "lose" => false,
        _ => panic!("no verdict: {line:?}"),
    };
    let reply = match reply {
        "give-up" => None,
        take => Some(take.parse().unwrap_or_else(|_| panic!("no take: {line:?}"))),
    };
    (pile, wins, reply)
}

#[test]
fn the_jurys_table_matches_search_on_every_pile() {
    let root = Workspace::this().root().to_path_buf();
    let ran = judge_tests::interactive::python3()
        .args(["crates/coins/jury.py", "--table", &MAX_N.to_string()])
        .current_dir(&root)
        .output()
        .expect("python3 runs");
    assert!(ran.status.success(), "{ran:?}");
    let table = String::from_utf8(ran.stdout).expect("UTF-8");
    let mut searched = search();
    let mut piles = 0;
    for (line, expected_pile) in table.lines().zip(1..) {
        let (pile, wins, reply) = table_line(line);
        assert_eq!(pile, expected_pile, "line {line:?}");
        assert_eq!(wins, searched.mover_wins(&pile), "pile {pile}: {line:?}");
        match reply {
            None => assert_eq!(pile, 1, "gives up at pile {pile}"),
            Some(take) => {
                let legal = legal_takes(pile).any(|allowed| allowed == take) && take < pile;
                assert!(legal, "pile {pile}: the jury takes {take}");
                if wins {
                    let best = searched_take(&mut searched, pile);
                    assert_eq!(Some(take), best, "pile {pile}: not the winning take");
                }
            }
        }
        piles += 1;
    }
    assert_eq!(piles, MAX_N, "one line a pile");
}

/// `play` against the model of the jury from every start, the winning take every time.
fn plays_every_start(replies: impl Fn(u64) -> Replies) -> usize {
    let mut searched = search();
    let mut games = 0;
    for n in 1..=MAX_N {
        let (result, record) = played(n, replies(n));
        if n % 4 == 1 {
            let refused = result.is_err_and(|err| err.contains("no winning take"));
            assert!(refused, "n = {n}: a lost start is refused");
            assert!(record.takes.is_empty(), "n = {n}: {record:?}");
            continue;
        }
        assert_eq!(result, Ok(()), "n = {n}: {record:?}");
        assert_eq!(record.broken, None, "n = {n}");
        assert!(record.gave_up, "n = {n}: the game ends with I give up");
        for &(pile, take) in &record.takes {
            let best = searched_take(&mut searched, pile);
            assert_eq!(Some(take), best, "n = {n}: takes {take} from {pile}");
        }
        games += 1;
    }
    games
}

#[test]
fn play_wins_from_every_start_against_table_replies() {
    assert_eq!(plays_every_start(|_| Replies::Table), 749);
}

#[test]
fn play_wins_from_every_start_against_seeded_replies() {
    for seed in [1, 2021] {
        assert_eq!(plays_every_start(|n| Replies::Seeded(seed ^ n)), 749);
    }
}

#[test]
fn the_sample_is_played_as_the_statement_shows() {
    let (result, said) = scripted(b"7\n1\nI give up\n");
    assert_eq!(result, Ok(()));
    assert_eq!(said, "2\n3\n");
    let (result, said) = scripted(b"7\r\n1\r\nI give up\r\n");
    assert_eq!((result, said.as_str()), (Ok(()), "2\n3\n"), "CRLF");
}

#[test]
fn bad_lines_from_the_jury_are_errors() {
    let long = format!("7\n{}\n", "1".repeat((1 << 23) + 1));
    // A line of two million bytes, a whole set of 10^5 numbers and more, is read and judged.
    let read = format!("7\n{}\n", "1".repeat(2_000_000));
    let cases: &[(&[u8], &str)] = &[
        (b"", "input ended before line 1"),
        (b"\n", "line 1: expected n"),
        (b"0\n", "line 1: expected n"),
        (b"1000\n", "line 1: expected n"),
        (b"-7\n", "line 1: expected n"),
        (b"1\n", "line 1: 1 coins leave you no winning take"),
        (b"5\n", "line 1: 5 coins leave you no winning take"),
        (b"7\n", "input ended before line 2"),
        (b"7\n0\n", "line 2: expected Zhivago's take"),
        (b"7\n4\n", "line 2: expected Zhivago's take"),
        (b"7\nabc\n", "line 2: expected Zhivago's take"),
        (b"7\n\n", "line 2: expected Zhivago's take"),
        (b"7\n1 \n", "line 2: expected Zhivago's take"),
        (b"7\n\xff\n", "line 2 is not UTF-8"),
        (long.as_bytes(), "line 2 is longer than"),
        (read.as_bytes(), "line 2: expected Zhivago's take"),
        (
            b"7\nI give up\n",
            "line 2: Zhivago gives up with 5 coins left",
        ),
        (b"7\ni give up\n", "line 2: expected Zhivago's take"),
        (b"2\n1\n", "line 2: one coin is left for Zhivago"),
        (b"7\n1\n1\n", "line 3: one coin is left for Zhivago"),
    ];
    for &(script, words) in cases {
        let shown = String::from_utf8_lossy(&script[..script.len().min(20)]).into_owned();
        match scripted(script) {
            (Err(error), _) => assert!(error.contains(words), "{shown:?}: {error}"),
            (Ok(()), said) => panic!("{shown:?} was played through: {said:?}"),
        }
    }
}

#[test]
fn kept_programs_name_fixtures_and_the_readme_lists_them() {
    let workspace = Workspace::this();
    let programs = submissions::programs(&workspace, "coins").unwrap_or_else(|err| panic!("{err}"));
    let shown: Vec<String> = programs.iter().map(|program| program.shown()).collect();
    assert_eq!(
        shown,
        [
            "accepted/coins.cpp",
            "wrong_answer/always-one.cpp",
            "wrong_answer/normal-play.cpp",
            "time_limit_exceeded/no-flush.cpp",
        ]
    );
    submissions::check_named_fixtures(&workspace, "coins", &programs);
    let readme = std::fs::read_to_string(workspace.crate_dir("coins").join("README.md"))
        .expect("the crate's README");
    for program in &programs {
        let link = format!("(submissions/{})", program.shown());
        assert!(readme.contains(&link), "the README does not link {link}");
    }
}

/// `jury.py` run on an input file with the submission's whole output given in advance: its
/// exit status, what it wrote to the submission, and its judgement message.
fn jury_on(input: &str, submission_output: &str) -> (Option<i32>, String, String) {
    use std::io::Write;
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let folder = format!("coins-jury-{}-{run}", std::process::id());
    let scratch = std::env::temp_dir().join(folder);
    drop(std::fs::remove_dir_all(&scratch));
    std::fs::create_dir_all(scratch.join("feedback")).expect("scratch folder");
    std::fs::write(scratch.join("test.in"), input).expect("input file");
    let root = Workspace::this().root().to_path_buf();
    let mut jury = judge_tests::interactive::python3()
        .arg(root.join("crates/coins/jury.py"))
        .arg(scratch.join("test.in"))
        .arg("/dev/null")
        .arg(scratch.join("feedback"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("python3 runs");
    let mut stdin = jury.stdin.take().expect("stdin");
    stdin
        .write_all(submission_output.as_bytes())
        .expect("written");
    drop(stdin);
    let done = jury.wait_with_output().expect("the jury ends");
    let message = std::fs::read_to_string(scratch.join("feedback/judgemessage.txt"));
    drop(std::fs::remove_dir_all(&scratch));
    let said = String::from_utf8_lossy(&done.stdout).into_owned();
    (done.status.code(), said, message.unwrap_or_default())
}

#[test]
fn the_jury_accepts_the_sample() {
    let (status, said, message) = jury_on("7\nfixed 1\n", "2\n3\n");
    assert_eq!(status, Some(42), "{message}");
    assert_eq!(said, "7\n1\nI give up\n");
}

/// Takes read as testlib reads tokens: any blanks around them, 200 spaces, empty lines.
#[test]
fn the_jury_reads_tokens_between_any_blanks() {
    let spaces = " ".repeat(200);
    let output = format!("2{spaces}\n\n \t3\r\n\n");
    let (status, said, message) = jury_on("7\nfixed 1\n", &output);
    assert_eq!(status, Some(42), "{message}");
    assert_eq!(said, "7\n1\nI give up\n");
}

#[test]
fn the_jury_rejects_taking_the_last_coin_and_names_the_line() {
    let (status, said, message) = jury_on("7\nfixed 1\n", "1\n1\n1\n");
    assert_eq!(status, Some(43), "{said}");
    assert!(
        message.contains("line 3") && message.contains("last coin"),
        "{message}"
    );
}

/// Test data the jury cannot use is its own error (exit 2), never a verdict, and nothing is
/// written to the submission.
fn refused(input: &str) {
    let (status, said, _) = jury_on(input, "");
    assert_eq!(status, Some(2), "{input:?}");
    assert_eq!(said, "", "{input:?}");
}

#[test]
fn the_jury_refuses_a_lost_start() {
    refused("5\ntable\n");
}

#[test]
fn the_jury_refuses_an_unknown_mode() {
    refused("7\nsometimes\n");
}
