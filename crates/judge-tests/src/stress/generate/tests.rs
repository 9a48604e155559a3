use super::*;
use crate::format::tests::{metadata, thanos_bounds, THANOS};

/// A domain of `bounds` alone: no reach, no reduction, no second method.
pub(crate) fn plain(bounds: Metadata) -> Domain {
    Domain {
        bounds,
        reach: Vec::new(),
        second: None,
        accepted_by: None,
        reduce: None,
    }
}

#[test]
fn every_case_keeps_the_rules_and_reaches_both_ends() {
    let generator = Generator::new(THANOS, &plain(thanos_bounds()), 1).expect("a generator");
    let mut counts = std::collections::BTreeSet::new();
    for index in 0..2_000 {
        let case = generator.case(index);
        let input = THANOS.render(&case);
        let valid = THANOS.validate(input.as_bytes(), &thanos_bounds());
        assert!(valid.is_ok(), "case {index}: {input:?}: {valid:?}");
        counts.insert(case.items().len());
    }
    assert!(counts.contains(&2) && counts.contains(&50), "{counts:?}");
    assert_eq!(counts.len(), 25, "every even count: {counts:?}");
}

#[test]
fn sums_and_orders_are_kept_as_cases_are_drawn() {
    const SIZES: Format = Format::Ruled {
        part: &Format::List {
            count: "t",
            item: &Format::List {
                count: "k",
                item: &Format::Ruled {
                    part: &Format::Line(&["x", "y"]),
                    rules: &[Rule::AtMost {
                        low: "x",
                        high: "y",
                    }],
                },
            },
        },
        rules: &[Rule::Sum {
            name: "k",
            bound: "s",
        }],
    };
    let bounds = [
        ("t", "1..=20"),
        ("k", "1..=9"),
        ("x", "0..=90"),
        ("y", "1..=9"),
        ("s", "1..=25"),
    ];
    let generator = Generator::new(SIZES, &plain(metadata(&bounds)), 2).expect("a generator");
    let mut sums = std::collections::BTreeSet::new();
    for index in 0..2_000 {
        let case = generator.case(index);
        let input = SIZES.render(&case);
        let valid = SIZES.validate(input.as_bytes(), &metadata(&bounds));
        assert!(valid.is_ok(), "case {index}: {input:?}: {valid:?}");
        sums.insert(
            case.items()
                .iter()
                .map(|test| test.items().len())
                .sum::<usize>(),
        );
    }
    assert!(
        sums.contains(&25),
        "the sum reaches its upper end: {sums:?}"
    );
}

#[test]
fn an_edge_index_stays_in_the_list() {
    for pick in 0..64 {
        assert_eq!(edge_index(pick, 1), 0, "one edge, pick {pick}");
        assert!(edge_index(pick, 5) < 5, "five edges, pick {pick}");
    }
    assert_eq!(edge_index(2, 5), 4, "the top end");
    assert_eq!(edge_index(8, 5), 1, "the bottom end's neighbour");
}

#[test]
fn edges_are_the_ends_their_neighbours_and_powers_of_two_within() {
    assert_eq!(edges(&(5..=5)), [5], "a single value");
    assert_eq!(
        edges(&(1..=9)),
        [1, 2, 3, 4, 5, 7, 8, 9],
        "ends, neighbours, powers"
    );
    let whole = edges(&(0..=u64::MAX));
    for value in [
        0,
        1,
        u64::MAX - 1,
        u64::MAX,
        1 << 53,
        (1 << 53) + 1,
        1 << 63,
    ] {
        assert!(
            whole.contains(&value),
            "{value} is an edge of the u64 range"
        );
    }
}

#[test]
fn sizes_grow_from_the_low_end_to_the_whole_range() {
    assert_eq!(grown(&(1..=17), 0), 1);
    assert_eq!(grown(&(1..=21), 5), 11);
    assert_eq!(grown(&(1..=21), GROWTH_STEPS), 21);
    assert_eq!(grown(&(0..=u64::MAX), 1), 127);
    assert_eq!(grown(&(0..=u64::MAX), 2), (1 << 14) - 1);
    assert_eq!(grown(&(0..=u64::MAX), 9), (1 << 63) - 1);
    assert_eq!(grown(&(0..=u64::MAX), GROWTH_STEPS), u64::MAX);
    assert_eq!(grown(&(5..=5), 3), 5);
}
