//! The seccomp filter every sandboxed run is held to: a classic BPF program, written here as a
//! table of instructions and assembled into the bytes bwrap loads.

/// The system calls the filter refuses with `EPERM` (x86_64 numbers): `fork` and `vfork`, a new
/// process; `memfd_create`, `shmget`, `msgget`, `add_key`, `request_key`, `keyctl`, `socket` and
/// `socketpair`, memory that no limit of the process counts (a file in memory, System V segments
/// and queues, keys, sockets' queues; no socket also means no `AF_VSOCK` to the host); `unshare`,
/// `setns`, `mount` and `umount2`, namespaces of its own, in which it could mount a filesystem
/// of its own or make an exec clear its death signal; and io_uring, through which a socket is
/// made without `socket`.
const REFUSED: [(u32, &str); 17] = [
    (57, "fork"),
    (58, "vfork"),
    (319, "memfd_create"),
    (29, "shmget"),
    (68, "msgget"),
    (248, "add_key"),
    (249, "request_key"),
    (250, "keyctl"),
    (41, "socket"),
    (53, "socketpair"),
    (272, "unshare"),
    (308, "setns"),
    (165, "mount"),
    (166, "umount2"),
    (425, "io_uring_setup"),
    (426, "io_uring_enter"),
    (427, "io_uring_register"),
];

const CLONE: u32 = 56;
const CLONE3: u32 = 435;
const PRCTL: u32 = 157;
/// `prctl`'s option that would undo bwrap's `--die-with-parent`, so that the program outlived
/// the judge's kill.
const PR_SET_PDEATHSIG: u32 = 1;
const CLONE_THREAD: u32 = 0x0001_0000;

/// Where a jump of the filter lands: the next instruction, or one of the three returns at the
/// end.
#[derive(Clone, Copy)]
enum To {
    Next,
    /// Past the next `n` instructions.
    Skip(usize),
    Allow,
    Refuse,
    NoSys,
}

/// The classic BPF program bwrap loads with `--seccomp`, on x86_64: each call of `REFUSED`,
/// `prctl(PR_SET_PDEATHSIG)`, a `clone` without `CLONE_THREAD` (a process, not a thread) and
/// every call of another ABI (x32, i386) fail with `EPERM`; `clone3` fails with `ENOSYS`, so that
/// the C library falls back to `clone`, whose flags the filter can read. Elsewhere there is no
/// filter, and no sandbox.
pub fn filter() -> Option<Vec<u8>> {
    if !cfg!(target_arch = "x86_64") {
        return None;
    }
    const LOAD: u16 = 0x20; // BPF_LD | BPF_W | BPF_ABS
    const JEQ: u16 = 0x15; // BPF_JMP | BPF_JEQ | BPF_K
    const JGE: u16 = 0x35; // BPF_JMP | BPF_JGE | BPF_K
    const JSET: u16 = 0x45; // BPF_JMP | BPF_JSET | BPF_K
    use To::{Allow, Next, NoSys, Refuse, Skip};
    // (code, k, where it jumps if true, if false); `Next` for an instruction that does not jump.
    let mut program: Vec<(u16, u32, To, To)> = vec![
        (LOAD, 4, Next, Next),            // the architecture
        (JEQ, 0xc000_003e, Next, Refuse), // AUDIT_ARCH_X86_64
        (LOAD, 0, Next, Next),            // the call's number
        (JGE, 0x4000_0000, Refuse, Next), // x32 calls
    ];
    program.extend(
        REFUSED
            .iter()
            .map(|&(number, _)| (JEQ, number, Refuse, Next)),
    );
    // The clone test and the prctl test each read an argument, the low half of the first; a
    // call that is neither is allowed.
    program.extend([
        (JEQ, CLONE3, NoSys, Next),
        (JEQ, CLONE, Next, Skip(2)),
        (LOAD, 16, Next, Next),
        (JSET, CLONE_THREAD, Allow, Refuse),
        (JEQ, PRCTL, Next, Allow),
        (LOAD, 16, Next, Next),
        (JEQ, PR_SET_PDEATHSIG, Refuse, Allow),
    ]);
    Some(assemble(&program))
}

/// The filter's bytes: each instruction `(code, k, if true, if false)` with its jumps made
/// offsets, then the three returns (allow, `EPERM`, `ENOSYS`).
fn assemble(program: &[(u16, u32, To, To)]) -> Vec<u8> {
    const RET: u16 = 0x06; // BPF_RET | BPF_K
    const ALLOW: u32 = 0x7fff_0000;
    const EPERM: u32 = 0x0005_0001; // SECCOMP_RET_ERRNO | 1
    const ENOSYS: u32 = 0x0005_0026; // SECCOMP_RET_ERRNO | 38
    let returns = program.len();
    let mut bytes = Vec::with_capacity((returns + 3) * 8);
    for (at, &(code, k, if_true, if_false)) in program.iter().enumerate() {
        let offset = |to: To| -> u8 {
            let target = match to {
                To::Next => at + 1,
                To::Skip(count) => at + 1 + count,
                To::Allow => returns,
                To::Refuse => returns + 1,
                To::NoSys => returns + 2,
            };
            (target - at - 1) as u8
        };
        let (if_true, if_false) = (offset(if_true), offset(if_false));
        bytes.extend_from_slice(&code.to_le_bytes());
        bytes.extend([if_true, if_false]);
        bytes.extend_from_slice(&k.to_le_bytes());
    }
    for k in [ALLOW, EPERM, ENOSYS] {
        bytes.extend_from_slice(&RET.to_le_bytes());
        bytes.extend([0, 0]);
        bytes.extend_from_slice(&k.to_le_bytes());
    }
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_filter_jumps_land_inside_it_and_ends_with_its_returns() {
        let Some(bytes) = filter() else { return };
        let count = bytes.len() / 8;
        assert_eq!(
            count,
            4 + REFUSED.len() + 2 + 5 + 3,
            "instructions of eight bytes"
        );
        // Every jump of instruction `at` lands at `at + 1 + offset`, inside the program.
        for (at, instruction) in bytes.chunks(8).enumerate() {
            let code = u16::from_le_bytes([instruction[0], instruction[1]]);
            if code & 0x07 == 0x05 {
                for offset in [instruction[2], instruction[3]] {
                    assert!(at + 1 + usize::from(offset) < count, "instruction {at}");
                }
            }
        }
        let returns: Vec<u16> = bytes[(count - 3) * 8..]
            .chunks(8)
            .map(|instruction| u16::from_le_bytes([instruction[0], instruction[1]]))
            .collect();
        assert_eq!(returns, [0x06; 3]);
    }

    /// The program bwrap loads, instruction by instruction: `(code, jump if true, jump if
    /// false, k)`, the jumps as offsets past the next instruction.
    #[test]
    fn the_filter_is_the_program_expected() {
        let Some(bytes) = filter() else { return };
        let program: Vec<(u16, u8, u8, u32)> = bytes
            .chunks(8)
            .map(|at| {
                let code = u16::from_le_bytes([at[0], at[1]]);
                let k = u32::from_le_bytes([at[4], at[5], at[6], at[7]]);
                (code, at[2], at[3], k)
            })
            .collect();
        #[rustfmt::skip]
        let expected = [
            // the architecture, x86_64 only; the number, no x32 call
            (0x20, 0, 0, 4), (0x15, 0, 27, 0xc000_003e), (0x20, 0, 0, 0), (0x35, 25, 0, 0x4000_0000),
            // fork, vfork, memfd_create, shmget, msgget, add_key, request_key, keyctl
            (0x15, 24, 0, 57), (0x15, 23, 0, 58), (0x15, 22, 0, 319), (0x15, 21, 0, 29),
            (0x15, 20, 0, 68), (0x15, 19, 0, 248), (0x15, 18, 0, 249), (0x15, 17, 0, 250),
            // socket, socketpair, unshare, setns, mount, umount2, io_uring's three
            (0x15, 16, 0, 41), (0x15, 15, 0, 53), (0x15, 14, 0, 272), (0x15, 13, 0, 308),
            (0x15, 12, 0, 165), (0x15, 11, 0, 166), (0x15, 10, 0, 425), (0x15, 9, 0, 426),
            (0x15, 8, 0, 427),
            // clone3, then clone and its flags, then prctl and its option
            (0x15, 8, 0, 435),
            (0x15, 0, 2, 56), (0x20, 0, 0, 16), (0x45, 3, 4, 0x1_0000),
            (0x15, 0, 2, 157), (0x20, 0, 0, 16), (0x15, 1, 0, 1),
            // allow, EPERM, ENOSYS
            (0x06, 0, 0, 0x7fff_0000), (0x06, 0, 0, 0x0005_0001), (0x06, 0, 0, 0x0005_0026),
        ];
        assert_eq!(program, expected);
    }
}
