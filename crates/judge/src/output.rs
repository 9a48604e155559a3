//! What the command lines print. `print!` panics when standard output is a pipe whose reader
//! has gone (`cargo judge help | head -c0`); these writes drop what cannot be written instead,
//! so a closed pipe never ends a task early or turns its status into a panic's.

use std::io::Write;

/// `text` on standard output, as `print!` writes it; nothing when it cannot be written.
pub fn out(text: &str) {
    // The unit tests' harness captures only what the macros print.
    if cfg!(test) {
        return print!("{text}");
    }
    let mut stdout = std::io::stdout().lock();
    // A closed or full stream is not the task's failure: the exit status still says it.
    let _ = stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush());
}

/// `text` and a line end on standard output; nothing when it cannot be written.
pub fn outln(text: &str) {
    out(&format!("{text}\n"));
}

/// `text` and a line end on standard error, as `eprintln!` writes it; nothing when it cannot be
/// written.
pub fn errln(text: &str) {
    if cfg!(test) {
        return eprintln!("{text}");
    }
    let _ = std::io::stderr()
        .lock()
        .write_all(format!("{text}\n").as_bytes());
}

/// An error of a command line, as every error is printed: one `error: ` first, never two.
pub fn error(message: &str) -> String {
    match message.strip_prefix("error: ") {
        Some(_) => message.to_string(),
        None => format!("error: {message}"),
    }
}

/// The message of a thread's panic, from its payload (`JoinHandle::join`'s error): the text
/// `panic!` was given, where it was text.
pub fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    match (
        payload.downcast_ref::<&str>(),
        payload.downcast_ref::<String>(),
    ) {
        (Some(text), _) => text.to_string(),
        (_, Some(text)) => text.clone(),
        _ => "a panic without a message".to_string(),
    }
}

/// Why a name is unknown, for an error: ` (did you mean x?)` where one of `known` is within two
/// edits of it, any case, or begins with it; then `; there are a, b, c`.
pub fn unknown<'a>(name: &str, known: impl IntoIterator<Item = &'a str>) -> String {
    let known: Vec<&str> = known.into_iter().collect();
    let lower = name.to_ascii_lowercase();
    let close = known
        .iter()
        .map(|candidate| (edits(&lower, &candidate.to_ascii_lowercase()), *candidate))
        .filter(|&(distance, candidate)| {
            let prefix = candidate.to_ascii_lowercase().starts_with(&lower);
            distance <= 2 || (!name.is_empty() && prefix)
        })
        .min();
    let suggestion = close.map_or(String::new(), |(_, name)| {
        format!(" (did you mean {name}?)")
    });
    match known.is_empty() {
        true => format!("{suggestion}; there are none"),
        false => format!("{suggestion}; there are {}", known.join(", ")),
    }
}

/// The Levenshtein distance of `a` and `b`, by characters.
fn edits(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    // The distances from a's prefix so far to each prefix of b; each at most the longer length.
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, from) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &to) in b.iter().enumerate() {
            let replaced = diagonal + usize::from(from != to);
            diagonal = row[j + 1];
            row[j + 1] = replaced.min(row[j] + 1).min(diagonal + 1);
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_shows_its_message() {
        let message = |run: fn()| {
            let joined = std::thread::spawn(run).join().expect_err("panics");
            panic_message(&*joined)
        };
        assert_eq!(message(|| panic!("plain")), "plain");
        assert_eq!(message(|| panic!("formatted {}", 7)), "formatted 7");
        assert_eq!(
            message(|| std::panic::panic_any(7_u8)),
            "a panic without a message"
        );
    }

    #[test]
    fn edits_count_insertions_deletions_and_replacements() {
        assert_eq!(edits("", ""), 0);
        assert_eq!(edits("kitten", "sitting"), 3);
        assert_eq!(edits("check", "chekc"), 2);
        assert_eq!(edits("abc", ""), 3);
        assert_eq!(edits("", "ab"), 2);
    }

    #[test]
    fn an_unknown_name_gets_the_closest_and_the_list() {
        let known = ["game-with-stones", "left-stack-game"];
        assert_eq!(
            unknown("left-stak-gmae", known),
            "; there are game-with-stones, left-stack-game"
        );
        assert_eq!(
            unknown("left-stak-game", known),
            " (did you mean left-stack-game?); there are game-with-stones, left-stack-game"
        );
        assert_eq!(
            unknown("left", known),
            " (did you mean left-stack-game?); there are game-with-stones, left-stack-game"
        );
        assert_eq!(
            unknown("nim", known),
            "; there are game-with-stones, left-stack-game"
        );
        assert_eq!(
            unknown("CHEK", ["check", "bench"]),
            " (did you mean check?); there are check, bench"
        );
        assert_eq!(unknown("x", []), "; there are none");
    }

    #[test]
    fn an_error_begins_with_one_error_prefix() {
        assert_eq!(error("no task \"x\""), "error: no task \"x\"");
        assert_eq!(error("error: twice"), "error: twice");
        assert_eq!(error("a\nb"), "error: a\nb");
    }
}
