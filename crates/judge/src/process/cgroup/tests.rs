use super::*;

#[test]
fn counters_are_read_by_name() {
    let events = "low 0\nhigh 0\nmax 12\noom 1\noom_kill 1\noom_group_kill 0\n";
    assert_eq!(counter(events, "max"), 12);
    assert_eq!(counter(events, "oom_kill"), 1);
    assert_eq!(counter(events, "oom"), 1);
    assert_eq!(counter("oom_kill_disable 0\nunder_oom 0\n", "oom_kill"), 0);
    assert_eq!(counter("", "max"), 0);
}

#[test]
fn a_group_holds_its_limit_and_is_removed_when_dropped() {
    if !available() {
        // The fallback, said by `missing_warning`, is what this host gets.
        assert!(missing_warning().is_some_and(|line| line.starts_with("warning: ")));
        return;
    }
    assert_eq!(missing_warning(), None);
    let cgroup = Cgroup::new(48 << 20).expect("a group, where one was made before");
    let dir = cgroup.dir.clone();
    let limit = match cgroup.version {
        Version::V1 => "memory.limit_in_bytes",
        Version::V2 => "memory.max",
    };
    let set = fs::read_to_string(dir.join(limit)).expect("the limit's file");
    assert_eq!(set.trim(), (48u64 << 20).to_string());
    assert!(cgroup.procs().is_file());
    let usage = cgroup.usage();
    assert!(!usage.limit_hit && !usage.oom_killed, "{usage:?}");
    drop(cgroup);
    assert!(!dir.exists(), "{} left behind", dir.display());
}

#[test]
fn groups_of_processes_that_died_are_swept() {
    let Some(hierarchy) = hierarchy::found() else {
        return;
    };
    // Named for a process of this test's that then dies, with another process left in the
    // group, as a run whose measurer was killed leaves one.
    let sleeper = || {
        let mut sleep = std::process::Command::new("sleep");
        sleep.arg("60");
        sleep.spawn().expect("sleep")
    };
    let mut creator = sleeper();
    let stale = hierarchy.parent.join(format!("{PREFIX}{}-7", creator.id()));
    fs::create_dir(&stale).expect("an empty group");
    let mut left = sleeper();
    fs::write(stale.join("cgroup.procs"), left.id().to_string()).expect("moved into the group");
    drop(creator.kill());
    drop(creator.wait());
    let cgroup = Cgroup::new(16 << 20);
    assert!(cgroup.is_some());
    assert!(!stale.exists(), "{} was not swept", stale.display());
    let status = left.wait().expect("the left process reaped");
    assert_eq!(
        std::os::unix::process::ExitStatusExt::signal(&status),
        Some(9)
    );
}
