//! Reading and writing a file at a byte offset without moving a shared
//! cursor (threads and readers each keep their own place): the explorer's
//! index while it is built, and the game list's pages in their file. The
//! standard library has both for Unix (`FileExt::read_exact_at`,
//! `write_all_at`); on Windows `seek_read`/`seek_write` may do part of it,
//! so the rest is asked for again.

use std::{fs::File, io};

/// Reads exactly `buffer.len()` bytes at `offset`.
pub(crate) fn read_exact_at(file: &File, buffer: &mut [u8], offset: u64) -> io::Result<()> {
    #[cfg(unix)]
    {
        std::os::unix::fs::FileExt::read_exact_at(file, buffer, offset)
    }
    #[cfg(windows)]
    {
        let (mut buffer, mut offset) = (buffer, offset);
        while !buffer.is_empty() {
            match std::os::windows::fs::FileExt::seek_read(file, buffer, offset)? {
                0 => return Err(io::ErrorKind::UnexpectedEof.into()),
                n => {
                    buffer = &mut buffer[n..];
                    offset += n as u64;
                }
            }
        }
        Ok(())
    }
}

/// Writes all of `bytes` at `offset`.
pub(crate) fn write_at(file: &File, bytes: &[u8], offset: u64) -> io::Result<()> {
    #[cfg(unix)]
    {
        std::os::unix::fs::FileExt::write_all_at(file, bytes, offset)
    }
    #[cfg(windows)]
    {
        let (mut bytes, mut offset) = (bytes, offset);
        while !bytes.is_empty() {
            match std::os::windows::fs::FileExt::seek_write(file, bytes, offset)? {
                0 => return Err(io::ErrorKind::WriteZero.into()),
                n => {
                    bytes = &bytes[n..];
                    offset += n as u64;
                }
            }
        }
        Ok(())
    }
}
