//! `cargo stress`: see `judge_tests::stress::cli::USAGE`.

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    judge_tests::stress::cli::main(&args)
}
