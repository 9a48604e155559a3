//! What `cargo stress` writes: a closed pipe is no panic, and an `--exe` program's output is
//! judged as the judge judges it.

use judge_tests::stress::{Candidate, Domain, Stress};

use super::scratch;

/// A closed pipe on stdout and stderr (`cargo stress ... | head -c0`) ends the run quietly:
/// no panic (status 101), the run's own status. The pipe is a FIFO whose only reader was
/// closed before the program starts, so every write fails with EPIPE.
#[cfg(unix)]
#[test]
fn a_closed_pipe_is_no_panic() {
    let scratch = scratch("stress-pipe");
    std::fs::create_dir_all(scratch.root()).expect("folder");
    let fifo = scratch.root().join("pipe");
    let script = r#"mkfifo "$1" && exec 6<>"$1" 7>"$1" && exec 6<&- &&
        "$0" left-stack-game --cases 20 >&7 2>&7; echo "$?""#;
    let ran = std::process::Command::new("sh")
        .args(["-c", script, env!("CARGO_BIN_EXE_stress")])
        .arg(&fifo)
        .output()
        .expect("sh runs");
    let status = String::from_utf8_lossy(&ran.stdout);
    assert_eq!(status.trim(), "0", "{ran:?}");
    let refused = std::process::Command::new("sh")
        .args([
            "-c",
            &script.replace("--cases 20", "--cases 0"),
            env!("CARGO_BIN_EXE_stress"),
        ])
        .arg(scratch.root().join("pipe-2"))
        .output()
        .expect("sh runs");
    assert_eq!(
        String::from_utf8_lossy(&refused.stdout).trim(),
        "2",
        "{refused:?}"
    );
}

/// An `--exe` program's output is judged by stress as `cargo judge` judges it, under each
/// problem's own judge: outputs near the right answer (a missing last line feed, a trailing
/// space, an extra blank line, upper case, bytes that are not UTF-8), each printed by a
/// program run as stress runs it, get the same verdict from both.
/// A program at `path` that prints `output`: a script of the shell's builtins alone, since
/// the sandbox starts no further process.
#[cfg(unix)]
fn printing(path: &std::path::Path, output: &[u8]) -> std::path::PathBuf {
    use std::os::unix::fs::PermissionsExt;
    // The bytes written in octal, which `printf` prints as they are.
    let octal: String = output.iter().map(|byte| format!("\\{byte:03o}")).collect();
    std::fs::write(path, format!("#!/bin/sh\nprintf '{octal}'\n")).expect("written");
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).expect("mode");
    path.to_path_buf()
}

#[cfg(unix)]
#[test]
#[ignore = "slow: each problem's perturbed outputs printed by a sandboxed program"]
fn an_exe_output_is_judged_as_the_judge_judges_it() {
    let scratch = scratch("stress-agreement");
    let folder = scratch.root().join("programs");
    std::fs::create_dir_all(&folder).expect("folder");
    let judge = judge_tests::judge(None);
    for problem in judge_tests::PROBLEMS {
        let found = judge::metadata::select(&judge.workspace, &[problem.name.to_string()]);
        let found = found.expect("the problem").remove(0);
        let checker = judge.checker(&found).unwrap_or_else(|err| panic!("{err}"));
        let sample = judge.workspace.inputs(problem.name).expect("the fixtures");
        let sample = sample
            .iter()
            .find(|path| judge::layout::stem(path).starts_with("sample"));
        let input = std::fs::read_to_string(sample.expect("a sample")).expect("the sample");
        let answer = (problem.solve)(&input).expect("an answer");
        let mut outputs: Vec<Vec<u8>> = vec![
            answer.clone().into_bytes(),
            answer.trim_end().as_bytes().to_vec(),
            answer.replacen('\n', " \n", 1).into_bytes(),
            format!("{answer}\n").into_bytes(),
            answer.to_uppercase().into_bytes(),
        ];
        let mut not_utf8 = answer.clone().into_bytes();
        not_utf8.insert(0, 0xff);
        outputs.push(not_utf8);
        for (index, output) in outputs.iter().enumerate() {
            let program = printing(&folder.join(format!("{}-{index}", problem.name)), output);
            let limits = found.metadata.limits;
            let candidate = Candidate::Program {
                path: program,
                args: Vec::new(),
                limits,
            };
            let case = problem.format.parse(&input).expect("the sample's case");
            let stressed = Stress {
                candidate,
                ..Stress::of(problem, Domain::statement(problem, found.metadata.clone()))
            };
            let mut references = stressed.references();
            let judged = stressed.judge(&mut references, &case);
            let by_stress = matches!(judged, judge_tests::stress::run::Judged::Passed);
            let by_judge = match std::str::from_utf8(output) {
                Ok(text) => judge
                    .judge_output(&found, checker.as_deref(), input.as_bytes(), &answer, text)
                    .is_ok(),
                // The judge's verdict on output that is not UTF-8, before any comparison.
                Err(_) => false,
            };
            assert_eq!(
                by_stress,
                by_judge,
                "{}: {:?}: stress ({judged:?}) and the judge disagree",
                problem.name,
                String::from_utf8_lossy(output)
            );
        }
    }
}

/// Bytes that are not UTF-8, on standard output or in the standard error line of a failure,
/// are shown escaped (`\xff`), never as U+FFFD.
#[cfg(unix)]
#[test]
fn bytes_that_are_not_utf8_are_shown_escaped() {
    let scratch = scratch("stress-bytes");
    let folder = scratch.root().join("programs");
    std::fs::create_dir_all(&folder).expect("folder");
    let limits = judge::process::Limits::new(std::time::Duration::from_secs(2), 256 << 20);
    let stdout = printing(&folder.join("stdout"), b"1\xff\n");
    let stderr = folder.join("stderr");
    std::fs::write(&stderr, "#!/bin/sh\nprintf 'oops \\376\\n' >&2\nexit 3\n").expect("written");
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::Permissions::from_mode(0o755);
        std::fs::set_permissions(&stderr, mode).expect("mode");
    }
    for (path, shown) in [
        (stdout, "the output is not UTF-8: \"1\\xff\\n\""),
        (stderr, "it exited with status 3: oops \\xfe"),
    ] {
        let candidate = Candidate::Program {
            path,
            args: Vec::new(),
            limits,
        };
        let why = candidate.answer("3 1 1 1\n").expect_err("a failure");
        assert_eq!(why, shown);
    }
}
