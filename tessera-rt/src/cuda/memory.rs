//! Layer 3, memory and streams: [`DeviceBuffer`] (upload once, run many launches, download),
//! [`Stream`] and [`Event`] (a timed point on a stream).
//!
//! Copies are synchronous and go through the legacy default stream; streams are created
//! blocking, so a copy waits for the kernels queued before it on any [`Stream`] and a kernel
//! queued after a copy sees its data. [`DeviceBuffer::zero_on`] and [`DeviceBuffer::read_on`]
//! queue on one stream instead, in order with its launches, so a launcher that zeroes, launches
//! and downloads waits for the device once (a sampler's call).

use std::marker::PhantomData;
use std::sync::Arc;

use super::device::{Context, CudaDevice, same_device};
use super::driver::{self, CUdeviceptr, CUevent, CUstream};
use crate::abi::Arg;
use crate::error::Error;
use crate::gpu::{DeviceRepr, buffer_bytes, check_buffer_len, check_prefix_len, zero_value};

/// `len` values of `T` in device memory; freed on drop.
#[derive(Debug)]
pub struct DeviceBuffer<T: DeviceRepr> {
    pub(crate) context: Arc<Context>,
    /// 0 when `len == 0` (the driver refuses empty allocations).
    pointer: CUdeviceptr,
    len: usize,
    _values: PhantomData<T>,
}

// SAFETY: the buffer owns its allocation; every access binds the context first.
unsafe impl<T: DeviceRepr> Send for DeviceBuffer<T> {}
// SAFETY: `&self` methods only read the allocation.
unsafe impl<T: DeviceRepr> Sync for DeviceBuffer<T> {}

impl<T: DeviceRepr> DeviceBuffer<T> {
    /// A buffer on `device` holding a copy of `host`.
    pub fn upload(device: &CudaDevice, host: &[T]) -> Result<DeviceBuffer<T>, Error> {
        let mut buffer = DeviceBuffer::uninit(device, host.len())?;
        buffer.write(host)?;
        Ok(buffer)
    }

    /// A buffer on `device` of `len` zero values.
    pub fn zeroed(device: &CudaDevice, len: usize) -> Result<DeviceBuffer<T>, Error> {
        let mut buffer = DeviceBuffer::uninit(device, len)?;
        buffer.zero()?;
        Ok(buffer)
    }

    /// Sets every value to zero, after the kernels queued before on blocking streams (every
    /// stream of this crate) and before those queued after.
    pub fn zero(&mut self) -> Result<(), Error> {
        if self.len == 0 {
            return Ok(());
        }
        self.context.bind()?;
        // SAFETY: the context is current; the range is the allocation.
        unsafe { driver::zero(self.pointer, self.bytes()) }
    }

    /// Queues the zeroing of every value on `stream`: after the work queued on it before,
    /// before the work queued after. Fails for a stream of another device.
    pub fn zero_on(&mut self, stream: &Stream) -> Result<(), Error> {
        same_device("the buffer and the stream", &self.context, &stream.context)?;
        if self.len == 0 {
            return Ok(());
        }
        self.context.bind()?;
        // SAFETY: the context is current and the stream's; the range is the allocation.
        unsafe { driver::zero_on(self.pointer, self.bytes(), stream.stream) }
    }

    /// A buffer on `device` of `len` values whose contents are unspecified (every bit pattern
    /// is a `T`, so reading it is defined): for memory a kernel writes before it reads.
    pub fn uninit(device: &CudaDevice, len: usize) -> Result<DeviceBuffer<T>, Error> {
        let bytes = buffer_bytes::<T>(len)?;
        let context = Arc::clone(&device.context);
        context.bind()?;
        let pointer = if bytes == 0 {
            0
        } else {
            // SAFETY: the context is current.
            unsafe { driver::alloc(bytes)? }
        };
        Ok(DeviceBuffer {
            context,
            pointer,
            len,
            _values: PhantomData,
        })
    }

    /// Overwrites the buffer with `host`, which must have the buffer's length.
    pub fn write(&mut self, host: &[T]) -> Result<(), Error> {
        check_buffer_len("host data", host.len(), self.len)?;
        if self.len == 0 {
            return Ok(());
        }
        self.context.bind()?;
        // SAFETY: the context is current; `host` has exactly the allocation's size.
        unsafe { driver::copy_to_device(self.pointer, host) }
    }

    /// Copies the buffer into `host`, which must have the buffer's length. Waits for the kernels
    /// queued on blocking streams (every [`Stream`]) first.
    pub fn read(&self, host: &mut [T]) -> Result<(), Error> {
        check_buffer_len("host buffer", host.len(), self.len)?;
        if self.len == 0 {
            return Ok(());
        }
        self.context.bind()?;
        // SAFETY: the context is current; `host` has exactly the allocation's size; `T` is
        // `DeviceRepr`, so any bytes the device holds are valid values.
        unsafe { driver::copy_from_device(host, self.pointer) }
    }

    /// Copies the buffer's first `host.len()` values (at most its length) into `host`, after
    /// the work queued on `stream` before, and waits for `stream`: one wait for the launches
    /// and the copy; reports a kernel's failure. Fails for a stream of another device.
    pub fn read_on(&self, host: &mut [T], stream: &Stream) -> Result<(), Error> {
        same_device("the buffer and the stream", &self.context, &stream.context)?;
        check_prefix_len("host buffer", host.len(), self.len)?;
        if !host.is_empty() {
            self.context.bind()?;
            // SAFETY: the context is current and the stream's; `host` is at most the
            // allocation's size (and not empty, so the buffer is allocated) and is borrowed
            // until the wait below; `T` is `DeviceRepr`, so any bytes the device holds are
            // valid values.
            unsafe { driver::copy_from_device_on(host, self.pointer, stream.stream)? };
        }
        stream.synchronize()
    }

    /// The buffer's contents.
    pub fn download(&self) -> Result<Vec<T>, Error> {
        let mut host = vec![zero_value::<T>(); self.len];
        self.read(&mut host)?;
        Ok(host)
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The device address (0 for an empty buffer).
    pub fn device_pointer(&self) -> u64 {
        self.pointer
    }

    /// The buffer as a kernel argument.
    pub fn arg(&self) -> Arg {
        Arg::Ptr(self.pointer as usize)
    }

    /// The device the buffer lives on.
    pub fn ordinal(&self) -> usize {
        self.context.ordinal()
    }

    fn bytes(&self) -> usize {
        self.len * size_of::<T>()
    }
}

impl<T: DeviceRepr> Drop for DeviceBuffer<T> {
    fn drop(&mut self) {
        if self.pointer != 0 && self.context.bind().is_ok() {
            // SAFETY: the allocation is this buffer's, in its context. A failure cannot be
            // reported from `drop`.
            let _ = unsafe { driver::free(self.pointer) };
        }
    }
}

/// A queue of launches on one device; destroyed on drop (after its work ends: the driver lets
/// queued work finish).
#[derive(Debug)]
pub struct Stream {
    pub(crate) context: Arc<Context>,
    pub(crate) stream: CUstream,
}

// SAFETY: streams may be used from any thread once their context is bound, which every use does.
unsafe impl Send for Stream {}
// SAFETY: as above; the driver serialises work queued on one stream.
unsafe impl Sync for Stream {}

impl Stream {
    /// A new (blocking) stream on `device`.
    pub fn new(device: &CudaDevice) -> Result<Stream, Error> {
        let context = Arc::clone(&device.context);
        context.bind()?;
        // SAFETY: the context is current.
        let stream = unsafe { driver::stream_create()? };
        Ok(Stream { context, stream })
    }

    /// Waits for the work queued on the stream; reports a kernel's failure.
    pub fn synchronize(&self) -> Result<(), Error> {
        self.context.bind()?;
        // SAFETY: the stream is live and its context current.
        unsafe { driver::stream_synchronize(self.stream) }
    }

    /// The device the stream belongs to.
    pub fn ordinal(&self) -> usize {
        self.context.ordinal()
    }
}

impl Drop for Stream {
    fn drop(&mut self) {
        if self.context.bind().is_ok() {
            // SAFETY: the stream is live and not used after this. A failure cannot be reported
            // from `drop`.
            let _ = unsafe { driver::stream_destroy(self.stream) };
        }
    }
}

/// A point on a stream's timeline that records when the device reached it (a CUDA event);
/// destroyed on drop. Two of them on one stream time the work between them.
#[derive(Debug)]
pub struct Event {
    context: Arc<Context>,
    event: CUevent,
}

// SAFETY: as for `Stream`: every use binds the context first.
unsafe impl Send for Event {}
// SAFETY: as above; `&self` methods only query the event.
unsafe impl Sync for Event {}

impl Event {
    /// A new event queued on `stream`: reached once the work queued before it is done.
    pub fn record(stream: &Stream) -> Result<Event, Error> {
        stream.context.bind()?;
        // SAFETY: the stream is live and its context current.
        let event = unsafe { driver::event_record(stream.stream)? };
        Ok(Event {
            context: Arc::clone(&stream.context),
            event,
        })
    }

    /// The seconds from `start` to this event, both of one stream and both reached (the stream
    /// synchronised after this one was recorded).
    pub fn seconds_since(&self, start: &Event) -> Result<f64, Error> {
        super::device::same_device("the two events", &start.context, &self.context)?;
        self.context.bind()?;
        // SAFETY: both events are live, in the current context.
        let ms = unsafe { driver::event_elapsed_ms(start.event, self.event)? };
        Ok(f64::from(ms) / 1e3)
    }
}

impl Drop for Event {
    fn drop(&mut self) {
        if self.context.bind().is_ok() {
            // SAFETY: the event is live and not used after this. A failure cannot be reported
            // from `drop`.
            let _ = unsafe { driver::event_destroy(self.event) };
        }
    }
}
