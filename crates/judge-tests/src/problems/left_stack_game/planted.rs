//! The bugs planted in left-stack-game's `main.rs`, each kept as a program of the crate (its
//! `submissions/` folder), written from `main.rs` and these changes and kept equal to them.

use crate::submissions::Planted;

pub const PLANTED: &[Planted] = &[
    Planted {
        file: "beyond/period-wrapping.rs",
        changes: &[(
            r#"    let period = u128::from(max_take) + 1;
"#,
            r#"    // Kept wrong: m + 1 wraps to 0 at m = u64::MAX, past the statement, and `% 0` panics.
    // Rejected on: beyond-all-u64
    let period = u128::from(max_take.wrapping_add(1));
"#,
        )],
    },
    Planted {
        file: "wrong_answer/f64-stack.rs",
        changes: &[(
            r#"    u128::from(rocks) % period
"#,
            r#"    // Kept wrong: the stack goes through f64, which holds integers exactly only up to 2^53.
    // Rejected on: edge-first-stack-past-2-to-the-53
    (rocks as f64) as u128 % period
"#,
        )],
    },
    Planted {
        file: "wrong_answer/first-stack-from-10.rs",
        changes: &[(
            r#"    nim_sum != 0
}
"#,
            r#"    // Kept wrong: a lost position whose first stack holds 10 rocks or more is taken as won,
    // so it is wrong only on lost positions.
    // Rejected on: gen-m-1-top-low-lost
    nim_sum != 0 || stacks[0] >= 10
}
"#,
        )],
    },
];
