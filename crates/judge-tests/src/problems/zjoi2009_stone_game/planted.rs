//! The bugs planted in zjoi2009-stone-game's `main.rs`, each kept as a program of the crate (its
//! `submissions/` folder), written from `main.rs` and these changes and kept equal to them.

use crate::submissions::Planted;

pub const PLANTED: &[Planted] = &[
    Planted {
        file: "beyond/zero-pile-kept.rs",
        changes: &[(
            r#"            // A pile of 0 is not in the row.
            if pile > 0 {
                row.push(pile);
            }
"#,
            r#"            // Kept wrong: a pile of 0 stays in the row, past the statement.
            // Rejected on: beyond-zero-piles-in-rows
            row.push(pile);
"#,
        )],
    },
    Planted {
        file: "run_time_error/answers-array-10.rs",
        changes: &[
            (
                r#"    for _ in 0..tests {
"#,
                r#"    // Kept wrong: the answers in an array of 10 indexed from 1, so the tenth test is out of
    // bounds and panics.
    // Rejected on: max-statement-t10-n1000
    let mut answers = [false; 10];
    for test in 1..=tests as usize {
"#,
            ),
            (
                r#"        let wins = first_player_wins(&mut row).map_err(|OutOfMemory| not_enough_memory(count))?;
        output.push_str(if wins { "1\n" } else { "0\n" });
"#,
                r#"        let wins = first_player_wins(&mut row).map_err(|OutOfMemory| not_enough_memory(count))?;
        answers[test] = wins;
    }
    for &wins in answers.iter().skip(1).take(tests as usize) {
        output.push_str(if wins { "1\n" } else { "0\n" });
"#,
            ),
        ],
    },
    Planted {
        file: "wrong_answer/long-rows-won.rs",
        changes: &[(
            r#"        Some((&first, rest)) => Ok(left_partner(rest)? != first),
"#,
            r#"        // Kept wrong: a lost row of five piles or more is taken as won, so it is wrong only
        // on lost positions.
        // Rejected on: gen-3-t10-n4-to-n5
        Some((&first, rest)) => Ok(left_partner(rest)? != first || rest.len() >= 4),
"#,
        )],
    },
];
