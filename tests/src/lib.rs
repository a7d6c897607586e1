//! tessera-tests
