//! Game with stones (misère Nim): every answer goes through a checker, as on a judge that
//! accepts any winning move, with plain game-tree search as the referee on small positions.

use judge_tests::checker_batch::Case;
use judge_tests::compare::{assert_agree, assert_rejected};
use judge_tests::metadata;
use judge_tests::problems::game_with_stones::solution::{solve, winning_move};
use judge_tests::problems::game_with_stones::writeup::writeup_move;
use judge_tests::problems::game_with_stones::{
    canonical, input_for, rules_accept, search as brute_force, theory_answers, theory_says_losing,
    PROBLEM,
};
use judge_tests::search::all_tuples;
use judge_tests::stress::{Budget, Domain, Stress};

judge_tests::problem_tests!(judge_tests::problems::game_with_stones::PROBLEM);

/// The checker's rules, given the verdict that `is_losing` gives the input as the jury's answer.
fn check(
    input: &str,
    output: &str,
    mut is_losing: impl FnMut(&[u64]) -> bool,
) -> Result<(), String> {
    let piles: Vec<u64> = input
        .split_ascii_whitespace()
        .skip(1)
        .map(|token| token.parse().expect("a number"))
        .collect();
    let answer = if is_losing(&piles) { "Lose\n" } else { "Win\n" };
    rules_accept(input, output, answer, is_losing)
}

/// Every position of the small domain: up to 4 piles of 0..=7 and up to 6 piles of
/// 0..=3, each in every order, without the ones that hold no stone.
fn small_domain() -> Vec<Vec<u64>> {
    let wide = (1..=4).flat_map(|count| all_tuples(count, 0..=7));
    let long = (1..=6).flat_map(|count| all_tuples(count, 0..=3));
    wide.chain(long)
        .filter(|piles| piles.iter().any(|&stones| stones > 0))
        .collect()
}

#[test]
fn theory_matches_search_on_every_small_position() {
    let mut search = brute_force();
    let compared = assert_agree(
        "misère theory",
        small_domain(),
        |piles| theory_says_losing(piles),
        |piles| !search.mover_wins(&canonical(piles)),
    );
    assert_eq!(compared, 4680 + 5460 - 10);
}

#[test]
fn checker_accepts_every_answer_on_the_small_domain() {
    let mut search = brute_force();
    for piles in small_domain() {
        let input = input_for(&piles);
        let output = solve(&input).unwrap_or_else(|err| panic!("{piles:?}: {err}"));
        let verdict = check(&input, &output, |piles| {
            !search.mover_wins(&canonical(piles))
        });
        assert_eq!(verdict, Ok(()), "{piles:?}: answer {output:?}");
    }
}

#[test]
#[ignore = "slow: 30,000 positions of up to 100 piles"]
fn checker_accepts_random_answers_up_to_the_bounds() {
    // Up to the statement's 100 piles, each up to u64::MAX, judged by the checker.
    let domain = Domain::beyond(&PROBLEM, metadata(PROBLEM.name)).reaching(&[("n", 100)]);
    let stress = Stress {
        reference: theory_answers,
        ..Stress::of(&PROBLEM, domain)
    };
    stress.assert_passes("piles up to u64::MAX", &Budget::cases(104_248, 30_000));
}

#[test]
fn checker_rejects_wrong_answers() {
    let wrong = [
        ("1\n5\n", "Win\n1 5\n", "takes the last stone"),
        ("1\n5\n", "Win\n1 3\n", "leaves 2: the opponent wins"),
        ("1\n5\n", "Lose\n", "wrong verdict"),
        ("2\n1 1\n", "Win\n3 1\n", "no pile 3"),
        ("2\n1 1\n", "Win\n1 2\n", "too many stones"),
        ("2\n1 1\n", "Win\n1 0\n", "takes nothing"),
        ("2\n1 1\n", "Win\n1\n", "no stone count"),
        ("2\n1 1\n", "Win\n1 1\nextra\n", "extra line"),
        ("3\n1 1 1\n", "Win\n1 1\n", "1 1 1 is lost"),
    ];
    for (input, output, why) in wrong {
        assert!(check(input, output, theory_says_losing).is_err(), "{why}");
    }
    assert_eq!(check("1\n5\n", "Win\n1 4\n", theory_says_losing), Ok(()));
}

#[test]
fn checker_catches_the_writeup_move() {
    let mut search = brute_force();
    let rejected: Vec<(Vec<u64>, String)> = small_domain()
        .into_iter()
        .filter_map(|piles| {
            let input = input_for(&piles);
            check(&input, &writeup_move(&piles), |piles| {
                !search.mover_wins(&canonical(piles))
            })
            .err()
            .map(|reason| (piles, reason))
        })
        .collect();
    assert!(
        !rejected.is_empty(),
        "the checker no longer catches the write-up's move"
    );
    assert!(
        rejected.iter().any(|(piles, _)| piles == &vec![5]),
        "the write-up's own 5"
    );
    println!(
        "the write-up's move is rejected on {} positions, first {:?}",
        rejected.len(),
        rejected[0]
    );
}

#[test]
fn solution_moves_are_the_documented_ones() {
    assert_eq!(winning_move(&[5]), Some((0, 4)), "leave one stone");
    assert_eq!(winning_move(&[1, 5]), Some((1, 5)), "leave one 1-pile");
    assert_eq!(winning_move(&[1, 1, 5]), Some((2, 4)));
    assert_eq!(winning_move(&[0, 1, 1]), Some((1, 1)));
    assert_eq!(winning_move(&[1, 1, 1]), None);
    assert_eq!(winning_move(&[3, 3, 3]), Some((0, 3)));
    assert_eq!(winning_move(&[u64::MAX, u64::MAX]), None);
    assert_eq!(winning_move(&[u64::MAX, 0, 1]), Some((0, u64::MAX)));
}

#[test]
fn solve_rejects_bad_input() {
    let bad = [
        ("0\n", "expected n (an integer from 1 to"),
        ("3\n1 2\n", "expected a pile size"),
        ("2\n1 2 3\n", "expected end of input at line 2, column 5"),
        ("2\n0 0\n", "expected at least one stone"),
        ("2\n1 -1\n", "expected a pile size"),
        ("1\n18446744073709551616\n", "expected a pile size"),
        ("18446744073709551615\n1 2\n", "found end of input"),
    ];
    assert_rejected(solve, &bad);
}

/// The brute force as a whole program: its answers pass the checker on the small domain.
#[test]
fn brute_force_answers_pass_the_checker() {
    let mut compared = 0;
    for piles in small_domain().into_iter().filter(|piles| piles.len() <= 3) {
        let input = input_for(&piles);
        let output = PROBLEM.reference_answer(&input).expect("an answer");
        assert_eq!(
            check(&input, &output, theory_says_losing),
            Ok(()),
            "{piles:?}: {output:?}"
        );
        compared += 1;
    }
    // Up to three piles of 0..=7 and of 0..=3, without the empty ones.
    assert_eq!(compared, (8 + 64 + 512 - 3) + (4 + 16 + 64 - 3));
}

/// 2^24 + 1 piles under a 256 MiB address space: the piles take 128 MiB, reserved once for what
/// the input can hold, never doubled past it.
#[cfg(target_os = "linux")]
#[test]
#[ignore = "slow: 2^24 piles through the sandbox"]
fn answers_two_to_the_24_plus_one_piles_under_256_mib() {
    use judge::process::{Exit, Limits, Stdin};
    let judge = judge_tests::judge(Some(env!("CARGO_BIN_EXE_measure")));
    let binary = judge_tests::built(&judge, PROBLEM.name);
    let piles = (1 << 24) + 1;
    let input = format!("{piles}\n{}1\n", "1 ".repeat(piles - 1));
    let limits = Limits::new(std::time::Duration::from_secs(20), 256 << 20);
    let stdin = Stdin::Bytes(input.into_bytes());
    let run = judge.runner.run(&binary, &[], stdin, None, limits);
    let run = run.expect("runs");
    assert_eq!(run.exit, Exit::Code(0), "{}", run.stderr_line());
    // An odd number of single stones: the mover takes the last one.
    assert_eq!(run.stdout, b"Lose\n");
}

/// A count far past the piles that follow: what is reserved is capped by what the input can
/// hold (two bytes a pile), so ten million piles claimed as `u64::MAX` fit in 256 MiB, and the
/// missing pile is reported, not the memory.
#[cfg(target_os = "linux")]
#[test]
#[ignore = "slow: ten million piles through the sandbox"]
fn a_huge_count_reserves_only_what_the_input_can_hold() {
    use judge::process::{Exit, Limits, Stdin};
    let judge = judge_tests::judge(Some(env!("CARGO_BIN_EXE_measure")));
    let binary = judge_tests::built(&judge, PROBLEM.name);
    let piles = 10_000_000;
    let input = format!("{}\n{}", u64::MAX, "1 ".repeat(piles));
    let limits = Limits::new(std::time::Duration::from_secs(20), 256 << 20);
    let stdin = Stdin::Bytes(input.into_bytes());
    let run = judge.runner.run(&binary, &[], stdin, None, limits);
    let run = run.expect("runs");
    assert_eq!(run.exit, Exit::Code(1));
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(
        stderr.starts_with("error: expected a pile size") && stderr.contains("found end of input"),
        "{stderr}"
    );
}

/// The outputs tried on `piles`: `Lose`, a bare `Win`, every legal move, a pile past the last,
/// and on positions of at most two piles, outputs written to differ from the rules' reading of
/// them (case, signs, every kind of white space, leading zeros, 21 digits, a NUL, a number
/// past `u64`).
fn outputs_for(piles: &[u64]) -> Vec<String> {
    let mut outputs = vec!["Lose\n".to_string(), "Win\n".to_string()];
    for (index, &stones) in piles.iter().enumerate() {
        outputs.extend((1..=stones).map(|take| format!("Win\n{} {take}\n", index + 1)));
    }
    outputs.push(format!("Win\n{} 1\n", piles.len() + 1));
    if piles.len() <= 2 {
        let written_to_differ = [
            " wIN 1  1 \n",
            "Win\n+1 1\n",
            "Win\n1 +1\n",
            "Win\x0b1\t1\x0c\r\n",
            "Win\n01 001\n",
            "Win\n1 1\0\n",
            "Win\n18446744073709551617 1\n",
            "Win\n1 18446744073709551617\n",
            "Win\n000000000000000000001 1\n",
        ];
        outputs.extend(written_to_differ.map(String::from));
    }
    outputs
}

/// Every output `outputs_for` gives on every position of up to three piles of 0..=3, with the
/// jury's answer, and whether the rules above accept it.
fn every_move() -> Vec<(Vec<u64>, Case, bool)> {
    let positions = (1..=3)
        .flat_map(|count| all_tuples(count, 0..=3))
        .filter(|piles| piles.iter().any(|&stones| stones > 0));
    let mut search = brute_force();
    let mut moves = Vec::new();
    for piles in positions {
        let input = input_for(&piles);
        let wins = search.mover_wins(&canonical(&piles));
        let answer = if wins { "Win\n" } else { "Lose\n" };
        for output in outputs_for(&piles) {
            let rules = rules_accept(&input, &output, answer, |piles| {
                !search.mover_wins(&canonical(piles))
            });
            let case = Case {
                input: input.clone(),
                answer: answer.to_string(),
                output,
            };
            moves.push((piles.clone(), case, rules.is_ok()));
        }
    }
    moves
}

/// The checker program's verdict on each of `moves` is the rules' verdict: every winning move
/// is accepted and every losing one rejected.
fn assert_agrees(moves: &[(Vec<u64>, Case, bool)], program: &[Result<(), String>]) {
    assert_eq!(program.len(), moves.len(), "a verdict for each move");
    for ((piles, case, rules), program) in moves.iter().zip(program) {
        let output = &case.output;
        assert_eq!(program.is_ok(), *rules, "{piles:?} {output:?}: {program:?}");
    }
    let accepted = program.iter().filter(|verdict| verdict.is_ok()).count();
    let rejected = program.len() - accepted;
    println!("{accepted} outputs accepted, {rejected} rejected");
    assert_eq!(
        (accepted, rejected),
        (119, 628),
        "the counts of this domain"
    );
}

fn problem(judge: &judge::check::Judge) -> judge::metadata::Problem {
    let found = judge::metadata::select(&judge.workspace, &[PROBLEM.name.to_string()]);
    found.expect("the problem").remove(0)
}

/// The checker program (`checker.cpp`, compiled as the judge compiles it, and as the packages
/// hold it) agrees with the rules on every move of `every_move`, all judged in one process (its
/// driver forks, and reads its files from `/proc/self/fd`: Linux).
#[cfg(target_os = "linux")]
#[test]
fn the_checker_program_agrees_with_the_rules_on_every_move() {
    let judge = judge_tests::judge(None);
    let batch = judge_tests::checker_batch::BatchChecker::build(&judge, &problem(&judge));
    let batch = batch.expect("builds");
    let moves = every_move();
    let cases: Vec<&Case> = moves.iter().map(|(_, case, _)| case).collect();
    let judged = batch.judge(&cases).expect("judged");
    assert_agrees(&moves, &judged);
}

/// The same, with each output judged as the judge judges it: the checker run in the sandbox,
/// once per output. Elsewhere than on Linux, the only run of the checker on every move.
#[test]
#[cfg_attr(target_os = "linux", ignore = "slow: 747 sandboxed checker runs")]
fn the_judge_runs_the_checker_program_as_the_rules_say_on_every_move() {
    let judge = judge_tests::judge(None);
    let found = problem(&judge);
    let checker = judge.checker(&found);
    let checker = checker.expect("builds").expect("a checker");
    let moves = every_move();
    let judged = |moves: &[(Vec<u64>, Case, bool)]| -> Vec<Result<(), String>> {
        let judged = moves.iter().map(|(_, case, _)| {
            let input = case.input.as_bytes();
            judge.judge_output(&found, Some(&checker), input, &case.answer, &case.output)
        });
        judged.collect()
    };
    // Four threads: each run mostly waits for its process.
    let program: Vec<Result<(), String>> = std::thread::scope(|scope| {
        let quarters = moves.chunks(moves.len().div_ceil(4));
        let handles: Vec<_> = quarters
            .map(|quarter| scope.spawn(move || judged(quarter)))
            .collect();
        let joined = handles.into_iter().map(|handle| handle.join());
        joined
            .flat_map(|quarter| quarter.expect("a quarter"))
            .collect()
    });
    assert_agrees(&moves, &program);
}
