//! The judge's measurer, built beside the tests: a process started straight from a test binary
//! would inherit that binary's peak memory, so the tests' runs go through this small one.

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // SIGINT or SIGTERM leaves none of its files; whatever the run leaves is reaped before
    // this process exits.
    judge::process::clean_up_on_interrupt();
    judge::process::become_reaper();
    let measured = judge::process::measure(&args);
    judge::process::reap_all();
    match measured {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("{error}");
            std::process::ExitCode::from(2)
        }
    }
}
