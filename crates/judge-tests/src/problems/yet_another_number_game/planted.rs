//! The bugs planted in yet-another-number-game's `main.rs`, each kept as a program of the crate (its
//! `submissions/` folder), written from `main.rs` and these changes and kept equal to them.

use crate::submissions::Planted;

pub const PLANTED: &[Planted] = &[
    Planted {
        file: "beyond/wythoff-u64.rs",
        changes: &[(
            r#"    let (gap, excess) = (u128::from(gap), u128::from(low - gap));
"#,
            r#"    // Kept wrong: the products in u64, which wrap for gaps past 2^32, past the statement.
    // Rejected on: beyond-largest-wythoff-pair
    let (gap, excess) = (gap, low - gap);
"#,
        )],
    },
    Planted {
        file: "wrong_answer/xor-u8.rs",
        changes: &[(
            r#"        _ => numbers.iter().fold(0, |nim_sum, &number| nim_sum ^ number) != 0,
"#,
            r#"        // Kept wrong: the XOR in u8, which drops bit 8 of numbers from 256 to 299.
        // Rejected on: gen-n3-xor-top-bit-0
        _ => {
            numbers
                .iter()
                .fold(0, |nim_sum, &number| nim_sum ^ number as u8)
                != 0
        }
"#,
        )],
    },
    Planted {
        file: "wrong_answer/wythoff-from-10.rs",
        changes: &[(
            r#"    low_is_below && next_is_above
}
"#,
            r#"    let pair = low_is_below && next_is_above;
    // Kept wrong: a Wythoff pair whose smaller number is 10 or more is taken as won, so it
    // is wrong only on lost positions.
    // Rejected on: gen-n2-pair-0
    pair && low < 10
}
"#,
        )],
    },
];
