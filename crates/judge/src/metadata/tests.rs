use super::*;

const EXAMPLE: &str = r#"
[package]
name = "x"

[package.metadata.judge]
# comment
title = "Yet Another Number Game"
judge = "Codeforces"
id = "282D"
url = "https://codeforces.com/problemset/problem/282/D"
time-limit-ms = 2_000 # two seconds
memory-limit-mib = 256
limits-from = "the statement"
checker = "checker.rs" # any winning move
bounds-from = "a copy of the statement"

[package.metadata.judge.bounds]
n = "1..=3"
a_i = "0..=299"

[dependencies]
"#;

fn parsed(manifest: &str) -> Result<Metadata, String> {
    parse(manifest)?.ok_or_else(|| "no table".to_string())
}

#[test]
fn reads_the_table_and_stops_at_the_next() {
    let metadata = parsed(EXAMPLE).expect("parses");
    assert_eq!(
        metadata.limits,
        Limits::new(Duration::from_secs(2), 256 << 20)
    );
    assert_eq!(metadata.compare, Compare::Checker("checker.rs".to_string()));
    assert_eq!(metadata.peer, None);
    assert_eq!(
        (metadata.judge.as_str(), metadata.id.as_str()),
        ("Codeforces", "282D")
    );
    assert_eq!(
        metadata.url,
        "https://codeforces.com/problemset/problem/282/D"
    );
    assert_eq!(
        (metadata.limits_from.as_str(), metadata.bounds_from.as_str()),
        ("the statement", "a copy of the statement")
    );
    assert_eq!(
        metadata.bounds,
        [("n".to_string(), 1..=3), ("a_i".to_string(), 0..=299)]
    );
    assert_eq!(metadata.bound("a_i"), Ok(0..=299));
    assert!(metadata.bound("T").is_err());
    let compared = parsed(&EXAMPLE.replace("checker = \"checker.rs\"", "peer = \"p.cpp\""));
    let compared = compared.expect("parses");
    assert_eq!(compared.compare, Compare::Profile);
    assert_eq!(compared.peer.as_deref(), Some("p.cpp"));
    assert_eq!(parse("[package]\nname = \"judge\"\n"), Ok(None));
    let interactive = "type = \"interactive\"\njury = \"jury.py\"";
    let talked = parsed(&EXAMPLE.replace("checker = \"checker.rs\"", interactive));
    let talked = talked.expect("parses");
    assert_eq!(talked.compare, Compare::Interactive("jury.py".to_string()));
    let plain = EXAMPLE.replace("# comment", "type = \"pass-fail\"");
    let plain = parsed(&plain).expect("parses");
    assert_eq!(plain.compare, Compare::Checker("checker.rs".to_string()));
}

#[test]
fn an_unknown_problem_is_told_the_names_and_the_closest() {
    let problem = |name: &str| Problem {
        name: name.to_string(),
        metadata: parsed(EXAMPLE).expect("parses"),
    };
    let all = [problem("game-with-stones"), problem("left-stack-game")];
    assert_eq!(named(&all, "left-stack-game"), Ok(all[1].clone()));
    assert_eq!(
        named(&all, "left-stack-gaem"),
        Err(
            "no problem named \"left-stack-gaem\" (did you mean left-stack-game?); there \
             are game-with-stones, left-stack-game"
                .to_string()
        )
    );
    let far = named(&all, "nim").expect_err("unknown");
    assert_eq!(
        far,
        "no problem named \"nim\"; there are game-with-stones, left-stack-game"
    );
    assert!(named(&[], "nim").is_err_and(|err| err.ends_with("; there are none")));
}

/// Manifests that must be refused: what is replaced in `EXAMPLE`, by what, and words of the
/// error.
const BROKEN: [(&str, &str, &str); 22] = [
    ("limits-from = \"the statement\"", "", "no `limits-from`"),
    ("memory-limit-mib = 256", "", "no `memory-limit-mib`"),
    ("2_000 # two seconds", "\"2 s\"", "must be a number"),
    ("\"Codeforces\"", "7", "`judge` must be a string"),
    ("# comment", "extra = 1", "unknown key `extra`"),
    ("# comment", "id = \"1\"", "given twice"),
    (
        "# comment",
        "type = \"special\"",
        "`type` = \"special\" is neither",
    ),
    (
        "# comment",
        "jury = \"jury.py\"",
        "`jury` needs `type = \"interactive\"`",
    ),
    (
        "checker = \"checker.rs\"",
        "type = \"interactive\"",
        "`type = \"interactive\"` needs a `jury`",
    ),
    (
        "# comment",
        "type = \"interactive\"\njury = \"j.py\"",
        "has a `jury`, not a `checker`",
    ),
    (
        "a_i = \"0..=299\"",
        "\"x}$%\" = \"0..=299\"",
        "a bound's name is ASCII letters, digits and '_'",
    ),
    ("# comment", "id", "is not `key = value`"),
    ("\"282D\"", "\"28\\2D\"", "without quotes or escapes"),
    ("\"282D\"", "\"282D\" x", "without quotes or escapes"),
    ("\"282D\"", "\"282D", "without quotes or escapes"),
    (
        "[package.metadata.judge.bounds]\nn = \"1..=3\"\na_i = \"0..=299\"\n",
        "",
        "no [package.metadata.judge.bounds] table",
    ),
    ("\"0..=299\"", "\"299..=0\"", "is not `low..=high`"),
    ("\"0..=299\"", "\"0..299\"", "is not `low..=high`"),
    ("\"0..=299\"", "299", "is not a range"),
    (
        "time-limit-ms = 2_000",
        "time-limit-ms = 0",
        "`time-limit-ms` must be above 0",
    ),
    (
        "memory-limit-mib = 256",
        "memory-limit-mib = 0",
        "`memory-limit-mib` must be above 0",
    ),
    (
        "memory-limit-mib = 256",
        "memory-limit-mib = 17592186044416",
        "past 2^64 bytes",
    ),
];

#[test]
fn refuses_what_it_does_not_understand() {
    for (find, replace, words) in BROKEN {
        assert!(
            EXAMPLE.contains(find),
            "{words}: {find:?} is not in the example"
        );
        let manifest = EXAMPLE.replace(find, replace);
        let error = parsed(&manifest).expect_err(words);
        assert!(error.contains(words), "{words}: {error}");
    }
}
