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

use crate::op::BitAlgorithm;

/// Threefry-2x32 with 20 rounds on `(x0, x1)` under `key` (Salmon et al.; JAX's and XLA's).
pub fn threefry2x32(x: [u32; 2], key: [u32; 2]) -> [u32; 2] {
    const ROTATIONS: [u32; 8] = [13, 15, 26, 6, 17, 29, 16, 24];
    let ks = [key[0], key[1], 0x1BD1_1BDA ^ key[0] ^ key[1]];
    let (mut x0, mut x1) = (x[0].wrapping_add(ks[0]), x[1].wrapping_add(ks[1]));
    for i in 0..5usize {
        let r = if i % 2 == 0 {
            &ROTATIONS[..4]
        } else {
            &ROTATIONS[4..]
        };
        for &d in r {
            x0 = x0.wrapping_add(x1);
            x1 = x1.rotate_left(d) ^ x0;
        }
        x0 = x0.wrapping_add(ks[(i + 1) % 3]);
        x1 = x1.wrapping_add(ks[(i + 2) % 3]).wrapping_add(i as u32 + 1);
    }
    [x0, x1]
}

/// Element `index` (a multi-index into `shape`, the whole output) of the bits XLA's
/// `rng_bit_generator` makes from `state` (u64 words, stored as i64) with `algorithm`, for an
/// output of `bits` (32 or 64) bits per element.
///
/// Philox takes the key from `state[0]` and a 128-bit counter `(state[1], state[2])` (with a
/// two-word state, `state[0]` is also the high half): element `j` (row-major) of a 32-bit
/// output is word `j % 4` of block `j / 4`, of a 64-bit output words `2(j % 2)` and
/// `2(j % 2) + 1` of block `j / 2`, block `b` hashing counter `+ b`. Threefry hashes
/// `state[1] + j` for 64-bit outputs; for 32-bit ones it splits the shape in halves along its
/// first even dimension (else its first largest one), hashing the counter of each element
/// of the half shape into the two elements `2h` and `2h + 1` of that dimension.
pub fn bit_generator_element(
    algorithm: BitAlgorithm,
    state: &[i64],
    shape: &[i64],
    index: &[i64],
    bits: u32,
) -> u64 {
    let word = |i: usize| state.get(i).copied().unwrap_or(0) as u64;
    let key = word(0);
    let key = [key as u32, (key >> 32) as u32];
    let flat = |idx: &[i64], shape: &[i64]| -> u64 {
        idx.iter().zip(shape).fold(0u64, |acc, (&i, &d)| {
            acc * d.max(1) as u64 + i.max(0) as u64
        })
    };
    match algorithm {
        BitAlgorithm::Philox => {
            let (lo, hi) = (word(1), if state.len() > 2 { word(2) } else { word(0) });
            let j = flat(index, shape);
            let per_block = if bits == 64 { 2 } else { 4 };
            let block = j / per_block;
            let clo = lo.wrapping_add(block);
            let chi = hi.wrapping_add(u64::from(clo < lo));
            let w = philox4x32(
                [
                    clo as u32,
                    (clo >> 32) as u32,
                    chi as u32,
                    (chi >> 32) as u32,
                ],
                key,
            );
            let k = (j % per_block) as usize;
            if bits == 64 {
                u64::from(w[2 * k]) | (u64::from(w[2 * k + 1]) << 32)
            } else {
                u64::from(w[k])
            }
        }
        BitAlgorithm::ThreeFry => {
            let counter = |c: u64| {
                let c = word(1).wrapping_add(c);
                threefry2x32([c as u32, (c >> 32) as u32], key)
            };
            if bits == 64 {
                let y = counter(flat(index, shape));
                return u64::from(y[0]) | (u64::from(y[1]) << 32);
            }
            let Some(split) = threefry_split_dim(shape) else {
                return u64::from(counter(0)[0]);
            };
            let mut half = shape.to_vec();
            half[split] = (shape[split] + 1) / 2;
            let mut at = index.to_vec();
            at[split] = index[split] / 2;
            u64::from(counter(flat(&at, &half))[(index[split] % 2) as usize])
        }
    }
}

/// The dimension Threefry's 32-bit outputs split in halves: the first of even size (0
/// counts), else the first of the largest size; `None` for a scalar.
pub fn threefry_split_dim(shape: &[i64]) -> Option<usize> {
    if shape.is_empty() {
        return None;
    }
    shape.iter().position(|d| d % 2 == 0).or_else(|| {
        let max = *shape.iter().max()?;
        shape.iter().position(|&d| d == max)
    })
}

/// How far `rng_bit_generator` advances the counter (`state[1]`) for an output of `shape`
/// with `bits` per element: Philox by its blocks, Threefry by its counters.
pub fn bit_generator_advance(algorithm: BitAlgorithm, shape: &[i64], bits: u32) -> u64 {
    let n: u64 = shape.iter().map(|&d| d.max(0) as u64).product();
    match algorithm {
        BitAlgorithm::Philox => n.div_ceil(if bits == 64 { 2 } else { 4 }),
        BitAlgorithm::ThreeFry if bits == 64 => n,
        BitAlgorithm::ThreeFry => match threefry_split_dim(shape) {
            None => 1,
            Some(split) => {
                let d = shape[split].max(0) as u64;
                n / d.max(1) * d.div_ceil(2)
            }
        },
    }
}

#[cfg(test)]
mod bit_generator_tests {
    use super::*;

    fn bits(algorithm: BitAlgorithm, state: [u64; 2], shape: &[i64], width: u32) -> Vec<u64> {
        let n: i64 = shape.iter().product();
        (0..n)
            .map(|j| {
                let idx = crate::interp::unravel(j as usize, shape);
                bit_generator_element(
                    algorithm,
                    &[state[0] as i64, state[1] as i64],
                    shape,
                    &idx,
                    width,
                )
            })
            .collect()
    }

    /// Known answers of XLA's `rng_bit_generator` on the CPU (JAX 0.10.2,
    /// `lax.rng_bit_generator`).
    #[test]
    fn xla_known_answers() {
        use BitAlgorithm::*;
        assert_eq!(bits(Philox, [0, 0], &[], 32), vec![0x6627e8d5]);
        assert_eq!(
            bits(Philox, [42, 7], &[7], 32),
            vec![
                0x559ee8e8, 0x3c8c395d, 0x3efdb4dc, 0xb9941942, 0x47265ece, 0x1d2f1916, 0x8af901f0
            ]
        );
        assert_eq!(
            bits(Philox, [42, 7], &[7], 64)[..3],
            [0x3c8c395d559ee8e8, 0xb99419423efdb4dc, 0x1d2f191647265ece]
        );
        // The counter wraps past 2^64 - 1 (and carries into the key half).
        assert_eq!(
            bits(Philox, [0xdeadbeefcafebabe, 0xfffffffffffffffe], &[5], 64),
            vec![
                0x961980089004e95,
                0x98c2c29cc9a771e3,
                0x2c4f7b2d405693f0,
                0x5299edad2008d35e,
                0xf45e5b76c975ca3c
            ]
        );
        assert_eq!(bits(ThreeFry, [0, 0], &[], 32), vec![0x6b200159]);
        assert_eq!(
            bits(ThreeFry, [42, 7], &[7], 32),
            vec![
                0x9d838665, 0xcceb7411, 0x1546f0b3, 0x677f2006, 0xfbb22ba6, 0x3c3fd877, 0x2193f28b
            ]
        );
        assert_eq!(
            bits(ThreeFry, [42, 7], &[3, 5], 32),
            vec![
                0x9d838665, 0xcceb7411, 0x1546f0b3, 0x677f2006, 0xfbb22ba6, 0x2193f28b, 0xf2dde175,
                0x26f37c79, 0xbddcf77b, 0x9f83204b, 0x5b5ca2d3, 0xfba71019, 0x6e9854e5, 0x38470ff6,
                0x6826c12f
            ]
        );
        assert_eq!(
            bits(ThreeFry, [42, 7], &[7], 64)[..2],
            [0xcceb74119d838665, 0x677f20061546f0b3]
        );
        // New states: Philox (7,) u32 -> +2, (3,5) u32 -> +4, (7,) u64 -> +4; Threefry
        // (7,) u32 -> +4, (3,5) u32 -> +9, (7,) u64 -> +7, scalar u32 -> +1.
        assert_eq!(bit_generator_advance(Philox, &[7], 32), 2);
        assert_eq!(bit_generator_advance(Philox, &[3, 5], 32), 4);
        assert_eq!(bit_generator_advance(Philox, &[7], 64), 4);
        assert_eq!(bit_generator_advance(ThreeFry, &[7], 32), 4);
        assert_eq!(bit_generator_advance(ThreeFry, &[3, 5], 32), 9);
        assert_eq!(bit_generator_advance(ThreeFry, &[7], 64), 7);
        assert_eq!(bit_generator_advance(ThreeFry, &[], 32), 1);
    }
}
