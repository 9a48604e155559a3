use std::path::PathBuf;

use super::*;
use crate::metadata::parse;

const MANIFEST: &str = "[package]\nname = \"nim-game\"\n\n[package.metadata.judge]\n\
    title = \"Nim: a game\"\njudge = \"Here\"\nid = \"7A\"\nurl = \"https://x/7A\"\n\
    time-limit-ms = 1500\nmemory-limit-mib = 128\nlimits-from = \"l\"\nbounds-from = \"b\"\n\
    checker = \"checker.cpp\"\n\n[package.metadata.judge.bounds]\nn = \"1..=100\"\n\
    a_ij = \"0..=9\"\n";

fn problem() -> Problem {
    let metadata = parse(MANIFEST).expect("parses").expect("a table");
    Problem {
        name: "nim-game".to_string(),
        metadata,
    }
}

/// A workspace of one problem under the test's own folder, with every file a package takes.
fn workspace(name: &str) -> Workspace {
    let root = std::env::temp_dir().join(format!("judge-export-{name}-{}", std::process::id()));
    drop(std::fs::remove_dir_all(&root));
    let workspace = Workspace::new(&root, root.join("target"));
    let crate_dir = workspace.crate_dir("nim-game");
    let fixtures = workspace.fixture_dir("nim-game");
    let snapshot = |answer: &str| format!("---\nsource: t.rs\nexpression: output\n---\n{answer}");
    let files: [(PathBuf, String); 13] = [
        (workspace.manifest("nim-game"), MANIFEST.to_string()),
        (workspace.main_rs("nim-game"), "fn main() {}\n".to_string()),
        (
            workspace.writeup_rs("nim-game"),
            "fn main() {}\n".to_string(),
        ),
        (workspace.statement("nim-game"), "Rules.\n".to_string()),
        (workspace.input_validator("nim-game"), "EOF\n".to_string()),
        (workspace.answer_validator("nim-game"), "EOF\n".to_string()),
        (crate_dir.join("checker.cpp"), "int main() {}\n".to_string()),
        (fixtures.join("sample-1.in"), "1\n".to_string()),
        (fixtures.join("sample-1.ans"), "Win 1 1\n".to_string()),
        (fixtures.join("sample-1.snap"), snapshot("Win\n1 1\n")),
        (fixtures.join("edge-2.in"), "2\n".to_string()),
        (fixtures.join("edge-2.snap"), snapshot("Lose\n")),
        (fixtures.join("beyond-0.in"), "0\n".to_string()),
    ];
    for (path, contents) in files {
        layout::write(&path, contents.as_bytes()).expect("written");
    }
    let beyond = fixtures.join("beyond-0.snap");
    layout::write(&beyond, snapshot("Lose\n").as_bytes()).expect("written");
    let kept = workspace.submissions_dir("nim-game");
    for program in [
        "accepted/peer.cpp",
        "run_time_error/panics.rs",
        "beyond/wraps.rs",
    ] {
        layout::write(&kept.join(program), b"fn main() {}\n").expect("written");
    }
    workspace
}

fn names(package: &Package) -> Vec<&str> {
    package.iter().map(|(name, _)| name.as_str()).collect()
}

#[test]
fn a_legacy_package_holds_the_crates_files_and_the_statements_answers() {
    // The crate has an answer validator too, which legacy has no place for.
    let workspace = workspace("legacy");
    let package = package(&workspace, &problem(), Version::Legacy).expect("a package");
    assert_eq!(
        names(&package),
        [
            "problem.yaml",
            "data/secret/edge-2.ans",
            "data/secret/edge-2.in",
            "data/sample/sample-1.ans",
            "data/sample/sample-1.in",
            "input_validators/input.ctd",
            "output_validators/checker/checker.cpp",
            "submissions/accepted/main.rs",
            "submissions/wrong_answer/writeup.rs",
            "submissions/accepted/peer.cpp",
            "submissions/run_time_error/panics.rs",
            "problem_statement/problem.en.tex",
        ]
    );
    let file = |name: &str| {
        let found = package.iter().find(|(each, _)| each == name).expect(name);
        String::from_utf8(found.1.clone()).expect("text")
    };
    assert_eq!(
        file("data/sample/sample-1.ans"),
        "Win 1 1\n",
        "the statement's answer"
    );
    assert_eq!(file("data/secret/edge-2.ans"), "Lose\n", "the snapshot");
    let yaml = file("problem.yaml");
    for line in [
        "problem_format_version: legacy\n",
        "name: \"Nim: a game\"\n",
        "source: \"Here 7A\"\n",
        "source_url: \"https://x/7A\"\n",
        "limits:\n  memory: 128\n",
        "validation: custom\n",
    ] {
        assert!(yaml.contains(line), "{line:?} in {yaml}");
    }
    assert_eq!(
        file("problem_statement/problem.en.tex"),
        "\\problemname{Nim: a game}\n\nRules.\n\\section*{Bounds}\n\
         $1 \\le n \\le 100$, $0 \\le a_{ij} \\le 9$.\n"
    );
    drop(std::fs::remove_dir_all(workspace.root()));
}

#[test]
fn a_2025_09_package_has_a_time_limit_and_the_inputs_to_reject() {
    let workspace = workspace("current");
    let package = package(&workspace, &problem(), Version::V2025_09).expect("a package");
    let names = names(&package);
    assert!(names.contains(&"data/invalid_input/beyond-0.in"));
    assert_eq!(
        names
            .iter()
            .filter(|name| name.starts_with("data/invalid_input/bad-input-"))
            .count(),
        BAD_INPUTS.len()
    );
    assert!(names.contains(&"output_validator/checker.cpp"));
    assert!(names.contains(&"statement/problem.en.tex"));
    assert!(
        names.contains(&"answer_validators/answer.ctd"),
        "2025-09 only"
    );
    let yaml = String::from_utf8(package[0].1.clone()).expect("text");
    for line in [
        "problem_format_version: 2025-09\n",
        "  time_limit: 1.5\n  memory: 128\n",
    ] {
        assert!(yaml.contains(line), "{line:?} in {yaml}");
    }
    drop(std::fs::remove_dir_all(workspace.root()));
}

/// The problem, interactive, judged with the crate's file `jury`.
fn interactive_problem(jury: &str) -> Problem {
    let manifest = MANIFEST.replace(
        "checker = \"checker.cpp\"",
        &format!("type = \"interactive\"\njury = \"{jury}\""),
    );
    let mut problem = problem();
    problem.metadata = parse(&manifest).expect("parses").expect("a table");
    problem
}

/// The jury of `interactive_workspace`, and its sample's transcript.
const JURY: &str = "import sys\n";
const TRANSCRIPT: &str = "<1\n>Win\n";

/// The workspace of an interactive problem with no published write-up: its jury `jury.py`, its
/// sample's snapshot a transcript, and no other snapshot (none is read).
fn interactive_workspace(name: &str) -> Workspace {
    let workspace = workspace(name);
    let jury_path = workspace.crate_dir("nim-game").join("jury.py");
    layout::write(&jury_path, JURY.as_bytes()).expect("written");
    let sample = format!("---\nsource: t.rs\nexpression: transcript\n---\n{TRANSCRIPT}");
    let sample_path = workspace.snapshot_path("nim-game", "sample-1");
    layout::write(&sample_path, sample.as_bytes()).expect("written");
    for snapshot in ["edge-2", "beyond-0"] {
        std::fs::remove_file(workspace.snapshot_path("nim-game", snapshot)).expect("removed");
    }
    std::fs::remove_file(workspace.writeup_rs("nim-game")).expect("removed");
    workspace
}

#[test]
fn an_interactive_package_holds_its_jury_each_input_and_the_samples_exchanges() {
    let workspace = interactive_workspace("interactive");
    let problem = interactive_problem("jury.py");
    for (version, jury_file, yaml_line) in [
        (
            Version::Legacy,
            "output_validators/checker/jury.py",
            "validation: custom interactive\n",
        ),
        (
            Version::V2025_09,
            "output_validator/jury.py",
            "type: interactive\n",
        ),
    ] {
        let package = package(&workspace, &problem, version).expect("a package");
        let file = |name: &str| {
            let found = package.iter().find(|(each, _)| each == name);
            String::from_utf8(found.expect(name).1.clone()).expect("text")
        };
        assert!(file("problem.yaml").contains(yaml_line), "{version:?}");
        assert_eq!(file(jury_file), JURY, "{version:?}: copied unchanged");
        assert_eq!(file("data/sample/sample-1.in"), "1\n");
        let names = names(&package);
        // Only legacy: in 2025-09, BAPCtools would guess the order of the exchange by a race.
        let interaction = names.contains(&"data/sample/sample-1.interaction");
        assert_eq!(interaction, version == Version::Legacy, "{version:?}");
        if interaction {
            assert_eq!(file("data/sample/sample-1.interaction"), TRANSCRIPT);
        }
        assert!(
            !names.contains(&"data/sample/sample-1.in.download"),
            "{names:?}"
        );
        assert!(
            !names.contains(&"data/secret/edge-2.interaction"),
            "{names:?}"
        );
        // No write-up was published: none in the package.
        assert!(
            names.iter().all(|name| !name.contains("writeup")),
            "{names:?}"
        );
        assert_eq!(file("data/sample/sample-1.ans"), "Win 1 1\n", "its .ans");
        assert_eq!(
            file("data/secret/edge-2.ans"),
            "",
            "{version:?}: none, so empty"
        );
        assert_eq!(file("input_validators/jury.py"), JURY, "{version:?}");
        assert!(!names.contains(&"input_validators/input.ctd"), "{names:?}");
        assert!(!names.iter().any(|name| name.contains("checker.cpp")));
        let rejected = names.contains(&"data/invalid_input/beyond-0.in");
        assert_eq!(rejected, version == Version::V2025_09, "{version:?}");
    }
    drop(std::fs::remove_dir_all(workspace.root()));
}

#[test]
fn export_writes_folders_and_archives_and_replaces_only_packages() {
    let workspace = workspace("export");
    let out = workspace.packages_dir();
    let written = export(&workspace, &[problem()], &out).expect("exported");
    assert_eq!(
        written,
        [out.join("legacy/nimgame"), out.join("2025-09/nimgame")]
    );
    for version in ["legacy", "2025-09"] {
        let zip = std::fs::read(out.join(version).join("nimgame.zip")).expect("an archive");
        assert_eq!(&zip[..4], b"PK\x03\x04");
    }
    // Again: the packages are replaced.
    assert_eq!(export(&workspace, &[problem()], &out), Ok(written));
    std::fs::remove_file(out.join("legacy/nimgame/problem.yaml")).expect("removed");
    let refused = export(&workspace, &[problem()], &out);
    assert!(refused.is_err_and(|err| err.ends_with("is there and is not a package")));
    std::fs::remove_file(workspace.input_validator("nim-game")).expect("removed");
    let missing = package(&workspace, &problem(), Version::Legacy);
    assert!(missing.is_err_and(|err| err.contains("cargo test -p judge-tests")));
    drop(std::fs::remove_dir_all(workspace.root()));
}

#[test]
fn a_uuid_is_the_same_for_a_problem_and_differs_between_problems() {
    let one = uuid("nim-game");
    assert_eq!(one, uuid("nim-game"));
    assert_ne!(one, uuid("other-game"));
    let parts: Vec<usize> = one.split('-').map(str::len).collect();
    assert_eq!(parts, [8, 4, 4, 4, 12], "{one}");
    assert_eq!(&one[14..15], "8", "version 8: {one}");
    assert!(
        matches!(&one[19..20], "8" | "9" | "a" | "b"),
        "the variant: {one}"
    );
    assert_eq!(short_name("zjoi2009-stone-game"), "zjoi2009stonegame");
    assert_eq!(quoted("a \"b\" \\c"), "\"a \\\"b\\\" \\\\c\"");
    assert_eq!(tex_name("a_i"), "a_i");
    assert_eq!(
        tex_text("A & B_1 \\ 100%"),
        "A \\& B\\_1 \\textbackslash{} 100\\%"
    );
}

#[cfg(unix)]
#[test]
fn export_follows_no_link_and_reads_nothing_outside_the_crate() {
    let workspace = workspace("links");
    let out = workspace.packages_dir();
    let victim = workspace.root().join("victim.txt");
    std::fs::write(&victim, "untouched").expect("written");
    // A link where the archive goes is replaced, never written through.
    let zip = out.join("legacy/nimgame.zip");
    std::fs::create_dir_all(zip.parent().expect("a folder")).expect("folder");
    std::os::unix::fs::symlink(&victim, &zip).expect("link");
    export(&workspace, &[problem()], &out).expect("exported");
    assert_eq!(
        std::fs::read_to_string(&victim).ok().as_deref(),
        Some("untouched")
    );
    assert!(!std::fs::symlink_metadata(&zip)
        .expect("there")
        .file_type()
        .is_symlink());
    // A linked version folder is refused.
    let elsewhere = workspace.root().join("elsewhere");
    std::fs::create_dir_all(&elsewhere).expect("folder");
    std::fs::remove_dir_all(out.join("2025-09")).expect("removed");
    std::os::unix::fs::symlink(&elsewhere, out.join("2025-09")).expect("link");
    let refused = export(&workspace, &[problem()], &out);
    assert!(refused.is_err_and(|err| err.ends_with("refused: a link")));
    // A checker named outside the crate is not read.
    let mut outside = problem();
    outside.metadata.compare = Compare::Checker("../../victim.txt".to_string());
    let read = package(&workspace, &outside, Version::Legacy);
    assert!(read.is_err_and(|err| err.contains("is not a file of the crate")));
    assert_eq!(quoted("a\u{fffe}\u{7}"), "\"a\\ufffe\\u0007\"");
    // A kept program is a plain file in a known folder, and never named as another.
    let kept = workspace.submissions_dir("nim-game");
    std::os::unix::fs::symlink(&victim, kept.join("accepted/linked.rs")).expect("link");
    let read = package(&workspace, &problem(), Version::Legacy);
    assert!(
        read.is_err_and(|err| err.contains("refused: a link")),
        "a linked program"
    );
    std::fs::remove_file(kept.join("accepted/linked.rs")).expect("removed");
    layout::write(&kept.join("accepted/main.rs"), b"fn main() {}\n").expect("written");
    let read = package(&workspace, &problem(), Version::Legacy);
    assert!(read.is_err_and(|err| err.contains("two programs would be")));
    std::fs::remove_file(kept.join("accepted/main.rs")).expect("removed");
    layout::write(&kept.join("partially_accepted/x.rs"), b"").expect("written");
    let read = package(&workspace, &problem(), Version::Legacy);
    assert!(read.is_err_and(|err| err.contains("not a folder of submissions")));
    drop(std::fs::remove_dir_all(workspace.root()));
}

/// A write-up is packaged wherever there is one; a problem judged by its answers must have
/// one (an interactive one need not have one: see the test of an interactive package).
#[test]
fn the_writeup_is_packaged_where_there_is_one_and_required_for_a_batch_problem() {
    let workspace = workspace("writeup");
    let interactive = interactive_problem("checker.cpp");
    let packaged = package(&workspace, &interactive, Version::Legacy).expect("a package");
    assert!(names(&packaged).contains(&"submissions/wrong_answer/writeup.rs"));
    std::fs::remove_file(workspace.writeup_rs("nim-game")).expect("removed");
    let refused = package(&workspace, &problem(), Version::Legacy);
    assert!(
        refused
            .as_ref()
            .is_err_and(|err| err.contains("writeup.rs")),
        "{refused:?}"
    );
    drop(std::fs::remove_dir_all(workspace.root()));
}
