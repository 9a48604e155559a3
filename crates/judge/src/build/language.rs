//! The languages a submission may be written in, told by its file's extension.

use std::path::Path;

/// A submission's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    Rust,
    Cpp,
    C,
    Python,
}

impl Language {
    pub const ALL: [Language; 4] = [Language::Rust, Language::Cpp, Language::C, Language::Python];

    /// The language of a source, by its extension: `.rs`, `.cpp` `.cc` `.cxx`, `.c`, `.py`.
    pub fn of(source: &Path) -> Result<Language, String> {
        let extension = source.extension().and_then(|ext| ext.to_str());
        match extension {
            Some("rs") => Ok(Language::Rust),
            Some("cpp" | "cc" | "cxx") => Ok(Language::Cpp),
            Some("c") => Ok(Language::C),
            Some("py") => Ok(Language::Python),
            _ => Err(format!(
                "{}: not a source the judge knows (.rs, .cpp, .cc, .cxx, .c, .py)",
                source.display()
            )),
        }
    }

    /// The language's name, as judges list it.
    pub fn name(self) -> &'static str {
        match self {
            Language::Rust => "Rust",
            Language::Cpp => "C++",
            Language::C => "C",
            Language::Python => "Python 3",
        }
    }

    /// Whether a compiler makes a program of it; else an interpreter runs the source.
    pub fn compiled(self) -> bool {
        self != Language::Python
    }
}

/// The Debian package that brings a compiler or an interpreter the judge starts.
pub fn debian_package(program: &str) -> &'static str {
    let name = Path::new(program)
        .file_name()
        .and_then(|name| name.to_str());
    match name.unwrap_or(program) {
        "g++" => "g++",
        "gcc" => "gcc",
        "x86_64-w64-mingw32-g++" => "g++-mingw-w64-x86-64",
        "x86_64-w64-mingw32-gcc" => "gcc-mingw-w64-x86-64",
        "pypy3" => "pypy3",
        "python3" => "python3",
        _ => "that has it",
    }
}

/// The first line of a compiler's diagnostics that names an error (`error:` of gcc or rustc, a
/// Python `...Error:`), with the line of the source it is at where Python gives it apart; else
/// the first line that says anything.
pub fn first_error_line(diagnostics: &str) -> String {
    let lines: Vec<&str> = diagnostics.lines().map(str::trim).collect();
    let error = lines.iter().position(|line| {
        line.contains("error:") || line.contains("error[") || line.contains("Error:")
    });
    let place = lines
        .iter()
        .find(|line| line.starts_with("File \"") && line.contains(", line "));
    match error {
        Some(at) if lines[at].contains("Error:") && !lines[at].contains("error") => match place {
            Some(place) => format!("{place}: {}", lines[at]),
            None => lines[at].to_string(),
        },
        Some(at) => lines[at].to_string(),
        None => lines
            .iter()
            .find(|line| !line.is_empty())
            .map_or(String::new(), |line| line.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_source_is_known_by_its_extension() {
        assert_eq!(Language::of(Path::new("a/b.rs")), Ok(Language::Rust));
        for cpp in ["x.cpp", "x.cc", "x.cxx"] {
            assert_eq!(Language::of(Path::new(cpp)), Ok(Language::Cpp), "{cpp}");
        }
        assert_eq!(Language::of(Path::new("x.c")), Ok(Language::C));
        assert_eq!(Language::of(Path::new("x.py")), Ok(Language::Python));
        let unknown = Language::of(Path::new("x.java")).expect_err("unknown");
        assert!(unknown.starts_with("x.java: not a source"), "{unknown}");
        assert!(!Language::Python.compiled() && Language::C.compiled());
        assert_eq!(
            debian_package("x86_64-w64-mingw32-g++"),
            "g++-mingw-w64-x86-64"
        );
    }

    #[test]
    fn the_first_error_line_is_the_one_that_names_an_error() {
        let gcc = "a.cpp: In function 'int main()':\na.cpp:3:5: error: 'x' was not declared in \
                   this scope\na.cpp:4:1: error: expected ';'\n";
        assert_eq!(
            first_error_line(gcc),
            "a.cpp:3:5: error: 'x' was not declared in this scope"
        );
        let rustc = "warning: unused variable\nerror[E0425]: cannot find value `x`\n";
        assert_eq!(
            first_error_line(rustc),
            "error[E0425]: cannot find value `x`"
        );
        let python = "  File \"a.py\", line 2\n    x = \n        ^\nSyntaxError: invalid syntax\n";
        assert_eq!(
            first_error_line(python),
            "File \"a.py\", line 2: SyntaxError: invalid syntax"
        );
        assert_eq!(
            first_error_line("\nld: cannot find -lfoo\n"),
            "ld: cannot find -lfoo"
        );
    }
}
