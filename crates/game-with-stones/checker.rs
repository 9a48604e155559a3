//! The checker of Game with stones, with the output validator interface of the problem package
//! format (Kattis, DOMjudge, BAPCtools): `checker <input> <answer> <feedback_dir> < output`,
//! exit status 42 when the output is accepted, 43 when it is wrong, the reason in
//! `<feedback_dir>/judgemessage.txt` and on standard error; any other status is the checker's
//! own failure. Any winning move is accepted: the verdict must be the answer's, and a claimed win
//! must come with a legal move after which the opponent loses, by misère Nim theory (which the
//! tests check against plain game-tree search). The judge of this workspace runs this file, and
//! the exported packages hold it, byte for byte, as their output validator.

use std::io::Read;

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
        // A pile count always fits in a u64, so the comparison loses nothing.
        if pile == 0 || pile > piles.len() as u64 {
            return Err(format!("pile {} does not exist", pile));
        }
        let index = (pile - 1) as usize;
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

/// The exit statuses of the interface.
const ACCEPTED: i32 = 42;
const REJECTED: i32 = 43;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 3 {
        eprintln!("usage: checker <input> <answer> <feedback_dir> < output");
        std::process::exit(1);
    }
    let read = |path: &String| {
        std::fs::read_to_string(path).unwrap_or_else(|err| {
            eprintln!("{}: {}", path, err);
            std::process::exit(1)
        })
    };
    let (input, answer) = (read(&args[0]), read(&args[1]));
    let mut output = Vec::new();
    let verdict = match std::io::stdin().read_to_end(&mut output) {
        Err(err) => Err(format!("the output cannot be read: {}", err)),
        Ok(_) => match String::from_utf8(output) {
            Err(_) => Err("the output is not UTF-8".to_string()),
            Ok(output) => check(&input, &output, &answer, misere_nim_is_losing),
        },
    };
    if let Err(reason) = verdict {
        let message = std::path::Path::new(&args[2]).join("judgemessage.txt");
        // The message is a courtesy: the status alone is the verdict.
        let _ = std::fs::write(message, format!("{}\n", reason));
        eprintln!("{}", reason);
        std::process::exit(REJECTED);
    }
    std::process::exit(ACCEPTED);
}
