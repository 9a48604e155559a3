//! A target to judge for besides the host: its triple, the linker that links for it and the
//! runner that runs its programs here, taken from where Cargo takes them.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::toml::{table, Value};

/// What a target needs that a machine may lack, and the Debian package that brings it.
pub const DEBIAN_PACKAGES: &[(&str, &str)] = &[
    ("the x86_64-pc-windows-gnu std", "libstd-rust-dev-windows"),
    ("x86_64-w64-mingw32-gcc", "gcc-mingw-w64-x86-64"),
    ("wine", "wine64 and wine"),
];

/// The server the runs connect to, started on its own and kept until a minute after the last
/// run: started by a run, it would inherit that run's output pipes and hold them open for
/// seconds after the program ends.
const PERSISTENT: &str = "--persistent=60";

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    pub triple: String,
    /// `-C linker=`, when Cargo's configuration names one.
    pub linker: Option<String>,
    /// The program and arguments that run a binary of the target here, the binary last; empty
    /// when it runs by itself.
    pub runner: Vec<String>,
}

impl Target {
    /// The target as Cargo would build for it from `root`: `CARGO_TARGET_<TRIPLE>_LINKER` and
    /// `_RUNNER`, else `linker` and `runner` in the `[target.<triple>]` table of
    /// `root/.cargo/config.toml`.
    pub fn from_cargo(root: &Path, triple: &str) -> Result<Target, String> {
        let config = root.join(".cargo").join("config.toml");
        let text = std::fs::read_to_string(&config).unwrap_or_default();
        let header = format!("[target.{triple}]");
        let values = table(&text, &header).map_err(|err| format!("{}: {err}", config.display()))?;
        let configured = |key: &str| -> Result<Option<String>, String> {
            let variable = format!("CARGO_TARGET_{}_{}", env_name(triple), key.to_uppercase());
            if let Some(value) = std::env::var_os(&variable) {
                return Ok(Some(value.to_string_lossy().into_owned()));
            }
            let value = values.iter().flatten().find(|(name, _)| name == key);
            match value {
                None => Ok(None),
                Some((_, Value::Text(text))) => Ok(Some(text.clone())),
                Some((_, Value::Number(_))) => Err(format!("{header} {key}: not a string")),
            }
        };
        let runner = configured("runner")?.unwrap_or_default();
        Ok(Target {
            triple: triple.to_string(),
            linker: configured("linker")?,
            runner: runner.split_whitespace().map(String::from).collect(),
        })
    }

    pub fn is_windows(&self) -> bool {
        self.triple.contains("-windows")
    }

    /// The suffix of the target's programs.
    pub fn exe_suffix(&self) -> &'static str {
        if self.is_windows() {
            ".exe"
        } else {
            ""
        }
    }

    /// The flags that give a program of this target a main-thread stack of `bytes`, where the
    /// linker sets it (MinGW's `--stack`); elsewhere the process limit does.
    pub fn stack_flags(&self, bytes: u64) -> Vec<String> {
        if self.triple.ends_with("-windows-gnu") {
            vec!["-C".into(), format!("link-args=-Wl,--stack,{bytes}")]
        } else {
            Vec::new()
        }
    }

    /// The program to start and its arguments, to run `binary` here.
    pub fn command(&self, binary: &Path) -> (PathBuf, Vec<OsString>) {
        match self.runner.split_first() {
            None => (binary.to_path_buf(), Vec::new()),
            Some((runner, args)) => {
                let mut args: Vec<OsString> = args.iter().map(OsString::from).collect();
                args.push(binary.as_os_str().to_owned());
                (PathBuf::from(runner), args)
            }
        }
    }

    /// What runs before the first program, in order, each waited for: for wine, `wineboot
    /// --init`, which makes the prefix (skipping the Mono and Gecko installers, which need a
    /// download), then `wineserver --wait` until the server of that first start has ended,
    /// then the server the runs use. A prefix made by the first run instead goes on starting
    /// wine's services in the background, and runs judged meanwhile time out or fail
    /// ("failed to initialize signal handlers"). Where a wine server of this user runs
    /// already (a judge before this one left it persistent), the prefix is made and its
    /// services started, and `--wait` would wait out the server's persistence: nothing is run
    /// but the server step, which leaves that server be. Empty for other runners.
    pub fn preparation(&self) -> Vec<Command> {
        self.preparation_beside(wine_server_runs())
    }

    /// `preparation`, told whether a wine server of this user runs already.
    fn preparation_beside(&self, server_runs: bool) -> Vec<Command> {
        let Some(runner) = self.runner.first().map(Path::new) else {
            return Vec::new();
        };
        let is_wine = runner
            .file_name()
            .is_some_and(|name| name.to_string_lossy().starts_with("wine"));
        if !is_wine {
            return Vec::new();
        }
        let mut boot = Command::new(runner);
        boot.args(&self.runner[1..])
            .args(["wineboot", "--init"])
            .env("WINEDLLOVERRIDES", "mscoree,mshtml=");
        let server = || Command::new(runner.with_file_name("wineserver"));
        let mut wait = server();
        wait.arg("--wait");
        let mut persistent = server();
        persistent.arg(PERSISTENT);
        let mut steps = match server_runs {
            true => vec![persistent],
            false => vec![boot, wait, persistent],
        };
        for step in &mut steps {
            step.stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null());
        }
        steps
    }

    /// What a failed compilation or start lacks, said plainly with the package that brings it,
    /// when `diagnostics` shows a missing std, linker or runner.
    pub fn missing(&self, diagnostics: &str) -> Option<String> {
        let lacks = if diagnostics.contains("can't find crate for `std`")
            || diagnostics.contains("can't find crate for `core`")
        {
            format!("the {} std", self.triple)
        } else if let Some(linker) = self
            .linker
            .as_deref()
            .filter(|linker| diagnostics.contains(&format!("linker `{linker}` not found")))
        {
            linker.to_string()
        } else {
            let runner = self.runner.first()?;
            let absent = diagnostics.contains(&format!("cannot start {runner}"));
            absent.then(|| runner.clone())?
        };
        let package = DEBIAN_PACKAGES
            .iter()
            .find(|(what, _)| *what == lacks)
            .map_or(String::new(), |(_, package)| {
                format!(": Debian's {package} brings it")
            });
        // Debian's package is the std of Debian's own rustc, which is not the first on PATH
        // where rustup is installed.
        let compiler = match lacks.ends_with(" std") {
            true => " for Debian's rustc (JUDGE_RUSTC=/usr/bin/rustc selects it)",
            false => "",
        };
        Some(format!("{lacks} is missing{package}{compiler}"))
    }
}

/// A triple as Cargo spells it in an environment variable: upper case, `-` and `.` as `_`.
fn env_name(triple: &str) -> String {
    triple
        .chars()
        .map(|c| match c {
            '-' | '.' => '_',
            c => c.to_ascii_uppercase(),
        })
        .collect()
}

/// Whether a wine server of this very user runs, a process named `wineserver` or (Debian
/// names the 64-bit one so) `wineserver64` (Linux: read from `/proc`).
#[cfg(target_os = "linux")]
fn wine_server_runs() -> bool {
    use std::os::unix::fs::MetadataExt;
    let Ok(me) = std::fs::metadata("/proc/self") else {
        return false;
    };
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return false;
    };
    entries.flatten().any(|entry| {
        let path = entry.path();
        let named = std::fs::read_to_string(path.join("comm"));
        let mine = std::fs::metadata(&path).is_ok_and(|process| process.uid() == me.uid());
        mine && named.is_ok_and(|name| name.starts_with("wineserver"))
    })
}

/// Elsewhere no server is looked for: the prefix is made every time.
#[cfg(not(target_os = "linux"))]
fn wine_server_runs() -> bool {
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn windows() -> Target {
        Target {
            triple: "x86_64-pc-windows-gnu".to_string(),
            linker: Some("x86_64-w64-mingw32-gcc".to_string()),
            runner: vec!["wine".to_string()],
        }
    }

    #[test]
    fn the_linker_and_runner_come_from_cargo_configuration() {
        let root = std::env::temp_dir().join(format!("judge-target-{}", std::process::id()));
        let config = "[target.x86_64-pc-windows-gnu]\nlinker = \"x86_64-w64-mingw32-gcc\"\nrunner = \"wine\"\n";
        crate::layout::write(&root.join(".cargo").join("config.toml"), config.as_bytes())
            .expect("written");
        let target = Target::from_cargo(&root, "x86_64-pc-windows-gnu");
        assert_eq!(target, Ok(windows()));
        let other = Target::from_cargo(&root, "aarch64-unknown-linux-gnu").expect("read");
        assert_eq!((other.linker, other.runner.len()), (None, 0));
        assert_eq!(env_name("x86_64-pc-windows-gnu"), "X86_64_PC_WINDOWS_GNU");
        assert_eq!(
            env_name("thumbv7em-none-eabihf.1"),
            "THUMBV7EM_NONE_EABIHF_1"
        );
        drop(std::fs::remove_dir_all(root));
    }

    #[test]
    fn a_windows_target_runs_through_its_runner_with_its_own_stack() {
        let target = windows();
        assert!(target.is_windows() && target.exe_suffix() == ".exe");
        let (program, args) = target.command(Path::new("/c/a.exe"));
        assert_eq!(
            (program, args),
            (PathBuf::from("wine"), vec![OsString::from("/c/a.exe")])
        );
        let flags = target.stack_flags(268_435_456);
        assert_eq!(flags, ["-C", "link-args=-Wl,--stack,268435456"]);
        let host = Target::from_cargo(Path::new("/nonexistent"), "x86_64-unknown-linux-gnu");
        let host = host.expect("no configuration");
        assert!(!host.is_windows() && host.exe_suffix().is_empty());
        assert!(host.stack_flags(1).is_empty());
        assert_eq!(
            host.command(Path::new("/a")),
            (PathBuf::from("/a"), Vec::new())
        );
    }

    /// Each step as `program arg ...`.
    fn shown(steps: &[Command]) -> Vec<String> {
        let shown = |step: &Command| {
            let mut words = vec![step.get_program().to_string_lossy().into_owned()];
            words.extend(
                step.get_args()
                    .map(|arg| arg.to_string_lossy().into_owned()),
            );
            words.join(" ")
        };
        steps.iter().map(shown).collect()
    }

    #[test]
    fn wine_makes_its_prefix_then_starts_its_server() {
        let steps = windows().preparation_beside(false);
        let running = windows().preparation_beside(true);
        assert_eq!(shown(&running), ["wineserver --persistent=60"]);
        assert_eq!(
            shown(&steps),
            [
                "wine wineboot --init",
                "wineserver --wait",
                "wineserver --persistent=60"
            ]
        );
        let overrides = steps[0]
            .get_envs()
            .find(|(key, _)| *key == "WINEDLLOVERRIDES")
            .and_then(|(_, value)| value);
        assert_eq!(overrides, Some(std::ffi::OsStr::new("mscoree,mshtml=")));
        let at = Target {
            runner: vec!["/opt/wine/bin/wine64".to_string(), "--flag".to_string()],
            ..windows()
        };
        assert_eq!(
            shown(&at.preparation_beside(false)),
            [
                "/opt/wine/bin/wine64 --flag wineboot --init",
                "/opt/wine/bin/wineserver --wait",
                "/opt/wine/bin/wineserver --persistent=60"
            ]
        );
        for runner in [
            vec![],
            vec!["env".to_string()],
            vec!["qemu-aarch64".to_string()],
        ] {
            let other = Target {
                runner,
                ..windows()
            };
            assert!(other.preparation().is_empty(), "{:?}", other.runner);
        }
    }

    #[test]
    fn what_is_missing_is_named_with_its_package() {
        let target = windows();
        let std = target.missing("error[E0463]: can't find crate for `std`");
        assert_eq!(
            std.as_deref(),
            Some(
                "the x86_64-pc-windows-gnu std is missing: Debian's libstd-rust-dev-windows \
                 brings it for Debian's rustc (JUDGE_RUSTC=/usr/bin/rustc selects it)"
            )
        );
        let linker = target.missing("error: linker `x86_64-w64-mingw32-gcc` not found");
        assert!(linker.is_some_and(|text| text.ends_with("gcc-mingw-w64-x86-64 brings it")));
        let runner = target.missing("cannot start wine: No such file or directory");
        assert!(runner.is_some_and(|text| text.ends_with("wine64 and wine brings it")));
        assert_eq!(target.missing("error: expected `;`"), None);
    }
}
