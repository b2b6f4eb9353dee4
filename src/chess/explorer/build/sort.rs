//! The build's second half: each part's entries read back from the
//! threads' spill files, put in their buckets' order and written to their
//! place in the index, on every thread at once.

use std::{
    fs::File,
    io,
    ops::Range,
    sync::{
        Mutex,
        atomic::{AtomicBool, AtomicUsize, Ordering},
    },
};

use super::{Plan, RAW, read_exact_at, write_at};

/// A thread's entries once the pass is over: those it held, and its file.
pub(super) struct Filed {
    pub(super) held: Mutex<Vec<Vec<u8>>>,
    pub(super) file: Option<tempfile::NamedTempFile>,
    pub(super) runs: Vec<Vec<Range<u64>>>,
}

/// What the threads share while they sort the parts.
pub(super) struct Sorting<'a> {
    pub(super) plan: Plan,
    pub(super) filed: &'a [Filed],
    /// Where each part's entries start among all.
    pub(super) starts: Vec<u64>,
    pub(super) out: &'a File,
    pub(super) next: AtomicUsize,
    pub(super) cancel: &'a AtomicBool,
}

/// What sorting a part gives for the index's CRC: the CRCs of its
/// buckets' starts and of its entries.
pub(super) type PartCrcs = (crc32fast::Hasher, crc32fast::Hasher);

impl Sorting<'_> {
    /// Sorts parts, the next not yet taken each time, until none is left.
    fn run(&self) -> io::Result<Vec<(usize, PartCrcs)>> {
        let mut done = Vec::new();
        loop {
            let part = self.next.fetch_add(1, Ordering::Relaxed);
            if part >= self.plan.parts() || self.cancel.load(Ordering::Relaxed) {
                return Ok(done);
            }
            done.push((part, self.sort(part)?));
        }
    }

    /// Hands each of a part's raw entries (key, game) to `each`, read from
    /// the threads' files a megabyte at a time, then from what they held
    /// (let go when `last`).
    fn each_raw(&self, part: usize, last: bool, each: &mut dyn FnMut(u64, u32)) -> io::Result<()> {
        let mut each_of = |bytes: &[u8]| {
            for r in bytes.chunks_exact(RAW) {
                let key = u64::from_le_bytes(r[..8].try_into().expect("8 bytes"));
                let game = u32::from_le_bytes(r[8..].try_into().expect("4 bytes"));
                each(key, game);
            }
        };
        let mut block = vec![0; ((1 << 20) / RAW) * RAW];
        for filed in self.filed {
            for run in &filed.runs[part] {
                let Some(file) = &filed.file else {
                    continue;
                };
                let mut at = run.start;
                while at < run.end {
                    let n = ((run.end - at) as usize).min(block.len());
                    read_exact_at(file.as_file(), &mut block[..n], at)?;
                    each_of(&block[..n]);
                    at += n as u64;
                }
            }
            let mut held = filed.held.lock().unwrap_or_else(|e| e.into_inner());
            each_of(&held[part]);
            if last {
                held[part] = Vec::new();
            }
        }
        Ok(())
    }

    fn sort(&self, part: usize) -> io::Result<PartCrcs> {
        let shape = self.plan.shape;
        let per_part = shape.buckets() >> self.plan.part_bits;
        let first_bucket = part * per_part;
        // Counted by bucket, then each put in its bucket's place (the
        // entries read twice, not held raw beside the sorted ones: the
        // part of the start position holds one for every game), then each
        // bucket (a few dozen entries) sorted.
        let mut next = vec![0u64; per_part + 1];
        self.each_raw(part, false, &mut |key, _| {
            next[shape.split_key(key).0 - first_bucket + 1] += 1;
        })?;
        for i in 1..next.len() {
            next[i] += next[i - 1];
        }
        let bounds = next.clone();
        let mut entries = vec![0u64; bounds[per_part] as usize];
        self.each_raw(part, true, &mut |key, game| {
            let bucket = shape.split_key(key).0 - first_bucket;
            entries[next[bucket] as usize] = shape.entry(key, (key & 0xffff) as u16, game);
            next[bucket] += 1;
        })?;
        for pair in bounds.windows(2) {
            entries[pair[0] as usize..pair[1] as usize].sort_unstable();
        }
        let start = self.starts[part];
        let bucket_starts: Vec<u8> = bounds[..per_part]
            .iter()
            .flat_map(|b| (start + b).to_le_bytes())
            .collect();
        write_at(
            self.out,
            &bucket_starts,
            (shape.buckets_at() + 8 * first_bucket) as u64,
        )?;
        // The entries go out a megabyte at a time, not copied whole into
        // bytes first (a third of a part's memory).
        let mut entries_crc = crc32fast::Hasher::new();
        let mut at = shape.entries_at() as u64 + 8 * start;
        let mut bytes = Vec::with_capacity(1 << 20);
        for block in entries.chunks(1 << 17) {
            bytes.clear();
            for entry in block {
                bytes.extend_from_slice(&entry.to_le_bytes());
            }
            write_at(self.out, &bytes, at)?;
            entries_crc.update(&bytes);
            at += bytes.len() as u64;
        }
        Ok((crc(&bucket_starts), entries_crc))
    }
}

pub(super) fn crc(bytes: &[u8]) -> crc32fast::Hasher {
    let mut hasher = crc32fast::Hasher::new();
    hasher.update(bytes);
    hasher
}

/// Sorts the filed parts on `threads` threads into their places in the
/// index; each part's CRCs in the part's order, `None` when cancelled.
pub(super) fn sort_parts(
    sorting: &Sorting<'_>,
    threads: usize,
) -> io::Result<Option<Vec<PartCrcs>>> {
    let mut sorted = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| scope.spawn(|| sorting.run()))
            .collect();
        let mut all = Vec::new();
        for h in handles {
            all.extend(
                h.join()
                    .unwrap_or_else(|_| Err(io::Error::other("the sort failed")))?,
            );
        }
        io::Result::Ok(all)
    })?;
    if sorting.cancel.load(Ordering::Relaxed) {
        return Ok(None);
    }
    sorted.sort_by_key(|(part, _)| *part);
    Ok(Some(sorted.into_iter().map(|(_, crcs)| crcs).collect()))
}
