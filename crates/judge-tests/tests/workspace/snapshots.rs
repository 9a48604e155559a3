//! Snapshots of every fixture's exact output (insta), and no snapshot without its fixture.

use std::fs;

use judge::layout::{self, Workspace};
use judge_tests::PROBLEMS;

/// Snapshot of every fixture, beside it as `<fixture stem>.snap`, so that adding a problem or a
/// fixture never renames an existing snapshot.
#[test]
fn every_fixture_matches_its_snapshot() {
    let workspace = Workspace::this();
    for problem in PROBLEMS {
        insta::glob!(workspace.fixture_dir(problem.name), "*.in", |path| {
            let input = fs::read(path).expect("fixture is readable");
            let output = (problem.run)(&input).unwrap_or_else(|err| {
                panic!("{}: {} is rejected: {err}", problem.name, path.display())
            });
            let stem = layout::stem(path);
            insta::with_settings!({
                prepend_module_to_snapshot => false,
                snapshot_path => workspace.fixture_dir(problem.name),
                snapshot_suffix => "",
                input_file => path,
            }, {
                insta::assert_snapshot!(stem.as_str(), output);
            });
        });
    }
}

#[test]
fn every_snapshot_has_its_fixture_and_every_fixture_its_snapshot() {
    let workspace = Workspace::this();
    // Each fixture with the snapshot it must have.
    let mut expected = Vec::new();
    for problem in PROBLEMS {
        let inputs = workspace.inputs(problem.name).expect("fixture folder");
        assert!(!inputs.is_empty(), "{} has no fixtures", problem.name);
        for path in inputs {
            let snapshot = workspace.snapshot_path(problem.name, &layout::stem(&path));
            expected.push((path, snapshot));
        }
    }
    let mut present = Vec::new();
    for problem in PROBLEMS {
        let folder = layout::list(&workspace.fixture_dir(problem.name)).expect("fixture folder");
        let snapshots = folder.into_iter();
        present.extend(snapshots.filter(|path| path.extension().is_some_and(|ext| ext == "snap")));
    }
    let orphans: Vec<_> = present
        .iter()
        .filter(|path| !expected.iter().any(|(_, snapshot)| snapshot == *path))
        .collect();
    let missing: Vec<_> = expected
        .iter()
        .filter(|(_, snapshot)| !present.contains(snapshot))
        .map(|(fixture, _)| fixture)
        .collect();
    assert!(
        orphans.is_empty(),
        "snapshots without a fixture: {orphans:?}"
    );
    assert!(
        missing.is_empty(),
        "fixtures without a snapshot: {missing:?}; `INSTA_UPDATE=always cargo test --workspace` \
         writes them, to be reviewed before they are committed"
    );
    assert_eq!(
        present.len(),
        expected.len(),
        "one snapshot a fixture: {} snapshots, {} fixtures",
        present.len(),
        expected.len()
    );
}
