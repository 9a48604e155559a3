//! Comparisons of a candidate with a reference that print the first disagreement, and the
//! write-ups judged on the fixtures as a judge would judge them.

use std::fmt::Debug;

/// The first position on which `candidate` and `reference` give different answers, with both
/// answers; `None` when they agree everywhere.
pub fn first_disagreement<P, A, C, R>(
    positions: impl IntoIterator<Item = P>,
    mut candidate: C,
    mut reference: R,
) -> Option<(P, A, A)>
where
    A: PartialEq,
    C: FnMut(&P) -> A,
    R: FnMut(&P) -> A,
{
    positions.into_iter().find_map(|position| {
        let (got, want) = (candidate(&position), reference(&position));
        (got != want).then_some((position, got, want))
    })
}

/// Panics with the position when `candidate` and `reference` disagree anywhere on `positions`;
/// returns how many positions were compared.
pub fn assert_agree<P, A, C, R>(
    what: &str,
    positions: impl IntoIterator<Item = P>,
    mut candidate: C,
    mut reference: R,
) -> usize
where
    P: Debug,
    A: PartialEq + Debug,
    C: FnMut(&P) -> A,
    R: FnMut(&P) -> A,
{
    let mut compared = 0;
    let counted = positions.into_iter().inspect(|_| compared += 1);
    if let Some((position, got, want)) = first_disagreement(counted, &mut candidate, &mut reference)
    {
        panic!("{what}: at {position:?} the solution says {got:?}, the reference says {want:?}");
    }
    assert!(compared > 0, "{what}: nothing was compared");
    compared
}

/// Asserts that the comparison catches a wrong approach: `wrong` and `reference` must disagree
/// somewhere on `positions`. Returns the first disagreement (position, wrong answer, right one).
pub fn assert_caught<P, A, W, R>(
    what: &str,
    positions: impl IntoIterator<Item = P>,
    wrong: W,
    reference: R,
) -> (P, A, A)
where
    P: Debug,
    A: PartialEq + Debug,
    W: FnMut(&P) -> A,
    R: FnMut(&P) -> A,
{
    let caught = first_disagreement(positions, wrong, reference);
    let Some((position, wrong_says, truth)) = caught else {
        panic!("{what}: the comparison no longer tells the wrong approach from the truth");
    };
    println!("{what}: caught at {position:?}, which it calls {wrong_says:?} (truth {truth:?})");
    (position, wrong_says, truth)
}

/// The fixtures inside the statement (not `beyond-*`) that `chosen` takes on which a judge
/// rejects the problem's write-up, run as a whole program, with the reason: the checker's
/// verdict, or where its output differs from the snapshot as the judge's profile compares.
pub fn fixtures_that_catch_the_writeup(
    problem: &crate::Problem,
    chosen: impl Fn(&str) -> bool,
) -> Vec<(String, String)> {
    let judge = crate::judge(None);
    let name = problem.name;
    let found = judge::metadata::select(&judge.workspace, &[name.to_string()]);
    let found = found.unwrap_or_else(|err| panic!("{err}")).remove(0);
    let checker = judge.checker(&found).unwrap_or_else(|err| panic!("{err}"));
    let inputs = judge
        .workspace
        .inputs(name)
        .unwrap_or_else(|err| panic!("{err}"));
    let inside = inputs.into_iter().filter(|path| {
        let stem = judge::layout::stem(path);
        let kind = judge::layout::FixtureKind::of(&stem);
        kind.is_some_and(|kind| kind.inside_the_statement()) && chosen(&stem)
    });
    // One fixture a thread: some write-ups are quadratic.
    let judged = std::thread::scope(|scope| {
        let threads: Vec<_> = inside
            .map(|path| {
                let (judge, found, checker) = (&judge, &found, checker.as_deref());
                scope.spawn(move || {
                    let fixture = judge::layout::stem(&path);
                    let input =
                        std::fs::read(&path).unwrap_or_else(|err| panic!("{fixture}: {err}"));
                    let expected = judge.workspace.snapshot_output(name, &fixture);
                    let expected = expected.unwrap_or_else(|err| panic!("{err}"));
                    let output = (problem.writeup)(&String::from_utf8_lossy(&input));
                    let verdict = judge.judge_output(found, checker, &input, &expected, &output);
                    verdict.err().map(|reason| {
                        let shown = format!(
                            "{reason}; it prints {output:?}, the snapshot has {expected:?}"
                        );
                        (fixture, shown)
                    })
                })
            })
            .collect();
        let joined = threads.into_iter().map(|thread| {
            let joined = thread.join();
            joined.unwrap_or_else(|panic| panic!("{}", judge::output::panic_message(&*panic)))
        });
        joined.collect::<Vec<_>>()
    });
    judged.into_iter().flatten().collect()
}

/// The `Problem::accepts` of a problem without a checker, which judges by the metadata and the
/// profile instead (`judging::Judging`): its one right answer, byte for byte.
pub fn same_bytes(_input: &str, output: &str, answer: &str) -> Result<(), String> {
    match output == answer {
        true => Ok(()),
        false => Err(format!("expected {answer:?}, found {output:?}")),
    }
}

/// Asserts that `solve` rejects every input, each with an error that contains its words.
pub fn assert_rejected(solve: crate::Solver, cases: &[(&str, &str)]) {
    assert!(!cases.is_empty(), "no bad input given");
    for &(input, words) in cases {
        match solve(input) {
            Err(error) => assert!(error.contains(words), "{input:?}: {error}"),
            Ok(output) => panic!("{input:?} was accepted: {output:?}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn disagreement_is_found_and_reported() {
        let found = first_disagreement(0..10u64, |&x| x < 7, |_| true);
        assert_eq!(found, Some((7, false, true)));
        assert_eq!(first_disagreement(0..10u64, |&x| x, |&x| x), None);
        assert_eq!(assert_agree("same", 0..10u64, |&x| x, |&x| x), 10);
    }

    #[test]
    #[should_panic(expected = "at 7 the solution says false, the reference says true")]
    fn a_disagreement_fails_with_the_position() {
        assert_agree("x < 7", 0..10u64, |&x| x < 7, |_| true);
    }

    #[test]
    #[should_panic(expected = "nothing was compared")]
    fn comparing_nothing_fails() {
        assert_agree("empty", 0..0u64, |&x| x, |&x| x);
    }

    #[test]
    fn assert_caught_returns_the_first_disagreement() {
        let caught = assert_caught("x < 7", 0..10u64, |&x| x < 7, |_| true);
        assert_eq!(caught, (7, false, true));
    }

    #[test]
    #[should_panic(expected = "no longer tells")]
    fn assert_caught_fails_when_nothing_is_caught() {
        assert_caught("agree", 0..10u64, |&x| x, |&x| x);
    }
}
