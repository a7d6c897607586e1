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

/// Refuses a host slice (`buffer`) of `len` values for the first values of a device buffer of
/// `capacity` values: more than it holds.
pub(crate) fn check_prefix_len(buffer: &str, len: usize, capacity: usize) -> Result<(), Error> {
    if len <= capacity {
        Ok(())
    } else {
        Err(Error::BufferLength {
            buffer: buffer.to_string(),
            len,
            expected: capacity,
            what: "at most the device buffer's length",
        })
    }
}

/// The all-zero value of `T`.
pub(crate) fn zero_value<T: DeviceRepr>() -> T {
    // SAFETY: `DeviceRepr`: every bit pattern, zero included, is a valid `T`.
    unsafe { std::mem::zeroed() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn host_slices_of_the_wrong_length_are_refused_with_both_lengths() {
        assert!(check_buffer_len("host data", 8, 8).is_ok());
        assert_eq!(
            check_buffer_len("host data", 3, 8).unwrap_err().to_string(),
            "host data has 3 elements, expected the device buffer's length = 8"
        );
        assert!(check_prefix_len("host buffer", 3, 8).is_ok());
        assert!(check_prefix_len("host buffer", 8, 8).is_ok());
        assert_eq!(
            check_prefix_len("host buffer", 9, 8)
                .unwrap_err()
                .to_string(),
            "host buffer has 9 elements, expected at most the device buffer's length = 8"
        );
    }
}
