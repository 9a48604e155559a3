//! Running a built submission on every fixture and on the bad inputs, and the workspace's
//! standards of its source: every edition without a warning (Rust), the judge's source limit.

use std::path::Path;

use super::{Judge, Program, BAD_INPUTS};
use crate::build::Language;
use crate::metadata::{Compare, Problem};
use crate::profile::Profile;
use crate::report::ProblemReport;
use crate::target::Target;
use crate::verdict::Verdict;

impl Judge {
    /// The standards of a source: a Rust one compiled alone in every edition this compiler
    /// has, without a warning; any source within its judge's source limit.
    pub(super) fn source_standards(
        &self,
        profile: Option<&Profile>,
        source: &Path,
        report: &mut ProblemReport,
    ) {
        if Language::of(source) == Ok(Language::Rust) {
            report.editions = self.builder.toolchain().editions();
            if let Err(err) = self.builder.build(source) {
                report.edition_failures.push(err);
            }
        }
        let bytes = std::fs::metadata(source).map_or(0, |meta| meta.len());
        let over = profile.and_then(|profile| profile.over_source_limit(bytes));
        report.source_failures.extend(over);
    }

    /// Every fixture (the statement's and those past it), each also with `\r\n` line ends
    /// where the judge or the target may give them; then the bad inputs. After a `TLE`, once
    /// the next run was due, nothing more is run.
    pub(super) fn run_everything(
        &self,
        problem: &Problem,
        program: &Program,
        report: &mut ProblemReport,
    ) -> Result<(), String> {
        if let Compare::Interactive(jury) = &problem.metadata.compare {
            return self.run_interactive(problem, jury, program, report);
        }
        let profile = self.profile(problem);
        let crlf = profile.is_some_and(|profile| profile.crlf)
            || self.builder.target().is_some_and(Target::is_windows);
        let line_ends: &[bool] = if crlf { &[false, true] } else { &[false] };
        let checker = self.checker(problem)?;
        let inputs = self.workspace.inputs(&problem.name)?;
        let total = inputs.len() * line_ends.len() + BAD_INPUTS.len();
        self.progress.start(&problem.name, "run", total);
        for path in inputs {
            let fixture = self.workspace.fixture(&problem.name, &path)?;
            for &crlf in line_ends {
                let timed_out = report
                    .fixtures
                    .iter()
                    .any(|f| f.verdict == Verdict::TimeLimit);
                if timed_out {
                    report.not_run_after_tle += 1;
                    continue;
                }
                let checker = checker.as_deref();
                let judged = self.judge_input(problem, checker, program, &fixture, crlf)?;
                report.fixtures.push(judged);
                self.progress.step(&problem.name);
            }
        }
        for &input in BAD_INPUTS {
            if report.not_run_after_tle > 0 {
                report.not_run_after_tle += 1;
                continue;
            }
            let (run, failure) = self.try_bad_input(program, input, self.run_limits(problem))?;
            report.bad_input_runs.push(run);
            report.bad_input_failures.extend(failure);
            self.progress.step(&problem.name);
        }
        Ok(())
    }
}
