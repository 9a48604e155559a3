//! Checkers for problems with more than one right answer, as a judge runs them: the input and
//! the submission's output in, `Ok` or the reason for a wrong answer out.

/// The checker of a problem whose metadata says `compare = "checker"`.
pub fn check(problem: &str, input: &str, output: &str) -> Result<(), String> {
    match problem {
        "game-with-stones" => game_with_stones(input, output, misere_nim_is_losing),
        _ => Err(format!("{problem} has no checker")),
    }
}

/// Misère Nim theory, written apart from the solution: the mover loses iff (no pile above 1
/// and an odd number of 1-piles) or (some pile above 1 and XOR 0). The tests check it against
/// plain game-tree search.
pub fn misere_nim_is_losing(piles: &[u64]) -> bool {
    if piles.iter().all(|&stones| stones <= 1) {
        piles.iter().filter(|&&stones| stones == 1).count() % 2 == 1
    } else {
        piles.iter().fold(0, |nim_sum, &stones| nim_sum ^ stones) == 0
    }
}

fn numbers(text: &str) -> Result<Vec<u64>, String> {
    text.split_ascii_whitespace()
        .map(|token| {
            token
                .parse::<u64>()
                .map_err(|err| format!("`{token}`: {err}"))
        })
        .collect()
}

/// Game with stones: the verdict must be the truth, and a claimed win must come with a legal
/// move after which the opponent loses; any such move is accepted. `is_losing` decides positions
/// with at least one stone; a move that takes the last stone loses by the rules.
pub fn game_with_stones(
    input: &str,
    output: &str,
    mut is_losing: impl FnMut(&[u64]) -> bool,
) -> Result<(), String> {
    let numbers = numbers(input.trim_start_matches('\u{feff}'))?;
    let piles = numbers.get(1..).ok_or("the input has no piles")?;
    let mut lines = output.lines();
    let verdict = lines.next().ok_or("empty output")?;
    let truth_is_losing = is_losing(piles);
    match (verdict, truth_is_losing) {
        ("Lose", true) => {}
        ("Win", false) => {
            let line = lines.next().ok_or("no move after Win")?;
            let Ok(&[pile, take]) = self::numbers(line).as_deref() else {
                return Err(format!("move line {line:?} is not `i k`"));
            };
            let index = usize::try_from(pile)
                .ok()
                .and_then(|pile| pile.checked_sub(1))
                .filter(|&index| index < piles.len())
                .ok_or(format!("pile {pile} does not exist"))?;
            if take == 0 || take > piles[index] {
                return Err(format!(
                    "cannot take {take} from pile {pile} of {}",
                    piles[index]
                ));
            }
            let mut after = piles.to_vec();
            after[index] -= take;
            if after.iter().all(|&stones| stones == 0) {
                return Err(format!("{pile} {take} takes the last stone, which loses"));
            }
            if !is_losing(&after) {
                return Err(format!(
                    "after {pile} {take} the opponent wins on {}",
                    shown(&after)
                ));
            }
        }
        (verdict, _) => {
            let truth = if truth_is_losing { "Lose" } else { "Win" };
            return Err(format!("verdict {verdict:?}, but the position is {truth}"));
        }
    }
    match lines.next() {
        None => Ok(()),
        Some(extra) => Err(format!("unexpected extra line {extra:?}")),
    }
}

/// A position as it may be printed: the first few piles of a long one.
fn shown(piles: &[u64]) -> String {
    if piles.len() <= 8 {
        format!("{piles:?}")
    } else {
        format!("{:?} and {} more piles", &piles[..8], piles.len() - 8)
    }
}
