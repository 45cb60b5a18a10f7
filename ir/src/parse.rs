//! The parser for both text forms (pretty and generic), which may be mixed freely.
//!
//! Errors carry `file:line:col`. Parsing stops at the first syntax error (as MLIR does);
//! semantic checks are the verifier's job. The parser never panics and bounds its recursion,
//! so any input — truncated, garbage, deeply nested — yields a diagnostic.

use std::collections::HashMap;
use std::sync::Arc;

use crate::attr::{Attribute, DenseElements, ElementValues};
use crate::diagnostic::{Diagnostic, Location};
use crate::lexer::{Tok, Token, tokenize};
use crate::module::{Function, MeshDecl, Module, ParamAttrs, Value, Visibility};
use crate::op::{OpKind, Properties};
use crate::print::SHARDING_ATTR;
use crate::sharding::{AxisRef, DimSharding, Mesh, Sharding, SubAxis};
use crate::types::{ElementType, TensorType};

/// Deepest nesting of attributes the parser accepts.
const MAX_DEPTH: usize = 128;

/// Parses a module from `text`; `file` names the input in locations.
pub fn parse_module(text: &str, file: &str) -> Result<Module, Diagnostic> {
    parse_module_at(text, &Arc::from(file), 0)
}

/// Parses a module whose first line is line `line_offset + 1` of `file` (for chunks of a file
/// split with `// -----`).
pub fn parse_module_at(
    text: &str,
    file: &Arc<str>,
    line_offset: u32,
) -> Result<Module, Diagnostic> {
    let tokens = tokenize(text).map_err(|e| {
        Diagnostic::error(Location::file(file, e.line + line_offset, e.col), e.message)
    })?;
    let mut p = Parser {
        text,
        tokens,
        pos: 0,
        file: Arc::clone(file),
        line_offset,
        depth: 0,
    };
    p.module()
}

/// Parses a standalone attribute (used by tools and tests).
pub fn parse_attribute(text: &str) -> Result<Attribute, Diagnostic> {
    let file: Arc<str> = Arc::from("<attribute>");
    let tokens = tokenize(text)
        .map_err(|e| Diagnostic::error(Location::file(&file, e.line, e.col), e.message))?;
    let mut p = Parser {
        text,
        tokens,
        pos: 0,
        file,
        line_offset: 0,
        depth: 0,
    };
    let a = p.attribute()?;
    p.expect_eof()?;
    Ok(a)
}

/// Parses a tensor type body as written between `tensor<` and `>` (e.g. `8x32xf32`).
pub fn parse_tensor_body(body: &str) -> Result<TensorType, String> {
    let parts: Vec<&str> = body.split('x').map(str::trim).collect();
    // The element type starts at the first part that begins with a letter, so that an
    // element type containing an 'x' (`index`, `complex`) is named whole in errors.
    let k = parts
        .iter()
        .position(|p| p.starts_with(|c: char| c.is_ascii_alphabetic()))
        .unwrap_or(parts.len() - 1);
    let (elem, dims) = (parts[k..].join("x"), &parts[..k]);
    let element = ElementType::from_keyword(&elem).ok_or_else(|| {
        format!(
            "unknown element type '{elem}' (expected one of {})",
            ElementType::keyword_list("")
        )
    })?;
    let mut shape = Vec::with_capacity(dims.len());
    for d in dims {
        if *d == "?" {
            return Err("dynamic dimensions ('?') are not supported: shapes must be static".into());
        }
        let v: i64 = d
            .parse()
            .map_err(|_| format!("malformed dimension '{d}' in tensor<{body}>"))?;
        if v < 0 {
            return Err(format!("negative dimension {v} in tensor<{body}>"));
        }
        shape.push(v);
    }
    Ok(TensorType { shape, element })
}

type PResult<T> = Result<T, Diagnostic>;

struct Parser<'a> {
    text: &'a str,
    tokens: Vec<Token>,
    pos: usize,
    file: Arc<str>,
    line_offset: u32,
    depth: usize,
}

/// Scope of one function body: names to values.
struct Scope {
    values: HashMap<String, Value>,
}

impl Parser<'_> {
    // ----- token helpers -----

    fn peek(&self) -> &Tok {
        &self.tokens[self.pos.min(self.tokens.len() - 1)].tok
    }

    fn peek_at(&self, k: usize) -> &Tok {
        &self.tokens[(self.pos + k).min(self.tokens.len() - 1)].tok
    }

    fn loc(&self) -> Location {
        let t = &self.tokens[self.pos.min(self.tokens.len() - 1)];
        Location::file(&self.file, t.line + self.line_offset, t.col)
    }

    /// Consumes one token. Consuming the end of input moves past it once (`peek` still sees
    /// it), so that `self.pos -= 1` after a `next()` always puts the token back.
    fn next(&mut self) -> Tok {
        let t = self.peek().clone();
        if self.pos < self.tokens.len() {
            self.pos += 1;
        }
        t
    }

    fn error<T>(&self, message: impl Into<String>) -> PResult<T> {
        Err(Diagnostic::error(self.loc(), message))
    }

    fn unexpected<T>(&self, expected: &str) -> PResult<T> {
        self.error(format!("expected {expected}, found {}", self.peek()))
    }

    fn is_punct(&self, p: &str) -> bool {
        matches!(self.peek(), Tok::Punct(q) if *q == p)
    }

    fn eat_punct(&mut self, p: &str) -> bool {
        if self.is_punct(p) {
            self.next();
            true
        } else {
            false
        }
    }

    fn expect_punct(&mut self, p: &str) -> PResult<()> {
        if self.eat_punct(p) {
            Ok(())
        } else {
            self.unexpected(&format!("'{p}'"))
        }
    }

    fn is_ident(&self, s: &str) -> bool {
        matches!(self.peek(), Tok::Ident(i) if i == s)
    }

    fn eat_ident(&mut self, s: &str) -> bool {
        if self.is_ident(s) {
            self.next();
            true
        } else {
            false
        }
    }

    fn expect_ident(&mut self, s: &str) -> PResult<()> {
        if self.eat_ident(s) {
            Ok(())
        } else {
            self.unexpected(&format!("'{s}'"))
        }
    }

    fn expect_eof(&mut self) -> PResult<()> {
        if matches!(self.peek(), Tok::Eof) {
            Ok(())
        } else {
            self.unexpected("end of input")
        }
    }

    fn expect_symbol(&mut self) -> PResult<String> {
        match self.next() {
            Tok::Symbol(s) => Ok(s),
            _ => {
                self.pos -= 1;
                self.unexpected("a symbol name ('@name')")
            }
        }
    }

    fn expect_string(&mut self) -> PResult<String> {
        match self.peek().clone() {
            Tok::Str(s) => {
                self.next();
                Ok(s)
            }
            _ => self.unexpected("a string"),
        }
    }

    fn expect_int(&mut self) -> PResult<i64> {
        match *self.peek() {
            Tok::Hex(v) => {
                let loc = self.loc();
                self.next();
                i64::try_from(v).map_err(|_| {
                    Diagnostic::error(loc, format!("integer 0x{v:X} does not fit in 64 bits"))
                })
            }
            Tok::Int(v) => {
                let loc = self.loc();
                self.next();
                i64::try_from(v).map_err(|_| {
                    Diagnostic::error(loc, format!("integer {v} does not fit in 64 bits"))
                })
            }
            _ => self.unexpected("an integer"),
        }
    }

    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.error(format!("nesting deeper than {MAX_DEPTH} levels"));
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    // ----- types -----

    fn tensor_type(&mut self) -> PResult<TensorType> {
        let loc = self.loc();
        match self.peek().clone() {
            Tok::Tensor(body) => {
                self.next();
                parse_tensor_body(&body).map_err(|m| Diagnostic::error(loc, m))
            }
            Tok::Ident(s) if ElementType::from_keyword(&s).is_some() => self.error(format!(
                "expected a tensor type; scalars are written 'tensor<{s}>'"
            )),
            _ => self.unexpected("a tensor type"),
        }
    }

    /// `t` or `(t, t)` — a result-type list.
    fn type_list_maybe_paren(&mut self) -> PResult<Vec<TensorType>> {
        if self.eat_punct("(") {
            let mut v = Vec::new();
            if !self.eat_punct(")") {
                loop {
                    v.push(self.tensor_type()?);
                    if self.eat_punct(")") {
                        break;
                    }
                    self.expect_punct(",")?;
                }
            }
            Ok(v)
        } else {
            Ok(vec![self.tensor_type()?])
        }
    }

    /// `(ins) -> outs`.
    fn function_type(&mut self) -> PResult<(Vec<TensorType>, Vec<TensorType>)> {
        if !self.is_punct("(") {
            return self.unexpected("a function type '(...) -> ...'");
        }
        let ins = self.type_list_maybe_paren()?;
        self.expect_punct("->")?;
        let outs = self.type_list_maybe_paren()?;
        Ok((ins, outs))
    }

    // ----- attributes -----

    fn attr_name(&mut self) -> PResult<String> {
        match self.peek().clone() {
            Tok::Ident(s) => {
                self.next();
                Ok(s)
            }
            Tok::Str(s) => {
                self.next();
                Ok(s)
            }
            _ => self.unexpected("an attribute name"),
        }
    }

    /// `{name = value, flag, ...}`.
    fn attr_dict(&mut self) -> PResult<Vec<(String, Attribute)>> {
        self.expect_punct("{")?;
        self.enter()?;
        let mut entries: Vec<(String, Attribute)> = Vec::new();
        if !self.eat_punct("}") {
            loop {
                let loc = self.loc();
                let name = self.attr_name()?;
                let value = if self.eat_punct("=") {
                    self.attribute()?
                } else {
                    Attribute::Unit
                };
                if entries.iter().any(|(k, _)| *k == name) {
                    return Err(Diagnostic::error(
                        loc,
                        format!("attribute '{name}' is given twice"),
                    ));
                }
                entries.push((name, value));
                if self.eat_punct("}") {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        self.leave();
        Ok(entries)
    }

    fn attribute(&mut self) -> PResult<Attribute> {
        self.enter()?;
        let a = self.attribute_inner();
        self.leave();
        a
    }

    fn attribute_inner(&mut self) -> PResult<Attribute> {
        let loc = self.loc();
        match self.peek().clone() {
            Tok::Hex(bits) => {
                self.next();
                let ty = self.optional_scalar_type(ElementType::I64)?;
                if ty.is_float() {
                    return Ok(Attribute::Float(float_from_bits(bits as u64, ty), ty));
                }
                let v = i64::try_from(bits).map_err(|_| {
                    Diagnostic::error(loc, "hexadecimal literal does not fit in 64 bits")
                })?;
                Ok(Attribute::Int(v, ty))
            }
            Tok::Int(_) => {
                let v = self.expect_int()?;
                let ty = self.optional_scalar_type(ElementType::I64)?;
                if ty.is_float() {
                    return Ok(Attribute::Float(
                        crate::interp::round_float(v as f64, ty),
                        ty,
                    ));
                }
                // MLIR rejects integer attributes outside their type's range.
                let fits = match ty {
                    ElementType::I1 => v == 0 || v == 1 || v == -1,
                    ElementType::I32 => (i64::from(i32::MIN)..=i64::from(u32::MAX)).contains(&v),
                    // MLIR: a negative literal is not valid for an unsigned type.
                    ElementType::U32 => (0..=i64::from(u32::MAX)).contains(&v),
                    ElementType::I16 => (i64::from(i16::MIN)..=i64::from(u16::MAX)).contains(&v),
                    ElementType::U16 => (0..=i64::from(u16::MAX)).contains(&v),
                    ElementType::I8 => (i64::from(i8::MIN)..=i64::from(u8::MAX)).contains(&v),
                    ElementType::U8 => (0..=i64::from(u8::MAX)).contains(&v),
                    ElementType::U64 => v >= 0,
                    _ => true,
                };
                if !fits {
                    return Err(Diagnostic::error(
                        loc,
                        format!("integer {v} does not fit in {ty}"),
                    ));
                }
                Ok(Attribute::Int(v, ty))
            }
            Tok::Float(v) => {
                self.next();
                let ty = self.optional_scalar_type(ElementType::F64)?;
                if !ty.is_float() {
                    return Err(Diagnostic::error(
                        loc,
                        format!("float literal cannot have integer type {ty}"),
                    ));
                }
                // Hold the value the type can represent, as dense elements do.
                Ok(Attribute::Float(crate::interp::round_float(v, ty), ty))
            }
            Tok::Str(s) => {
                self.next();
                // MLIR allows a typed string (`"x" : i32`); we accept and drop nothing by
                // refusing it instead.
                Ok(Attribute::String(s))
            }
            Tok::Symbol(s) => {
                self.next();
                Ok(Attribute::Symbol(s))
            }
            Tok::Tensor(_) => Ok(Attribute::Type(self.tensor_type()?)),
            Tok::Punct("(") => {
                let (ins, outs) = self.function_type()?;
                Ok(Attribute::FunctionType(ins, outs))
            }
            Tok::Punct("[") => {
                self.next();
                let mut items = Vec::new();
                if !self.eat_punct("]") {
                    loop {
                        items.push(self.attribute()?);
                        if self.eat_punct("]") {
                            break;
                        }
                        self.expect_punct(",")?;
                    }
                }
                Ok(Attribute::Array(items))
            }
            Tok::Punct("{") => Ok(Attribute::Dict(self.attr_dict()?)),
            Tok::Ident(id) => match id.as_str() {
                "true" | "false" => {
                    self.next();
                    Ok(Attribute::Bool(id == "true"))
                }
                "unit" => {
                    self.next();
                    Ok(Attribute::Unit)
                }
                "array" => self.dense_array(),
                "dense" => Ok(Attribute::Elements(self.dense_elements()?)),
                _ => self.error(format!("unknown attribute '{id}'")),
            },
            Tok::HashId(name) => {
                self.next();
                match name.as_str() {
                    "dist.sharding" => Ok(Attribute::Sharding(self.sharding_body()?)),
                    "dist.mesh" => Ok(Attribute::Mesh(self.mesh_body()?)),
                    "dist.axes" => {
                        self.expect_punct("<")?;
                        let axes = self.axis_list()?;
                        self.expect_punct(">")?;
                        Ok(Attribute::Axes(axes))
                    }
                    "dist.dim_axes" => {
                        self.expect_punct("<")?;
                        self.expect_punct("[")?;
                        let mut dims = Vec::new();
                        if !self.eat_punct("]") {
                            loop {
                                dims.push(self.axis_list()?);
                                if self.eat_punct("]") {
                                    break;
                                }
                                self.expect_punct(",")?;
                            }
                        }
                        self.expect_punct(">")?;
                        Ok(Attribute::DimAxes(dims))
                    }
                    // Op sharding rules are produced by `populate-sharding-rules` for
                    // people to read; they are kept as text.
                    "dist.sharding_rule" => self.opaque_attribute(loc),
                    other if other.starts_with("dist.") => Err(Diagnostic::error(
                        loc,
                        format!(
                            "unknown attribute '#{other}'; the dist dialect has #dist.mesh, #dist.sharding, #dist.axes, #dist.dim_axes and #dist.sharding_rule"
                        ),
                    )),
                    _ => self.opaque_attribute(loc),
                }
            }
            _ => self.unexpected("an attribute value"),
        }
    }

    /// `: type` after a scalar literal, or `default`.
    fn optional_scalar_type(&mut self, default: ElementType) -> PResult<ElementType> {
        if !self.is_punct(":") {
            return Ok(default);
        }
        // Only take the `:` when a scalar type follows (a `:` may also end an op).
        match self.peek_at(1).clone() {
            Tok::Ident(s) => match ElementType::from_keyword(&s) {
                Some(t) => {
                    self.next();
                    self.next();
                    Ok(t)
                }
                None if s.starts_with('i')
                    || s.starts_with('f')
                    || s.starts_with("ui")
                    || s.starts_with("si") =>
                {
                    self.next();
                    self.error(format!(
                        "unsupported scalar type '{s}' (expected {})",
                        ElementType::keyword_list("or")
                    ))
                }
                None => Ok(default),
            },
            _ => Ok(default),
        }
    }

    /// The text of an attribute of another dialect, `#foo<...>` or `#foo.bar<...>`, kept verbatim.
    fn opaque_attribute(&mut self, loc: Location) -> PResult<Attribute> {
        let start = self.tokens[self.pos - 1].start;
        let mut end = self.tokens[self.pos - 1].end;
        if self.is_punct("<") {
            // The body must nest `<>`, `()`, `[]` and `{}` properly (as in MLIR): an unbalanced
            // brace would otherwise leak into the enclosing region when it is skipped.
            let mut open: Vec<&'static str> = Vec::new();
            loop {
                match *self.peek() {
                    Tok::Eof => {
                        return Err(Diagnostic::error(
                            loc,
                            "unterminated attribute: missing '>'",
                        ));
                    }
                    Tok::Punct(p @ ("<" | "(" | "[" | "{")) => open.push(p),
                    Tok::Punct(p @ (">" | ")" | "]" | "}")) => {
                        let want = match open.pop() {
                            Some("<") => ">",
                            Some("(") => ")",
                            Some("[") => "]",
                            _ => "}",
                        };
                        if p != want {
                            return self.error(format!(
                                "expected '{want}' in the attribute body, found '{p}'"
                            ));
                        }
                    }
                    _ => {}
                }
                end = self.tokens[self.pos].end;
                self.next();
                if open.is_empty() {
                    break;
                }
            }
        }
        Ok(Attribute::Opaque(self.text[start..end].to_string()))
    }

    fn dense_array(&mut self) -> PResult<Attribute> {
        self.expect_ident("array")?;
        self.expect_punct("<")?;
        let loc = self.loc();
        match self.peek().clone() {
            Tok::Ident(t) if t == "i64" || t == "i32" => {
                self.next();
            }
            // `array<i1: false, true>` (StableHLO's window_reversal): a list of booleans.
            Tok::Ident(t) if t == "i1" => {
                self.next();
                let mut items = Vec::new();
                if self.eat_punct(":") {
                    loop {
                        let bloc = self.loc();
                        match self.next() {
                            Tok::Ident(b) if b == "true" => items.push(Attribute::Bool(true)),
                            Tok::Ident(b) if b == "false" => items.push(Attribute::Bool(false)),
                            _ => {
                                return Err(Diagnostic::error(bloc, "expected true or false"));
                            }
                        }
                        if !self.eat_punct(",") {
                            break;
                        }
                    }
                }
                self.expect_punct(">")?;
                return Ok(Attribute::Array(items));
            }
            Tok::Ident(t) => {
                return Err(Diagnostic::error(
                    loc,
                    format!("unsupported dense array element type '{t}' (expected i64 or i1)"),
                ));
            }
            _ => return self.unexpected("an element type"),
        }
        let mut items = Vec::new();
        if self.eat_punct(":") {
            loop {
                items.push(self.expect_int()?);
                if !self.eat_punct(",") {
                    break;
                }
            }
        }
        self.expect_punct(">")?;
        Ok(Attribute::I64Array(items))
    }

    fn dense_elements(&mut self) -> PResult<DenseElements> {
        self.expect_ident("dense")?;
        self.expect_punct("<")?;
        let body_loc = self.loc();
        // Read the literal structure first; its type comes after.
        enum Lit {
            Num(f64, Option<i128>),
            Bits(u128),
            List(Vec<Lit>),
            Hex(String),
        }
        fn read(p: &mut Parser<'_>) -> PResult<Lit> {
            p.enter()?;
            let r = match p.peek().clone() {
                Tok::Punct("[") => {
                    p.next();
                    let mut items = Vec::new();
                    if !p.eat_punct("]") {
                        loop {
                            items.push(read(p)?);
                            if p.eat_punct("]") {
                                break;
                            }
                            p.expect_punct(",")?;
                        }
                    }
                    Ok(Lit::List(items))
                }
                Tok::Int(v) => {
                    p.next();
                    Ok(Lit::Num(v as f64, Some(v)))
                }
                Tok::Hex(v) => {
                    p.next();
                    Ok(Lit::Bits(v))
                }
                Tok::Float(v) => {
                    p.next();
                    Ok(Lit::Num(v, None))
                }
                Tok::Ident(s) if s == "true" || s == "false" => {
                    p.next();
                    Ok(Lit::Num(
                        if s == "true" { 1.0 } else { 0.0 },
                        Some(i128::from(s == "true")),
                    ))
                }
                Tok::Str(s) => {
                    p.next();
                    Ok(Lit::Hex(s))
                }
                _ => p.unexpected("an element value, '[' or a hex string"),
            };
            p.leave();
            r
        }
        let lit = read(self)?;
        self.expect_punct(">")?;
        self.expect_punct(":")?;
        let ty = self.tensor_type()?;
        let is_float = ty.element.is_float();
        let convert =
            |lit: &Lit, out_f: &mut Vec<f64>, out_i: &mut Vec<i64>| -> Result<(), String> {
                match lit {
                    Lit::Bits(bits) => {
                        if is_float {
                            out_f.push(float_from_bits(*bits as u64, ty.element));
                        } else {
                            let v =
                                i128::try_from(*bits).map_err(|_| "hexadecimal value too large")?;
                            out_i.push(wrap_int(v, ty.element).ok_or_else(|| {
                                format!("value 0x{bits:X} does not fit in {}", ty.element)
                            })?);
                        }
                        Ok(())
                    }
                    Lit::Num(f, i) => {
                        if is_float {
                            // Hold the value the element type can represent, as documented
                            // on `DenseElements` (and as the printer and interpreter assume).
                            out_f.push(crate::interp::round_float(*f, ty.element));
                        } else {
                            let v = i.ok_or("float value in an integer tensor")?;
                            out_i.push(wrap_int(v, ty.element).ok_or_else(|| {
                                format!("value {v} does not fit in {}", ty.element)
                            })?);
                        }
                        Ok(())
                    }
                    _ => Err("unexpected nested value".into()),
                }
            };
        let (mut fv, mut iv) = (Vec::new(), Vec::new());
        let splat;
        match &lit {
            Lit::Hex(s) => {
                let mut bytes =
                    decode_hex(s).map_err(|m| Diagnostic::error(body_loc.clone(), m))?;
                let width = ty.element.byte_width();
                let n = ty.num_elements() as usize;
                // MLIR writes `i1` hex data bit-packed (element k is bit k % 8 of byte k / 8);
                // shardc and JAX write one byte per element. Both are read.
                if ty.element == ElementType::I1 && n > 8 && bytes.len() == n.div_ceil(8) {
                    bytes = (0..n).map(|k| (bytes[k / 8] >> (k % 8)) & 1).collect();
                }
                splat = bytes.len() == width && n != 1;
                // Saturates for huge shapes, which no hex string can match anyway.
                let needed = n.saturating_mul(width);
                if !splat && bytes.len() != needed {
                    return Err(Diagnostic::error(
                        body_loc,
                        format!("hex data has {} bytes but {ty} needs {needed}", bytes.len()),
                    ));
                }
                for chunk in bytes.chunks(width) {
                    let mut raw = [0u8; 8];
                    raw[..width].copy_from_slice(chunk);
                    let bits = u64::from_le_bytes(raw);
                    if is_float {
                        fv.push(float_from_bits(bits, ty.element));
                    } else {
                        let v = match ty.element {
                            ElementType::I32 => bits as u32 as i32 as i64,
                            ElementType::U32 => i64::from(bits as u32),
                            ElementType::I16 => i64::from(bits as u16 as i16),
                            ElementType::U16 => i64::from(bits as u16),
                            ElementType::I8 => i64::from(bits as u8 as i8),
                            ElementType::U8 => i64::from(bits as u8),
                            ElementType::I1 => i64::from(bits != 0),
                            _ => bits as i64,
                        };
                        iv.push(v);
                    }
                }
            }
            Lit::Num(..) | Lit::Bits(_) => {
                splat = true;
                convert(&lit, &mut fv, &mut iv)
                    .map_err(|m| Diagnostic::error(body_loc.clone(), m))?;
            }
            Lit::List(_) => {
                splat = false;
                // Check nesting against the shape, then flatten.
                fn flatten<'l>(
                    lit: &'l Lit,
                    shape: &[i64],
                    out: &mut Vec<&'l Lit>,
                ) -> Result<(), String> {
                    match (lit, shape.split_first()) {
                        (Lit::List(items), Some((&n, rest))) => {
                            if items.len() as i64 != n {
                                return Err(format!(
                                    "expected {n} elements in a nested list, found {}",
                                    items.len()
                                ));
                            }
                            items.iter().try_for_each(|i| flatten(i, rest, out))
                        }
                        (Lit::Num(..) | Lit::Bits(_), None) => {
                            out.push(lit);
                            Ok(())
                        }
                        (Lit::List(_), None) => {
                            Err("too many levels of nesting for the tensor's rank".into())
                        }
                        _ => Err("too few levels of nesting for the tensor's rank".into()),
                    }
                }
                let mut flat = Vec::new();
                flatten(&lit, &ty.shape, &mut flat)
                    .map_err(|m| Diagnostic::error(body_loc.clone(), m))?;
                for l in flat {
                    convert(l, &mut fv, &mut iv)
                        .map_err(|m| Diagnostic::error(body_loc.clone(), m))?;
                }
            }
        }
        let values = if is_float {
            ElementValues::Float(fv)
        } else {
            ElementValues::Int(iv)
        };
        Ok(DenseElements { ty, values, splat })
    }

    // ----- dist attributes -----

    fn mesh_body(&mut self) -> PResult<Mesh> {
        self.expect_punct("<")?;
        self.expect_punct("[")?;
        let mut axes = Vec::new();
        if !self.eat_punct("]") {
            loop {
                let name = self.expect_string()?;
                self.expect_punct("=")?;
                let size = self.expect_int()?;
                axes.push((name, size));
                if self.eat_punct("]") {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        self.expect_punct(">")?;
        Ok(Mesh { axes })
    }

    fn axis_ref(&mut self) -> PResult<AxisRef> {
        let name = self.expect_string()?;
        let mut axis = AxisRef::axis(name);
        if self.is_punct(":") && matches!(self.peek_at(1), Tok::Punct("(")) {
            self.next();
            self.next();
            let pre_size = self.expect_int()?;
            self.expect_punct(")")?;
            let size = self.expect_int()?;
            axis.sub = Some(SubAxis { pre_size, size });
        }
        Ok(axis)
    }

    /// `{"a", "b"}` (no open marker).
    fn axis_list(&mut self) -> PResult<Vec<AxisRef>> {
        self.expect_punct("{")?;
        let mut axes = Vec::new();
        if !self.eat_punct("}") {
            loop {
                axes.push(self.axis_ref()?);
                if self.eat_punct("}") {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        Ok(axes)
    }

    /// `{"a", ?}p1`
    fn dim_sharding(&mut self) -> PResult<DimSharding> {
        self.expect_punct("{")?;
        let mut dim = DimSharding {
            axes: Vec::new(),
            is_closed: true,
            priority: None,
        };
        if !self.eat_punct("}") {
            loop {
                if self.eat_punct("?") {
                    dim.is_closed = false;
                    self.expect_punct("}")?;
                    break;
                }
                dim.axes.push(self.axis_ref()?);
                if self.eat_punct("}") {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        if let Tok::Ident(p) = self.peek().clone()
            && let Some(n) = p.strip_prefix('p')
        {
            let loc = self.loc();
            let prio = n.parse::<u32>().map_err(|_| {
                Diagnostic::error(
                    loc,
                    format!("malformed priority '{p}' (expected p0, p1, ...)"),
                )
            })?;
            self.next();
            dim.priority = Some(prio);
        }
        Ok(dim)
    }

    /// `<@mesh, [dims], replicated={...}, unreduced={...}>` after `#dist.sharding`.
    fn sharding_body(&mut self) -> PResult<Sharding> {
        self.expect_punct("<")?;
        let mesh = self.expect_symbol()?;
        self.expect_punct(",")?;
        self.expect_punct("[")?;
        let mut dims = Vec::new();
        if !self.eat_punct("]") {
            loop {
                dims.push(self.dim_sharding()?);
                if self.eat_punct("]") {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        let mut s = Sharding::new(mesh, dims);
        while self.eat_punct(",") {
            let loc = self.loc();
            let key = self.attr_name()?;
            self.expect_punct("=")?;
            let axes = self.axis_list()?;
            match key.as_str() {
                "replicated" => s.replicated = axes,
                "unreduced" => s.unreduced = axes,
                _ => {
                    return Err(Diagnostic::error(
                        loc,
                        format!(
                            "unknown sharding field '{key}' (expected replicated or unreduced)"
                        ),
                    ));
                }
            }
        }
        self.expect_punct(">")?;
        Ok(s)
    }

    // ----- locations -----

    /// An optional trailing `loc(...)`: MLIR's source location of an op, argument or
    /// function. Returns the file location it names (`loc("f.py":3:5)`, also inside a name,
    /// `callsite` or `fused` location), [`Location::Unknown`] for `loc(unknown)` or a
    /// location without a file, and `None` when no `loc` is written.
    fn optional_loc(&mut self) -> PResult<Option<Location>> {
        if !(self.is_ident("loc") && matches!(self.peek_at(1), Tok::Punct("("))) {
            return Ok(None);
        }
        self.next();
        self.expect_punct("(")?;
        let loc = self.loc_body()?;
        self.expect_punct(")")?;
        Ok(Some(loc.unwrap_or(Location::Unknown)))
    }

    /// The inside of `loc(...)`.
    fn loc_body(&mut self) -> PResult<Option<Location>> {
        self.enter()?;
        let r = self.loc_body_inner();
        self.leave();
        r
    }

    fn loc_body_inner(&mut self) -> PResult<Option<Location>> {
        let at = self.loc();
        match self.next() {
            Tok::Ident(s) if s == "unknown" => Ok(None),
            // `"file":line:col`, or a named location `"name"(inner)` / `"name"`.
            Tok::Str(s) => {
                if self.eat_punct(":") {
                    let line = self.expect_int()?;
                    self.expect_punct(":")?;
                    let col = self.expect_int()?;
                    // MLIR 22 may add a range: `"f":1:2 to 3:4` / `to :4`.
                    if self.eat_ident("to") {
                        if !self.is_punct(":") {
                            self.expect_int()?;
                        }
                        self.expect_punct(":")?;
                        self.expect_int()?;
                    }
                    let (line, col) = match (u32::try_from(line), u32::try_from(col)) {
                        (Ok(l), Ok(c)) => (l, c),
                        _ => {
                            return Err(Diagnostic::error(
                                at,
                                "location line or column out of range",
                            ));
                        }
                    };
                    return Ok(Some(Location::File {
                        file: s.into(),
                        line,
                        col,
                    }));
                }
                if self.eat_punct("(") {
                    let inner = self.loc_body()?;
                    self.expect_punct(")")?;
                    return Ok(inner);
                }
                Ok(None)
            }
            // `callsite(callee at caller)`: the callee's location.
            Tok::Ident(s) if s == "callsite" => {
                self.expect_punct("(")?;
                let callee = self.loc_body()?;
                self.expect_ident("at")?;
                let caller = self.loc_body()?;
                self.expect_punct(")")?;
                Ok(callee.or(caller))
            }
            // `fused[a, b]` or `fused<#meta>[a, b]`: the first file location.
            Tok::Ident(s) if s == "fused" => {
                if self.eat_punct("<") {
                    self.attribute()?;
                    self.expect_punct(">")?;
                }
                self.expect_punct("[")?;
                let mut first = None;
                if !self.eat_punct("]") {
                    loop {
                        let l = self.loc_body()?;
                        first = first.or(l);
                        if self.eat_punct("]") {
                            break;
                        }
                        self.expect_punct(",")?;
                    }
                }
                Ok(first)
            }
            Tok::HashId(a) => Err(Diagnostic::error(
                at,
                format!(
                    "location alias '#{a}' is not supported: print locations inline (shardc-opt --mlir-print-debuginfo does)"
                ),
            )),
            _ => {
                self.pos -= 1;
                self.unexpected("a location: \"file\":line:col, unknown, a name, callsite or fused")
            }
        }
    }

    // ----- module structure -----

    fn module(&mut self) -> PResult<Module> {
        let mut module = Module {
            loc: self.loc(),
            ..Module::default()
        };
        if self.is_ident("module") {
            self.next();
            if let Tok::Symbol(name) = self.peek().clone() {
                self.next();
                module.name = Some(name);
            }
            if self.eat_ident("attributes") {
                module.attrs = self.attr_dict()?;
            }
            self.expect_punct("{")?;
            self.module_items(&mut module, "}")?;
            self.expect_punct("}")?;
            if let Some(l) = self.optional_loc()? {
                module.loc = l;
            }
        } else if matches!(self.peek(), Tok::Str(s) if s == "builtin.module") {
            self.next();
            self.expect_punct("(")?;
            self.expect_punct(")")?;
            if self.eat_punct("<") {
                let props_loc = self.loc();
                let props = self.attr_dict()?;
                self.expect_punct(">")?;
                for (k, v) in props {
                    match (k.as_str(), v) {
                        ("sym_name", Attribute::String(s)) => module.name = Some(s),
                        (k, _) => {
                            return Err(Diagnostic::error(
                                props_loc,
                                format!("unknown module property '{k}'"),
                            ));
                        }
                    }
                }
            }
            self.expect_punct("(")?;
            self.expect_punct("{")?;
            self.module_items(&mut module, "}")?;
            self.expect_punct("}")?;
            self.expect_punct(")")?;
            if self.is_punct("{") {
                module.attrs = self.attr_dict()?;
            }
            self.expect_punct(":")?;
            let type_loc = self.loc();
            let (ins, outs) = self.function_type()?;
            if !ins.is_empty() || !outs.is_empty() {
                return Err(Diagnostic::error(
                    type_loc,
                    "builtin.module has type () -> ()",
                ));
            }
            if let Some(l) = self.optional_loc()? {
                module.loc = l;
            }
        } else {
            self.module_items(&mut module, "")?;
        }
        self.expect_eof()?;
        Ok(module)
    }

    fn module_items(&mut self, module: &mut Module, close: &str) -> PResult<()> {
        loop {
            if matches!(self.peek(), Tok::Eof) || (!close.is_empty() && self.is_punct(close)) {
                return Ok(());
            }
            let loc = self.loc();
            match self.peek().clone() {
                Tok::Ident(s) if s == "dist.mesh" => {
                    self.next();
                    let name = self.expect_symbol()?;
                    self.expect_punct("=")?;
                    let mesh = self.mesh_body()?;
                    module.meshes.push(MeshDecl { name, mesh, loc });
                }
                Tok::Str(s) if s == "dist.mesh" => {
                    self.next();
                    self.expect_punct("(")?;
                    self.expect_punct(")")?;
                    let mut attrs = self.attr_dict()?;
                    self.expect_punct(":")?;
                    self.function_type()?;
                    let mesh = match take(&mut attrs, "mesh") {
                        Some(Attribute::Mesh(m)) => m,
                        _ => {
                            return Err(Diagnostic::error(
                                loc,
                                "dist.mesh needs a 'mesh' attribute (#dist.mesh<[...]>)",
                            ));
                        }
                    };
                    let name = match take(&mut attrs, "sym_name") {
                        Some(Attribute::String(s)) => s,
                        _ => {
                            return Err(Diagnostic::error(
                                loc,
                                "dist.mesh needs a 'sym_name' string attribute",
                            ));
                        }
                    };
                    if let Some((k, _)) = attrs.first() {
                        return Err(Diagnostic::error(
                            loc,
                            format!("unknown attribute '{k}' on dist.mesh"),
                        ));
                    }
                    module.meshes.push(MeshDecl { name, mesh, loc });
                }
                Tok::Ident(s) if s == "func.func" => {
                    self.next();
                    let f = self.pretty_function(loc)?;
                    module.functions.push(f);
                }
                Tok::Str(s) if s == "func.func" => {
                    self.next();
                    let f = self.generic_function(loc)?;
                    module.functions.push(f);
                }
                Tok::Ident(s) | Tok::Str(s) => {
                    return self.error(format!(
                        "unexpected '{s}' at module level: expected 'dist.mesh' or 'func.func'"
                    ));
                }
                _ => return self.unexpected("'dist.mesh', 'func.func' or the end of the module"),
            }
        }
    }

    fn pretty_function(&mut self, loc: Location) -> PResult<Function> {
        let mut visibility = Visibility::Public;
        if self.eat_ident("private") {
            visibility = Visibility::Private;
        } else {
            self.eat_ident("public");
        }
        let name = self.expect_symbol()?;
        self.expect_punct("(")?;
        let mut arg_names = Vec::new();
        let mut arg_types = Vec::new();
        let mut arg_dicts = Vec::new();
        if !self.eat_punct(")") {
            loop {
                let aloc = self.loc();
                let Tok::ValueId(n) = self.next() else {
                    self.pos -= 1;
                    return self.unexpected("an argument name ('%arg0')");
                };
                self.expect_punct(":")?;
                arg_types.push(self.tensor_type()?);
                arg_dicts.push(if self.is_punct("{") {
                    self.attr_dict()?
                } else {
                    Vec::new()
                });
                let aloc = self.optional_loc()?.unwrap_or(aloc);
                arg_names.push((n, aloc));
                if self.eat_punct(")") {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        let mut result_types = Vec::new();
        let mut result_locs = Vec::new();
        let mut res_dicts = Vec::new();
        if self.eat_punct("->") {
            if self.eat_punct("(") {
                if !self.eat_punct(")") {
                    loop {
                        result_locs.push(self.loc());
                        result_types.push(self.tensor_type()?);
                        res_dicts.push(if self.is_punct("{") {
                            self.attr_dict()?
                        } else {
                            Vec::new()
                        });
                        if self.eat_punct(")") {
                            break;
                        }
                        self.expect_punct(",")?;
                    }
                }
            } else {
                result_locs.push(self.loc());
                result_types.push(self.tensor_type()?);
                res_dicts.push(Vec::new());
            }
        }
        if self.eat_ident("attributes") {
            let attrs_loc = self.loc();
            let extra = self.attr_dict()?;
            if let Some((k, _)) = extra.first() {
                return Err(Diagnostic::error(
                    attrs_loc,
                    format!("function attributes are not supported (found '{k}')"),
                ));
            }
        }
        let mut f = Function::new(name, arg_types, result_types);
        f.visibility = visibility;
        f.loc = loc;
        self.apply_param_dicts(&mut f, arg_dicts, res_dicts)?;
        for (attrs, (_, aloc)) in f.arg_attrs.iter_mut().zip(&arg_names) {
            attrs.loc = aloc.clone();
        }
        for (attrs, rloc) in f.result_attrs.iter_mut().zip(result_locs) {
            attrs.loc = rloc;
        }
        let mut scope = Scope {
            values: HashMap::new(),
        };
        for ((n, aloc), &v) in arg_names.iter().zip(&f.args.clone()) {
            if scope.values.insert(n.clone(), v).is_some() {
                return Err(Diagnostic::error(
                    aloc.clone(),
                    format!("redefinition of value '%{n}'"),
                ));
            }
        }
        self.expect_punct("{")?;
        self.function_body(&mut f, &mut scope)?;
        self.expect_punct("}")?;
        if let Some(l) = self.optional_loc()? {
            f.loc = l;
        }
        Ok(f)
    }

    fn apply_param_dicts(
        &self,
        f: &mut Function,
        arg_dicts: Vec<Vec<(String, Attribute)>>,
        res_dicts: Vec<Vec<(String, Attribute)>>,
    ) -> PResult<()> {
        for (i, mut dict) in arg_dicts.into_iter().enumerate() {
            let sharding = self.take_sharding(&mut dict, 1, &f.loc)?.pop().flatten();
            let v = f.args[i];
            f.values[v].sharding = sharding;
            f.arg_attrs[i] = ParamAttrs {
                attrs: dict,
                ..ParamAttrs::default()
            };
        }
        for (i, mut dict) in res_dicts.into_iter().enumerate() {
            f.result_shardings[i] = self.take_sharding(&mut dict, 1, &f.loc)?.pop().flatten();
            f.result_attrs[i] = ParamAttrs {
                attrs: dict,
                ..ParamAttrs::default()
            };
        }
        Ok(())
    }

    /// Removes `dist.sharding` from `dict`: one sharding, or an array with one entry per value
    /// (`n` values; errors are reported at `loc`).
    fn take_sharding(
        &self,
        dict: &mut Vec<(String, Attribute)>,
        n: usize,
        loc: &Location,
    ) -> PResult<Vec<Option<Sharding>>> {
        let error = |m: String| Diagnostic::error(loc.clone(), m);
        match take(dict, SHARDING_ATTR) {
            None => Ok(vec![None; n]),
            Some(_) if n == 0 => Err(error(format!(
                "'{SHARDING_ATTR}' is given but the op has no results"
            ))),
            Some(Attribute::Sharding(s)) if n == 1 => Ok(vec![Some(s)]),
            Some(Attribute::Array(items)) if items.len() == n && n != 1 => items
                .into_iter()
                .map(|a| match a {
                    Attribute::Sharding(s) => Ok(Some(s)),
                    Attribute::Unit => Ok(None),
                    other => Err(error(format!(
                        "expected #dist.sharding in '{SHARDING_ATTR}', found {}",
                        other.kind_name()
                    ))),
                })
                .collect(),
            Some(other) => Err(error(format!(
                "'{SHARDING_ATTR}' must be {}, found {}",
                if n == 1 {
                    "one #dist.sharding".to_string()
                } else {
                    format!("an array of {n} #dist.sharding")
                },
                other.kind_name()
            ))),
        }
    }

    fn generic_function(&mut self, loc: Location) -> PResult<Function> {
        self.expect_punct("(")?;
        self.expect_punct(")")?;
        let mut props = Vec::new();
        if self.eat_punct("<") {
            props = self.attr_dict()?;
            self.expect_punct(">")?;
        }
        self.expect_punct("(")?;
        let region_start = self.pos;
        // Properties may also be given in the attribute dictionary after the region; find
        // them before building the function by skipping the region.
        self.skip_balanced_braces()?;
        self.expect_punct(")")?;
        if self.is_punct("{") {
            props.extend(self.attr_dict()?);
        }
        self.expect_punct(":")?;
        self.function_type()?;
        let end = self.pos;
        let name = match take(&mut props, "sym_name") {
            Some(Attribute::String(s)) => s,
            _ => {
                return Err(Diagnostic::error(
                    loc,
                    "func.func needs a 'sym_name' string property",
                ));
            }
        };
        let (ins, outs) = match take(&mut props, "function_type") {
            Some(Attribute::FunctionType(i, o)) => (i, o),
            _ => {
                return Err(Diagnostic::error(
                    loc,
                    "func.func needs a 'function_type' property",
                ));
            }
        };
        let visibility = match take(&mut props, "sym_visibility") {
            None => Visibility::Public,
            Some(Attribute::String(s)) if s == "public" => Visibility::Public,
            Some(Attribute::String(s)) if s == "private" => Visibility::Private,
            Some(_) => {
                return Err(Diagnostic::error(
                    loc,
                    "sym_visibility must be \"public\" or \"private\"",
                ));
            }
        };
        let dicts = |a: Option<Attribute>,
                     n: usize,
                     what: &str|
         -> PResult<Vec<Vec<(String, Attribute)>>> {
            match a {
                None => Ok(vec![Vec::new(); n]),
                Some(Attribute::Array(items)) if items.len() == n => items
                    .into_iter()
                    .map(|d| match d {
                        Attribute::Dict(d) => Ok(d),
                        _ => Err(Diagnostic::error(
                            loc.clone(),
                            format!("{what} must be an array of dictionaries"),
                        )),
                    })
                    .collect(),
                Some(_) => Err(Diagnostic::error(
                    loc.clone(),
                    format!("{what} must be an array of {n} dictionaries"),
                )),
            }
        };
        let arg_dicts = dicts(take(&mut props, "arg_attrs"), ins.len(), "arg_attrs")?;
        let res_dicts = dicts(take(&mut props, "res_attrs"), outs.len(), "res_attrs")?;
        if let Some((k, _)) = props.first() {
            return Err(Diagnostic::error(
                loc,
                format!("unknown func.func property '{k}'"),
            ));
        }
        let mut f = Function::new(name, ins, outs);
        f.visibility = visibility;
        f.loc = loc;
        self.apply_param_dicts(&mut f, arg_dicts, res_dicts)?;
        // Now parse the region for real.
        self.pos = region_start;
        self.expect_punct("{")?;
        let mut scope = Scope {
            values: HashMap::new(),
        };
        if let Tok::BlockId(_) = self.peek() {
            let block_loc = self.loc();
            self.next();
            let mut i = 0;
            if self.eat_punct("(") && !self.eat_punct(")") {
                loop {
                    let aloc = self.loc();
                    let Tok::ValueId(n) = self.next() else {
                        self.pos -= 1;
                        return self.unexpected("a block argument");
                    };
                    self.expect_punct(":")?;
                    let ty = self.tensor_type()?;
                    let Some(&v) = f.args.get(i) else {
                        return Err(Diagnostic::error(
                            aloc,
                            "more block arguments than the function type has inputs",
                        ));
                    };
                    if *f.ty(v) != ty {
                        return Err(Diagnostic::error(
                            aloc,
                            format!(
                                "block argument type {ty} does not match the function type's input {}",
                                f.ty(v)
                            ),
                        ));
                    }
                    if scope.values.insert(n.clone(), v).is_some() {
                        return Err(Diagnostic::error(
                            aloc,
                            format!("redefinition of value '%{n}'"),
                        ));
                    }
                    if let Some(l) = self.optional_loc()?
                        && let Some(attrs) = f.arg_attrs.get_mut(i)
                    {
                        attrs.loc = l;
                    }
                    i += 1;
                    if self.eat_punct(")") {
                        break;
                    }
                    self.expect_punct(",")?;
                }
            }
            self.expect_punct(":")?;
            if i != f.args.len() {
                return Err(Diagnostic::error(
                    block_loc,
                    format!(
                        "the entry block has {i} argument(s) but the function type has {}",
                        f.args.len()
                    ),
                ));
            }
        } else if !f.args.is_empty() {
            return self.unexpected("the entry block '^bb0(...)'");
        }
        self.function_body(&mut f, &mut scope)?;
        self.expect_punct("}")?;
        self.pos = end;
        if let Some(l) = self.optional_loc()? {
            f.loc = l;
        }
        Ok(f)
    }

    fn skip_balanced_braces(&mut self) -> PResult<()> {
        if !self.is_punct("{") {
            return self.unexpected("'{'");
        }
        let open_loc = self.loc();
        let mut depth = 0usize;
        loop {
            match self.peek() {
                Tok::Eof => {
                    return Err(Diagnostic::error(
                        open_loc,
                        "unterminated region: missing '}'",
                    ));
                }
                Tok::Punct("{") => depth += 1,
                Tok::Punct("}") => depth -= 1,
                _ => {}
            }
            self.next();
            if depth == 0 {
                return Ok(());
            }
        }
    }

    fn function_body(&mut self, f: &mut Function, scope: &mut Scope) -> PResult<()> {
        while !self.is_punct("}") {
            if matches!(self.peek(), Tok::Eof) {
                return self.unexpected("'}' to close the function body");
            }
            self.operation(f, scope)?;
        }
        Ok(())
    }

    fn use_value(&mut self, scope: &Scope) -> PResult<Value> {
        let loc = self.loc();
        match self.next() {
            Tok::ValueId(n) => scope
                .values
                .get(&n)
                .copied()
                .ok_or_else(|| Diagnostic::error(loc, format!("use of undefined value '%{n}'"))),
            _ => {
                self.pos -= 1;
                self.unexpected("a value ('%name')")
            }
        }
    }

    fn operand_list(&mut self, scope: &Scope, close: Option<&str>) -> PResult<Vec<Value>> {
        let mut v = Vec::new();
        if let Some(c) = close
            && self.eat_punct(c)
        {
            return Ok(v);
        }
        if close.is_none() && !matches!(self.peek(), Tok::ValueId(_)) {
            return Ok(v);
        }
        loop {
            v.push(self.use_value(scope)?);
            if let Some(c) = close
                && self.eat_punct(c)
            {
                return Ok(v);
            }
            if !self.eat_punct(",") {
                if let Some(c) = close {
                    return self.unexpected(&format!("',' or '{c}'"));
                }
                return Ok(v);
            }
        }
    }

    fn operation(&mut self, f: &mut Function, scope: &mut Scope) -> PResult<()> {
        let loc = self.loc();
        // Results.
        let mut result_names: Vec<(String, Location)> = Vec::new();
        let mut declared_count: Option<(usize, Location)> = None;
        if let Tok::ValueId(_) = self.peek() {
            loop {
                let rloc = self.loc();
                let Tok::ValueId(n) = self.next() else {
                    self.pos -= 1;
                    return self.unexpected("a result name");
                };
                if n.contains('#') {
                    return Err(Diagnostic::error(
                        rloc,
                        format!("result name '%{n}' cannot have a '#' index"),
                    ));
                }
                if self.is_punct(":") && matches!(self.peek_at(1), Tok::Int(_)) {
                    self.next();
                    let cloc = self.loc();
                    let count = self.expect_int()?;
                    if !(1..=1024).contains(&count) {
                        return Err(Diagnostic::error(
                            cloc,
                            format!("result count {count} is out of range"),
                        ));
                    }
                    declared_count = Some((count as usize, cloc));
                }
                result_names.push((n, rloc));
                if !self.eat_punct(",") {
                    break;
                }
            }
            self.expect_punct("=")?;
        }
        let name_loc = self.loc();
        let (name, generic) = match self.next() {
            Tok::Ident(s) => (s, false),
            Tok::Str(s) => (s, true),
            _ => {
                self.pos -= 1;
                return self.unexpected("an op name");
            }
        };
        let name = if !generic && name == "return" {
            "func.return".to_string()
        } else {
            name
        };
        let name = if !generic && name == "call" {
            "func.call".to_string()
        } else {
            name
        };

        let (operands, mut attrs, operand_types, result_types) = if generic {
            self.expect_punct("(")?;
            let operands = self.operand_list(scope, Some(")"))?;
            let mut attrs = Vec::new();
            if self.eat_punct("<") {
                attrs = self.attr_dict()?;
                self.expect_punct(">")?;
            }
            if self.is_punct("(") {
                return self.error(format!("'{name}' cannot have regions in shardc's IR"));
            }
            if self.is_punct("{") {
                for (k, v) in self.attr_dict()? {
                    if attrs.iter().any(|(a, _)| *a == k) {
                        return Err(Diagnostic::error(
                            name_loc,
                            format!("attribute '{k}' is given twice"),
                        ));
                    }
                    attrs.push((k, v));
                }
            }
            self.expect_punct(":")?;
            let (ins, outs) = self.function_type()?;
            (operands, attrs, Some(ins), outs)
        } else {
            self.pretty_op_tail(&name, scope)?
        };

        // A source location written with the op (`loc(...)`) replaces its position here.
        let loc = self.optional_loc()?.unwrap_or(loc);

        // Result names vs. types.
        let expected_results = match declared_count {
            Some((n, _)) => n,
            None => result_names.len(),
        };
        if result_names.len() > 1 && declared_count.is_some() {
            return Err(Diagnostic::error(
                loc,
                "use either '%a, %b = ...' or '%a:2 = ...', not both",
            ));
        }
        if result_types.len() != expected_results {
            return Err(Diagnostic::error(
                loc,
                format!(
                    "'{name}' is given {} result name(s) but {} result type(s)",
                    expected_results,
                    result_types.len()
                ),
            ));
        }
        if let Some(ins) = &operand_types {
            if ins.len() != operands.len() {
                return Err(Diagnostic::error(
                    name_loc,
                    format!(
                        "'{name}' has {} operand(s) but its type lists {}",
                        operands.len(),
                        ins.len()
                    ),
                ));
            }
            for (i, (&v, t)) in operands.iter().zip(ins).enumerate() {
                if f.ty(v) != t {
                    return Err(Diagnostic::error(
                        name_loc,
                        format!(
                            "operand {i} of '{name}' has type {} but the op's type says {t}",
                            f.ty(v)
                        ),
                    ));
                }
            }
        }

        // Build the op.
        let shardings = self.take_sharding(&mut attrs, result_types.len(), &name_loc)?;
        let (inherent, discardable): (Vec<_>, Vec<_>) =
            attrs.into_iter().partition(|(k, _)| !k.contains('.'));
        let mut props = Properties::new(inherent);
        let kind = OpKind::from_properties(&name, &mut props)
            .map_err(|m| Diagnostic::error(name_loc.clone(), m))?;
        if let Some((k, _)) = props.into_rest().first() {
            return Err(Diagnostic::error(
                name_loc,
                format!("unknown attribute '{k}' for '{name}'"),
            ));
        }
        if let Some(n) = kind.fixed_num_results()
            && n != result_types.len()
        {
            return Err(Diagnostic::error(
                loc,
                format!(
                    "'{name}' has {n} result(s), but {} are given",
                    result_types.len()
                ),
            ));
        }
        let op = f.append_op(kind, operands, result_types, loc);
        f.ops[op].attrs = discardable;
        let results = f.ops[op].results.clone();
        for (&r, s) in results.iter().zip(shardings) {
            f.values[r].sharding = s;
        }
        // Bind names.
        let bindings: Vec<(String, Value, Location)> = match declared_count {
            Some(_) => {
                let (base, rloc) = &result_names[0];
                results
                    .iter()
                    .enumerate()
                    .map(|(k, &r)| (format!("{base}#{k}"), r, rloc.clone()))
                    .collect()
            }
            None if results.len() == 1 => {
                let (n, rloc) = &result_names[0];
                vec![(n.clone(), results[0], rloc.clone())]
            }
            None => result_names
                .iter()
                .zip(&results)
                .map(|((n, l), &r)| (n.clone(), r, l.clone()))
                .collect(),
        };
        for (n, v, rloc) in bindings {
            if scope.values.insert(n.clone(), v).is_some() {
                return Err(Diagnostic::error(
                    rloc,
                    format!("redefinition of value '%{n}'"),
                ));
            }
        }
        Ok(())
    }

    /// Parses the rest of a pretty op after its name. Returns operands, attributes, the
    /// operand types if written, and the result types.
    #[allow(clippy::type_complexity)]
    fn pretty_op_tail(
        &mut self,
        name: &str,
        scope: &Scope,
    ) -> PResult<(
        Vec<Value>,
        Vec<(String, Attribute)>,
        Option<Vec<TensorType>>,
        Vec<TensorType>,
    )> {
        match name {
            "func.return" => {
                let operands = self.operand_list(scope, None)?;
                let mut types = Vec::new();
                if !operands.is_empty() {
                    self.expect_punct(":")?;
                    loop {
                        types.push(self.tensor_type()?);
                        if !self.eat_punct(",") {
                            break;
                        }
                    }
                }
                Ok((operands, Vec::new(), Some(types), Vec::new()))
            }
            "hlo.constant" => {
                let mut attrs = if self.is_punct("{") {
                    self.attr_dict()?
                } else {
                    Vec::new()
                };
                let e = self.dense_elements()?;
                let ty = e.ty.clone();
                attrs.insert(0, ("value".to_string(), Attribute::Elements(e)));
                Ok((Vec::new(), attrs, Some(Vec::new()), vec![ty]))
            }
            "func.call" => {
                let callee = self.expect_symbol()?;
                self.expect_punct("(")?;
                let operands = self.operand_list(scope, Some(")"))?;
                let mut attrs = if self.is_punct("{") {
                    self.attr_dict()?
                } else {
                    Vec::new()
                };
                attrs.insert(0, ("callee".to_string(), Attribute::Symbol(callee)));
                self.expect_punct(":")?;
                let (ins, outs) = self.function_type()?;
                Ok((operands, attrs, Some(ins), outs))
            }
            _ => {
                let operands = self.operand_list(scope, None)?;
                let attrs = if self.is_punct("{") {
                    self.attr_dict()?
                } else {
                    Vec::new()
                };
                self.expect_punct(":")?;
                if self.is_punct("(") {
                    let (ins, outs) = self.function_type()?;
                    Ok((operands, attrs, Some(ins), outs))
                } else {
                    let t = self.tensor_type()?;
                    Ok((
                        operands.clone(),
                        attrs,
                        Some(vec![t.clone(); operands.len()]),
                        vec![t],
                    ))
                }
            }
        }
    }
}

fn take(dict: &mut Vec<(String, Attribute)>, key: &str) -> Option<Attribute> {
    let pos = dict.iter().position(|(k, _)| k == key)?;
    Some(dict.remove(pos).1)
}

fn decode_hex(s: &str) -> Result<Vec<u8>, String> {
    let digits = s
        .strip_prefix("0x")
        .ok_or("a string in dense<...> must be hex data \"0x...\"")?;
    if digits.len() % 2 != 0 {
        return Err("hex data has an odd number of digits".into());
    }
    (0..digits.len())
        .step_by(2)
        .map(|i| {
            u8::from_str_radix(&digits[i..i + 2], 16).map_err(|_| "malformed hex data".to_string())
        })
        .collect()
}

fn float_from_bits(bits: u64, ty: ElementType) -> f64 {
    match ty {
        ElementType::F64 => f64::from_bits(bits),
        ElementType::F32 => f32::from_bits(bits as u32) as f64,
        ElementType::BF16 => half::bf16::from_bits(bits as u16).to_f64(),
        ElementType::F16 => half::f16::from_bits(bits as u16).to_f64(),
        _ => bits as f64,
    }
}

/// Wraps an integer literal to the element type's range, or `None` if it does not fit.
fn wrap_int(v: i128, ty: ElementType) -> Option<i64> {
    match ty {
        ElementType::I1 => (v == 0 || v == 1 || v == -1).then_some(i64::from(v != 0)),
        ElementType::I32 => (i128::from(i32::MIN)..=i128::from(u32::MAX))
            .contains(&v)
            .then_some(v as u32 as i32 as i64),
        ElementType::U32 => (0..=i128::from(u32::MAX))
            .contains(&v)
            .then_some(i64::from(v as u32)),
        ElementType::I16 => (i128::from(i16::MIN)..=i128::from(u16::MAX))
            .contains(&v)
            .then_some(i64::from(v as u16 as i16)),
        ElementType::U16 => (0..=i128::from(u16::MAX))
            .contains(&v)
            .then_some(i64::from(v as u16)),
        ElementType::I8 => (i128::from(i8::MIN)..=i128::from(u8::MAX))
            .contains(&v)
            .then_some(i64::from(v as u8 as i8)),
        ElementType::U8 => (0..=i128::from(u8::MAX))
            .contains(&v)
            .then_some(i64::from(v as u8)),
        ElementType::U64 => (0..=i128::from(u64::MAX))
            .contains(&v)
            .then_some(v as u64 as i64),
        _ => (i128::from(i64::MIN)..=i128::from(u64::MAX))
            .contains(&v)
            .then_some(v as u64 as i64),
    }
}
