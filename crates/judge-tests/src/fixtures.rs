//! Where things are in the workspace, the fixtures and their snapshots, and the seeded
//! generators of the large fixtures (`cargo judge regen` writes them; a test keeps them equal).

use std::fs;
use std::path::{Path, PathBuf};

use crate::support::SplitMix64;

/// The workspace: two levels above this crate's manifest (an absolute path, without `..`).
pub fn workspace_root() -> PathBuf {
    let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest_dir
        .parent()
        .and_then(Path::parent)
        .unwrap_or(manifest_dir)
        .to_path_buf()
}

pub fn crate_dir(problem: &str) -> PathBuf {
    workspace_root().join("crates").join(problem)
}

pub fn main_rs(problem: &str) -> PathBuf {
    crate_dir(problem).join("src/main.rs")
}

pub fn fixture_dir(problem: &str) -> PathBuf {
    workspace_root().join("fixtures").join(problem)
}

pub fn snapshot_dir() -> PathBuf {
    workspace_root().join("crates/judge-tests/tests/snapshots")
}

/// The `.in` files of one problem, sorted by name.
pub fn inputs(problem: &str) -> Result<Vec<PathBuf>, String> {
    let folder = fixture_dir(problem);
    let entries =
        fs::read_dir(&folder).map_err(|err| format!("cannot list {}: {err}", folder.display()))?;
    let mut inputs = Vec::new();
    for entry in entries {
        let path = entry.map_err(|err| err.to_string())?.path();
        if path.extension().is_some_and(|ext| ext == "in") {
            inputs.push(path);
        }
    }
    inputs.sort();
    Ok(inputs)
}

/// A fixture's name without `.in`.
pub fn stem(path: &Path) -> String {
    path.file_stem()
        .map(|stem| stem.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// The snapshot of a fixture: `tests/snapshots/<problem>@<stem>.snap`.
pub fn snapshot_path(problem: &str, fixture_stem: &str) -> PathBuf {
    snapshot_dir().join(format!("{problem}@{fixture_stem}.snap"))
}

/// The output a snapshot holds: everything after its header (the second `---` line), with the
/// final newline that insta trims put back.
pub fn snapshot_output(problem: &str, fixture_stem: &str) -> Result<String, String> {
    let path = snapshot_path(problem, fixture_stem);
    let text = fs::read_to_string(&path)
        .map_err(|err| format!("cannot read {}: {err}", path.display()))?;
    let mut parts = text.splitn(3, "---\n");
    match (parts.next(), parts.next(), parts.next()) {
        (Some(_), Some(_), Some(body)) => Ok(format!("{}\n", body.trim_end_matches('\n'))),
        _ => Err(format!("{} has no header", path.display())),
    }
}

/// The input of game-with-stones for these piles.
pub fn game_with_stones_input(piles: &[u64]) -> String {
    let piles: Vec<String> = piles.iter().map(u64::to_string).collect();
    format!("{}\n{}\n", piles.len(), piles.join(" "))
}

/// The input of zjoi2009-stone-game for these rows, one test each.
pub fn zjoi2009_input(rows: &[Vec<u64>]) -> String {
    let mut text = format!("{}\n", rows.len());
    for row in rows {
        let piles: Vec<String> = row.iter().map(u64::to_string).collect();
        text.push_str(&format!("{}\n{}\n", row.len(), piles.join(" ")));
    }
    text
}

/// `count` values drawn from `low..=high` by the generator seeded with `seed`.
fn draws(seed: u64, count: usize, low: u64, high: u64) -> Vec<u64> {
    let mut rng = SplitMix64::new(seed);
    (0..count).map(|_| rng.in_range(low..=high)).collect()
}

/// The generated fixtures of a problem: file name and contents. The `max-*` ones stay inside the
/// statement and together reach each of its upper bounds; the `beyond-*` ones go past it.
pub fn generated(problem: &str) -> Vec<(&'static str, String)> {
    match problem {
        "game-with-stones" => {
            let mut huge = draws(3, 100, 1, u64::MAX);
            huge[0] = u64::MAX;
            vec![
                (
                    "max-statement-n100.in",
                    game_with_stones_input(&draws(1, 100, 1, 100)),
                ),
                (
                    "max-piles-near-100.in",
                    game_with_stones_input(&draws(4, 100, 98, 100)),
                ),
                ("beyond-u64-piles.in", game_with_stones_input(&huge)),
                (
                    "beyond-n1000000.in",
                    game_with_stones_input(&draws(2, 1_000_000, 1, 100)),
                ),
            ]
        }
        "zjoi2009-stone-game" => {
            let rows = |seed: u64, tests: usize, length: usize, low: u64, high: u64| {
                let mut rng = SplitMix64::new(seed);
                (0..tests)
                    .map(|_| (0..length).map(|_| rng.in_range(low..=high)).collect())
                    .collect::<Vec<Vec<u64>>>()
            };
            vec![
                (
                    "max-statement-t10-n1000.in",
                    zjoi2009_input(&rows(1, 10, 1000, 1, 1_000_000_000)),
                ),
                (
                    "max-small-piles-t10-n1000.in",
                    zjoi2009_input(&rows(2, 10, 1000, 1, 3)),
                ),
                (
                    "max-piles-near-1e9.in",
                    zjoi2009_input(&rows(4, 10, 1000, 999_999_998, 1_000_000_000)),
                ),
                (
                    "beyond-n5000.in",
                    zjoi2009_input(&rows(3, 1, 5000, 1, u64::from(u32::MAX))),
                ),
            ]
        }
        _ => Vec::new(),
    }
}

/// The generated fixtures of a problem that differ from their file (missing ones included).
pub fn stale_generated(problem: &str) -> Vec<&'static str> {
    generated(problem)
        .into_iter()
        .filter(|(name, contents)| {
            fs::read(fixture_dir(problem).join(name)).ok().as_deref() != Some(contents.as_bytes())
        })
        .map(|(name, _)| name)
        .collect()
}

/// Writes every generated fixture of every problem and every picture; returns the paths written.
pub fn regenerate() -> Result<Vec<PathBuf>, String> {
    let mut written = Vec::new();
    for (path, contents) in crate::pictures::pictures() {
        fs::write(&path, contents)
            .map_err(|err| format!("cannot write {}: {err}", path.display()))?;
        written.push(path);
    }
    for problem in crate::PROBLEMS {
        for (name, contents) in generated(problem.name) {
            let path = fixture_dir(problem.name).join(name);
            fs::write(&path, contents)
                .map_err(|err| format!("cannot write {}: {err}", path.display()))?;
            written.push(path);
        }
    }
    Ok(written)
}
