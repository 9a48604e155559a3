//! The jury of XOR Break — Game Version (`crates/xor-break-game/jury.py`) run by `python3`:
//! through its `--table`, and as a judge runs it on a whole output given at once.

use std::io::Write;
use std::process::Stdio;

use judge::layout::Workspace;

const JURY: &str = "crates/xor-break-game/jury.py";

/// `jury.py --table n`, line by line.
pub fn table(n: u64) -> Vec<String> {
    let ran = crate::interactive::python3()
        .args([JURY, "--table", &n.to_string()])
        .current_dir(Workspace::this().root())
        .output()
        .expect("python3 runs the jury");
    assert!(ran.status.success(), "{ran:?}");
    let text = String::from_utf8(ran.stdout).expect("UTF-8");
    text.lines().map(str::to_string).collect()
}

/// What the jury did on one input file: its exit status, every line it wrote to the
/// submission, and its judgement message.
#[derive(Debug)]
pub struct Judged {
    pub status: Option<i32>,
    pub said: String,
    pub message: String,
}

/// `jury.py` run as a judge runs it, on the input file `input` and the submission's whole
/// output given in advance.
pub fn judged(input: &str, output: &str) -> Judged {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, Ordering::Relaxed);
    let folder = format!("xor-break-game-jury-{}-{run}", std::process::id());
    let scratch = std::env::temp_dir().join(folder);
    drop(std::fs::remove_dir_all(&scratch));
    std::fs::create_dir_all(scratch.join("feedback")).expect("scratch folder");
    std::fs::write(scratch.join("test.in"), input).expect("input file");
    let mut jury = crate::interactive::python3()
        .arg(Workspace::this().root().join(JURY))
        .arg(scratch.join("test.in"))
        .arg("/dev/null")
        .arg(scratch.join("feedback"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 runs the jury");
    let mut stdin = jury.stdin.take().expect("its input");
    // The jury may stop reading early: what it does not read is dropped.
    drop(stdin.write_all(output.as_bytes()));
    drop(stdin);
    let done = jury.wait_with_output().expect("the jury ends");
    let message = std::fs::read_to_string(scratch.join("feedback/judgemessage.txt"));
    drop(std::fs::remove_dir_all(&scratch));
    Judged {
        status: done.status.code(),
        said: String::from_utf8_lossy(&done.stdout).into_owned(),
        message: message.unwrap_or_default(),
    }
}

/// Reads each input file with the jury's own `parse_input`, in one `python3` process: the
/// jury's reason to refuse each one, or `None` where it can use it.
const PARSER: &str = r#"
import importlib.util, sys
sys.dont_write_bytecode = True
spec = importlib.util.spec_from_file_location("jury", "crates/xor-break-game/jury.py")
jury = importlib.util.module_from_spec(spec)
spec.loader.exec_module(jury)
for case in sys.stdin.read().split("\0")[:-1]:
    try:
        jury.parse_input(case.encode("ascii"))
        print("ok")
    except jury.Refused as err:
        print("refused:", err)
"#;

/// The jury's reason to refuse each input file, or `None` where it can use it.
pub fn refusals(inputs: &[&str]) -> Vec<Option<String>> {
    let fed: String = inputs.iter().map(|input| format!("{input}\0")).collect();
    let mut parser = crate::interactive::python3()
        .args(["-c", PARSER])
        .current_dir(Workspace::this().root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 runs");
    let mut stdin = parser.stdin.take().expect("its input");
    stdin
        .write_all(fed.as_bytes())
        .expect("the inputs are written");
    drop(stdin);
    let done = parser.wait_with_output().expect("the parser ends");
    assert!(done.status.success(), "{done:?}");
    let said = String::from_utf8(done.stdout).expect("UTF-8");
    said.lines()
        .map(|line| line.strip_prefix("refused: ").map(str::to_string))
        .collect()
}
