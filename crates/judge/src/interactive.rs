//! One test of an interactive problem: the submission and the jury (the problem package
//! format's interactive output validator) run together, each talking to the other, as `jury
//! <input> <answer> <feedback_dir>/ < submission_stdout > submission_stdin`. The jury exits 42
//! to accept and 43 to reject, its reason in `<feedback_dir>/judgemessage.txt`
//! (spec/2025-09.md, "Output validators"; legacy.md says the same).
//!
//! Both are started through the same `Runner` (`Runner::spawn_piped`): the submission as a batch
//! run is (measured, sandboxed, under the problem's limits), made by a fork server where one
//! would make a batch run of it, else in a sandbox of its own; the jury as the checker is
//! (unmeasured, sandboxed, writing only its feedback folder), under `JURY_MEMORY` and a
//! wall-clock cap past the submission's, always in a sandbox of its own: it has arguments, and
//! a folder to write. A server that fails once the exchange has begun is a judge error, never
//! a run made again (`process::forkserver::piped` says why).
//!
//! **The relay.** The two programs are not joined by bare pipes, as problemtools'
//! `interactive.cc` joins them: there a jury that writes more than a pipe holds to a submission
//! that has stopped reading blocks forever
//! (<https://github.com/Kattis/problemtools/issues/113>). As BAPCtools'
//! `bapctools/interactive.py` does, the judge reads each side on a thread of its own into a
//! buffer, and writes the buffer to the other side on another, so no side ever waits on the
//! other's reading (a chunk the other side's pipe has room for is written at once by the
//! reading thread, which saves a thread's wake-up a line: `relay`); each side may send at
//! most its cap (`Interactive::limits`' output limit for the submission, past which it is
//! `OLE`; `JURY_OUTPUT` for the jury, past which the test is a judge error). The judge holds
//! no copy of a program's end of a pipe once it has started, so a program's exit is the end of
//! its output.
//!
//! **The end of a side's output is passed on**, as DOMjudge's `judge/runpipe.cc` does (since
//! <https://github.com/DOMjudge/domjudge/pull/1709>) and BAPCtools does for the jury's: once
//! one side's output ends, what the judge holds of it is handed on and the other side's input
//! is closed. A jury may end its output to say that nothing more comes, and a submission that
//! reads to the end then stops, where keeping the input open until the jury exits (as
//! `interactive.cc` does) would leave both waiting
//! (<https://github.com/Kattis/problem-package-format/issues/590>). The end of the
//! submission's output is handed on once the submission has exited, or after
//! `order::EXIT_GRACE` where it keeps running: the jury then sees the end and judges.
//!
//! **The verdict**, in problemtools' order (`problemtools/judge/execute.py`,
//! `_run_interactive`, with <https://github.com/Kattis/problemtools/pull/77>): a jury that
//! crashes, is killed, passes its cap or exits with anything but 42 or 43 (0 included) is a
//! judge error (`Err`), never a verdict; a jury that exits with 43 first is `WA`, whatever the
//! submission does after; else the submission's `TLE`, `MLE`, `OLE`, `RE` (`verdict::verdict`);
//! else the jury's 42 (`AC`) or 43 (`WA`, with `judgemessage.txt`). problemtools'
//! `interactive.cc` takes "first" from `wait`: the program reaped first. Here the jury ends
//! when its output ends or it is reaped, the submission when it is reaped or its output passes
//! its cap; a closed output is not an exit. Each end is noted before the other side's input is
//! closed, so a side that ends because the other's output ended is never first.
//!
//! **The run ends when its verdict is known** (`order`): once the jury has ended, the
//! submission is stopped (`process::Stopper`), at once unless the jury accepted; after a 42 it
//! has `order::EXIT_GRACE` to exit by itself, and one still running then is judged `TLE`.
//! `interactive.cc` waits for both up to its wall-clock limit instead, and keeps the jury's
//! input open until the submission exits: a submission that closes its output and keeps
//! running leaves the jury waiting there, and both run into the limit (`TLE`). Here the jury
//! sees the end, and its 43 comes first (`WA`).
//!
//! For a reader of the judge, `interactive/README.md` beside this module says all this in
//! short, with what `check` and `export` do with an interactive problem and the relay's cost.

use std::ffi::OsString;
use std::path::Path;
use std::process::{ChildStdin, ChildStdout};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

use crate::process::{Exit, Limits, Run, Runner, Running, Sandbox, OUTPUT_LIMIT};
use crate::verdict::Verdict;

mod order;
mod outlet;
mod relay;
mod transcript;
use order::Order;
use relay::Direction;
pub use transcript::{Side, Transcript};

/// The jury's memory limit: it is the judge's program, not held to the problem's.
pub const JURY_MEMORY: u64 = 1 << 30;

/// The most the jury may send: past it, the test is a judge error. BAPCtools buffers 32 MiB a
/// direction; a transcript holds what both sides sent, so half that here.
pub const JURY_OUTPUT: usize = 16 << 20;

/// How much longer than the submission the jury may run: it is to see the submission's end
/// (its output closed at the submission's cap) and judge, not be killed beside it.
pub const JURY_EXTRA_TIME: Duration = Duration::from_secs(1);

/// The exit statuses of a jury that accepts and that rejects.
pub const ACCEPTED: i32 = 42;
pub const REJECTED: i32 = 43;

/// How much of `judgemessage.txt` a verdict shows.
const MESSAGE_SHOWN: usize = 400;

/// A program started with its standard input and output.
type Started = (Running, ChildStdin, ChildStdout);

/// A program as it is started: `program args...` (a binary with none, a script after its
/// interpreter's flags). The jury is given its three arguments after these.
#[derive(Clone, Copy, Debug)]
pub struct Command<'a> {
    pub program: &'a Path,
    pub args: &'a [OsString],
}

impl<'a> Command<'a> {
    /// A program started with no arguments of its own.
    pub fn bare(program: &'a Path) -> Command<'a> {
        Command { program, args: &[] }
    }
}

/// One interactive test.
#[derive(Clone, Copy, Debug)]
pub struct Interactive<'a> {
    pub submission: Command<'a>,
    pub jury: Command<'a>,
    /// The test's input and answer files, which only the jury reads.
    pub input: &'a Path,
    pub answer: &'a Path,
    /// The problem's limits, the submission's.
    pub limits: Limits,
}

/// What one interactive test gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Interaction {
    pub verdict: Verdict,
    /// The submission's run (its `stdout` empty: it went to the jury), its CPU time and peak
    /// memory as measured.
    pub submission: Run,
    /// The jury's run (its `stdout` empty: it went to the submission).
    pub jury: Run,
    /// Whether the jury ended before the submission.
    pub jury_first: bool,
    /// The jury's `judgemessage.txt`.
    pub message: String,
    pub transcript: Transcript,
}

impl Interactive<'_> {
    /// Runs the test: `Err` for a judge error (a jury that failed, or a program that could not
    /// start), else the verdict, the runs and the transcript.
    pub fn run(&self, runner: &Runner) -> Result<Interaction, String> {
        self.run_apart(runner, (runner, self.limits))
    }

    /// `run`, with the submission started by a runner of its own under limits of its own: a
    /// binary of a target run through the target's runner (wine), unsandboxed, its address
    /// space not held. The verdict holds it to `limits` all the same.
    pub fn run_apart(
        &self,
        runner: &Runner,
        submission: (&Runner, Limits),
    ) -> Result<Interaction, String> {
        let feedback = Sandbox::writable_folder()?;
        let ran = self.run_with(runner, submission, &feedback);
        drop(std::fs::remove_dir_all(&feedback));
        ran
    }

    /// The jury's limits: its memory, and a clock past the submission's.
    pub fn jury_limits(&self) -> Limits {
        Limits::new(self.limits.time + JURY_EXTRA_TIME, JURY_MEMORY)
    }

    /// Starts the jury, then the submission, each with its pipes.
    fn start(
        &self,
        runner: &Runner,
        (submission_runner, limits): (&Runner, Limits),
        feedback: &Path,
    ) -> Result<[Started; 2], String> {
        let mut folder = feedback.as_os_str().to_os_string();
        folder.push("/");
        let mut args = self.jury.args.to_vec();
        args.extend([self.input.into(), self.answer.into(), folder]);
        let jury_runner = runner.writing(feedback);
        let jury = jury_runner.spawn_piped(self.jury.program, &args, self.jury_limits())?;
        let submission = self.submission;
        match submission_runner.spawn_piped(submission.program, submission.args, limits) {
            Ok(submission) => Ok([jury, submission]),
            Err(err) => {
                // Its pipes closed, the jury ends; how is of no interest.
                let (running, input, output) = jury;
                drop((input, output));
                drop(running.wait());
                Err(err)
            }
        }
    }

    fn run_with(
        &self,
        runner: &Runner,
        submission: (&Runner, Limits),
        feedback: &Path,
    ) -> Result<Interaction, String> {
        let [(jury, jury_in, jury_out), (submission, submission_in, submission_out)] =
            self.start(runner, submission, feedback)?;
        let order: Arc<Order> = Arc::default();
        let stopper = submission.stopper();
        let recorder = Arc::default();
        let jury_order = Arc::clone(&order);
        let to_submission = Direction::start(
            Side::Jury,
            jury_out,
            submission_in,
            JURY_OUTPUT,
            &recorder,
            move |_| jury_order.ended(Side::Jury),
        );
        let submission_order = Arc::clone(&order);
        let to_jury = Direction::start(
            Side::Submission,
            submission_out,
            jury_in,
            self.limits.output_bytes,
            &recorder,
            move |over_cap| submission_order.output_ended(over_cap),
        );
        let jury_order = Arc::clone(&order);
        let jury = thread::spawn(move || {
            let jury = jury.wait_then(|| jury_order.ended(Side::Jury));
            let stopped = order::after_jury(&jury, &jury_order, &stopper);
            (jury, stopped)
        });
        let submission = submission.wait_then(|| order.submission_exited());
        let (jury, stopped) = jury
            .join()
            .map_err(|_| "the jury's waiter failed".to_string())?;
        let deadline = Instant::now() + crate::process::GRACE;
        let (to_submission, to_jury) = (to_submission.finish(deadline), to_jury.finish(deadline));
        let jury_first = order.jury_first();
        let message = read_message(feedback)?;
        let mut submission = order::as_judged(submission?, stopped);
        submission.over_output_limit |= to_jury.over_cap;
        submission.held_open |= to_jury.held_open;
        let mut jury = jury?;
        jury.over_output_limit |= to_submission.over_cap;
        let verdict = decide(&jury, jury_first, &message, &submission, self.limits)?;
        Ok(Interaction {
            verdict,
            submission,
            jury,
            jury_first,
            message,
            transcript: recorder.transcript(),
        })
    }
}

/// The jury's `judgemessage.txt`, trimmed and escaped, at most `MESSAGE_SHOWN` characters;
/// empty where there is none. The jury wrote the folder: a link, a FIFO (which would hang the
/// reader), a device or a huge file in its place is a judge error.
fn read_message(feedback: &Path) -> Result<String, String> {
    let path = feedback.join("judgemessage.txt");
    if std::fs::symlink_metadata(&path).is_err() {
        return Ok(String::new());
    }
    let bytes = crate::layout::read_plain(&path).map_err(|err| format!("judge error: {err}"))?;
    let text = crate::process::printable(crate::process::text_of(&bytes).trim());
    Ok(text.chars().take(MESSAGE_SHOWN).collect())
}

/// The verdict, in problemtools' order (the module's header); `Err` for a judge error.
pub fn decide(
    jury: &Run,
    jury_first: bool,
    message: &str,
    submission: &Run,
    limits: Limits,
) -> Result<Verdict, String> {
    let rejected = match jury.exit {
        _ if jury.over_output_limit => {
            return Err(format!(
                "judge error: the jury wrote past its limit ({JURY_OUTPUT} bytes to the \
                 submission, {OUTPUT_LIMIT} on standard error)"
            ))
        }
        Exit::Code(ACCEPTED) => false,
        Exit::Code(REJECTED) => true,
        exit => {
            return Err(format!(
                "judge error: the jury failed ({}): {}",
                crate::verdict::exit_shown(exit),
                jury.stderr_line()
            ))
        }
    };
    let why = || match message {
        "" => "the jury rejected it, with no judgemessage.txt".to_string(),
        message => message.to_string(),
    };
    if rejected && jury_first {
        return Ok(Verdict::WrongAnswer(why()));
    }
    Ok(crate::verdict::verdict(
        submission,
        limits,
        |_| match rejected {
            true => Err(why()),
            false => Ok(()),
        },
    ))
}

#[cfg(test)]
mod tests;
