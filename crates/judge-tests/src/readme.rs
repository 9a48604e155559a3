//! The README's tables that are facts of the code: the problems, from each crate's
//! `[package.metadata.judge]`, and the judges they are judged as, from the judge's profiles. A
//! test keeps each block between its markers equal to what these functions make (the
//! `generated` mechanism), so no row is kept by hand.

use judge::metadata::{Metadata, Problem};
use judge::profile::{self, Profile};

/// The problem table: one row per problem crate.
pub fn problem_table(problems: &[Problem]) -> String {
    let mut table = String::from(
        "| crate | judge and id | limits | the statement's bounds | where limits and bounds \
         come from |\n|---|---|---|---|---|\n",
    );
    for Problem { name, metadata } in problems {
        table.push_str(&format!(
            "| [{name}](crates/{name}) | [{} {}]({}) | {} | {} | limits: {}; bounds: {} |\n",
            metadata.judge,
            metadata.id,
            metadata.url,
            limits(metadata),
            bounds(metadata),
            metadata.limits_from,
            metadata.bounds_from,
        ));
    }
    table
}

fn limits(metadata: &Metadata) -> String {
    let millis = metadata.limits.time.as_millis();
    let time = match millis % 1000 {
        0 => format!("{} s", millis / 1000),
        _ => format!("{millis} ms"),
    };
    format!("{time}, {} MiB", metadata.limits.memory_bytes >> 20)
}

/// The bounds as `name: low..=high`, names with the same range together.
fn bounds(metadata: &Metadata) -> String {
    let mut groups: Vec<(Vec<&str>, String)> = Vec::new();
    for (name, range) in &metadata.bounds {
        let shown = format!("{}..={}", range.start(), range.end());
        match groups.iter_mut().find(|(_, known)| *known == shown) {
            Some((names, _)) => names.push(name),
            None => groups.push((vec![name], shown)),
        }
    }
    let shown: Vec<String> = groups
        .iter()
        .map(|(names, range)| format!("`{}` in `{range}`", names.join("`, `")))
        .collect();
    shown.join("; ")
}

/// The judges the problems are judged as: one row per profile that some problem names.
pub fn judge_table(problems: &[Problem]) -> String {
    let mut table = String::from(
        "| judge | problems | command | stack | source limit | line ends | assumed (no first-hand \
         source) |\n|---|---|---|---|---|---|---|\n",
    );
    for profile in profile::PROFILES {
        let judged: Vec<&str> = problems
            .iter()
            .filter(|problem| profile::for_judge(&problem.metadata.judge) == Some(profile))
            .map(|problem| problem.name.as_str())
            .collect();
        if judged.is_empty() {
            continue;
        }
        let assumed: Vec<&str> = profile
            .facts
            .iter()
            .filter(|fact| fact.assumed)
            .map(|fact| fact.what)
            .collect();
        table.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} | {} |\n",
            profile.judge,
            judged.join(", "),
            command(profile),
            size(profile.stack_bytes, "the default"),
            size(profile.source_limit_bytes, "not stated"),
            if profile.crlf { "LF and CRLF" } else { "LF" },
            match assumed.is_empty() {
                true => "nothing".to_string(),
                false => assumed.join("; "),
            },
        ));
    }
    table
}

fn command(profile: &Profile) -> String {
    let env: Vec<String> = profile
        .env
        .iter()
        .map(|(key, value)| format!("{key}={value}"))
        .collect();
    let env = match env.is_empty() {
        true => String::new(),
        false => format!("`{}` ", env.join(" ")),
    };
    let editions = match profile.editions {
        [only] => format!("`rustc --edition {only} {}`", profile.flags.join(" ")),
        _ => format!(
            "`rustc --edition E {}`, E = {}",
            profile.flags.join(" "),
            profile.editions.join(" or ")
        ),
    };
    format!("{env}{editions}")
}

fn size(bytes: Option<u64>, unknown: &str) -> String {
    match bytes {
        Some(bytes) if bytes >= 1 << 20 => format!("{} MiB", bytes >> 20),
        Some(bytes) => format!("{} KiB", bytes >> 10),
        None => unknown.to_string(),
    }
}

/// The file at `path` with the block after each marker replaced by its block, as
/// `ensure_file_contents` keeps a generated file: a stale block is rewritten and reported as an
/// error (which names the file), and so is a missing marker or a file that cannot be read.
/// Blocks are read, changed and written back under one lock: the tests that keep blocks of one
/// README run side by side, and each would otherwise read a file another is rewriting, or write
/// back over another's change.
pub fn ensure_blocks(path: &std::path::Path, blocks: &[(&str, String)]) -> Result<(), String> {
    static WRITING: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _held = WRITING
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let mut text =
        std::fs::read_to_string(path).map_err(|err| format!("{}: {err}", path.display()))?;
    for (marker, block) in blocks {
        text = with_block(&text, marker, block)
            .ok_or_else(|| format!("{}: no line {marker:?} before its block", path.display()))?;
    }
    crate::generated::ensure_file_contents(path, &text)
}

/// `readme` with the block after `marker` (up to the next blank line) replaced by `block`;
/// `None` when the marker is missing.
pub fn with_block(readme: &str, marker: &str, block: &str) -> Option<String> {
    let start = readme.find(marker)? + marker.len();
    let rest = &readme[start..];
    let end = rest.find("\n\n").map_or(rest.len(), |end| end + 1);
    Some(format!("{}\n{block}{}", &readme[..start], &rest[end..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_block_is_replaced_up_to_the_next_blank_line() {
        let readme = "# x\n<!-- t -->\n| old |\n| rows |\n\nafter\n";
        assert_eq!(
            with_block(readme, "<!-- t -->", "| new |\n").as_deref(),
            Some("# x\n<!-- t -->\n| new |\n\nafter\n")
        );
        assert_eq!(with_block(readme, "<!-- missing -->", ""), None);
    }

    #[test]
    fn blocks_of_one_file_kept_side_by_side_are_all_kept() {
        let path = std::env::temp_dir().join(format!("blocks-{}.md", std::process::id()));
        let markers: Vec<String> = (0..8).map(|index| format!("<!-- {index} -->")).collect();
        let readme: String = markers
            .iter()
            .map(|marker| format!("{marker}\nold\n\n"))
            .collect();
        std::fs::write(&path, readme).expect("written");
        std::thread::scope(|scope| {
            for (index, marker) in markers.iter().enumerate() {
                let path = &path;
                scope.spawn(move || {
                    for round in 0..40 {
                        let block = format!("block {index} {round}\n");
                        let kept = ensure_blocks(path, &[(marker.as_str(), block)]);
                        let error = kept.err().unwrap_or_default();
                        assert!(error.is_empty() || error.contains("was stale"), "{error}");
                    }
                });
            }
        });
        let text = std::fs::read_to_string(&path).expect("read");
        for index in 0..8 {
            assert!(text.contains(&format!("block {index} 39\n")), "{text}");
        }
        drop(std::fs::remove_file(&path));
    }
}
