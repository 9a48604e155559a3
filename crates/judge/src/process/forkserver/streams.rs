//! A served run's standard streams: the program's ends, passed to the server, and the host's,
//! fed and collected as for a run of its own sandbox, or handed to the caller as pipes.

use std::fs::File;
use std::io::Write;
use std::os::fd::OwnedFd;
use std::process::{ChildStdin, ChildStdout};

use super::serve;
use crate::process::collect::Collector;
use crate::process::Stdin;

/// The run's streams as the server is given them, and the host's sides of them.
pub struct Streams {
    /// Standard input, output and error, the program's ends.
    pub given: Vec<OwnedFd>,
    pub stdout: Collector,
    pub stderr: Collector,
}

impl Streams {
    pub fn new(
        stdin: &Stdin,
        stderr: Option<&File>,
        output_bytes: usize,
    ) -> Result<Streams, String> {
        let input: OwnedFd = match stdin {
            Stdin::Bytes(bytes) => {
                let _making = crate::process::scratch::making();
                let path = crate::process::scratch::make_file("input", bytes)?;
                let file = File::open(&path).map_err(|err| format!("{}: {err}", path.display()));
                drop(std::fs::remove_file(&path));
                file?.into()
            }
            Stdin::Pipe(bytes) => {
                let (read, write) = serve::pipe()?;
                let bytes = bytes.clone();
                std::thread::spawn(move || drop(File::from(write).write_all(&bytes)));
                read
            }
            Stdin::File(file) => file.try_clone().map_err(|err| err.to_string())?.into(),
        };
        let (out_read, out_write) = serve::pipe()?;
        let (err_given, err_read) = match stderr {
            Some(file) => (
                file.try_clone().map_err(|err| err.to_string())?.into(),
                None,
            ),
            None => {
                let (read, write) = serve::pipe()?;
                (write, Some(File::from(read)))
            }
        };
        Ok(Streams {
            given: vec![input, out_write, err_given],
            stdout: Collector::start(Some(File::from(out_read)), output_bytes),
            stderr: Collector::start(err_read, output_bytes),
        })
    }

    /// The streams of a run whose standard input and output are pipes the caller holds (their
    /// host's ends returned), with standard error collected.
    pub fn piped(output_bytes: usize) -> Result<(Streams, ChildStdin, ChildStdout), String> {
        let (in_read, in_write) = serve::pipe()?;
        let (out_read, out_write) = serve::pipe()?;
        let (err_read, err_write) = serve::pipe()?;
        let streams = Streams {
            given: vec![in_read, out_write, err_write],
            stdout: Collector::start(None::<File>, output_bytes),
            stderr: Collector::start(Some(File::from(err_read)), output_bytes),
        };
        Ok((streams, in_write.into(), out_read.into()))
    }
}
