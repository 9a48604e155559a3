//! The judge's README's blocks that are facts of the code: what the sandbox's seccomp filter
//! refuses (from `judge::process::refusals`), the tricks a hostile run may try and the tests
//! that guard against each (from `judge::guards`), and an example of the table `cargo judge
//! check` prints (from the reports of the table's golden test). A test keeps each block after
//! its marker equal to what these functions make.

use judge::guards::{Guarded, TRICKS};
use judge::process::refusals::{Call, When, REFUSALS};

pub const REFUSALS_MARKER: &str =
    "<!-- the sandbox's refusals: made from the judge's seccomp table by a test -->";
pub const TRICKS_MARKER: &str =
    "<!-- the hostile tricks: made from the judge's table of guards by a test -->";
pub const CHECK_TABLE_MARKER: &str =
    "<!-- the check table: made from the golden test's reports by a test -->";

/// Every generated block of the judge's README, after its marker.
pub fn blocks() -> [(&'static str, String); 3] {
    [
        (REFUSALS_MARKER, refusal_table()),
        (TRICKS_MARKER, trick_table()),
        (CHECK_TABLE_MARKER, check_example()),
    ]
}

/// The seccomp filter's rows: one per system call, in the order the filter tests them.
pub fn refusal_table() -> String {
    let mut table = String::from(
        "| system call | x86_64 number | refused | error | why |\n|---|---|---|---|---|\n",
    );
    for refusal in REFUSALS {
        let (call, number) = match refusal.call {
            Call::OtherAbis => (
                "any call of another ABI (x32, i386)".to_string(),
                "-".into(),
            ),
            Call::X86_64(name, number) => (format!("`{name}`"), number.to_string()),
        };
        let when = match refusal.when {
            When::Always => "every call".to_string(),
            When::Without(flag, _) => format!("only when its first argument lacks `{flag}`"),
            When::With(value, _) => format!("only when its first argument is `{value}`"),
        };
        table.push_str(&row(&[
            &call,
            &number,
            &when,
            &format!("`{}`", refusal.errno.name()),
            refusal.why,
        ]));
    }
    table
}

/// The tricks, each with the tests that guard against it, linked to their files (the paths are
/// the judge crate's, where its README is).
pub fn trick_table() -> String {
    let mut table = String::from(
        "| a run that tries to | gets | sandboxed | unsandboxed | guarded by |\n\
         |---|---|---|---|---|\n",
    );
    for trick in TRICKS {
        let tests: Vec<String> = trick
            .tests
            .iter()
            .map(|(file, test)| format!("[`{test}`]({file})"))
            .collect();
        table.push_str(&row(&[
            trick.tries,
            trick.gets,
            &guarded(trick.sandboxed),
            &guarded(trick.unsandboxed),
            &tests.join(", "),
        ]));
    }
    table
}

fn guarded(guarded: Guarded) -> String {
    match guarded {
        Guarded::Yes => "guarded".to_string(),
        Guarded::No => "not guarded".to_string(),
        Guarded::InPart(how) => format!("in part: {how}"),
    }
}

/// The table `cargo judge check` prints, for the made-up reports its golden test renders, as
/// a block of code.
pub fn check_example() -> String {
    let table = judge::report::table(&judge::report::example::reports());
    format!("```text\n{table}```\n")
}

/// One row of a Markdown table, a `|` inside a cell escaped.
fn row(cells: &[&str]) -> String {
    let cells: Vec<String> = cells.iter().map(|cell| cell.replace('|', "\\|")).collect();
    format!("| {} |\n", cells.join(" | "))
}

/// Whether `source` has a test function `name`: a line `fn name(` after attributes that
/// include `#[test]` (`#[ignore]` or `#[cfg(...)]` beside it or not).
pub fn has_test(source: &str, name: &str) -> bool {
    let lines: Vec<&str> = source.lines().map(str::trim).collect();
    let start = format!("fn {name}(");
    lines.iter().enumerate().any(|(at, line)| {
        line.starts_with(&start)
            && lines[..at]
                .iter()
                .rev()
                .take_while(|above| above.starts_with("#[") || above.starts_with("///"))
                .any(|above| *above == "#[test]")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_test_is_a_function_marked_test() {
        let source = "#[test]\nfn plain() {}\n\n    /// Says why.\n    #[cfg(unix)]\n    \
                      #[test]\n    #[ignore]\n    fn inside() {}\n\nfn helper() {}\n\
                      #[test]\nfn plain_too() {}\n";
        assert!(has_test(source, "plain"));
        assert!(has_test(source, "inside"));
        assert!(!has_test(source, "helper"), "not a test");
        assert!(!has_test(source, "plain_to"), "a name is whole");
        assert!(!has_test(source, "missing"));
    }

    #[test]
    fn every_table_row_has_its_cells_and_a_bar_in_one_is_escaped() {
        for table in [refusal_table(), trick_table()] {
            for line in table.lines() {
                let bars = line.matches('|').count() - line.matches("\\|").count();
                assert_eq!(bars, 6, "{line}");
            }
        }
        assert_eq!(row(&["a|b", "c"]), "| a\\|b | c |\n");
    }
}
