//! The build's second half: each part's entries read back from the
//! threads' spill files, put in their buckets' order and written to their
//! place in the index, on every thread at once.

use std::{
    fs::File,
    io,
    ops::{Range, RangeInclusive},
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
        // A megabyte at most, no more than the longest run (a part often
        // has a few kilobytes on file, and is read several times).
        let longest = self.filed.iter().flat_map(|f| &f.runs[part]);
        let longest = longest.map(|r| r.end - r.start).max().unwrap_or(0);
        let mut block = vec![0; (longest as usize).min(((1 << 20) / RAW) * RAW)];
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
        // Counted by bucket; then, a window of buckets (or of one bucket's
        // entries) at a time, each entry of the window put in its bucket's
        // place and each bucket (a few dozen entries) sorted. The entries
        // are read again for each window, not held raw beside the sorted
        // ones: the part of the start position holds one for every game.
        let mut bounds = vec![0u64; per_part + 1];
        self.each_raw(part, false, &mut |key, _| {
            bounds[shape.split_key(key).0 - first_bucket + 1] += 1;
        })?;
        for i in 1..bounds.len() {
            bounds[i] += bounds[i - 1];
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
        let windows = self.windows(part, &bounds)?;
        let mut entries_crc = crc32fast::Hasher::new();
        let mut at = shape.entries_at() as u64 + 8 * start;
        let mut entries = Vec::new();
        for (i, window) in windows.iter().enumerate() {
            if self.cancel.load(Ordering::Relaxed) {
                break;
            }
            let last = i + 1 == windows.len();
            entries.clear();
            self.read_window(part, last, window, &bounds, &mut entries)?;
            self.write_entries(&entries, &mut at, &mut entries_crc)?;
        }
        Ok((crc(&bucket_starts), entries_crc))
    }

    /// Reads a window's entries of `part` into `entries`, each bucket
    /// sorted (`last`: the part's last reading).
    fn read_window(
        &self,
        part: usize,
        last: bool,
        window: &Window,
        bounds: &[u64],
        entries: &mut Vec<u64>,
    ) -> io::Result<()> {
        let shape = self.plan.shape;
        let first_bucket = part * (shape.buckets() >> self.plan.part_bits);
        match window {
            Window::Buckets(buckets) => {
                let first = bounds[buckets.start];
                let mut next: Vec<u64> = bounds[buckets.start..buckets.end + 1]
                    .iter()
                    .map(|b| b - first)
                    .collect();
                entries.resize(next[buckets.len()] as usize, 0);
                self.each_raw(part, last, &mut |key, game| {
                    let bucket = shape.split_key(key).0 - first_bucket;
                    if buckets.contains(&bucket) {
                        let slot = &mut next[bucket - buckets.start];
                        entries[*slot as usize] = self.value(key, game);
                        *slot += 1;
                    }
                })?;
                for bucket in buckets.clone() {
                    let (from, to) = (bounds[bucket] - first, bounds[bucket + 1] - first);
                    entries[from as usize..to as usize].sort_unstable();
                }
            }
            Window::Values {
                bucket,
                values,
                len,
            } => {
                entries.reserve_exact(*len as usize);
                self.each_raw(part, last, &mut |key, game| {
                    let value = self.value(key, game);
                    if shape.split_key(key).0 - first_bucket == *bucket && values.contains(&value) {
                        entries.push(value);
                    }
                })?;
                entries.sort_unstable();
            }
        }
        Ok(())
    }

    /// Writes sorted entries at `at` (moved on past them), adding them to
    /// `crc`.
    fn write_entries(
        &self,
        entries: &[u64],
        at: &mut u64,
        crc: &mut crc32fast::Hasher,
    ) -> io::Result<()> {
        // The entries go out a megabyte at a time, not copied whole
        // into bytes first.
        let mut bytes = Vec::with_capacity((8 * entries.len()).min(1 << 20));
        for block in entries.chunks(1 << 17) {
            bytes.clear();
            for entry in block {
                bytes.extend_from_slice(&entry.to_le_bytes());
            }
            write_at(self.out, &bytes, *at)?;
            crc.update(&bytes);
            *at += bytes.len() as u64;
        }
        Ok(())
    }

    /// The index's entry of a raw entry.
    fn value(&self, key: u64, game: u32) -> u64 {
        self.plan.shape.entry(key, (key & 0xffff) as u16, game)
    }

    /// The windows a part is sorted in, in the index's order: runs of
    /// buckets holding at most the plan's window of entries together, and
    /// a bucket holding more split by its entries' values (`bounds`: where
    /// each of the part's buckets starts among its entries).
    fn windows(&self, part: usize, bounds: &[u64]) -> io::Result<Vec<Window>> {
        let most = self.plan.window;
        let count = |b: usize| bounds[b + 1] - bounds[b];
        let big: Vec<usize> = (0..bounds.len() - 1).filter(|&b| count(b) > most).collect();
        let mut split = self.split_buckets(part, &big)?.into_iter().peekable();
        let mut windows = Vec::new();
        let mut run = 0..0;
        for bucket in 0..bounds.len() - 1 {
            if count(bucket) > most {
                // (A run of empty buckets needs no pass.)
                if bounds[run.end] > bounds[run.start] {
                    windows.push(Window::Buckets(run.clone()));
                }
                run = bucket + 1..bucket + 1;
                while let Some(values) = split.next_if(|(b, ..)| *b == bucket) {
                    let (_, values, len) = values;
                    windows.push(Window::Values {
                        bucket,
                        values,
                        len,
                    });
                }
            } else if bounds[bucket + 1] - bounds[run.start] > most {
                windows.push(Window::Buckets(run.clone()));
                run = bucket..bucket + 1;
            } else {
                run.end = bucket + 1;
            }
        }
        if bounds[run.end] > bounds[run.start] || windows.is_empty() {
            windows.push(Window::Buckets(run));
        }
        Ok(windows)
    }

    /// Splits each of these buckets (of the part, in order) into ranges of
    /// entry values holding at most the plan's window of entries (or one
    /// value), in order. Each pass over the part's entries counts them in
    /// `CELLS` equal ranges of every range still too full, first between
    /// the bucket's least and greatest value.
    fn split_buckets(
        &self,
        part: usize,
        buckets: &[usize],
    ) -> io::Result<Vec<(usize, RangeInclusive<u64>, u64)>> {
        const CELLS: u64 = 4096;
        if buckets.is_empty() {
            return Ok(Vec::new());
        }
        let shape = self.plan.shape;
        let first_bucket = part * (shape.buckets() >> self.plan.part_bits);
        let mut bounds = vec![(u64::MAX, 0u64); buckets.len()];
        self.each_raw(part, false, &mut |key, game| {
            let bucket = shape.split_key(key).0 - first_bucket;
            if let Ok(i) = buckets.binary_search(&bucket) {
                let value = self.value(key, game);
                bounds[i] = (bounds[i].0.min(value), bounds[i].1.max(value));
            }
        })?;
        let mut todo: Vec<(usize, u64, u64)> = buckets
            .iter()
            .zip(bounds)
            .map(|(&b, (lo, hi))| (b, lo, hi))
            .collect();
        // Each range found, with how many entries it holds.
        let mut found: Vec<(usize, u64, u64, u64)> = Vec::new();
        while !todo.is_empty() {
            let width = |lo: u64, hi: u64| (hi - lo) / CELLS + 1;
            let mut cells = vec![0u64; todo.len() * CELLS as usize];
            self.each_raw(part, false, &mut |key, game| {
                let bucket = shape.split_key(key).0 - first_bucket;
                let value = self.value(key, game);
                // The last range starting at or before the entry.
                let i = todo.partition_point(|&(b, lo, _)| (b, lo) <= (bucket, value));
                if let Some(&(b, lo, hi)) = i.checked_sub(1).map(|i| &todo[i])
                    && b == bucket
                    && value <= hi
                {
                    let cell = (value - lo) / width(lo, hi);
                    cells[(i - 1) * CELLS as usize + cell as usize] += 1;
                }
            })?;
            let mut again = Vec::new();
            for (i, &(bucket, lo, hi)) in todo.iter().enumerate() {
                let w = u128::from(width(lo, hi));
                for (j, &n) in cells[i * CELLS as usize..][..CELLS as usize]
                    .iter()
                    .enumerate()
                {
                    let from = u128::from(lo) + j as u128 * w;
                    if n == 0 || from > u128::from(hi) {
                        continue;
                    }
                    // Both within lo..=hi, so within u64.
                    let (from, to) = (from as u64, (from + w - 1).min(u128::from(hi)) as u64);
                    if n > self.plan.window && from < to {
                        again.push((bucket, from, to));
                    } else {
                        found.push((bucket, from, to, n));
                    }
                }
            }
            todo = again;
        }
        found.sort_unstable();
        // Ranges joined while they hold at most a window together.
        let mut ranges: Vec<(usize, u64, u64, u64)> = Vec::new();
        for (bucket, from, to, n) in found {
            match ranges.last_mut() {
                Some(last) if last.0 == bucket && last.3 + n <= self.plan.window => {
                    (last.2, last.3) = (to, last.3 + n);
                }
                _ => ranges.push((bucket, from, to, n)),
            }
        }
        Ok(ranges
            .into_iter()
            .map(|(b, from, to, n)| (b, from..=to, n))
            .collect())
    }
}

/// What one window of a part's sort holds.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Window {
    /// Every entry of these buckets (of the part).
    Buckets(Range<usize>),
    /// The entries of one bucket within these values.
    Values {
        bucket: usize,
        values: RangeInclusive<u64>,
        /// How many entries it holds.
        len: u64,
    },
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

#[cfg(test)]
mod tests {
    use std::io::Write;

    use super::*;
    use crate::chess::explorer::store::Shape;

    /// The raw entry of a position in bucket `bucket` of the second of two
    /// parts (its other key bits `stored`), a move and a game.
    fn raw(shape: Shape, bucket: usize, stored: u64, code: u16, game: u32) -> [u8; RAW] {
        let key = (((1 << (shape.bucket_bits - 1)) + bucket as u64) << (64 - shape.bucket_bits))
            | (stored << 16)
            | u64::from(code);
        let mut raw = [0; RAW];
        raw[..8].copy_from_slice(&key.to_le_bytes());
        raw[8..].copy_from_slice(&game.to_le_bytes());
        raw
    }

    /// 1,000 entries in bucket 3 (three keys, seven codes), 100 of one
    /// value in bucket 5, and 10, 60 and 10 in buckets 9, 10 and 11.
    fn raws_in_buckets(shape: Shape) -> Vec<[u8; RAW]> {
        let mut raws = Vec::new();
        for game in 0..1000 {
            raws.push(raw(
                shape,
                3,
                u64::from(game % 3),
                (game % 7 + 1) as u16,
                game,
            ));
        }
        raws.extend([raw(shape, 5, 9, 4, 1234); 100]);
        for (bucket, n) in [(9, 10), (10, 60), (11, 10)] {
            raws.extend((0..n).map(|game| raw(shape, bucket, 1, 2, game)));
        }
        raws
    }

    /// Each raw entry's bucket and index entry, sorted.
    fn sorted_entries(shape: Shape, raws: &[[u8; RAW]]) -> Vec<(usize, u64)> {
        let mut expected: Vec<(usize, u64)> = raws
            .iter()
            .map(|r| {
                let key = u64::from_le_bytes(r[..8].try_into().unwrap());
                let game = u32::from_le_bytes(r[8..].try_into().unwrap());
                let entry = shape.entry(key, (key & 0xffff) as u16, game);
                (shape.split_key(key).0, entry)
            })
            .collect();
        expected.sort_unstable();
        expected
    }

    /// The entries filed out of order: every other one in a thread's
    /// file, the rest held by another.
    fn filed_two_ways(raws: &[[u8; RAW]]) -> [Filed; 2] {
        let mut file = tempfile::NamedTempFile::new().unwrap();
        let (filed, held): (Vec<_>, Vec<_>) = raws.chunks(2).map(|p| (p[0], p[1])).unzip();
        file.write_all(filed.as_flattened()).unwrap();
        let on_file = Filed {
            held: Mutex::new(vec![Vec::new(), Vec::new()]),
            file: Some(file),
            runs: vec![Vec::new(), vec![0..(RAW * filed.len()) as u64]],
        };
        let in_memory = Filed {
            held: Mutex::new(vec![Vec::new(), held.as_flattened().to_vec()]),
            file: None,
            runs: vec![Vec::new(), Vec::new()],
        };
        [on_file, in_memory]
    }

    /// Bucket 3's windows: its values in order, each window's at most 64
    /// of them, and together every one of `expected`.
    fn check_value_windows(ones: &[Window], expected: &[(usize, u64)]) {
        let mut seen = 0;
        for window in ones {
            let Window::Values {
                bucket: 3,
                values,
                len,
            } = window
            else {
                panic!("{window:?}");
            };
            let n = expected.iter().filter(|(_, e)| values.contains(e)).count();
            assert!((1..=64).contains(&n), "{n}");
            assert_eq!(*len, n as u64);
            assert!(
                expected[seen..seen + n]
                    .iter()
                    .all(|(_, e)| values.contains(e))
            );
            seen += n;
        }
        assert_eq!((seen, ones.len() >= 16), (1000, true));
    }

    #[test]
    fn a_bucket_bigger_than_a_window_is_sorted_in_windows_of_its_values() {
        // 1,000 entries in bucket 3, 100 of one value in bucket 5, 10, 60
        // and 10 in buckets 9, 10 and 11; windows of 64 entries.
        let shape = Shape::new(2000, 1180);
        let mut raws = raws_in_buckets(shape);
        let expected = sorted_entries(shape, &raws);
        raws.reverse();
        let [on_file, in_memory] = filed_two_ways(&raws);
        let out = tempfile::tempfile().unwrap();
        out.set_len(shape.len() as u64).unwrap();
        let cancel = AtomicBool::new(false);
        let sorting = Sorting {
            plan: Plan {
                shape,
                part_bits: 1,
                held: 0,
                records: 1,
                window: 64,
            },
            filed: &[on_file, in_memory],
            starts: vec![0, 0],
            out: &out,
            next: AtomicUsize::new(0),
            cancel: &cancel,
        };

        let mut bounds = vec![0; 1025];
        for (bucket, _) in &expected {
            for b in &mut bounds[bucket - 1024 + 1..] {
                *b += 1;
            }
        }
        let windows = sorting.windows(1, &bounds).unwrap();
        let (ones, rest) = windows.split_at(windows.len() - 4);
        assert_eq!(
            rest,
            [
                Window::Values {
                    bucket: 5,
                    values: expected[1000].1..=expected[1000].1,
                    len: 100,
                },
                Window::Buckets(6..10),
                Window::Buckets(10..11),
                Window::Buckets(11..1024),
            ]
        );
        check_value_windows(ones, &expected[..1000]);

        let crcs = sorting.sort(1).unwrap();
        let mut bytes = vec![0; shape.len()];
        read_exact_at(&out, &mut bytes, 0).unwrap();
        let entries: Vec<u64> = bytes[shape.entries_at()..]
            .chunks_exact(8)
            .map(|e| u64::from_le_bytes(e.try_into().unwrap()))
            .collect();
        assert_eq!(entries, expected.iter().map(|e| e.1).collect::<Vec<_>>());
        let starts: Vec<u64> = bytes[shape.buckets_at() + 8 * 1024..][..8 * 1024]
            .chunks_exact(8)
            .map(|e| u64::from_le_bytes(e.try_into().unwrap()))
            .collect();
        assert_eq!(starts, bounds[..1024]);
        assert_eq!(
            crcs.1.finalize(),
            crc(&bytes[shape.entries_at()..]).finalize()
        );
        // The held entries were let go by the last window.
        assert!(sorting.filed[1].held.lock().unwrap()[1].is_empty());
    }
}
