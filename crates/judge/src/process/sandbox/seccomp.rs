//! The seccomp filter every sandboxed run is held to: a classic BPF program, assembled from the
//! rows of `REFUSALS` into the bytes bwrap loads.

use crate::process::refusals::{Call, Errno, Refusal, When, REFUSALS};

const LOAD: u16 = 0x20; // BPF_LD | BPF_W | BPF_ABS
const JEQ: u16 = 0x15; // BPF_JMP | BPF_JEQ | BPF_K
const JGE: u16 = 0x35; // BPF_JMP | BPF_JGE | BPF_K
const JSET: u16 = 0x45; // BPF_JMP | BPF_JSET | BPF_K
const RET: u16 = 0x06; // BPF_RET | BPF_K

// Where `LOAD` reads in the call's `seccomp_data`: its number, its ABI, and the low half of its
// first argument.
const NUMBER: u32 = 0;
const ARCH: u32 = 4;
const FIRST_ARGUMENT: u32 = 16;
const AUDIT_ARCH_X86_64: u32 = 0xc000_003e;
/// x32's calls are x86_64's ABI with this bit set in their numbers.
const X32_CALL: u32 = 0x4000_0000;

/// Where a jump of the filter lands: the next instruction, past some, or one of the returns at
/// the end.
#[derive(Clone, Copy)]
enum To {
    Next,
    /// Past the next `n` instructions.
    Skip(usize),
    Allow,
    Refuse(Errno),
}

/// `(code, k, where it jumps if true, if false)`; `Next` for an instruction that does not jump.
type Instruction = (u16, u32, To, To);

/// The classic BPF program bwrap loads with `--seccomp`, on x86_64: each row of `REFUSALS` in
/// turn, a call it refuses failing with its errno; a call no row refuses is allowed. Elsewhere
/// there is no filter, and no sandbox.
pub fn filter() -> Option<Vec<u8>> {
    if !cfg!(target_arch = "x86_64") {
        return None;
    }
    let program: Vec<Instruction> = REFUSALS.iter().flat_map(instructions).collect();
    Some(assemble(&program))
}

/// One row's instructions. The first row, other ABIs, loads the call's number; a row that then
/// loads an argument ends in a return, so every later row still finds the number.
fn instructions(refusal: &Refusal) -> Vec<Instruction> {
    use To::{Allow, Next, Refuse, Skip};
    let refuse = Refuse(refusal.errno);
    let number = match refusal.call {
        Call::OtherAbis => {
            return vec![
                (LOAD, ARCH, Next, Next),
                (JEQ, AUDIT_ARCH_X86_64, Next, refuse),
                (LOAD, NUMBER, Next, Next),
                (JGE, X32_CALL, refuse, Next),
            ]
        }
        Call::X86_64(_, number) => number,
    };
    let (test, k, if_true, if_false) = match refusal.when {
        When::Always => return vec![(JEQ, number, refuse, Next)],
        When::Without(_, flag) => (JSET, flag, Allow, refuse),
        When::With(_, value) => (JEQ, value, refuse, Allow),
    };
    vec![
        (JEQ, number, Next, Skip(2)),
        (LOAD, FIRST_ARGUMENT, Next, Next),
        (test, k, if_true, if_false),
    ]
}

/// The returns at the end of the filter, in order: allow, then each errno.
const RETURNS: [Option<Errno>; 3] = [None, Some(Errno::Eperm), Some(Errno::Enosys)];

/// Where `errno`'s return is in `RETURNS` (`None`: allow), matched in full so that an errno
/// added to the table cannot fall through to another return.
fn return_index(errno: Option<Errno>) -> usize {
    match errno {
        None => 0,
        Some(Errno::Eperm) => 1,
        Some(Errno::Enosys) => 2,
    }
}

/// The filter's bytes: each instruction with its jumps made offsets, then `RETURNS`.
fn assemble(program: &[Instruction]) -> Vec<u8> {
    const ALLOW: u32 = 0x7fff_0000; // SECCOMP_RET_ALLOW
    const ERRNO: u32 = 0x0005_0000; // SECCOMP_RET_ERRNO
    let first_return = program.len();
    let returned = |errno: Option<Errno>| first_return + return_index(errno);
    let mut bytes = Vec::with_capacity((program.len() + RETURNS.len()) * 8);
    for (at, &(code, k, if_true, if_false)) in program.iter().enumerate() {
        let offset = |to: To| -> u8 {
            let target = match to {
                To::Next => at + 1,
                To::Skip(count) => at + 1 + count,
                To::Allow => returned(None),
                To::Refuse(errno) => returned(Some(errno)),
            };
            (target - at - 1) as u8
        };
        let (if_true, if_false) = (offset(if_true), offset(if_false));
        bytes.extend_from_slice(&code.to_le_bytes());
        bytes.extend([if_true, if_false]);
        bytes.extend_from_slice(&k.to_le_bytes());
    }
    for errno in RETURNS {
        let k = errno.map_or(ALLOW, |errno| ERRNO | errno.number());
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
    fn each_return_is_where_its_index_says() {
        for (at, errno) in RETURNS.into_iter().enumerate() {
            assert_eq!(return_index(errno), at, "{errno:?}");
        }
    }

    #[test]
    fn the_filter_jumps_land_inside_it_and_ends_with_its_returns() {
        let Some(bytes) = filter() else { return };
        assert_eq!(bytes.len() % 8, 0, "instructions of eight bytes");
        let count = bytes.len() / 8;
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
            (0x20, 0, 0, 4), (0x15, 0, 30, 0xc000_003e), (0x20, 0, 0, 0), (0x35, 28, 0, 0x4000_0000),
            // fork, vfork, memfd_create, shmget, msgget, add_key, request_key, keyctl
            (0x15, 27, 0, 57), (0x15, 26, 0, 58), (0x15, 25, 0, 319), (0x15, 24, 0, 29),
            (0x15, 23, 0, 68), (0x15, 22, 0, 248), (0x15, 21, 0, 249), (0x15, 20, 0, 250),
            // socket, socketpair, unshare, setns, mount, umount2
            (0x15, 19, 0, 41), (0x15, 18, 0, 53), (0x15, 17, 0, 272), (0x15, 16, 0, 308),
            (0x15, 15, 0, 165), (0x15, 14, 0, 166),
            // ptrace, process_vm_readv, process_vm_writev, io_uring's three
            (0x15, 13, 0, 101), (0x15, 12, 0, 310), (0x15, 11, 0, 311),
            (0x15, 10, 0, 425), (0x15, 9, 0, 426), (0x15, 8, 0, 427),
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
