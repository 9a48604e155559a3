//! The judges' tools refuse a package that holds one test input twice: BAPCtools stops on
//! `Duplicate test case`, problemtools' `verifyproblem` warns `Identical input files`. Such a
//! package is not written.

use super::Package;

/// `Ok` where no two inputs of the judged data (`data/sample`, `data/secret`) in `files` have
/// the same bytes; else an error naming both, for the problem `name`.
pub fn inputs_are_distinct(name: &str, files: &Package) -> Result<(), String> {
    let judged = |path: &str| {
        (path.starts_with("data/sample/") || path.starts_with("data/secret/"))
            && path.ends_with(".in")
    };
    let inputs: Vec<&(String, Vec<u8>)> = files.iter().filter(|(path, _)| judged(path)).collect();
    for (index, (path, bytes)) in inputs.iter().enumerate() {
        if let Some((first, _)) = inputs[..index].iter().find(|(_, known)| known == bytes) {
            return Err(format!(
                "{name}: {first} and {path} are the same input; the judges' tools refuse a \
                 package that holds one input twice: remove one fixture"
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(path: &str, bytes: &str) -> (String, Vec<u8>) {
        (path.to_string(), bytes.as_bytes().to_vec())
    }

    #[test]
    fn one_input_twice_is_refused_naming_both() {
        let files = vec![
            file("data/sample/sample-1.in", "1\n"),
            file("data/sample/sample-1.ans", "First\n"),
            file("data/secret/edge-ten.in", "10\n"),
            file("data/secret/max-n.ans", "First\n"),
            file("data/secret/max-n.in", "10\n"),
        ];
        let refused = inputs_are_distinct("nim", &files).expect_err("refused");
        assert!(
            refused.starts_with(
                "nim: data/secret/edge-ten.in and data/secret/max-n.in are the same input"
            ),
            "{refused}"
        );
    }

    #[test]
    fn answers_and_rejected_inputs_may_repeat() {
        let files = vec![
            file("data/sample/sample-1.in", "1\n"),
            file("data/sample/sample-1.ans", "First\n"),
            file("data/secret/edge-two.in", "2\n"),
            file("data/secret/edge-two.ans", "First\n"),
            file("data/invalid_input/beyond-a.in", "0\n"),
            file("data/invalid_input/bad-input-1.in", "0\n"),
        ];
        assert_eq!(inputs_are_distinct("nim", &files), Ok(()));
    }
}
