use super::*;

/// A builder over an empty cache of its own.
pub fn fresh_builder(name: &str) -> Builder {
    let cache = std::env::temp_dir().join(format!("judge-build-{name}-{}", std::process::id()));
    drop(fs::remove_dir_all(&cache));
    Builder::new(toolchain(), cache)
}

/// The compiler, asked once per test process: each `rustc -vV` through rustup's proxy costs
/// tens of milliseconds.
fn toolchain() -> Toolchain {
    static FOUND: std::sync::OnceLock<Toolchain> = std::sync::OnceLock::new();
    FOUND
        .get_or_init(|| Toolchain::from_env().expect("rustc"))
        .clone()
}

fn source(name: &str, text: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("judge-src-{name}-{}.rs", std::process::id()));
    fs::write(&path, text).expect("source");
    path
}

#[test]
fn a_build_into_an_empty_cache_compiles_and_then_reuses() {
    let builder = fresh_builder("reuse");
    let hello = source("hello", "fn main() { print!(\"hi\"); }\n");
    assert!(builder.toolchain().version().starts_with("rustc 1."));
    // Every edition is built by `build`, judged end to end in `tests/end_to_end`.
    let binary = builder
        .compile(&hello, RUN_EDITION, Emit::Binary)
        .expect("builds");
    let output = Command::new(&binary).output().expect("runs");
    assert_eq!(output.stdout, b"hi");
    let modified = fs::metadata(&binary)
        .and_then(|meta| meta.modified())
        .expect("time");
    let again = builder
        .compile(&hello, RUN_EDITION, Emit::Binary)
        .expect("kept");
    assert_eq!(again, binary);
    let same = fs::metadata(&again)
        .and_then(|meta| meta.modified())
        .expect("time");
    assert_eq!(modified, same, "compiled again");
    // Another source, another binary: nothing stale is served.
    fs::write(&hello, "fn main() { print!(\"ho\"); }\n").expect("source");
    let changed = builder
        .compile(&hello, RUN_EDITION, Emit::Binary)
        .expect("builds");
    assert_ne!(changed, binary);
    assert_eq!(Command::new(&changed).output().expect("runs").stdout, b"ho");
    let leftovers = fs::read_dir(&builder.cache)
        .expect("cache")
        .filter(|entry| {
            let name = entry.as_ref().expect("entry").file_name();
            name.to_string_lossy().contains(".tmp")
        })
        .count();
    assert_eq!(leftovers, 0);
}

#[test]
fn a_submission_is_compiled_alone_as_a_judge_given_one_file() {
    let builder = fresh_builder("alone");
    let main = source("with-mod", "mod helper;\nfn main() { helper::hi(); }\n");
    let helper = main.with_file_name("helper.rs");
    fs::write(&helper, "pub fn hi() {}\n").expect("helper");
    let error = builder
        .compile(&main, RUN_EDITION, Emit::Binary)
        .expect_err("alone");
    assert!(
        error.contains("rustc fails") && error.contains("helper"),
        "{error}"
    );
    drop(fs::remove_file(helper));
}

#[test]
fn a_kept_binary_that_changed_is_built_again() {
    let builder = fresh_builder("tampered");
    let hello = source("tampered", "fn main() { print!(\"hi\"); }\n");
    let binary = builder
        .compile(&hello, RUN_EDITION, Emit::Binary)
        .expect("builds");
    for tampered in [&b""[..], b"#!/bin/sh\necho hi\n"] {
        fs::write(&binary, tampered).expect("tampered");
        let again = builder
            .compile(&hello, RUN_EDITION, Emit::Binary)
            .expect("rebuilds");
        assert_eq!(again, binary, "the same place");
        let output = Command::new(&again).output().expect("runs");
        assert_eq!(
            output.stdout, b"hi",
            "the real program again, not {tampered:?}"
        );
    }
    let recorded = fs::read_to_string(binary.with_file_name(format!(
        "{}.fnv",
        binary.file_name().expect("a name").to_string_lossy()
    )));
    assert_eq!(
        recorded.map_err(|err| err.to_string()),
        file_hash(&binary),
        "the recorded hash is the binary's"
    );
}

#[test]
fn keys_change_with_every_input_of_the_compilation() {
    let builder = fresh_builder("keys");
    let plain = [String::from("-O")];
    let compilation = |edition, flags, env, emit| Compilation {
        edition,
        flags,
        env,
        emit,
        deny_warnings: true,
    };
    let key = |builder: &Builder, source: &[u8], compilation| builder.key(source, compilation);
    let base = compilation("2021", &plain[..], &[][..], Emit::Binary);
    let first = key(&builder, b"fn main() {}", base);
    assert_eq!(first.len(), 16);
    assert_eq!(first, key(&builder, b"fn main() {}", base));
    assert_ne!(first, key(&builder, b"fn main(){}", base));
    let others = [
        compilation("2018", &plain[..], &[][..], Emit::Binary),
        compilation("2021", &plain[..], &[][..], Emit::Metadata),
        compilation("2021", &[][..], &[][..], Emit::Binary),
        compilation(
            "2021",
            &plain[..],
            &[("ONLINE_JUDGE", "1")][..],
            Emit::Binary,
        ),
    ];
    for other in others {
        assert_ne!(first, key(&builder, b"fn main() {}", other), "{other:?}");
    }
    let mut other = builder.clone();
    other.toolchain.verbose_version.push('x');
    assert_ne!(first, key(&other, b"fn main() {}", base));
    let windows = crate::target::Target::from_cargo(Path::new("/"), "x86_64-pc-windows-gnu");
    let windows = builder.clone().for_target(windows.expect("a target"));
    assert_ne!(first, key(&windows, b"fn main() {}", base));
    assert!(windows.target().is_some() && builder.target().is_none());
    assert!(windows.for_host().target().is_none());
    assert_eq!(key(&windows.for_host(), b"fn main() {}", base), first);
}

#[test]
fn errors_and_warnings_fail_naming_the_edition_and_are_not_kept() {
    let builder = fresh_builder("fails");
    let warns = source("warns", "fn main() { let unused = 1; }\n");
    let error = builder
        .compile(&warns, "2018", Emit::Metadata)
        .expect_err("warns");
    assert!(error.starts_with("edition 2018: rustc warns:"), "{error}");
    let fails = source("fails", "fn main() { x }\n");
    let error = builder.build(&fails).expect_err("fails");
    assert!(error.starts_with("edition 2015: rustc fails:"), "{error}");
    assert_eq!(
        fs::read_dir(&builder.cache)
            .map(Iterator::count)
            .unwrap_or(0),
        0
    );
}

#[test]
fn the_recorded_hash_is_fnv_1a() {
    let path = source("fnv", "a");
    // FNV-1a, 64 bits, of the one byte "a" (the published test vector).
    assert_eq!(file_hash(&path).as_deref(), Ok("af63dc4c8601ec8c"));
    assert_eq!(
        file_hash(&source("fnv-empty", "")).as_deref(),
        Ok("cbf29ce484222325")
    );
}

#[test]
fn a_flood_of_warnings_is_cut_to_what_is_kept() {
    // Twelve macros that each call the one before twice: 4 096 warnings, about 2.7 MB.
    let mut text = String::from("macro_rules! m0 { () => { let unused = 1u8; } }\n");
    for level in 1..=12 {
        let before = level - 1;
        text.push_str(&format!(
            "macro_rules! m{level} {{ () => {{ m{before}!(); m{before}!(); }} }}\n"
        ));
    }
    text.push_str("fn main() { m12!(); }\n");
    let builder = fresh_builder("flood");
    let error = builder
        .compile(&source("flood", &text), "2021", Emit::Metadata)
        .expect_err("warns");
    assert!(
        error.starts_with("edition 2021: rustc warns:"),
        "{}",
        &error[..80]
    );
    assert!(
        error.len() < DIAGNOSTICS_KEPT + 200,
        "{} bytes kept",
        error.len()
    );
    assert!(
        error.ends_with(" more bytes"),
        "{}",
        &error[error.len() - 80..]
    );
}

#[test]
fn a_jobserver_in_the_environment_does_not_reach_the_compiler() {
    // A `cargo` above the judge names its jobserver's descriptors, which the judge closes.
    std::env::set_var(
        "CARGO_MAKEFLAGS",
        "-j --jobserver-fds=97,98 --jobserver-auth=97,98",
    );
    let builder = fresh_builder("jobserver");
    let built = builder.compile(&source("jobserver", "fn main() {}\n"), "2021", Emit::Binary);
    std::env::remove_var("CARGO_MAKEFLAGS");
    assert!(built.is_ok(), "{built:?}");
}
