//! `cargo new-problem <problem>`: see `judge_tests::scaffold`.

use std::process::ExitCode;

const USAGE: &str = "usage: cargo new-problem <problem>

A new problem crate in the common shape: crates/<problem> (Cargo.toml, src/main.rs with the
shared part, README.md, losing-positions.svg marked as missing), fixtures/<problem>/sample-1.in
with its .ans, its module and test file in crates/judge-tests, and its line in the registry.
A name starts with a letter and is words of lower-case letters and digits joined by '-'.";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let name = match &args[..] {
        [flag] if flag == "--help" || flag == "-h" => {
            judge::output::outln(USAGE);
            return ExitCode::SUCCESS;
        }
        [name] if !name.starts_with('-') => name,
        _ => {
            judge::output::errln(&format!("error: expected one problem name\n{USAGE}"));
            return ExitCode::from(2);
        }
    };
    // This workspace, or the one `JUDGE_WORKSPACE` names, as for `cargo judge`.
    let workspace = judge::cli::workspace();
    match judge_tests::scaffold::new_problem(&workspace, name) {
        Ok(written) => {
            for path in written {
                judge::output::outln(&format!("wrote {}", path.display()));
            }
            judge::output::out(&judge_tests::scaffold::next_steps(name));
            ExitCode::SUCCESS
        }
        Err(err) => {
            judge::output::errln(&format!("error: {err}"));
            ExitCode::from(2)
        }
    }
}
