//! The measurer: a small process that runs the program under the limits and reports how it
//! ended, so that the program's own CPU time and peak memory are read, not the judge's.

use std::ffi::OsString;
use std::fs;
use std::path::Path;
use std::time::{Duration, Instant};

use super::{sys, Ended, Exit, Limits, MemoryHold};

impl MemoryHold {
    /// The word the measurer is told it by, after the memory limit.
    pub(crate) fn word(self) -> &'static str {
        match self {
            MemoryHold::Group => "group",
            MemoryHold::GroupAndAddressSpace => "group+as",
            MemoryHold::AddressSpace => "as",
        }
    }

    /// The hold a word names.
    pub(crate) fn from_word(word: &str) -> Option<MemoryHold> {
        [
            MemoryHold::Group,
            MemoryHold::GroupAndAddressSpace,
            MemoryHold::AddressSpace,
        ]
        .into_iter()
        .find(|hold| hold.word() == word)
    }
}

pub const MEASURE_USAGE: &str =
    "usage: judge measure <time-limit-ms> <memory-bytes>[:group|:as|:group+as] \
     <stack-bytes, 0 for the default> <bwrap, - for no sandbox> <seccomp filter, or -> <report> \
     <program> [argument ...]";

/// The measurer: `<time-limit-ms> <memory-bytes> <stack-bytes> <bwrap> <filter> <report>
/// <program> [argument ...]`. Runs the program under the limits (in the sandbox `bwrap` and
/// `filter` make, unless they are `-`) with this process's standard streams, and writes how it
/// ended to `report` as one line: `code|signal|timeout <value> <wall µs> <cpu µs> <peak
/// bytes> <memory>`, where `<memory>` is `within`, `limit` (the run's group reached its limit)
/// or `oom` (and the kernel killed the run for it).
pub fn measure(args: &[String]) -> Result<(), String> {
    let [time, memory, stack, bwrap, filter, report, program, rest @ ..] = args else {
        return Err(MEASURE_USAGE.into());
    };
    let sandbox = super::Sandbox::from_args(bwrap, filter);
    sys::close_inherited_descriptors();
    let number = |text: &str| {
        text.parse::<u64>()
            .map_err(|err| format!("{text:?}: {err}"))
    };
    let (memory, hold) = match memory.split_once(':') {
        Some((bytes, word)) => {
            let hold = MemoryHold::from_word(word).ok_or(format!("no memory hold {word:?}"))?;
            (bytes, hold)
        }
        None => (memory.as_str(), MemoryHold::Group),
    };
    let limits = Limits {
        time: Duration::from_millis(number(time)?),
        memory_bytes: number(memory)?,
        hold,
        stack_bytes: Some(number(stack)?).filter(|&stack| stack > 0),
        // The output is read, and held to its limit, by the judge.
        output_bytes: super::OUTPUT_LIMIT,
    };
    let rest: Vec<OsString> = rest.iter().map(OsString::from).collect();
    let started = Instant::now();
    let making = super::scratch::making();
    let (mut command, guard) = sys::command(Path::new(program), &rest, limits, sandbox.as_ref())?;
    if let Some(copy) = private_copy_of_stdin()? {
        command.stdin(copy);
    }
    let mut child = command
        .spawn()
        .map_err(|err| format!("cannot start {program}: {err}"))?;
    drop(making);
    let ended = sys::wait(&mut child, &guard, super::wall_limit(limits.time))?;
    let ended = Ended {
        wall: started.elapsed(),
        ..ended
    };
    crate::layout::write_fresh(Path::new(report), report_line(&ended).as_bytes())
}

/// The measurer's memory argument for `limits`: the limit, and how it is held.
pub fn memory_arg(limits: Limits) -> String {
    format!("{}:{}", limits.memory_bytes, limits.hold.word())
}

/// Where standard input is a file that a path names, a copy of it that no path names (made,
/// opened read-only, and removed): the program's `/proc/self/fd/0` then reaches the copy, never
/// the file it was given, which it could otherwise open again for writing. `None` where it is
/// not a file.
#[cfg(unix)]
fn private_copy_of_stdin() -> Result<Option<fs::File>, String> {
    use std::io::Read;
    use std::os::unix::io::AsFd;
    let descriptor = std::io::stdin().as_fd().try_clone_to_owned();
    let Ok(mut input) = descriptor.map(fs::File::from) else {
        return Ok(None);
    };
    // A file no path names (the judge's own copy of a fixture) needs no copy.
    use std::os::unix::fs::MetadataExt;
    let named_file = input
        .metadata()
        .is_ok_and(|metadata| metadata.is_file() && metadata.nlink() > 0);
    if !named_file {
        return Ok(None);
    }
    // One that cannot be read (opened write-only) is handed on as it is: the program is to
    // find that out itself.
    let mut bytes = Vec::new();
    if input.read_to_end(&mut bytes).is_err() {
        return Ok(None);
    }
    let path = super::scratch::make_file("measured-input", &bytes)?;
    let shown = |err: std::io::Error| format!("{}: {err}", path.display());
    let copy = fs::File::open(&path).map_err(shown);
    drop(fs::remove_file(&path));
    copy.map(Some)
}

#[cfg(not(unix))]
fn private_copy_of_stdin() -> Result<Option<fs::File>, String> {
    Ok(None)
}

fn report_line(ended: &Ended) -> String {
    let (kind, value) = match ended.exit {
        Exit::Code(code) => ("code", code),
        Exit::Signal(signal) => ("signal", signal),
        Exit::TimedOut => ("timeout", 0),
    };
    let micros = |duration: Option<Duration>| duration.map_or(0, |duration| duration.as_micros());
    let memory = match (ended.oom_killed, ended.limit_hit) {
        (true, _) => "oom",
        (false, true) => "limit",
        (false, false) => "within",
    };
    format!(
        "{kind} {value} {} {} {} {memory}\n",
        micros(Some(ended.wall)),
        micros(ended.cpu),
        ended.peak_memory.unwrap_or(0)
    )
}

pub(super) fn parse_report(text: &str) -> Result<Ended, String> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let bad = || format!("bad measurer report {text:?}");
    if fields.len() != 6 {
        return Err(bad());
    }
    let number = |index: usize| -> Result<u64, String> { fields[index].parse().map_err(|_| bad()) };
    let value = i32::try_from(number(1)?).map_err(|_| bad())?;
    let exit = match fields[0] {
        "code" => Exit::Code(value),
        "signal" => Exit::Signal(value),
        "timeout" => Exit::TimedOut,
        _ => return Err(bad()),
    };
    let (limit_hit, oom_killed) = match fields[5] {
        "within" => (false, false),
        "limit" => (true, false),
        "oom" => (true, true),
        _ => return Err(bad()),
    };
    Ok(Ended {
        exit,
        wall: Duration::from_micros(number(2)?),
        cpu: Some(Duration::from_micros(number(3)?)),
        peak_memory: Some(number(4)?),
        limit_hit,
        oom_killed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn measurer_reports_are_written_and_read_back() {
        let ended = Ended {
            exit: Exit::Signal(9),
            wall: Duration::from_micros(1500),
            cpu: Some(Duration::from_micros(1200)),
            peak_memory: Some(4096),
            limit_hit: true,
            oom_killed: true,
        };
        assert_eq!(report_line(&ended), "signal 9 1500 1200 4096 oom\n");
        assert_eq!(parse_report(&report_line(&ended)), Ok(ended));
        let timed_out = Ended {
            exit: Exit::TimedOut,
            limit_hit: false,
            oom_killed: false,
            ..ended
        };
        assert_eq!(report_line(&timed_out), "timeout 0 1500 1200 4096 within\n");
        assert_eq!(
            parse_report("timeout 0 1 1 1 within").map(|e| e.exit),
            Ok(Exit::TimedOut)
        );
        let hit = parse_report("code 3 1 1 1 limit");
        assert_eq!(hit.as_ref().map(|e| e.exit), Ok(Exit::Code(3)));
        assert_eq!(hit.map(|e| (e.limit_hit, e.oom_killed)), Ok((true, false)));
        for bad in [
            "code x 1 1 1 within",
            "",
            "exit 0 1 1 1 within",
            "code 0 1 1 1",
            "code 0 1 1 1 over",
            "code 0 1 1 1 1 within",
        ] {
            assert!(parse_report(bad).is_err(), "{bad:?}");
        }
        assert_eq!(measure(&["1".to_string()]), Err(MEASURE_USAGE.to_string()));
        let limits = Limits::new(Duration::from_secs(1), 7);
        assert_eq!(memory_arg(limits), "7:group");
        for hold in [MemoryHold::GroupAndAddressSpace, MemoryHold::AddressSpace] {
            let arg = memory_arg(Limits { hold, ..limits });
            let word = arg.split_once(':').map(|(_, word)| word);
            assert_eq!(word.and_then(MemoryHold::from_word), Some(hold), "{arg}");
        }
    }
}
