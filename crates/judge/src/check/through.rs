//! A run through a target's runner (wine). The runner is a program of its own: under load it
//! has ended a run with a status the program never gives (status 66, for a program that exits
//! with 1), and with status 1 and nothing on standard error, for a program that exits with 0
//! on that input. A run through it that exits with a status other than 0 or 1, or with 1 and
//! nothing on standard error, is made once more. A program that fails fails again, the same
//! way, and its verdict stands; a runner's failure is told on standard error, with what it
//! printed, and the second run is judged. A program that refuses its input says why before it
//! exits with 1 (each of the workspace's does), so a bad input is run once.

use std::io::{Seek, SeekFrom};

use crate::process::{Exit, Run, Stdin};
use crate::verdict;

/// The same input again, for a second run: `None` where it cannot be had twice.
pub(super) fn copy(stdin: &Stdin) -> Option<Stdin> {
    match stdin {
        Stdin::Bytes(bytes) => Some(Stdin::Bytes(bytes.clone())),
        Stdin::Pipe(bytes) => Some(Stdin::Pipe(bytes.clone())),
        Stdin::File(file) => file.try_clone().ok().map(Stdin::File),
    }
}

/// The copy made by `copy`, read from its start: a file shares its offset with the one the
/// first run read to the end.
pub(super) fn rewound(stdin: Stdin) -> Option<Stdin> {
    match stdin {
        Stdin::File(mut file) => {
            file.seek(SeekFrom::Start(0)).ok()?;
            Some(Stdin::File(file))
        }
        other => Some(other),
    }
}

/// Whether the runner, rather than the program, may have ended `run`.
pub(super) fn may_be_the_runner(run: &Run) -> bool {
    match run.exit {
        Exit::Code(0) => false,
        Exit::Code(1) => run.stderr.is_empty(),
        Exit::Code(_) => true,
        Exit::Signal(_) | Exit::TimedOut => false,
    }
}

/// The line that tells a runner's failure: the first run's status and standard error, and the
/// second's status.
pub(super) fn told(runner: &str, first: &Run, second: &Run) -> String {
    let said = crate::process::quoted(&first.stderr[..first.stderr.len().min(300)]);
    format!(
        "judge: {runner} ended a run with {}, printing {said} on stderr; run again: {}",
        verdict::exit_shown(first.exit),
        verdict::exit_shown(second.exit)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ended(exit: Exit) -> Run {
        Run::ended(exit)
    }

    #[test]
    fn a_status_other_than_0_or_1_or_a_silent_1_is_run_again() {
        assert!(!may_be_the_runner(&ended(Exit::Code(0))));
        assert!(may_be_the_runner(&ended(Exit::Code(1))), "1, nothing said");
        let said = Run {
            stderr: b"error: line 1: expected n\n".to_vec(),
            ..ended(Exit::Code(1))
        };
        assert!(!may_be_the_runner(&said), "1, with the reason");
        assert!(may_be_the_runner(&ended(Exit::Code(66))));
        assert!(may_be_the_runner(&ended(Exit::Code(101))));
        assert!(!may_be_the_runner(&ended(Exit::Signal(9))));
        assert!(!may_be_the_runner(&ended(Exit::TimedOut)));
    }

    #[test]
    fn a_file_is_read_again_from_its_start() {
        use std::io::{Read, Write};
        let path = std::env::temp_dir().join(format!("through-{}", std::process::id()));
        std::fs::File::create(&path)
            .and_then(|mut file| file.write_all(b"7 2\n"))
            .expect("written");
        let mut file = std::fs::File::open(&path).expect("opened");
        let again = copy(&Stdin::File(file.try_clone().expect("cloned"))).expect("copied");
        let mut read = String::new();
        file.read_to_string(&mut read).expect("read");
        let Some(Stdin::File(mut again)) = rewound(again) else {
            panic!("not a file");
        };
        let mut twice = String::new();
        again.read_to_string(&mut twice).expect("read");
        std::fs::remove_file(&path).expect("removed");
        assert_eq!((read.as_str(), twice.as_str()), ("7 2\n", "7 2\n"));
    }

    #[test]
    fn the_line_names_both_statuses_and_what_was_printed() {
        let first = Run {
            stderr: b"wine: fault".to_vec(),
            ..ended(Exit::Code(66))
        };
        let line = told("wine", &first, &ended(Exit::Code(1)));
        assert!(line.contains("wine ended a run with"), "{line}");
        assert!(
            line.contains("66") && line.contains("\"wine: fault\""),
            "{line}"
        );
        assert!(
            line.ends_with(&verdict::exit_shown(Exit::Code(1))),
            "{line}"
        );
    }
}
