//! The hostile programs both ways: each run by a fork server (the default) and each in a
//! sandbox of its own (`Runner::one_shot`). Each trick, run first in `double` (a batch
//! problem) and in `guess` (an interactive one), prints `cheated` where it works; refused, the
//! run goes on and answers right. Both ways must refuse every trick, and so give the same
//! verdicts.

use judge::build::{Emit, RUN_EDITION};
use judge::check::{Judge, Program};
use judge::layout::Workspace;
use judge::process::Runner;
use judge::verdict::Verdict;

use crate::workspace::{judge, problem, variant_source, variant_verdicts, with_guess, workspace};

/// Each trick: a name and Rust statements at the start of `main`.
const TRICKS: [(&str, &str); 6] = [
    (
        "ptrace",
        "extern \"C\" { fn ptrace(request: i64, pid: i32, address: usize, data: usize) -> i64; } \
         let traced = (1..64).any(|pid| pid != std::process::id() as i32 \
         && unsafe { ptrace(16, pid, 0, 0) } == 0); \
         if traced { println!(\"cheated\"); return; }",
    ),
    (
        "signals",
        "extern \"C\" { fn kill(pid: i32, signal: i32) -> i32; } \
         let hit = (1..64).filter(|&pid| pid != std::process::id() as i32) \
         .filter(|&pid| unsafe { kill(pid, 0) } == 0).count(); \
         unsafe { kill(-1, 9); kill(1, 9); kill(1, 19); } \
         if hit > 1 { println!(\"cheated\"); return; }",
    ),
    (
        "proc",
        "let seen = std::fs::read_dir(\"/proc\").map(|entries| entries.flatten() \
         .filter(|entry| entry.file_name().to_string_lossy().parse::<u32>().is_ok()).count()) \
         .unwrap_or(0); \
         if seen > 2 { println!(\"cheated\"); return; }",
    ),
    (
        "leftover",
        "let left = std::path::Path::new(\"/tmp/left-by-a-run\").exists(); \
         let _ = std::fs::write(\"/tmp/left-by-a-run\", b\"x\"); \
         if left { println!(\"cheated\"); return; }",
    ),
    (
        "child",
        "extern \"C\" { fn fork() -> i32; } \
         let pid = unsafe { fork() }; \
         if pid == 0 { std::thread::sleep(std::time::Duration::from_secs(3)); \
         std::process::exit(0); } \
         if pid > 0 { println!(\"cheated\"); return; }",
    ),
    (
        "root",
        "let wrote = [\"/etc/held\", \"/dev/held\", \"/usr/held\", \"/proc/sys/vm/swappiness\"] \
         .iter().any(|path| std::fs::write(path, b\"1\").is_ok()); \
         if wrote { println!(\"cheated\"); return; }",
    ),
];

#[cfg(target_os = "linux")]
#[test]
#[ignore = "slow: six hostile programs judged twice"]
fn the_hostile_programs_get_the_same_verdicts_both_ways() {
    both_ways(workspace("hostile-both"), |judge, to| {
        let judged = variant_verdicts(judge, "double", "fn main() {\n", to);
        judged.into_iter().map(|(verdict, _)| verdict).collect()
    });
}

#[cfg(target_os = "linux")]
#[test]
#[ignore = "slow: six hostile interactive programs judged twice"]
fn the_hostile_interactive_programs_get_the_same_verdicts_both_ways() {
    both_ways(
        with_guess(workspace("hostile-both-interactive")),
        |judge, to| {
            let source = variant_source(judge, "guess", "fn main() {\n", to);
            let binary = judge.builder.compile(&source, RUN_EDITION, Emit::Binary);
            let program = Program::Binary(binary.expect("compiles"));
            let problem = problem(judge, "guess");
            let jury = judge.jury(&problem, "jury.py").expect("the jury");
            let inputs = judge.workspace.inputs("guess").expect("fixtures");
            let played = inputs.iter().map(|input| {
                let played = judge.play(&problem, &jury, &program, input);
                played.expect("judged").verdict
            });
            played.collect()
        },
    );
}

/// Each trick, at the start of `main`, judged by `verdicts` on `workspace` by a fork server
/// and in a sandbox of its own: the same verdicts, all `AC`.
#[cfg(target_os = "linux")]
fn both_ways(workspace: Workspace, verdicts: impl Fn(&Judge, &str) -> Vec<Verdict>) {
    if !Runner::default().sandboxed() {
        println!("no sandbox here: nothing to compare");
        return;
    }
    let mut judge = judge(workspace);
    for (name, trick) in TRICKS {
        let to = format!("fn main() {{\n    {trick}\n");
        judge.runner = Runner::measured_by(env!("CARGO_BIN_EXE_judge"), &["measure"]);
        let served = verdicts(&judge, &to);
        judge.runner = judge.runner.one_shot();
        let alone = verdicts(&judge, &to);
        assert_eq!(served, alone, "{name}: {served:?}\n{alone:?}");
        let all_ok = served.iter().all(|verdict| *verdict == Verdict::Ok);
        assert!(all_ok, "{name}: {served:?}");
    }
}
