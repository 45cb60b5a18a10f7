//! Tensor types: a static shape and an element type.

use std::fmt;

/// The element type of a tensor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ElementType {
    /// IEEE 754 binary64.
    F64,
    /// IEEE 754 binary32.
    F32,
    /// bfloat16 (8 exponent bits, 7 mantissa bits); emulated by the interpreter.
    BF16,
    /// IEEE 754 binary16; emulated by the interpreter.
    F16,
    /// 64-bit signed integer.
    I64,
    /// 32-bit signed integer.
    I32,
    /// 64-bit unsigned integer (`ui64`): stored by the interpreter as its bit pattern in an
    /// i64.
    U64,
    /// 32-bit unsigned integer (`ui32`): JAX's random bits.
    U32,
    /// 16-bit signed integer.
    I16,
    /// 8-bit signed integer (quantized weights).
    I8,
    /// 16-bit unsigned integer (`ui16`).
    U16,
    /// 8-bit unsigned integer (`ui8`: images, random bytes).
    U8,
    /// Boolean (a 1-bit integer).
    I1,
}

impl ElementType {
    /// Every element type, in the order the IR reference lists them.
    pub const ALL: [ElementType; 13] = [
        ElementType::F64,
        ElementType::F32,
        ElementType::BF16,
        ElementType::F16,
        ElementType::I64,
        ElementType::I32,
        ElementType::U64,
        ElementType::U32,
        ElementType::I16,
        ElementType::I8,
        ElementType::U16,
        ElementType::U8,
        ElementType::I1,
    ];

    /// The keyword used in the text format (`f32`, `i1`, ...).
    pub fn keyword(self) -> &'static str {
        match self {
            ElementType::F64 => "f64",
            ElementType::F32 => "f32",
            ElementType::BF16 => "bf16",
            ElementType::F16 => "f16",
            ElementType::I64 => "i64",
            ElementType::I32 => "i32",
            ElementType::U64 => "ui64",
            ElementType::U32 => "ui32",
            ElementType::I16 => "i16",
            ElementType::I8 => "i8",
            ElementType::U16 => "ui16",
            ElementType::U8 => "ui8",
            ElementType::I1 => "i1",
        }
    }

    /// Every keyword, comma-separated, the last after `last` (`"or"`: `f64, …, ui8 or i1`);
    /// for error messages.
    pub fn keyword_list(last: &str) -> String {
        let all: Vec<&str> = ElementType::ALL.iter().map(|t| t.keyword()).collect();
        match all.split_last() {
            Some((tail, head)) if !last.is_empty() => {
                format!("{} {last} {tail}", head.join(", "))
            }
            _ => all.join(", "),
        }
    }

    /// Parses a keyword produced by [`ElementType::keyword`].
    pub fn from_keyword(s: &str) -> Option<ElementType> {
        ElementType::ALL.into_iter().find(|t| t.keyword() == s)
    }

    /// True for f64, f32, bf16 and f16.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            ElementType::F64 | ElementType::F32 | ElementType::BF16 | ElementType::F16
        )
    }

    /// True for the integer types, signed or unsigned, and i1.
    pub fn is_integer(self) -> bool {
        !self.is_float()
    }

    /// True for ui8, ui16, ui32 and ui64.
    pub fn is_unsigned(self) -> bool {
        matches!(
            self,
            ElementType::U8 | ElementType::U16 | ElementType::U32 | ElementType::U64
        )
    }

    /// The number of bits of an integer type (1 for i1); 0 for floats.
    pub fn int_bits(self) -> u32 {
        match self {
            ElementType::I64 | ElementType::U64 => 64,
            ElementType::I32 | ElementType::U32 => 32,
            ElementType::I16 | ElementType::U16 => 16,
            ElementType::I8 | ElementType::U8 => 8,
            ElementType::I1 => 1,
            _ => 0,
        }
    }

    /// True for i1.
    pub fn is_bool(self) -> bool {
        self == ElementType::I1
    }

    /// The number of bits of one element (1 for i1).
    pub fn bit_width(self) -> usize {
        if self.is_bool() {
            1
        } else {
            8 * self.byte_width()
        }
    }

    /// Storage size of one element in bytes (i1 is stored in one byte).
    pub fn byte_width(self) -> usize {
        match self {
            ElementType::F64 | ElementType::I64 | ElementType::U64 => 8,
            ElementType::F32 | ElementType::I32 | ElementType::U32 => 4,
            ElementType::BF16 | ElementType::F16 | ElementType::I16 | ElementType::U16 => 2,
            ElementType::I8 | ElementType::U8 | ElementType::I1 => 1,
        }
    }
}

impl fmt::Display for ElementType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.keyword())
    }
}

/// A ranked tensor type with a static shape, e.g. `tensor<8x1024xf32>`; `tensor<f32>` is a
/// scalar (rank 0).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TensorType {
    /// Dimension sizes, outermost first. Every size is non-negative.
    pub shape: Vec<i64>,
    /// The element type.
    pub element: ElementType,
}

impl TensorType {
    /// A tensor type with the given shape and element type.
    pub fn new(shape: impl Into<Vec<i64>>, element: ElementType) -> TensorType {
        TensorType {
            shape: shape.into(),
            element,
        }
    }

    /// A rank-0 tensor of `element`.
    pub fn scalar(element: ElementType) -> TensorType {
        TensorType::new(Vec::new(), element)
    }

    /// Number of dimensions.
    pub fn rank(&self) -> usize {
        self.shape.len()
    }

    /// Number of elements (1 for a scalar). Saturates instead of overflowing.
    pub fn num_elements(&self) -> i64 {
        self.shape
            .iter()
            .fold(1i64, |acc, &d| acc.saturating_mul(d.max(0)))
    }

    /// Size in bytes of the whole tensor.
    pub fn byte_size(&self) -> i64 {
        self.num_elements()
            .saturating_mul(self.element.byte_width() as i64)
    }

    /// The same shape with another element type.
    pub fn with_element(&self, element: ElementType) -> TensorType {
        TensorType::new(self.shape.clone(), element)
    }
}

impl fmt::Display for TensorType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("tensor<")?;
        for d in &self.shape {
            write!(f, "{d}x")?;
        }
        write!(f, "{}>", self.element)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_matches_mlir_syntax() {
        assert_eq!(
            TensorType::new([8, 1024], ElementType::F32).to_string(),
            "tensor<8x1024xf32>"
        );
        assert_eq!(
            TensorType::scalar(ElementType::I1).to_string(),
            "tensor<i1>"
        );
        assert_eq!(TensorType::new([0, 3], ElementType::BF16).num_elements(), 0);
    }

    #[test]
    fn keywords_round_trip() {
        for t in ElementType::ALL {
            assert_eq!(ElementType::from_keyword(t.keyword()), Some(t));
        }
        assert_eq!(ElementType::from_keyword("f8"), None);
    }
}
