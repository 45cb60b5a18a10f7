//! Comparing computed tensors with reference tensors under a tolerance: the check behind
//! `shardc verify`, the example, and the oracle tests.

use shardc_ir::interp::Tensor;

/// The worst element of a comparison.
#[derive(Clone, Debug, PartialEq)]
pub struct Mismatch {
    /// Flat (row-major) index of the element with the largest `ratio`.
    pub index: usize,
    /// The reference value there.
    pub expected: f64,
    /// The compared value there.
    pub got: f64,
    /// `|got - expected| / (atol + rtol * |expected|)` there: above 1 is out of tolerance.
    /// Infinite when exactly one of the two is NaN, or the shapes differ.
    pub ratio: f64,
    /// The largest `|got - expected|` over all elements.
    pub max_abs_error: f64,
}

impl Mismatch {
    /// How far out of tolerance the worst element is, in words: `2.500x the tolerance`, or,
    /// where the ratio is infinite, why (a zero tolerance, a NaN, an infinity).
    pub fn how_far(&self) -> String {
        if self.ratio.is_finite() {
            format!("{:.3}x the tolerance", self.ratio)
        } else if self.got.is_nan() != self.expected.is_nan() {
            "NaN against a number".to_string()
        } else if self.got.is_finite() && self.expected.is_finite() {
            "any difference exceeds a zero tolerance".to_string()
        } else {
            "beyond any tolerance".to_string()
        }
    }
}

/// The worst element of `got` against `expected` under a **normwise** tolerance: element
/// `i` matches when `|got − want| ≤ atol + rtol·(|want| + s)`, `s` the largest finite
/// magnitude in `expected`. Reordered sums — f32 accumulation in kernels, partial sums added
/// across devices — are accurate relative to the size of their terms, not of a result that
/// cancels to near zero, so an elementwise test would blame rounding on the plan or the back
/// end. Integers are compared exactly, as by [`worst_error`]; `rtol = atol = 0` is exact.
pub fn normwise_error(expected: &Tensor, got: &Tensor, rtol: f64, atol: f64) -> Option<Mismatch> {
    let scale = if expected.ty.element.is_float() {
        expected
            .to_f64_vec()
            .iter()
            .filter(|v| v.is_finite())
            .fold(0.0f64, |m, v| m.max(v.abs()))
    } else {
        0.0
    };
    worst_error(expected, got, rtol, atol + rtol * scale)
}

/// The worst element of `got` against `expected` under `rtol`/`atol`; `None` for empty
/// tensors. NaN matches NaN and equal infinities match. The shapes must be equal, except that
/// a one-element tensor matches a one-element tensor of another rank (JAX saves scalars with
/// shape `[1]`).
pub fn worst_error(expected: &Tensor, got: &Tensor, rtol: f64, atol: f64) -> Option<Mismatch> {
    let one_element = expected.len() == 1 && got.len() == 1;
    if expected.ty.shape != got.ty.shape && !one_element {
        return Some(Mismatch {
            index: 0,
            expected: f64::NAN,
            got: f64::NAN,
            ratio: f64::INFINITY,
            max_abs_error: f64::INFINITY,
        });
    }
    if !expected.ty.element.is_float() || !got.ty.element.is_float() {
        return worst_integer_error(expected, got);
    }
    let (e, g) = (expected.to_f64_vec(), got.to_f64_vec());
    let mut worst: Option<Mismatch> = None;
    let mut max_abs_error: f64 = 0.0;
    for (i, (&a, &b)) in e.iter().zip(&g).enumerate() {
        let (err, ratio) = if a.is_nan() && b.is_nan() || a == b {
            (0.0, 0.0)
        } else if a.is_nan() || b.is_nan() {
            (f64::INFINITY, f64::INFINITY)
        } else {
            let err = (a - b).abs();
            (
                err,
                if err.is_nan() {
                    f64::INFINITY
                } else {
                    err / (atol + rtol * a.abs())
                },
            )
        };
        max_abs_error = max_abs_error.max(err);
        if worst.as_ref().is_none_or(|w| ratio > w.ratio) {
            worst = Some(Mismatch {
                index: i,
                expected: a,
                got: b,
                ratio,
                max_abs_error: 0.0,
            });
        }
    }
    worst.map(|w| Mismatch { max_abs_error, ..w })
}

/// Integers and booleans are compared exactly (as 64-bit integers, so large values are not
/// rounded): any difference is out of tolerance.
fn worst_integer_error(expected: &Tensor, got: &Tensor) -> Option<Mismatch> {
    let mut worst: Option<Mismatch> = None;
    let mut max_abs_error: f64 = 0.0;
    for i in 0..expected.len().min(got.len()) {
        let (a, b) = (expected.get_i64(i), got.get_i64(i));
        let err = (a as i128 - b as i128).unsigned_abs() as f64;
        max_abs_error = max_abs_error.max(err);
        let ratio = if a == b { 0.0 } else { f64::INFINITY };
        if worst.as_ref().is_none_or(|w| ratio > w.ratio) {
            worst = Some(Mismatch {
                index: i,
                expected: a as f64,
                got: b as f64,
                ratio,
                max_abs_error: 0.0,
            });
        }
    }
    worst.map(|w| Mismatch { max_abs_error, ..w })
}

#[cfg(test)]
mod tests {
    use super::*;
    use shardc_ir::{ElementType, TensorType};

    fn t(v: &[f64]) -> Tensor {
        Tensor::from_f64(
            TensorType::new([v.len() as i64], ElementType::F64),
            v.to_vec(),
        )
    }

    #[test]
    fn how_far_says_why_a_ratio_is_infinite() {
        let far = |want: f64, got: f64, tol: f64| {
            worst_error(&t(&[want]), &t(&[got]), tol, tol)
                .unwrap()
                .how_far()
        };
        assert_eq!(far(1.0, 1.5, 0.2), "1.250x the tolerance");
        assert_eq!(
            far(1.0, 1.5, 0.0),
            "any difference exceeds a zero tolerance"
        );
        assert_eq!(far(1.0, f64::NAN, 0.1), "NaN against a number");
        assert_eq!(far(1.0, f64::INFINITY, 0.1), "beyond any tolerance");
    }

    #[test]
    fn tolerances_nans_and_shapes() {
        let want = t(&[1.0, 100.0, f64::NAN]);
        assert_eq!(worst_error(&want, &want, 2e-4, 2e-5).unwrap().ratio, 0.0);
        assert!(
            worst_error(&want, &t(&[1.0, 100.01, f64::NAN]), 2e-4, 2e-5)
                .unwrap()
                .ratio
                <= 1.0
        );
        let w = worst_error(&want, &t(&[1.0, 100.1, f64::NAN]), 2e-4, 2e-5).unwrap();
        assert!(w.ratio > 1.0 && w.index == 1);
        assert!((w.max_abs_error - 0.1).abs() < 1e-9);
        assert!(
            worst_error(&want, &t(&[f64::NAN, 100.0, f64::NAN]), 2e-4, 2e-5)
                .unwrap()
                .ratio
                .is_infinite()
        );
        assert!(
            worst_error(&want, &t(&[1.0, 100.0, 0.0]), 2e-4, 2e-5)
                .unwrap()
                .ratio
                .is_infinite()
        );
        assert!(
            worst_error(&want, &t(&[1.0, 100.0]), 2e-4, 2e-5)
                .unwrap()
                .ratio
                .is_infinite()
        );
        let scalar = Tensor::from_f64(TensorType::scalar(ElementType::F64), vec![2.0]);
        assert_eq!(
            worst_error(&t(&[2.0]), &scalar, 0.0, 0.0).unwrap().ratio,
            0.0
        );
        assert!(worst_error(&t(&[]), &t(&[]), 0.0, 0.0).is_none());
    }

    #[test]
    fn integers_are_compared_exactly() {
        let i = |v: &[i64]| {
            Tensor::from_i64(
                TensorType::new([v.len() as i64], ElementType::I64),
                v.to_vec(),
            )
        };
        // Within a float tolerance of 1e-5 relative, but not equal.
        let w = worst_error(&i(&[1, 10_000_004]), &i(&[1, 10_000_009]), 1e-5, 1e-6).unwrap();
        assert!(w.ratio.is_infinite() && w.index == 1 && w.max_abs_error == 5.0);
        // Beyond 2^53, where f64 cannot tell them apart.
        let big = (1i64 << 60) + 1;
        assert!(
            worst_error(&i(&[big]), &i(&[big - 1]), 1.0, 1.0)
                .unwrap()
                .ratio
                .is_infinite()
        );
        assert_eq!(
            worst_error(&i(&[big]), &i(&[big]), 0.0, 0.0).unwrap().ratio,
            0.0
        );
        let b = |v: &[i64]| {
            Tensor::from_i64(
                TensorType::new([v.len() as i64], ElementType::I1),
                v.to_vec(),
            )
        };
        assert!(
            worst_error(&b(&[1, 0]), &b(&[1, 1]), 1.0, 1.0)
                .unwrap()
                .ratio
                .is_infinite()
        );
    }
}
