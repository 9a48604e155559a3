//! The compiler: which `rustc`, the editions it offers, and compiling one source file alone as a
//! judge does. What is compiled is kept under a key of everything that decides the output, so an
//! unchanged source is never compiled twice and a changed one is never served stale.

use std::collections::hash_map::DefaultHasher;
use std::fs;
use std::hash::Hasher;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::target::Target;
use crate::toolchain::Toolchain;

mod language;
mod native;
pub use language::{debian_package, first_error_line, Language};
pub use native::{system_program, version};

/// The edition whose binary is run on the fixtures; the others are type-checked only, which
/// reports the same errors and warnings.
pub const RUN_EDITION: &str = "2021";

/// The flags of every compilation besides the edition: a judge's optimised build.
pub const FLAGS: [&str; 1] = ["-O"];

/// The crate's name in every compilation, whatever the file is called.
const CRATE_NAME: [&str; 2] = ["--crate-name", "submission"];

/// How one compilation is made besides the source: the edition, the flags, the environment of
/// the compiler, and what it leaves.
#[derive(Clone, Copy, Debug)]
pub struct Compilation<'a> {
    pub edition: &'a str,
    pub flags: &'a [String],
    pub env: &'a [(&'a str, &'a str)],
    pub emit: Emit,
    /// Whether a warning fails the compilation, as the workspace's standard has it; a judge
    /// accepts a source that compiles with warnings.
    pub deny_warnings: bool,
}

/// What a compilation leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Emit {
    /// A program to run.
    Binary,
    /// Only the crate's metadata: type-checked, with every diagnostic, nothing to run.
    Metadata,
}

/// Compiles sources with one toolchain, for the host or for one target, keeping each result
/// in `cache`.
#[derive(Clone, Debug)]
pub struct Builder {
    toolchain: Toolchain,
    cache: PathBuf,
    target: Option<Target>,
}

impl Builder {
    pub fn new(toolchain: Toolchain, cache: impl Into<PathBuf>) -> Builder {
        Builder {
            toolchain,
            cache: cache.into(),
            target: None,
        }
    }

    /// The same builder, compiling for `target` with its linker.
    pub fn for_target(self, target: Target) -> Builder {
        Builder {
            target: Some(target),
            ..self
        }
    }

    /// The same builder, compiling for the host: for the judge's own programs (a checker).
    pub fn for_host(&self) -> Builder {
        Builder {
            target: None,
            ..self.clone()
        }
    }

    pub fn toolchain(&self) -> &Toolchain {
        &self.toolchain
    }

    pub fn target(&self) -> Option<&Target> {
        self.target.as_ref()
    }

    /// Compiles `source` alone, as a judge does (`rustc --edition E -O`), or takes the result of
    /// the same compilation from the cache. Any diagnostic fails, naming the edition.
    pub fn compile(&self, source: &Path, edition: &str, emit: Emit) -> Result<PathBuf, String> {
        let flags: Vec<String> = FLAGS.map(String::from).to_vec();
        let compilation = Compilation {
            edition,
            flags: &flags,
            env: &[],
            emit,
            deny_warnings: true,
        };
        self.compile_as(source, compilation)
    }

    /// Compiles `source` alone as `compilation` says, or takes the result from the cache. The
    /// source is copied alone into an empty folder and compiled there, as a judge given the one
    /// file compiles it: a `mod` or an `include!` of another file fails. A kept result is used
    /// only while it matches the hash recorded when it was made; else it is made again, and
    /// the judge says so on standard error.
    pub fn compile_as(&self, source: &Path, compilation: Compilation) -> Result<PathBuf, String> {
        // A FIFO would hang the read, and a device would never end.
        let bytes = crate::layout::read_plain(source)?;
        let suffix = match (compilation.emit, &self.target) {
            (Emit::Binary, Some(target)) => target.exe_suffix(),
            (Emit::Binary, None) => std::env::consts::EXE_SUFFIX,
            (Emit::Metadata, _) => ".rmeta",
        };
        let key = self.key(&bytes, compilation);
        self.cached(&key, suffix, |folder, fresh| {
            let alone = folder.join("submission.rs");
            fs::write(&alone, &bytes)
                .map_err(|err| format!("cannot copy {}: {err}", source.display()))?;
            self.rustc(&alone, compilation, fresh)
        })
    }

    /// A C or C++ program of the judge's (a checker), chosen by its extension: `gcc` or `g++`
    /// with `-O2` and every warning an error, the source copied alone into an empty folder, kept
    /// in the cache as `compile_as` keeps a Rust one.
    pub fn compile_c(&self, source: &Path) -> Result<PathBuf, String> {
        let (compiler, flags) = c_compiler(source)?;
        let flags: Vec<String> = flags.iter().map(|flag| flag.to_string()).collect();
        self.compile_native(source, compiler, &flags)
    }

    /// The result kept under `key`, while it matches the hash recorded when it was made; else
    /// `make(folder, fresh)` makes it at `fresh` in a new empty `folder`, and it is kept.
    pub(crate) fn cached(
        &self,
        key: &str,
        suffix: &str,
        make: impl FnOnce(&Path, &Path) -> Result<(), String>,
    ) -> Result<PathBuf, String> {
        let kept = self.cache.join(format!("{key}{suffix}"));
        let recorded = self.cache.join(format!("{key}{suffix}.fnv"));
        match fs::read_to_string(&recorded) {
            Ok(hash) if kept.is_file() && hash.trim() == file_hash(&kept)? => return Ok(kept),
            Ok(_) if kept.exists() => eprintln!(
                "judge: {} does not match the hash recorded when it was built: built again",
                kept.display()
            ),
            _ => {}
        }
        // Made in a folder of its own (rustc leaves its intermediate files beside the output,
        // named after the crate), then renamed: a reader never sees half a file.
        static COMPILATIONS: AtomicUsize = AtomicUsize::new(0);
        let folder = self.cache.join(format!(
            "{key}.{}-{}.tmp",
            std::process::id(),
            COMPILATIONS.fetch_add(1, Ordering::Relaxed)
        ));
        fs::create_dir_all(&folder)
            .map_err(|err| format!("cannot create {}: {err}", folder.display()))?;
        let fresh = folder.join(format!("submission{suffix}"));
        let result = make(&folder, &fresh).and_then(|()| keep(&fresh, &kept, &recorded));
        drop(fs::remove_dir_all(&folder));
        result.map(|()| kept)
    }

    fn rustc(&self, source: &Path, compilation: Compilation, output: &Path) -> Result<(), String> {
        let edition = compilation.edition;
        // In its own sandbox where there is one: the source's folder and the compiler's own
        // files, nothing of the workspace.
        let folder = source.parent().unwrap_or(Path::new("."));
        let mut command = match crate::process::Sandbox::detect() {
            Some(sandbox) => sandbox.compile_command(
                &self.toolchain.compiler(),
                self.toolchain.sysroot.as_deref(),
                folder,
                COMPILER_MEMORY,
                compilation.env,
            ),
            None => Command::new(&self.toolchain.rustc),
        };
        // A jobserver named in the environment (a `cargo` or `make` above the judge) names
        // descriptors that the judge closes before the compiler starts: rustc would warn.
        for jobserver in ["CARGO_MAKEFLAGS", "MAKEFLAGS", "MFLAGS"] {
            command.env_remove(jobserver);
        }
        command.args(["--edition", edition]).args(compilation.flags);
        command
            .args(CRATE_NAME)
            .envs(compilation.env.iter().copied());
        if let Some(target) = &self.target {
            command.args(["--target", &target.triple]);
            if let Some(linker) = &target.linker {
                command.arg(format!("-Clinker={linker}"));
            }
        }
        if compilation.emit == Emit::Metadata {
            command.arg("--emit=metadata");
        }
        // In the source's own folder, which holds nothing else: nothing is found beside it.
        command.current_dir(folder);
        // Named from that folder, so that a panic names `submission.rs`, not the cache's path.
        let named = source.file_name().map_or(source, Path::new);
        command.arg("-o").arg(output).arg(named);
        let shown = self.toolchain.rustc.to_string_lossy().into_owned();
        let result = within(&mut command, COMPILER_TIME)
            .map_err(|err| format!("cannot run {shown}: {err}"))?
            .ok_or(format!(
                "edition {edition}: {shown} ran past {COMPILER_TIME:?}"
            ))?;
        let diagnostics = String::from_utf8_lossy(&result.stderr);
        let deny = compilation.deny_warnings;
        let missing = self
            .target
            .as_ref()
            .and_then(|target| target.missing(&diagnostics));
        if let Some(missing) = missing {
            Err(format!("edition {edition}: {missing}\n{diagnostics}"))
        } else if !result.status.success() {
            Err(format!("edition {edition}: rustc fails:\n{diagnostics}"))
        } else if deny && !diagnostics.trim().is_empty() {
            Err(format!("edition {edition}: rustc warns:\n{diagnostics}"))
        } else {
            Ok(())
        }
    }

    /// Everything that decides a compilation's output, hashed: the source, the compiler (and
    /// its host, in `rustc -vV`), the target and its linker, the edition, the flags, the
    /// environment and what is emitted.
    fn key(&self, source: &[u8], compilation: Compilation) -> String {
        let mut hasher = DefaultHasher::new();
        // Only a build that allows warnings says so, so that the keys of the others stay.
        let allowed = if compilation.deny_warnings {
            ""
        } else {
            " warnings allowed"
        };
        let described = format!(
            "{:?} {:?} {:?} {:?}{allowed}",
            compilation.emit, compilation.flags, compilation.env, self.target
        );
        let parts = [
            source,
            self.toolchain.verbose_version.as_bytes(),
            compilation.edition.as_bytes(),
            described.as_bytes(),
        ];
        for part in parts {
            hasher.write_usize(part.len());
            hasher.write(part);
        }
        format!("{:016x}", hasher.finish())
    }

    /// Compiles `source` in every edition offered: the binary of `RUN_EDITION`, the others
    /// type-checked. Returns the binary and the editions checked.
    pub fn build(&self, source: &Path) -> Result<(PathBuf, Vec<&'static str>), String> {
        let editions = self.toolchain.editions();
        let mut binary = None;
        for &edition in &editions {
            if edition == RUN_EDITION {
                binary = Some(self.compile(source, edition, Emit::Binary)?);
            } else {
                self.compile(source, edition, Emit::Metadata)?;
            }
        }
        let binary = binary.ok_or(format!("this rustc has no edition {RUN_EDITION}"))?;
        Ok((binary, editions))
    }
}

/// The compiler of a C or C++ source, by its extension, and its flags: optimised, and every
/// warning an error, as `rustc`'s are.
pub fn c_compiler(source: &Path) -> Result<(&'static str, &'static [&'static str]), String> {
    match source.extension().and_then(|ext| ext.to_str()) {
        Some("cpp" | "cc") => Ok(("g++", &["-std=c++17", "-O2", "-Wall", "-Wextra", "-Werror"])),
        Some("c") => Ok(("gcc", &["-std=c11", "-O2", "-Wall", "-Wextra", "-Werror"])),
        _ => Err(format!("{}: not a .c or .cpp file", source.display())),
    }
}

/// How long one compilation may take, and how much address space it may use: a source that
/// makes the compiler read a pipe or a device (`include_bytes!("/dev/zero")`) is stopped.
pub(crate) const COMPILER_TIME: Duration = Duration::from_secs(120);
pub(crate) const COMPILER_MEMORY: u64 = 4 << 30;

/// The compiler's diagnostics when `error` says the compiler refused the source (its first
/// line ends `fails:` or names a file it `fails on`), rather than that it could not run.
pub fn refusal(error: &str) -> Option<&str> {
    let (first, rest) = error.split_once('\n')?;
    (first.ends_with(" fails:") || first.contains(" fails on ")).then_some(rest)
}

/// How much of a compiler's diagnostics is kept to be shown.
const DIAGNOSTICS_KEPT: usize = 1 << 20;

/// The command's output, or `None` when it ran past `limit` (then it is killed).
pub(crate) fn within(command: &mut Command, limit: Duration) -> std::io::Result<Option<Output>> {
    // No descriptor of this process reaches the compiler, nor its standard input or output: a
    // source could include them (`include_str!("/proc/self/fd/7/fixtures/...")`).
    crate::process::close_inherited_descriptors();
    command
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    let mut child = command.spawn()?;
    let stderr = child.stderr.take();
    // The first `DIAGNOSTICS_KEPT` bytes are kept, the rest read and counted: a source of a few
    // lines can make the compiler write hundreds of megabytes of warnings.
    let reader = std::thread::spawn(move || {
        let (mut text, mut dropped) = (Vec::new(), 0u64);
        if let Some(mut stderr) = stderr {
            let mut chunk = [0u8; 1 << 16];
            while let Ok(read @ 1..) = std::io::Read::read(&mut stderr, &mut chunk) {
                let room = DIAGNOSTICS_KEPT.saturating_sub(text.len()).min(read);
                text.extend_from_slice(&chunk[..room]);
                dropped += (read - room) as u64;
            }
        }
        if dropped > 0 {
            text.extend_from_slice(format!("\n... and {dropped} more bytes").as_bytes());
        }
        text
    });
    let deadline = Instant::now() + limit;
    loop {
        if let Some(status) = child.try_wait()? {
            let stderr = reader.join().unwrap_or_default();
            return Ok(Some(Output {
                status,
                stdout: Vec::new(),
                stderr,
            }));
        }
        if Instant::now() >= deadline {
            drop(child.kill());
            drop(child.wait());
            return Ok(None);
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Moves a fresh result into place with its hash recorded beside it, the hash first: a reader
/// that finds the result finds its hash.
fn keep(fresh: &Path, kept: &Path, recorded: &Path) -> Result<(), String> {
    let hash = file_hash(fresh)?;
    let pending = fresh.with_extension("fnv");
    fs::write(&pending, &hash)
        .map_err(|err| format!("cannot write {}: {err}", pending.display()))?;
    fs::rename(&pending, recorded)
        .map_err(|err| format!("cannot keep {}: {err}", recorded.display()))?;
    fs::rename(fresh, kept).map_err(|err| format!("cannot keep {}: {err}", fresh.display()))
}

/// A file's FNV-1a hash (64 bits, as hex): the same on every build of the judge, which
/// `DefaultHasher` does not promise. It finds a truncated or changed file; the sandbox keeps
/// runs from writing the cache at all.
pub fn file_hash(path: &Path) -> Result<String, String> {
    let bytes = fs::read(path).map_err(|err| format!("cannot read {}: {err}", path.display()))?;
    Ok(format!("{:016x}", crate::hash::fnv1a(&bytes)))
}

#[cfg(test)]
mod tests;
