//! The checklist of each kind of problem: the problems to copy, named by what they show and
//! found in the registries, then the steps that follow `cargo new-problem`
//! (`scaffold::steps`). `cargo new-problem` prints it; the test crate's README holds it, kept
//! fresh by a test.

use crate::answer::Answer;
use crate::format::Role;
use crate::interactive::Shows;
use crate::scaffold::steps::{self, Step};
use crate::scaffold::{module_name, Kind};

/// The checklist of `kind`, for the problem `name`, or with `<name>` and `<module>` left as
/// they are for the README. It has no blank line, so that it is one generated block.
pub fn text(kind: Kind, name: Option<&str>) -> String {
    let opening = format!("Models, by what they show ({}):", model_files(kind));
    let mut text = wrap(&opening, "");
    for (what, problems) in models(kind) {
        let problems = match problems.is_empty() {
            true => "none yet".to_string(),
            false => problems.join(", "),
        };
        text.push_str(&wrap(&format!("- {what}: {problems}"), "  "));
    }
    let judges: Vec<&str> = judge::profile::PROFILES.iter().map(|p| p.judge).collect();
    let profiles = format!(
        "Judges with a profile, one of which a crate's `judge` names \
         (`crates/judge/src/profile.rs`): {}.",
        judges.join(", ")
    );
    text.push_str(&wrap(&profiles, ""));
    let optional: Vec<String> = (1..)
        .zip(steps::of(kind))
        .filter(|(_, step)| step.optional)
        .map(|(number, _)| number.to_string())
        .collect();
    text.push_str(&match optional.is_empty() {
        true => "Steps, every one required:\n".to_string(),
        false => format!("Steps, every one required but {}:\n", optional.join(", ")),
    });
    for (number, step) in (1..).zip(steps::of(kind)) {
        text.push_str(&wrap(&line(number, step), "    "));
    }
    match name {
        Some(name) => text
            .replace("<name>", name)
            .replace("<module>", &module_name(name)),
        None => text,
    }
}

/// Where a model of `kind` is read.
fn model_files(kind: Kind) -> &'static str {
    match kind {
        Kind::Batch => {
            "in `crates/judge-tests`, each problem's `src/problems/<its module>.rs` and \
             `tests/<its module>.rs`"
        }
        Kind::Interactive => {
            "each problem's `crates/<problem>/jury.py`; in `crates/judge-tests`, its \
             `src/interactive/<its module>.rs` with `rules.rs`, and `tests/<its module>.rs`"
        }
    }
}

/// A step as a line of the list: its number, `optional:` where it is, its text, and the texts
/// the tests fail with until it is done.
fn line(number: usize, step: &Step) -> String {
    let optional = if step.optional { "optional: " } else { "" };
    let until = match step.placeholders {
        [] => String::new(),
        texts => {
            let quoted: Vec<String> = texts.iter().map(|text| format!("`{text}`")).collect();
            format!(" (until then the tests fail with {})", quoted.join(" or "))
        }
    };
    format!("{number}. {optional}{}{until}", step.text)
}

/// `text` cut into lines of at most 96 characters at spaces, the later ones after `indent`.
fn wrap(text: &str, indent: &str) -> String {
    let mut wrapped = String::new();
    let mut line = String::new();
    for word in words(text) {
        if !line.trim().is_empty() && line.len() + 1 + word.len() > 96 {
            wrapped.push_str(line.trim_end());
            wrapped.push('\n');
            line = indent.to_string();
        } else if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    wrapped.push_str(line.trim_end());
    wrapped.push('\n');
    wrapped
}

/// The words of `text`, split at its spaces but those inside a code span: a span is never cut,
/// so no line opens with the inside of one (a line `0 0`), which would read as a step.
fn words(text: &str) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    let mut open = false;
    for piece in text.split(' ') {
        match words.last_mut() {
            Some(last) if open => {
                last.push(' ');
                last.push_str(piece);
            }
            _ => words.push(piece.to_string()),
        }
        open ^= piece.matches('`').count() % 2 == 1;
    }
    words
}

/// What the problems of `kind` show, each with the problems that show it.
pub fn models(kind: Kind) -> Vec<(&'static str, Vec<String>)> {
    match kind {
        Kind::Batch => batch_models(),
        Kind::Interactive => interactive_models(),
    }
}

fn batch_models() -> Vec<(&'static str, Vec<String>)> {
    let having = |test: &dyn Fn(&crate::Problem) -> bool| {
        let problems = crate::PROBLEMS.iter().filter(|problem| test(problem));
        problems.map(|problem| problem.name.to_string()).collect()
    };
    let role = |role: Role| {
        move |problem: &crate::Problem| {
            problem
                .format
                .names()
                .iter()
                .any(|&(_, found)| found == role)
        }
    };
    vec![
        (
            "several games per input (`T` tests)",
            having(&role(Role::Tests)),
        ),
        (
            "a list of piles (a count, then the values)",
            having(&role(Role::Count)),
        ),
        (
            "word answers (`Answer::Word`, `Answer::WordPerTest`)",
            having(&|problem| matches!(problem.answer, Answer::Word(_) | Answer::WordPerTest(_))),
        ),
        (
            "a checker, where more than one answer is right (`Answer::Checked`)",
            having(&|problem| problem.answer == Answer::Checked),
        ),
        (
            "a rule that ties values together (`Format::Ruled`)",
            having(&|problem| !problem.format.rules().is_empty()),
        ),
        (
            "a second method up to the bounds (`Spec::second`)",
            having(&|problem| problem.stress.second.is_some()),
        ),
        (
            "a reduction into the search's reach (`Spec::reduce`)",
            having(&|problem| problem.stress.reduce.is_some()),
        ),
    ]
}

fn interactive_models() -> Vec<(&'static str, Vec<String>)> {
    let mut models: Vec<(&'static str, Vec<String>)> = [
        "several games per input (`t` games)",
        "a role choice (the program's first line picks its side)",
        "a jury that ends the game with a line of its own",
        "a limit on the program's moves",
        "a line that stops the program at once",
    ]
    .into_iter()
    .map(|what| (what, Vec::new()))
    .collect();
    for problem in crate::interactive::PROBLEMS {
        let name = problem.name;
        let shape = problem.adversary.map(|adversary| adversary.shape());
        if shape.is_some_and(|shape| shape.several_games) {
            models[0].1.push(name.to_string());
        }
        for shows in problem.shows {
            match shows {
                Shows::RoleChoice => models[1].1.push(name.to_string()),
                Shows::JuryEnds(line) => models[2].1.push(format!("{name} (`{line}`)")),
            }
        }
        if let Some(limit) = shape.and_then(|shape| shape.limit) {
            models[3].1.push(format!("{name} ({limit})"));
        }
        if let Some(stop) = shape.and_then(|shape| shape.stop) {
            models[4].1.push(format!("{name} (`{stop}`)"));
        }
    }
    models
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_line_is_cut_at_spaces_with_an_indent() {
        let text = ["word"; 30].join(" ");
        let wrapped = wrap(&text, "  ");
        assert!(wrapped.lines().all(|line| line.len() <= 96), "{wrapped}");
        assert!(wrapped
            .lines()
            .skip(1)
            .all(|line| line.starts_with("  word")));
        assert_eq!(wrapped.split_whitespace().count(), 30);
    }

    #[test]
    fn a_code_span_is_never_cut() {
        let text = format!("{} (`0 0`), (`I give up`) end", ["word"; 18].join(" "));
        for indent in ["", "  "] {
            let wrapped = wrap(&text, indent);
            assert!(
                wrapped.contains("`0 0`") && wrapped.contains("`I give up`"),
                "{wrapped}"
            );
            assert!(wrapped
                .lines()
                .all(|line| line.matches('`').count() % 2 == 0));
        }
    }

    #[test]
    fn each_kind_lists_its_steps_and_names_the_problem() {
        for kind in [Kind::Batch, Kind::Interactive] {
            let text = text(kind, Some("misere-kayles"));
            assert!(!text.contains("\n\n") && !text.contains("<name>"), "{text}");
            assert!(text.contains("cargo accept misere-kayles`"), "{text}");
            let numbered = text
                .lines()
                .filter(|line| line.trim_start().starts_with(|c: char| c.is_ascii_digit()));
            assert_eq!(numbered.count(), steps::of(kind).len(), "{text}");
            let judges = text.replace('\n', " ");
            for profile in judge::profile::PROFILES {
                assert!(
                    judges.contains(&format!(" {},", profile.judge))
                        || judges.contains(&format!(" {}.", profile.judge)),
                    "{}",
                    profile.judge
                );
            }
        }
    }
}
