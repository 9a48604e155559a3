use super::*;

#[test]
fn a_stale_filter_is_replaced_and_a_sandbox_needs_both_its_arguments() {
    let path = std::env::temp_dir().join(format!("judge-filter-test-{}", std::process::id()));
    std::fs::write(&path, b"stale").expect("written");
    assert_eq!(write_filter_at(&path, b"fresh"), Some(()));
    assert_eq!(std::fs::read(&path).ok().as_deref(), Some(&b"fresh"[..]));
    assert_eq!(write_filter_at(&path, b"fresh"), Some(()));
    drop(std::fs::remove_file(&path));
    assert_eq!(Sandbox::from_args("/usr/bin/bwrap", "-"), None);
    assert_eq!(Sandbox::from_args("-", "/tmp/filter"), None);
    let both = Sandbox::from_args("/usr/bin/bwrap", "/tmp/filter");
    assert_eq!(
        both.map(|sandbox| sandbox.filter),
        Some(PathBuf::from("/tmp/filter"))
    );
}

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
