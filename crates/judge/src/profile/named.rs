//! Finding a judge's profile by the name a manifest or a command line gives.

use super::{Profile, PROFILES};

/// The profile of the judge of this name (its own or another it goes by), in any case.
pub fn for_judge(name: &str) -> Option<&'static Profile> {
    PROFILES.iter().find(|profile| {
        let mut names = std::iter::once(profile.judge).chain(profile.also.iter().copied());
        names.any(|known| known.eq_ignore_ascii_case(name))
    })
}

/// The profile of the judge of this name, in any case, or an error that lists the judges and
/// names the closest.
pub fn named(name: &str) -> Result<&'static Profile, String> {
    for_judge(name).ok_or_else(|| {
        let known = PROFILES.iter().map(|profile| profile.judge);
        format!(
            "no judge profile {name:?}{}",
            crate::output::unknown(name, known)
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn judges_are_named_in_any_case_and_an_unknown_one_gets_the_closest() {
        let codeforces = named("Codeforces");
        assert_eq!(named("codeforces"), codeforces);
        assert_eq!(named("CODEFORCES GYM"), codeforces);
        let typo = named("codefrces").expect_err("unknown");
        let closest = "no judge profile \"codefrces\" (did you mean Codeforces?); there are";
        assert!(typo.starts_with(closest), "{typo}");
    }
}
