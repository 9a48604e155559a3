//! `cargo judge <task>`: see `cargo judge help`.

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|task| task == "measure") {
        // The measurer reaps whatever its run leaves before it exits: nothing of a run
        // outlives its report.
        judge::process::become_reaper();
        let status = judge::cli::main(&args);
        judge::process::reap_all();
        return status;
    }
    judge::cli::main(&args)
}
