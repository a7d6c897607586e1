//! The SIMT emulator: a [`GpuDevice`] on the host that runs the GPU entries of the `sm_90`
//! images lane by lane, one coroutine per lane, so the runtime's GPU launchers (selection, the
//! argument pack, the launch shape, packed and wide entries) and the GPU kernels' logic
//! (workgroups, shared memory, barriers, tree merges, collective counts) are checked bit for bit
//! on a machine without a GPU.
//!
//! `build.rs` compiles every program's `sm_90` mapping for the host
//! (`tessera_build::simt::build_libraries`) into [`SIMT_DIR`]`/<program>.so`; the device selects
//! the `sm_90` image as a real 9.0 device would, and [`GpuDevice::load`] opens the library of the
//! program the image belongs to. A launch runs the workgroups one after another on the calling
//! thread, each lane a coroutine (`corosensei`) that suspends at the kernel's barriers; the
//! lanes run round by round from barrier to barrier, forward in even workgroups and backward in
//! odd ones, so a missing barrier lets some lane see a value too early or too late whichever
//! side of it that lane runs. Before each workgroup the shared arrays are filled with NaN bits
//! (GPU shared memory starts undefined). Lanes that stop at different barriers (a barrier
//! inside lane-dependent control flow, or some lanes leaving while others wait) fail the launch
//! with an error naming both places in tessera's emitter. Lane 0's passes through the marks the
//! emitter places in emulated code only ([`take_marks`]) are counted, so tests can check how
//! many passes a path took, which the results alone cannot show.
//!
//! Every launch runs the race check on shared memory ([`race`]): the emulated modules call a
//! hook before each access to a shared array, and two lanes that touch one word, one of them
//! writing, with no barrier that orders them (a quad synchronisation orders the lanes of one
//! quad only), fail the launch with both places, whatever the values; so do reads of shared
//! memory the workgroup never wrote and accesses outside the arrays.
//! [`take_checked_accesses`] counts the accesses checked.
//!
//! What this does not check: the GPU back ends (NVPTX, `ptxas`, AMDGCN), lanes running at the
//! same time (beyond the race check's shadow of shared memory), and the weaker memory ordering
//! of real GPUs; `cargo xtask gpu-check` on a device does.

use std::cell::{Cell, RefCell, UnsafeCell};
use std::collections::BTreeMap;
use std::ffi::{CStr, c_char};
use std::fmt;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use corosensei::stack::DefaultStack;
use corosensei::{Coroutine, CoroutineResult, Yielder};

use tessera_rt::Error;
use tessera_rt::abi::{Arg, ArgPack, StaticAbi};
use tessera_rt::gpu::{DeviceRepr, GpuDevice, check_launch, launch_config};
use tessera_rt::kernel::GpuImage;
use tessera_rt::select::Device;

mod race;

/// Where `build.rs` wrote the emulator libraries.
pub const SIMT_DIR: &str = concat!(env!("OUT_DIR"), "/simt");
/// The chip whose mapping the libraries emulate (and whose images the device selects).
pub const SIMT_CHIP: &str = "sm_90";

/// The hook table of an emulated module (`tessera_build::targets::simt`, seven pointers): group
/// index, lane index, barrier, mark, record, quad synchronisation, shared access.
const HOOKS_SYMBOL: &[u8] = b"tessera_simt_hooks";
const HOOKS: usize = 7;
const POISON_SYMBOL: &[u8] = b"tessera_simt_poison";
/// The table of the module's shared arrays, for the race check.
const SHARED_ARRAYS_SYMBOL: &[u8] = b"tessera_simt_shared_arrays";
/// The stack of one lane.
const LANE_STACK: usize = 256 * 1024;

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The multiprocessors [`SimtDevice::new`] says it has: few, so that launches of a few wide rows
/// split (`tessera_rt::abi::gpu_spans`).
pub const SIMT_MULTIPROCESSORS: u32 = 4;

/// The emulated device: an NVIDIA compute capability 9.0 device whose kernels run on the host.
#[derive(Debug, Clone)]
pub struct SimtDevice {
    multiprocessors: u32,
}

impl SimtDevice {
    /// A device of [`SIMT_MULTIPROCESSORS`] multiprocessors.
    pub fn new() -> SimtDevice {
        SimtDevice::with_multiprocessors(SIMT_MULTIPROCESSORS)
    }

    /// A device that says it has `multiprocessors` (what a sampler's split launch sizes its
    /// spans by, `tessera_rt::abi::gpu_spans`).
    pub fn with_multiprocessors(multiprocessors: u32) -> SimtDevice {
        SimtDevice { multiprocessors }
    }
}

impl Default for SimtDevice {
    fn default() -> Self {
        SimtDevice::new()
    }
}

impl SimtDevice {
    /// The library of `program`, opened once per process: every device shares it, since the
    /// process loads a library once and its shared arrays are the library's globals.
    fn library(&self, program: &'static str) -> Result<Arc<Library>, Error> {
        static LIBRARIES: Mutex<BTreeMap<&'static str, Arc<Library>>> = Mutex::new(BTreeMap::new());
        let mut libraries = lock(&LIBRARIES);
        if let Some(library) = libraries.get(program) {
            return Ok(library.clone());
        }
        let library = Arc::new(Library::open(
            PathBuf::from(SIMT_DIR).join(format!("{program}.so")),
        )?);
        libraries.insert(program, library.clone());
        Ok(library)
    }
}

/// One program's emulator library.
struct Library {
    path: PathBuf,
    library: libloading::Library,
    poison: extern "C" fn(),
    /// The shared arrays, for the race check.
    arrays: Vec<race::SharedArray>,
    /// One launch at a time: the shared arrays are the library's globals.
    running: Mutex<()>,
}

impl fmt::Debug for Library {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Library({})", self.path.display())
    }
}

impl Library {
    fn open(path: PathBuf) -> Result<Library, Error> {
        let failed = |what: &str, e: libloading::Error| {
            Error::Status(format!(
                "SIMT emulator: {what} `{}`: {e} (built by tests/build.rs)",
                path.display()
            ))
        };
        // SAFETY: the library is an emulator library built by tests/build.rs: no initialisers.
        let library =
            unsafe { libloading::Library::new(&path) }.map_err(|e| failed("cannot open", e))?;
        // SAFETY: the symbols have these types (`tessera_build::targets::simt`).
        let (hooks, poison, arrays) = unsafe {
            let hooks = library
                .get::<*mut [usize; HOOKS]>(HOOKS_SYMBOL)
                .map_err(|e| failed("no hook table in", e))?;
            let poison = library
                .get::<extern "C" fn()>(POISON_SYMBOL)
                .map_err(|e| failed("no poison function in", e))?;
            let arrays = library
                .get::<*const (usize, u64, *const c_char)>(SHARED_ARRAYS_SYMBOL)
                .map_err(|e| failed("no table of shared arrays in", e))?;
            (*hooks, *poison, race::read_table(*arrays))
        };
        let table = [
            hook_group as extern "C" fn() -> u32 as usize,
            hook_lane as extern "C" fn() -> u32 as usize,
            hook_barrier as extern "C" fn(*const c_char) as usize,
            hook_mark as extern "C" fn(*const c_char) as usize,
            hook_record as extern "C" fn(*const c_char, u64) as usize,
            hook_quad_sync as extern "C" fn(*const c_char) as usize,
            hook_access as extern "C" fn(*const u8, u64, u32, *const c_char) as usize,
        ];
        // SAFETY: `hooks` is the library's table of seven pointers; nothing runs its code yet.
        unsafe { hooks.write(table) };
        Ok(Library {
            path,
            library,
            poison,
            arrays,
            running: Mutex::new(()),
        })
    }
}

/// A loaded image: the library of its program.
#[derive(Debug)]
pub struct SimtModule {
    library: Arc<Library>,
}

/// A buffer in host memory that the emulated kernels read and write through its address.
pub struct SimtBuffer<T> {
    cells: Box<[UnsafeCell<T>]>,
}

// SAFETY: the cells are written only by launches, which the launcher's contract orders with
// every host access (a launch finishes before `launch` returns).
unsafe impl<T: Send> Sync for SimtBuffer<T> {}

impl<T> fmt::Debug for SimtBuffer<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SimtBuffer({} values)", self.cells.len())
    }
}

impl<T: Copy> SimtBuffer<T> {
    fn from_slice(host: &[T]) -> SimtBuffer<T> {
        SimtBuffer {
            cells: host.iter().map(|&v| UnsafeCell::new(v)).collect(),
        }
    }

    /// Copies the first `host.len()` values (at most the buffer's length) into `host`.
    fn copy_to(&self, host: &mut [T]) {
        for (h, cell) in host.iter_mut().zip(self.cells.iter()) {
            // SAFETY: no launch runs while the host reads (launches finish before returning).
            *h = unsafe { *cell.get() };
        }
    }

    /// The refusal of `host` for a read that needs `what` (its length against the buffer's).
    fn refused(&self, host: &[T], what: &'static str) -> Error {
        Error::BufferLength {
            buffer: "host".to_string(),
            len: host.len(),
            expected: self.cells.len(),
            what,
        }
    }
}

/// Where a lane stopped: a barrier's site, and whether it is a quad synchronisation.
type Stop = (*const c_char, bool);

/// A lane: a coroutine that runs the entry once and suspends at each barrier with its site.
type LaneCoroutine = Coroutine<(), Stop, (), DefaultStack>;

thread_local! {
    /// The workgroup and lane the scheduler resumes, which the index hooks return.
    static GROUP: Cell<u32> = const { Cell::new(0) };
    static LANE: Cell<u32> = const { Cell::new(0) };
    /// The yielder of the running lane's coroutine, through which the barrier hook suspends.
    static YIELDER: Cell<*const Yielder<(), Stop>> = const { Cell::new(std::ptr::null()) };
    /// The race check of the running launch (none for the unit tests' kernels).
    static CHECK: RefCell<Option<race::Check>> = const { RefCell::new(None) };
    /// The shared accesses the race check saw since the last [`take_checked_accesses`].
    static CHECKED: Cell<u64> = const { Cell::new(0) };
    /// Lane stacks, reused across launches on this thread.
    static STACKS: RefCell<Vec<DefaultStack>> = const { RefCell::new(Vec::new()) };
}

extern "C" fn hook_group() -> u32 {
    GROUP.with(Cell::get)
}

extern "C" fn hook_lane() -> u32 {
    LANE.with(Cell::get)
}

/// Lane 0's marks (`tessera_build::codegen::gpu::simt_mark`) on this thread since the last
/// [`take_marks`]: `(workgroup, mark) -> count`.
type Marks = BTreeMap<(u32, String), u64>;

thread_local! {
    static MARKS: RefCell<Marks> = const { RefCell::new(BTreeMap::new()) };
}

/// On lane 0, the workgroup and `name` (a mark's or a record's: a C string constant of the
/// emulated module); `None` on the other lanes, whose marks and records the tests do not read.
fn lane0_site(name: *const c_char) -> Option<(u32, String)> {
    (LANE.with(Cell::get) == 0).then(|| {
        // SAFETY: the emitter passes a C string constant of the emulated module.
        let name = unsafe { CStr::from_ptr(name) }
            .to_string_lossy()
            .into_owned();
        (GROUP.with(Cell::get), name)
    })
}

extern "C" fn hook_mark(name: *const c_char) {
    if let Some(site) = lane0_site(name) {
        MARKS.with(|m| *m.borrow_mut().entry(site).or_default() += 1);
    }
}

/// Lane 0's records (`tessera_build::codegen::gpu::simt_record`) on this thread since the
/// last [`take_records`]: `(workgroup, name) -> values, in order`.
type Records = BTreeMap<(u32, String), Vec<u64>>;

thread_local! {
    static RECORDS: RefCell<Records> = const { RefCell::new(BTreeMap::new()) };
}

extern "C" fn hook_record(name: *const c_char, value: u64) {
    if let Some(site) = lane0_site(name) {
        RECORDS.with(|r| r.borrow_mut().entry(site).or_default().push(value));
    }
}

/// The values lane 0 of each workgroup recorded in the kernels this thread launched since the
/// last call: `(workgroup, name) -> values, in order`. `search`: each search's result, its
/// value's bits times `2^32` plus its index's.
pub fn take_records() -> BTreeMap<(u32, String), Vec<u64>> {
    RECORDS.with(|r| std::mem::take(&mut *r.borrow_mut()))
}

/// How often lane 0 of each workgroup passed each mark in the kernels this thread launched
/// since the last call (launches run on the calling thread): `(workgroup, mark) -> count`. The
/// marks are points of the GPU code that tests count (`search.guided_pass`: a guided search's
/// exact pass, `search.rounds_pass`: a pass of its bitwise rounds, `search.count_round`: a
/// round of a counted search, in a packed entry the workgroup's rows' together).
pub fn take_marks() -> BTreeMap<(u32, String), u64> {
    MARKS.with(|m| std::mem::take(&mut *m.borrow_mut()))
}

fn suspend(stop: Stop) {
    let yielder = YIELDER.with(Cell::get);
    // SAFETY: the scheduler sets `YIELDER` to the running lane's yielder before resuming it; the
    // lane's coroutine (and so its yielder) lives until the workgroup is done.
    unsafe { (*yielder).suspend(stop) };
}

extern "C" fn hook_barrier(site: *const c_char) {
    suspend((site, false));
}

/// A quad synchronisation: the lanes run it as a workgroup barrier, the race check takes it as
/// ordering the lanes of a quad only.
extern "C" fn hook_quad_sync(site: *const c_char) {
    suspend((site, true));
}

extern "C" fn hook_access(address: *const u8, bytes: u64, kind: u32, site: *const c_char) {
    let lane = LANE.with(Cell::get);
    CHECK.with(|c| {
        if let Some(check) = c.borrow_mut().as_mut() {
            check.access(lane, address as usize, bytes, kind, site);
        }
    });
}

/// How many accesses to shared memory the race check saw in the launches on this thread since
/// the last call.
pub fn take_checked_accesses() -> u64 {
    CHECKED.with(|c| c.replace(0))
}

/// Where a lane is after a round: at a barrier (its site's name) or done.
fn describe(at: Option<Stop>) -> String {
    match at {
        // SAFETY: a site is a C string constant of the emulated module.
        Some((site, quad)) => format!(
            "the {} placed at {}",
            if quad {
                "quad synchronisation"
            } else {
                "barrier"
            },
            unsafe { CStr::from_ptr(site) }.to_string_lossy()
        ),
        None => "the end of the kernel".to_string(),
    }
}

/// Runs workgroup `group` of `lanes` lanes: in rounds, each resuming every lane until its next
/// barrier (forward lane order in even workgroups, backward in odd ones, so that a missing
/// barrier shows whichever side of it a lane runs); a round in which the lanes stop at different
/// places is an error.
fn run_group(
    entry: extern "C" fn(*const u8),
    group: u32,
    lanes: u32,
    args: usize,
) -> Result<(), String> {
    let mut stacks = STACKS.with(|s| std::mem::take(&mut *s.borrow_mut()));
    let mut coroutines = Vec::with_capacity(lanes as usize);
    for _ in 0..lanes {
        let stack = match stacks.pop() {
            Some(stack) => stack,
            None => DefaultStack::new(LANE_STACK)
                .map_err(|e| format!("cannot allocate a lane stack: {e}"))?,
        };
        let coroutine: LaneCoroutine = Coroutine::with_stack(stack, move |yielder, ()| {
            YIELDER.with(|y| y.set(yielder));
            entry(args as *const u8);
        });
        coroutines.push(coroutine);
    }
    let mut yielders: Vec<*const Yielder<(), Stop>> = vec![std::ptr::null(); lanes as usize];
    GROUP.with(|g| g.set(group));
    let order: Vec<u32> = if group.is_multiple_of(2) {
        (0..lanes).collect()
    } else {
        (0..lanes).rev().collect()
    };
    let mut outcome = Ok(());
    'rounds: loop {
        let mut first: Option<(u32, Option<Stop>)> = None;
        for &lane in &order {
            let l = lane as usize;
            LANE.with(|c| c.set(lane));
            YIELDER.with(|y| y.set(yielders[l]));
            let at = match coroutines[l].resume(()) {
                CoroutineResult::Yield(site) => Some(site),
                CoroutineResult::Return(()) => None,
            };
            yielders[l] = YIELDER.with(Cell::get);
            match first {
                None => first = Some((lane, at)),
                Some((first_lane, first_at)) if first_at != at => {
                    outcome = Err(format!(
                        "the lanes of workgroup {group} diverged: lane {first_lane} stopped at {} \
                         but lane {lane} at {}",
                        describe(first_at),
                        describe(at)
                    ));
                    break 'rounds;
                }
                Some(_) => {}
            }
        }
        let failure = CHECK.with(|c| {
            let mut check = c.borrow_mut();
            let check = check.as_mut()?;
            if let Some((_, Some((site, quad)))) = first {
                check.barrier(site, quad);
            }
            check.failure.take()
        });
        if let Some(failure) = failure {
            outcome = Err(format!("the race check failed: {failure}"));
            break;
        }
        if matches!(first, Some((_, None))) {
            break;
        }
    }
    for mut coroutine in coroutines {
        if !coroutine.done() {
            // SAFETY: a suspended lane's stack holds the kernel's frames and the barrier hook's,
            // none of which has anything to drop.
            unsafe { coroutine.force_reset() };
        }
        stacks.push(coroutine.into_stack());
    }
    STACKS.with(|s| *s.borrow_mut() = stacks);
    outcome
}

/// Runs `entry` over a grid of `groups` workgroups of `lanes` lanes with the argument block
/// `args`, one workgroup at a time, filling the shared arrays with NaN bits before each, under
/// the race check on shared memory (`race`). Each of `regions` is checked after each
/// workgroup: it wrote nothing outside its row's part.
fn run_grid(
    library: &Library,
    entry: extern "C" fn(*const u8),
    groups: u32,
    lanes: u32,
    args: usize,
    regions: &[RowRegions],
) -> Result<(), String> {
    let _running = lock(&library.running);
    CHECK.with(|c| *c.borrow_mut() = Some(race::Check::new(&library.arrays)));
    let outcome = (|| {
        for group in 0..groups {
            CHECK.with(|c| {
                if let Some(check) = c.borrow_mut().as_mut() {
                    check.start_group(group);
                }
            });
            (library.poison)();
            // SAFETY: the launcher's contract: each region is live device memory of this
            // launch, which nothing else touches while it runs.
            let before: Vec<Vec<u8>> = regions
                .iter()
                .map(|r| unsafe { r.bytes() }.to_vec())
                .collect();
            run_group(entry, group, lanes, args)?;
            for (region, before) in regions.iter().zip(&before) {
                // SAFETY: as above.
                region.check(group, before, unsafe { region.bytes() })?;
            }
        }
        Ok(())
    })();
    // The check is taken down whatever the outcome, its accesses counted.
    let check = CHECK.with(|c| c.borrow_mut().take());
    if let Some(check) = check {
        CHECKED.with(|c| c.set(c.get() + check.accesses));
    }
    outcome
}

/// Memory of a launch that its rows own in parts: row `r`'s are the `row_bytes` bytes from
/// `r * row_bytes`, and workgroup `g` serves row `g / groups_per_row`. The workgroups of a
/// real device run at once, so one that writes another row's part races with it; the
/// emulator, running them one after another, would never see the race, so it checks the
/// writes instead.
#[derive(Debug)]
struct RowRegions {
    /// The parameter, for the error.
    name: &'static str,
    base: usize,
    rows: usize,
    row_bytes: usize,
    groups_per_row: u32,
}

impl RowRegions {
    /// The region's bytes.
    ///
    /// # Safety
    ///
    /// `base..base + rows * row_bytes` is live memory no other thread writes meanwhile.
    unsafe fn bytes(&self) -> &[u8] {
        // SAFETY: the caller's contract.
        unsafe { std::slice::from_raw_parts(self.base as *const u8, self.rows * self.row_bytes) }
    }

    /// Fails when workgroup `group` changed a byte outside its row's part (`before` and
    /// `after`: the region around its run).
    fn check(&self, group: u32, before: &[u8], after: &[u8]) -> Result<(), String> {
        let row = (group / self.groups_per_row) as usize;
        let own = row * self.row_bytes..(row + 1) * self.row_bytes;
        let changed = before
            .iter()
            .zip(after)
            .enumerate()
            .find(|(at, (a, b))| a != b && !own.contains(at));
        match changed {
            None => Ok(()),
            Some((at, _)) => Err(format!(
                "workgroup {group} (row {row}) wrote byte {at} of `{}`, in row {}'s part \
                 ({} bytes a row): on a device, workgroups run at once and that write races",
                self.name,
                at / self.row_bytes,
                self.row_bytes
            )),
        }
    }
}

/// The value of launch parameter `name` in `pack` (a U64 or a pointer), if the entry has it.
fn pack_word(entry: &StaticAbi, pack: &ArgPack, name: &str) -> Option<usize> {
    let param = entry.param(name)?;
    let at = param.offset as usize;
    let bytes: [u8; 8] = pack.bytes().get(at..at + 8)?.try_into().ok()?;
    Some(u64::from_ne_bytes(bytes) as usize)
}

/// The row-owned regions of a launch of `entry` with `pack` ([`RowRegions`]): a wide or split
/// entry's scratch (`scratch_bytes` per feature of each row) and a split entry's span records
/// (`n_spans` records of `span_words` words per row).
fn row_regions(entry: &StaticAbi, pack: &ArgPack) -> Vec<RowRegions> {
    let word = |name| pack_word(entry, pack, name);
    let (Some(rows), Some(features)) = (word("n_rows"), word("n_features")) else {
        return Vec::new();
    };
    let spans = word("n_spans").unwrap_or(1);
    let mut regions = Vec::new();
    if let Some(base) = word("scratch") {
        regions.push(RowRegions {
            name: "scratch",
            base,
            rows,
            row_bytes: features * entry.scratch_bytes as usize,
            groups_per_row: spans as u32,
        });
    }
    if let (Some(base), Some(span_words)) = (word("partials"), word("span_words")) {
        regions.push(RowRegions {
            name: "partials",
            base,
            rows,
            row_bytes: spans * span_words * 4,
            groups_per_row: spans as u32,
        });
    }
    regions
}

/// The program whose image `image` is (the images live in [`PROGRAMS`] and
/// [`crate::random::PROGRAMS`]).
fn program_of(image: &GpuImage) -> Option<&'static str> {
    crate::every_program()
        .find(|p| p.gpu.iter().any(|i| std::ptr::eq(i.bytes, image.bytes)))
        .map(|p| p.name)
}

/// The byte [`GpuDevice::uninit`] fills the emulator's buffers with: as an `f32`, a small finite
/// negative value a sum would silently take in; as an index, far out of range.
pub const UNINIT_BYTE: u8 = 0xA5;

impl GpuDevice for SimtDevice {
    type Module = SimtModule;
    type Stream = ();
    type Buffer<T: DeviceRepr> = SimtBuffer<T>;
    /// The host clock: an emulated launch runs to its end before `launch` returns, so the time
    /// between two marks is the emulated work between them.
    type Mark = std::time::Instant;

    fn descriptor(&self) -> Device {
        Device::Nvidia {
            name: "SIMT emulator".to_string(),
            compute_capability: (9, 0),
            driver_version: 13000,
        }
    }

    fn multiprocessors(&self) -> u32 {
        self.multiprocessors
    }

    fn upload<T: DeviceRepr>(&self, host: &[T]) -> Result<SimtBuffer<T>, Error> {
        Ok(SimtBuffer::from_slice(host))
    }

    fn zeroed<T: DeviceRepr>(&self, len: usize) -> Result<SimtBuffer<T>, Error> {
        // SAFETY: `DeviceRepr`: the all-zero bits are a value.
        let zero: T = unsafe { std::mem::zeroed() };
        Ok(SimtBuffer::from_slice(&vec![zero; len]))
    }

    fn uninit<T: DeviceRepr>(&self, len: usize) -> Result<SimtBuffer<T>, Error> {
        // Poisoned, not zeroed, so a kernel that reads scratch before writing it (and would
        // depend on a real device's leftovers) differs from the reference.
        let mut poison = std::mem::MaybeUninit::<T>::uninit();
        // SAFETY: the writes cover the value's bytes; `DeviceRepr`: every bit pattern is a value.
        let poison = unsafe {
            poison
                .as_mut_ptr()
                .cast::<u8>()
                .write_bytes(UNINIT_BYTE, size_of::<T>());
            poison.assume_init()
        };
        Ok(SimtBuffer::from_slice(&vec![poison; len]))
    }

    fn zero_on<T: DeviceRepr>(buffer: &mut SimtBuffer<T>, _: &()) -> Result<(), Error> {
        // SAFETY: `DeviceRepr`: the all-zero bits are a value.
        let zero: T = unsafe { std::mem::zeroed() };
        for cell in buffer.cells.iter_mut() {
            *cell.get_mut() = zero;
        }
        Ok(())
    }

    fn read<T: DeviceRepr>(buffer: &SimtBuffer<T>, host: &mut [T]) -> Result<(), Error> {
        if host.len() != buffer.cells.len() {
            return Err(buffer.refused(host, "the device buffer's length"));
        }
        buffer.copy_to(host);
        Ok(())
    }

    /// The first `host.len()` values, as [`GpuDevice::read`] copies them: the emulator has one
    /// queue, and a launch ends before it returns.
    fn read_on<T: DeviceRepr>(buffer: &SimtBuffer<T>, host: &mut [T], _: &()) -> Result<(), Error> {
        if host.len() > buffer.cells.len() {
            return Err(buffer.refused(host, "at most the device buffer's length"));
        }
        buffer.copy_to(host);
        Ok(())
    }

    fn arg<T: DeviceRepr>(buffer: &SimtBuffer<T>) -> Arg {
        Arg::Ptr(UnsafeCell::raw_get(buffer.cells.as_ptr()) as usize)
    }

    fn len<T: DeviceRepr>(buffer: &SimtBuffer<T>) -> usize {
        buffer.cells.len()
    }

    fn check_buffer<T: DeviceRepr>(&self, _: &'static str, _: &SimtBuffer<T>) -> Result<(), Error> {
        Ok(())
    }

    fn load(&self, image: &GpuImage) -> Result<SimtModule, Error> {
        if image.chip != SIMT_CHIP {
            return Err(Error::Status(format!(
                "SIMT emulator: it runs {SIMT_CHIP} images, not {}",
                image.chip
            )));
        }
        let program = program_of(image).ok_or_else(|| {
            Error::Status(
                "SIMT emulator: the image belongs to no program of this crate".to_string(),
            )
        })?;
        Ok(SimtModule {
            library: self.library(program)?,
        })
    }

    fn stream(&self) -> Result<(), Error> {
        Ok(())
    }

    unsafe fn launch(
        module: &SimtModule,
        entry: &StaticAbi,
        pack: &ArgPack,
        n_rows: u32,
        _: &(),
    ) -> Result<(), Error> {
        check_launch(entry, pack, n_rows)?;
        let config = launch_config(entry, n_rows);
        let library = &module.library;
        // SAFETY: every entry of an emulated module is `extern "C" fn(*const u8)` (one argument
        // block laid out by its record).
        let function = unsafe {
            library
                .library
                .get::<extern "C" fn(*const u8)>(entry.entry.as_bytes())
                .map(|f| *f)
        }
        .map_err(|e| {
            Error::Status(format!(
                "SIMT emulator: no entry `{}` in `{}`: {e}",
                entry.entry,
                library.path.display()
            ))
        })?;
        let args = pack.bytes().as_ptr() as usize;
        let regions = row_regions(entry, pack);
        let groups = config.grid.0;
        run_grid(library, function, groups, config.block.0, args, &regions).map_err(|message| {
            Error::Status(format!(
                "SIMT emulator: `{}` over {n_rows} rows: {message}",
                entry.entry
            ))
        })
    }

    fn synchronize(_: &()) -> Result<(), Error> {
        Ok(())
    }

    fn mark(_: &()) -> Result<std::time::Instant, Error> {
        Ok(std::time::Instant::now())
    }

    fn seconds_between(start: &std::time::Instant, end: &std::time::Instant) -> Result<f64, Error> {
        Ok(end.duration_since(*start).as_secs_f64())
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;
    use std::sync::atomic::{AtomicU32, Ordering};

    use tessera_rt::kernel::GpuFormat;

    use super::*;

    const SITE_A: &CStr = c"test.rs:1:1";
    const SITE_B: &CStr = c"test.rs:2:2";

    /// Lane 0 alone waits at a barrier: a kernel bug the emulator must name.
    extern "C" fn divergent(_: *const u8) {
        if hook_lane() == 0 {
            hook_barrier(SITE_A.as_ptr());
        }
    }

    /// Even lanes and odd lanes wait at different barriers.
    extern "C" fn two_sites(_: *const u8) {
        let site = if hook_lane().is_multiple_of(2) {
            SITE_A
        } else {
            SITE_B
        };
        hook_barrier(site.as_ptr());
    }

    #[test]
    fn the_symbols_are_the_generators() {
        use tessera_build::targets::simt;
        assert_eq!(HOOKS, simt::HOOKS as usize);
        for (ours, theirs) in [
            (HOOKS_SYMBOL, simt::HOOKS_SYMBOL),
            (POISON_SYMBOL, simt::POISON_SYMBOL),
            (SHARED_ARRAYS_SYMBOL, simt::SHARED_ARRAYS_SYMBOL),
        ] {
            assert_eq!(ours, theirs.as_bytes());
        }
    }

    #[test]
    fn a_workgroup_that_writes_another_rows_part_is_named() {
        // Two rows of 4 bytes, two workgroups (spans) a row: workgroup 2 serves row 1.
        let regions = RowRegions {
            name: "scratch",
            base: 0,
            rows: 2,
            row_bytes: 4,
            groups_per_row: 2,
        };
        let before = [0u8; 8];
        let mut after = before;
        after[5] = 1;
        assert_eq!(regions.check(2, &before, &after), Ok(()));
        assert_eq!(
            regions.check(1, &before, &after),
            Err(
                "workgroup 1 (row 0) wrote byte 5 of `scratch`, in row 1's part (4 bytes a row): \
                 on a device, workgroups run at once and that write races"
                    .to_string()
            )
        );
    }

    #[test]
    fn lanes_that_stop_at_different_places_fail_with_both_places() {
        let error = run_group(divergent, 0, 4, 0).expect_err("lane 0 waits alone");
        assert_eq!(
            error,
            "the lanes of workgroup 0 diverged: lane 0 stopped at the barrier placed at \
             test.rs:1:1 but lane 1 at the end of the kernel"
        );
        let error = run_group(two_sites, 1, 4, 0).expect_err("two barriers");
        assert_eq!(
            error,
            "the lanes of workgroup 1 diverged: lane 3 stopped at the barrier placed at \
             test.rs:2:2 but lane 2 at the barrier placed at test.rs:1:1"
        );
        // The stacks of the abandoned lanes are reused: the next launch runs.
        run_group(two_sites, 0, 1, 0).expect("one lane cannot diverge");
    }

    static RACY_CELL: AtomicU32 = AtomicU32::new(0);
    static RACY_SEEN: Mutex<Vec<(u32, u32)>> = Mutex::new(Vec::new());
    static FENCED_CELL: AtomicU32 = AtomicU32::new(0);
    static FENCED_SEEN: Mutex<Vec<(u32, u32)>> = Mutex::new(Vec::new());

    /// Lane 0 publishes its workgroup's value and every lane reads it, with no barrier between.
    extern "C" fn racy(_: *const u8) {
        if hook_lane() == 0 {
            RACY_CELL.store(hook_group() + 1, Ordering::Relaxed);
        }
        let seen = RACY_CELL.load(Ordering::Relaxed);
        lock(&RACY_SEEN).push((hook_group(), seen));
    }

    /// As `racy`, with the barrier.
    extern "C" fn fenced(_: *const u8) {
        if hook_lane() == 0 {
            FENCED_CELL.store(hook_group() + 1, Ordering::Relaxed);
        }
        hook_barrier(SITE_A.as_ptr());
        let seen = FENCED_CELL.load(Ordering::Relaxed);
        lock(&FENCED_SEEN).push((hook_group(), seen));
    }

    #[test]
    fn a_missing_barrier_shows_in_the_backward_workgroups() {
        for group in 0..2 {
            run_group(racy, group, 4, 0).expect("no barriers");
            run_group(fenced, group, 4, 0).expect("one barrier, every lane");
        }
        // Workgroup 0 runs lane 0 first, so every lane sees its value; workgroup 1 runs lane 0
        // last, so lanes 3, 2 and 1 read the value before lane 0 writes it.
        assert_eq!(
            *lock(&RACY_SEEN),
            [
                (0, 1),
                (0, 1),
                (0, 1),
                (0, 1),
                (1, 1),
                (1, 1),
                (1, 1),
                (1, 2)
            ]
        );
        assert_eq!(
            *lock(&FENCED_SEEN),
            [(0, 1); 4]
                .into_iter()
                .chain([(1, 2); 4])
                .collect::<Vec<_>>()
        );
    }

    #[test]
    fn the_poison_fills_shared_arrays_with_nan_bits() {
        let device = SimtDevice::new();
        let library = device
            .library("softmax_pull")
            .unwrap_or_else(|e| panic!("{e}"));
        // SAFETY: the fold scratch of the 256-lane entry: 256 f32 in the library.
        let scratch = unsafe {
            *library
                .library
                .get::<*mut [u32; 256]>(b"tessera_fold_scratch_w256")
                .expect("the 256-lane entry's fold scratch")
        };
        let _running = lock(&library.running);
        // SAFETY: no launch runs (the library's lock is held).
        unsafe { scratch.write([0; 256]) };
        (library.poison)();
        // SAFETY: as above.
        assert!(unsafe { *scratch }.iter().all(|&bits| bits == u32::MAX));
        assert!(f32::from_bits(u32::MAX).is_nan());
    }

    #[test]
    fn a_missing_library_or_entry_is_refused_with_a_message() {
        let device = SimtDevice::new();
        let message = device
            .library("no_such_program")
            .expect_err("no library")
            .to_string();
        let path = format!("{SIMT_DIR}/no_such_program.so");
        assert!(
            message.starts_with(&format!("SIMT emulator: cannot open `{path}`: "))
                && message.ends_with(" (built by tests/build.rs)"),
            "{message}"
        );
        // quadratic's library has no entry of softmax_pull's image.
        let module = SimtModule {
            library: device
                .library("quadratic")
                .unwrap_or_else(|e| panic!("{e}")),
        };
        let softmax = crate::PROGRAMS
            .iter()
            .find(|p| p.name == "softmax_pull")
            .expect("softmax_pull");
        let entry = &softmax
            .gpu
            .iter()
            .find(|image| image.chip == SIMT_CHIP)
            .expect("an sm_90 image")
            .entries[0];
        let mut pack = ArgPack::new(entry);
        for param in entry.params {
            let value = match param.ty {
                tessera_rt::abi::ParamType::Ptr => Arg::Ptr(0),
                tessera_rt::abi::ParamType::U32 => Arg::U32(0),
                tessera_rt::abi::ParamType::U64 => Arg::U64(0),
                tessera_rt::abi::ParamType::F32 => Arg::F32(0.0),
            };
            pack.set(param.name, value)
                .unwrap_or_else(|e| panic!("{e}"));
        }
        // SAFETY: the launch is refused before anything runs (no such entry).
        let message = unsafe { SimtDevice::launch(&module, entry, &pack, 1, &()) }
            .expect_err("no such entry")
            .to_string();
        let expected = format!(
            "SIMT emulator: no entry `{}` in `{SIMT_DIR}/quadratic.so`: ",
            entry.entry
        );
        assert!(message.starts_with(&expected), "{message}");
    }

    #[test]
    fn images_the_emulator_cannot_run_are_refused_with_a_message() {
        let device = SimtDevice::new();
        let image = |chip| GpuImage {
            chip,
            format: GpuFormat::Ptx,
            bytes: b"not an image",
            sha256: "",
            entries: &[],
        };
        let message = device
            .load(&image("sm_120"))
            .expect_err("another chip")
            .to_string();
        assert_eq!(message, "SIMT emulator: it runs sm_90 images, not sm_120");
        let message = device
            .load(&image("sm_90"))
            .expect_err("no program")
            .to_string();
        assert_eq!(
            message,
            "SIMT emulator: the image belongs to no program of this crate"
        );
    }
}
