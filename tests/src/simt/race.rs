//! The emulator's race check on shared memory. The emulated modules call the access hook before
//! every access to a shared array (`tessera_build::codegen`'s `shared_access`); the check keeps a
//! shadow of each 4-byte word of the arrays (its last write, a summary of its reads) and fails
//! the launch at the first access that two lanes make to one word without a barrier ordering
//! them, one of them a write:
//!
//! * a workgroup barrier orders every lane's accesses before it with every lane's after it;
//! * a quad synchronisation (`codegen::gpu::quad_sync`) orders those of the lanes of one quad
//!   (lanes `4m..4m + 3`) only, which is all it promises (PTX orders a warp, AMDGPU a
//!   wavefront);
//! * atomics do not race with atomics, and do with plain accesses of other lanes;
//! * a lane's own accesses are ordered.
//!
//! It also fails a read (or an atomic) of a word no lane of the workgroup wrote (shared memory
//! starts undefined) and an access that leaves the shared arrays. Unlike the lane orders (a
//! missing barrier shows only when the value it lets a lane see changes a result), it names
//! every unordered pair, whatever their values.
//!
//! The check is exact for the orders above: per word it keeps the last write (and, when that is
//! an atomic, another lane's atomic before it since the last workgroup barrier) and, for the
//! reads since the last workgroup barrier, whether they came from more than one quad, the two
//! latest readers, and which lanes of the quad read since its last synchronisation.

use std::ffi::{CStr, c_char};
use std::ptr::NonNull;

/// A shared array of an emulated module (`targets::simt::SHARED_ARRAYS_SYMBOL`).
#[derive(Debug, Clone)]
pub(super) struct SharedArray {
    pub base: usize,
    pub bytes: usize,
    pub name: String,
}

/// The table `SHARED_ARRAYS_SYMBOL` of an emulated module, in its order (the access hook's
/// kinds name arrays by their index in it), read from `entries` (its first entry).
///
/// # Safety
///
/// `entries` points to the module's table: entries of `{ ptr, i64, ptr }` ended by a null base,
/// each name a C string.
pub(super) unsafe fn read_table(
    mut entries: *const (usize, u64, *const c_char),
) -> Vec<SharedArray> {
    let mut arrays = Vec::new();
    loop {
        // SAFETY: the caller's contract; the walk stops at the null base.
        let (base, bytes, name) = unsafe { entries.read() };
        if base == 0 {
            break;
        }
        arrays.push(SharedArray {
            base,
            bytes: bytes as usize,
            // SAFETY: the caller's contract.
            name: unsafe { CStr::from_ptr(name) }
                .to_string_lossy()
                .into_owned(),
        });
        // SAFETY: the table goes on to its null entry.
        entries = unsafe { entries.add(1) };
    }
    arrays
}

/// The kinds of access (`targets::simt::ACCESS_*`).
const READ: u32 = 0;
const WRITE: u32 = 1;
const ATOMIC: u32 = 2;
const SURELY_SHARED: u32 = 4;
const KIND: u32 = 3;
const ARRAY_SHIFT: u32 = 8;

/// One access: its lane, the workgroup barriers and the synchronisations (barriers and quad
/// synchronisations) the workgroups had passed when it ran, and its place.
#[derive(Debug, Clone, Copy)]
struct Touch {
    lane: u32,
    full: u32,
    sync: u32,
    site: NonNull<c_char>,
}

/// The shadow of one word.
#[derive(Debug, Clone, Copy, Default)]
struct Word {
    /// The last write, whether it was atomic, and an atomic of another lane before it in the
    /// same stretch between workgroup barriers (when the last write is atomic).
    write: Option<Touch>,
    atomic: bool,
    also: Option<Touch>,
    /// The reads since workgroup barrier `reads_full`: the latest, the latest by another lane
    /// than the latest's, the quad of the first (or that several quads read), and the lanes of
    /// that quad that read since synchronisation `mask_sync`.
    reads_full: u32,
    last: Option<Touch>,
    other: Option<Touch>,
    quad: u32,
    quads: bool,
    mask_sync: u32,
    mask: u8,
}

/// The check of one launch: the arrays, their shadows and the workgroups' progress.
#[derive(Debug)]
pub(super) struct Check {
    arrays: Vec<SharedArray>,
    /// Each array's shadow, made at its first access in the launch (an entry touches few of
    /// the module's arrays).
    shadows: Vec<Vec<Word>>,
    /// Workgroup barriers and synchronisations passed (both counted across workgroups, so the
    /// shadows of earlier workgroups are older than any access of this one), and the barrier
    /// count at the start of this workgroup.
    full: u32,
    sync: u32,
    group_full: u32,
    group: u32,
    /// The last barrier or synchronisation passed, for the message.
    last_barrier: Option<NonNull<c_char>>,
    /// The arrays' indices by address, and the array the last access without a named array fell
    /// in (a module has an array per entry and use, hundreds in all).
    sorted: Vec<usize>,
    recent: usize,
    /// The first failure.
    pub failure: Option<String>,
    /// The accesses checked.
    pub accesses: u64,
}

fn site(site: NonNull<c_char>) -> String {
    // SAFETY: sites are C string constants of the emulated module.
    unsafe { CStr::from_ptr(site.as_ptr()) }
        .to_string_lossy()
        .into_owned()
}

fn quad(lane: u32) -> u32 {
    lane / 4
}

impl Check {
    pub fn new(arrays: &[SharedArray]) -> Check {
        Check {
            shadows: vec![Vec::new(); arrays.len()],
            arrays: arrays.to_vec(),
            full: 0,
            sync: 0,
            group_full: 0,
            group: 0,
            last_barrier: None,
            sorted: {
                let mut sorted: Vec<usize> = (0..arrays.len()).collect();
                sorted.sort_by_key(|&i| arrays[i].base);
                sorted
            },
            recent: 0,
            failure: None,
            accesses: 0,
        }
    }

    /// Workgroup `group` starts.
    pub fn start_group(&mut self, group: u32) {
        self.full += 1;
        self.sync += 1;
        self.group_full = self.full;
        self.group = group;
        self.last_barrier = None;
    }

    /// Every lane passed a workgroup barrier (`quad`: a quad synchronisation) placed at `at`.
    pub fn barrier(&mut self, at: *const c_char, quad: bool) {
        if !quad {
            self.full += 1;
        }
        self.sync += 1;
        self.last_barrier = NonNull::new(at.cast_mut());
    }

    /// Whether `earlier` is ordered before an access of `lane` now.
    fn ordered(&self, earlier: &Touch, lane: u32) -> bool {
        earlier.lane == lane
            || earlier.full < self.full
            || (quad(earlier.lane) == quad(lane) && earlier.sync < self.sync)
    }

    /// Lane `lane`'s access of `kind` to `bytes` bytes at `address`, placed at `at`.
    pub fn access(&mut self, lane: u32, address: usize, bytes: u64, kind: u32, at: *const c_char) {
        let Some(at) = NonNull::new(at.cast_mut()) else {
            return self.fail(format!("lane {lane}'s access at {address:#x} has no place"));
        };
        if self.failure.is_some() {
            return;
        }
        self.accesses += 1;
        let surely = kind & SURELY_SHARED != 0;
        let named = (kind >> ARRAY_SHIFT) as usize;
        let kind = kind & KIND;
        let inside = |a: &SharedArray| a.base <= address && address < a.base + a.bytes;
        let found = match named.checked_sub(1) {
            // The pointer derives from this array alone.
            Some(array) => Some(array).filter(|&i| self.arrays.get(i).is_some_and(inside)),
            None => self.by_address(address),
        };
        let Some(array) = found else {
            if surely {
                let outside = match named.checked_sub(1).and_then(|i| self.arrays.get(i)) {
                    Some(array) => format!("outside `{}`, the array it derives from", array.name),
                    None => "outside every shared array".to_string(),
                };
                self.fail(format!(
                    "lane {lane}'s {} of {bytes} bytes at {} is {outside}",
                    what(kind),
                    site(at)
                ));
            }
            return;
        };
        if self.shadows[array].is_empty() {
            self.shadows[array] = vec![Word::default(); self.arrays[array].bytes.div_ceil(4)];
        }
        let offset = address - self.arrays[array].base;
        if offset + bytes as usize > self.arrays[array].bytes {
            let name = &self.arrays[array].name;
            self.fail(format!(
                "lane {lane}'s {} of {bytes} bytes at {} leaves `{name}` ({} bytes) at byte \
                 {offset}",
                what(kind),
                site(at),
                self.arrays[array].bytes
            ));
            return;
        }
        let now = Touch {
            lane,
            full: self.full,
            sync: self.sync,
            site: at,
        };
        for word in offset / 4..(offset + bytes.max(1) as usize).div_ceil(4) {
            if let Err(message) = self.touch(array, word, now, kind) {
                let name = &self.arrays[array].name;
                let after = match self.last_barrier {
                    Some(barrier) => {
                        format!("the last barrier passed is the one at {}", site(barrier))
                    }
                    None => "no barrier passed yet".to_string(),
                };
                self.fail(format!("`{name}` byte {}: {message} ({after})", word * 4));
                return;
            }
        }
    }

    /// The array that holds `address`, if any.
    fn by_address(&mut self, address: usize) -> Option<usize> {
        let inside = |a: &SharedArray| a.base <= address && address < a.base + a.bytes;
        if self.arrays.get(self.recent).is_some_and(inside) {
            return Some(self.recent);
        }
        let at = self
            .sorted
            .partition_point(|&i| self.arrays[i].base <= address);
        let found = at
            .checked_sub(1)
            .map(|at| self.sorted[at])
            .filter(|&i| inside(&self.arrays[i]))?;
        self.recent = found;
        Some(found)
    }

    fn fail(&mut self, message: String) {
        self.failure
            .get_or_insert_with(|| format!("workgroup {}: {message}", self.group));
    }

    /// Checks and records `now`'s access of `kind` to word `word` of array `array`.
    fn touch(&mut self, array: usize, word: usize, now: Touch, kind: u32) -> Result<(), String> {
        let w = self.shadows[array][word];
        let lane = now.lane;
        let race = |earlier: &Touch, did: &str| {
            format!(
                "lane {} {did} it at {} and lane {lane} {} it at {} with no barrier between them \
                 that orders both{}",
                earlier.lane,
                site(earlier.site),
                verb(kind),
                site(now.site),
                if quad(earlier.lane) == quad(lane) {
                    ""
                } else {
                    " (a quad synchronisation orders the lanes of one quad only)"
                }
            )
        };
        // The last write, against every access.
        let written = w.write.filter(|t| t.full >= self.group_full);
        if !(kind == ATOMIC && w.atomic) {
            let writer = [written, w.also]
                .into_iter()
                .flatten()
                .find(|t| !self.ordered(t, lane));
            if let Some(writer) = writer {
                let did = if w.atomic {
                    "updated (atomically)"
                } else {
                    "wrote"
                };
                return Err(race(&writer, did));
            }
        }
        if kind != WRITE && written.is_none() {
            return Err(format!(
                "lane {lane} {} it at {}, but no lane of this workgroup wrote it (shared \
                 memory starts undefined)",
                verb(kind),
                site(now.site)
            ));
        }
        // The reads, against a write or an atomic.
        if kind != READ && w.reads_full == self.full {
            let reader = [w.last, w.other]
                .into_iter()
                .flatten()
                .find(|t| t.lane != lane);
            let unordered = w.quads
                || w.quad != quad(lane)
                || (w.mask_sync == self.sync && w.mask & !(1 << (lane % 4)) != 0);
            if let Some(reader) = reader.filter(|_| unordered) {
                return Err(race(&reader, "read"));
            }
        }
        let w = &mut self.shadows[array][word];
        match kind {
            READ => {
                if w.reads_full != self.full {
                    w.reads_full = self.full;
                    w.last = None;
                    w.other = None;
                    w.quad = quad(lane);
                    w.quads = false;
                    w.mask_sync = self.sync;
                    w.mask = 0;
                }
                if w.quad != quad(lane) {
                    w.quads = true;
                }
                if w.mask_sync != self.sync {
                    w.mask_sync = self.sync;
                    w.mask = 0;
                }
                w.mask |= 1 << (lane % 4);
                if w.last.is_some_and(|t| t.lane != lane) {
                    w.other = w.last;
                }
                w.last = Some(now);
            }
            WRITE => {
                w.write = Some(now);
                w.atomic = false;
                w.also = None;
            }
            _ => {
                let same_stretch = w.write.filter(|t| w.atomic && t.full == self.full);
                match same_stretch {
                    Some(last) if last.lane != lane => w.also = Some(last),
                    Some(_) => {}
                    None => w.also = None,
                }
                w.write = Some(now);
                w.atomic = true;
            }
        }
        Ok(())
    }
}

/// The access of `kind`, as a noun.
fn what(kind: u32) -> &'static str {
    match kind {
        READ => "read",
        WRITE => "write",
        _ => "atomic update",
    }
}

/// The access of `kind`, as a verb.
fn verb(kind: u32) -> &'static str {
    match kind {
        READ => "reads",
        WRITE => "writes",
        _ => "updates (atomically)",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: &CStr = c"a";
    const B: &CStr = c"b";
    const BARRIER: &CStr = c"barrier.rs:1:1";

    /// A check of one array `x` of 16 bytes at 0x1000, in workgroup 3.
    fn check() -> Check {
        let mut check = Check::new(&[SharedArray {
            base: 0x1000,
            bytes: 16,
            name: "x".to_string(),
        }]);
        check.start_group(3);
        check
    }

    /// Runs `accesses` (`Some((lane, byte, kind, site))`, `None` a barrier, `Some` with kind
    /// `u32::MAX` a quad synchronisation) and returns the failure.
    fn run(accesses: &[Option<(u32, usize, u32, &CStr)>]) -> Option<String> {
        let mut check = check();
        for access in accesses {
            match *access {
                None => check.barrier(BARRIER.as_ptr(), false),
                Some((_, _, u32::MAX, _)) => check.barrier(BARRIER.as_ptr(), true),
                Some((lane, byte, kind, site)) => {
                    check.access(lane, 0x1000 + byte, 4, kind | SURELY_SHARED, site.as_ptr())
                }
            }
        }
        check.failure
    }

    const QUAD: Option<(u32, usize, u32, &CStr)> = Some((0, 0, u32::MAX, A));

    #[test]
    fn lanes_ordered_by_a_barrier_pass() {
        // Lane 0 writes, every lane reads after the barrier, lane 2 writes again after another.
        let reads = (0..8).map(|lane| Some((lane, 0, READ, B)));
        let accesses: Vec<_> = [Some((0, 0, WRITE, A)), None]
            .into_iter()
            .chain(reads)
            .chain([None, Some((2, 0, WRITE, A)), Some((2, 0, READ, B))])
            .collect();
        assert_eq!(run(&accesses), None);
        // A lane's own accesses, and other words, need no barrier.
        let own = [
            Some((1, 4, WRITE, A)),
            Some((1, 4, READ, B)),
            Some((1, 4, WRITE, A)),
            Some((2, 8, WRITE, A)),
            Some((2, 8, READ, B)),
        ];
        assert_eq!(run(&own), None);
    }

    #[test]
    fn unordered_lanes_are_named_with_both_places() {
        assert_eq!(
            run(&[Some((0, 4, WRITE, A)), Some((1, 4, READ, B))]).as_deref(),
            Some(
                "workgroup 3: `x` byte 4: lane 0 wrote it at a and lane 1 reads it at b with no \
                 barrier between them that orders both (no barrier passed yet)"
            )
        );
        // A write after another lane's read, and after another lane's write.
        let failure = run(&[
            Some((0, 0, WRITE, A)),
            None,
            Some((5, 0, READ, A)),
            Some((6, 0, READ, A)),
            Some((5, 0, WRITE, B)),
        ]);
        assert_eq!(
            failure.as_deref(),
            Some(
                "workgroup 3: `x` byte 0: lane 6 read it at a and lane 5 writes it at b with no \
                 barrier between them that orders both (the last barrier passed is the one at \
                 barrier.rs:1:1)"
            )
        );
        let failure = run(&[Some((0, 8, WRITE, A)), Some((9, 8, WRITE, B))]);
        assert!(
            failure.as_deref().is_some_and(|f| f.contains(
                "lane 0 wrote it at a and lane 9 writes it at b with no barrier between them that \
                 orders both (a quad synchronisation orders the lanes of one quad only)"
            )),
            "{failure:?}"
        );
    }

    #[test]
    fn a_quad_synchronisation_orders_the_lanes_of_one_quad_only() {
        // Lanes 4..8 are a quad: lane 4's write reaches lane 7 through it, not lane 8.
        let within = [Some((4, 0, WRITE, A)), QUAD, Some((7, 0, READ, B))];
        assert_eq!(run(&within), None);
        let across = [Some((4, 0, WRITE, A)), QUAD, Some((8, 0, READ, B))];
        assert_eq!(
            run(&across).as_deref(),
            Some(
                "workgroup 3: `x` byte 0: lane 4 wrote it at a and lane 8 reads it at b with no \
                 barrier between them that orders both (a quad synchronisation orders the lanes \
                 of one quad only) (the last barrier passed is the one at barrier.rs:1:1)"
            )
        );
        // Reads of the quad since its last synchronisation race with a write of another lane
        // of it; earlier ones do not; reads of another quad do until a workgroup barrier.
        let before = [
            Some((4, 0, WRITE, A)),
            None,
            Some((5, 0, READ, B)),
            QUAD,
            Some((6, 0, READ, B)),
            Some((6, 0, WRITE, A)),
        ];
        assert_eq!(run(&before), None);
        let same_stretch = [
            Some((4, 0, WRITE, A)),
            None,
            Some((5, 0, READ, B)),
            Some((6, 0, WRITE, A)),
        ];
        assert!(run(&same_stretch).is_some_and(|f| f.contains("lane 5 read it at b")));
        let other_quad = [
            Some((4, 0, WRITE, A)),
            None,
            Some((0, 0, READ, B)),
            QUAD,
            Some((6, 0, WRITE, A)),
        ];
        assert!(run(&other_quad).is_some_and(|f| f.contains("lane 0 read it at b")));
    }

    #[test]
    fn atomics_race_with_plain_accesses_only() {
        let counter = [
            Some((0, 0, WRITE, A)),
            None,
            Some((1, 0, ATOMIC, B)),
            Some((2, 0, ATOMIC, B)),
            Some((9, 0, ATOMIC, B)),
            None,
            Some((3, 0, READ, A)),
        ];
        assert_eq!(run(&counter), None);
        let early_read = [
            Some((0, 0, WRITE, A)),
            None,
            Some((1, 0, ATOMIC, B)),
            Some((2, 0, ATOMIC, B)),
            Some((1, 0, READ, A)),
        ];
        assert!(
            run(&early_read)
                .is_some_and(|f| f.contains("lane 2 updated (atomically) it at b and lane 1 reads"))
        );
        let after_plain = [Some((0, 0, WRITE, A)), Some((1, 0, ATOMIC, B))];
        assert!(run(&after_plain).is_some_and(|f| f.contains("lane 1 updates (atomically) it")));
    }

    #[test]
    fn reads_of_words_no_lane_wrote_are_named() {
        assert_eq!(
            run(&[Some((2, 12, READ, A))]).as_deref(),
            Some(
                "workgroup 3: `x` byte 12: lane 2 reads it at a, but no lane of this workgroup \
                 wrote it (shared memory starts undefined) (no barrier passed yet)"
            )
        );
        // What an earlier workgroup wrote does not count.
        let mut check = check();
        check.access(0, 0x1000, 4, WRITE, A.as_ptr());
        check.start_group(4);
        check.access(0, 0x1000, 4, ATOMIC, B.as_ptr());
        assert!(
            check
                .failure
                .is_some_and(|f| f.starts_with("workgroup 4: `x` byte 0: lane 0 updates"))
        );
    }

    #[test]
    fn accesses_outside_the_arrays_are_named() {
        let mut check = check();
        check.access(1, 0x100c, 8, WRITE | SURELY_SHARED, A.as_ptr());
        assert_eq!(
            check.failure.as_deref(),
            Some("workgroup 3: lane 1's write of 8 bytes at a leaves `x` (16 bytes) at byte 12")
        );
        let mut check = self::check();
        check.access(1, 0x2000, 4, READ | SURELY_SHARED, A.as_ptr());
        assert_eq!(
            check.failure.as_deref(),
            Some("workgroup 3: lane 1's read of 4 bytes at a is outside every shared array")
        );
        // An access that names its array (index 0, plus one) is checked against that array.
        let x = 1 << ARRAY_SHIFT;
        let mut check = self::check();
        check.access(1, 0x1008, 4, WRITE | SURELY_SHARED | x, A.as_ptr());
        check.access(2, 0x1008, 4, READ | SURELY_SHARED | x, B.as_ptr());
        assert!(
            check
                .failure
                .is_some_and(|f| f.contains("`x` byte 8: lane 1 wrote it at a and lane 2 reads"))
        );
        let mut check = self::check();
        check.access(1, 0x1010, 4, READ | SURELY_SHARED | x, A.as_ptr());
        assert_eq!(
            check.failure.as_deref(),
            Some(
                "workgroup 3: lane 1's read of 4 bytes at a is outside `x`, the array it derives \
                 from"
            )
        );
        // A pointer that may point elsewhere (a `select` of a shared and a global one) is
        // checked only when it points into an array.
        let mut check = self::check();
        check.access(1, 0x2000, 4, READ, A.as_ptr());
        assert_eq!(check.failure, None);
        assert_eq!(check.accesses, 1);
        // An access without its site (the generator always passes one) fails by its address.
        let mut check = self::check();
        check.access(1, 0x1004, 4, READ | SURELY_SHARED, std::ptr::null());
        assert_eq!(
            check.failure.as_deref(),
            Some("workgroup 3: lane 1's access at 0x1004 has no place")
        );
    }

    #[test]
    fn the_kinds_are_the_generators() {
        use tessera_build::targets::simt;
        assert_eq!(
            [READ, WRITE, ATOMIC, SURELY_SHARED, KIND, ARRAY_SHIFT],
            [
                simt::ACCESS_READ,
                simt::ACCESS_WRITE,
                simt::ACCESS_ATOMIC,
                simt::ACCESS_SURELY_SHARED,
                simt::ACCESS_KIND,
                simt::ACCESS_ARRAY_SHIFT
            ]
        );
    }
}
