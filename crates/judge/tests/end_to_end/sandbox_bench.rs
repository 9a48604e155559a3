//! `cargo judge bench sandbox`: what the sandbox costs a case, four ways.

use std::process::Command;

use crate::workspace::{shared_target, workspace, write};

/// Prints its input back, in C++.
const ECHO: &str = "#include <cstdio>\nint main() { unsigned long long n; \
    if (std::scanf(\"%llu\", &n) != 1) return 1; std::printf(\"%llu\\n\", n); }\n";

#[cfg(target_os = "linux")]
#[test]
#[ignore = "slow: a hundred cases each of four ways, on two workers"]
fn the_sandbox_bench_runs_a_batch_problems_cpp_program_four_ways() {
    let workspace = workspace("bench-sandbox");
    let kept = workspace.crate_dir("double").join("submissions/accepted");
    write(kept.join("echo.cpp"), ECHO);
    let bench = Command::new(env!("CARGO_BIN_EXE_judge"))
        .args(["bench", "sandbox", "1"])
        .env("JUDGE_WORKSPACE", workspace.root())
        .env("CARGO_TARGET_DIR", shared_target())
        .output()
        .expect("runs");
    let stdout = String::from_utf8_lossy(&bench.stdout);
    assert!(
        bench.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&bench.stderr)
    );
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        lines.len(),
        3,
        "the header, double alone, the legend: {stdout}"
    );
    for way in ["fork server", "own sandbox", "bare bwrap", "unsandboxed"] {
        assert!(lines[0].contains(way), "{stdout}");
    }
    let rates: Vec<f64> = lines[1]
        .split_whitespace()
        .skip(1)
        .filter_map(|n| n.parse().ok())
        .collect();
    assert!(
        lines[1].starts_with("double ") && rates.len() == 5,
        "{stdout}"
    );
    assert!(rates.iter().all(|&rate| rate > 0.0), "{stdout}");
}
