//! The lenient reader's common-case loop against its byte-at-a-time state
//! machine: whatever the bytes and however they arrive, both write the
//! same text.
#![no_main]

use std::io::Read;

use libfuzzer_sys::fuzz_target;
use rookery::chess::pgn::Lenient;

/// Hands its text on in pieces of the sizes the input's first bytes give.
struct Pieces<'a> {
    text: &'a [u8],
    sizes: &'a [u8],
    next: usize,
}

impl Read for Pieces<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let size = match self.sizes {
            [] => buf.len(),
            sizes => usize::from(sizes[self.next % sizes.len()]).max(1) * 37,
        };
        self.next += 1;
        let n = size.min(buf.len()).min(self.text.len());
        buf[..n].copy_from_slice(&self.text[..n]);
        self.text = &self.text[n..];
        Ok(n)
    }
}

fuzz_target!(|data: &[u8]| {
    let (sizes, text) = data.split_at(
        data.len()
            .min(usize::from(data.first().copied().unwrap_or(0) % 8)),
    );
    let mut quick = Vec::new();
    Lenient::new(Pieces {
        text,
        sizes,
        next: 0,
    })
    .read_to_end(&mut quick)
    .expect("reading from memory");
    let mut slow = Vec::new();
    Lenient::byte_at_a_time(text)
        .read_to_end(&mut slow)
        .expect("reading from memory");
    assert!(quick == slow, "{:?}", String::from_utf8_lossy(text));
});
