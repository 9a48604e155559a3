//! `cargo new-problem <problem> [--interactive]`: see `judge_tests::scaffold`.

use std::process::ExitCode;

use judge_tests::scaffold::Kind;

const USAGE: &str = "usage: cargo new-problem <problem> [--interactive]

A new problem crate in the common shape of its kind, registered in crates/judge-tests, then the
checklist of what is left to do.

A batch problem: crates/<problem> (Cargo.toml, src/main.rs with the shared scanner and main,
writeup.rs, proof.py with its placeholders, statement.tex, input.ctd, answer.ctd, README.md,
losing-positions.svg marked as missing), fixtures/<problem>/sample-1.in with its .ans and max-n.in, each with a placeholder
snapshot, src/problems/<module>.rs and tests/<module>.rs, and its line in src/lib.rs.

With --interactive: crates/<problem> (Cargo.toml, src/main.rs with the shared line reader and
main, jury.py, statement.tex, README.md), fixtures/<problem>/sample-1.in (a start and the
jury's mode) with a placeholder snapshot, src/interactive/<module>.rs with <module>/rules.rs for the adversary,
tests/<module>.rs, and its line in src/interactive.rs.

A name starts with a letter and is words of lower-case letters and digits joined by '-'.";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    let (name, kind) = match words[..] {
        ["--help" | "-h"] => {
            judge::output::outln(USAGE);
            return ExitCode::SUCCESS;
        }
        [name] if !name.starts_with('-') => (name, Kind::Batch),
        [name, "--interactive"] | ["--interactive", name] if !name.starts_with('-') => {
            (name, Kind::Interactive)
        }
        _ => {
            judge::output::errln(&format!(
                "error: expected one problem name, and --interactive for an interactive \
                 problem\n{USAGE}"
            ));
            return ExitCode::from(2);
        }
    };
    // This workspace, or the one `JUDGE_WORKSPACE` names, as for `cargo judge`.
    let workspace = judge::cli::workspace();
    match judge_tests::scaffold::new_problem(&workspace, name, kind) {
        Ok(written) => {
            for path in written {
                judge::output::outln(&format!("wrote {}", path.display()));
            }
            judge::output::outln("\nnext: the checklist (crates/judge-tests/README.md):");
            judge::output::out(&judge_tests::checklist::text(kind, Some(name)));
            ExitCode::SUCCESS
        }
        Err(err) => {
            judge::output::errln(&format!("error: {err}"));
            ExitCode::from(2)
        }
    }
}
