//! The memory rules that need no driver: which host types cross to the device as raw bytes
//! ([`DeviceRepr`]), the size of a buffer and the length a host slice must have.

use crate::error::Error;

/// A type whose values may be copied to and from device memory as raw bytes.
///
/// # Safety
///
/// Every bit pattern of `size_of::<Self>()` bytes is a valid value, and the type has no padding.
pub unsafe trait DeviceRepr: Copy + Send + Sync + 'static {}

// SAFETY: plain integers and floats: every bit pattern is a value, no padding.
unsafe impl DeviceRepr for u8 {}
// SAFETY: as above.
unsafe impl DeviceRepr for u32 {}
// SAFETY: as above.
unsafe impl DeviceRepr for i32 {}
// SAFETY: as above.
unsafe impl DeviceRepr for u64 {}
// SAFETY: as above.
unsafe impl DeviceRepr for i64 {}
// SAFETY: as above.
unsafe impl DeviceRepr for f32 {}
// SAFETY: as above.
unsafe impl DeviceRepr for f64 {}

/// The bytes of a buffer of `len` values of `T`; refused when that overflows `usize`.
pub(crate) fn buffer_bytes<T: DeviceRepr>(len: usize) -> Result<usize, Error> {
    len.checked_mul(size_of::<T>()).ok_or(Error::OutOfRange {
        param: "device buffer length",
        value: len as u64,
        min: 0,
        max: (usize::MAX / size_of::<T>()) as u64,
    })
}

/// Refuses host data (`buffer`) of `len` values for a device buffer of `expected` values.
pub(crate) fn check_buffer_len(buffer: &str, len: usize, expected: usize) -> Result<(), Error> {
    if len == expected {
        Ok(())
    } else {
        Err(Error::BufferLength {
            buffer: buffer.to_string(),
            len,
            expected,
            what: "the device buffer's length",
        })
    }
}

/// The all-zero value of `T`.
pub(crate) fn zero_value<T: DeviceRepr>() -> T {
    // SAFETY: `DeviceRepr`: every bit pattern, zero included, is a valid `T`.
    unsafe { std::mem::zeroed() }
}
