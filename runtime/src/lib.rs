//! shardc runtime (being written).
