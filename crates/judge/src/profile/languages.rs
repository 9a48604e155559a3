//! What each judge runs for a source in C++, C or Python 3: the compiler or the interpreter and
//! its flags, each line a fact with its source. A judge without a known line for a language is
//! given the default line, labelled assumed.

use super::{Fact, Profile};
use crate::build::Language;

/// How a judge compiles (C, C++) or runs (Python) a source of one language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LanguageLine {
    pub language: Language,
    /// The compiler (`g++`, `gcc`) or the interpreter (`python3`, `pypy3`), as on Linux.
    pub program: &'static str,
    /// Its flags besides the source and the output file (an interpreter's, before the source).
    /// A Windows judge's stack flag is not among them: the run's stack limit holds it here.
    pub flags: &'static [&'static str],
    pub fact: Fact,
}

const fn line(
    language: Language,
    program: &'static str,
    flags: &'static [&'static str],
    what: &'static str,
    source: &'static str,
    assumed: bool,
) -> LanguageLine {
    LanguageLine {
        language,
        program,
        flags,
        fact: Fact {
            what,
            source,
            assumed,
        },
    }
}

use Language::{Cpp, Python, C};

/// The lines judges publish, or that others quote, by judge.
pub const LINES: &[(&str, LanguageLine)] = &[
    ("Codeforces", line(Cpp, "g++", &["-static", "-DONLINE_JUDGE", "-O2", "-std=c++17"],
        "GNU G++17: g++ -static -DONLINE_JUDGE -Wl,--stack=268435456 -O2 -std=c++17, on Windows",
        "codeforces.com/blog/entry/79, as tools quote it", true)),
    ("Codeforces", line(C, "gcc", &["-static", "-fno-optimize-sibling-calls", "-fno-strict-aliasing",
        "-DONLINE_JUDGE", "-fno-asm", "-O2", "-std=c11", "-lm"],
        "GNU GCC C11: gcc -static -fno-optimize-sibling-calls -fno-strict-aliasing -DONLINE_JUDGE \
         -fno-asm -lm -Wl,--stack=268435456 -O2",
        "codeforces.com/blog/entry/79, as tools quote it", true)),
    ("Codeforces", line(Python, "python3", &[], "Python 3 (CPython; PyPy 3 is offered too)",
        "Codeforces's language list", true)),
    ("Luogu", line(Cpp, "g++", &["-std=c++14", "-O2", "-DONLINE_JUDGE"],
        "C++14 (GCC): g++ -std=c++14 -O2 -DONLINE_JUDGE",
        "docs.lgapi.cn/open/judge/langs, linked from luogu-dev/docs judging.md", true)),
    ("Luogu", line(C, "gcc", &["-std=c99", "-O2", "-DONLINE_JUDGE", "-lm"],
        "C (GCC): gcc -std=c99 -O2 -DONLINE_JUDGE -lm",
        "docs.lgapi.cn/open/judge/langs, linked from luogu-dev/docs judging.md", true)),
    ("Luogu", line(Python, "python3", &[], "Python 3 (CPython; PyPy 3 is offered too)",
        "docs.lgapi.cn/open/judge/langs, linked from luogu-dev/docs judging.md", true)),
    ("Library Checker", line(Cpp, "g++",
        &["-O2", "-std=c++23", "-DEVAL", "-DONLINE_JUDGE", "-march=native"],
        "C++23: g++ -O2 -std=c++23 -DEVAL -DONLINE_JUDGE -march=native (its AC Library path \
         is not held here)",
        "yosupo06/library-checker-judge langs/langs.toml", false)),
    ("Library Checker", line(Python, "python3", &[], "Python3: python3 main.py",
        "yosupo06/library-checker-judge langs/langs.toml", false)),
    ("AtCoder", line(Cpp, "g++", &["-std=gnu++20", "-O2", "-DONLINE_JUDGE", "-DATCODER", "-Wall",
        "-Wextra", "-mtune=native", "-march=native", "-fconstexpr-depth=2147483647",
        "-fconstexpr-loop-limit=2147483647", "-fconstexpr-ops-limit=2147483647"],
        "C++ 20 (gcc 12.2): g++-12 -std=gnu++20 -O2 -DONLINE_JUDGE -DATCODER -Wall -Wextra \
         -mtune=native -march=native and constexpr limits (its library paths are not held here)",
        "atcoder.jp contest rules, the language table", false)),
    ("AtCoder", line(C, "gcc", &["-std=gnu2x", "-O2", "-DONLINE_JUDGE", "-DATCODER", "-lm"],
        "C (gcc 12.2): gcc-12 -std=gnu2x -O2 -DONLINE_JUDGE -DATCODER -lm",
        "atcoder.jp contest rules, the language table", true)),
    ("AtCoder", line(Python, "python3", &[], "Python (CPython 3.11); PyPy 3 is offered too",
        "atcoder.jp contest rules, the language table", true)),
    ("Kattis", line(Cpp, "g++", &["-g", "-O2", "-std=gnu++20", "-static"],
        "C++: g++ -g -O2 -std=gnu++20 -static",
        "2021.nwerc.eu/system (a contest on Kattis); open.kattis.com/languages/cpp", false)),
    ("Kattis", line(C, "gcc", &["-g", "-O2", "-std=gnu17", "-static", "-lm"],
        "C: gcc -g -O2 -std=gnu17 -static -lm",
        "2021.nwerc.eu/system (a contest on Kattis); open.kattis.com/languages/c", false)),
    ("Kattis", line(Python, "pypy3", &[], "Python 3 runs under PyPy 3",
        "2021.nwerc.eu/system (a contest on Kattis); open.kattis.com/languages/python3", false)),
    ("CSES", line(Cpp, "g++", &["-std=c++17", "-O2", "-Wall"], "C++: g++ -std=c++17 -O2 -Wall",
        "third-party summaries of cses.fi/howto", true)),
    ("CSES", line(Python, "python3", &[], "Python 3 (CPython; PyPy 3 is offered too)",
        "third-party summaries of cses.fi/howto", true)),
    ("DMOJ", line(Cpp, "g++", &["-Wall", "-DONLINE_JUDGE", "-O2", "-lm", "-march=native",
        "-std=c++17", "-fmax-errors=5", "-s"],
        "C++17: g++ -Wall -DONLINE_JUDGE -O2 -lm -march=native -std=c++17 -fmax-errors=5 -s",
        "DMOJ/judge-server dmoj/executors/c_like_executor.py, CPP17.py", false)),
    ("DMOJ", line(C, "gcc", &["-Wall", "-DONLINE_JUDGE", "-O2", "-lm", "-march=native",
        "-std=c11", "-fmax-errors=5", "-s"],
        "C11: gcc -Wall -DONLINE_JUDGE -O2 -lm -march=native -std=c11 -fmax-errors=5 -s",
        "DMOJ/judge-server dmoj/executors/c_like_executor.py", true)),
    ("DMOJ", line(Python, "python3", &["-BS"], "Python 3: python3 -BS",
        "DMOJ/judge-server dmoj/executors/python_executor.py", false)),
    ("Timus", line(Cpp, "g++", &["-static", "-std=c++17", "-O2", "-fno-strict-aliasing",
        "-DONLINE_JUDGE", "-lm", "-s"],
        "G++ 9.2 x64: g++ -static -x c++ -std=c++17 -O2 -fno-strict-aliasing -DONLINE_JUDGE -lm -s \
         -Wl,--stack=67108864, on Windows",
        "timus.online/help.aspx?topic=judge", true)),
    ("Timus", line(Python, "python3", &[], "Python 3.8 x64", "timus.online/help.aspx?topic=judge",
        true)),
];

/// The line of a judge that names none for the language: plainly a default of this tool.
pub const DEFAULT_LINES: [LanguageLine; 3] = [
    line(
        Cpp,
        "g++",
        &["-std=c++17", "-O2"],
        "no known command: g++ -std=c++17 -O2",
        "a default of this judge",
        true,
    ),
    line(
        C,
        "gcc",
        &["-std=c11", "-O2", "-lm"],
        "no known command: gcc -std=c11 -O2 -lm",
        "a default of this judge",
        true,
    ),
    line(
        Python,
        "python3",
        &[],
        "no known command: python3",
        "a default of this judge",
        true,
    ),
];

/// The line for `language` (not Rust) of `profile`, or the default line without a profile or
/// without a known line.
pub fn language_line(profile: Option<&Profile>, language: Language) -> Option<LanguageLine> {
    let known = profile.and_then(|profile| {
        LINES
            .iter()
            .find(|(judge, line)| *judge == profile.judge && line.language == language)
    });
    known.map(|(_, line)| *line).or_else(|| {
        DEFAULT_LINES
            .into_iter()
            .find(|line| line.language == language)
    })
}

impl LanguageLine {
    /// The command as it runs here: `g++ -O2 -std=c++17`, `pypy3`.
    pub fn command(&self) -> String {
        let mut words = vec![self.program];
        words.extend(self.flags);
        words.join(" ")
    }
}

/// The languages table of the judge's README: per judge, the command of each language, `*`
/// where it is assumed.
pub fn language_table() -> String {
    let mut table = String::from("| judge | Rust | C++ | C | Python 3 |\n|---|---|---|---|---|\n");
    for profile in super::PROFILES {
        let rust = match profile.editions {
            [] => "no known command *".to_string(),
            editions => format!(
                "`rustc --edition {} {}`",
                editions.join(" or "),
                profile.flags.join(" ")
            ),
        };
        let mut cells = vec![profile.judge.to_string(), rust];
        for language in [Cpp, C, Python] {
            let line = language_line(Some(profile), language).expect("a default line");
            let star = if line.fact.assumed { " *" } else { "" };
            cells.push(format!("`{}`{star}", line.command()));
        }
        table.push_str(&format!("| {} |\n", cells.join(" | ")));
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_judge_has_a_line_for_every_language_each_sourced() {
        for profile in super::super::PROFILES {
            for language in [Cpp, C, Python] {
                let line = language_line(Some(profile), language).expect("a line");
                assert_eq!(line.language, language);
                assert!(!line.fact.source.is_empty() && !line.fact.what.is_empty());
            }
        }
        for (judge, _) in LINES {
            assert!(super::super::for_judge(judge).is_some(), "{judge}");
        }
        let kattis = super::super::for_judge("Kattis");
        let python = language_line(kattis, Python).expect("a line");
        assert_eq!((python.program, python.fact.assumed), ("pypy3", false));
        let none = language_line(None, C).expect("the default");
        assert!(none.fact.assumed && none.fact.what.starts_with("no known command"));
        assert_eq!(none.command(), "gcc -std=c11 -O2 -lm");
    }

    #[test]
    fn the_readme_lists_every_language_line() {
        let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"));
        let readme = readme.expect("the judge's README");
        let table = language_table();
        assert!(
            readme.contains(&table),
            "the README's languages table is not:\n{table}"
        );
    }
}
