use super::*;

#[test]
fn judges_are_found_by_any_of_their_names() {
    let codeforces = for_judge("Codeforces Gym").expect("a profile");
    assert_eq!(codeforces.judge, "Codeforces");
    assert_eq!(for_judge("Codeforces"), Some(codeforces));
    assert_eq!(
        for_judge("Luogu").map(|profile| profile.judge),
        Some("Luogu")
    );
    assert_eq!(for_judge("BZOJ"), None);
    let atcoder = for_judge("AtCoder").expect("a profile");
    assert_eq!(atcoder.source_limit_bytes, Some(524_288));
    assert_eq!(codeforces.over_source_limit(65_536), None);
    let over = codeforces.over_source_limit(65_537);
    let expected = "the source is 65537 bytes, over Codeforces's limit of 65536: \
                    64 KiB source limit (assumed: the same tool templates)";
    assert_eq!(over.as_deref(), Some(expected));
    assert_eq!(
        for_judge("Luogu").and_then(|luogu| luogu.over_source_limit(1 << 30)),
        None
    );
    let sources = codeforces.sources(true);
    assert!(sources.contains("64 KiB source limit (assumed: the same tool templates)"));
    assert!(
        sources.contains("(agrawal-d/cph src/config.ts; qryxip/cargo-compete#181)")
            && sources.ends_with("as of November 2026"),
        "each fact cites its public source: {sources}"
    );
    for profile in PROFILES {
        assert!(
            !profile.sources(true).contains("judges.md"),
            "{} cites a file outside the repository",
            profile.judge
        );
    }
    let other_language = codeforces.sources(false);
    assert!(
        !other_language.contains("rustc") && other_language.contains("64 KiB source limit"),
        "{other_language}"
    );
    let limit = codeforces.fact("source limit").map(Fact::cited);
    let expected = "64 KiB source limit (assumed: the same tool templates)";
    assert_eq!(limit.as_deref(), Some(expected));
    assert_eq!(codeforces.fact("no such words"), None);
}

#[test]
fn every_profile_is_sourced_and_names_known_editions() {
    for profile in PROFILES {
        assert!(!profile.facts.is_empty(), "{}", profile.judge);
        for edition in profile.editions {
            let known = crate::toolchain::EDITIONS
                .iter()
                .any(|known| known.name == *edition);
            assert!(known, "{}: edition {edition}", profile.judge);
        }
        let others = PROFILES.iter().filter(|other| other.judge != profile.judge);
        for other in others {
            assert!(for_judge(other.judge) != Some(profile));
        }
    }
}
