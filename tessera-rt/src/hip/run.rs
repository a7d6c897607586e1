//! The kind launchers on an AMD device: the shared launchers of [`gpu::run`](crate::gpu::run)
//! (check, choose the image and entry — DESIGN.md 7: an exact or generic HSACO, never a JIT
//! fallback — upload, launch one workgroup per row, download), served by this layer through its
//! [`GpuDevice`] implementation for [`HipDevice`]. Callers that keep data on the device use
//! [`LangevinOnDevice`] and [`SamplerOnDevice`], or [`HipBuffer`], [`HipModule`] and
//! [`launch`](super::launch) directly with the same argument names.

use std::sync::Arc;

use super::device::same_device;
use super::{HipBuffer, HipDevice, HipEvent, HipModule, HipStream};
use crate::abi::{Arg, ArgPack, StaticAbi};
use crate::error::Error;
use crate::gpu::{DeviceRepr, GpuDevice};
use crate::kernel::GpuImage;
use crate::select::Device;

pub use crate::gpu::run::{
    GpuRun, run_energy, run_langevin, run_map, run_sampler, run_sampler_on_device,
};

/// A Langevin chain resident on an AMD device.
pub type LangevinOnDevice = crate::gpu::run::LangevinOnDevice<HipDevice>;

/// A sampler fed logits that live on an AMD device.
pub type SamplerOnDevice = crate::gpu::run::SamplerOnDevice<HipDevice>;

/// The selection descriptor of an open device.
pub fn descriptor(device: &HipDevice) -> Device {
    HipDevice::descriptor(device)
}

impl GpuDevice for HipDevice {
    type Module = Arc<HipModule>;
    type Stream = HipStream;
    type Buffer<T: DeviceRepr> = HipBuffer<T>;
    type Mark = HipEvent;

    fn descriptor(&self) -> Device {
        descriptor(self)
    }

    fn multiprocessors(&self) -> u32 {
        self.info().multiprocessors
    }

    fn upload<T: DeviceRepr>(&self, host: &[T]) -> Result<HipBuffer<T>, Error> {
        HipBuffer::upload(self, host)
    }

    fn zeroed<T: DeviceRepr>(&self, len: usize) -> Result<HipBuffer<T>, Error> {
        HipBuffer::zeroed(self, len)
    }

    fn uninit<T: DeviceRepr>(&self, len: usize) -> Result<HipBuffer<T>, Error> {
        HipBuffer::uninit(self, len)
    }

    fn zero_on<T: DeviceRepr>(buffer: &mut HipBuffer<T>, stream: &HipStream) -> Result<(), Error> {
        buffer.zero_on(stream)
    }

    fn read<T: DeviceRepr>(buffer: &HipBuffer<T>, host: &mut [T]) -> Result<(), Error> {
        buffer.read(host)
    }

    fn read_on<T: DeviceRepr>(
        buffer: &HipBuffer<T>,
        host: &mut [T],
        stream: &HipStream,
    ) -> Result<(), Error> {
        buffer.read_on(host, stream)
    }

    fn arg<T: DeviceRepr>(buffer: &HipBuffer<T>) -> Arg {
        buffer.arg()
    }

    fn len<T: DeviceRepr>(buffer: &HipBuffer<T>) -> usize {
        buffer.len()
    }

    fn check_buffer<T: DeviceRepr>(
        &self,
        what: &'static str,
        buffer: &HipBuffer<T>,
    ) -> Result<(), Error> {
        same_device(what, &self.context, &buffer.context)
    }

    /// The image's module, loaded on the first call and shared after (the device's cache).
    fn load(&self, image: &GpuImage) -> Result<Arc<HipModule>, Error> {
        self.modules
            .get_or_load(image, || HipModule::load(self, image))
    }

    fn stream(&self) -> Result<HipStream, Error> {
        HipStream::new(self)
    }

    unsafe fn launch(
        module: &Arc<HipModule>,
        entry: &StaticAbi,
        pack: &ArgPack,
        n_rows: u32,
        stream: &HipStream,
    ) -> Result<(), Error> {
        // SAFETY: the caller's contract, which is `launch`'s.
        unsafe { super::launch(module, entry, pack, n_rows, stream) }
    }

    fn synchronize(stream: &HipStream) -> Result<(), Error> {
        stream.synchronize()
    }

    fn mark(stream: &HipStream) -> Result<HipEvent, Error> {
        HipEvent::record(stream)
    }

    fn seconds_between(start: &HipEvent, end: &HipEvent) -> Result<f64, Error> {
        end.seconds_since(start)
    }
}
