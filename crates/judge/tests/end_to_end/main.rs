//! The judge end to end, on a workspace of its own (`workspace`): every verdict it can give
//! (`verdicts`), and its command line and measurer (`command_line`).

mod command_line;
mod verdicts;
mod workspace;
