//! `cargo judge check`: its options, and the task, which prints the table, how each problem was
//! judged and the two reports, and sets the status.

use crate::build::Language;
use crate::check::{Progress, Submission};
use crate::metadata;
use crate::output::{errln, out, outln};
use crate::profile;
use crate::report::{self, ProblemReport};
use crate::target::Target;
use crate::verdict;

use super::judge;

/// The options of `check`, and the problems it names.
#[derive(Debug, Default, PartialEq)]
pub struct CheckOptions {
    pub target: Option<String>,
    pub judged_as: Option<String>,
    pub names: Vec<String>,
    /// A source or a program judged instead of the problem's `main.rs`.
    pub submission: Option<Submission>,
    /// The share of each limit the standards allow, in percent.
    pub margin: Option<f64>,
    /// Whether the standards set the status of a `--src` or `--exe` check too.
    pub standards: bool,
}

pub fn check_options(args: &[String]) -> Result<CheckOptions, String> {
    let mut options = CheckOptions::default();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().cloned().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--target" => options.target = Some(value()?),
            "--as" => options.judged_as = Some(value()?),
            "--src" | "--exe" if options.submission.is_some() => {
                return Err("give one of --src and --exe, once".to_string())
            }
            "--src" => options.submission = Some(Submission::Source(value()?.into())),
            "--exe" => options.submission = Some(Submission::Exe(value()?.into())),
            "--margin" => {
                let text = value()?;
                let percent = text.parse::<f64>().ok().filter(|p| *p > 0.0 && *p <= 100.0);
                let percent = percent.ok_or(format!(
                    "--margin takes a percentage above 0 and at most 100, not {text:?}"
                ))?;
                options.margin = Some(percent);
            }
            "--standards" => options.standards = true,
            flag if flag.starts_with('-') => return Err(format!("unknown option {flag}")),
            name => options.names.push(name.to_string()),
        }
    }
    if options.submission.is_some() && options.names.len() != 1 {
        return Err("--src and --exe judge exactly one problem: name it".to_string());
    }
    Ok(options)
}

/// `cargo judge check`: a usage error or a tool that cannot run is one `error:` line (status
/// 2); a failure judged is status 1.
pub fn check(args: &[String]) -> Result<bool, String> {
    check_with(args).map_err(|err| format!("error: {err}"))
}

/// A source or a program that cannot be judged at all: no such file, or a language the judge
/// does not know.
fn unjudgeable(submission: Option<&Submission>) -> Result<(), String> {
    match submission {
        Some(Submission::Source(source)) if !source.is_file() => {
            Err(format!("--src {}: not a file", source.display()))
        }
        Some(Submission::Source(source)) => Language::of(source).map(drop),
        Some(Submission::Exe(program)) if !program.is_file() => {
            Err(format!("--exe {}: not a file", program.display()))
        }
        _ => Ok(()),
    }
}

fn check_with(args: &[String]) -> Result<bool, String> {
    let options = check_options(args)?;
    // What the command line names is checked before the compiler is asked anything.
    let judged_as = options
        .judged_as
        .as_deref()
        .map(profile::named)
        .transpose()?;
    let problems = metadata::select(&super::workspace(), &options.names)?;
    unjudgeable(options.submission.as_ref())?;
    let mut judge = judge()?;
    judge.judged_as = judged_as;
    judge.margin_percent = options.margin.unwrap_or(verdict::DEFAULT_MARGIN_PERCENT);
    if let Some(triple) = &options.target {
        if let Some(Submission::Source(source)) = &options.submission {
            // Refused before wine is started, which takes seconds.
            if matches!(Language::of(source), Ok(Language::Python)) {
                return Err(format!(
                    "a Python source is judged on the host only, not for {triple}"
                ));
            }
        }
        let target = Target::from_cargo(judge.workspace.root(), triple)?;
        judge = judge.for_target(target);
        judge.prepare_target()?;
    }
    judge.progress = Progress::on_a_terminal();
    name_the_compiler(&judge, options.submission.as_ref());
    let results = match &options.submission {
        // One problem: what cannot be judged (a compiler missing) is the error.
        Some(submission) => {
            let report = problems
                .first()
                .map(|p| judge.check_submission(p, submission));
            vec![Ok(report.ok_or("no problem named")??)]
        }
        None => judge.check_all(&problems),
    };
    let (mut reports, mut errors) = (Vec::new(), Vec::new());
    for result in results {
        match result {
            Ok(report) => reports.push(report),
            Err(error) => errors.push(error),
        }
    }
    out(&report::table(&reports));
    out(&report::as_judged(&reports));
    out(&report::two_reports(&reports));
    Ok(!print_failures(
        &reports,
        &errors,
        standards_count(&options),
    ))
}

/// Whether the standards fail the check: for the workspace's own crates, and for a submission
/// given only where they are asked for; else the judge's verdict alone decides.
fn standards_count(options: &CheckOptions) -> bool {
    options.submission.is_none() || options.standards
}

/// The first line: the Rust compiler, where it builds what is judged, and the target.
fn name_the_compiler(judge: &crate::check::Judge, submission: Option<&Submission>) {
    let version = judge.builder.toolchain().version();
    let target = judge.builder.target().map(|target| target.triple.as_str());
    if let Some(line) = compiler_line(version, target, submission) {
        outln(&line);
    }
}

/// `version` where Rust builds what is judged (the workspace's crates or a Rust source), with
/// ` for <target>`; else only the target, if any.
fn compiler_line(
    version: &str,
    target: Option<&str>,
    submission: Option<&Submission>,
) -> Option<String> {
    let rust = match submission {
        None => true,
        Some(Submission::Source(source)) => Language::of(source) == Ok(Language::Rust),
        Some(Submission::Exe(_)) => false,
    };
    match (rust, target) {
        (true, Some(target)) => Some(format!("{version} for {target}")),
        (true, None) => Some(version.to_string()),
        (false, target) => target.map(str::to_string),
    }
}

/// Every failure on standard error; whether any of them fails the check.
fn print_failures(reports: &[ProblemReport], errors: &[String], standards_count: bool) -> bool {
    let (lines, failed) = failure_lines(reports, errors, standards_count);
    lines.iter().for_each(|line| errln(line));
    failed
}

/// The failures' lines (the standards' one line each where `standards_count`, else how many
/// are unmet), and whether any of them fails the check.
fn failure_lines(
    reports: &[ProblemReport],
    errors: &[String],
    standards_count: bool,
) -> (Vec<String>, bool) {
    let mut lines = Vec::new();
    let mut failed = !errors.is_empty();
    for report in reports {
        let judged = report.judge_failures();
        failed |= !judged.is_empty();
        lines.extend(judged);
        let unmet = report.standard_failures();
        if standards_count {
            lines.extend(unmet.iter().map(|failure| format!("standards: {failure}")));
            failed |= !unmet.is_empty();
        } else if !unmet.is_empty() {
            lines.push(format!(
                "standards: {} unmet, not counted for --src or --exe (--standards lists and \
                 counts them)",
                unmet.len()
            ));
        }
    }
    lines.extend(errors.iter().map(|error| crate::output::error(error)));
    (lines, failed)
}

#[cfg(test)]
mod tests {
    use std::process::ExitCode;

    use super::*;
    use crate::cli::main;

    fn args(words: &[&str]) -> Vec<String> {
        words.iter().map(|word| word.to_string()).collect()
    }

    #[test]
    fn check_takes_a_target_a_judge_and_problems() {
        let options = check_options(&args(&["a", "--target", "t", "b", "--as", "Luogu"]));
        let expected = CheckOptions {
            target: Some("t".to_string()),
            judged_as: Some("Luogu".to_string()),
            names: args(&["a", "b"]),
            ..CheckOptions::default()
        };
        assert_eq!(options, Ok(expected));
        assert_eq!(check_options(&[]), Ok(CheckOptions::default()));
        let unknown = check_options(&args(&["--frob"]));
        assert_eq!(unknown, Err("unknown option --frob".to_string()));
        let bare = check_options(&args(&["--as"]));
        assert_eq!(bare, Err("--as needs a value".to_string()));
        let other = check(&args(&["--as", "No Such Judge"]));
        assert!(other.is_err_and(|err| err.starts_with(
            "error: no judge profile \"No Such Judge\"; there are Codeforces, Luogu"
        )));
    }

    #[test]
    fn check_takes_one_source_or_program_a_margin_and_the_standards() {
        let options = check_options(&args(&["p", "--src", "a.cpp", "--margin", "50"]));
        let expected = CheckOptions {
            names: args(&["p"]),
            submission: Some(Submission::Source("a.cpp".into())),
            margin: Some(50.0),
            ..CheckOptions::default()
        };
        assert_eq!(options, Ok(expected));
        let exe = check_options(&args(&["--exe", "./a.out", "--standards", "p"]));
        assert!(exe.is_ok_and(|options| options.standards
            && options.submission == Some(Submission::Exe("./a.out".into()))));
        let one = "--src and --exe judge exactly one problem: name it".to_string();
        assert_eq!(check_options(&args(&["--src", "a.py"])), Err(one.clone()));
        assert_eq!(check_options(&args(&["p", "q", "--exe", "x"])), Err(one));
        let both = check_options(&args(&["p", "--src", "a.py", "--exe", "x"]));
        assert_eq!(both, Err("give one of --src and --exe, once".to_string()));
        for bad in ["0", "101", "x", "-5"] {
            let margin = check_options(&args(&["--margin", bad]));
            assert!(
                margin.is_err_and(|err| err.starts_with("--margin takes")),
                "{bad}"
            );
        }
        // A usage error is one `error:` line and status 2.
        assert_eq!(main(&args(&["check", "--src", "a.py"])), ExitCode::from(2));
        let misuse = check(&args(&["--src", "a.py"]));
        assert!(misuse.is_err_and(|err| err.starts_with("error: ") && err.lines().count() == 1));
        let unknown = unjudgeable(Some(&Submission::Source("Cargo.toml".into())));
        assert!(unknown.is_err_and(|err| err.contains("not a source the judge knows")));
        let missing = unjudgeable(Some(&Submission::Exe("no/such/program".into())));
        assert_eq!(
            missing,
            Err("--exe no/such/program: not a file".to_string())
        );
    }

    /// A device or a FIFO given as the source or the program is refused before anything reads
    /// it: reading either could block or never end.
    #[cfg(unix)]
    #[test]
    fn a_device_or_a_fifo_is_no_submission() {
        let fifo = std::env::temp_dir().join(format!("judge-fifo-{}.cpp", std::process::id()));
        drop(std::fs::remove_file(&fifo));
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        assert!(made.is_ok_and(|status| status.success()));
        for path in [fifo.clone(), "/dev/zero".into()] {
            let shown = path.display();
            let source = unjudgeable(Some(&Submission::Source(path.clone())));
            assert_eq!(source, Err(format!("--src {shown}: not a file")));
            let program = unjudgeable(Some(&Submission::Exe(path.clone())));
            assert_eq!(program, Err(format!("--exe {shown}: not a file")));
        }
        drop(std::fs::remove_file(&fifo));
    }

    #[test]
    fn the_first_line_names_rustc_only_where_rust_is_built() {
        let rustc = "rustc 1.95.0 (59807616e 2026-04-14)";
        let windows = Some("x86_64-pc-windows-gnu");
        let line = |target: Option<&str>, submission: Option<Submission>| {
            compiler_line(rustc, target, submission.as_ref())
        };
        let source = |file: &str| Some(Submission::Source(file.into()));
        assert_eq!(line(None, None).as_deref(), Some(rustc));
        assert_eq!(line(None, source("a.rs")).as_deref(), Some(rustc));
        assert_eq!(
            line(windows, source("a.rs")),
            Some(format!("{rustc} for x86_64-pc-windows-gnu"))
        );
        assert_eq!(line(None, source("a.cpp")), None);
        assert_eq!(line(None, Some(Submission::Exe("a.out".into()))), None);
        assert_eq!(line(windows, source("a.py")).as_deref(), windows);
    }

    #[test]
    fn the_standards_count_for_the_workspace_and_for_a_submission_on_request() {
        let own = CheckOptions::default();
        assert!(standards_count(&own));
        let given = CheckOptions {
            submission: Some(Submission::Exe("a.out".into())),
            ..CheckOptions::default()
        };
        assert!(!standards_count(&given));
        assert!(standards_count(&CheckOptions {
            standards: true,
            ..given
        }));
    }

    #[test]
    fn unmet_standards_fail_only_where_they_count_and_are_told_either_way() {
        use crate::report::example::{fixture, report};
        use crate::verdict::Verdict;
        let passing = report("p", vec![fixture("sample-1", Verdict::Ok, 1, 1, None)], 0);
        let passing = std::slice::from_ref(&passing);
        assert_eq!(failure_lines(passing, &[], true), (vec![], false));
        assert_eq!(failure_lines(passing, &[], false), (vec![], false));
        let unmet = report("p", vec![fixture("sample-1", Verdict::Ok, 1, 1, None)], 2);
        let (listed, failed) = failure_lines(std::slice::from_ref(&unmet), &[], true);
        assert_eq!(listed, vec!["standards: p: x", "standards: p: x"]);
        assert!(failed);
        let (counted, failed) = failure_lines(&[unmet], &[], false);
        assert_eq!(counted.len(), 1);
        assert!(counted[0].starts_with("standards: 2 unmet, not counted"));
        assert!(!failed);
        let wrong = report(
            "p",
            vec![fixture("sample-1", Verdict::TimeLimit, 1, 1, None)],
            0,
        );
        let (judged, failed) = failure_lines(&[wrong], &["no rustc".into()], false);
        assert_eq!(judged.len(), 2);
        assert!(judged[0].starts_with("p/sample-1: TLE"), "{judged:?}");
        assert_eq!(judged[1], "error: no rustc");
        assert!(failed);
        assert!(failure_lines(&[], &["no rustc".into()], true).1);
    }
}
