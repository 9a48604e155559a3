use super::*;
use judge::metadata::Metadata;

const LINE: Format = Format::Line(&["m", "a"]);
const LIST: Format = Format::List {
    count: "n",
    item: &Format::Value("a_i"),
};
/// `T` tests, each a count and a list (ZJOI2009).
const TESTS_OF_LISTS: Format = Format::List {
    count: "T",
    item: &LIST,
};
/// `T` lines of two numbers.
const TESTS_OF_LINES: Format = Format::List {
    count: "t",
    item: &Format::Line(&["n", "k"]),
};
/// A line `n q`, then a list of `b_i`.
const SEQUENCE: Format = Format::Seq(&[
    Format::Line(&["n", "q"]),
    Format::List {
        count: "m",
        item: &Format::Value("b_i"),
    },
]);

#[test]
fn each_shape_is_written_as_its_statement_writes_it() {
    let cases = [
        (LINE, Case::list(&[3, 4]), "3 4\n"),
        (LIST, Case::list(&[1, 2, 3]), "3\n1 2 3\n"),
        (LIST, Case::list(&[]), "0\n\n"),
        (
            TESTS_OF_LISTS,
            Case::lists(&[vec![5], vec![6, 7]]),
            "2\n1\n5\n2\n6 7\n",
        ),
        (TESTS_OF_LISTS, Case::Items(vec![]), "0\n"),
        (
            TESTS_OF_LINES,
            Case::lists(&[vec![1, 2], vec![3, 4]]),
            "2\n1 2\n3 4\n",
        ),
        (Format::Value("x"), Case::Value(9), "9\n"),
        (
            SEQUENCE,
            Case::Items(vec![Case::list(&[1, 2]), Case::list(&[8])]),
            "1 2\n1\n8\n",
        ),
    ];
    for (format, case, text) in cases {
        assert_eq!(format.render(&case), text, "{format:?} writes {case:?}");
        assert_eq!(
            format.parse(text),
            Ok(case.clone()),
            "{format:?} reads {text:?}"
        );
    }
}

#[test]
fn names_come_once_with_their_roles() {
    assert_eq!(
        TESTS_OF_LISTS.names(),
        [("T", Role::Tests), ("n", Role::Count), ("a_i", Role::Value)]
    );
    assert_eq!(
        TESTS_OF_LINES.names(),
        [("t", Role::Tests), ("n", Role::Value), ("k", Role::Value)]
    );
    assert_eq!(LINE.names(), [("m", Role::Value), ("a", Role::Value)]);
    assert_eq!(
        SEQUENCE.names(),
        [
            ("n", Role::Value),
            ("q", Role::Value),
            ("m", Role::Count),
            ("b_i", Role::Value)
        ]
    );
}

#[test]
fn lists_are_found_outer_first_and_lines_are_not_lists() {
    let tests = Case::lists(&[vec![5], vec![6, 7]]);
    assert_eq!(TESTS_OF_LISTS.lists(&tests), [vec![], vec![0], vec![1]]);
    assert_eq!(TESTS_OF_LINES.lists(&tests), [Vec::<usize>::new()]);
    assert!(LINE.lists(&Case::list(&[1, 2])).is_empty());
    let sequence = Case::Items(vec![Case::list(&[1, 2]), Case::list(&[8])]);
    assert_eq!(SEQUENCE.lists(&sequence), [vec![1]]);
    assert_eq!(
        value_places(&tests),
        [vec![0, 0], vec![1, 0], vec![1, 1]],
        "every value, in order"
    );
    assert_eq!(tests.values(), [5, 6, 7]);
    assert_eq!(tests.lists_of_values(), [vec![5], vec![6, 7]]);
}

#[test]
fn lenient_reading_says_what_is_missing() {
    assert_eq!(LIST.parse(" 2 7\r\n8 "), Ok(Case::list(&[7, 8])));
    assert_eq!(
        LIST.parse("2\n7\n"),
        Err("expected a_i, found the end".to_string())
    );
    assert_eq!(
        LINE.parse("1 x"),
        Err("a = \"x\": invalid digit found in string".to_string())
    );
    assert_eq!(
        TESTS_OF_LISTS.parse("18446744073709551615 1"),
        Err("expected a_i, found the end".to_string()),
        "a huge count is read item by item, never allocated"
    );
}

#[test]
#[should_panic(expected = "is not shaped as")]
fn a_case_of_another_shape_is_a_bug() {
    LINE.render(&Case::list(&[1]));
}

/// Thanos Nim (Codeforces 1147C): an even number `n` of piles, `2 <= n <= 50`, each of
/// `1..=50` stones.
pub(crate) const THANOS: Format = Format::Ruled {
    part: &Format::List {
        count: "n",
        item: &Format::Value("a_i"),
    },
    rules: &[Rule::Multiple { name: "n", of: 2 }],
};

/// A manifest's metadata with `bounds`, each a name and its range as the manifest writes it.
pub(crate) fn metadata(bounds: &[(&str, &str)]) -> Metadata {
    let lines: Vec<String> = bounds
        .iter()
        .map(|(name, range)| format!("{name} = \"{range}\"\n"))
        .collect();
    let manifest = format!(
        "[package]\nname = \"x\"\n\n[package.metadata.judge]\ntitle = \"X\"\njudge = \"J\"\nid = \"1\"\n\
         url = \"u\"\ntime-limit-ms = 1000\nmemory-limit-mib = 256\nlimits-from = \"l\"\n\
         bounds-from = \"b\"\n\n[package.metadata.judge.bounds]\n{}",
        lines.concat()
    );
    judge::metadata::parse(&manifest)
        .expect("parses")
        .expect("a judge table")
}

pub(crate) fn thanos_bounds() -> Metadata {
    metadata(&[("n", "2..=50"), ("a_i", "1..=50")])
}

#[test]
fn a_ruled_part_is_read_as_its_part_and_a_broken_rule_is_named() {
    let bounds = thanos_bounds();
    assert_eq!(THANOS.names(), [("n", Role::Count), ("a_i", Role::Value)]);
    assert_eq!(THANOS.render(&Case::list(&[1, 2])), "2\n1 2\n");
    assert_eq!(THANOS.parse("2\n1 2\n"), Ok(Case::list(&[1, 2])));
    assert_eq!(THANOS.lists(&Case::list(&[1, 2])), [Vec::<usize>::new()]);
    assert!(THANOS.validate(b"4\n1 1 2 2\n", &bounds).is_ok());
    assert_eq!(
        THANOS.validate(b"3\n1 1 2\n", &bounds),
        Err("line 2: the rule `n` is even is broken: `n` = 3".to_string())
    );
    assert_eq!(THANOS.rules(), [Rule::Multiple { name: "n", of: 2 }]);
}

#[test]
fn rules_between_values_and_over_sums_are_held() {
    const PAIRS: Format = Format::List {
        count: "t",
        item: &Format::Ruled {
            part: &Format::Line(&["k", "d"]),
            rules: &[Rule::AtMost {
                low: "k",
                high: "d",
            }],
        },
    };
    let bounds = metadata(&[
        ("t", "1..=3"),
        ("k", "1..=9"),
        ("d", "1..=9"),
        ("s", "0..=4"),
    ]);
    assert!(PAIRS.validate(b"2\n1 1\n3 9\n", &bounds).is_ok());
    assert_eq!(
        PAIRS.validate(b"2\n1 1\n5 4\n", &bounds),
        Err("line 3: the rule `k` <= `d` is broken: `k` = 5, `d` = 4".to_string())
    );
    const SIZES: Format = Format::Ruled {
        part: &Format::List {
            count: "t",
            item: &Format::List {
                count: "k",
                item: &Format::Value("d"),
            },
        },
        rules: &[Rule::Sum {
            name: "k",
            bound: "s",
        }],
    };
    assert!(SIZES.validate(b"2\n1\n5\n3\n1 2 3\n", &bounds).is_ok());
    assert_eq!(
        SIZES.validate(b"2\n2\n5 5\n3\n1 2 3\n", &bounds),
        Err(
            "line 5: the rule the sum of `k` is within `s` is broken: the sum is 5, outside 0..=4"
                .to_string()
        )
    );
}
