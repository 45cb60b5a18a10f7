//! Counter-based random numbers (Philox-4x32-10).
//!
//! The bits of element `i` depend only on `(seed, stream, i)` where `i` is the element's
//! global row-major index, so a sharded program that evaluates a slice of the tensor gets
//! exactly the bits the single-device program gets for those elements.

const M0: u32 = 0xD251_1F53;
const M1: u32 = 0xCD9E_8D57;
const W0: u32 = 0x9E37_79B9;
const W1: u32 = 0xBB67_AE85;

/// Philox-4x32 with 10 rounds on `counter` under `key`.
pub fn philox4x32(counter: [u32; 4], key: [u32; 2]) -> [u32; 4] {
    let (mut c, mut k) = (counter, key);
    for _ in 0..10 {
        let p0 = u64::from(M0) * u64::from(c[0]);
        let p1 = u64::from(M1) * u64::from(c[2]);
        c = [
            ((p1 >> 32) as u32) ^ c[1] ^ k[0],
            p1 as u32,
            ((p0 >> 32) as u32) ^ c[3] ^ k[1],
            p0 as u32,
        ];
        k = [k[0].wrapping_add(W0), k[1].wrapping_add(W1)];
    }
    c
}

/// The four 32-bit words for element `index` of stream `stream` under `seed`.
pub fn element_bits(seed: i64, stream: i64, index: u64) -> [u32; 4] {
    let seed = seed as u64;
    let stream = stream as u64;
    philox4x32(
        [
            index as u32,
            (index >> 32) as u32,
            stream as u32,
            (stream >> 32) as u32,
        ],
        [seed as u32, (seed >> 32) as u32],
    )
}

/// A uniform sample in `[0, 1)` with 24 (or, when `wide`, 53) random mantissa bits.
pub fn uniform(bits: [u32; 4], wide: bool) -> f64 {
    if wide {
        let v = (u64::from(bits[0]) << 32 | u64::from(bits[1])) >> 11;
        v as f64 * (1.0 / (1u64 << 53) as f64)
    } else {
        (bits[0] >> 8) as f64 * (1.0 / (1u32 << 24) as f64)
    }
}

/// A standard normal sample (Box–Muller on two uniforms from the element's words).
pub fn normal(bits: [u32; 4]) -> f64 {
    let u1 = 1.0 - uniform([bits[0], bits[1], 0, 0], true); // (0, 1]
    let u2 = uniform([bits[2], bits[3], 0, 0], true);
    (-2.0 * u1.ln()).sqrt() * (2.0 * std::f64::consts::PI * u2).cos()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn philox_matches_the_random123_known_answer() {
        // Known-answer test from Random123 (kat_vectors, philox4x32_10 with zero inputs and
        // with all-ones inputs).
        assert_eq!(
            philox4x32([0; 4], [0; 2]),
            [0x6627_e8d5, 0xe169_c58d, 0xbc57_ac4c, 0x9b00_dbd8]
        );
        assert_eq!(
            philox4x32([u32::MAX; 4], [u32::MAX; 2]),
            [0x408f_276d, 0x41c8_3b0e, 0xa20b_c7c6, 0x6d54_51fd]
        );
    }

    #[test]
    fn uniform_in_unit_interval() {
        for i in 0..1000 {
            let u = uniform(element_bits(42, 0, i), false);
            assert!((0.0..1.0).contains(&u));
        }
    }
}
