//! f32 math library (placeholder module; being written).
