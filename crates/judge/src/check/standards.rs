//! Running a built submission on every fixture and on the bad inputs, and the workspace's
//! standards of its source: every edition without a warning (Rust), the judge's source limit.

use std::path::{Path, PathBuf};

use crate::layout::{self, FixtureKind};

use super::{Judge, Program, BAD_INPUTS};
use crate::build::Language;
use crate::metadata::{Compare, Problem};
use crate::profile::Profile;
use crate::report::ProblemReport;
use crate::target::Target;

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

    /// Every fixture (the statement's first, then those past it), each also with `\r\n` line
    /// ends where the judge or the target may give them; then the bad inputs. After a run that
    /// waited out the time limit (`ProblemReport::stopper`), nothing more is run.
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
        let inputs = statement_first(self.workspace.inputs(&problem.name)?);
        let total = inputs.len() * line_ends.len() + BAD_INPUTS.len();
        self.progress.start(&problem.name, "run", total);
        for path in inputs {
            let fixture = self.workspace.fixture(&problem.name, &path)?;
            for &crlf in line_ends {
                if report.stopper().is_some() {
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
            if report.stopper().is_some() {
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

/// The fixtures inside the statement first, then those past it (`beyond-*`), each in order: a
/// run past the statement never stops one inside it.
pub(super) fn statement_first(inputs: Vec<PathBuf>) -> Vec<PathBuf> {
    let beyond = |path: &PathBuf| {
        FixtureKind::of(&layout::stem(path)).is_some_and(|kind| !kind.inside_the_statement())
    };
    let (past, inside): (Vec<PathBuf>, Vec<PathBuf>) = inputs.into_iter().partition(beyond);
    inside.into_iter().chain(past).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_statements_fixtures_are_judged_before_those_past_it() {
        let inputs = [
            "beyond-a", "beyond-b", "edge-c", "gen-d", "max-e", "sample-1",
        ];
        let paths = inputs
            .map(|name| PathBuf::from(format!("f/{name}.in")))
            .to_vec();
        let ordered: Vec<String> = statement_first(paths)
            .iter()
            .map(|p| layout::stem(p))
            .collect();
        let expected = [
            "edge-c", "gen-d", "max-e", "sample-1", "beyond-a", "beyond-b",
        ];
        assert_eq!(ordered, expected);
    }
}
