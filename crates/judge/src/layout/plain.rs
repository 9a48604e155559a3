//! Files read as plain files: a FIFO would hang the reader in `open`, a device would never end,
//! a link could lead anywhere, and a huge file would be held in memory. The file read is the
//! file checked: it is opened without waiting, and must be the same file as the path named
//! when it was checked, so that nothing swapped in between is read.

use std::fs;
use std::io::Read;
use std::path::Path;

use super::MAX_FIXTURE_BYTES;

/// Whether `path` itself (not what a link points to) is a plain file of at most
/// `MAX_FIXTURE_BYTES`; the error names it and says what it is instead.
pub fn plain_file(path: &Path) -> Result<(), String> {
    let metadata = fs::symlink_metadata(path)
        .map_err(|err| format!("cannot read {}: {err}", path.display()))?;
    let kind = metadata.file_type();
    let what = if kind.is_symlink() {
        "a link"
    } else if kind.is_dir() {
        "a folder"
    } else if !kind.is_file() {
        "not a plain file (a FIFO, socket or device)"
    } else if metadata.len() > MAX_FIXTURE_BYTES {
        "over the fixture limit of 64 MiB"
    } else {
        return Ok(());
    };
    Err(format!("{}: refused: {what}", path.display()))
}

/// The bytes of `path`, a plain file of at most `MAX_FIXTURE_BYTES` (as `plain_file` says),
/// read from the file that was checked.
pub fn read_plain(path: &Path) -> Result<Vec<u8>, String> {
    plain_file(path)?;
    let shown = |err: std::io::Error| format!("cannot read {}: {err}", path.display());
    let checked = fs::symlink_metadata(path).map_err(shown)?;
    let file = open_without_waiting(path).map_err(shown)?;
    let opened = file.metadata().map_err(shown)?;
    if !is_the_file_checked(&checked, &opened) {
        return Err(format!(
            "{}: refused: changed while it was read",
            path.display()
        ));
    }
    // Checked within the limit, but it may have grown since.
    match read_within(file, MAX_FIXTURE_BYTES).map_err(shown)? {
        Some(bytes) => Ok(bytes),
        None => Err(format!(
            "{}: refused: over the fixture limit of 64 MiB",
            path.display()
        )),
    }
}

/// Whether the file opened is the plain file checked, not one put at its path since.
fn is_the_file_checked(checked: &fs::Metadata, opened: &fs::Metadata) -> bool {
    opened.is_file() && same_file(checked, opened)
}

/// All of `reader`, where it holds at most `limit` bytes; `None` where it holds more, of which
/// at most one byte past the limit is read.
fn read_within(reader: impl Read, limit: u64) -> std::io::Result<Option<Vec<u8>>> {
    let mut bytes = Vec::new();
    reader.take(limit + 1).read_to_end(&mut bytes)?;
    Ok(Some(bytes).filter(|bytes| bytes.len() as u64 <= limit))
}

/// `read_plain`, as UTF-8.
pub fn read_plain_text(path: &Path) -> Result<String, String> {
    String::from_utf8(read_plain(path)?).map_err(|_| {
        format!(
            "cannot read {}: stream did not contain valid UTF-8",
            path.display()
        )
    })
}

/// Opens `path` for reading without waiting for a writer, were it a FIFO by now.
#[cfg(unix)]
fn open_without_waiting(path: &Path) -> std::io::Result<fs::File> {
    use std::os::unix::fs::OpenOptionsExt;
    // O_NONBLOCK: Linux's value on x86, ARM, RISC-V and PowerPC; the BSDs' and macOS's.
    const O_NONBLOCK: i32 = if cfg!(target_os = "linux") {
        0o4000
    } else {
        0x4
    };
    fs::OpenOptions::new()
        .read(true)
        .custom_flags(O_NONBLOCK)
        .open(path)
}

#[cfg(not(unix))]
fn open_without_waiting(path: &Path) -> std::io::Result<fs::File> {
    fs::File::open(path)
}

#[cfg(unix)]
fn same_file(checked: &fs::Metadata, opened: &fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    (checked.dev(), checked.ino()) == (opened.dev(), opened.ino())
}

/// Elsewhere no FIFO in the folder can hang `open`, and the length is what can be compared.
#[cfg(not(unix))]
fn same_file(checked: &fs::Metadata, opened: &fs::Metadata) -> bool {
    checked.len() == opened.len()
}

#[cfg(test)]
#[cfg(unix)]
mod tests {
    use super::*;

    /// A new folder for one test.
    fn scratch(test: &str) -> std::path::PathBuf {
        let name = format!("judge-plain-{}-{test}", std::process::id());
        let folder = std::env::temp_dir().join(name);
        drop(fs::remove_dir_all(&folder));
        fs::create_dir_all(&folder).expect("folder");
        folder
    }

    #[test]
    fn a_plain_file_is_read_and_a_fifo_is_opened_without_waiting() {
        let folder = scratch("fifo");
        let file = folder.join("plain.in");
        fs::write(&file, "4\n").expect("written");
        assert_eq!(read_plain(&file), Ok(b"4\n".to_vec()));
        assert_eq!(read_plain_text(&file), Ok("4\n".to_string()));
        fs::write(&file, [0xff]).expect("written");
        assert!(read_plain_text(&file).is_err_and(|err| err.contains("UTF-8")));
        let fifo = folder.join("fifo.in");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        assert!(made.expect("mkfifo").success());
        // The check refuses it by name; the open, reached past the check, does not wait.
        assert!(read_plain(&fifo).is_err_and(|err| err.contains("not a plain file")));
        let (sender, receiver) = std::sync::mpsc::channel();
        let opening = fifo.clone();
        std::thread::spawn(move || {
            let _ = sender.send(open_without_waiting(&opening).is_ok());
        });
        let opened = receiver.recv_timeout(std::time::Duration::from_secs(30));
        assert_eq!(opened, Ok(true), "open waited for a writer");
        drop(fs::remove_dir_all(folder));
    }

    #[test]
    fn another_file_at_the_path_is_not_the_file_checked() {
        let folder = scratch("swapped");
        let (first, second) = (folder.join("first.in"), folder.join("second.in"));
        fs::write(&first, "1").expect("written");
        fs::write(&second, "1").expect("written");
        let metadata = |path: &Path| fs::symlink_metadata(path).expect("there");
        assert!(is_the_file_checked(&metadata(&first), &metadata(&first)));
        assert!(!is_the_file_checked(&metadata(&first), &metadata(&second)));
        // The folder is not a plain file, even as itself.
        assert!(!is_the_file_checked(&metadata(&folder), &metadata(&folder)));
        drop(fs::remove_dir_all(folder));
    }

    #[test]
    fn a_file_grown_past_the_limit_is_not_read_whole() {
        let read = |bytes: &[u8]| read_within(bytes, 4).expect("read");
        assert_eq!(read(b"1234"), Some(b"1234".to_vec()));
        assert_eq!(read(b""), Some(Vec::new()));
        assert_eq!(read(b"12345"), None);
        assert_eq!(read(b"123456789"), None);
    }
}
