//! The kind launchers on a GPU, written once for both driver layers: check the launch (the same
//! envelope as the CPU launchers), choose the image and entry (`select::require`, DESIGN.md 7),
//! upload, launch one workgroup per row (a sampler's split launch: several), download. The
//! device loads each image on its first use and keeps it (`GpuDevice::load`: the CUDA and HIP
//! devices' module cache), so only the first call of an image pays for loading it (and, for
//! PTX, the driver's JIT compiler). Each call uploads and downloads its buffers; a Langevin
//! chain that stays on the device is a [`LangevinOnDevice`], and a sampler fed logits that
//! already live on the device is a [`SamplerOnDevice`] (it downloads only the status words and
//! keeps its device memory between launches); other callers that keep data on the device use
//! a layer's buffers, modules and `launch` directly with the same argument names.
//!
//! The launchers are generic over [`GpuDevice`], the little a launcher asks of a driver layer
//! (upload, download, load, launch, wait); `cuda::run` and `hip::run` re-export them, and the
//! device passed in picks the layer.

use std::fmt::Debug;

use super::memory::DeviceRepr;
use crate::abi::{self, Arg, ArgPack, StaticAbi};
use crate::error::Error;
use crate::kernel::{GpuImage, Program};
use crate::langevin::{self, LangevinParams};
use crate::launch::Operands;
use crate::sampler::{self, SampleRun, SamplerParams};
use crate::select::{self, Choice, Device, Policy};
use crate::{energy, map};

/// An open device of one driver layer, with what the launchers need of that layer: its loaded
/// modules, streams and buffers, and the calls between them.
pub trait GpuDevice: Debug {
    /// A loaded image.
    type Module: Debug;
    /// A queue of launches.
    type Stream: Debug;
    /// `len` values of `T` in device memory, freed on drop.
    type Buffer<T: DeviceRepr>;
    /// A timed point on a stream ([`GpuDevice::mark`]).
    type Mark: Debug;

    /// The device as selection sees it.
    fn descriptor(&self) -> Device;
    /// Its multiprocessors (NVIDIA SMs, AMD compute units): a sampler splits rows that would
    /// leave most of them idle (`abi::gpu_spans`).
    fn multiprocessors(&self) -> u32;
    /// A buffer on the device holding a copy of `host`.
    fn upload<T: DeviceRepr>(&self, host: &[T]) -> Result<Self::Buffer<T>, Error>;
    /// A buffer on the device of `len` zero values.
    fn zeroed<T: DeviceRepr>(&self, len: usize) -> Result<Self::Buffer<T>, Error>;
    /// A buffer on the device of `len` values whose contents are unspecified: for memory a
    /// kernel writes before it reads (a wide entry's scratch).
    fn uninit<T: DeviceRepr>(&self, len: usize) -> Result<Self::Buffer<T>, Error>;
    /// Queues on `stream` the zeroing of every value of `buffer`: after the work queued on it
    /// before, before the work queued after.
    fn zero_on<T: DeviceRepr>(
        buffer: &mut Self::Buffer<T>,
        stream: &Self::Stream,
    ) -> Result<(), Error>;
    /// Copies `buffer` into `host`, which has its length, after the work queued before on
    /// every stream.
    fn read<T: DeviceRepr>(buffer: &Self::Buffer<T>, host: &mut [T]) -> Result<(), Error>;
    /// Copies the first `host.len()` values of `buffer` (at most its length) into `host`, after
    /// the work queued on `stream`, and waits for `stream`: one wait for a launch and its
    /// download; reports a kernel's failure.
    fn read_on<T: DeviceRepr>(
        buffer: &Self::Buffer<T>,
        host: &mut [T],
        stream: &Self::Stream,
    ) -> Result<(), Error>;
    /// `buffer` as a kernel argument.
    fn arg<T: DeviceRepr>(buffer: &Self::Buffer<T>) -> Arg;
    /// The number of values in `buffer`.
    fn len<T: DeviceRepr>(buffer: &Self::Buffer<T>) -> usize;
    /// Fails unless `buffer` lives on this device (`what` names the pair in the error).
    fn check_buffer<T: DeviceRepr>(
        &self,
        what: &'static str,
        buffer: &Self::Buffer<T>,
    ) -> Result<(), Error>;
    /// `image` loaded on the device, its entries looked up: a layer may keep the modules it
    /// loaded and return the same one for the same image.
    fn load(&self, image: &GpuImage) -> Result<Self::Module, Error>;
    /// A new stream on the device.
    fn stream(&self) -> Result<Self::Stream, Error>;
    /// Queues `entry` of `module` on `stream` over `n_rows` rows with the parameters of `pack`
    /// (the layer's `launch`).
    ///
    /// # Safety
    ///
    /// Every pointer parameter of `pack` is the address of a live device allocation of this
    /// device (a [`GpuDevice::Buffer`]) large enough for what `entry` reads and writes over
    /// `n_rows` rows, and stays alive and untouched by the host until `stream` is synchronised.
    /// The kernel behind `entry` in the image takes exactly the parameters of `entry`.
    unsafe fn launch(
        module: &Self::Module,
        entry: &StaticAbi,
        pack: &ArgPack,
        n_rows: u32,
        stream: &Self::Stream,
    ) -> Result<(), Error>;
    /// Waits for the work queued on `stream`; reports a kernel's failure.
    fn synchronize(stream: &Self::Stream) -> Result<(), Error>;
    /// A point queued on `stream` that records when the device reaches it (a CUDA or HIP
    /// event): reached once the work queued before it is done.
    fn mark(stream: &Self::Stream) -> Result<Self::Mark, Error>;
    /// The seconds from `start` to `end`, two marks of one stream, once the stream is
    /// synchronised after `end`.
    fn seconds_between(start: &Self::Mark, end: &Self::Mark) -> Result<f64, Error>;
}

/// What ran.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GpuRun {
    /// The key that continues the chain (Langevin), or the key given.
    pub next_key: [u64; 2],
    /// The image's chip and the entry that ran.
    pub chip: &'static str,
    pub entry: &'static str,
}

/// The image and entry that serve `n_features` on `device`, the image verified (so its errors
/// name the program; loading it finds it verified); a CPU choice is refused here (the caller
/// asked for the GPU).
fn choose<D: GpuDevice>(
    device: &D,
    program: &'static Program,
    n_features: usize,
    policy: &Policy,
) -> Result<(&'static GpuImage, &'static StaticAbi), Error> {
    match select::require(&device.descriptor(), program, n_features, policy)? {
        Choice::Gpu { image, entry } => {
            crate::verify::verify_image(program.name, image)?;
            Ok((image, entry))
        }
        Choice::Cpu { kernel, .. } => Err(Error::Status(format!(
            "program `{}`: the policy chose the CPU kernel {} for this device; call the CPU launcher",
            program.name, kernel.level
        ))),
    }
}

/// Device copies of the operands, set into `pack` by name; dropping it frees them, so it lives
/// until the launch has finished.
#[derive(Debug)]
struct DeviceOperands<D: GpuDevice> {
    _buffers: Vec<D::Buffer<f32>>,
}

impl<D: GpuDevice> DeviceOperands<D> {
    fn upload(device: &D, pack: &mut ArgPack, ops: &Operands<'_>) -> Result<Self, Error> {
        let mut buffers = Vec::new();
        for (i, input) in ops.inputs.iter().enumerate() {
            let buffer = device.upload(input)?;
            pack.set(&format!("input_{i}"), D::arg(&buffer))?;
            buffers.push(buffer);
        }
        for (i, vector) in ops.vectors.iter().enumerate() {
            let buffer = device.upload(vector)?;
            pack.set(&format!("vector_{i}"), D::arg(&buffer))?;
            buffers.push(buffer);
        }
        for (i, &value) in ops.params.iter().enumerate() {
            pack.set(&format!("param_{i}"), Arg::F32(value))?;
        }
        Ok(DeviceOperands { _buffers: buffers })
    }
}

/// `n_rows` as a grid size (at most `i32::MAX` workgroups).
fn grid_rows(n_rows: usize) -> Result<u32, Error> {
    u32::try_from(n_rows)
        .ok()
        .filter(|&r| r <= i32::MAX as u32)
        .ok_or(Error::OutOfRange {
            param: "n_rows",
            value: n_rows as u64,
            min: 1,
            max: i32::MAX as u64,
        })
}

/// The words of global scratch memory a wide entry (rows wider than the register entries
/// serve) takes over `n_rows` rows of `n_features`: `scratch_bytes` per feature of every row.
/// `None` for an entry that takes none.
fn scratch_words(
    entry: &StaticAbi,
    n_rows: usize,
    n_features: usize,
) -> Result<Option<usize>, Error> {
    if entry.param("scratch").is_none() {
        return Ok(None);
    }
    (entry.scratch_bytes as usize)
        .div_ceil(4)
        .checked_mul(n_features)
        .and_then(|w| w.checked_mul(n_rows))
        .map(Some)
        .ok_or(Error::ShapeOverflow { n_rows, n_features })
}

/// The scratch memory of a wide entry ([`scratch_words`]), set into `pack`; `None` for an entry
/// that takes none. The kernel writes it before it reads it, so it is not zeroed. The buffer
/// must outlive the launch.
fn wide_scratch<D: GpuDevice>(
    device: &D,
    entry: &StaticAbi,
    pack: &mut ArgPack,
    n_rows: usize,
    n_features: usize,
) -> Result<Option<D::Buffer<u32>>, Error> {
    let Some(words) = scratch_words(entry, n_rows, n_features)? else {
        return Ok(None);
    };
    let scratch = device.uninit::<u32>(words)?;
    pack.set("scratch", D::arg(&scratch))?;
    Ok(Some(scratch))
}

/// The buffer in `slot` when `fits` accepts its length, else (the old one freed first) a new
/// one of `len` values on `device`, uninitialised ([`GpuDevice::uninit`]); left in `slot` for
/// the next call. The flag says whether the buffer is new.
fn reuse<'s, D: GpuDevice, T: DeviceRepr>(
    device: &D,
    slot: &'s mut Option<D::Buffer<T>>,
    len: usize,
    fits: impl Fn(usize) -> bool,
) -> Result<(&'s mut D::Buffer<T>, bool), Error> {
    let (buffer, new) = match slot.take() {
        Some(buffer) if fits(D::len(&buffer)) => (buffer, false),
        old => {
            drop(old);
            (device.uninit(len)?, true)
        }
    };
    Ok((slot.insert(buffer), new))
}

/// Loads `image` and launches `entry` over `n_rows` rows, waiting for it.
fn launch_and_wait<D: GpuDevice>(
    device: &D,
    image: &'static GpuImage,
    entry: &'static StaticAbi,
    pack: &mut ArgPack,
    n_rows: usize,
) -> Result<(), Error> {
    let module = device.load(image)?;
    launch_on::<D>(&module, entry, pack, n_rows, &device.stream()?, false).map(|_| ())
}

/// Launches `entry` of a loaded module over `n_rows` rows on `stream` and waits; with `timed`,
/// returns the kernel's device time.
fn launch_on<D: GpuDevice>(
    module: &D::Module,
    entry: &'static StaticAbi,
    pack: &mut ArgPack,
    n_rows: usize,
    stream: &D::Stream,
    timed: bool,
) -> Result<Option<f64>, Error> {
    let marks = queue_groups_on::<D>(module, entry, pack, n_rows, n_rows, stream, timed)?;
    D::synchronize(stream)?;
    marks.seconds()
}

/// The marks queued around a launch when it is timed; read once the stream has been waited for.
struct LaunchMarks<D: GpuDevice>(Option<(D::Mark, D::Mark)>);

impl<D: GpuDevice> LaunchMarks<D> {
    /// The kernel's device time, when timed; the stream has been waited for since the launch.
    fn seconds(self) -> Result<Option<f64>, Error> {
        self.0
            .map(|(start, end)| D::seconds_between(&start, &end))
            .transpose()
    }
}

/// Queues `entry` of a loaded module over `groups` workgroup slots of the entry's shape on
/// `stream` for `n_rows` rows (`n_rows`, or for a split entry `n_spans` per row), without
/// waiting; with `timed`, between two marks. The buffers in `pack` must stay
/// untouched by the host until the caller has waited for `stream`.
fn queue_groups_on<D: GpuDevice>(
    module: &D::Module,
    entry: &'static StaticAbi,
    pack: &mut ArgPack,
    n_rows: usize,
    groups: usize,
    stream: &D::Stream,
    timed: bool,
) -> Result<LaunchMarks<D>, Error> {
    let groups = grid_rows(groups)?;
    pack.set("n_rows", Arg::U64(n_rows as u64))?;
    let start = timed.then(|| D::mark(stream)).transpose()?;
    // SAFETY: every pointer in `pack` is a live device buffer of the module's device sized by
    // the launch's checked shape (they belong to the caller's `LangevinOnDevice` or
    // `SamplerOnDevice`, or to the caller's frame); the callers touch none of them before they
    // have waited for the stream.
    unsafe { D::launch(module, entry, pack, groups, stream)? };
    let end = timed.then(|| D::mark(stream)).transpose()?;
    Ok(LaunchMarks(start.zip(end)))
}

/// Whether a resident launcher ([`LangevinOnDevice`], [`SamplerOnDevice`]) times its kernels,
/// and the device time of its last launch's kernel when it did.
#[derive(Debug, Clone, Copy, Default)]
struct KernelTiming {
    on: bool,
    last: Option<f64>,
}

/// A Langevin chain resident on the device: the operands are uploaded once, the module is
/// loaded once, and each [`LangevinOnDevice::run`] is one launch on the device-resident state;
/// [`LangevinOnDevice::download`] copies the state (and status words) back.
#[derive(Debug)]
pub struct LangevinOnDevice<D: GpuDevice> {
    image: &'static GpuImage,
    entry: &'static StaticAbi,
    module: D::Module,
    stream: D::Stream,
    /// The state, `[n_rows, n_features]`, on the device.
    pub state: D::Buffer<f32>,
    /// The status words (sphere and bivector programs), on the device.
    pub status: Option<D::Buffer<u32>>,
    /// Inputs and vectors on the device (the pack points at them).
    _operands: DeviceOperands<D>,
    /// The wide entry's scratch memory (the pack points at it).
    _scratch: Option<D::Buffer<u32>>,
    pack: ArgPack,
    n_rows: usize,
    n_features: usize,
    timing: KernelTiming,
}

impl<D: GpuDevice> LangevinOnDevice<D> {
    /// Checks the shapes and operands, chooses the image and entry for `n_features`, loads it
    /// and uploads everything.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        device: &D,
        program: &'static Program,
        state: &[f32],
        status: Option<&[u32]>,
        ops: &Operands<'_>,
        n_rows: usize,
        n_features: usize,
        policy: &Policy,
    ) -> Result<Self, Error> {
        // The launch values are checked per run; any valid ones check the buffers here.
        langevin::validate(
            program,
            state.len(),
            status.map(<[u32]>::len),
            ops,
            n_rows,
            n_features,
            &LangevinParams::constant(1, 1.0, 0.0),
        )?;
        let (image, entry) = choose(device, program, n_features, policy)?;
        let mut pack = ArgPack::new(entry);
        let d_state = device.upload(state)?;
        pack.set("state", D::arg(&d_state))?;
        let d_status = match status {
            Some(words) => {
                let buffer = device.upload(words)?;
                pack.set("status", D::arg(&buffer))?;
                Some(buffer)
            }
            None => None,
        };
        let operands = DeviceOperands::upload(device, &mut pack, ops)?;
        let scratch = wide_scratch(device, entry, &mut pack, n_rows, n_features)?;
        Ok(LangevinOnDevice {
            image,
            entry,
            module: device.load(image)?,
            stream: device.stream()?,
            state: d_state,
            status: d_status,
            _operands: operands,
            _scratch: scratch,
            pack,
            n_rows,
            n_features,
            timing: KernelTiming::default(),
        })
    }

    /// Runs `params.steps` steps on the device-resident state and waits; returns the next key.
    pub fn run(&mut self, params: &LangevinParams, key: [u64; 2]) -> Result<[u64; 2], Error> {
        langevin::validate_params(params)?;
        langevin::set_launch_values(&mut self.pack, self.n_features, params, key)?;
        self.timing.last = None;
        self.timing.last = launch_on::<D>(
            &self.module,
            self.entry,
            &mut self.pack,
            self.n_rows,
            &self.stream,
            self.timing.on,
        )?;
        Ok(langevin::next_key(key, params.steps))
    }

    /// From now on, times each run's kernel on the device (`true`: a CUDA or HIP event on
    /// each side of the launch) or stops timing (`false`, the default).
    pub fn time_kernels(&mut self, on: bool) {
        self.timing.on = on;
    }

    /// The device time of the last run's kernel, in seconds, when [`LangevinOnDevice::time_kernels`]
    /// was on for it: the launch alone, without the host's calls around it.
    pub fn kernel_seconds(&self) -> Option<f64> {
        self.timing.last
    }

    /// Copies the state (and the status words) back to the host.
    pub fn download(&self, state: &mut [f32], status: Option<&mut [u32]>) -> Result<(), Error> {
        D::read(&self.state, state)?;
        if let (Some(buffer), Some(words)) = (&self.status, status) {
            D::read(buffer, words)?;
        }
        Ok(())
    }

    /// The image's chip and the entry that runs.
    pub fn chosen(&self) -> (&'static str, &'static str) {
        (self.image.chip, self.entry.entry)
    }
}

/// Langevin on the device from host buffers: as `langevin::run_cpu`, on the image and entry
/// selected for the device (upload, one launch, download).
#[allow(clippy::too_many_arguments)]
pub fn run_langevin<D: GpuDevice>(
    device: &D,
    program: &'static Program,
    state: &mut [f32],
    status: Option<&mut [u32]>,
    ops: &Operands<'_>,
    n_rows: usize,
    n_features: usize,
    params: &LangevinParams,
    key: [u64; 2],
    policy: &Policy,
) -> Result<GpuRun, Error> {
    langevin::validate(
        program,
        state.len(),
        status.as_ref().map(|s| s.len()),
        ops,
        n_rows,
        n_features,
        params,
    )?;
    let mut chain = LangevinOnDevice::new(
        device,
        program,
        state,
        status.as_deref(),
        ops,
        n_rows,
        n_features,
        policy,
    )?;
    let next_key = chain.run(params, key)?;
    chain.download(state, status)?;
    let (chip, entry) = chain.chosen();
    Ok(GpuRun {
        next_key,
        chip,
        entry,
    })
}

/// A map on the device: as `map::run_cpu`.
pub fn run_map<D: GpuDevice>(
    device: &D,
    program: &'static Program,
    out: &mut [f32],
    ops: &Operands<'_>,
    n_rows: usize,
    n_features: usize,
    policy: &Policy,
) -> Result<GpuRun, Error> {
    map::validate(program, out.len(), ops, n_rows, n_features)?;
    let (image, entry) = choose(device, program, n_features, policy)?;
    let mut pack = ArgPack::new(entry);
    let d_out = device.zeroed::<f32>(out.len())?;
    pack.set("out_0", D::arg(&d_out))?;
    let _operands = DeviceOperands::upload(device, &mut pack, ops)?;
    let _scratch = wide_scratch(device, entry, &mut pack, n_rows, n_features)?;
    pack.set("n_features", Arg::U64(n_features as u64))?;
    launch_and_wait(device, image, entry, &mut pack, n_rows)?;
    D::read(&d_out, out)?;
    Ok(GpuRun {
        next_key: [0, 0],
        chip: image.chip,
        entry: entry.entry,
    })
}

/// An energy evaluation on the device: as `energy::run_cpu`.
#[allow(clippy::too_many_arguments)]
pub fn run_energy<D: GpuDevice>(
    device: &D,
    program: &'static Program,
    state: &[f32],
    out: energy::EnergyOut<'_>,
    ops: &Operands<'_>,
    n_rows: usize,
    n_features: usize,
    policy: &Policy,
) -> Result<GpuRun, Error> {
    energy::validate(program, state.len(), &out, ops, n_rows, n_features)?;
    let (image, entry) = choose(device, program, n_features, policy)?;
    let mut pack = ArgPack::new(entry);
    let d_state = device.upload(state)?;
    pack.set("state", D::arg(&d_state))?;
    let d_energy = device.zeroed::<f32>(out.energy.len())?;
    let d_grad = device.zeroed::<f32>(out.grad.len())?;
    pack.set("out_0", D::arg(&d_energy))?;
    pack.set("out_1", D::arg(&d_grad))?;
    let _operands = DeviceOperands::upload(device, &mut pack, ops)?;
    let _scratch = wide_scratch(device, entry, &mut pack, n_rows, n_features)?;
    pack.set("n_features", Arg::U64(n_features as u64))?;
    launch_and_wait(device, image, entry, &mut pack, n_rows)?;
    D::read(&d_energy, out.energy)?;
    D::read(&d_grad, out.grad)?;
    Ok(GpuRun {
        next_key: [0, 0],
        chip: image.chip,
        entry: entry.entry,
    })
}

/// A sampler on the device: the image and entry that serve a vocabulary of `vocab` tokens are
/// chosen and loaded once; each [`SamplerOnDevice::sample`] samples logits that already live on
/// the device into ids on the device, with no round trip: only the status words (one `u32` per
/// row) come back, to report the rows that got no token. A decode loop holds one and feeds the
/// returned key back.
///
/// A launch of few rows whose rows can split (`sampler::rows_can_split`: no top-k and no top-p,
/// greedy, or, where the split entry splits by candidates, a top-k of at most a sixteenth of
/// the vocabulary) runs on the
/// image's split entry (`abi::GPU_SPLIT_LAUNCH`), each row as `abi::gpu_spans` workgroups, when
/// the selected entry is the wide one; [`SampleRun::spans_per_row`] says how a launch ran.
/// A packed entry (several narrow rows per workgroup) runs every launch, its rows' searches
/// in step.
///
/// The device memory its launches need besides the logits and ids (the status words, the wide
/// entry's scratch, the split entry's span records) is allocated by the first launch that needs
/// it and kept for the next ones (grown when a launch needs more), so `sample` takes `&mut
/// self`; it is freed when the sampler is dropped. None of it is zeroed per call (the kernel
/// writes the status words whole and resets the span counts), and a call queues its launch and
/// the status download on the sampler's own stream and waits once, in the download.
#[derive(Debug)]
pub struct SamplerOnDevice<D: GpuDevice> {
    device: D,
    program: &'static Program,
    image: &'static GpuImage,
    entry: &'static StaticAbi,
    /// The image's split entry, when `entry` is the wide one.
    split: Option<&'static StaticAbi>,
    module: D::Module,
    stream: D::Stream,
    vocab: usize,
    workspace: Workspace<D>,
    timing: KernelTiming,
}

/// The device memory a sampler's launches reuse, kept between them: a decode loop launches on
/// the same shape again and again, and allocating and freeing per launch costs more than a
/// small launch (and freeing waits for the device). The scratch and the partials grow to the
/// largest launch seen, the status words to a power of two of rows at least the largest
/// launch's, so a batch that shrinks or grows a little (continuous batching) allocates nothing.
struct Workspace<D: GpuDevice> {
    /// The status words (the kernel writes each whole: not zeroed).
    status: Option<D::Buffer<u32>>,
    /// The wide entry's scratch memory (the kernel writes it before it reads it).
    scratch: Option<D::Buffer<u32>>,
    /// The split entry's span records. Word 0 of a row's first record counts its spans, and
    /// the launch's last span resets it: zeroed once, the buffer serves every later launch of
    /// the same record layout (`abi::GPU_SPLIT_LAUNCH`).
    partials: Option<D::Buffer<u32>>,
    /// The layout (`n_spans`, `span_words`) whose count words `partials` holds at zero: that of
    /// the last split launch, after it finished; `None` before a launch zeroed the buffer, and
    /// while a launch runs or after one failed.
    zero_counts: Option<(usize, usize)>,
}

impl<D: GpuDevice> Debug for Workspace<D> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let len = |b: &Option<D::Buffer<u32>>| b.as_ref().map(D::len);
        f.debug_struct("Workspace")
            .field("status", &len(&self.status))
            .field("scratch", &len(&self.scratch))
            .field("partials", &len(&self.partials))
            .field("zero_counts", &self.zero_counts)
            .finish()
    }
}

impl<D: GpuDevice + Clone> SamplerOnDevice<D> {
    /// Checks the kind and the vocabulary size, chooses the image and entry for `vocab` tokens
    /// (`select::require`) and loads it.
    pub fn new(
        device: &D,
        program: &'static Program,
        vocab: usize,
        policy: &Policy,
    ) -> Result<Self, Error> {
        sampler::check_shape(program, 1, vocab)?;
        let (image, entry) = choose(device, program, vocab, policy)?;
        let split = (entry.param("scratch").is_some())
            .then(|| image.entries.iter().find(|e| e.param("partials").is_some()))
            .flatten();
        Ok(SamplerOnDevice {
            device: device.clone(),
            program,
            image,
            entry,
            split,
            module: device.load(image)?,
            stream: device.stream()?,
            vocab,
            workspace: Workspace {
                status: None,
                scratch: None,
                partials: None,
                zero_counts: None,
            },
            timing: KernelTiming::default(),
        })
    }

    /// Samples one token id per row of `logits` (`[n_rows, vocab]` on this device) into `ids`
    /// (`n_rows` on this device) and waits. Rows whose logits cannot be sampled get id `-1` and
    /// are listed in the result's `invalid_rows`.
    pub fn sample(
        &mut self,
        logits: &D::Buffer<f32>,
        ids: &mut D::Buffer<i64>,
        n_rows: usize,
        params: &SamplerParams,
        key: [u64; 2],
    ) -> Result<SampleRun, Error> {
        sampler::validate(
            self.program,
            D::len(logits),
            D::len(ids),
            n_rows,
            self.vocab,
            params,
        )?;
        self.device
            .check_buffer("the sampler and the logits buffer", logits)?;
        self.device
            .check_buffer("the sampler and the ids buffer", ids)?;
        self.launch(logits, ids, n_rows, params, key)
    }

    /// [`SamplerOnDevice::sample`] after its checks: buffers of this device with the lengths
    /// and parameters `sampler::validate` accepts.
    fn launch(
        &mut self,
        logits: &D::Buffer<f32>,
        ids: &mut D::Buffer<i64>,
        n_rows: usize,
        params: &SamplerParams,
        key: [u64; 2],
    ) -> Result<SampleRun, Error> {
        let device = &self.device;
        let stream = &self.stream;
        let workspace = &mut self.workspace;
        // The span records' zeroing (when a split launch needs one), the launch and the status
        // download queue on the sampler's stream, in that order, and the download waits for
        // them all: one wait per call. The kernel writes every row's status word whole.
        let rows = n_rows.checked_next_power_of_two().unwrap_or(n_rows);
        let (status, _) = reuse(device, &mut workspace.status, rows, |len| len >= n_rows)?;
        // Few rows that can split run as several workgroups each.
        let spans = abi::gpu_spans(n_rows, self.vocab, device.multiprocessors());
        let split = self
            .split
            .filter(|split| spans > 1 && sampler::rows_can_split(split, params, self.vocab));
        let entry = split.unwrap_or(self.entry);
        let mut pack = ArgPack::new(entry);
        pack.set("status", D::arg(status))?;
        pack.set("out_0", D::arg(ids))?;
        pack.set("input_0", D::arg(logits))?;
        sampler::set_launch_values(&mut pack, self.vocab, params, key)?;
        // The wide entry (vocabularies wider than the register entries) keeps each row's
        // values in scratch memory.
        if let Some(words) = scratch_words(entry, n_rows, self.vocab)? {
            let (scratch, _) = reuse(device, &mut workspace.scratch, words, |len| len >= words)?;
            pack.set("scratch", D::arg(scratch))?;
        }
        let timed = self.timing.on;
        self.timing.last = None;
        // The span records' layout, when the launch splits.
        let mut layout = None;
        let (spans_per_row, marks) = match split {
            None => (
                1,
                queue_groups_on::<D>(
                    &self.module,
                    entry,
                    &mut pack,
                    n_rows,
                    n_rows,
                    stream,
                    timed,
                )?,
            ),
            Some(_) => {
                // Room in each span record for the features of its top-k, when the launch
                // splits by candidates.
                let span_words = abi::SPAN_RECORD_WORDS
                    + sampler::span_candidate_words(entry, params, self.vocab);
                let words = n_rows
                    .checked_mul(spans)
                    .and_then(|r| r.checked_mul(span_words))
                    .ok_or(Error::ShapeOverflow {
                        n_rows,
                        n_features: self.vocab,
                    })?;
                let (partials, new) =
                    reuse(device, &mut workspace.partials, words, |len| len >= words)?;
                layout = Some((spans, span_words));
                if new || workspace.zero_counts != layout {
                    D::zero_on(partials, stream)?;
                }
                // Unknown until the launch has finished.
                workspace.zero_counts = None;
                pack.set("partials", D::arg(partials))?;
                pack.set("n_spans", Arg::U64(spans as u64))?;
                pack.set("span_words", Arg::U64(span_words as u64))?;
                let groups = n_rows * spans;
                let marks = queue_groups_on::<D>(
                    &self.module,
                    entry,
                    &mut pack,
                    n_rows,
                    groups,
                    stream,
                    timed,
                )?;
                (spans, marks)
            }
        };
        // The launch's rows' words (the buffer may hold more).
        let mut words = vec![0u32; n_rows];
        D::read_on(status, &mut words, stream)?;
        // The launch has finished: its last spans reset the counts.
        if layout.is_some() {
            workspace.zero_counts = layout;
        }
        self.timing.last = marks.seconds()?;
        Ok(SampleRun {
            program: self.program.name,
            next_key: sampler::next_key(key),
            level: self.image.chip,
            invalid_rows: sampler::invalid_rows(&words),
            spans_per_row,
        })
    }

    /// From now on, times each launch's kernel on the device (`true`: a CUDA or HIP event on
    /// each side of the launch) or stops timing (`false`, the default).
    pub fn time_kernels(&mut self, on: bool) {
        self.timing.on = on;
    }

    /// The device time of the last launch's kernel, in seconds, when
    /// [`SamplerOnDevice::time_kernels`] was on for it: the kernel alone, without the zeroing of
    /// span records before it (when a split launch needs one) or the download of the status
    /// words after.
    pub fn kernel_seconds(&self) -> Option<f64> {
        self.timing.last
    }

    /// The vocabulary size the sampler serves.
    pub fn vocab(&self) -> usize {
        self.vocab
    }

    /// The image's chip and the entry that runs.
    pub fn chosen(&self) -> (&'static str, &'static str) {
        (self.image.chip, self.entry.entry)
    }
}

/// The sampler on the device from host buffers: as `sampler::run_cpu`, on the image and entry
/// selected for the device (upload the logits, one launch, download the ids and status words).
#[allow(clippy::too_many_arguments)]
pub fn run_sampler<D: GpuDevice + Clone>(
    device: &D,
    program: &'static Program,
    logits: &[f32],
    ids: &mut [i64],
    n_rows: usize,
    vocab: usize,
    params: &SamplerParams,
    key: [u64; 2],
    policy: &Policy,
) -> Result<SampleRun, Error> {
    sampler::validate(program, logits.len(), ids.len(), n_rows, vocab, params)?;
    let mut sampler = SamplerOnDevice::new(device, program, vocab, policy)?;
    let d_logits = device.upload(logits)?;
    let mut d_ids = device.zeroed::<i64>(ids.len())?;
    // Validated above; the buffers are this device's.
    let run = sampler.launch(&d_logits, &mut d_ids, n_rows, params, key)?;
    D::read(&d_ids, ids)?;
    Ok(run)
}

/// One launch of the sampler on logits and ids that live on the device (see
/// [`SamplerOnDevice`], which a decode loop holds to load the image once).
#[allow(clippy::too_many_arguments)]
pub fn run_sampler_on_device<D: GpuDevice + Clone>(
    device: &D,
    program: &'static Program,
    logits: &D::Buffer<f32>,
    ids: &mut D::Buffer<i64>,
    n_rows: usize,
    vocab: usize,
    params: &SamplerParams,
    key: [u64; 2],
    policy: &Policy,
) -> Result<SampleRun, Error> {
    sampler::validate(program, D::len(logits), D::len(ids), n_rows, vocab, params)?;
    SamplerOnDevice::new(device, program, vocab, policy)?.sample(logits, ids, n_rows, params, key)
}
