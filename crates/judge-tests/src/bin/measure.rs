//! The judge's measurer, built beside the tests: a process started straight from a test binary
//! would inherit that binary's peak memory, so the tests' runs go through this small one.

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match judge::process::measure(&args) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("{error}");
            std::process::ExitCode::from(2)
        }
    }
}
