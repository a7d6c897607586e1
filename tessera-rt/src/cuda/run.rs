//! The kind launchers on an NVIDIA device: the shared launchers of [`gpu::run`](crate::gpu::run)
//! (check, choose the image and entry, upload, launch one workgroup per row, download), served by
//! this layer through its [`GpuDevice`] implementation for [`CudaDevice`]. Callers that keep data
//! on the device use [`LangevinOnDevice`] and [`SamplerOnDevice`], or [`DeviceBuffer`],
//! [`CudaModule`] and [`launch`](super::launch) directly with the same argument names.

use std::sync::Arc;

use super::device::same_device;
use super::{CudaDevice, CudaModule, DeviceBuffer, Event, Stream};
use crate::abi::{Arg, ArgPack, StaticAbi};
use crate::error::Error;
use crate::gpu::{DeviceRepr, GpuDevice};
use crate::kernel::GpuImage;
use crate::select::Device;

pub use crate::gpu::run::{
    GpuRun, run_energy, run_langevin, run_map, run_sampler, run_sampler_on_device,
};

/// A Langevin chain resident on an NVIDIA device.
pub type LangevinOnDevice = crate::gpu::run::LangevinOnDevice<CudaDevice>;

/// A sampler fed logits that live on an NVIDIA device.
pub type SamplerOnDevice = crate::gpu::run::SamplerOnDevice<CudaDevice>;

/// The selection descriptor of an open device.
pub fn descriptor(device: &CudaDevice) -> Device {
    let info = device.info();
    let (major, minor) = info.driver_version;
    Device::Nvidia {
        name: info.name.clone(),
        compute_capability: info.compute_capability,
        driver_version: major * 1000 + minor * 10,
    }
}

impl GpuDevice for CudaDevice {
    type Module = Arc<CudaModule>;
    type Stream = Stream;
    type Buffer<T: DeviceRepr> = DeviceBuffer<T>;
    type Mark = Event;

    fn descriptor(&self) -> Device {
        descriptor(self)
    }

    fn multiprocessors(&self) -> u32 {
        self.info().multiprocessors
    }

    fn upload<T: DeviceRepr>(&self, host: &[T]) -> Result<DeviceBuffer<T>, Error> {
        DeviceBuffer::upload(self, host)
    }

    fn zeroed<T: DeviceRepr>(&self, len: usize) -> Result<DeviceBuffer<T>, Error> {
        DeviceBuffer::zeroed(self, len)
    }

    fn uninit<T: DeviceRepr>(&self, len: usize) -> Result<DeviceBuffer<T>, Error> {
        DeviceBuffer::uninit(self, len)
    }

    fn zero_on<T: DeviceRepr>(buffer: &mut DeviceBuffer<T>, stream: &Stream) -> Result<(), Error> {
        buffer.zero_on(stream)
    }

    fn read<T: DeviceRepr>(buffer: &DeviceBuffer<T>, host: &mut [T]) -> Result<(), Error> {
        buffer.read(host)
    }

    fn read_on<T: DeviceRepr>(
        buffer: &DeviceBuffer<T>,
        host: &mut [T],
        stream: &Stream,
    ) -> Result<(), Error> {
        buffer.read_on(host, stream)
    }

    fn arg<T: DeviceRepr>(buffer: &DeviceBuffer<T>) -> Arg {
        buffer.arg()
    }

    fn len<T: DeviceRepr>(buffer: &DeviceBuffer<T>) -> usize {
        buffer.len()
    }

    fn check_buffer<T: DeviceRepr>(
        &self,
        what: &'static str,
        buffer: &DeviceBuffer<T>,
    ) -> Result<(), Error> {
        same_device(what, &self.context, &buffer.context)
    }

    /// The image's module, loaded on the first call and shared after (the device's cache).
    fn load(&self, image: &GpuImage) -> Result<Arc<CudaModule>, Error> {
        self.modules
            .get_or_load(image, || CudaModule::load(self, image))
    }

    fn stream(&self) -> Result<Stream, Error> {
        Stream::new(self)
    }

    unsafe fn launch(
        module: &Arc<CudaModule>,
        entry: &StaticAbi,
        pack: &ArgPack,
        n_rows: u32,
        stream: &Stream,
    ) -> Result<(), Error> {
        // SAFETY: the caller's contract, which is `launch`'s.
        unsafe { super::launch(module, entry, pack, n_rows, stream) }
    }

    fn synchronize(stream: &Stream) -> Result<(), Error> {
        stream.synchronize()
    }

    fn mark(stream: &Stream) -> Result<Event, Error> {
        Event::record(stream)
    }

    fn seconds_between(start: &Event, end: &Event) -> Result<f64, Error> {
        end.seconds_since(start)
    }
}
