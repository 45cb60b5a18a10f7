//! Small parsers for the attribute texts of JAX exports: Shardy's `#sdy.mesh`,
//! `#sdy.sharding` and `#sdy.sharding_per_value`, and StableHLO's `#stablehlo.dot<...>`,
//! `#stablehlo.gather<...>`, `#stablehlo.scatter<...>` structs and `#stablehlo<kind VALUE>`
//! enums.
//!
//! Neither dialect is registered in MLIR 22, so MLIR keeps these attributes as opaque text and
//! prints them back verbatim; the parsers read that text with shardc's own lexer, so any
//! spacing MLIR accepts is accepted here too. Every function returns a message (without a
//! location: the caller knows the op) on malformed or unsupported input.

use shardc_ir::lexer::{Tok, tokenize};
use shardc_ir::sharding::SubAxis;
use shardc_ir::{AxisRef, DimSharding, Mesh, Sharding};

/// A token stream with one-token lookahead.
struct Cursor {
    toks: Vec<Tok>,
    pos: usize,
}

impl Cursor {
    fn new(text: &str) -> Result<Cursor, String> {
        let toks = tokenize(text)
            .map_err(|e| format!("malformed attribute '{text}': {}", e.message))?
            .into_iter()
            .map(|t| t.tok)
            .collect();
        Ok(Cursor { toks, pos: 0 })
    }

    fn peek(&self) -> &Tok {
        self.toks.get(self.pos).unwrap_or(&Tok::Eof)
    }

    fn next(&mut self) -> Tok {
        let t = self.peek().clone();
        if self.pos < self.toks.len() {
            self.pos += 1;
        }
        t
    }

    fn is_punct(&self, p: &str) -> bool {
        matches!(self.peek(), Tok::Punct(q) if *q == p)
    }

    fn eat(&mut self, p: &str) -> bool {
        if self.is_punct(p) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, p: &str) -> Result<(), String> {
        if self.eat(p) {
            Ok(())
        } else {
            Err(format!("expected '{p}', found {}", self.peek()))
        }
    }

    fn expect_hash(&mut self, name: &str) -> Result<(), String> {
        match self.next() {
            Tok::HashId(h) if h == name => Ok(()),
            other => Err(format!("expected '#{name}', found {other}")),
        }
    }

    fn ident(&mut self) -> Result<String, String> {
        match self.next() {
            Tok::Ident(s) => Ok(s),
            other => Err(format!("expected a name, found {other}")),
        }
    }

    fn string(&mut self) -> Result<String, String> {
        match self.next() {
            Tok::Str(s) => Ok(s),
            other => Err(format!("expected a quoted axis name, found {other}")),
        }
    }

    fn int(&mut self) -> Result<i64, String> {
        match self.next() {
            Tok::Int(v) => i64::try_from(v).map_err(|_| format!("integer {v} is out of range")),
            other => Err(format!("expected an integer, found {other}")),
        }
    }

    /// `[1, 2, 3]`.
    fn int_list(&mut self) -> Result<Vec<i64>, String> {
        self.expect("[")?;
        let mut out = Vec::new();
        if self.eat("]") {
            return Ok(out);
        }
        loop {
            out.push(self.int()?);
            if self.eat("]") {
                return Ok(out);
            }
            self.expect(",")?;
        }
    }

    fn end(&mut self) -> Result<(), String> {
        match self.peek() {
            Tok::Eof => Ok(()),
            other => Err(format!("unexpected {other} after the attribute")),
        }
    }
}

/// Runs `f` on the tokens of `text`, which it must consume entirely; errors quote `text`.
fn parse_whole<T>(
    text: &str,
    what: &str,
    f: impl FnOnce(&mut Cursor) -> Result<T, String>,
) -> Result<T, String> {
    let mut c = Cursor::new(text)?;
    let result = f(&mut c).and_then(|v| c.end().map(|()| v));
    result.map_err(|m| format!("malformed {what} '{text}': {m}"))
}

/// What `func.call` is respelled as in a program with manual computations: an unregistered
/// op of the same length, so columns stay where they were.
pub const RESPELLED_CALL: &str = "shdc.call";

/// MLIR looks a `func.call`'s callee up in the nearest op that may be a symbol table, and an
/// unregistered op (`sdy.manual_computation`: Shardy is not part of MLIR 22) may be one, so a
/// call inside a shard_map body fails MLIR's verifier ("does not reference a valid
/// function"). In a program with manual computations, calls are respelled
/// [`RESPELLED_CALL`] (unregistered, unverified by MLIR); the importer reads them as calls
/// and shardc's verifier checks their callees.
pub fn respell_calls_under_manual_computations(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.contains("\"sdy.manual_computation\"") {
        return std::borrow::Cow::Borrowed(text);
    }
    std::borrow::Cow::Owned(text.replace("\"func.call\"(", &format!("\"{RESPELLED_CALL}\"(")))
}

/// `#sdy<manual_axes{"dp", "tp"}>`: a manual computation's manual axes.
pub fn parse_manual_axes(text: &str) -> Result<Vec<String>, String> {
    parse_whole(text, "#sdy<manual_axes{...}>", |c| {
        c.expect_hash("sdy")?;
        c.expect("<")?;
        let word = c.ident()?;
        if word != "manual_axes" {
            return Err(format!("expected 'manual_axes', found '{word}'"));
        }
        c.expect("{")?;
        let mut out = Vec::new();
        if !c.eat("}") {
            loop {
                out.push(c.string()?);
                if c.eat("}") {
                    break;
                }
                c.expect(",")?;
            }
        }
        c.expect(">")?;
        Ok(out)
    })
}

/// `#sdy.mesh<["dp"=2, "tp"=4]>`. `device_ids` are accepted only in their default order
/// (`0, 1, …`): shardc derives device numbers from the mesh shape.
pub fn parse_mesh(text: &str) -> Result<Mesh, String> {
    parse_whole(text, "#sdy.mesh", |c| {
        c.expect_hash("sdy.mesh")?;
        mesh_body(c)
    })
}

/// `<[axes] (, device_ids=[...])?>`.
fn mesh_body(c: &mut Cursor) -> Result<Mesh, String> {
    c.expect("<")?;
    c.expect("[")?;
    let mut axes = Vec::new();
    if !c.eat("]") {
        loop {
            let name = c.string()?;
            c.expect("=")?;
            let size = c.int()?;
            axes.push((name, size));
            if c.eat("]") {
                break;
            }
            c.expect(",")?;
        }
    }
    let mesh = Mesh { axes };
    while c.eat(",") {
        let key = c.ident()?;
        c.expect("=")?;
        match key.as_str() {
            "device_ids" => {
                let ids = c.int_list()?;
                let iota: Vec<i64> = (0..ids.len() as i64).collect();
                if ids != iota || ids.len() as i64 != mesh.num_devices() {
                    return Err(format!(
                        "device_ids={ids:?} is not supported: shardc numbers devices in mesh order (0, 1, …)"
                    ));
                }
            }
            other => return Err(format!("unknown mesh field '{other}'")),
        }
    }
    c.expect(">")?;
    Ok(mesh)
}

/// `#sdy.sharding<@mesh, [{"a", ?}p1, {}], replicated={"b"}, unreduced={"c"}>`.
pub fn parse_sharding(text: &str) -> Result<Sharding, String> {
    parse_whole(text, "#sdy.sharding", |c| {
        c.expect_hash("sdy.sharding")?;
        sharding_body(c)
    })
}

/// `#sdy.sharding_per_value<[<@mesh, [...]>, ...]>`: one sharding per result of an op.
pub fn parse_sharding_per_value(text: &str) -> Result<Vec<Sharding>, String> {
    parse_whole(text, "#sdy.sharding_per_value", |c| {
        c.expect_hash("sdy.sharding_per_value")?;
        c.expect("<")?;
        c.expect("[")?;
        let mut out = Vec::new();
        if !c.eat("]") {
            loop {
                out.push(sharding_body(c)?);
                if c.eat("]") {
                    break;
                }
                c.expect(",")?;
            }
        }
        c.expect(">")?;
        Ok(out)
    })
}

/// `<@mesh, [dims], replicated={...}, unreduced={...}>`.
fn sharding_body(c: &mut Cursor) -> Result<Sharding, String> {
    c.expect("<")?;
    let mesh = match c.next() {
        Tok::Symbol(s) => s,
        Tok::Ident(s) if s == "mesh" => {
            return Err(
                "inline meshes are not supported: declare the mesh with sdy.mesh and refer to it by name (@mesh)"
                    .to_string(),
            );
        }
        other => return Err(format!("expected a mesh name '@...', found {other}")),
    };
    c.expect(",")?;
    c.expect("[")?;
    let mut dims = Vec::new();
    if !c.eat("]") {
        loop {
            dims.push(dim_sharding(c)?);
            if c.eat("]") {
                break;
            }
            c.expect(",")?;
        }
    }
    let mut sharding = Sharding::new(mesh, dims);
    while c.eat(",") {
        let key = c.ident()?;
        c.expect("=")?;
        let axes = axis_list(c)?;
        match key.as_str() {
            "replicated" => sharding.replicated = axes,
            "unreduced" => sharding.unreduced = axes,
            other => {
                return Err(format!(
                    "unsupported sharding field '{other}' (shardc reads replicated and unreduced)"
                ));
            }
        }
    }
    c.expect(">")?;
    Ok(sharding)
}

/// `{"a", "b":(1)2, ?}p0`.
fn dim_sharding(c: &mut Cursor) -> Result<DimSharding, String> {
    c.expect("{")?;
    let mut dim = DimSharding {
        axes: Vec::new(),
        is_closed: true,
        priority: None,
    };
    if !c.eat("}") {
        loop {
            if c.eat("?") {
                dim.is_closed = false;
                c.expect("}")?;
                break;
            }
            dim.axes.push(axis_ref(c)?);
            if c.eat("}") {
                break;
            }
            c.expect(",")?;
        }
    }
    if let Tok::Ident(p) = c.peek().clone()
        && let Some(n) = p.strip_prefix('p')
    {
        let priority = n
            .parse::<u32>()
            .map_err(|_| format!("malformed priority '{p}' (expected p0, p1, …)"))?;
        c.next();
        dim.priority = Some(priority);
    }
    Ok(dim)
}

/// `{"a", "b"}`.
fn axis_list(c: &mut Cursor) -> Result<Vec<AxisRef>, String> {
    c.expect("{")?;
    let mut axes = Vec::new();
    if !c.eat("}") {
        loop {
            axes.push(axis_ref(c)?);
            if c.eat("}") {
                break;
            }
            c.expect(",")?;
        }
    }
    Ok(axes)
}

/// `"x"` or the sub-axis `"x":(pre)size`.
fn axis_ref(c: &mut Cursor) -> Result<AxisRef, String> {
    let mut axis = AxisRef::axis(c.string()?);
    if c.eat(":") {
        c.expect("(")?;
        let pre_size = c.int()?;
        c.expect(")")?;
        let size = c.int()?;
        axis.sub = Some(SubAxis { pre_size, size });
    }
    Ok(axis)
}

/// A field of a StableHLO struct attribute.
#[derive(Clone, Debug, PartialEq)]
pub enum FieldValue {
    /// `name = 3`.
    Int(i64),
    /// `name = [0, 1]`.
    Ints(Vec<i64>),
}

/// The fields of `#stablehlo.NAME<key = [..], key = n, ...>` (for `dot`, `gather`,
/// `scatter`), in order. Every field must be an integer or a list of integers.
pub fn parse_struct(text: &str, name: &str) -> Result<Vec<(String, FieldValue)>, String> {
    let hash = format!("stablehlo.{name}");
    parse_whole(text, &format!("#{hash}"), |c| {
        c.expect_hash(&hash)?;
        let mut fields = Vec::new();
        // `#stablehlo.dot<>` (no fields) is how an outer product prints.
        if !c.eat("<") {
            return Ok(fields);
        }
        if c.eat(">") {
            return Ok(fields);
        }
        loop {
            let key = c.ident()?;
            c.expect("=")?;
            let value = if c.is_punct("[") {
                FieldValue::Ints(c.int_list()?)
            } else {
                FieldValue::Int(c.int()?)
            };
            fields.push((key, value));
            if c.eat(">") {
                return Ok(fields);
            }
            c.expect(",")?;
        }
    })
}

/// The value of `#stablehlo<KIND VALUE>` (e.g. `LT` for `#stablehlo<comparison_direction LT>`).
pub fn parse_enum(text: &str, kind: &str) -> Result<String, String> {
    parse_whole(text, &format!("#stablehlo<{kind} ...>"), |c| {
        c.expect_hash("stablehlo")?;
        c.expect("<")?;
        let k = c.ident()?;
        if k != kind {
            return Err(format!("expected '{kind}', found '{k}'"));
        }
        let v = c.ident()?;
        c.expect(">")?;
        Ok(v)
    })
}

/// True when `text` is a `#stablehlo.result_accuracy<...>` that asks for the default
/// accuracy: mode `DEFAULT` and every tolerance zero.
pub fn result_accuracy_is_default(text: &str) -> bool {
    let Ok(c) = Cursor::new(text) else {
        return false;
    };
    if c.toks.first() != Some(&Tok::HashId("stablehlo.result_accuracy".into())) {
        return false;
    }
    let mut saw_default = false;
    for (i, t) in c.toks.iter().enumerate() {
        match t {
            Tok::Int(v) if *v != 0 => return false,
            Tok::Float(v) if *v != 0.0 => return false,
            Tok::Hex(v) if *v != 0 => return false,
            Tok::Ident(s) if s == "DEFAULT" => {
                saw_default = matches!(
                    c.toks.get(i.wrapping_sub(2)),
                    Some(Tok::HashId(h)) if h == "stablehlo.result_accuracy_mode"
                );
            }
            Tok::Ident(s) if s == "HIGHEST" || s == "TOLERANCE" => return false,
            _ => {}
        }
    }
    saw_default
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn meshes() {
        let m = parse_mesh(r#"#sdy.mesh<["dp"=2, "tp"=4]>"#).unwrap();
        assert_eq!(m, Mesh::new([("dp", 2), ("tp", 4)]));
        assert_eq!(parse_mesh("#sdy.mesh<[]>").unwrap(), Mesh::default());
        let m = parse_mesh(r#"#sdy.mesh<["x"=2], device_ids=[0, 1]>"#).unwrap();
        assert_eq!(m, Mesh::new([("x", 2)]));
        let e = parse_mesh(r#"#sdy.mesh<["x"=2], device_ids=[1, 0]>"#).unwrap_err();
        assert!(e.contains("device_ids=[1, 0] is not supported"), "{e}");
        let e = parse_mesh(r#"#sdy.mesh<["x"=2]"#).unwrap_err();
        assert!(e.contains("expected '>'"), "{e}");
    }

    #[test]
    fn shardings() {
        let s = parse_sharding(
            r#"#sdy.sharding<@mesh, [{"dp", ?}p1, {"x":(1)2, "y"}, {?}, {}p0], replicated={"r"}, unreduced={"u":(2)2}>"#,
        )
        .unwrap();
        assert_eq!(
            s.to_string(),
            r#"#dist.sharding<@mesh, [{"dp", ?}p1, {"x":(1)2, "y"}, {?}, {}p0], replicated={"r"}, unreduced={"u":(2)2}>"#
        );
        let all = parse_sharding_per_value(
            r#"#sdy.sharding_per_value<[<@mesh, [{}, {"tp"}]>, <@m2, []>]>"#,
        )
        .unwrap();
        assert_eq!(all.len(), 2);
        assert_eq!(all[1].mesh, "m2");
        assert!(
            parse_sharding(r#"#sdy.sharding<mesh<["a"=2]>, [{}]>"#)
                .unwrap_err()
                .contains("inline meshes are not supported")
        );
        assert!(
            parse_sharding(r#"#sdy.sharding<@mesh, [{}], bogus={"a"}>"#)
                .unwrap_err()
                .contains("unsupported sharding field 'bogus'")
        );
    }

    #[test]
    fn structs_and_enums() {
        let f = parse_struct(
            "#stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>",
            "dot",
        )
        .unwrap();
        assert_eq!(
            f[2],
            (
                "lhs_contracting_dimensions".into(),
                FieldValue::Ints(vec![2])
            )
        );
        assert!(parse_struct("#stablehlo.dot<>", "dot").unwrap().is_empty());
        let g = parse_struct(
            "#stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>",
            "gather",
        )
        .unwrap();
        assert_eq!(g[3], ("index_vector_dim".into(), FieldValue::Int(2)));
        assert_eq!(
            parse_enum(
                "#stablehlo<comparison_direction LT>",
                "comparison_direction"
            )
            .unwrap(),
            "LT"
        );
        assert!(parse_enum("#stablehlo<comparison_type FLOAT>", "comparison_direction").is_err());
        assert!(result_accuracy_is_default(
            "#stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<DEFAULT>>"
        ));
        assert!(!result_accuracy_is_default(
            "#stablehlo.result_accuracy<atol = 1.000000e-05, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>"
        ));
    }
}

/// Constants whose data sits in the file's resource section — `dense_resource<NAME>`, which
/// torch-mlir writes for weights, with `{-# dialect_resources: { builtin: { NAME: "0x…" } } #-}`
/// at the end of the file — are respelled as `dense<"0x…">` with the blob's data (its
/// hex string after the 4-byte alignment prefix). A `dense_resource` whose blob is not in the
/// file (exported with elided resources) is left as written, and reported where it is used.
pub fn inline_dense_resources(text: &str) -> std::borrow::Cow<'_, str> {
    const OPEN: &str = "dense_resource<";
    if !text.contains(OPEN) {
        return std::borrow::Cow::Borrowed(text);
    }
    let blobs = resource_blobs(text);
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(OPEN) {
        out.push_str(&rest[..at]);
        let after = &rest[at + OPEN.len()..];
        let inlined = after.find('>').and_then(|end| {
            let name = after[..end].trim();
            let hex = blobs.get(name)?;
            Some((format!("dense<\"0x{hex}\">"), end + 1))
        });
        match inlined {
            Some((dense, consumed)) => {
                out.push_str(&dense);
                rest = &after[consumed..];
            }
            None => {
                out.push_str(OPEN);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    std::borrow::Cow::Owned(out)
}

/// The `builtin` blobs of a file's `{-# dialect_resources: … #-}` section: name → the hex of
/// their data (without the 8 hex digits of the alignment prefix).
fn resource_blobs(text: &str) -> std::collections::HashMap<String, String> {
    let mut out = std::collections::HashMap::new();
    let Some(start) = text.rfind("{-#") else {
        return out;
    };
    let section = &text[start..text[start..].find("#-}").map_or(text.len(), |e| start + e)];
    let Some(b) = section.find("builtin") else {
        return out;
    };
    let mut rest = &section[b + "builtin".len()..];
    // Entries `name: "0x…"` up to the closing brace of the builtin dictionary.
    let Some(open) = rest.find('{') else {
        return out;
    };
    rest = &rest[open + 1..];
    let body = &rest[..rest.find('}').unwrap_or(rest.len())];
    for entry in body.split(',') {
        let Some((name, value)) = entry.split_once(':') else {
            continue;
        };
        let name = name.trim().trim_matches('"');
        let value = value.trim().trim_matches('"');
        if let Some(hex) = value.strip_prefix("0x")
            && hex.len() >= 8
            && hex.bytes().all(|c| c.is_ascii_hexdigit())
        {
            out.insert(name.to_string(), hex[8..].to_string());
        }
    }
    out
}

/// JAX writes a non-splat `i1` constant as hex data with one byte per element
/// (`dense<"0x0100..."> : tensor<4x4xi1>`), which MLIR 22's parser rejects (it wants bits
/// packed). Such constants are respelled as nested lists of `true`/`false`, which MLIR reads
/// as written; nothing else in `text` changes.
pub fn respell_bool_hex_constants(text: &str) -> std::borrow::Cow<'_, str> {
    const OPEN: &str = "dense<\"0x";
    if !text.contains(OPEN) || !text.contains("xi1>") && !text.contains("<i1>") {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(OPEN) {
        out.push_str(&rest[..at]);
        let after = &rest[at + OPEN.len()..];
        let respelled = after.find("\">").and_then(|end| {
            let hex = &after[..end];
            let tail = &after[end + 2..];
            let ty = tail.trim_start().strip_prefix(':')?.trim_start();
            let body = ty.strip_prefix("tensor<")?;
            let body = &body[..body.find('>')?];
            let dims: Vec<i64> = match body.strip_suffix("i1")? {
                "" => Vec::new(),
                d => d
                    .strip_suffix('x')?
                    .split('x')
                    .map(|n| n.parse().ok())
                    .collect::<Option<_>>()?,
            };
            let count: i64 = dims.iter().product();
            if hex.len() as i64 != 2 * count || count <= 1 {
                return None;
            }
            let bits: Vec<bool> = (0..hex.len() / 2)
                .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).map(|b| b != 0))
                .collect::<Result<_, _>>()
                .ok()?;
            Some((nested_bools(&bits, &dims), end + 2))
        });
        match respelled {
            Some((list, consumed)) => {
                out.push_str("dense<");
                out.push_str(&list);
                out.push('>');
                rest = &after[consumed..];
            }
            None => {
                out.push_str(OPEN);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    std::borrow::Cow::Owned(out)
}

/// `bits` (row-major) as a nested list of `dims`.
fn nested_bools(bits: &[bool], dims: &[i64]) -> String {
    match dims.split_first() {
        None => (if bits.first() == Some(&true) {
            "true"
        } else {
            "false"
        })
        .to_string(),
        Some((&n, inner)) => {
            let step = bits.len() / n.max(1) as usize;
            let parts: Vec<String> = (0..n as usize)
                .map(|i| nested_bools(&bits[i * step..(i + 1) * step], inner))
                .collect();
            format!("[{}]", parts.join(", "))
        }
    }
}

#[cfg(test)]
mod bool_constant_tests {
    use super::*;

    #[test]
    fn one_byte_per_element_bool_hex_becomes_a_list() {
        let text = r#"%0 = "stablehlo.constant"() <{value = dense<"0x01000001"> : tensor<2x2xi1>}> : () -> tensor<2x2xi1>"#;
        assert_eq!(
            respell_bool_hex_constants(text),
            r#"%0 = "stablehlo.constant"() <{value = dense<[[true, false], [false, true]]> : tensor<2x2xi1>}> : () -> tensor<2x2xi1>"#
        );
        // Other hex constants are left alone.
        let floats = r#"dense<"0x0000803F00000040"> : tensor<2xf32>, dense<"0x01"> : tensor<i1>"#;
        assert_eq!(inline_dense_resources(floats), floats);
        assert_eq!(respell_bool_hex_constants(floats), floats);
    }
}

/// The fields of a `#stablehlo.dot_algorithm<key = value, ...>` (values as written: `bf16`,
/// `1`, `false`).
pub fn parse_dot_algorithm(text: &str) -> Result<Vec<(String, String)>, String> {
    let body = text
        .trim()
        .strip_prefix("#stablehlo.dot_algorithm<")
        .and_then(|b| b.strip_suffix('>'))
        .ok_or_else(|| format!("expected #stablehlo.dot_algorithm<...>, found {text}"))?;
    body.split(',')
        .map(|field| {
            let (k, v) = field
                .split_once('=')
                .ok_or_else(|| format!("expected 'key = value' in {text}"))?;
            Ok((k.trim().to_string(), v.trim().to_string()))
        })
        .collect()
}
