//! Interactive tests (`judge::interactive`): each way a submission or a jury can end an
//! exchange. Every program is a POSIX shell script of builtins only, since a sandboxed run may
//! start no process. The game: the jury sends the input's number, the submission answers its
//! double, the jury says `ok`.
#![cfg(unix)]

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use judge::interactive::{Command, Interaction, Interactive, Side};
use judge::process::{wall_limit, Exit, Limits, Runner};
use judge::verdict::Verdict;

/// The jury: sends the number, expects its double on one line, then says `ok` and accepts.
pub const JURY: &str = r#"#!/bin/sh
fb="$3"
read n < "$1"
read want < "$2"
echo "$n"
if ! read got; then echo "no answer line: $got" > "${fb}judgemessage.txt"; exit 43; fi
if [ "$got" != "$want" ]; then
    echo "expected $want, got $got" > "${fb}judgemessage.txt"; exit 43
fi
echo ok
exit 42
"#;

/// The right submission.
pub const RIGHT: &str = "#!/bin/sh\nread n\necho $((n * 2))\nread ok\n[ \"$ok\" = ok ] || exit 5\n";

const LIMITS: Limits = Limits::new(Duration::from_secs(2), 256 << 20);

/// A tiny time limit, for the tests that wait out the wall-clock cap (a second and 20 ms).
pub const TINY: Limits = Limits::new(Duration::from_millis(10), 256 << 20);

/// A folder of the test's own, with the input `3` and the answer `6`.
fn folder(name: &str) -> PathBuf {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("interactive-{name}"));
    drop(std::fs::remove_dir_all(&folder));
    std::fs::create_dir_all(&folder).expect("made");
    std::fs::write(folder.join("input"), "3\n").expect("written");
    std::fs::write(folder.join("answer"), "6\n").expect("written");
    folder
}

/// An executable script in `folder`.
fn script(folder: &Path, name: &str, text: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let path = folder.join(name);
    std::fs::write(&path, text).expect("written");
    let mode = std::fs::Permissions::from_mode(0o755);
    std::fs::set_permissions(&path, mode).expect("mode");
    path
}

pub fn runner() -> Runner {
    Runner::measured_by(env!("CARGO_BIN_EXE_judge"), &["measure"])
}

/// Runs `submission` against `jury` under `limits`: the result and how long it took.
fn interact(
    name: &str,
    jury: &str,
    submission: &str,
    limits: Limits,
) -> (Result<Interaction, String>, Duration) {
    interact_through(&runner(), name, jury, submission, limits)
}

/// `interact`, with both programs started by `runner`.
pub fn interact_through(
    runner: &Runner,
    name: &str,
    jury: &str,
    submission: &str,
    limits: Limits,
) -> (Result<Interaction, String>, Duration) {
    let folder = folder(name);
    let (jury, submission) = (
        script(&folder, "jury", jury),
        script(&folder, "submission", submission),
    );
    let (input, answer) = (folder.join("input"), folder.join("answer"));
    let test = Interactive {
        submission: Command::bare(&submission),
        jury: Command::bare(&jury),
        input: &input,
        answer: &answer,
        limits,
    };
    let started = Instant::now();
    let result = test.run(runner);
    (result, started.elapsed())
}

fn judged(name: &str, jury: &str, submission: &str) -> Interaction {
    interact(name, jury, submission, LIMITS).0.expect("judged")
}

/// What a failure shows of an interaction: never the whole transcript, which may be megabytes.
pub fn shown(done: &Interaction) -> String {
    format!(
        "{:?}; submission {:?}, jury {:?}, jury first: {}, message {:?}; the last lines:\n{}",
        done.verdict,
        done.submission.exit,
        done.jury.exit,
        done.jury_first,
        done.message,
        done.transcript
            .tail(5)
            .chars()
            .take(2000)
            .collect::<String>()
    )
}

fn wrong(why: &str) -> Verdict {
    Verdict::WrongAnswer(why.to_string())
}

#[test]
fn a_correct_exchange_is_accepted_with_its_transcript() {
    let done = judged("right", JURY, RIGHT);
    assert_eq!(done.verdict, Verdict::Ok, "{}", shown(&done));
    assert_eq!(done.transcript.render(), "<3\n>6\n<ok\n");
    assert_eq!(done.transcript.tail(2), ">6\n<ok\n");
    let sides: Vec<Side> = done.transcript.lines().map(|(side, _)| side).collect();
    assert_eq!(sides, [Side::Jury, Side::Submission, Side::Jury]);
    assert_eq!(done.jury.exit, Exit::Code(42));
    assert_eq!(done.submission.exit, Exit::Code(0));
    assert!(done.submission.cpu.is_some() && done.submission.peak_memory.is_some());
}

#[test]
fn the_jury_writes_only_its_feedback_folder() {
    if !runner().sandboxed() {
        return;
    }
    let jury = JURY.replace(
        "echo ok\n",
        "echo ok\nif echo x 2>/dev/null > \"$1\"; then exit 1; fi\n",
    );
    let done = judged("jury-writes", &jury, RIGHT);
    assert_eq!(done.verdict, Verdict::Ok, "{}", shown(&done));
    let input = Path::new(env!("CARGO_TARGET_TMPDIR")).join("interactive-jury-writes/input");
    assert_eq!(std::fs::read(input).expect("read"), b"3\n");
}

#[test]
#[ignore = "slow: waits out the wall-clock cap"]
fn an_answer_never_ended_is_tle_at_the_wall_cap() {
    // The answer without its line feed (as if never flushed), then a wait for the reply.
    let unended = "#!/bin/sh\nread n\nprintf %s $((n * 2))\nread ok\n";
    let (done, took) = interact("unended", JURY, unended, TINY);
    let done = done.expect("judged");
    assert_eq!(done.verdict, Verdict::TimeLimit, "{}", shown(&done));
    assert_eq!(done.transcript.render(), "<3\n>6\n");
    assert!(took >= wall_limit(TINY.time) && took < Duration::from_secs(30));
}

#[test]
fn a_submission_that_stops_reading_never_stalls_the_jury() {
    // Two megabytes after the number, in lines of a thousand bytes, which the submission
    // never reads.
    let flood = "line=0123456789\nline=$line$line$line$line$line$line$line$line$line$line\n\
                 line=$line$line$line$line$line$line$line$line$line$line\n\
                 i=0\nwhile [ $i -lt 2000 ]; do echo \"$line\"; i=$((i + 1)); done\n";
    let jury = JURY.replace("echo \"$n\"\n", &format!("echo \"$n\"\n{flood}"));
    let answers = "#!/bin/sh\nread n\necho $((n * 2))\n";
    let done = judged("stops-reading", &jury, answers);
    assert_eq!(done.verdict, Verdict::Ok, "{}", shown(&done));
    assert_eq!(done.transcript.lines().count(), 2003);
    // The answer may cross the flood anywhere; the jury's `ok` follows it.
    assert_eq!(done.transcript.tail(1), "<ok\n");
    assert!(done.transcript.render().contains("\n>6\n"));
}

#[test]
fn endless_output_is_ole_while_the_jury_waits() {
    // 64 KiB a write, and never a line feed: the jury waits for one. It stops when a write
    // fails, or at the SIGPIPE that a closed pipe sends.
    let endless =
        "#!/bin/sh\nread n\ns=y\ni=0\nwhile [ $i -lt 16 ]; do s=$s$s; i=$((i + 1)); done\n\
                   while printf %s \"$s\" 2>/dev/null; do :; done\n";
    // An output limit of 1 MiB: the flood is relayed no further than it need be.
    let limits = Limits {
        output_bytes: 1 << 20,
        ..LIMITS
    };
    let done = interact("endless", JURY, endless, limits)
        .0
        .expect("judged");
    assert_eq!(done.verdict, Verdict::OutputLimit, "{}", shown(&done));
    assert!(!done.jury_first);
    assert!(done.submission.over_output_limit);
}

#[test]
fn a_submission_that_exits_at_once_leaves_the_jury_its_end() {
    let done = judged("exits-early", JURY, "#!/bin/sh\nexit 0\n");
    assert_eq!(done.verdict, wrong("no answer line:"), "{}", shown(&done));
    assert!(!done.jury_first);
    assert_eq!(done.transcript.render(), "<3\n");
}

#[test]
fn a_submission_that_exits_while_the_jury_waits_for_a_line() {
    let done = judged("exits-failing", JURY, "#!/bin/sh\nread n\nexit 1\n");
    let verdict = Verdict::RuntimeError("exit status 1".to_string());
    assert_eq!(done.verdict, verdict, "{}", shown(&done));
    // A line left without its end: the jury's `read` sees the end of its input.
    let unended = "#!/bin/sh\nread n\nprintf %s $((n * 2))\n";
    let done = judged("exits-unended", JURY, unended);
    assert_eq!(done.verdict, wrong("no answer line: 6"), "{}", shown(&done));
    assert_eq!(done.transcript.render(), "<3\n>6\n");
}

#[test]
fn output_after_the_end_is_the_jurys_to_judge() {
    let chatty = RIGHT.replace("read ok\n", "read ok\necho extra\necho more\n");
    let done = judged("after-end", JURY, &chatty);
    assert_eq!(done.verdict, Verdict::Ok, "{}", shown(&done));
    assert_eq!(done.transcript.render(), "<3\n>6\n<ok\n>extra\n>more\n");
    let strict = JURY.replace(
        "exit 42\n",
        "if read more; then echo \"after the end: $more\" > \"${fb}judgemessage.txt\"; exit 43; \
         fi\nexit 42\n",
    );
    let done = judged("after-end-strict", &strict, &chatty);
    assert_eq!(
        done.verdict,
        wrong("after the end: extra"),
        "{}",
        shown(&done)
    );
}

#[test]
fn a_crash_after_a_wrong_move_is_wa_as_the_jury_rejected_it_first() {
    // It crashes when the jury, gone, leaves its read without a line.
    let crashes = "#!/bin/sh\nread n\necho 5\nread reply\nexit 3\n";
    let done = judged("crash-after", JURY, crashes);
    assert_eq!(done.verdict, wrong("expected 6, got 5"), "{}", shown(&done));
    assert!(done.jury_first);
    // Its crash, or the judge's kill once the jury has rejected it: the verdict is known.
    let exit = done.submission.exit;
    assert!(matches!(exit, Exit::Code(3) | Exit::Signal(9)), "{exit:?}");
}

/// A limit long enough that a run stopped by the judge is told from one killed at the clock.
pub const LONG: Limits = Limits::new(Duration::from_secs(20), 256 << 20);

#[test]
fn a_wrong_move_then_a_wait_is_wa_as_soon_as_the_jury_rejects_it() {
    let waits = "#!/bin/sh
read n
echo 5
while :; do :; done
";
    let (done, took) = interact("wrong-then-wait", JURY, waits, LONG);
    let done = done.expect("judged");
    assert_eq!(done.verdict, wrong("expected 6, got 5"), "{}", shown(&done));
    assert!(done.jury_first);
    assert_eq!(
        done.submission.exit,
        Exit::Signal(9),
        "stopped by the judge"
    );
    assert!(took < LONG.time / 2, "{took:?}");
}

/// Unmeasured and unsandboxed: the measurer and bwrap's monitor each hold a copy of the run's
/// output, so there its end is seen only when the run ends.
#[test]
#[ignore = "slow: waits out the grace before a closed output is handed on"]
fn an_output_closed_mid_game_is_no_exit_and_the_jurys_43_comes_first() {
    let closes = "#!/bin/sh\nread n\nexec >&-\nwhile :; do :; done\n";
    let bare = Runner::default().unsandboxed();
    let (done, took) = interact_through(&bare, "closes-output", JURY, closes, LONG);
    let done = done.expect("judged");
    assert_eq!(done.verdict, wrong("no answer line:"), "{}", shown(&done));
    assert!(done.jury_first);
    assert!(took < LONG.time / 2, "{took:?}");
}

#[test]
#[ignore = "slow: waits out the grace after the jury accepts"]
fn a_submission_that_runs_on_after_the_jury_accepts_is_tle_without_waiting_the_limit() {
    let runs_on = RIGHT.replace("read ok\n", "read ok\nwhile :; do :; done\n");
    let (done, took) = interact("runs-on", JURY, &runs_on, LONG);
    let done = done.expect("judged");
    assert_eq!(done.verdict, Verdict::TimeLimit, "{}", shown(&done));
    assert_eq!(done.jury.exit, Exit::Code(42));
    assert!(took < LONG.time / 2, "{took:?}");
    // One that exits right after the jury's last line is not stopped.
    let done = judged("exits-after-ok", JURY, RIGHT);
    assert_eq!(done.submission.exit, Exit::Code(0), "{}", shown(&done));
}

#[test]
fn a_jury_that_crashes_or_exits_0_is_a_judge_error() {
    // 139: how a shell reports a program killed by SIGSEGV (bwrap too).
    for (name, end) in [
        ("crash", "exit 139\n"),
        ("fails", "exit 1\n"),
        ("zero", "exit 0\n"),
    ] {
        let jury = JURY.replace("exit 42\n", end);
        let (done, _) = interact(&format!("jury-{name}"), &jury, RIGHT, LIMITS);
        let err = done.expect_err("a judge error");
        assert!(err.starts_with("judge error: the jury failed ("), "{err}");
    }
}

/// A jury that leaves a FIFO (which would hang a reader), or a link to a file only the judge
/// may read, as its message: a judge error, at once, and nothing of the file is shown.
#[cfg(target_os = "linux")]
#[test]
fn a_message_that_is_not_a_plain_file_is_a_judge_error() {
    let secret = Path::new(env!("CARGO_TARGET_TMPDIR")).join("interactive-secret");
    std::fs::write(&secret, "the judge's own\n").expect("written");
    for (name, made) in [
        ("fifo", "os.mkfifo(message)".to_string()),
        ("link", format!("os.symlink({:?}, message)", secret)),
    ] {
        let jury = format!(
            "#!/usr/bin/python3\nimport os, sys\nmessage = sys.argv[3] + 'judgemessage.txt'\n\
             {made}\nprint(3, flush=True)\nsys.stdin.readline()\nsys.exit(43)\n"
        );
        let (done, took) = interact(&format!("message-{name}"), &jury, RIGHT, LIMITS);
        let err = done.expect_err("a judge error");
        assert!(
            err.starts_with("judge error: ") && err.contains("judgemessage.txt: refused"),
            "{err}"
        );
        assert!(!err.contains("the judge's own"), "{err}");
        assert!(took < Duration::from_secs(2), "{name}: {took:?}");
    }
}

#[test]
#[ignore = "slow: a 16 MiB flood through the relay"]
fn a_jury_that_writes_past_its_limit_is_a_judge_error() {
    // 16 MiB and more in writes of 64 KiB, until a write fails: the relay stops reading it.
    let flood = "s=y\ni=0\nwhile [ $i -lt 16 ]; do s=$s$s; i=$((i + 1)); done\n\
                 while printf %s \"$s\" 2>/dev/null; do :; done\nexit 42\n";
    let jury = format!("#!/bin/sh\n{flood}");
    let (done, _) = interact("jury-floods", &jury, "#!/bin/sh\nread n\n", LIMITS);
    let err = done.expect_err("a judge error");
    assert!(
        err.starts_with("judge error: the jury wrote past its limit"),
        "{err}"
    );
}

#[test]
#[ignore = "slow: waits out the wall-clock cap"]
fn both_waiting_for_the_other_is_tle_at_the_wall_cap() {
    let jury = JURY.replace("echo \"$n\"\n", "");
    let (done, took) = interact("both-wait", &jury, RIGHT, TINY);
    let done = done.expect("judged");
    assert_eq!(done.verdict, Verdict::TimeLimit, "{}", shown(&done));
    assert_eq!(done.transcript.render(), "");
    assert!(took >= wall_limit(TINY.time) && took < Duration::from_secs(30));
}
