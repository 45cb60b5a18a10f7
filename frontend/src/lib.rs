//! shardc frontend (being written).
