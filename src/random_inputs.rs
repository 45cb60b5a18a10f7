//! Seeded random inputs for running programs without an inputs file.
//!
//! Values come from the same counter-based generator as `hlo.rng` (Philox-4x32-10), keyed by
//! the seed and the argument index, so they are identical on every machine and run: floats
//! uniform in `[-1, 1)`, integers uniform in `[0, 16)`, booleans uniform.

use shardc_ir::TensorType;
use shardc_ir::interp::{Tensor, element_bits, uniform};

/// One random tensor per type, for arguments `0..types.len()`.
pub fn random_inputs(types: &[TensorType], seed: i64) -> Vec<Tensor> {
    types
        .iter()
        .enumerate()
        .map(|(arg, ty)| {
            let n = ty.num_elements().max(0) as u64;
            let bits = (0..n).map(|i| element_bits(seed, arg as i64, i));
            if ty.element.is_float() {
                Tensor::from_f64(
                    ty.clone(),
                    bits.map(|b| 2.0 * uniform(b, false) - 1.0).collect(),
                )
            } else if ty.element.is_bool() {
                Tensor::from_i64(ty.clone(), bits.map(|b| i64::from(b[0] & 1)).collect())
            } else {
                Tensor::from_i64(ty.clone(), bits.map(|b| i64::from(b[0] % 16)).collect())
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shardc_ir::ElementType;

    #[test]
    fn deterministic_and_in_range() {
        let types = [
            TensorType::new([64], ElementType::F32),
            TensorType::new([64], ElementType::I32),
        ];
        let a = random_inputs(&types, 7);
        assert_eq!(a, random_inputs(&types, 7));
        assert_ne!(a, random_inputs(&types, 8));
        assert!(a[0].to_f64_vec().iter().all(|v| (-1.0..1.0).contains(v)));
        assert!(a[1].to_f64_vec().iter().all(|v| (0.0..16.0).contains(v)));
    }
}
