//! Submissions that reach past the process for what its limits do not count, or for the host
//! itself: memory in files and kernel objects, ways to outlive the judge's kill, the host's
//! root, and descriptors by the hundred. Most are a variant of `double` that prints a wrong
//! answer where its trick works, so the verdict is OK exactly when the trick is refused.

use std::ffi::OsString;
use std::path::Path;
use std::time::Duration;

use judge::process::{Exit, Limits, Runner, Stdin};
use judge::verdict::Verdict;

use crate::hostile::running;
use crate::workspace::{judge, variant_verdicts, workspace};

/// The verdicts of `double` with `trick` run first; `trick` prints `cheated` and returns
/// where it works.
fn judged_with(name: &str, trick: &str) -> Vec<Verdict> {
    let judge = judge(workspace(name));
    let to = format!("fn main() {{\n    {trick}\n");
    let judged = variant_verdicts(&judge, "double", "fn main() {\n", &to);
    judged.into_iter().map(|(verdict, _)| verdict).collect()
}

fn sandboxed() -> bool {
    let sandboxed = Runner::default().sandboxed();
    if !sandboxed {
        println!("no sandbox here: this trick is not guarded");
    }
    sandboxed
}

/// That `trick`, run first in `double`, works nowhere: every verdict is `OK`. Without the
/// sandbox it is not guarded, and nothing is checked.
fn refused(name: &str, trick: &str) {
    if !sandboxed() {
        return;
    }
    let verdicts = judged_with(name, trick);
    assert!(
        verdicts.iter().all(|verdict| *verdict == Verdict::Ok),
        "{verdicts:?}"
    );
}

#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
#[test]
fn memory_in_files_or_kernel_objects_is_refused() {
    // A file in /dev/shm or in /dev, an in-memory file, a System V segment and queue, a key.
    let trick = "extern \"C\" { fn syscall(number: i64, ...) -> i64; } \
         let files = [\"/dev/shm/held\", \"/dev/held\"].iter() \
         .any(|path| std::fs::write(path, [1u8; 1 << 20]).is_ok()); \
         let name = b\"held\\0\"; \
         let calls = unsafe { [syscall(319, name.as_ptr(), 0), syscall(29, 0, 1 << 20, 0o1600), \
         syscall(68, 0, 0o1600), syscall(248, b\"user\\0\".as_ptr(), name.as_ptr(), \
         name.as_ptr(), 4, -2)] }; \
         if files || calls.iter().any(|&result| result >= 0) { println!(\"cheated\"); return; }";
    refused("hostile-kernel-memory", trick);
}

#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
#[test]
fn the_program_cannot_undo_dying_with_the_sandbox() {
    // prctl(PR_SET_PDEATHSIG, 0): with it, a run killed at the wall clock would live on.
    let trick = "extern \"C\" { fn syscall(number: i64, ...) -> i64; } \
         if unsafe { syscall(157, 1, 0) } == 0 { println!(\"cheated\"); return; }";
    refused("hostile-kernel-deathsig", trick);
}

#[cfg(target_os = "linux")]
#[test]
fn the_run_is_never_the_hosts_root() {
    // Mapped to the host's root, a run could write the kernel's settings: here, a value written
    // back unchanged.
    let trick = "let setting = \"/proc/sys/kernel/printk_ratelimit\"; \
         let writable = std::fs::read(setting) \
         .map_or(false, |value| std::fs::write(setting, value).is_ok()); \
         if writable { println!(\"cheated\"); return; }";
    refused("hostile-kernel-root", trick);
}

#[cfg(target_os = "linux")]
#[test]
fn descriptors_are_few() {
    // Each descriptor can hold a pipe's buffer, which no limit counts.
    let trick = "let held: Vec<_> = (0..64).filter_map(|_| std::fs::File::open(\"/dev/null\").ok()).collect(); \
         if held.len() == 64 { println!(\"cheated\"); return; }";
    refused("hostile-kernel-descriptors", trick);
}

#[cfg(target_os = "linux")]
#[test]
fn a_run_holds_no_descriptor_but_its_three() {
    // One left open by what started it (a file of the host's, opened for bwrap) could be opened
    // again through `/proc/self/fd` for writing. The listing holds its own descriptor too.
    let trick = "let held = std::fs::read_dir(\"/proc/self/fd\").map_or(0, |fds| fds.count()); \
         if held > 4 { println!(\"cheated\"); return; }";
    refused("hostile-kernel-held-descriptors", trick);
}

#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
#[test]
fn namespaces_and_sockets_of_its_own_are_refused() {
    // unshare(CLONE_NEWUSER) (then a tmpfs of its own, or an exec that clears the death
    // signal); a unix socket (whose queues no limit counts); a vsock, to the host; an io_uring,
    // which makes sockets without `socket`.
    let trick = "extern \"C\" { fn syscall(number: i64, ...) -> i64; } \
         let mut params = [0u8; 120]; \
         let calls = unsafe { [syscall(272, 0x1000_0000), syscall(41, 1, 1, 0), \
         syscall(41, 40, 1, 0), syscall(425, 1, params.as_mut_ptr())] }; \
         if calls.iter().any(|&result| result >= 0) { println!(\"cheated\"); return; }";
    refused("hostile-kernel-namespaces", trick);
}

#[cfg(target_os = "linux")]
#[test]
#[ignore = "slow: waits for the wall-clock kill"]
fn a_thread_that_becomes_a_new_program_dies_with_the_run() {
    if !sandboxed() {
        return;
    }
    // A thread's `exec` takes the process over with no death signal: were the sandbox to end
    // only through it, the new program would outlive the run killed at the wall clock. On the
    // first sample only, so that one run waits for the clock.
    let marker = format!("held-{}", std::process::id());
    let trick = format!(
        "if std::env::args().nth(1).as_deref() == Some({marker:?}) {{ \
         std::thread::sleep(std::time::Duration::from_secs(120)); return; }} \
         if std::fs::read(\"/proc/self/fd/0\").map_or(false, |input| input == b\"4\\n\") {{ \
         std::thread::spawn(|| {{ use std::os::unix::process::CommandExt; \
         let _ = std::process::Command::new(\"/proc/self/exe\").arg({marker:?}).exec(); }}); \
         std::thread::sleep(std::time::Duration::from_secs(120)); }}"
    );
    let judge = judge(workspace("hostile-kernel-thread-exec"));
    let to = format!("fn main() {{\n    {trick}\n");
    let judged = variant_verdicts(&judge, "double", "fn main() {\n", &to);
    assert_eq!(
        judged,
        [
            (Verdict::Ok, Exit::Code(0)),
            (Verdict::TimeLimit, Exit::TimedOut)
        ]
    );
    std::thread::sleep(Duration::from_millis(200));
    assert!(
        !running(&format!("/proc/self/exe {marker}")),
        "the program outlived the run"
    );
}

/// Ctrl-C on the judge reaches its process group: a measurer has a group of its own, so that it
/// still kills its run at the limit when the judge is gone.
#[cfg(target_os = "linux")]
#[test]
fn a_measurer_is_not_stopped_with_the_judge() {
    let runner = Runner::measured_by(env!("CARGO_BIN_EXE_judge"), &["measure"]);
    // The program's parent is the measurer: it prints whether the measurer leads its group.
    let script = "set -- $(cat /proc/$PPID/stat); [ \"$5\" = \"$PPID\" ] && echo own";
    let args = ["-c", script].map(OsString::from);
    let limits = Limits::new(Duration::from_secs(5), 256 << 20);
    let run = runner.unsandboxed().run(
        Path::new("/bin/sh"),
        &args,
        Stdin::Bytes(Vec::new()),
        None,
        limits,
    );
    let run = run.expect("ran");
    assert_eq!(
        (run.exit, String::from_utf8_lossy(&run.stdout).as_ref()),
        (Exit::Code(0), "own\n"),
        "{run:?}"
    );
}

#[cfg(target_os = "linux")]
#[test]
fn the_judges_environment_does_not_reach_the_run() {
    // This test's own environment holds Cargo's variables and a home.
    let trick = "let leaked = std::env::vars_os() \
         .any(|(key, _)| key == \"HOME\" || key.to_string_lossy().starts_with(\"CARGO\")); \
         if leaked { println!(\"cheated\"); return; }";
    refused("hostile-kernel-environment", trick);
}

#[cfg(target_os = "linux")]
#[test]
#[ignore = "slow: compiles a new program each run"]
fn the_judges_environment_does_not_reach_the_compiler() {
    // Read when it is compiled, by `option_env!` and from the compiler's own environment;
    // made new each time, so that it is compiled, never taken from the cache.
    let made = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    let fresh = format!("// {:?}\n", made.unwrap_or_default());
    let trick = "let environ: &[u8] = include_bytes!(\"/proc/self/environ\"); \
         let leaked = option_env!(\"HOME\").is_some() || option_env!(\"CARGO\").is_some() \
         || environ.windows(5).any(|name| name == b\"HOME=\" || name == b\"CARGO\"); \
         if leaked { println!(\"cheated\"); return; }";
    let trick = format!("{fresh}{trick}");
    refused("hostile-kernel-compiler-environment", &trick);
}
