//! The judge end to end, on a workspace of its own (`workspace`): what a fixture is judged
//! against (`answers`), every verdict it can give (`verdicts`), judging as a judge does and
//! through a target's runner (`as_judged`), and its command line and measurer
//! (`command_line`), finding the problems (`discovery`), and submissions that try to fool,
//! hang or harm it (`hostile`), or reach past the process for memory no limit counts or for the
//! host (`hostile_kernel`), and their verdicts by a fork server and in a sandbox of its own
//! alike (`hostile_both`); and a source in any language or any program, given on the command
//! line (`submissions`), and hostile programs kept as files in `programs/` with what the judge
//! must make of each, threads, runaway allocations and signals among them (`kept`), and what a
//! run may leave behind (`left_behind`); and interactive tests, the submission and the jury
//! relayed (`interactive`), an interactive problem judged by `check` (`interactive_check`), and
//! hostile programs against the workspace's own interactive problems (`interactive_hostile`);
//! and the sandbox's cost, four ways (`sandbox_bench`).

mod answers;
mod as_judged;
mod command_line;
mod discovery;
mod hostile;
mod hostile_both;
mod hostile_kernel;
mod interactive;
mod interactive_check;
mod interactive_hostile;
mod interactive_served;
mod kept;
mod left_behind;
mod sandbox_bench;
mod submissions;
mod usage;
mod verdicts;
mod workspace;
