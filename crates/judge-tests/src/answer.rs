//! What a problem's answer holds, as data: the words of its one line, or of one line per test,
//! or nothing to say where a checker reads the answer itself. The tests hold every recorded
//! answer (snapshots and `.ans`) to it, and the 2025-09 packages' answer validator
//! (`answer.ctd`, written by `crate::checktestdata`) checks their `.ans` files by it.

/// The shape of an answer file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// One line: one of these words.
    Word(&'static [&'static str]),
    /// One line per test, at least one, each one of these words.
    WordPerTest(&'static [&'static str]),
    /// Judged by the problem's checker, which reads the answer itself.
    Checked,
}

impl Answer {
    /// `Ok` when `text` has this shape: lines ending with `\n`, each exactly one of the words.
    pub fn check(&self, text: &str) -> Result<(), String> {
        let (words, one_line) = match *self {
            Answer::Word(words) => (words, true),
            Answer::WordPerTest(words) => (words, false),
            Answer::Checked => return Ok(()),
        };
        let body = text
            .strip_suffix('\n')
            .ok_or("the answer does not end with a line feed")?;
        let lines: Vec<&str> = body.split('\n').collect();
        if one_line && lines.len() != 1 {
            return Err(format!("{} lines, where the answer is one", lines.len()));
        }
        match lines.iter().find(|line| !words.contains(line)) {
            Some(line) => Err(format!("{line:?} is none of {words:?}")),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_is_its_words_on_whole_lines() {
        let word = Answer::Word(&["Tomaz", "Danftito"]);
        assert_eq!(word.check("Tomaz\n"), Ok(()));
        for bad in ["Tomaz", "tomaz\n", "Tomaz \n", "Tomaz\nTomaz\n", "\n", ""] {
            assert!(word.check(bad).is_err(), "{bad:?}");
        }
        let per_test = Answer::WordPerTest(&["0", "1"]);
        assert_eq!(per_test.check("1\n0\n1\n"), Ok(()));
        for bad in ["", "2\n", "1\n\n", "1\r\n"] {
            assert!(per_test.check(bad).is_err(), "{bad:?}");
        }
        assert_eq!(Answer::Checked.check("anything"), Ok(()));
    }
}
