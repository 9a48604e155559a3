use super::*;

#[test]
fn a_stale_filter_is_replaced_and_a_sandbox_needs_both_its_arguments() {
    let path = std::env::temp_dir().join(format!("judge-filter-test-{}", std::process::id()));
    std::fs::write(&path, b"stale").expect("written");
    assert_eq!(write_filter_at(&path, b"fresh"), Some(()));
    assert_eq!(std::fs::read(&path).ok().as_deref(), Some(&b"fresh"[..]));
    assert_eq!(write_filter_at(&path, b"fresh"), Some(()));
    drop(std::fs::remove_file(&path));
    assert_eq!(Sandbox::from_args("/usr/bin/bwrap", "-"), None);
    assert_eq!(Sandbox::from_args("-", "/tmp/filter"), None);
    let both = Sandbox::from_args("/usr/bin/bwrap", "/tmp/filter");
    assert_eq!(
        both.map(|sandbox| sandbox.filter),
        Some(PathBuf::from("/tmp/filter"))
    );
}

/// Run by root, a file is copied in where `nobody` cannot reach it by its path; else bound.
#[test]
fn a_file_nobody_may_reach_is_copied_in() {
    use std::os::unix::fs::PermissionsExt;
    let base = std::env::temp_dir().join(format!("judge-reach-{}", std::process::id()));
    let closed = base.join("closed");
    std::fs::create_dir_all(&closed).expect("made");
    let mode = |path: &Path, mode: u32| {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).expect("mode");
    };
    mode(&base, 0o755);
    mode(&closed, 0o700);
    let (open_file, own_file, hidden) = (base.join("open"), base.join("own"), closed.join("x"));
    for file in [&open_file, &own_file, &hidden] {
        std::fs::write(file, "x").expect("written");
        mode(file, 0o755);
    }
    mode(&own_file, 0o700);
    let root = as_root().is_some();
    assert!(!needs_copy(&open_file, 0o005));
    assert_eq!(
        needs_copy(&own_file, 0o005),
        root,
        "a file others may not run"
    );
    assert!(!needs_copy(&own_file, 0o000), "nothing asked of it");
    assert_eq!(
        needs_copy(&hidden, 0o004),
        root,
        "a file in a closed folder"
    );
    assert_eq!(needs_copy(&base.join("missing"), 0o004), root);
    drop(std::fs::remove_dir_all(base));
}

#[test]
fn the_missing_sandbox_is_named_with_its_install_command() {
    let missing = warning(false, None);
    assert!(
        missing.starts_with("warning: no sandbox: bubblewrap (bwrap) is not installed, so"),
        "{missing}"
    );
    assert!(
        missing.ends_with(&format!("Install it: {}", Sandbox::INSTALL)),
        "{missing}"
    );
    assert!(Sandbox::INSTALL.starts_with("sudo apt-get install bubblewrap"));
    let broken = warning(false, Some(Path::new("/usr/bin/bwrap")));
    assert!(broken.contains("/usr/bin/bwrap cannot start a sandbox here"));
    assert!(broken.ends_with(Sandbox::INSTALL), "{broken}");
    let off = warning(true, None);
    assert_eq!(
        off,
        "warning: JUDGE_SANDBOX=off: every program runs unsandboxed"
    );
    assert_eq!(missing.lines().count(), 1);
}
