//! The judge end to end, on a workspace of its own (`workspace`): what a fixture is judged
//! against (`answers`), every verdict it can give (`verdicts`), judging as a judge does and
//! through a target's runner (`as_judged`), and its command line and measurer
//! (`command_line`), and finding the problems (`discovery`).

mod answers;
mod as_judged;
mod command_line;
mod discovery;
mod verdicts;
mod workspace;
