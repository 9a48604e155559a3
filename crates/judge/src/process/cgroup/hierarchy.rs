//! Where this host lets the judge make a memory control group: read from this process's own
//! groups (`/proc/self/cgroup`) and the mounts (`/proc/self/mountinfo`).

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Version {
    V1,
    V2,
}

/// The folder runs' groups are made in, and its hierarchy's version.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hierarchy {
    pub parent: PathBuf,
    pub version: Version,
}

/// The group of version 2 that the judge makes at the root of the hierarchy, run by root, where
/// its own group cannot hold children with the memory controller (a group with processes in it
/// cannot hand controllers on): as DOMjudge keeps its runs under a group of its own.
const OWN_V2_GROUP: &str = "judge";

/// This host's hierarchy, found once for the process; `None` where neither version has a
/// memory controller this process may use.
pub fn found() -> Option<Hierarchy> {
    searched().as_ref().ok().cloned()
}

/// Why no group can be made here.
pub fn why_missing() -> String {
    match searched() {
        Ok(found) => format!("cannot make a group in {}", found.parent.display()),
        Err(why) => why.clone(),
    }
}

fn searched() -> &'static Result<Hierarchy, String> {
    static FOUND: OnceLock<Result<Hierarchy, String>> = OnceLock::new();
    FOUND.get_or_init(|| {
        let groups = fs::read_to_string("/proc/self/cgroup").unwrap_or_default();
        let mounts = fs::read_to_string("/proc/self/mountinfo").unwrap_or_default();
        let v2 = version_2(&groups, &mounts);
        v2.clone()
            .or_else(|_| version_1(&groups, &mounts))
            .map_err(|v1| format!("{}; {v1}", v2.err().unwrap_or_default()))
    })
}

/// A mount of a cgroup filesystem: where it is, the group at its root, and its type and
/// options.
#[derive(Debug, PartialEq, Eq)]
struct Mount<'a> {
    root: &'a str,
    point: &'a str,
    kind: &'a str,
    options: &'a str,
}

/// The mounts in `/proc/self/mountinfo`'s text: `id parent dev root point options ... - type
/// source super-options`.
fn mounts(text: &str) -> impl Iterator<Item = Mount<'_>> {
    text.lines().filter_map(|line| {
        let (head, tail) = line.split_once(" - ")?;
        let head: Vec<&str> = head.split(' ').collect();
        let tail: Vec<&str> = tail.split(' ').collect();
        Some(Mount {
            root: head.get(3)?,
            point: head.get(4)?,
            kind: tail.first()?,
            options: tail.get(2).copied().unwrap_or(""),
        })
    })
}

/// The folder of group `path` (as `/proc/self/cgroup` names it) in `mount`.
fn folder(mount: &Mount, path: &str) -> PathBuf {
    let relative = path.strip_prefix(mount.root).unwrap_or(path);
    Path::new(mount.point).join(relative.trim_start_matches('/'))
}

fn version_2(groups: &str, mounts_text: &str) -> Result<Hierarchy, String> {
    let own = groups
        .lines()
        .find_map(|line| line.strip_prefix("0::"))
        .ok_or("no cgroup2 group")?;
    let mount = mounts(mounts_text)
        .find(|mount| mount.kind == "cgroup2")
        .ok_or("no cgroup2 mount")?;
    let top = Path::new(mount.point);
    let has_memory = |file: &Path| {
        fs::read_to_string(file).is_ok_and(|text| text.split_whitespace().any(|c| c == "memory"))
    };
    if !has_memory(&top.join("cgroup.controllers")) {
        return Err("cgroup2 has no memory controller".into());
    }
    // Delegated to this process: its own group hands the memory controller on.
    let own = folder(&mount, own);
    if has_memory(&own.join("cgroup.subtree_control")) {
        return Ok(Hierarchy {
            parent: own,
            version: Version::V2,
        });
    }
    let parent = top.join(OWN_V2_GROUP);
    let enable = |group: &Path| fs::write(group.join("cgroup.subtree_control"), "+memory");
    match fs::create_dir(&parent) {
        Ok(()) => {}
        Err(err) if err.kind() == std::io::ErrorKind::AlreadyExists => {}
        Err(err) => return Err(format!("cannot make {}: {err}", parent.display())),
    }
    enable(top).and_then(|()| enable(&parent)).map_err(|err| {
        format!(
            "cannot hand the memory controller to {}: {err}",
            parent.display()
        )
    })?;
    Ok(Hierarchy {
        parent,
        version: Version::V2,
    })
}

fn version_1(groups: &str, mounts_text: &str) -> Result<Hierarchy, String> {
    let own = groups
        .lines()
        .filter_map(|line| line.split_once(':')?.1.split_once(':'))
        .find(|(controllers, _)| controllers.split(',').any(|c| c == "memory"))
        .map(|(_, path)| path)
        .ok_or("no cgroup v1 memory hierarchy")?;
    let mount = mounts(mounts_text)
        .find(|mount| mount.kind == "cgroup" && mount.options.split(',').any(|o| o == "memory"))
        .ok_or("no cgroup v1 memory mount")?;
    // Whether this process may make groups there is found by making the first.
    Ok(Hierarchy {
        parent: folder(&mount, own),
        version: Version::V1,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const MOUNTINFO: &str = "\
35 24 0:30 / /sys/fs/cgroup/memory rw,relatime shared:12 - cgroup cgroup rw,memory
36 24 0:31 / /sys/fs/cgroup/unified rw,relatime shared:13 - cgroup2 cgroup2 rw
37 24 0:32 /outer /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids
";

    #[test]
    fn mounts_are_read_from_mountinfo() {
        let found: Vec<Mount> = mounts(MOUNTINFO).collect();
        assert_eq!(found.len(), 3);
        assert_eq!(
            found[0],
            Mount {
                root: "/",
                point: "/sys/fs/cgroup/memory",
                kind: "cgroup",
                options: "rw,memory",
            }
        );
        assert_eq!(found[1].kind, "cgroup2");
        assert_eq!(
            folder(&found[2], "/outer/inner"),
            PathBuf::from("/sys/fs/cgroup/pids/inner")
        );
        assert_eq!(
            folder(&found[0], "/process_api/x"),
            PathBuf::from("/sys/fs/cgroup/memory/process_api/x")
        );
    }

    /// A cgroup2 hierarchy made of plain files in a folder of the test's: what the judge reads
    /// and writes there is what it would in `/sys/fs/cgroup`.
    fn fake_v2(name: &str, controllers: &str, own_subtree: &str) -> (PathBuf, String, String) {
        let top =
            std::env::temp_dir().join(format!("judge-fake-cgroup2-{name}-{}", std::process::id()));
        drop(fs::remove_dir_all(&top));
        let own = top.join("user.slice/me");
        fs::create_dir_all(&own).expect("the fake hierarchy");
        fs::write(top.join("cgroup.controllers"), controllers).expect("controllers");
        fs::write(top.join("cgroup.subtree_control"), "").expect("subtree");
        fs::write(own.join("cgroup.subtree_control"), own_subtree).expect("own subtree");
        let mounts = format!("36 24 0:31 / {} rw - cgroup2 cgroup2 rw\n", top.display());
        (top, "0::/user.slice/me\n".to_string(), mounts)
    }

    #[test]
    fn version_2_uses_a_delegated_group_else_makes_its_own_at_the_root() {
        let (top, groups, mounts) = fake_v2("delegated", "cpu memory pids\n", "memory pids\n");
        let found = version_2(&groups, &mounts).expect("delegated");
        assert_eq!(found.parent, top.join("user.slice/me"));
        assert_eq!(found.version, Version::V2);
        let (top, groups, mounts) = fake_v2("root", "cpu memory pids\n", "pids\n");
        let found = version_2(&groups, &mounts).expect("made at the root");
        assert_eq!(found.parent, top.join(OWN_V2_GROUP));
        for subtree in [
            top.join("cgroup.subtree_control"),
            found.parent.join("cgroup.subtree_control"),
        ] {
            assert_eq!(
                fs::read_to_string(&subtree).ok().as_deref(),
                Some("+memory")
            );
        }
        let (top, groups, mounts) = fake_v2("none", "cpu pids\n", "");
        let none = version_2(&groups, &mounts);
        assert_eq!(none, Err("cgroup2 has no memory controller".to_string()));
        for name in ["delegated", "root", "none"] {
            let folder =
                top.with_file_name(format!("judge-fake-cgroup2-{name}-{}", std::process::id()));
            drop(fs::remove_dir_all(folder));
        }
    }

    #[test]
    fn a_host_without_a_memory_hierarchy_says_why() {
        let groups = "1:pids:/\n0::/\n";
        let mounts = "37 24 0:32 / /sys/fs/cgroup/pids rw - cgroup cgroup rw,pids\n";
        assert_eq!(
            version_1(groups, mounts),
            Err("no cgroup v1 memory hierarchy".to_string())
        );
        assert_eq!(
            version_2("1:pids:/\n", mounts),
            Err("no cgroup2 group".to_string())
        );
        assert_eq!(
            version_2(groups, mounts),
            Err("no cgroup2 mount".to_string())
        );
    }
}
