//! What the sandbox's seccomp filter refuses, and why: one row per system call. The filter
//! (`sandbox/seccomp.rs`, on Linux) is assembled from these rows, and the judge's README shows
//! them as a table.

/// A system call the filter refuses, in full or when an argument says so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub call: Call,
    pub when: When,
    pub errno: Errno,
    /// Why, in one plain sentence.
    pub why: &'static str,
}

/// Which calls a row is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Call {
    /// Every call made through another ABI than x86_64's (x32, i386): the rows' numbers are
    /// x86_64's. The filter checks it first.
    OtherAbis,
    /// The call of this name and x86_64 number.
    X86_64(&'static str, u32),
}

/// When a call is refused. Both conditions read the low half of the call's first argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum When {
    Always,
    /// When the first argument lacks the flag of this name and bit.
    Without(&'static str, u32),
    /// When the first argument is the value of this name.
    With(&'static str, u32),
}

/// The error a refused call returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Errno {
    /// Not permitted.
    Eperm,
    /// No such call: the C library then falls back to an older one.
    Enosys,
}

impl Errno {
    pub fn name(self) -> &'static str {
        match self {
            Errno::Eperm => "EPERM",
            Errno::Enosys => "ENOSYS",
        }
    }

    pub fn number(self) -> u32 {
        match self {
            Errno::Eperm => 1,
            Errno::Enosys => 38,
        }
    }
}

/// Why tracing is refused: in a sandbox of its own, the sandbox's first process (bwrap's,
/// which reaps the run) is the run's user too, and a run could stop it or write its memory.
const TRACE: &str = "A run could stop or steer another process of its sandbox, such as the one \
                     that reaps it.";

const fn always(name: &'static str, number: u32, why: &'static str) -> Refusal {
    Refusal {
        call: Call::X86_64(name, number),
        when: When::Always,
        errno: Errno::Eperm,
        why,
    }
}

const PROCESS: &str = "A new process escapes the run's limits, and could answer after it ends.";
const KEYS: &str = "Keys hold memory that no limit of the process counts.";
const NAMESPACE: &str = "In a namespace of its own a run could mount a filesystem of its own, \
                         or exec so that its death signal is cleared.";
const IO_URING: &str = "Through io_uring a socket is made without `socket`.";

/// The rows, in the order the filter tests them; the first must be `OtherAbis`, since it loads
/// the number the others compare.
pub const REFUSALS: [Refusal; 24] = [
    Refusal {
        call: Call::OtherAbis,
        when: When::Always,
        errno: Errno::Eperm,
        why: "Its numbers are not x86_64's, so no row below would match them.",
    },
    always("fork", 57, PROCESS),
    always("vfork", 58, PROCESS),
    always(
        "memfd_create",
        319,
        "It makes a file in memory, which no limit of the process counts.",
    ),
    always(
        "shmget",
        29,
        "A System V segment is memory that no limit of the process counts.",
    ),
    always(
        "msgget",
        68,
        "A System V queue holds memory that no limit of the process counts.",
    ),
    always("add_key", 248, KEYS),
    always("request_key", 249, KEYS),
    always("keyctl", 250, KEYS),
    always(
        "socket",
        41,
        "A socket's queues hold memory that no limit counts, and `AF_VSOCK` reaches the host.",
    ),
    always(
        "socketpair",
        53,
        "A socket's queues hold memory that no limit counts.",
    ),
    always("unshare", 272, NAMESPACE),
    always("setns", 308, NAMESPACE),
    always(
        "mount",
        165,
        "A filesystem of its own is memory that no limit counts.",
    ),
    always(
        "umount2",
        166,
        "A run changes none of its sandbox's mounts.",
    ),
    always("ptrace", 101, TRACE),
    always("process_vm_readv", 310, TRACE),
    always("process_vm_writev", 311, TRACE),
    always("io_uring_setup", 425, IO_URING),
    always("io_uring_enter", 426, IO_URING),
    always("io_uring_register", 427, IO_URING),
    Refusal {
        call: Call::X86_64("clone3", 435),
        when: When::Always,
        errno: Errno::Enosys,
        why: "Its flags are in memory the filter cannot read, so the C library falls back to \
              `clone`.",
    },
    Refusal {
        call: Call::X86_64("clone", 56),
        when: When::Without("CLONE_THREAD", 0x0001_0000),
        errno: Errno::Eperm,
        why: "Without `CLONE_THREAD` it makes a new process; a thread is allowed.",
    },
    Refusal {
        call: Call::X86_64("prctl", 157),
        when: When::With("PR_SET_PDEATHSIG", 1),
        errno: Errno::Eperm,
        why: "It would undo bwrap's `--die-with-parent`, so that the run outlived the judge's \
              kill.",
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_abis_come_first_and_no_call_has_two_rows() {
        assert_eq!(REFUSALS[0].call, Call::OtherAbis);
        let calls: Vec<(&str, u32)> = REFUSALS[1..]
            .iter()
            .map(|refusal| match refusal.call {
                Call::OtherAbis => panic!("other ABIs only first"),
                Call::X86_64(name, number) => (name, number),
            })
            .collect();
        for (at, (name, number)) in calls.iter().enumerate() {
            let again = calls[at + 1..]
                .iter()
                .any(|(other, again)| other == name || again == number);
            assert!(!again, "{name} ({number}) has two rows");
        }
    }
}
