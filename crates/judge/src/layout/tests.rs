#[cfg(unix)]
#[test]
fn links_are_neither_followed_nor_listed() {
    let root = std::env::temp_dir().join(format!("judge-links-{}", std::process::id()));
    drop(fs::remove_dir_all(&root));
    let (outside, workspace) = (
        root.join("outside"),
        Workspace::new(root.join("w"), root.join("t")),
    );
    fs::create_dir_all(&outside).expect("folder");
    fs::create_dir_all(workspace.root().join("fixtures")).expect("folder");
    std::os::unix::fs::symlink(&outside, workspace.fixture_dir("p")).expect("link");
    let refused = workspace.inputs("p").expect_err("a linked fixture folder");
    assert!(refused.ends_with("refused: a link"), "{refused}");
    let victim = outside.join("victim");
    fs::write(&victim, "kept").expect("victim");
    let saved = root.join("saved.in");
    std::os::unix::fs::symlink(&victim, &saved).expect("link");
    write_fresh(&saved, b"1 2\n").expect("written");
    assert_eq!(
        fs::read_to_string(&victim).ok().as_deref(),
        Some("kept"),
        "not followed"
    );
    assert_eq!(fs::read_to_string(&saved).ok().as_deref(), Some("1 2\n"));
    drop(fs::remove_dir_all(root));
}

#[test]
fn a_fixture_may_reach_the_size_limit_but_not_pass_it() {
    let path = std::env::temp_dir().join(format!("judge-size-{}", std::process::id()));
    let file = fs::File::create(&path).expect("created");
    file.set_len(MAX_FIXTURE_BYTES).expect("sized");
    assert_eq!(plain_file(&path), Ok(()), "at the limit");
    file.set_len(MAX_FIXTURE_BYTES + 1).expect("sized");
    let refused = plain_file(&path).expect_err("past the limit");
    assert!(
        refused.ends_with("refused: over the fixture limit of 64 MiB"),
        "{refused}"
    );
    drop(fs::remove_file(path));
}

use super::*;

#[test]
fn line_ends_become_crlf_once() {
    assert_eq!(with_crlf(b"1 2\n3\n"), b"1 2\r\n3\r\n");
    assert_eq!(with_crlf(b"\n\nx"), b"\r\n\r\nx");
    assert_eq!(with_crlf(b"a\r\nb\n"), b"a\r\nb\r\n");
    assert_eq!(with_crlf(b"no end"), b"no end");
    assert_eq!(with_crlf(b""), b"");
}

#[test]
fn paths_follow_the_layout() {
    let workspace = Workspace::new("/w", "/t");
    assert_eq!(
        workspace.main_rs("nim"),
        Path::new("/w/crates/nim/src/main.rs")
    );
    assert_eq!(
        workspace.manifest("nim"),
        Path::new("/w/crates/nim/Cargo.toml")
    );
    assert_eq!(workspace.fixture_dir("nim"), Path::new("/w/fixtures/nim"));
    assert_eq!(
        workspace.snapshot_path("nim", "edge-1"),
        Path::new("/w/fixtures/nim/edge-1.snap")
    );
    assert_eq!(workspace.judge_dir(), Path::new("/t/judge"));
    assert_eq!(workspace.stress_input("nim"), Path::new("/t/stress/nim.in"));
    assert_eq!(workspace.root(), Path::new("/w"));
    assert!(Workspace::this()
        .main_rs("judge")
        .ends_with("crates/judge/src/main.rs"));
}

#[test]
fn fixture_kinds_come_from_the_name() {
    assert_eq!(FixtureKind::of("sample-1"), Some(FixtureKind::Sample));
    assert_eq!(FixtureKind::of("edge-x"), Some(FixtureKind::Edge));
    assert_eq!(FixtureKind::of("max-n"), Some(FixtureKind::Max));
    assert_eq!(FixtureKind::of("beyond-n"), Some(FixtureKind::Beyond));
    assert_eq!(FixtureKind::of("gen-n2-1"), Some(FixtureKind::Generated));
    assert_eq!(FixtureKind::of("maxi"), None);
    assert!(FixtureKind::Max.inside_the_statement());
    assert!(FixtureKind::Generated.inside_the_statement());
    assert!(!FixtureKind::Beyond.inside_the_statement());
}

#[test]
fn snapshot_bodies_follow_the_header() {
    assert_eq!(
        snapshot_body("---\nsource: x\n---\nWin\n1 3\n").as_deref(),
        Some("Win\n1 3\n")
    );
    assert_eq!(snapshot_body("Win\n"), None);
    assert_eq!(
        snapshot_body("---\nsource: x\n---\n").as_deref(),
        Some(""),
        "an empty body is an empty answer"
    );
    assert_eq!(stem(Path::new("/a/edge-1.in")), "edge-1");
}

#[test]
fn a_fixture_is_named_in_lower_case_letters_digits_and_dashes() {
    let root = std::env::temp_dir().join(format!("judge-names-{}", std::process::id()));
    drop(fs::remove_dir_all(&root));
    let workspace = Workspace::new(root.join("w"), root.join("t"));
    let folder = workspace.fixture_dir("p");
    fs::create_dir_all(&folder).expect("folder");
    fs::write(folder.join("edge-1.in"), "1\n").expect("written");
    assert_eq!(workspace.inputs("p").map(|inputs| inputs.len()), Ok(1));
    for bad in ["edge-\u{fffd}.in", "Edge.in", "edge-x\\..\\evil.in"] {
        fs::write(folder.join(bad), "1\n").expect("written");
        let refused = workspace.inputs("p").expect_err(bad);
        assert!(
            refused.contains("a fixture's name is lower-case"),
            "{refused}"
        );
        fs::remove_file(folder.join(bad)).expect("removed");
    }
    drop(fs::remove_dir_all(root));
}

#[test]
fn a_relative_target_is_taken_from_the_current_folder_as_cargo_takes_it() {
    let root = Path::new("/w");
    let current = Some(PathBuf::from("/here"));
    assert_eq!(
        target_from(root, None, current.clone()),
        root.join("target")
    );
    let relative = Some(PathBuf::from("t"));
    assert_eq!(
        target_from(root, relative.clone(), current.clone()),
        Path::new("/here/t")
    );
    let whole = Some(PathBuf::from("/elsewhere"));
    assert_eq!(target_from(root, whole, current), Path::new("/elsewhere"));
    // Without a current folder, the name is all there is.
    assert_eq!(target_from(root, relative, None), Path::new("t"));
}
