//! The jury of Yamanote Line Game (`crates/yamanote-line-game/jury.py`) run by `python3`: as a
//! judge runs it, through its `--table`, and its own `play` on many cases in one process.

use std::io::Write;
use std::process::Stdio;

/// The workspace's root, where the jury is run from.
pub fn root() -> std::path::PathBuf {
    judge::layout::Workspace::this().root().to_path_buf()
}

/// Plays each case through the jury's own `play`, in one `python3` process: a case is the test
/// input, a tab, and the submission's whole output, each with `\n` for a line feed and `\xHH`
/// for any byte. Prints one line a case: the status (42 or 43) and the message, or `input:` and
/// why the test input is refused.
const DRIVER: &str = r#"
import codecs, importlib.util, io, sys
sys.dont_write_bytecode = True
spec = importlib.util.spec_from_file_location("jury", "crates/yamanote-line-game/jury.py")
jury = importlib.util.module_from_spec(spec)
spec.loader.exec_module(jury)
for case in sys.stdin.read().splitlines():
    test, output = (codecs.escape_decode(part)[0] for part in case.split("\t"))
    try:
        board = jury.Board(*jury.parse_test(test))
    except ValueError as err:
        print("input: %s" % err)
        continue
    try:
        jury.play(board, io.BytesIO(output), lambda line: True)
        print(jury.ACCEPTED)
    except jury.Rejected as why:
        print(jury.WRONG_ANSWER, why)
"#;

/// `bytes` as the driver reads them: every byte but printable ASCII as `\xHH`.
fn escaped(bytes: &[u8]) -> String {
    let plain = |byte: u8| (b' '..=b'~').contains(&byte) && byte != b'\\';
    bytes
        .iter()
        .map(|&byte| match byte {
            byte if plain(byte) => char::from(byte).to_string(),
            byte => format!("\\x{byte:02x}"),
        })
        .collect()
}

/// Each case (the test input, the submission's whole output) played through the jury's `play`
/// in one `python3` process: one line a case, as `DRIVER` prints it.
pub fn drive(cases: &[(&[u8], &[u8])]) -> Vec<String> {
    let fed: String = cases
        .iter()
        .map(|(test, output)| format!("{}\t{}\n", escaped(test), escaped(output)))
        .collect();
    let mut driver = crate::interactive::python3()
        .args(["-c", DRIVER])
        .current_dir(root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 runs");
    let mut stdin = driver.stdin.take().expect("its input");
    stdin
        .write_all(fed.as_bytes())
        .expect("the cases are written");
    drop(stdin);
    let done = driver.wait_with_output().expect("the driver ends");
    assert!(done.status.success(), "{done:?}");
    let said = String::from_utf8(done.stdout).expect("UTF-8");
    said.lines().map(str::to_string).collect()
}

/// `jury.py --table n`, line by line.
pub fn table(n: u32) -> Vec<String> {
    let output = crate::interactive::python3()
        .args([
            "crates/yamanote-line-game/jury.py",
            "--table",
            &n.to_string(),
        ])
        .current_dir(root())
        .output()
        .expect("python3 runs the jury");
    assert!(output.status.success(), "{output:?}");
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    text.lines().map(str::to_string).collect()
}

/// The jury as a judge runs it, on the test `input` and the whole of a submission's `output`
/// given at once, in the new folder `folder` (its feedback folder): its exit status and its
/// message.
pub fn judged(folder: &std::path::Path, input: &str, output: &[u8]) -> (Option<i32>, String) {
    drop(std::fs::remove_dir_all(folder));
    std::fs::create_dir_all(folder).expect("a scratch folder");
    let test = folder.join("test.in");
    std::fs::write(&test, input).expect("the input is written");
    let mut jury = crate::interactive::python3()
        .arg(root().join("crates/yamanote-line-game/jury.py"))
        .arg(&test)
        .arg("/dev/null")
        .arg(format!("{}/", folder.display()))
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .expect("python3 runs the jury");
    let mut stdin = jury.stdin.take().expect("its input");
    // The jury may stop reading early: what it does not read is dropped.
    drop(stdin.write_all(output));
    drop(stdin);
    let status = jury.wait().expect("the jury ends");
    let message = std::fs::read_to_string(folder.join("judgemessage.txt")).unwrap_or_default();
    (status.code(), message.trim_end().to_string())
}
