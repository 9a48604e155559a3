//! `cargo judge <task>`: see `cargo judge help`.

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // SIGINT or SIGTERM leaves none of the files made for the runs.
    judge::process::clean_up_on_interrupt();
    let measurer = args.first().is_some_and(|task| task == "measure");
    if measurer {
        // The measurer reaps whatever its run leaves before it exits: nothing of a run
        // outlives its report.
        judge::process::become_reaper();
    }
    let status = judge::cli::main(&args);
    if measurer {
        judge::process::reap_all();
    }
    judge::process::wait_if_interrupted();
    status
}
