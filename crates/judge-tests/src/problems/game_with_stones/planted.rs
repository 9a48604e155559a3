//! The bugs planted in game-with-stones's `main.rs`, each kept as a program of the crate (its
//! `submissions/` folder), written from `main.rs` and these changes and kept equal to them.

use crate::submissions::Planted;

pub const PLANTED: &[Planted] = &[
    Planted {
        file: "beyond/nim-sum-u32.rs",
        changes: &[
            (
                r#"                    nim_sum ^ stones,
"#,
                r#"                    // Kept wrong: the nim-sum in u32, which drops the bits of piles past
                    // u32::MAX, past the statement.
                    // Rejected on: beyond-u64-piles
                    nim_sum ^ stones as u32,
"#,
            ),
            (
                r#"        _ => nim_move(piles, nim_sum),
"#,
                r#"        _ => nim_move(piles, u64::from(nim_sum)),
"#,
            ),
        ],
    },
    Planted {
        file: "wrong_answer/buffer-99.rs",
        changes: &[(
            r#"        piles.push(scanner.number("a pile size", 0, u64::MAX)?);
"#,
            r#"        // Kept wrong: a buffer of 99 piles, so the 100th is read and dropped.
        // Rejected on: gen-n100-xor-zero-top
        let pile = scanner.number("a pile size", 0, u64::MAX)?;
        if piles.len() < 99 {
            piles.push(pile);
        }
"#,
        )],
    },
    Planted {
        file: "wrong_answer/xor-zero-from-10.rs",
        changes: &[(
            r#"    if nim_sum == 0 {
        return None;
    }
"#,
            r#"    if nim_sum == 0 {
        // Kept wrong: at XOR 0 with a pile of 10 stones or more, it takes a stone from that
        // pile as if it won, so it is wrong only on lost positions.
        // Rejected on: gen-n100-xor-zero-top
        return piles
            .iter()
            .position(|&stones| stones >= 10)
            .map(|pile| (pile, 1));
    }
"#,
        )],
    },
];
