//! Attributes: the constant data attached to ops, function arguments and results.
//!
//! Every attribute prints in MLIR's attribute syntax, so both text forms (and MLIR's own
//! parser, for the generic form) read them: integers `4 : i64`, floats `1.0e-05 : f32`,
//! strings, `array<i64: 0, 1>`, `[...]` arrays, `{k = v}` dictionaries, `@symbol` references,
//! types, `dense<...> : tensor<...>` elements, and shardc's `#dist.*` attributes.

use std::fmt;

use crate::sharding::{AxisRef, Mesh, Sharding, quote};
use crate::types::{ElementType, TensorType};

/// An attribute value.
#[derive(Clone, Debug, PartialEq)]
pub enum Attribute {
    /// A present-or-absent flag (`{flag}`); prints as `unit` when it appears as a value.
    Unit,
    /// `true` or `false`.
    Bool(bool),
    /// An integer with its type (`3 : i64`).
    Int(i64, ElementType),
    /// A float with its type (`0.5 : f32`).
    Float(f64, ElementType),
    /// A string literal.
    String(String),
    /// `[a, b, ...]`.
    Array(Vec<Attribute>),
    /// `array<i64: 1, 2>`: a dense array of i64.
    I64Array(Vec<i64>),
    /// `{name = value, ...}`.
    Dict(Vec<(String, Attribute)>),
    /// `@name`: a reference to a symbol (a function or a mesh).
    Symbol(String),
    /// A tensor type used as an attribute.
    Type(TensorType),
    /// A function type `(inputs) -> results`.
    FunctionType(Vec<TensorType>, Vec<TensorType>),
    /// `dense<...> : tensor<...>`: constant tensor contents.
    Elements(DenseElements),
    /// `#dist.mesh<["a"=2]>`.
    Mesh(Mesh),
    /// `#dist.sharding<@mesh, [...]>`.
    Sharding(Sharding),
    /// `#dist.axes<{"a", "b"}>`: an ordered list of mesh axes.
    Axes(Vec<AxisRef>),
    /// `#dist.dim_axes<[{"a"}, {}]>`: a list of mesh axes per tensor dimension.
    DimAxes(Vec<Vec<AxisRef>>),
    /// An attribute of another dialect (`#foo.bar<...>` or `#foo<...>`), kept as its text.
    Opaque(String),
}

impl Attribute {
    /// A short description of the attribute's kind, for error messages.
    pub fn kind_name(&self) -> &'static str {
        match self {
            Attribute::Unit => "unit",
            Attribute::Bool(_) => "bool",
            Attribute::Int(..) => "integer",
            Attribute::Float(..) => "float",
            Attribute::String(_) => "string",
            Attribute::Array(_) => "array",
            Attribute::I64Array(_) => "array<i64>",
            Attribute::Dict(_) => "dictionary",
            Attribute::Symbol(_) => "symbol reference",
            Attribute::Type(_) => "type",
            Attribute::FunctionType(..) => "function type",
            Attribute::Elements(_) => "dense elements",
            Attribute::Mesh(_) => "#dist.mesh",
            Attribute::Sharding(_) => "#dist.sharding",
            Attribute::Axes(_) => "#dist.axes",
            Attribute::DimAxes(_) => "#dist.dim_axes",
            Attribute::Opaque(_) => "opaque attribute",
        }
    }
}

impl fmt::Display for Attribute {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Attribute::Unit => f.write_str("unit"),
            Attribute::Bool(b) => write!(f, "{b}"),
            Attribute::Int(v, t) => write!(f, "{v} : {t}"),
            Attribute::Float(v, t) => write!(f, "{} : {t}", format_float(*v, *t)),
            Attribute::String(s) => f.write_str(&quote(s)),
            Attribute::Array(items) => {
                f.write_str("[")?;
                write_list(f, items)?;
                f.write_str("]")
            }
            Attribute::I64Array(items) => {
                if items.is_empty() {
                    return f.write_str("array<i64>");
                }
                f.write_str("array<i64: ")?;
                write_list(f, items)?;
                f.write_str(">")
            }
            Attribute::Dict(entries) => write_dict(f, entries),
            Attribute::Symbol(s) => write!(f, "@{}", crate::print::symbol(s)),
            Attribute::Type(t) => write!(f, "{t}"),
            Attribute::FunctionType(ins, outs) => write_function_type(f, ins, outs),
            Attribute::Elements(e) => write!(f, "{e}"),
            Attribute::Mesh(m) => write!(f, "#dist.mesh{m}"),
            Attribute::Sharding(s) => write!(f, "{s}"),
            Attribute::Axes(axes) => {
                f.write_str("#dist.axes<{")?;
                write_list(f, axes)?;
                f.write_str("}>")
            }
            Attribute::DimAxes(dims) => {
                f.write_str("#dist.dim_axes<[")?;
                for (i, d) in dims.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    f.write_str("{")?;
                    write_list(f, d)?;
                    f.write_str("}")?;
                }
                f.write_str("]>")
            }
            Attribute::Opaque(text) => f.write_str(text),
        }
    }
}

fn write_list<T: fmt::Display>(f: &mut fmt::Formatter<'_>, items: &[T]) -> fmt::Result {
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{item}")?;
    }
    Ok(())
}

/// Writes `{k = v, ...}`; unit attributes print as the bare key.
pub fn write_dict(f: &mut impl fmt::Write, entries: &[(String, Attribute)]) -> fmt::Result {
    f.write_str("{")?;
    for (i, (k, v)) in entries.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        f.write_str(&format_attr_name(k))?;
        if *v != Attribute::Unit {
            write!(f, " = {v}")?;
        }
    }
    f.write_str("}")
}

/// Writes `(a, b) -> c` or `(a) -> (b, c)`.
pub fn write_function_type(
    f: &mut impl fmt::Write,
    ins: &[TensorType],
    outs: &[TensorType],
) -> fmt::Result {
    f.write_str("(")?;
    for (i, t) in ins.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{t}")?;
    }
    f.write_str(") -> ")?;
    if outs.len() == 1 {
        return write!(f, "{}", outs[0]);
    }
    f.write_str("(")?;
    for (i, t) in outs.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{t}")?;
    }
    f.write_str(")")
}

/// An attribute name as MLIR prints it: bare when it is an identifier, quoted otherwise.
pub fn format_attr_name(name: &str) -> String {
    let bare = !name.is_empty()
        && name
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$'));
    if bare { name.to_string() } else { quote(name) }
}

/// Formats a float so that MLIR's lexer reads it back as the same value of type `ty`: the
/// shortest decimal that round-trips (always with a `.`), or the bit pattern in hex for
/// infinities and NaNs.
pub fn format_float(v: f64, ty: ElementType) -> String {
    // Finite as the element type holds it: an f64 beyond the type's range is an infinity.
    let finite = match ty {
        ElementType::F64 => v.is_finite(),
        ElementType::BF16 => half::bf16::from_f64(v).is_finite(),
        ElementType::F16 => half::f16::from_f64(v).is_finite(),
        _ => (v as f32).is_finite(),
    };
    if !finite {
        return match ty {
            ElementType::F64 => format!("0x{:016X}", v.to_bits()),
            ElementType::BF16 => format!("0x{:04X}", half::bf16::from_f64(v).to_bits()),
            ElementType::F16 => format!("0x{:04X}", half::f16::from_f64(v).to_bits()),
            _ => format!("0x{:08X}", (v as f32).to_bits()),
        };
    }
    let s = match ty {
        ElementType::F64 => format!("{v:?}"),
        _ => format!("{:?}", v as f32),
    };
    match s.find('e') {
        Some(pos) if !s[..pos].contains('.') => format!("{}.0{}", &s[..pos], &s[pos..]),
        _ => s,
    }
}

/// The contents of a constant tensor. Floats are held as f64 (exact for every float element
/// type), integers as i64 (booleans as 0/1). A splat holds one value for every element.
#[derive(Clone, Debug, PartialEq)]
pub struct DenseElements {
    /// The tensor type of the constant.
    pub ty: TensorType,
    /// The values, row-major; exactly one value when `splat` is set.
    pub values: ElementValues,
    /// True when every element has the single value in `values`.
    pub splat: bool,
}

/// Element storage for [`DenseElements`].
#[derive(Clone, Debug, PartialEq)]
pub enum ElementValues {
    /// Values of a float tensor.
    Float(Vec<f64>),
    /// Values of an integer or boolean tensor.
    Int(Vec<i64>),
}

impl ElementValues {
    /// Number of stored values.
    pub fn len(&self) -> usize {
        match self {
            ElementValues::Float(v) => v.len(),
            ElementValues::Int(v) => v.len(),
        }
    }

    /// True when no value is stored.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl DenseElements {
    /// A splat of a float value.
    pub fn splat_float(ty: TensorType, value: f64) -> DenseElements {
        DenseElements {
            ty,
            values: ElementValues::Float(vec![value]),
            splat: true,
        }
    }

    /// A splat of an integer (or boolean 0/1) value.
    pub fn splat_int(ty: TensorType, value: i64) -> DenseElements {
        DenseElements {
            ty,
            values: ElementValues::Int(vec![value]),
            splat: true,
        }
    }

    /// Checks that the values fit the type: float values for a float type, integer values
    /// otherwise, and one value per element unless splat.
    pub fn check(&self) -> Result<(), String> {
        let float_values = matches!(self.values, ElementValues::Float(_));
        if float_values != self.ty.element.is_float() {
            return Err(format!(
                "dense elements hold {} values but the type is {}",
                if float_values { "float" } else { "integer" },
                self.ty
            ));
        }
        let expected = if self.splat {
            1
        } else {
            self.ty.num_elements() as usize
        };
        if self.values.len() != expected {
            return Err(format!(
                "dense elements have {} value(s) but {} has {} element(s)",
                self.values.len(),
                self.ty,
                self.ty.num_elements()
            ));
        }
        Ok(())
    }

    fn write_value(&self, f: &mut fmt::Formatter<'_>, i: usize) -> fmt::Result {
        match &self.values {
            ElementValues::Float(v) => f.write_str(&format_float(v[i], self.ty.element)),
            ElementValues::Int(v) if self.ty.element.is_bool() => {
                f.write_str(if v[i] != 0 { "true" } else { "false" })
            }
            ElementValues::Int(v) if self.ty.element == ElementType::U64 => {
                write!(f, "{}", v[i] as u64)
            }
            ElementValues::Int(v) => write!(f, "{}", v[i]),
        }
    }

    fn write_nested(
        &self,
        f: &mut fmt::Formatter<'_>,
        dim: usize,
        offset: &mut usize,
    ) -> fmt::Result {
        if dim == self.ty.rank() {
            self.write_value(f, *offset)?;
            *offset += 1;
            return Ok(());
        }
        f.write_str("[")?;
        for i in 0..self.ty.shape[dim] {
            if i > 0 {
                f.write_str(", ")?;
            }
            self.write_nested(f, dim + 1, offset)?;
        }
        f.write_str("]")
    }
}

impl fmt::Display for DenseElements {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("dense<")?;
        if self.splat {
            self.write_value(f, 0)?;
        } else {
            self.write_nested(f, 0, &mut 0)?;
        }
        write!(f, "> : {}", self.ty)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats_always_have_a_decimal_point() {
        assert_eq!(format_float(1.0, ElementType::F32), "1.0");
        assert_eq!(format_float(1e-5, ElementType::F32), "1.0e-5");
        assert_eq!(format_float(0.1f32 as f64, ElementType::F32), "0.1");
        assert_eq!(format_float(2.5e20, ElementType::F64), "2.5e20");
        assert_eq!(format_float(f64::INFINITY, ElementType::F32), "0x7F800000");
        assert_eq!(format_float(f64::NEG_INFINITY, ElementType::BF16), "0xFF80");
        // Values beyond the type's range print as its infinity, never as `inf`.
        assert_eq!(format_float(1e300, ElementType::F32), "0x7F800000");
        assert_eq!(format_float(-1e300, ElementType::F16), "0xFC00");
        assert_eq!(format_float(1e39, ElementType::BF16), "0x7F80");
    }

    #[test]
    fn symbols_are_quoted_unless_mlir_reads_them_bare() {
        assert_eq!(Attribute::Symbol("main".into()).to_string(), "@main");
        assert_eq!(Attribute::Symbol("my-fn".into()).to_string(), "@\"my-fn\"");
        assert_eq!(Attribute::Symbol("a b".into()).to_string(), "@\"a b\"");
    }

    #[test]
    fn dense_elements_print_nested_and_splat() {
        let ty = TensorType::new([2, 2], ElementType::F32);
        let e = DenseElements {
            ty: ty.clone(),
            values: ElementValues::Float(vec![1.0, 2.0, 3.0, 4.5]),
            splat: false,
        };
        assert_eq!(
            e.to_string(),
            "dense<[[1.0, 2.0], [3.0, 4.5]]> : tensor<2x2xf32>"
        );
        let b = DenseElements::splat_int(TensorType::new([3], ElementType::I1), 1);
        assert_eq!(b.to_string(), "dense<true> : tensor<3xi1>");
        assert!(e.check().is_ok());
        let bad = DenseElements::splat_int(ty, 1);
        assert!(bad.check().unwrap_err().contains("integer values"));
    }
}
