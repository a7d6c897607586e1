//! Layer 3, memory and streams: [`HipBuffer`] (upload once, run many launches, download),
//! [`HipStream`] and [`HipEvent`] (a timed point on a stream).
//!
//! Copies are synchronous and go through the null stream; streams are created blocking, so a
//! copy waits for the kernels queued before it on any [`HipStream`] and a kernel queued after a
//! copy sees its data. [`HipBuffer::zero_on`] and [`HipBuffer::read_on`] queue on one stream
//! instead, in order with its launches, so a launcher that zeroes, launches and downloads waits
//! for the device once (a sampler's call).

use std::marker::PhantomData;
use std::sync::Arc;

use super::device::{Context, HipDevice, same_device};
use super::driver::{self, hipDeviceptr_t, hipEvent_t, hipStream_t};
use crate::abi::Arg;
use crate::error::Error;
use crate::gpu::{DeviceRepr, buffer_bytes, check_buffer_len, check_prefix_len, zero_value};

/// `len` values of `T` in device memory; freed on drop.
#[derive(Debug)]
pub struct HipBuffer<T: DeviceRepr> {
    pub(crate) context: Arc<Context>,
    /// Null when `len == 0` (nothing is allocated).
    pointer: hipDeviceptr_t,
    len: usize,
    _values: PhantomData<T>,
}

// SAFETY: the buffer owns its allocation; every access makes its device current first.
unsafe impl<T: DeviceRepr> Send for HipBuffer<T> {}
// SAFETY: `&self` methods only read the allocation.
unsafe impl<T: DeviceRepr> Sync for HipBuffer<T> {}

impl<T: DeviceRepr> HipBuffer<T> {
    /// A buffer on `device` holding a copy of `host`.
    pub fn upload(device: &HipDevice, host: &[T]) -> Result<HipBuffer<T>, Error> {
        let mut buffer = HipBuffer::uninit(device, host.len())?;
        buffer.write(host)?;
        Ok(buffer)
    }

    /// A buffer on `device` of `len` zero values.
    pub fn zeroed(device: &HipDevice, len: usize) -> Result<HipBuffer<T>, Error> {
        let mut buffer = HipBuffer::uninit(device, len)?;
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
    pub fn zero_on(&mut self, stream: &HipStream) -> Result<(), Error> {
        same_device("the buffer and the stream", &self.context, &stream.context)?;
        if self.len == 0 {
            return Ok(());
        }
        self.context.bind()?;
        // SAFETY: the range is the allocation, on the stream's device.
        unsafe { driver::zero_on(self.pointer, self.bytes(), stream.stream) }
    }

    /// A buffer on `device` of `len` values whose contents are unspecified (every bit pattern
    /// is a `T`, so reading it is defined): for memory a kernel writes before it reads.
    pub fn uninit(device: &HipDevice, len: usize) -> Result<HipBuffer<T>, Error> {
        let bytes = buffer_bytes::<T>(len)?;
        let context = Arc::clone(&device.context);
        context.bind()?;
        let pointer = if bytes == 0 {
            std::ptr::null_mut()
        } else {
            driver::alloc(bytes)?
        };
        Ok(HipBuffer {
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
        // SAFETY: `host` has exactly the allocation's size.
        unsafe { driver::copy_to_device(self.pointer, host) }
    }

    /// Copies the buffer into `host`, which must have the buffer's length. Waits for the kernels
    /// queued on blocking streams (every [`HipStream`]) first.
    pub fn read(&self, host: &mut [T]) -> Result<(), Error> {
        check_buffer_len("host buffer", host.len(), self.len)?;
        if self.len == 0 {
            return Ok(());
        }
        self.context.bind()?;
        // SAFETY: `host` has exactly the allocation's size; `T` is `DeviceRepr`, so any bytes the
        // device holds are valid values.
        unsafe { driver::copy_from_device(host, self.pointer) }
    }

    /// Copies the buffer's first `host.len()` values (at most its length) into `host`, after
    /// the work queued on `stream` before, and waits for `stream`: one wait for the launches
    /// and the copy; reports a kernel's failure. Fails for a stream of another device.
    pub fn read_on(&self, host: &mut [T], stream: &HipStream) -> Result<(), Error> {
        same_device("the buffer and the stream", &self.context, &stream.context)?;
        check_prefix_len("host buffer", host.len(), self.len)?;
        if !host.is_empty() {
            self.context.bind()?;
            // SAFETY: the allocation is on the stream's device; `host` is at most its size (and
            // not empty, so the buffer is allocated) and is borrowed until the wait below; `T`
            // is `DeviceRepr`, so any bytes the device holds are valid values.
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
        self.pointer as u64
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

impl<T: DeviceRepr> Drop for HipBuffer<T> {
    fn drop(&mut self) {
        if !self.pointer.is_null() && self.context.bind().is_ok() {
            // SAFETY: the allocation is this buffer's. A failure cannot be reported from `drop`.
            let _ = unsafe { driver::free(self.pointer) };
        }
    }
}

/// A queue of launches on one device; destroyed on drop (after its work ends: the runtime lets
/// queued work finish).
#[derive(Debug)]
pub struct HipStream {
    pub(crate) context: Arc<Context>,
    pub(crate) stream: hipStream_t,
}

// SAFETY: streams may be used from any thread (the HIP runtime is thread-safe); every use makes
// the device current first.
unsafe impl Send for HipStream {}
// SAFETY: as above; the runtime serialises work queued on one stream.
unsafe impl Sync for HipStream {}

impl HipStream {
    /// A new (blocking) stream on `device`.
    pub fn new(device: &HipDevice) -> Result<HipStream, Error> {
        let context = Arc::clone(&device.context);
        context.bind()?;
        let stream = driver::stream_create()?;
        Ok(HipStream { context, stream })
    }

    /// Waits for the work queued on the stream; reports a kernel's failure.
    pub fn synchronize(&self) -> Result<(), Error> {
        self.context.bind()?;
        // SAFETY: the stream is live.
        unsafe { driver::stream_synchronize(self.stream) }
    }

    /// The device the stream belongs to.
    pub fn ordinal(&self) -> usize {
        self.context.ordinal()
    }
}

impl Drop for HipStream {
    fn drop(&mut self) {
        if self.context.bind().is_ok() {
            // SAFETY: the stream is live and not used after this. A failure cannot be reported
            // from `drop`.
            let _ = unsafe { driver::stream_destroy(self.stream) };
        }
    }
}

/// A point on a stream's timeline that records when the device reached it (a HIP event);
/// destroyed on drop. Two of them on one stream time the work between them.
#[derive(Debug)]
pub struct HipEvent {
    context: Arc<Context>,
    event: hipEvent_t,
}

// SAFETY: as for `HipStream`: the runtime is thread-safe; every use makes the device current.
unsafe impl Send for HipEvent {}
// SAFETY: as above; `&self` methods only query the event.
unsafe impl Sync for HipEvent {}

impl HipEvent {
    /// A new event queued on `stream`: reached once the work queued before it is done.
    pub fn record(stream: &HipStream) -> Result<HipEvent, Error> {
        stream.context.bind()?;
        // SAFETY: the stream is live and its device current.
        let event = unsafe { driver::event_record(stream.stream)? };
        Ok(HipEvent {
            context: Arc::clone(&stream.context),
            event,
        })
    }

    /// The seconds from `start` to this event, both of one stream and both reached (the stream
    /// synchronised after this one was recorded).
    pub fn seconds_since(&self, start: &HipEvent) -> Result<f64, Error> {
        super::device::same_device("the two events", &start.context, &self.context)?;
        self.context.bind()?;
        // SAFETY: both events are live.
        let ms = unsafe { driver::event_elapsed_ms(start.event, self.event)? };
        Ok(f64::from(ms) / 1e3)
    }
}

impl Drop for HipEvent {
    fn drop(&mut self) {
        if self.context.bind().is_ok() {
            // SAFETY: the event is live and not used after this. A failure cannot be reported
            // from `drop`.
            let _ = unsafe { driver::event_destroy(self.event) };
        }
    }
}
