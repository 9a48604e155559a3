//! The checker of Game with stones, with testlib's interface: `checker <input> <output>
//! <answer>`, exit status 0 when the output is accepted, 1 when it is wrong (the reason on
//! standard error). Any winning move is accepted: the verdict must be the answer's, and a
//! claimed win must come with a legal move after which the opponent loses, by misère Nim theory
//! (which the tests check against plain game-tree search).

/// Misère Nim theory, written apart from the solution: the mover loses iff (no pile above 1
/// and an odd number of 1-piles) or (some pile above 1 and XOR 0).
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
                .map_err(|err| format!("`{}`: {}", token, err))
        })
        .collect()
}

/// Judges `output` on `input` against the jury's `answer`: the same verdict, and for a win a
/// legal move after which `is_losing` says the opponent loses. `is_losing` decides positions
/// with at least one stone; a move that takes the last stone loses by the rules.
pub fn check(
    input: &str,
    output: &str,
    answer: &str,
    mut is_losing: impl FnMut(&[u64]) -> bool,
) -> Result<(), String> {
    let numbers = numbers(input.trim_start_matches('\u{feff}'))?;
    let piles = numbers.get(1..).ok_or("the input has no piles")?;
    let truth = answer.lines().next().unwrap_or("");
    let mut lines = output.lines();
    let verdict = lines.next().ok_or("empty output")?;
    if verdict != truth {
        return Err(format!("verdict {:?}, but the position is {}", verdict, truth));
    }
    if verdict == "Win" {
        let line = lines.next().ok_or("no move after Win")?;
        let (pile, take) = match self::numbers(line).as_deref() {
            Ok(&[pile, take]) => (pile, take),
            _ => return Err(format!("move line {:?} is not `i k`", line)),
        };
        let index = usize::try_from(pile)
            .ok()
            .and_then(|pile| pile.checked_sub(1))
            .filter(|&index| index < piles.len())
            .ok_or(format!("pile {} does not exist", pile))?;
        if take == 0 || take > piles[index] {
            return Err(format!("cannot take {} from pile {} of {}", take, pile, piles[index]));
        }
        let mut after = piles.to_vec();
        after[index] -= take;
        if after.iter().all(|&stones| stones == 0) {
            return Err(format!("{} {} takes the last stone, which loses", pile, take));
        }
        if !is_losing(&after) {
            return Err(format!("after {} {} the opponent wins on {}", pile, take, shown(&after)));
        }
    }
    match lines.next() {
        None => Ok(()),
        Some(extra) => Err(format!("unexpected extra line {:?}", extra)),
    }
}

/// A position as it may be printed: the first few piles of a long one.
fn shown(piles: &[u64]) -> String {
    if piles.len() <= 8 {
        format!("{:?}", piles)
    } else {
        format!("{:?} and {} more piles", &piles[..8], piles.len() - 8)
    }
}

fn main() {
    let paths: Vec<String> = std::env::args().skip(1).collect();
    let texts: Vec<String> = paths
        .iter()
        .map(|path| std::fs::read_to_string(path).unwrap_or_default())
        .collect();
    if texts.len() != 3 {
        eprintln!("usage: checker <input> <output> <answer>");
        std::process::exit(3);
    }
    if let Err(reason) = check(&texts[0], &texts[1], &texts[2], misere_nim_is_losing) {
        eprintln!("{}", reason);
        std::process::exit(1);
    }
}
