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

/// Rounds `v` to the nearest value representable in the float type `t`.
pub fn round_float(v: f64, t: ElementType) -> f64 {
    match t {
        ElementType::F32 => v as f32 as f64,
        ElementType::BF16 => half::bf16::from_f64(v).to_f64(),
        ElementType::F16 => half::f16::from_f64(v).to_f64(),
        _ => v,
    }
}

/// Wraps `v` to the integer type `t` (two's complement; i1 keeps the low bit).
pub fn wrap_int(v: i64, t: ElementType) -> i64 {
    match t {
        ElementType::I32 => v as i32 as i64,
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
