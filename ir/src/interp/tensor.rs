//! Host tensors for the interpreter.

use crate::attr::{DenseElements, ElementValues};
use crate::types::{ElementType, TensorType};

/// Element storage: floats as f64 (already rounded to the element type), integers as i64
/// (already wrapped to the element type; booleans as 0/1).
#[derive(Clone, Debug, PartialEq)]
pub enum Data {
    /// Float elements.
    Float(Vec<f64>),
    /// Integer and boolean elements.
    Int(Vec<i64>),
}

/// A dense row-major tensor value.
#[derive(Clone, Debug, PartialEq)]
pub struct Tensor {
    /// Shape and element type.
    pub ty: TensorType,
    /// The elements, row-major.
    pub data: Data,
}

/// Rounds `v` to the nearest value representable in the float type `t` (ties to even),
/// overflowing to infinity and keeping NaN.
///
/// The rounding to bf16 and f16 sees every bit of `v`: `half`'s own `from_f64` drops the low
/// mantissa bits (bf16) or rounds to f32 first (f16 on x86 with F16C), and such double
/// rounding turns a value just above a tie into a tie. Here `v` is first rounded to f32 *to
/// odd* (which keeps "inexact" in the last bit), and rounding that to the narrow type is the
/// correct rounding of `v` because f32 has at least two more significant bits.
pub fn round_float(v: f64, t: ElementType) -> f64 {
    match t {
        ElementType::F32 => v as f32 as f64,
        ElementType::BF16 => half::bf16::from_f32(f32_round_to_odd(v)).to_f64(),
        ElementType::F16 => half::f16::from_f32(f32_round_to_odd(v)).to_f64(),
        _ => v,
    }
}

/// `v` rounded to f32 "to odd": when `v` is not representable, the one of its two f32
/// neighbours whose last mantissa bit is 1.
fn f32_round_to_odd(v: f64) -> f32 {
    let f = v as f32;
    if !f.is_finite() || f64::from(f) == v || f.to_bits() & 1 == 1 {
        return f;
    }
    // `f` is the nearest f32 and even; the other neighbour, on `v`'s side, is odd.
    let bits = f.to_bits();
    if v.abs() > f64::from(f).abs() {
        f32::from_bits(bits + 1)
    } else {
        f32::from_bits(bits - 1)
    }
}

/// The integer `v` rounded to the float type `t` (ties to even), correctly: converting to
/// f64 first would round integers above 2^53 twice.
pub fn int_to_float(v: i64, t: ElementType) -> f64 {
    signed_magnitude_to_float(v < 0, v.unsigned_abs(), t)
}

/// The unsigned integer `v` rounded to the float type `t` (ties to even).
pub fn uint_to_float(v: u64, t: ElementType) -> f64 {
    signed_magnitude_to_float(false, v, t)
}

/// The value of an element stored as `v` in an integer tensor of type `e`, as an exact
/// i128: a ui64 stored as its bit pattern is unsigned.
pub fn int_value(v: i64, e: ElementType) -> i128 {
    if e == ElementType::U64 {
        i128::from(v as u64)
    } else {
        i128::from(v)
    }
}

fn signed_magnitude_to_float(negative: bool, m: u64, t: ElementType) -> f64 {
    match t {
        ElementType::F64 if negative => -(m as f64),
        ElementType::F64 => m as f64,
        ElementType::F32 if negative => -(m as f32) as f64,
        ElementType::F32 => m as f32 as f64,
        _ => {
            // Round to 53 bits to odd (exact below 2^53), then to the narrow type.
            let shift = (64 - m.leading_zeros()).saturating_sub(53);
            let mut kept = m >> shift;
            if m & ((1u64 << shift) - 1) != 0 {
                kept |= 1;
            }
            let magnitude = kept as f64 * 2f64.powi(shift as i32);
            round_float(if negative { -magnitude } else { magnitude }, t)
        }
    }
}

/// Wraps `v` to the integer type `t` (two's complement: i32, i16 and i8 sign-extend their
/// low bits; i1 keeps the low bit; ui32, ui16 and ui8 keep their low bits, zero-extended;
/// ui64 is its bit pattern).
pub fn wrap_int(v: i64, t: ElementType) -> i64 {
    match t {
        ElementType::I32 => v as i32 as i64,
        ElementType::U32 => v & 0xffff_ffff,
        ElementType::I16 => v as i16 as i64,
        ElementType::U16 => v & 0xffff,
        ElementType::I8 => v as i8 as i64,
        ElementType::U8 => v & 0xff,
        ElementType::I1 => v & 1,
        _ => v,
    }
}

impl Tensor {
    /// A float tensor; values are rounded to the element type.
    pub fn from_f64(ty: TensorType, values: Vec<f64>) -> Tensor {
        let e = ty.element;
        Tensor {
            ty,
            data: Data::Float(values.into_iter().map(|v| round_float(v, e)).collect()),
        }
    }

    /// An integer tensor; values are wrapped to the element type.
    pub fn from_i64(ty: TensorType, values: Vec<i64>) -> Tensor {
        let e = ty.element;
        Tensor {
            ty,
            data: Data::Int(values.into_iter().map(|v| wrap_int(v, e)).collect()),
        }
    }

    /// A tensor of `ty` with every element `v` (converted to the element type).
    pub fn filled(ty: TensorType, v: f64) -> Tensor {
        let n = ty.num_elements() as usize;
        if ty.element.is_float() {
            Tensor::from_f64(ty, vec![v; n])
        } else {
            Tensor::from_i64(ty, vec![v as i64; n])
        }
    }

    /// The contents of a constant.
    pub fn from_elements(e: &DenseElements) -> Tensor {
        let n = e.ty.num_elements() as usize;
        match &e.values {
            ElementValues::Float(v) => {
                let values = if e.splat { vec![v[0]; n] } else { v.clone() };
                Tensor::from_f64(e.ty.clone(), values)
            }
            ElementValues::Int(v) => {
                let values = if e.splat { vec![v[0]; n] } else { v.clone() };
                Tensor::from_i64(e.ty.clone(), values)
            }
        }
    }

    /// This tensor as a constant (a splat when every element is equal).
    pub fn to_elements(&self) -> DenseElements {
        let (values, splat) = match &self.data {
            Data::Float(v) => {
                let splat = !v.is_empty() && v.iter().all(|x| x.to_bits() == v[0].to_bits());
                (
                    ElementValues::Float(if splat { vec![v[0]] } else { v.clone() }),
                    splat && v.len() != 1,
                )
            }
            Data::Int(v) => {
                let splat = !v.is_empty() && v.iter().all(|x| *x == v[0]);
                (
                    ElementValues::Int(if splat { vec![v[0]] } else { v.clone() }),
                    splat && v.len() != 1,
                )
            }
        };
        DenseElements {
            ty: self.ty.clone(),
            values,
            splat,
        }
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        match &self.data {
            Data::Float(v) => v.len(),
            Data::Int(v) => v.len(),
        }
    }

    /// True for a tensor without elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Element `i` as f64 (integers converted).
    pub fn get_f64(&self, i: usize) -> f64 {
        match &self.data {
            Data::Float(v) => v[i],
            Data::Int(v) if self.ty.element == ElementType::U64 => v[i] as u64 as f64,
            Data::Int(v) => v[i] as f64,
        }
    }

    /// Element `i` as i64 (floats truncated toward zero, saturating).
    pub fn get_i64(&self, i: usize) -> i64 {
        match &self.data {
            Data::Float(v) => v[i] as i64,
            Data::Int(v) => v[i],
        }
    }

    /// All elements as f64.
    pub fn to_f64_vec(&self) -> Vec<f64> {
        (0..self.len()).map(|i| self.get_f64(i)).collect()
    }
}

/// Row-major strides of `shape`.
pub fn strides(shape: &[i64]) -> Vec<usize> {
    let mut s = vec![1usize; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        s[d] = s[d + 1] * shape[d + 1].max(0) as usize;
    }
    s
}

/// The multi-index of the flat position `flat` in `shape`.
pub fn unravel(mut flat: usize, shape: &[i64]) -> Vec<i64> {
    let mut idx = vec![0i64; shape.len()];
    for d in (0..shape.len()).rev() {
        let n = shape[d].max(1) as usize;
        idx[d] = (flat % n) as i64;
        flat /= n;
    }
    idx
}

/// The flat position of the multi-index `idx` given `strides`.
pub fn ravel(idx: &[i64], strides: &[usize]) -> usize {
    idx.iter().zip(strides).map(|(&i, &s)| i as usize * s).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The correctly rounded (ties to even) narrow-format bits for a positive `v` lying
    /// between the finite values of bits `k` and `k + 1`, decided with the exact midpoint.
    fn reference(v: f64, k: u16, value: impl Fn(u16) -> f64) -> u16 {
        let (lo, hi) = (value(k), value(k + 1));
        assert!(lo <= v && v <= hi);
        let mid = (lo + hi) / 2.0; // exact: one more bit than the narrow format has
        if v < mid || (v == mid && k % 2 == 0) {
            k
        } else {
            k + 1
        }
    }

    /// Points between two neighbours: near and at the midpoint, and elsewhere.
    fn offsets(step: f64) -> [f64; 7] {
        let tiny = step * 2f64.powi(-30);
        [
            0.0,
            step * 0.25,
            step * 0.5 - tiny,
            step * 0.5,
            step * 0.5 + tiny,
            step * 0.75,
            step,
        ]
    }

    #[test]
    fn bf16_rounding_is_correct_around_every_tie() {
        let value = |k: u16| half::bf16::from_bits(k).to_f64();
        // Every positive finite bf16 but the largest, subnormals included.
        for k in (1..0x7F7F).step_by(7) {
            let step = value(k + 1) - value(k);
            for d in offsets(step) {
                let v = value(k) + d;
                let want = value(reference(v, k, value));
                assert_eq!(
                    round_float(v, ElementType::BF16),
                    want,
                    "bits {k:#x} + {d:e}"
                );
                assert_eq!(round_float(-v, ElementType::BF16), -want);
            }
        }
    }

    #[test]
    fn f16_rounding_is_correct_around_every_tie() {
        let value = |k: u16| half::f16::from_bits(k).to_f64();
        for k in 0..0x7BFF {
            let step = value(k + 1) - value(k);
            for d in offsets(step) {
                let v = value(k) + d;
                let want = value(reference(v, k, value));
                assert_eq!(
                    round_float(v, ElementType::F16),
                    want,
                    "bits {k:#x} + {d:e}"
                );
                assert_eq!(round_float(-v, ElementType::F16), -want);
            }
        }
    }

    #[test]
    fn narrow_rounding_overflows_and_keeps_specials() {
        let bf16_max = half::bf16::MAX.to_f64();
        let half_ulp = 2f64.powi(127 - 8);
        assert_eq!(
            round_float(bf16_max + half_ulp * 0.99, ElementType::BF16),
            bf16_max
        );
        assert_eq!(
            round_float(bf16_max + half_ulp, ElementType::BF16),
            f64::INFINITY
        );
        assert_eq!(round_float(1e300, ElementType::F16), f64::INFINITY);
        assert_eq!(round_float(-1e300, ElementType::BF16), f64::NEG_INFINITY);
        assert!(round_float(f64::NAN, ElementType::BF16).is_nan());
        assert!(round_float(f64::NAN, ElementType::F16).is_nan());
        assert!(round_float(-1e-300, ElementType::F16).is_sign_negative());
        assert_eq!(round_float(1e-300, ElementType::BF16), 0.0);
    }

    #[test]
    fn integers_round_once_to_every_float_type() {
        // 2^62 + 2^k + 1 sits just above the tie between 2^62 and 2^62 + 2^(k+1) when 2^(k+1)
        // is the type's spacing at 2^62; it must round up.
        for (t, spacing_log2) in [
            (ElementType::F64, 10),
            (ElementType::F32, 39),
            (ElementType::BF16, 55),
            (ElementType::F16, 52),
        ] {
            if t == ElementType::F16 {
                // 2^62 is far beyond f16's range.
                assert_eq!(int_to_float(1 << 62, t), f64::INFINITY);
                continue;
            }
            let v = (1i64 << 62) + (1i64 << (spacing_log2 - 1)) + 1;
            let up = 2f64.powi(62) + 2f64.powi(spacing_log2);
            assert_eq!(int_to_float(v, t), up, "{t}");
            assert_eq!(int_to_float(-v, t), -up, "{t}");
            // Exactly the tie rounds to even (down to 2^62).
            let tie = (1i64 << 62) + (1i64 << (spacing_log2 - 1));
            assert_eq!(int_to_float(tie, t), 2f64.powi(62), "{t}");
        }
        assert_eq!(int_to_float(i64::MIN, ElementType::BF16), -(2f64.powi(63)));
        assert_eq!(int_to_float(70000, ElementType::F16), f64::INFINITY);
        assert_eq!(int_to_float(2049, ElementType::F16), 2048.0);
        assert_eq!(int_to_float(2051, ElementType::F16), 2052.0);
    }
}
