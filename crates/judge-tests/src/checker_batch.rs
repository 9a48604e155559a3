//! A C or C++ checker judging many outputs in one process: its source, with its `main` renamed,
//! compiled as the judge compiles the checker (same compiler, same flags) beside a driver that
//! forks once per output and calls the checker's `main` in the child, with the arguments and
//! standard input that the output validator interface gives it. A fork costs a fraction of a
//! millisecond, where a sandboxed run of its own costs ten or more.
//!
//! Forking is refused in the judge's sandbox, so the batch runs outside it: it checks what the
//! checker decides, while the judge's own runs of it are checked apart.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use judge::check::Judge;
use judge::metadata::{Compare, Problem};

/// The exit statuses of an output validator that accepts and that rejects.
const ACCEPTED: i32 = 42;
const REJECTED: i32 = 43;

/// The checker's `main`, which must be in its source once, and the name it gets in the batch.
const CHECKER_MAIN: &str = "int main(int argc, char **argv)";
const RENAMED_MAIN: &str = "int checker_main(int argc, char **argv)";

/// `batch <feedback_dir> < cases`: each case is three fields (the input, the answer, the
/// output), each its length in bytes, a space and the bytes. Each case is judged in a child of
/// its own as `checker <input> <answer> <feedback_dir> < <output>`, every one a file in memory
/// named by its `/proc/self/fd` path; for each, the exit status and the first line of standard
/// error are printed on a line.
const DRIVER: &str = r#"
#include <cstdio>
#include <cstdlib>
#include <string>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

namespace batch {

// Everything on a descriptor, from its start.
std::string read_all(int fd) {
  std::string text;
  char chunk[1 << 16];
  ssize_t count;
  while ((count = read(fd, chunk, sizeof chunk)) > 0) text.append(chunk, static_cast<size_t>(count));
  return text;
}

// A file in memory holding `bytes`, to be read from its start.
int file_of(const std::string &bytes) {
  const int fd = memfd_create("case", 0);
  if (fd < 0) std::exit(2);
  const ssize_t written = write(fd, bytes.data(), bytes.size());
  if (written != static_cast<ssize_t>(bytes.size()) || lseek(fd, 0, SEEK_SET) != 0) std::exit(2);
  return fd;
}

// The field at `at` in `cases`, moving `at` past it; false at the end of the cases.
bool field(const std::string &cases, size_t &at, std::string &bytes) {
  const size_t space = cases.find(' ', at);
  if (space == std::string::npos) return false;
  const size_t length = std::strtoul(cases.c_str() + at, nullptr, 10);
  if (space + 1 + length > cases.size()) std::exit(2);
  bytes = cases.substr(space + 1, length);
  at = space + 1 + length;
  return true;
}

// The exit status of the checker on one case, and the first line of its standard error.
std::string judged(char *program, char *feedback, int input, int answer, int output) {
  const int errors = file_of("");
  std::string input_path = "/proc/self/fd/" + std::to_string(input);
  std::string answer_path = "/proc/self/fd/" + std::to_string(answer);
  // The child's exit flushes what it inherited: nothing of this process may be pending.
  std::fflush(stdout);
  const pid_t child = fork();
  if (child < 0) std::exit(2);
  if (child == 0) {
    if (dup2(output, 0) < 0 || dup2(errors, 2) < 0) _exit(2);
    char *args[] = {program, &input_path[0], &answer_path[0], feedback, nullptr};
    std::exit(checker_main(4, args));
  }
  int status = 0;
  if (waitpid(child, &status, 0) != child) std::exit(2);
  const int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  lseek(errors, 0, SEEK_SET);
  const std::string reason = read_all(errors);
  close(errors);
  return std::to_string(code) + " " + reason.substr(0, reason.find('\n'));
}

}  // namespace batch

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  // Read whole before any child starts: a child must find its own standard input unread.
  const std::string cases = batch::read_all(0);
  size_t at = 0;
  std::string input, answer, output;
  while (batch::field(cases, at, input)) {
    if (!batch::field(cases, at, answer) || !batch::field(cases, at, output)) return 2;
    const int files[] = {batch::file_of(input), batch::file_of(answer), batch::file_of(output)};
    const std::string line = batch::judged(argv[0], argv[1], files[0], files[1], files[2]);
    std::printf("%s\n", line.c_str());
    for (int fd : files) close(fd);
  }
  return 0;
}
"#;

/// One output to judge: the input, the expected answer, and the output.
pub struct Case {
    pub input: String,
    pub answer: String,
    pub output: String,
}

/// The problem's C or C++ checker, built as a batch.
pub struct BatchChecker {
    binary: PathBuf,
    feedback: PathBuf,
}

impl BatchChecker {
    /// The batch of `problem`'s checker, built by `judge` (and kept in its cache).
    pub fn build(judge: &Judge, problem: &Problem) -> Result<BatchChecker, String> {
        let Compare::Checker(file) = &problem.metadata.compare else {
            return Err(format!("{}: no checker", problem.name));
        };
        let checker = judge.workspace.crate_file(&problem.name, file)?;
        let text = judge::layout::read_text(&checker)?;
        if text.matches(CHECKER_MAIN).count() != 1 {
            let shown = checker.display();
            return Err(format!("{shown}: `{CHECKER_MAIN}` is not there once"));
        }
        let extension = checker.extension().and_then(|ext| ext.to_str());
        let extension = extension.filter(|ext| matches!(*ext, "c" | "cpp" | "cc"));
        let extension = extension.ok_or(format!("{}: not C or C++", checker.display()))?;
        let folder = judge.workspace.judge_dir().join("checker-batch");
        let source = folder.join(format!("{}.{extension}", problem.name));
        let batch = text.replace(CHECKER_MAIN, RENAMED_MAIN) + DRIVER;
        judge::layout::write(&source, batch.as_bytes())?;
        let binary = judge.builder.for_host().compile_c(&source)?;
        // A folder in memory, as the sandbox's `/tmp` is for the judge's runs, where there is
        // one: on a disk that discards what a file held, rewriting the message of each rejected
        // output takes a millisecond.
        let memory = Path::new("/dev/shm");
        let feedback = match memory.is_dir() {
            true => memory.join(format!("judge-checker-batch-{}", std::process::id())),
            false => folder.join(format!("feedback-{}", std::process::id())),
        };
        std::fs::create_dir_all(&feedback).map_err(|err| format!("{err}"))?;
        Ok(BatchChecker { binary, feedback })
    }

    /// Each case's verdict, as the checker alone gives it: accepted, or rejected with the first
    /// line of its standard error. Any other exit is an error of the whole batch. The cases are
    /// shared among batches run at once, one a core.
    pub fn judge(&self, cases: &[&Case]) -> Result<Vec<Result<(), String>>, String> {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        let shares = cases.chunks(cases.len().div_ceil(cores).max(1));
        std::thread::scope(|scope| {
            let batches: Vec<_> = shares
                .map(|share| scope.spawn(|| self.judge_batch(share)))
                .collect();
            let mut judged = Vec::with_capacity(cases.len());
            for batch in batches {
                let verdicts = batch.join().map_err(|panic| {
                    format!(
                        "a batch panicked: {}",
                        judge::output::panic_message(&*panic)
                    )
                })?;
                judged.extend(verdicts?);
            }
            Ok(judged)
        })
    }

    fn judge_batch(&self, cases: &[&Case]) -> Result<Vec<Result<(), String>>, String> {
        let mut batch = Vec::new();
        for case in cases {
            for field in [&case.input, &case.answer, &case.output] {
                batch.extend(format!("{} ", field.len()).bytes().chain(field.bytes()));
            }
        }
        let shown = self.binary.display();
        let mut child = Command::new(&self.binary)
            .arg(&self.feedback)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|err| format!("{shown}: {err}"))?;
        let mut stdin = child.stdin.take().ok_or("no standard input")?;
        let feeder = std::thread::spawn(move || stdin.write_all(&batch));
        let ran = child.wait_with_output();
        let fed = feeder.join().map_err(|panic| {
            format!(
                "the feeder panicked: {}",
                judge::output::panic_message(&*panic)
            )
        })?;
        let ran = ran.map_err(|err| format!("{shown}: {err}"))?;
        fed.map_err(|err| format!("{shown}: {err}"))?;
        let lines = String::from_utf8_lossy(&ran.stdout);
        let lines: Vec<&str> = lines.lines().collect();
        if !ran.status.success() || lines.len() != cases.len() {
            return Err(format!("the batch failed ({}): {lines:?}", ran.status));
        }
        let verdict = |(index, line): (usize, &&str)| {
            let (status, reason) = line.split_once(' ').unwrap_or((line, ""));
            match status.parse() {
                Ok(ACCEPTED) => Ok(Ok(())),
                Ok(REJECTED) => Ok(Err(reason.to_string())),
                _ => Err(format!("case {index}: the checker fails: {line}")),
            }
        };
        lines.iter().enumerate().map(verdict).collect()
    }
}

impl Drop for BatchChecker {
    fn drop(&mut self) {
        drop(std::fs::remove_dir_all(&self.feedback));
    }
}
