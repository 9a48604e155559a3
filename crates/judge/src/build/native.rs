//! Compiling a C or C++ source with a judge's command, and checking a Python source with the
//! interpreter that will run it: the source alone in an empty folder, in the compiler's
//! sandbox, kept in the cache as a Rust build is. Warnings are the compiler's business: only a
//! failure fails (a checker's `-Werror` makes its warnings failures).

use std::collections::hash_map::DefaultHasher;
use std::fs;
use std::hash::Hasher;
use std::path::{Path, PathBuf};
use std::process::Command;

use super::{debian_package, within, Builder, COMPILER_MEMORY, COMPILER_TIME};

/// `program --version`'s output, or one line naming the Debian package that brings it.
pub fn version(program: &str) -> Result<Vec<u8>, String> {
    let output = Command::new(program).arg("--version").output();
    let output = output.map_err(|err| {
        format!(
            "cannot run {program}: {err}; install the Debian package {}",
            debian_package(program)
        )
    })?;
    // Python 2 and old PyPy print their version on standard error.
    Ok([output.stdout, output.stderr].concat())
}

/// A program the judge starts in the run's sandbox, which holds only the system's files: the
/// system's own (`/usr/bin`, `/bin`) before what `PATH` finds (a shim under a home would not
/// start there).
pub fn system_program(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let system = [PathBuf::from("/usr/bin"), PathBuf::from("/bin")];
    system
        .into_iter()
        .chain(std::env::split_paths(&path))
        .map(|folder| folder.join(name))
        .find(|candidate| candidate.is_file())
}

fn key(parts: &[&[u8]]) -> String {
    let mut hasher = DefaultHasher::new();
    for part in parts {
        hasher.write_usize(part.len());
        hasher.write(part);
    }
    format!("{:016x}", hasher.finish())
}

impl Builder {
    /// The command that runs `program` on the copy in `folder`: in the compiler's sandbox
    /// where there is one.
    fn sandboxed(program: &str, folder: &Path) -> Command {
        let mut command = match crate::process::Sandbox::detect() {
            Some(sandbox) => {
                sandbox.compile_command(Path::new(program), None, folder, COMPILER_MEMORY, &[])
            }
            None => Command::new(program),
        };
        command.current_dir(folder);
        command
    }

    /// Compiles a C or C++ source as `compiler source flags -o program` (the source before the
    /// flags, so that a `-lm` links after it). A refusal is `"<compiler> fails on <file>:"`
    /// and the diagnostics, the copy's name replaced by the source's.
    pub fn compile_native(
        &self,
        source: &Path,
        compiler: &str,
        flags: &[String],
    ) -> Result<PathBuf, String> {
        let bytes = crate::layout::read_plain(source)?;
        let version = version(compiler)?;
        let key = key(&[&bytes, &version, flags.join(" ").as_bytes()]);
        let extension = source.extension().unwrap_or_default();
        let name = Path::new("program").with_extension(extension);
        let suffix = match self.target() {
            Some(target) => target.exe_suffix(),
            None => std::env::consts::EXE_SUFFIX,
        };
        let file = source.file_name().unwrap_or_default().to_string_lossy();
        self.cached(&key, suffix, |folder, fresh| {
            let alone = folder.join(&name);
            fs::write(&alone, &bytes)
                .map_err(|err| format!("cannot copy {}: {err}", source.display()))?;
            let mut command = Builder::sandboxed(compiler, folder);
            command.arg(&alone).args(flags).arg("-o").arg(fresh);
            let result = within(&mut command, COMPILER_TIME)
                .map_err(|err| format!("cannot run {compiler}: {err}"))?
                .ok_or(format!("{compiler} ran past {COMPILER_TIME:?}"))?;
            let diagnostics = String::from_utf8_lossy(&result.stderr);
            let diagnostics = diagnostics.replace(&alone.display().to_string(), &file);
            let diagnostics = diagnostics.replace(&name.display().to_string(), &file);
            match result.status.success() {
                true => Ok(()),
                false => Err(format!("{compiler} fails on {file}:\n{diagnostics}")),
            }
        })
    }

    /// A Python source checked as judges check one before running it (`<interpreter> -m
    /// py_compile`): a syntax error is a refusal, as `compile_native` words one. The kept file
    /// is the source itself, which the interpreter then runs.
    pub fn check_python(&self, source: &Path, interpreter: &str) -> Result<PathBuf, String> {
        let bytes = crate::layout::read_plain(source)?;
        let version = version(interpreter)?;
        let key = key(&[&bytes, &version, b"py_compile"]);
        let file = source.file_name().unwrap_or_default().to_string_lossy();
        self.cached(&key, ".py", |folder, fresh| {
            let alone = folder.join("program.py");
            fs::write(&alone, &bytes)
                .map_err(|err| format!("cannot copy {}: {err}", source.display()))?;
            let mut command = Builder::sandboxed(interpreter, folder);
            command.args(["-m", "py_compile"]).arg(&alone);
            let result = within(&mut command, COMPILER_TIME)
                .map_err(|err| format!("cannot run {interpreter}: {err}"))?
                .ok_or(format!("{interpreter} ran past {COMPILER_TIME:?}"))?;
            let diagnostics = String::from_utf8_lossy(&result.stderr);
            let diagnostics = diagnostics.replace(&alone.display().to_string(), &file);
            if !result.status.success() {
                return Err(format!("{interpreter} fails on {file}:\n{diagnostics}"));
            }
            fs::write(fresh, &bytes).map_err(|err| format!("{}: {err}", fresh.display()))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_compiler_is_one_line_naming_its_debian_package() {
        let missing = version("x86_64-w64-mingw32-g++-missing").expect_err("not here");
        assert!(missing.starts_with("cannot run x86_64-w64-mingw32-g++-missing: "));
        assert!(missing.ends_with("install the Debian package that has it"));
        assert_eq!(missing.lines().count(), 1);
        let pypy = format!(
            "install the Debian package {}",
            debian_package("/usr/bin/pypy3")
        );
        assert_eq!(pypy, "install the Debian package pypy3");
        assert_eq!(system_program("no-such-program-here"), None);
    }
}
