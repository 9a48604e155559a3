//! `cargo judge <task>`: see `cargo judge help`.

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    judge::cli::main(&args)
}
