//! A `.zip` archive of a few files, stored without compression: the form in which DOMjudge and
//! Kattis import a problem package. PKWARE's APPNOTE: a local header and the bytes of each file,
//! then the central directory and its end record; CRC-32 as the format defines it.

/// The archive holding `files` (path inside the archive with `/` between its parts, contents),
/// in that order.
pub fn archive(files: &[(String, Vec<u8>)]) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    let mut directory = Vec::new();
    for (name, contents) in files {
        let offset = small(bytes.len(), "the archive")?;
        let size = small(contents.len(), name)?;
        let name_length =
            u16::try_from(name.len()).map_err(|_| format!("{name}: name too long"))?;
        let crc = crc32(contents);
        // Version 2.0, no flags, stored, a fixed time (1 January 1980) so that the same files
        // give the same bytes.
        let common = |out: &mut Vec<u8>| {
            put(out, &[20, 0, 0, 0, 0, 0, 0, 0, 0x21, 0]);
            put(out, &crc.to_le_bytes());
            put(out, &size.to_le_bytes());
            put(out, &size.to_le_bytes());
            put(out, &name_length.to_le_bytes());
        };
        put(&mut bytes, &0x0403_4b50u32.to_le_bytes());
        common(&mut bytes);
        put(&mut bytes, &[0, 0]);
        put(&mut bytes, name.as_bytes());
        put(&mut bytes, contents);
        put(&mut directory, &0x0201_4b50u32.to_le_bytes());
        put(&mut directory, &[20, 0]);
        common(&mut directory);
        // No extra field, no comment, disk 0, no internal or external attributes.
        put(&mut directory, &[0; 12]);
        put(&mut directory, &offset.to_le_bytes());
        put(&mut directory, name.as_bytes());
    }
    let count = u16::try_from(files.len()).map_err(|_| "too many files for a zip".to_string())?;
    let directory_offset = small(bytes.len(), "the archive")?;
    let directory_size = small(directory.len(), "the directory")?;
    bytes.extend_from_slice(&directory);
    put(&mut bytes, &0x0605_4b50u32.to_le_bytes());
    put(&mut bytes, &[0, 0, 0, 0]);
    put(&mut bytes, &count.to_le_bytes());
    put(&mut bytes, &count.to_le_bytes());
    put(&mut bytes, &directory_size.to_le_bytes());
    put(&mut bytes, &directory_offset.to_le_bytes());
    put(&mut bytes, &[0, 0]);
    Ok(bytes)
}

fn put(out: &mut Vec<u8>, bytes: &[u8]) {
    out.extend_from_slice(bytes);
}

/// A size or an offset, which a zip without its 64-bit extension holds in 32 bits.
fn small(value: usize, what: &str) -> Result<u32, String> {
    u32::try_from(value).map_err(|_| format!("{what} is past the 4 GiB of a plain zip"))
}

/// CRC-32 of the zip format (the reflected polynomial 0xEDB88320), bit by bit: packages are
/// small, and the table would be more code than time saved.
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            let mask = (crc & 1).wrapping_neg();
            crc = (crc >> 1) ^ (0xEDB8_8320 & mask);
        }
    }
    !crc
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32_is_the_zip_formats() {
        // The check value of CRC-32 (ISO-HDLC), and of nothing.
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b""), 0);
    }

    #[test]
    fn an_archive_lists_its_files_in_order_with_their_bytes() {
        let files = [
            ("problem.yaml".to_string(), b"name: x\n".to_vec()),
            ("data/sample/1.in".to_string(), b"1\n".to_vec()),
        ];
        let zip = archive(&files).expect("archived");
        // Each local header is followed by the name and the stored bytes.
        assert_eq!(&zip[..4], b"PK\x03\x04");
        assert_eq!(&zip[30..42], b"problem.yaml");
        assert_eq!(&zip[42..50], b"name: x\n");
        // The end record counts two files, and points at the directory.
        let end = zip.len() - 22;
        assert_eq!(&zip[end..end + 4], b"PK\x05\x06");
        assert_eq!(&zip[end + 10..end + 12], &2u16.to_le_bytes());
        let offset = u32::from_le_bytes(zip[end + 16..end + 20].try_into().expect("4 bytes"));
        assert_eq!(&zip[offset as usize..offset as usize + 4], b"PK\x01\x02");
        assert_eq!(archive(&files), Ok(zip), "the same files, the same bytes");
    }
}
