//! The importer for JAX exports: StableHLO + Shardy in MLIR's generic form → shardc's IR.
//!
//! [`import_mlir`] parses the text with MLIR 22 (through [`MlirSession`], unregistered
//! dialects allowed, so `stablehlo.*` and `sdy.*` ops parse as generic ops and their
//! attributes as opaque text), then walks the MLIR module with melior and builds a
//! [`shardc_ir::Module`]:
//!
//! - `sdy.mesh` → a [`MeshDecl`]; `sdy.sharding` on function arguments and results and on op
//!   results (`#sdy.sharding_per_value`) → [`Sharding`]s on the values; `sdy.sharding_constraint`
//!   and `sdy.reshard` → `dist.constraint`;
//! - every supported `stablehlo.X` → `hlo.X` (see [`SUPPORTED_STABLEHLO_OPS`]); `reduce` and
//!   `scatter` regions are matched to a combiner kind;
//! - `func.func`, `func.call`, `func.return` → shardc's functions, calls and returns;
//! - other attributes of the module, of function arguments and results and of ops are kept as
//!   discardable attributes.
//!
//! Each op keeps the `file:line:col` MLIR gives it. Anything the importer does not support is
//! an error naming the op, its location and what is supported; nothing is dropped silently
//! except the attributes documented in `docs/import.md` (performance hints such as
//! `precision_config` and `indices_are_sorted`).
//!
//! [`load_program`] chooses between this importer and shardc's own parser from the content,
//! then verifies the module.

mod expand;
mod gspmd;
mod manual;
mod syntax;

use std::collections::{HashMap, HashSet};

use melior::ir::ValueLike;
use melior::ir::attribute::{ArrayAttribute, DictionaryAttribute, StringAttribute, TypeAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, OperationPrintingFlags};
use melior::ir::r#type::{FunctionType, TypeLike};
use melior::ir::{
    Attribute as MlirAttribute, Location as MlirLocation, Operation, OperationRef, RegionLike,
    Type as MlirType,
};
use shardc_ir::interp::Tensor;
use shardc_ir::op::{
    BinaryOp, BitAlgorithm, CompareDirection, DotDims, GatherDims, Properties, ReduceKind,
    ScatterDims, ScatterKind, UnaryOp,
};
use shardc_ir::parse::{parse_attribute, parse_tensor_body};
use shardc_ir::{
    Attribute, Diagnostic, ElementType, Function, Location, MeshDecl, Module, OpKind, Severity,
    Sharding, TensorType, Value, Visibility, parse_module, verify_module,
};

use crate::mlir::{MlirSession, convert_location};

pub use syntax::{
    FieldValue, parse_enum, parse_mesh, parse_sharding, parse_sharding_per_value, parse_struct,
};

/// The StableHLO ops the importer maps to shardc ops (each `stablehlo.X` becomes `hlo.X`).
pub const SUPPORTED_STABLEHLO_OPS: &[&str] = &[
    "abs",
    "add",
    "all_gather",
    "all_reduce",
    "all_to_all",
    "and",
    "atan2",
    "broadcast_in_dim",
    "case",
    "cbrt",
    "ceil",
    "collective_permute",
    "compare",
    "concatenate",
    "constant",
    "convert",
    "convolution",
    "cosine",
    "count_leading_zeros",
    "divide",
    "dot_general",
    "dynamic_iota",
    "exponential",
    "exponential_minus_one",
    "floor",
    "gather",
    "if",
    "iota",
    "is_finite",
    "log",
    "log_plus_one",
    "logistic",
    "maximum",
    "minimum",
    "multiply",
    "negate",
    "not",
    "or",
    "pad",
    "partition_id",
    "popcnt",
    "power",
    "reduce",
    "reduce_scatter",
    "reduce_window",
    "remainder",
    "reshape",
    "reverse",
    "round_nearest_afz",
    "round_nearest_even",
    "rsqrt",
    "scatter",
    "select",
    "select_and_scatter",
    "shift_left",
    "shift_right_arithmetic",
    "shift_right_logical",
    "sign",
    "sine",
    "slice",
    "sort",
    "sqrt",
    "subtract",
    "tan",
    "tanh",
    "transpose",
    "while",
    "xor",
];

/// Every StableHLO op the importer reads: mapped one for one, or expanded (`expand.rs`),
/// sorted.
pub fn supported_stablehlo_ops() -> Vec<&'static str> {
    let mut all: Vec<&str> = SUPPORTED_STABLEHLO_OPS
        .iter()
        .chain(expand::EXPANDED_OPS)
        .copied()
        .collect();
    all.sort_unstable();
    all
}

/// The CHLO ops the importer maps (JAX emits them for `jnp.square` and Flax's LayerNorm, and
/// for exact GELU): `chlo.square` becomes `hlo.multiply` of the operand by itself (exact),
/// `chlo.erf` and `chlo.erfc` become `hlo.erf` and `hlo.erfc`; the inverse, hyperbolic and
/// gamma functions (`chlo.asin` … `chlo.digamma`, `chlo.erf_inv` from `jax.random.normal`)
/// become shardc's unary ops of the same names, computed in f64 and rounded.
pub const SUPPORTED_CHLO_OPS: &[&str] = &[
    "acos", "acosh", "asin", "asinh", "atan", "atanh", "cosh", "digamma", "erf", "erf_inv", "erfc",
    "lgamma", "sinh", "square", "top_k",
];

/// The other ops the importer reads: function structure and Shardy.
pub const SUPPORTED_OTHER_OPS: &[&str] = &[
    "arith.constant",
    "func.func",
    "func.call",
    "func.return",
    "sdy.mesh",
    "sdy.manual_computation",
    "sdy.return",
    "sdy.sharding_constraint",
    "sdy.reshard",
    "sdy.sharding_group",
    "sdy.propagation_barrier",
];

/// StableHLO ops whose attributes have the same names and forms as shardc's op properties,
/// so [`OpKind::from_properties`] builds them directly.
const SAME_PROPERTIES: &[&str] = &[
    "constant",
    "iota",
    "broadcast_in_dim",
    "reshape",
    "transpose",
    "reverse",
    "slice",
    "concatenate",
    "pad",
    "select",
    "convert",
];

/// How to get a JAX export that this importer reads.
const GENERIC_FORM_HINT: &str = "shardc reads JAX exports in MLIR's generic form: export with jax.jit(f).lower(*args).compiler_ir(\"stablehlo\").operation.get_asm(print_generic_op_form=True)";

/// Imports a JAX export (StableHLO + Shardy, MLIR generic form) into shardc's IR.
///
/// The text is parsed (and verified) by MLIR 22 with `file_name` in its locations; then every
/// op is translated. On failure the result holds every problem found: MLIR's own diagnostics
/// for text MLIR rejects, otherwise one error per unsupported op or attribute (ops that only
/// depend on a failed op are skipped without further errors). The module is not verified
/// here: [`load_program`] does that.
pub fn import_mlir(text: &str, file_name: &str) -> Result<Module, Vec<Diagnostic>> {
    let session = MlirSession::new();
    let text = &syntax::inline_dense_resources(text);
    let text = &syntax::respell_bool_hex_constants(text);
    let text = &syntax::respell_calls_under_manual_computations(text);
    let mlir = session.parse(text, file_name).map_err(|e| {
        let mut diagnostics = e.diagnostics();
        // StableHLO's and Shardy's pretty syntax needs their dialects, which MLIR 22 does not
        // have: say how to export the generic form instead.
        for d in &mut diagnostics {
            if d.message.contains("custom op '")
                && (d.message.contains("'stablehlo.") || d.message.contains("'sdy."))
            {
                // MLIR's note lists the dialects it has; the hint replaces it.
                d.notes
                    .retain(|n| !n.message.starts_with("Available dialects"));
                d.notes.push(Diagnostic {
                    severity: Severity::Note,
                    ..Diagnostic::error(d.location.clone(), GENERIC_FORM_HINT)
                });
            }
        }
        diagnostics
    })?;
    let mut importer = Importer::default();
    let module = importer.module(mlir.as_operation());
    if importer.errors.is_empty() {
        Ok(module)
    } else {
        list_supported_ops_once(&mut importer.errors);
        Err(importer.errors)
    }
}

/// True when `text` looks like a JAX export: some line outside a `//` comment mentions a
/// `stablehlo.`, `chlo.` or `sdy.` op or attribute, or a GSPMD `mhlo.sharding` (which the
/// importer turns into shardings: shardc's own IR never carries one). shardc's own IR uses
/// the `hlo` and `dist` dialects only.
pub fn is_jax_export(text: &str) -> bool {
    text.lines().any(|line| {
        let code = without_comment(line);
        code.contains("stablehlo.")
            || code.contains("sdy.")
            || code.contains("chlo.")
            || code.contains("mhlo.sharding")
    })
}

/// The two spellings a program file may use: shardc's IR (`hlo`, `dist`) or a JAX export
/// (`stablehlo`, `chlo`, `sdy`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Spelling {
    Shardc,
    Jax,
}

/// The first use of a dialect of each spelling (line, column, the dotted name) and how many
/// uses each spelling has, outside comments and string literals.
#[derive(Default)]
struct DialectUses {
    shardc: Option<(u32, u32, String)>,
    jax: Option<(u32, u32, String)>,
    shardc_count: usize,
    jax_count: usize,
}

/// Scans `text` for dialect-prefixed names (`hlo.add`, `#dist.sharding`, `stablehlo.add`,
/// `sdy.sharding`, …) starting at a word boundary; `mhlo.sharding` and names inside strings
/// do not count.
fn dialect_uses(text: &str) -> DialectUses {
    let mut uses = DialectUses::default();
    for (line_no, line) in text.lines().enumerate() {
        let code = without_comment(line);
        let bytes = code.as_bytes();
        let mut in_string = false;
        let mut i = 0;
        while i < bytes.len() {
            let c = bytes[i];
            if in_string {
                match c {
                    b'\\' => i += 1,
                    b'"' => in_string = false,
                    _ => {}
                }
                i += 1;
                continue;
            }
            if c == b'"' {
                in_string = true;
                i += 1;
                continue;
            }
            let boundary = i == 0
                || !(bytes[i - 1].is_ascii_alphanumeric() || b"_.$%".contains(&bytes[i - 1]));
            if boundary && c.is_ascii_lowercase() {
                let end = i + bytes[i..]
                    .iter()
                    .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_' || **b == b'.')
                    .count();
                let word = &code[i..end];
                if let Some((dialect, name)) = word.split_once('.')
                    && !name.is_empty()
                {
                    let spelling = match dialect {
                        "hlo" | "dist" => Some(Spelling::Shardc),
                        "stablehlo" | "chlo" | "sdy" => Some(Spelling::Jax),
                        _ => None,
                    };
                    let at = (line_no as u32 + 1, code[..i].chars().count() as u32 + 1);
                    match spelling {
                        Some(Spelling::Shardc) => {
                            uses.shardc_count += 1;
                            uses.shardc.get_or_insert((at.0, at.1, word.to_string()));
                        }
                        Some(Spelling::Jax) => {
                            uses.jax_count += 1;
                            uses.jax.get_or_insert((at.0, at.1, word.to_string()));
                        }
                        None => {}
                    }
                }
                i = end.max(i + 1);
                continue;
            }
            i += 1;
        }
    }
    uses
}

/// An error when `text` mixes shardc IR with a JAX export's dialects (a stray
/// `stablehlo.maximum` in a shardc-IR file would otherwise send the whole file to MLIR's
/// parser, which knows no `dist` dialect). It points at the first use of the less used
/// spelling, with a note at the first use of the other.
fn dialect_mix(text: &str, file_name: &str) -> Option<Diagnostic> {
    let uses = dialect_uses(text);
    let (shardc, jax) = (uses.shardc?, uses.jax?);
    let file: std::sync::Arc<str> = std::sync::Arc::from(file_name);
    let loc = |(line, col, _): &(u32, u32, String)| Location::file(&file, *line, *col);
    let jax_is_stray = uses.jax_count <= uses.shardc_count;
    let others = if jax_is_stray {
        uses.shardc_count
    } else {
        uses.jax_count
    } - 1;
    let (stray, main, hint) = if jax_is_stray {
        let op = jax.2.split_once('.').map_or("", |(_, n)| n).to_string();
        let hint = if jax.2.starts_with("stablehlo.") {
            format!("; shardc IR spells it `hlo.{op}`")
        } else {
            String::new()
        };
        (jax, shardc, hint)
    } else {
        let hint = if shardc.2.starts_with("hlo.") {
            format!("; StableHLO spells it `stable{}`", shardc.2)
        } else {
            String::new()
        };
        (shardc, jax, hint)
    };
    let kind = |w: &str| {
        if w.starts_with("hlo.") || w.starts_with("dist.") {
            "shardc IR"
        } else {
            "a JAX export"
        }
    };
    Some(
        Diagnostic::error(
            loc(&stray),
            format!(
                "`{}` in a file written as {}: a program is either shardc IR (`hlo`, `dist`) \
                 or a JAX export (`stablehlo`, `chlo`, `sdy`), not both{hint}",
                stray.2,
                kind(&main.2)
            ),
        )
        .with_note(
            loc(&main),
            format!(
                "written as {} here (`{}`) and in {others} other place(s)",
                kind(&main.2),
                main.2
            ),
        ),
    )
}

/// `line` up to a `//` comment that is not inside a string literal.
fn without_comment(line: &str) -> &str {
    let bytes = line.as_bytes();
    let mut in_string = false;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' if in_string => i += 1,
            b'"' => in_string = !in_string,
            b'/' if !in_string && bytes.get(i + 1) == Some(&b'/') => return &line[..i],
            _ => {}
        }
        i += 1;
    }
    line
}

/// Reads a program in either accepted form and verifies it: a JAX export (see
/// [`is_jax_export`]) goes through [`import_mlir`], anything else through shardc's own parser
/// ([`shardc_ir::parse_module`]). Errors are returned as diagnostics located in `file_name`.
pub fn load_program(text: &str, file_name: &str) -> Result<Module, Vec<Diagnostic>> {
    if let Some(mix) = dialect_mix(text, file_name) {
        return Err(vec![mix]);
    }
    let module = if is_jax_export(text) {
        import_mlir(text, file_name)?
    } else {
        parse_module(text, file_name).map_err(|d| vec![d])?
    };
    let diagnostics = verify_module(&module);
    if diagnostics.iter().any(|d| d.severity == Severity::Error) {
        Err(diagnostics)
    } else {
        Ok(module)
    }
}

/// Like [`load_program`] for a chunk of a file whose first line is line `line_offset + 1`
/// (`shardc-opt --split-input-file`): every location in the module and in the diagnostics is
/// shifted by `line_offset` lines.
pub fn load_program_at(
    text: &str,
    file_name: &str,
    line_offset: u32,
) -> Result<Module, Vec<Diagnostic>> {
    if line_offset == 0 {
        return load_program(text, file_name);
    }
    match load_program(text, file_name) {
        Ok(mut module) => {
            shift(&mut module.loc, line_offset);
            for m in &mut module.meshes {
                shift(&mut m.loc, line_offset);
            }
            for f in &mut module.functions {
                shift(&mut f.loc, line_offset);
                for op in f.ops.values_mut() {
                    shift(&mut op.loc, line_offset);
                }
                for p in f.arg_attrs.iter_mut().chain(f.result_attrs.iter_mut()) {
                    shift(&mut p.loc, line_offset);
                }
            }
            Ok(module)
        }
        Err(mut diagnostics) => {
            fn shift_all(d: &mut Diagnostic, by: u32) {
                shift(&mut d.location, by);
                for n in &mut d.notes {
                    shift_all(n, by);
                }
            }
            for d in &mut diagnostics {
                shift_all(d, line_offset);
            }
            Err(diagnostics)
        }
    }
}

fn shift(loc: &mut Location, by: u32) {
    if let Location::File { line, .. } = loc {
        *line += by;
    }
}

/// A map key for an MLIR value (values are identified by their storage address).
/// The attribute that names an argument by its place in the caller's arguments (`w['fc.weight']`,
/// JAX's key path), as JAX wrote it up to 0.4 and as [`record_argument_name`] restores it.
pub const ARG_NAME_ATTRIBUTE: &str = "jax.arg_info";

/// Keeps a block argument's name location (`%arg0: tensor<…> loc("w['fc.weight']")`, which JAX
/// writes when lowered with debug information) as a `jax.arg_info` attribute, unless the
/// argument already has one: `--plan` finds parameters by these names.
fn record_argument_name<'c>(attrs: &mut Vec<(String, Attribute)>, arg: &impl ValueLike<'c>) {
    if attrs.iter().any(|(k, _)| k == ARG_NAME_ATTRIBUTE) {
        return;
    }
    // SAFETY: the value is alive (its block is being read); the location it returns is owned
    // by the context, which outlives this call.
    let loc = unsafe { MlirLocation::from_raw(mlir_sys::mlirValueGetLocation(arg.to_raw())) };
    if loc.is_name() {
        let name = loc.name_value();
        if let Some(name) = name.as_string_ref().as_str().ok().filter(|n| !n.is_empty()) {
            attrs.push((
                ARG_NAME_ATTRIBUTE.to_string(),
                Attribute::String(name.to_string()),
            ));
        }
    }
}

/// The values `block` (and the regions nested in it) uses without defining, in first-use
/// order, appended to `used`; `defined` collects what it defines.
fn region_uses(block: melior::ir::BlockRef, defined: &mut HashSet<usize>, used: &mut Vec<usize>) {
    for i in 0..block.argument_count() {
        if let Ok(a) = block.argument(i) {
            defined.insert(key(&a));
        }
    }
    let mut cur = block.first_operation();
    while let Some(op) = cur {
        for v in op.operands() {
            let k = key(&v);
            if !defined.contains(&k) && !used.contains(&k) {
                used.push(k);
            }
        }
        for r in 0..op.region_count() {
            let mut b = op.region(r).ok().and_then(|r| r.first_block());
            while let Some(inner) = b {
                region_uses(inner, defined, used);
                b = inner.next_in_region();
            }
        }
        for r in op.results() {
            defined.insert(key(&r));
        }
        cur = op.next_in_block();
    }
}

fn key<'c>(v: &impl ValueLike<'c>) -> usize {
    v.to_raw().ptr as usize
}

fn op_name(op: OperationRef) -> String {
    let name = raw_op_name(op);
    if name == syntax::RESPELLED_CALL {
        return "func.call".to_string();
    }
    name
}

/// The op's name as MLIR holds it (a respelled call keeps its respelling).
fn raw_op_name(op: OperationRef) -> String {
    op.name()
        .as_string_ref()
        .as_str()
        .unwrap_or("?")
        .to_string()
}

/// The attributes of `op`, split into inherent (properties, `<{...}>`) and discardable
/// (`{...}`), each in MLIR's (sorted) order.
type NamedAttrs<'c> = Vec<(String, MlirAttribute<'c>)>;

///
/// Only for registered ops: MLIR's C API does not list the properties of the others (see
/// [`inherent_attributes`]).
fn split_attributes<'c>(op: OperationRef<'c, '_>) -> (NamedAttrs<'c>, NamedAttrs<'c>) {
    let discardable = discardable_attributes(op);
    let inherent = op
        .attributes()
        .map(|(id, a)| (ident(id), a))
        .filter(|(n, _)| !discardable.iter().any(|(d, _)| d == n))
        .collect();
    (inherent, discardable)
}

/// The discardable attributes of `op`.
fn discardable_attributes<'c>(op: OperationRef<'c, '_>) -> NamedAttrs<'c> {
    (0..op.discardable_attribute_count())
        .filter_map(|i| op.discardable_attribute_at(i).ok())
        .map(|(id, a)| (ident(id), a))
        .collect()
}

fn ident(id: melior::ir::Identifier) -> String {
    id.as_string_ref().as_str().unwrap_or("?").to_string()
}

/// The inherent attributes (properties) of `op`, as shardc attributes.
///
/// MLIR's C API lists the properties of registered ops (`func.*`) but not those of ops of
/// unregistered dialects (`stablehlo.*`, `sdy.*`), which it keeps as one dictionary. For those
/// the op is printed alone (generic form, local scope, without regions) and its `<{...}>`
/// dictionary is read back with shardc's attribute parser.
fn inherent_attributes(op: OperationRef, name: &str) -> Result<Vec<(String, Attribute)>, String> {
    let registered = raw_op_name(op);
    if registered.starts_with("func.") || registered.starts_with("builtin.") {
        let (inherent, _) = split_attributes(op);
        return inherent
            .into_iter()
            .map(|(k, a)| convert_attribute(&k, a).map(|v| (k, v)))
            .collect();
    }
    let flags = OperationPrintingFlags::new()
        .print_generic_operation_form()
        .use_local_scope();
    // SAFETY: the flags object is alive; both calls only set fields of it.
    unsafe {
        mlir_sys::mlirOpPrintingFlagsSkipRegions(flags.to_raw());
        mlir_sys::mlirOpPrintingFlagsAssumeVerified(flags.to_raw());
    }
    // Printing an op nested in a function numbers the values of the whole function (MLIR's
    // printer scopes names at the nearest isolated-from-above ancestor), which makes printing
    // every op quadratic. A detached clone is its own scope.
    // SAFETY: cloning a valid op gives a new, unparented op that the wrapper owns and destroys.
    let detached = unsafe { Operation::from_raw(mlir_sys::mlirOperationClone(op.to_raw())) };
    let text = detached
        .to_string_with_flags(flags)
        .map_err(|e| format!("cannot print '{name}': {e}"))?;
    let Some(dict) = properties_text(&text) else {
        return Ok(Vec::new());
    };
    match parse_attribute(dict) {
        Ok(Attribute::Dict(entries)) => Ok(entries),
        Ok(other) => Err(format!("cannot read the properties of '{name}': {other}")),
        Err(_) if dict.contains("dense_resource<") => {
            let start = dict.find("dense_resource<").unwrap_or(0);
            let end = dict[start..]
                .find('>')
                .map_or(dict.len(), |e| start + e + 1);
            Err(format!(
                "'{name}': the data of {} is not in the file (no blob of that name in its {{-# dialect_resources #-}} section; export without eliding large constants)",
                &dict[start..end]
            ))
        }
        Err(d) => Err(format!(
            "cannot import the attributes of '{name}' ({dict}): {}",
            d.message
        )),
    }
}

/// The `{...}` of an op's properties `<{...}>` in the op printed alone in generic form,
/// `%0 = "name"(operands) <{...}> {...} : ...`: what follows the operand list.
fn properties_text(op_text: &str) -> Option<&str> {
    // The operand list holds value names only (no parentheses or strings).
    let operands = op_text.find("\"(")? + 1;
    let after = operands + op_text[operands..].find(')')? + 1;
    let rest = op_text[after..].trim_start();
    if !rest.starts_with("<{") {
        return None;
    }
    let start = op_text.len() - rest.len() + 1;
    let bytes = op_text.as_bytes();
    let (mut depth, mut in_string, mut i) = (0usize, false, start);
    while i < bytes.len() {
        match bytes[i] {
            b'\\' if in_string => i += 1,
            b'"' => in_string = !in_string,
            b'{' if !in_string => depth += 1,
            b'}' if !in_string => {
                depth -= 1;
                if depth == 0 {
                    return Some(&op_text[start..=i]);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// An MLIR attribute as a shardc attribute, through its printed form.
fn convert_attribute(name: &str, attr: MlirAttribute) -> Result<Attribute, String> {
    let text = attr.to_string();
    parse_attribute(&text)
        .map_err(|d| format!("cannot import attribute '{name}' ({text}): {}", d.message))
}

/// Removes the attribute `name` from `attrs`.
fn take(attrs: &mut Vec<(String, Attribute)>, name: &str) -> Option<Attribute> {
    let pos = attrs.iter().position(|(k, _)| k == name)?;
    Some(attrs.remove(pos).1)
}

/// The text of an opaque (unregistered-dialect) attribute.
fn opaque<'a>(attr: &'a Attribute, name: &str, what: &str) -> Result<&'a str, String> {
    match attr {
        Attribute::Opaque(text) => Ok(text),
        other => Err(format!(
            "attribute '{name}' must be {what}, found {} {other}",
            other.kind_name()
        )),
    }
}

fn i64s(attr: Attribute, name: &str) -> Result<Vec<i64>, String> {
    Properties::new(vec![(name.to_string(), attr)]).i64s(name)
}

/// Reads the fields of a StableHLO struct attribute into `slots` (name → destination).
fn struct_fields(
    text: &str,
    name: &str,
    lists: &mut [(&str, &mut Vec<i64>)],
    ints: &mut [(&str, &mut i64)],
) -> Result<(), String> {
    for (field, value) in parse_struct(text, name)? {
        match value {
            FieldValue::Ints(v) => match lists.iter_mut().find(|(n, _)| *n == field) {
                Some((_, slot)) => **slot = v,
                None => {
                    return Err(format!(
                        "unsupported field '{field}' in #stablehlo.{name} (expected a list field: {})",
                        lists.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", ")
                    ));
                }
            },
            FieldValue::Int(v) => match ints.iter_mut().find(|(n, _)| *n == field) {
                Some((_, slot)) => **slot = v,
                None => {
                    return Err(format!("unsupported field '{field}' in #stablehlo.{name}"));
                }
            },
        }
    }
    Ok(())
}

/// The sharding and other attributes of one function argument or result.
type ParamInfo = (Option<Sharding>, Vec<(String, Attribute)>);

/// What the region of a `reduce` or `scatter` computes.
enum Combiner {
    /// One binary op on the two block arguments.
    Reduce(ReduceKind),
    /// Returns the second block argument (scatter's update): overwrite.
    ReturnsUpdate,
}

/// What an op translates to, besides its operands and results.
struct Translated {
    kind: OpKind,
    /// Shardings of the results set by the op itself (`sdy.sharding_constraint`).
    shardings: Vec<Option<Sharding>>,
}

impl From<OpKind> for Translated {
    fn from(kind: OpKind) -> Translated {
        Translated {
            kind,
            shardings: Vec::new(),
        }
    }
}

#[derive(Default)]
struct Importer {
    errors: Vec<Diagnostic>,
    /// Tensor types by MLIR type (types are uniqued in their context).
    types: HashMap<usize, Result<TensorType, String>>,
    /// The axis sizes of the mesh inferred from the module's GSPMD shardings (`mhlo.sharding`),
    /// declared as `@mesh` with axes `x0`, `x1`, …
    gspmd: Option<Vec<i64>>,
    /// Functions made from loop regions (`stablehlo.while`'s condition and body), added to
    /// the module after the function that holds the loop.
    loop_functions: Vec<Function>,
    /// Loops imported so far (numbers their functions' names).
    loops: usize,
    /// The meshes declared so far (`sdy.mesh`), which manual computations' collectives need.
    meshes: Vec<MeshDecl>,
    /// While a manual computation's body is imported: its mesh and manual axes, which give
    /// the body's collectives their axes.
    manual: Option<manual::ManualScope>,
    /// Manual computations imported so far (numbers their bodies' names).
    manuals: usize,
    /// The module's functions called from manual computations' bodies (see
    /// [`manual::manual_callees`]).
    manual_callees: HashMap<String, (String, Vec<String>)>,
    /// A shard_map exported with GSPMD, being put together in the current function (see
    /// [`manual::GspmdShardMaps`]).
    gspmd_shard_maps: manual::GspmdShardMaps,
}

/// The mesh a module with GSPMD shardings gets.
const GSPMD_MESH: &str = "mesh";

/// Every `mhlo.sharding` string of `op` and the ops nested in it (on ops, and in a
/// function's argument and result attributes), with where it is.
fn gspmd_strings(op: OperationRef, out: &mut Vec<(Location, String)>) {
    let name = op_name(op);
    let loc = convert_location(op.location());
    let (inherent, discardable) = split_attributes(op);
    let take_string = |a: MlirAttribute, out: &mut Vec<(Location, String)>| {
        if let Ok(s) = StringAttribute::try_from(a) {
            out.push((loc.clone(), s.value().to_string()));
        }
    };
    for (k, a) in discardable {
        if k == "mhlo.sharding" {
            take_string(a, out);
        }
    }
    if name == "func.func" {
        for (k, a) in inherent {
            if k != "arg_attrs" && k != "res_attrs" {
                continue;
            }
            let Ok(array) = ArrayAttribute::try_from(a) else {
                continue;
            };
            for i in 0..array.len() {
                let Some(dict) = array
                    .element(i)
                    .ok()
                    .and_then(|d| DictionaryAttribute::try_from(d).ok())
                else {
                    continue;
                };
                for j in 0..dict.len() {
                    if let Ok((id, a)) = dict.element(j)
                        && id.as_string_ref().as_str() == Ok("mhlo.sharding")
                    {
                        take_string(a, out);
                    }
                }
            }
        }
    }
    for r in 0..op.region_count() {
        let Ok(region) = op.region(r) else { continue };
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut cur = b.first_operation();
            while let Some(child) = cur {
                gspmd_strings(child, out);
                cur = child.next_in_block();
            }
            block = b.next_in_region();
        }
    }
}

impl Importer {
    fn error(&mut self, loc: Location, message: impl Into<String>) {
        self.errors.push(Diagnostic::error(loc, message));
    }

    /// A ranked, static tensor type of a supported element type.
    fn tensor_type(&mut self, ty: MlirType) -> Result<TensorType, String> {
        let k = ty.to_raw().ptr as usize;
        if let Some(t) = self.types.get(&k) {
            return t.clone();
        }
        let text = ty.to_string();
        let t = match text
            .strip_prefix("tensor<")
            .and_then(|s| s.strip_suffix('>'))
        {
            Some(body) if !body.contains(',') => {
                parse_tensor_body(body).map_err(|m| format!("unsupported type '{text}': {m}"))
            }
            _ => Err(format!(
                "unsupported type '{text}': shardc imports ranked tensors of static shape (tensor<...>) without encoding"
            )),
        };
        self.types.insert(k, t.clone());
        t
    }

    fn module(&mut self, op: OperationRef) -> Module {
        let mut module = Module {
            loc: convert_location(op.location()),
            ..Module::default()
        };
        let (inherent, discardable) = split_attributes(op);
        for (name, attr) in inherent {
            match name.as_str() {
                "sym_name" => match StringAttribute::try_from(attr) {
                    Ok(s) => module.name = Some(s.value().to_string()),
                    Err(_) => self.error(module.loc.clone(), "module sym_name must be a string"),
                },
                _ => self.error(
                    module.loc.clone(),
                    format!("unsupported attribute '{name}' on builtin.module"),
                ),
            }
        }
        for (name, attr) in discardable {
            match convert_attribute(&name, attr) {
                Ok(a) => module.attrs.push((name, a)),
                Err(m) => self.error(module.loc.clone(), m),
            }
        }
        let Some(body) = op.region(0).ok().and_then(|r| r.first_block()) else {
            return module;
        };
        self.infer_gspmd_mesh(op, &mut module);
        let gspmd_axes: Vec<String> = self
            .gspmd
            .iter()
            .flatten()
            .enumerate()
            .map(|(k, _)| gspmd::axis_name(k))
            .collect();
        self.manual_callees = manual::manual_callees(op, (GSPMD_MESH, &gspmd_axes));
        let mut cur = body.first_operation();
        while let Some(child) = cur {
            match op_name(child).as_str() {
                "sdy.mesh" => {
                    if let Some(m) = self.mesh(child) {
                        self.meshes.push(m.clone());
                        module.meshes.push(m);
                    }
                }
                "func.func" => {
                    let name = inherent_attributes(child, "func.func")
                        .ok()
                        .and_then(|mut a| take(&mut a, "sym_name"));
                    if let Some(Attribute::String(name)) = name {
                        self.manual = self.scope_of_function(&name);
                    }
                    let imported = self.function(child);
                    self.manual = None;
                    if let Some(f) = imported {
                        module.functions.push(f);
                    }
                    module.functions.append(&mut self.loop_functions);
                }
                other => {
                    let message = format!(
                        "unsupported op '{other}' at module level: a JAX export's module holds sdy.mesh and func.func ops"
                    );
                    self.error(convert_location(child.location()), message);
                }
            }
            cur = child.next_in_block();
        }
        module
    }

    /// A module sharded by GSPMD (`mhlo.sharding` strings, no `sdy.mesh`): the one mesh that
    /// expresses all its shardings, declared as `@mesh` (see [`gspmd`]).
    fn infer_gspmd_mesh(&mut self, op: OperationRef, module: &mut Module) {
        let mut found = Vec::new();
        gspmd_strings(op, &mut found);
        if found.is_empty() {
            return;
        }
        let mut has_sdy_mesh = false;
        if let Some(body) = op.region(0).ok().and_then(|r| r.first_block()) {
            let mut cur = body.first_operation();
            while let Some(child) = cur {
                has_sdy_mesh |= op_name(child) == "sdy.mesh";
                cur = child.next_in_block();
            }
        }
        if has_sdy_mesh {
            self.error(
                found[0].0.clone(),
                "a module with both Shardy meshes and GSPMD shardings (mhlo.sharding): export with one of them",
            );
            return;
        }
        // Malformed ones are reported where they are used.
        let parsed: Vec<gspmd::Gspmd> = found
            .iter()
            .filter_map(|(_, s)| gspmd::parse(s).ok())
            .collect();
        let partitions = module.attrs.iter().find_map(|(k, a)| match a {
            Attribute::Int(n, _) if k == "mhlo.num_partitions" => Some(*n),
            _ => None,
        });
        let devices = partitions.or_else(|| {
            parsed.iter().find_map(|g| match g {
                gspmd::Gspmd::Tiled { tile, .. } => Some(tile.iter().product()),
                _ => None,
            })
        });
        let Some(devices) = devices.filter(|&n| n >= 1) else {
            // Only replicated values: one device.
            self.gspmd = Some(vec![1]);
            module.meshes.push(MeshDecl {
                name: GSPMD_MESH.into(),
                mesh: shardc_ir::Mesh::new([(gspmd::axis_name(0), 1)]),
                loc: module.loc.clone(),
            });
            return;
        };
        let refs: Vec<&gspmd::Gspmd> = parsed.iter().collect();
        match gspmd::infer_mesh(devices, &refs) {
            Ok(sizes) => {
                let decl = MeshDecl {
                    name: GSPMD_MESH.into(),
                    mesh: shardc_ir::Mesh::new(
                        sizes
                            .iter()
                            .enumerate()
                            .map(|(k, &s)| (gspmd::axis_name(k), s)),
                    ),
                    loc: module.loc.clone(),
                };
                self.meshes.push(decl.clone());
                module.meshes.push(decl);
                self.gspmd = Some(sizes);
            }
            Err(m) => self.error(found[0].0.clone(), m),
        }
    }

    /// The shardc sharding of a GSPMD `mhlo.sharding` string on a value of `rank`.
    fn gspmd_sharding(&self, text: &str, rank: usize) -> Result<Sharding, String> {
        let sizes = self.gspmd.as_ref().ok_or(
            "a GSPMD sharding (mhlo.sharding) in a module whose mesh could not be inferred",
        )?;
        let g = gspmd::parse(text)?;
        gspmd::to_sharding(&g, GSPMD_MESH, sizes, rank)
            .map_err(|m| format!("the GSPMD sharding \"{text}\": {m}"))
    }

    /// `"sdy.mesh"() <{mesh = #sdy.mesh<[...]>, sym_name = "mesh"}>`.
    fn mesh(&mut self, op: OperationRef) -> Option<MeshDecl> {
        let loc = convert_location(op.location());
        let discardable = discardable_attributes(op);
        let inherent = match inherent_attributes(op, "sdy.mesh") {
            Ok(a) => a,
            Err(m) => {
                self.error(loc, m);
                return None;
            }
        };
        let (mut name, mut mesh) = (None, None);
        let mut ok = true;
        for (k, attr) in inherent {
            match (k.as_str(), &attr) {
                ("sym_name", Attribute::String(s)) => name = Some(s.clone()),
                ("mesh", Attribute::Opaque(text)) => match parse_mesh(text) {
                    Ok(m) => mesh = Some(m),
                    Err(m) => {
                        self.error(loc.clone(), format!("sdy.mesh: {m}"));
                        ok = false;
                    }
                },
                (other, _) => {
                    self.error(
                        loc.clone(),
                        format!("unsupported attribute '{other}' ({attr}) on sdy.mesh (expected sym_name and mesh)"),
                    );
                    ok = false;
                }
            }
        }
        let (Some(name), Some(mesh)) = (name, mesh) else {
            if ok {
                self.error(
                    loc,
                    "sdy.mesh needs a sym_name string and a #sdy.mesh<[...]> mesh",
                );
            }
            return None;
        };
        for (k, attr) in discardable {
            // JAX repeats the axes for XLA as `stablehlo.mesh = {axes = [{name, size}, ...]}`:
            // it must agree with the mesh; nothing else is read from it.
            if k == "stablehlo.mesh" {
                match convert_attribute(&k, attr) {
                    Ok(a) if stablehlo_mesh_axes(&a).as_ref() == Some(&mesh.axes) => {}
                    Ok(a) => {
                        self.error(loc.clone(), format!("sdy.mesh @{name}: stablehlo.mesh = {a} does not match the mesh {mesh}"));
                        ok = false;
                    }
                    Err(m) => {
                        self.error(loc.clone(), m);
                        ok = false;
                    }
                }
            } else {
                self.error(
                    loc.clone(),
                    format!("unsupported attribute '{k}' on sdy.mesh"),
                );
                ok = false;
            }
        }
        ok.then_some(MeshDecl { name, mesh, loc })
    }

    fn function(&mut self, op: OperationRef) -> Option<Function> {
        let loc = convert_location(op.location());
        let errors_before = self.errors.len();
        let (inherent, discardable) = split_attributes(op);
        let mut name = None;
        let mut fty = None;
        let mut visibility = Visibility::Public;
        let (mut arg_attrs, mut res_attrs) = (None, None);
        for (k, attr) in inherent {
            match k.as_str() {
                "sym_name" => name = StringAttribute::try_from(attr).ok().map(|s| s.value().to_string()),
                "function_type" => {
                    fty = TypeAttribute::try_from(attr)
                        .ok()
                        .and_then(|t| FunctionType::try_from(t.value()).ok())
                }
                "sym_visibility" => match StringAttribute::try_from(attr).map(|s| s.value()) {
                    Ok("private") => visibility = Visibility::Private,
                    Ok("public") => visibility = Visibility::Public,
                    _ => self.error(
                        loc.clone(),
                        format!("unsupported sym_visibility {attr} on func.func (expected \"public\" or \"private\")"),
                    ),
                },
                "arg_attrs" => arg_attrs = Some(attr),
                "res_attrs" => res_attrs = Some(attr),
                other => self.error(
                    loc.clone(),
                    format!("unsupported attribute '{other}' on func.func (shardc reads sym_name, function_type, sym_visibility, arg_attrs and res_attrs)"),
                ),
            }
        }
        for (k, _) in discardable {
            self.error(
                loc.clone(),
                format!("unsupported attribute '{k}' on func.func"),
            );
        }
        let (Some(name), Some(fty)) = (name, fty) else {
            self.error(loc, "func.func needs a sym_name and a function_type");
            return None;
        };
        let mut arg_types = Vec::new();
        let mut result_types = Vec::new();
        for i in 0..fty.input_count() {
            match fty
                .input(i)
                .map_err(|e| e.to_string())
                .and_then(|t| self.tensor_type(t))
            {
                Ok(t) => arg_types.push(t),
                Err(m) => self.error(loc.clone(), format!("@{name}: argument {i}: {m}")),
            }
        }
        for i in 0..fty.result_count() {
            match fty
                .result(i)
                .map_err(|e| e.to_string())
                .and_then(|t| self.tensor_type(t))
            {
                Ok(t) => result_types.push(t),
                Err(m) => self.error(loc.clone(), format!("@{name}: result {i}: {m}")),
            }
        }
        if self.errors.len() > errors_before {
            return None;
        }
        let mut f = Function::new(name.clone(), arg_types, result_types);
        f.visibility = visibility;
        f.loc = loc.clone();
        let args = self.param_attrs(arg_attrs, f.args.len(), &name, "argument", &loc);
        for (i, (sharding, attrs)) in args.into_iter().enumerate() {
            let v = f.args[i];
            let rank = f.values[v].ty.rank();
            let (gspmd, attrs) = self.take_gspmd(attrs, rank, &loc, &name, ("argument", i));
            f.values[v].sharding = sharding.or(gspmd);
            f.arg_attrs[i].attrs = attrs;
        }
        let results = self.param_attrs(res_attrs, f.result_types.len(), &name, "result", &loc);
        for (i, (sharding, attrs)) in results.into_iter().enumerate() {
            let rank = f.result_types[i].rank();
            let (gspmd, attrs) = self.take_gspmd(attrs, rank, &loc, &name, ("result", i));
            f.result_shardings[i] = sharding.or(gspmd);
            f.result_attrs[i].attrs = attrs;
        }
        let block = op.region(0).ok().and_then(|r| r.first_block());
        let Some(block) = block else {
            self.error(
                loc,
                format!("@{name} has no body: function declarations are not supported"),
            );
            return None;
        };
        if block.next_in_region().is_some() {
            self.error(
                loc,
                format!("@{name} has more than one block: control flow is not supported"),
            );
            return None;
        }
        let mut values: HashMap<usize, Value> = HashMap::new();
        for i in 0..block.argument_count() {
            if let (Ok(a), Some(&v)) = (block.argument(i), f.args.get(i)) {
                values.insert(key(&a), v);
                record_argument_name(&mut f.arg_attrs[i].attrs, &a);
            }
        }
        self.gspmd_shard_maps = manual::GspmdShardMaps::default();
        let mut cur = block.first_operation();
        while let Some(child) = cur {
            self.op(&mut f, &mut values, child);
            cur = child.next_in_block();
        }
        self.unfinished_gspmd_shard_maps();
        (self.errors.len() == errors_before).then_some(f)
    }

    /// Takes an `mhlo.sharding` out of a parameter's attributes, as a shardc sharding.
    fn take_gspmd(
        &mut self,
        mut attrs: Vec<(String, Attribute)>,
        rank: usize,
        loc: &Location,
        function: &str,
        (what, i): (&str, usize),
    ) -> (Option<Sharding>, Vec<(String, Attribute)>) {
        let sharding = match take(&mut attrs, "mhlo.sharding") {
            // The mesh could not be inferred: already reported.
            Some(Attribute::String(_)) if self.gspmd.is_none() && !self.errors.is_empty() => None,
            Some(Attribute::String(s)) => match self.gspmd_sharding(&s, rank) {
                Ok(sh) => Some(sh),
                Err(m) => {
                    self.error(loc.clone(), format!("@{function}: {what} {i}: {m}"));
                    None
                }
            },
            Some(other) => {
                self.error(
                    loc.clone(),
                    format!(
                        "@{function}: {what} {i}: mhlo.sharding must be a string, found {other}"
                    ),
                );
                None
            }
            None => None,
        };
        (sharding, attrs)
    }

    /// The `sdy.sharding` and other attributes of each argument or result.
    fn param_attrs(
        &mut self,
        attr: Option<MlirAttribute>,
        count: usize,
        function: &str,
        what: &str,
        loc: &Location,
    ) -> Vec<ParamInfo> {
        let mut out = vec![(None, Vec::new()); count];
        let Some(attr) = attr else {
            return out;
        };
        let Ok(array) = ArrayAttribute::try_from(attr) else {
            self.error(loc.clone(), format!("@{function}: the {what} attributes must be an array of dictionaries, found {attr}"));
            return out;
        };
        if array.len() != count {
            self.error(
                loc.clone(),
                format!(
                    "@{function}: {} {what} attribute dictionaries for {count} {what}s",
                    array.len()
                ),
            );
            return out;
        }
        for (i, slot) in out.iter_mut().enumerate() {
            let Some(dict) = array
                .element(i)
                .ok()
                .and_then(|d| DictionaryAttribute::try_from(d).ok())
            else {
                self.error(
                    loc.clone(),
                    format!("@{function}: the attributes of {what} {i} must be a dictionary"),
                );
                continue;
            };
            for j in 0..dict.len() {
                let Ok((id, a)) = dict.element(j) else {
                    continue;
                };
                let k = id.as_string_ref().as_str().unwrap_or("?").to_string();
                if k == "sdy.sharding" {
                    match parse_sharding(&a.to_string()) {
                        Ok(s) => slot.0 = Some(s),
                        Err(m) => self.error(loc.clone(), format!("@{function}: {what} {i}: {m}")),
                    }
                } else {
                    match convert_attribute(&k, a) {
                        Ok(v) => slot.1.push((k, v)),
                        Err(m) => self.error(loc.clone(), format!("@{function}: {what} {i}: {m}")),
                    }
                }
            }
        }
        out
    }

    /// Translates one op of a function body and appends it to `f`.
    fn op(&mut self, f: &mut Function, values: &mut HashMap<usize, Value>, op: OperationRef) {
        let name = op_name(op);
        let loc = convert_location(op.location());
        if let Some(m) = name.strip_prefix("stablehlo.")
            && expand::EXPANDED_OPS.contains(&m)
        {
            self.expanded(f, values, op, m, loc);
            return;
        }
        if name == "chlo.top_k" {
            if let Err(m) = self.top_k(f, values, op, loc.clone()) {
                self.error(loc, m);
            }
            return;
        }
        if name == "sdy.sharding_group" || name == "sdy.propagation_barrier" {
            if let Err(m) = self.propagation_hint(values, op, &name) {
                self.error(loc, m);
            }
            return;
        }
        if name == "stablehlo.case" || name == "stablehlo.if" {
            if let Err(m) = self.case(f, values, op, loc.clone()) {
                self.error(loc, m);
            }
            return;
        }
        if name == "stablehlo.while" {
            if let Err(m) = self.while_loop(f, values, op, loc.clone()) {
                self.error(loc, m);
            }
            return;
        }
        if name == "sdy.manual_computation" {
            if let Err(m) = self.manual_computation(f, values, op, loc.clone()) {
                self.error(loc, m);
            }
            return;
        }
        if self.manual.is_some()
            && matches!(name.as_str(), "sdy.sharding_constraint" | "sdy.reshard")
        {
            // In a partially manual body, a layout over the free axes: the body is
            // replicated over them, so the value is kept as it is.
            if let (Ok(x), Ok(r)) = (op.operand(0), op.result(0))
                && let Some(&v) = values.get(&key(&x))
            {
                values.insert(key(&r), v);
            }
            return;
        }
        match self.gspmd_shard_map_op(f, values, op, &name, &loc) {
            Ok(true) => return,
            Ok(false) => {}
            Err(m) => {
                self.error(loc, m);
                return;
            }
        }
        if manual::COLLECTIVES.contains(&name.as_str()) {
            if let Err(m) = self.manual_collective(f, values, op, &name, loc.clone()) {
                self.error(loc, m);
            }
            return;
        }
        if name == "stablehlo.dynamic_iota" {
            if let Err(m) = self.dynamic_iota(f, values, op, loc.clone()) {
                self.error(loc, m);
            }
            return;
        }
        if name == "stablehlo.sort" {
            if let Err(m) = self.sort(f, values, op, loc.clone()) {
                self.error(loc, m);
            }
            return;
        }
        if name == "stablehlo.reduce" && op.operand_count() == 4 && op.result_count() == 2 {
            if let Err(m) = self.two_input_reduce(f, values, op, loc.clone()) {
                self.error(loc, m);
            }
            return;
        }
        let discardable = discardable_attributes(op);
        let translated = match self.translate(&name, op) {
            Ok(t) => t,
            Err(m) => {
                self.error(loc, m);
                return;
            }
        };
        let mut operands = Vec::with_capacity(op.operand_count() + 1);
        // `chlo.square` is the product of its operand with itself.
        let operand_values: Vec<_> = if name == "chlo.square" {
            op.operands().chain(op.operands()).collect()
        } else {
            op.operands().collect()
        };
        for v in operand_values {
            match values.get(&key(&v)) {
                Some(&x) => operands.push(x),
                None => {
                    // The operand comes from an op that failed to import (already reported).
                    if self.errors.is_empty() {
                        self.error(
                            loc,
                            format!("'{name}': an operand is not defined in the function body"),
                        );
                    }
                    return;
                }
            }
        }
        let mut result_types = Vec::with_capacity(op.result_count());
        for (i, r) in op.results().enumerate() {
            match self.tensor_type(r.r#type()) {
                Ok(t) => result_types.push(t),
                Err(m) => {
                    self.error(loc, format!("'{name}': result {i}: {m}"));
                    return;
                }
            }
        }
        let mut shardings = translated.shardings;
        let mut attrs = Vec::new();
        for (k, a) in discardable {
            if k == "mhlo.sharding" {
                let text = StringAttribute::try_from(a)
                    .map(|s| s.value().to_string())
                    .unwrap_or_default();
                let parsed = gspmd::parse(&text);
                let list: Result<Vec<Sharding>, String> = match parsed {
                    Ok(gspmd::Gspmd::Tuple(parts)) if parts.len() == result_types.len() => parts
                        .iter()
                        .zip(&result_types)
                        .map(|(g, t)| {
                            let sizes = self.gspmd.clone().unwrap_or_default();
                            gspmd::to_sharding(g, GSPMD_MESH, &sizes, t.rank())
                        })
                        .collect(),
                    Ok(gspmd::Gspmd::Tuple(parts)) => Err(format!(
                        "mhlo.sharding has {} sharding(s) for {} result(s)",
                        parts.len(),
                        result_types.len()
                    )),
                    Ok(_) if result_types.len() == 1 => self
                        .gspmd_sharding(&text, result_types[0].rank())
                        .map(|s| vec![s]),
                    Ok(_) => Err(format!(
                        "mhlo.sharding names one sharding for {} results",
                        result_types.len()
                    )),
                    Err(m) => Err(m),
                };
                match list {
                    Ok(list) => shardings = list.into_iter().map(Some).collect(),
                    Err(m) => {
                        self.error(loc, format!("'{name}': {m}"));
                        return;
                    }
                }
            } else if k == "sdy.sharding" {
                match parse_sharding_per_value(&a.to_string()) {
                    Ok(list) if list.len() == result_types.len() => {
                        shardings = list.into_iter().map(Some).collect();
                    }
                    Ok(list) => {
                        self.error(
                            loc,
                            format!(
                                "'{name}': sdy.sharding has {} sharding(s) for {} result(s)",
                                list.len(),
                                result_types.len()
                            ),
                        );
                        return;
                    }
                    Err(m) => {
                        self.error(loc, format!("'{name}': {m}"));
                        return;
                    }
                }
            } else {
                match convert_attribute(&k, a) {
                    Ok(v) => attrs.push((k, v)),
                    Err(m) => {
                        self.error(loc, format!("'{name}': {m}"));
                        return;
                    }
                }
            }
        }
        let id = f.append_op(translated.kind, operands, result_types, loc);
        f.ops[id].attrs = attrs;
        let results = f.ops[id].results.clone();
        for (r, s) in results.iter().zip(shardings) {
            f.values[*r].sharding = s;
        }
        for (r, &v) in op.results().zip(&results) {
            values.insert(key(&r), v);
        }
    }

    /// Shardy's hints to its own propagation, which compute nothing: `sdy.sharding_group`
    /// (values that should share a sharding: `jax.experimental.shard_alike`) is dropped, and
    /// `sdy.propagation_barrier` (a direction propagation may not cross) forwards its operand.
    /// shardc's propagation decides the shardings of the values they name without them.
    fn propagation_hint(
        &mut self,
        values: &mut HashMap<usize, Value>,
        op: OperationRef,
        name: &str,
    ) -> Result<(), String> {
        let mut props = inherent_attributes(op, name)?;
        let (attr, results) = if name == "sdy.sharding_group" {
            ("group_id", 0)
        } else {
            ("allowed_direction", 1)
        };
        if take(&mut props, attr).is_none() {
            return Err(format!("'{name}' needs its '{attr}' attribute"));
        }
        if let Some((k, _)) = props.first() {
            return Err(format!("unsupported attribute '{k}' on '{name}'"));
        }
        if op.operand_count() != 1 || op.result_count() != results {
            return Err(format!(
                "'{name}' must have one operand and {results} result(s)"
            ));
        }
        if results == 1 {
            let operand = op.operand(0).map_err(|e| e.to_string())?;
            if let Some(&v) = values.get(&key(&operand)) {
                values.insert(key(&op.result(0).map_err(|e| e.to_string())?), v);
            }
        }
        Ok(())
    }

    /// `stablehlo.while`: an `hlo.while` whose condition and body regions become private
    /// functions `@<f>_while<k>_cond` and `@<f>_while<k>_body`. Values the regions use from
    /// outside (MLIR allows it; JAX passes everything as carried values) are carried too: the
    /// body returns them unchanged.
    fn while_loop(
        &mut self,
        f: &mut Function,
        values: &mut HashMap<usize, Value>,
        op: OperationRef,
        loc: Location,
    ) -> Result<(), String> {
        let name = "stablehlo.while";
        let props = inherent_attributes(op, name)?;
        if let Some((k, _)) = props.first() {
            return Err(format!("unsupported attribute '{k}' on '{name}'"));
        }
        let mut sharding = None;
        for (k, a) in discardable_attributes(op) {
            if k == "sdy.sharding" {
                sharding = Some(parse_sharding_per_value(&a.to_string())?);
            }
        }
        let mut inits = Vec::with_capacity(op.operand_count());
        for v in op.operands() {
            let Some(&v) = values.get(&key(&v)) else {
                // Its definition failed to import (reported there).
                return Ok(());
            };
            inits.push(v);
        }
        if inits.is_empty() {
            return Err(format!("'{name}' carries no values"));
        }
        let carried: Vec<TensorType> = inits.iter().map(|&v| f.ty(v).clone()).collect();
        let blocks = (0..2)
            .map(|r| op.region(r).ok().and_then(|r| r.first_block()))
            .collect::<Option<Vec<_>>>()
            .filter(|_| op.region_count() == 2)
            .ok_or_else(|| format!("'{name}' needs a condition region and a body region"))?;
        // Values used inside the regions but defined outside, in first-use order.
        let mut defined = HashSet::new();
        let mut captured_keys = Vec::new();
        for block in &blocks {
            region_uses(*block, &mut defined, &mut captured_keys);
        }
        let mut captured = Vec::with_capacity(captured_keys.len());
        for k in &captured_keys {
            match values.get(k) {
                Some(&v) => captured.push((*k, v)),
                None => return Ok(()),
            }
        }
        let mut types = carried.clone();
        types.extend(captured.iter().map(|&(_, v)| f.ty(v).clone()));
        let k = self.loops;
        self.loops += 1;
        let errors_before = self.errors.len();
        let mut made = Vec::with_capacity(2);
        for (role, block) in ["cond", "body"].into_iter().zip(&blocks) {
            let fname = format!("{}_while{k}_{role}", f.name);
            let g = self.loop_function(
                &fname,
                *block,
                (&types, carried.len()),
                &captured,
                role == "body",
                &loc,
            )?;
            made.push(g);
        }
        if self.errors.len() > errors_before {
            return Ok(());
        }
        let [cond, body] = [&made[0], &made[1]].map(|g| g.name.clone());
        let mut operands = inits;
        operands.extend(captured.iter().map(|&(_, v)| v));
        let id = f.append_op(OpKind::While { cond, body }, operands, types, loc);
        for (i, r) in op.results().enumerate() {
            let v = f.ops[id].results[i];
            if let Some(s) = sharding.as_ref().and_then(|l| l.get(i)) {
                f.values[v].sharding = Some(s.clone());
            }
            values.insert(key(&r), v);
        }
        self.loop_functions.extend(made);
        Ok(())
    }

    /// Imports the ops of a region's block into `f` up to its `stablehlo.return`; returns
    /// the returned values (`Some(None)` when one of them did not import, `None` when the
    /// block does not return).
    fn region_ops(
        &mut self,
        f: &mut Function,
        values: &mut HashMap<usize, Value>,
        block: melior::ir::BlockRef,
    ) -> Option<Option<Vec<Value>>> {
        let mut cur = block.first_operation();
        while let Some(child) = cur {
            if matches!(op_name(child).as_str(), "stablehlo.return" | "sdy.return") {
                return Some(
                    child
                        .operands()
                        .map(|v| values.get(&key(&v)).copied())
                        .collect(),
                );
            }
            self.op(f, values, child);
            cur = child.next_in_block();
        }
        None
    }

    /// One region of a loop as a private function of `types` (the carried values, then the
    /// captured ones): the condition returns its `tensor<i1>`, the body its next carried
    /// values and the captured ones unchanged.
    fn loop_function(
        &mut self,
        fname: &str,
        block: melior::ir::BlockRef,
        (types, n_carried): (&[TensorType], usize),
        captured: &[(usize, Value)],
        is_body: bool,
        loc: &Location,
    ) -> Result<Function, String> {
        let what = if is_body { "body" } else { "condition" };
        if block.next_in_region().is_some() || block.argument_count() != n_carried {
            return Err(format!(
                "'stablehlo.while': the {what} must be one block with one argument per carried value ({n_carried})"
            ));
        }
        let results = if is_body {
            types.to_vec()
        } else {
            vec![TensorType::scalar(ElementType::I1)]
        };
        let mut g = Function::new(fname, types.to_vec(), results.clone());
        g.visibility = Visibility::Private;
        g.loc = loc.clone();
        let mut vals: HashMap<usize, Value> = HashMap::new();
        for (i, want) in types.iter().enumerate().take(n_carried) {
            let a = block.argument(i).map_err(|e| e.to_string())?;
            let ty = self.tensor_type(a.r#type())?;
            if ty != *want {
                return Err(format!(
                    "'stablehlo.while': the {what}'s argument {i} is {ty}, the carried value {want}"
                ));
            }
            vals.insert(key(&a), g.args[i]);
        }
        for (j, &(k, _)) in captured.iter().enumerate() {
            vals.insert(k, g.args[n_carried + j]);
        }
        let errors_before = self.errors.len();
        let returned = self.region_ops(&mut g, &mut vals, block);
        if self.errors.len() > errors_before {
            return Ok(g);
        }
        let mut returned = returned
            .flatten()
            .ok_or_else(|| format!("'stablehlo.while': the {what} does not return its values"))?;
        if is_body {
            returned.extend_from_slice(&g.args[n_carried..]);
        }
        let got: Vec<TensorType> = returned.iter().map(|&v| g.ty(v).clone()).collect();
        if got != results {
            return Err(format!(
                "'stablehlo.while': the {what} returns ({}), the loop needs ({})",
                got.iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(", "),
                results
                    .iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        g.append_op(OpKind::Return, returned, Vec::new(), loc.clone());
        Ok(g)
    }

    /// `stablehlo.case %index (branch_0, …, branch_{n-1})` (`lax.cond`, `lax.switch`), and
    /// `stablehlo.if` (a case on its predicate, the true branch first), by if-conversion:
    /// every branch's ops are imported in line (StableHLO's ops are pure and never trap, so
    /// computing a branch that is not taken changes nothing but time), and each result is a
    /// chain of selects on `index == i` — an index outside `[0, n)` takes the last branch,
    /// as StableHLO says.
    fn case(
        &mut self,
        f: &mut Function,
        values: &mut HashMap<usize, Value>,
        op: OperationRef,
        loc: Location,
    ) -> Result<(), String> {
        let name = op_name(op);
        let name = name.as_str();
        // `stablehlo.if`: a predicate and two branches (true first) — a case whose index is
        // 0 when the predicate holds.
        let is_if = name == "stablehlo.if";
        let props = inherent_attributes(op, name)?;
        if let Some((k, _)) = props.first() {
            return Err(format!("unsupported attribute '{k}' on '{name}'"));
        }
        let index = op
            .operand(0)
            .map_err(|_| format!("'{name}' needs an index"))?;
        let Some(&index) = values.get(&key(&index)) else {
            return Ok(());
        };
        let it = f.ty(index).clone();
        if is_if && (it.rank() != 0 || it.element != ElementType::I1) {
            return Err(format!(
                "'{name}': the predicate must be a tensor<i1>, found {it}"
            ));
        }
        if !is_if && (it.rank() != 0 || it.element.is_float() || it.element == ElementType::I1) {
            return Err(format!(
                "'{name}': the index must be an integer scalar, found {it}"
            ));
        }
        let result_types: Vec<TensorType> = op
            .results()
            .enumerate()
            .map(|(i, r)| {
                self.tensor_type(r.r#type())
                    .map_err(|m| format!("'{name}': result {i}: {m}"))
            })
            .collect::<Result<_, _>>()?;
        let n = op.region_count();
        if n == 0 || (is_if && n != 2) {
            return Err(format!(
                "'{name}' needs {}",
                if is_if {
                    "a true branch and a false branch"
                } else {
                    "at least one branch"
                }
            ));
        }
        let errors_before = self.errors.len();
        let mut branches: Vec<Vec<Value>> = Vec::with_capacity(n);
        for b in 0..n {
            let block = op
                .region(b)
                .ok()
                .and_then(|r| r.first_block())
                .ok_or_else(|| format!("'{name}': branch {b} has no body"))?;
            if block.argument_count() != 0 || block.next_in_region().is_some() {
                return Err(format!(
                    "'{name}': branch {b} must be one block without arguments"
                ));
            }
            let returned = self.region_ops(f, values, block);
            if self.errors.len() > errors_before {
                // A branch's op failed to import (reported where it is).
                return Ok(());
            }
            let returned = returned
                .flatten()
                .ok_or_else(|| format!("'{name}': branch {b} does not return its values"))?;
            if returned.len() != result_types.len()
                || returned
                    .iter()
                    .zip(&result_types)
                    .any(|(&v, t)| f.ty(v) != t)
            {
                return Err(format!(
                    "'{name}': branch {b} returns other types than the op's results"
                ));
            }
            branches.push(returned);
        }
        let append = |f: &mut Function, kind: OpKind, operands: Vec<Value>, ty: TensorType| {
            let id = f.append_op(kind, operands, vec![ty], loc.clone());
            f.ops[id].results[0]
        };
        // One predicate per branch but the last: index == b (an if's predicate itself),
        // broadcast per result shape.
        let mut preds = Vec::with_capacity(n - 1);
        if is_if {
            preds.push(index);
        }
        let indexed = if is_if { 0 } else { n - 1 };
        for b in 0..indexed {
            let c = append(
                f,
                OpKind::Constant(shardc_ir::DenseElements::splat_int(it.clone(), b as i64)),
                vec![],
                it.clone(),
            );
            let eq = append(
                f,
                OpKind::Compare(CompareDirection::Eq),
                vec![index, c],
                TensorType::scalar(ElementType::I1),
            );
            preds.push(eq);
        }
        for (r, ty) in op.results().zip(&result_types) {
            let i = r.result_number();
            let mut v = branches[n - 1][i];
            for b in (0..n - 1).rev() {
                let pred = if ty.rank() == 0 {
                    preds[b]
                } else {
                    append(
                        f,
                        OpKind::BroadcastInDim { dims: Vec::new() },
                        vec![preds[b]],
                        ty.with_element(ElementType::I1),
                    )
                };
                v = append(f, OpKind::Select, vec![pred, branches[b][i], v], ty.clone());
            }
            values.insert(key(&r), v);
        }
        Ok(())
    }

    /// `stablehlo.dynamic_iota %shape {iota_dimension}` (torch-mlir writes it for static
    /// shapes too): an `iota` of its static result type, when the shape operand is a
    /// constant that agrees with it.
    fn dynamic_iota(
        &mut self,
        f: &mut Function,
        values: &mut HashMap<usize, Value>,
        op: OperationRef,
        loc: Location,
    ) -> Result<(), String> {
        let name = "stablehlo.dynamic_iota";
        let mut props = inherent_attributes(op, name)?;
        let dimension = match take(&mut props, "iota_dimension") {
            Some(Attribute::Int(d, _)) => d,
            other => {
                return Err(format!(
                    "'{name}' needs an integer iota_dimension, found {}",
                    other.map_or("none".to_string(), |a| a.to_string())
                ));
            }
        };
        if let Some((k, _)) = props.first() {
            return Err(format!("unsupported attribute '{k}' on '{name}'"));
        }
        if op.operand_count() != 1 || op.result_count() != 1 {
            return Err(format!(
                "'{name}' takes one shape operand and has one result"
            ));
        }
        let ty = self
            .tensor_type(op.result(0).map_err(|e| e.to_string())?.r#type())
            .map_err(|m| format!("'{name}': {m}"))?;
        let shape = op.operand(0).map_err(|e| e.to_string())?;
        let Some(&v) = values.get(&key(&shape)) else {
            // The shape comes from an op that failed to import (already reported).
            return Ok(());
        };
        let constant = match f.values[v].def {
            shardc_ir::ValueDef::Result(id, 0) => match &f.ops[id].kind {
                OpKind::Constant(d) => Some(d.clone()),
                _ => None,
            },
            _ => None,
        };
        let Some(d) = constant else {
            return Err(format!(
                "'{name}' with a shape computed at run time: shardc needs static shapes (the result type {ty} is static; make the shape operand a constant)"
            ));
        };
        let dims: Vec<i64> = match &d.values {
            shardc_ir::ElementValues::Int(v) if d.splat => {
                vec![v.first().copied().unwrap_or(0); d.ty.num_elements() as usize]
            }
            shardc_ir::ElementValues::Int(v) => v.clone(),
            shardc_ir::ElementValues::Float(_) => {
                return Err(format!("'{name}': the shape operand must be integers"));
            }
        };
        if dims != ty.shape {
            return Err(format!(
                "'{name}': the shape operand {dims:?} disagrees with the result type {ty}"
            ));
        }
        if dimension < 0 || dimension as usize >= ty.rank() {
            return Err(format!(
                "'{name}': iota_dimension {dimension} is out of range for {ty}"
            ));
        }
        let id = f.append_op(OpKind::Iota { dimension }, vec![], vec![ty], loc);
        let r = f.ops[id].results[0];
        values.insert(key(&op.result(0).map_err(|e| e.to_string())?), r);
        Ok(())
    }

    /// A reduce of two inputs (values and their indices) whose body is an argmax or argmin
    /// (`jnp.argmax`): the values become an `hlo.reduce` (max or min) and the indices an
    /// `hlo.arg_reduce`. The body is recognised by what it computes, not how it is written:
    /// it is evaluated on probe pairs (NaN, infinities, ties, both index orders) and must
    /// pick the value and index JAX's argmax (argmin) combiner picks on every one.
    fn two_input_reduce(
        &mut self,
        f: &mut Function,
        values: &mut HashMap<usize, Value>,
        op: OperationRef,
        loc: Location,
    ) -> Result<(), String> {
        let name = "stablehlo.reduce";
        let mut operands = Vec::with_capacity(4);
        for v in op.operands() {
            match values.get(&key(&v)) {
                Some(&x) => operands.push(x),
                // The operand comes from an op that failed to import (already reported).
                None => return Ok(()),
            }
        }
        let mut props = inherent_attributes(op, name)?;
        let dimensions = i64s(
            take(&mut props, "dimensions").ok_or_else(|| format!("'{name}' needs dimensions"))?,
            "dimensions",
        )?;
        if let Some((k, _)) = props.first() {
            return Err(format!("unsupported attribute '{k}' on '{name}'"));
        }
        let (xt, it) = (f.ty(operands[0]).clone(), f.ty(operands[1]).clone());
        if !it.element.is_integer() || it.element.is_bool() || it.shape != xt.shape {
            return Err(format!(
                "'{name}' of two inputs: shardc reads argmax/argmin reductions, whose second input is integer indices of the first's shape, not {it}"
            ));
        }
        let kind = self.arg_reduce_kind(op, &xt, &it)?;
        let mut result_types = Vec::new();
        for (i, r) in op.results().enumerate() {
            result_types.push(
                self.tensor_type(r.r#type())
                    .map_err(|m| format!("'{name}': result {i}: {m}"))?,
            );
        }
        let reduced = f.append_op(
            OpKind::Reduce {
                dimensions: dimensions.clone(),
                kind,
            },
            vec![operands[0], operands[2]],
            vec![result_types[0].clone()],
            loc.clone(),
        );
        let index = f.append_op(
            OpKind::ArgReduce { dimensions, kind },
            operands,
            vec![result_types[1].clone()],
            loc,
        );
        let outs = [f.ops[reduced].results[0], f.ops[index].results[0]];
        for (r, &v) in op.results().zip(&outs) {
            values.insert(key(&r), v);
        }
        Ok(())
    }

    /// `stablehlo.sort` of N operands: each result is `hlo.sort_by(keys, operand)`, the
    /// operand reordered by a stable sort of the first operand. The comparator is recognised
    /// by what it computes: evaluated on probe pairs of keys (±inf, ±0, NaN, equal values),
    /// with the other operands' arguments varied, it must say "less" exactly when the keys
    /// are in ascending (or descending) canonical total order — JAX's comparators (−0 = +0,
    /// NaN last), or a plain signed or unsigned `<` on integers. (Every sort is stable here,
    /// which an unstable sort may be.)
    fn sort(
        &mut self,
        f: &mut Function,
        values: &mut HashMap<usize, Value>,
        op: OperationRef,
        loc: Location,
    ) -> Result<(), String> {
        let name = "stablehlo.sort";
        let mut operands = Vec::new();
        for v in op.operands() {
            match values.get(&key(&v)) {
                Some(&x) => operands.push(x),
                None => return Ok(()),
            }
        }
        let Some(&keys) = operands.first() else {
            return Err(format!("'{name}' needs an operand"));
        };
        let mut props = inherent_attributes(op, name)?;
        let dimension = match take(&mut props, "dimension") {
            Some(Attribute::Int(d, _)) => d,
            Some(other) => {
                return Err(format!(
                    "'{name}': dimension must be an integer, found {other}"
                ));
            }
            None => return Err(format!("'{name}' needs a dimension")),
        };
        let _stable = take(&mut props, "is_stable");
        if let Some((k, _)) = props.first() {
            return Err(format!("unsupported attribute '{k}' on '{name}'"));
        }
        let kt = f.ty(keys).clone();
        let directions = self.sort_order(op, &kt, operands.len())?;
        // Lexicographic over several keys: stable sorts from the least significant key to
        // the most (each reorders every operand, the keys included).
        let mut outs = operands.clone();
        for (j, &descending) in directions.iter().enumerate().rev() {
            let key_value = outs[j];
            outs = outs
                .iter()
                .map(|&x| {
                    let ty = f.ty(x).clone();
                    let id = f.append_op(
                        OpKind::SortBy {
                            dimension,
                            descending,
                            total_order: false,
                        },
                        vec![key_value, x],
                        vec![ty],
                        loc.clone(),
                    );
                    f.ops[id].results[0]
                })
                .collect();
        }
        for (i, r) in op.results().enumerate() {
            let ty = self
                .tensor_type(r.r#type())
                .map_err(|m| format!("'{name}': result {i}: {m}"))?;
            if f.ty(outs[i]) != &ty {
                return Err(format!(
                    "'{name}': result {i} is {ty}, its operand {}",
                    f.ty(outs[i])
                ));
            }
        }
        for (r, &v) in op.results().zip(&outs) {
            values.insert(key(&r), v);
        }
        Ok(())
    }

    /// `chlo.top_k(x, k)`: the k largest along the last dimension and their indices, as XLA
    /// orders them — IEEE totalOrder descending (a NaN first, +0 before −0), equal values in
    /// index order: a stable descending `hlo.sort_by` in total order, then the first k.
    fn top_k(
        &mut self,
        f: &mut Function,
        values: &mut HashMap<usize, Value>,
        op: OperationRef,
        loc: Location,
    ) -> Result<(), String> {
        let name = "chlo.top_k";
        let x = match op
            .operand(0)
            .ok()
            .and_then(|v| values.get(&key(&v)).copied())
        {
            Some(x) => x,
            None => return Ok(()),
        };
        let mut props = inherent_attributes(op, name)?;
        let k = match take(&mut props, "k") {
            Some(Attribute::Int(k, _)) => k,
            _ => return Err(format!("'{name}' needs an integer k")),
        };
        let xt = f.ty(x).clone();
        let Some(&n) = xt.shape.last() else {
            return Err(format!("'{name}' needs an operand of rank 1 or more"));
        };
        if !(0..=n).contains(&k) {
            return Err(format!("'{name}': k = {k} is outside [0, {n}]"));
        }
        let results: Vec<TensorType> = op
            .results()
            .map(|r| self.tensor_type(r.r#type()))
            .collect::<Result<_, _>>()?;
        let [vt, it] = results.as_slice() else {
            return Err(format!("'{name}' has two results"));
        };
        let last = xt.rank() - 1;
        let iota_ty = TensorType::new(xt.shape.clone(), it.element);
        let iota = f.append_op(
            OpKind::Iota {
                dimension: last as i64,
            },
            vec![],
            vec![iota_ty.clone()],
            loc.clone(),
        );
        let iota = f.ops[iota].results[0];
        let mut outs = Vec::new();
        for (vals, full_ty, out_ty) in [(x, xt.clone(), vt.clone()), (iota, iota_ty, it.clone())] {
            let sorted = f.append_op(
                OpKind::SortBy {
                    dimension: last as i64,
                    descending: true,
                    total_order: true,
                },
                vec![x, vals],
                vec![full_ty],
                loc.clone(),
            );
            let mut limit = xt.shape.clone();
            limit[last] = k;
            let sorted = f.ops[sorted].results[0];
            let first = f.append_op(
                OpKind::Slice {
                    start: vec![0; xt.rank()],
                    limit,
                    strides: vec![1; xt.rank()],
                },
                vec![sorted],
                vec![out_ty],
                loc.clone(),
            );
            outs.push(f.ops[first].results[0]);
        }
        for (r, &v) in op.results().zip(&outs) {
            values.insert(key(&r), v);
        }
        Ok(())
    }

    /// The order a sort comparator defines: lexicographic over the first `m` operands (the
    /// keys, JAX's `num_keys`), each ascending (`false`) or descending (`true`), the others
    /// not read; found by evaluating the comparator on probe pairs of every key (±inf, ±0,
    /// NaN, equal values) with the other operands varied.
    fn sort_order(
        &mut self,
        op: OperationRef,
        kt: &TensorType,
        n: usize,
    ) -> Result<Vec<bool>, String> {
        let unsupported = |why: &str| {
            format!(
                "'stablehlo.sort': its comparator is not a lexicographic order of its first operands, each ascending or descending ({why}); shardc reads JAX's jnp.sort, argsort, lexsort and lax.sort(num_keys=…) comparators"
            )
        };
        let block = op
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .ok_or_else(|| unsupported("no comparator"))?;
        if block.argument_count() != 2 * n || block.next_in_region().is_some() {
            return Err(unsupported("not one block of two arguments per operand"));
        }
        let args: Vec<usize> = (0..2 * n)
            .map(|i| block.argument(i).map(|a| key(&a)))
            .collect::<Result<_, _>>()
            .map_err(|_| unsupported("missing block arguments"))?;
        let arg_types: Vec<TensorType> = (0..2 * n)
            .map(|i| {
                block
                    .argument(i)
                    .map_err(|e| e.to_string())
                    .and_then(|a| self.tensor_type(a.r#type()))
            })
            .collect::<Result<_, _>>()
            .map_err(|m| unsupported(&m))?;
        // The comparator's ops: a TOTALORDER compare is computed here (shardc's compare is
        // IEEE); the others are translated as anywhere else.
        enum Step {
            Op(Box<OpKind>, Vec<usize>, Vec<usize>, Vec<TensorType>),
            Total(CompareDirection, [usize; 2], usize),
        }
        let mut steps = Vec::new();
        let mut returned = Vec::new();
        let mut cur = block.first_operation();
        while let Some(o) = cur {
            cur = o.next_in_block();
            let oname = op_name(o);
            let ins: Vec<usize> = o.operands().map(|v| key(&v)).collect();
            if oname == "stablehlo.return" {
                returned = ins;
                break;
            }
            let outs: Vec<usize> = o.results().map(|r| key(&r)).collect();
            if oname == "stablehlo.compare" {
                let mut p = inherent_attributes(o, &oname).map_err(|m| unsupported(&m))?;
                let total = take(&mut p, "compare_type").is_some_and(|ct| {
                    opaque(&ct, "compare_type", "")
                        .and_then(|t| parse_enum(t, "comparison_type"))
                        .is_ok_and(|w| w == "TOTALORDER")
                });
                if total {
                    let dir = take(&mut p, "comparison_direction")
                        .and_then(|a| {
                            opaque(&a, "comparison_direction", "")
                                .and_then(|t| parse_enum(t, "comparison_direction"))
                                .ok()
                        })
                        .and_then(|w| CompareDirection::ALL.into_iter().find(|d| d.keyword() == w))
                        .ok_or_else(|| unsupported("a compare without a direction"))?;
                    steps.push(Step::Total(dir, [ins[0], ins[1]], outs[0]));
                    continue;
                }
            }
            let kind = self.translate(&oname, o).map_err(|m| unsupported(&m))?.kind;
            let types = o
                .results()
                .map(|r| self.tensor_type(r.r#type()))
                .collect::<Result<Vec<_>, _>>()
                .map_err(|m| unsupported(&m))?;
            steps.push(Step::Op(Box::new(kind), ins, outs, types));
        }
        if returned.len() != 1 {
            return Err(unsupported("it does not return one value"));
        }
        let total_key = |v: f64| -> (u8, f64) {
            // JAX's TOTALORDER on canonical values: -NaN < -inf < … < -0 < +0 < … < +NaN.
            if v.is_nan() {
                (if v.is_sign_negative() { 0 } else { 2 }, 0.0)
            } else {
                (1, v)
            }
        };
        let probes_of = |t: &TensorType| -> Vec<f64> {
            if t.element.is_float() {
                vec![
                    f64::NEG_INFINITY,
                    -2.0,
                    -0.0,
                    0.0,
                    1.5,
                    f64::INFINITY,
                    f64::NAN,
                ]
            } else if t.element.is_unsigned() {
                vec![0.0, 1.0, 5.0, 200.0]
            } else {
                vec![-7.0, -1.0, 0.0, 3.0]
            }
        };
        // The comparator on scalar arguments (lhs and rhs of every operand, interleaved).
        let compare = |inputs: &[f64]| -> Result<bool, String> {
            let mut env: HashMap<usize, Tensor> = HashMap::new();
            for ((&k, t), &v) in args.iter().zip(&arg_types).zip(inputs) {
                env.insert(k, Tensor::filled(TensorType::scalar(t.element), v));
            }
            for step in &steps {
                match step {
                    Step::Op(kind, ins, outs, types) => {
                        let operands: Vec<&Tensor> = ins
                            .iter()
                            .map(|k| {
                                env.get(k)
                                    .ok_or_else(|| unsupported("it reads a value from outside"))
                            })
                            .collect::<Result<_, _>>()?;
                        let results = shardc_ir::interp::eval_op(kind, &operands, types)
                            .map_err(|m| unsupported(&m))?;
                        for (k, t) in outs.iter().zip(results) {
                            env.insert(*k, t);
                        }
                    }
                    Step::Total(dir, [x, y], out) => {
                        let (x, y) = match (env.get(x), env.get(y)) {
                            (Some(x), Some(y)) => (x, y),
                            _ => return Err(unsupported("it reads a value from outside")),
                        };
                        let o = if x.ty.element.is_float() {
                            let (p, q) = (total_key(x.get_f64(0)), total_key(y.get_f64(0)));
                            p.partial_cmp(&q).unwrap_or(std::cmp::Ordering::Equal)
                        } else {
                            x.get_f64(0)
                                .partial_cmp(&y.get_f64(0))
                                .unwrap_or(std::cmp::Ordering::Equal)
                        };
                        use std::cmp::Ordering::*;
                        let r = match dir {
                            CompareDirection::Eq => o == Equal,
                            CompareDirection::Ne => o != Equal,
                            CompareDirection::Lt => o == Less,
                            CompareDirection::Le => o != Greater,
                            CompareDirection::Gt => o == Greater,
                            CompareDirection::Ge => o != Less,
                        };
                        env.insert(
                            *out,
                            Tensor::from_i64(
                                TensorType::scalar(ElementType::I1),
                                vec![i64::from(r)],
                            ),
                        );
                    }
                }
            }
            env.get(&returned[0])
                .map(|t| t.get_i64(0) != 0)
                .ok_or_else(|| unsupported("it returns a value it does not compute"))
        };
        let order = |t: &TensorType, a: f64, b: f64| {
            if t.element.is_float() {
                shardc_ir::interp::sort_key_cmp(a, b)
            } else {
                a.partial_cmp(&b).unwrap_or(std::cmp::Ordering::Equal)
            }
        };
        // Lexicographic orders of the first m operands (JAX's num_keys), each ascending or
        // descending, the rest ignored: the first hypothesis every probe agrees with.
        let _ = kt;
        for m in 1..=n.min(3) {
            let key_probes: Vec<Vec<f64>> = (0..m).map(|j| probes_of(&arg_types[2 * j])).collect();
            // Probe pairs: each key's (a, b) over its probes; the others (0, 1) and (1, 0).
            let mut cases: Vec<Vec<(f64, f64)>> = vec![Vec::new()];
            for p in &key_probes {
                let mut next = Vec::new();
                for case in &cases {
                    for &a in p {
                        for &b in p {
                            let mut c = case.clone();
                            c.push((a, b));
                            next.push(c);
                        }
                    }
                }
                cases = next;
            }
            let mut consistent = vec![true; 1 << m];
            for case in &cases {
                for other in [(0.0, 1.0), (1.0, 0.0)] {
                    let mut inputs = Vec::with_capacity(2 * n);
                    for i in 0..n {
                        let (a, b) = case.get(i).copied().unwrap_or(other);
                        inputs.push(a);
                        inputs.push(b);
                    }
                    let less = compare(&inputs)?;
                    for (dirs, ok) in consistent.iter_mut().enumerate() {
                        if !*ok {
                            continue;
                        }
                        let mut want = false;
                        for (j, &(a, b)) in case.iter().enumerate() {
                            let o = order(&arg_types[2 * j], a, b);
                            let o = if dirs >> j & 1 == 1 { o.reverse() } else { o };
                            if o != std::cmp::Ordering::Equal {
                                want = o == std::cmp::Ordering::Less;
                                break;
                            }
                        }
                        *ok &= want == less;
                    }
                }
            }
            if let Some(dirs) = consistent.iter().position(|&ok| ok) {
                return Ok((0..m).map(|j| dirs >> j & 1 == 1).collect());
            }
        }
        Err(unsupported(
            "on some keys it orders otherwise, or it reads other operands",
        ))
    }

    /// Whether a two-input reduce's body is JAX's argmax or argmin combiner: evaluated on
    /// probe pairs `(a, i), (b, j)` it must return JAX's pick every time.
    fn arg_reduce_kind(
        &mut self,
        op: OperationRef,
        xt: &TensorType,
        it: &TensorType,
    ) -> Result<ReduceKind, String> {
        let unsupported = |why: &str| {
            format!(
                "'stablehlo.reduce' of two inputs: its body is not an argmax or argmin ({why}); shardc reads JAX's jnp.argmax/argmin reductions"
            )
        };
        let block = op
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .ok_or_else(|| unsupported("no body"))?;
        if block.argument_count() != 4 || block.next_in_region().is_some() {
            return Err(unsupported("not one block of four arguments"));
        }
        let args: Vec<usize> = (0..4)
            .map(|i| block.argument(i).map(|a| key(&a)))
            .collect::<Result<_, _>>()
            .map_err(|_| unsupported("missing block arguments"))?;
        let mut body = Vec::new();
        let mut cur = block.first_operation();
        while let Some(o) = cur {
            body.push(o);
            cur = o.next_in_block();
        }
        // Translate the body once: each op's kind, operand keys, result keys and types.
        let mut steps = Vec::new();
        let mut returned = Vec::new();
        for &o in &body {
            let oname = op_name(o);
            let operand_keys: Vec<usize> = o.operands().map(|v| key(&v)).collect();
            if oname == "stablehlo.return" {
                returned = operand_keys;
                break;
            }
            let kind = self.translate(&oname, o).map_err(|m| unsupported(&m))?.kind;
            let mut types = Vec::new();
            let mut keys = Vec::new();
            for r in o.results() {
                keys.push(key(&r));
                types.push(self.tensor_type(r.r#type()).map_err(|m| unsupported(&m))?);
            }
            steps.push((kind, operand_keys, keys, types));
        }
        if returned.len() != 2 {
            return Err(unsupported("it does not return two values"));
        }
        let scalar = |t: &TensorType| TensorType::scalar(t.element);
        let probe_values: Vec<f64> = if xt.element.is_float() {
            vec![
                f64::NEG_INFINITY,
                -1.5,
                -0.0,
                0.0,
                2.5,
                f64::INFINITY,
                f64::NAN,
            ]
        } else {
            vec![-3.0, 0.0, 2.0, 7.0]
        };
        let mut matches = [true, true];
        for &a in &probe_values {
            for &b in &probe_values {
                for (i, j) in [(0i64, 1i64), (1, 0), (2, 2)] {
                    let inputs = [
                        Tensor::filled(scalar(xt), a),
                        Tensor::from_i64(scalar(it), vec![i]),
                        Tensor::filled(scalar(xt), b),
                        Tensor::from_i64(scalar(it), vec![j]),
                    ];
                    let mut env: HashMap<usize, Tensor> =
                        args.iter().copied().zip(inputs).collect();
                    for (kind, ins, outs, types) in &steps {
                        let operands: Vec<&Tensor> = ins
                            .iter()
                            .map(|k| {
                                env.get(k)
                                    .ok_or_else(|| unsupported("it reads a value from outside"))
                            })
                            .collect::<Result<_, _>>()?;
                        let results = shardc_ir::interp::eval_op(kind, &operands, types)
                            .map_err(|m| unsupported(&m))?;
                        for (k, t) in outs.iter().zip(results) {
                            env.insert(*k, t);
                        }
                    }
                    let (v, ix) = match (env.get(&returned[0]), env.get(&returned[1])) {
                        (Some(v), Some(ix)) => (v.get_f64(0), ix.get_i64(0)),
                        _ => return Err(unsupported("it returns a value it does not compute")),
                    };
                    for (m, max) in [(0, true), (1, false)] {
                        let strict = if max { a > b } else { a < b };
                        let keep = strict || a.is_nan();
                        let want_v = if keep { a } else { b };
                        let want_i = if keep || (a == b && i < j) { i } else { j };
                        let same_v =
                            want_v.to_bits() == v.to_bits() || (want_v.is_nan() && v.is_nan());
                        if !same_v || want_i != ix {
                            matches[m] = false;
                        }
                    }
                }
            }
        }
        match matches {
            [true, _] => Ok(ReduceKind::Max),
            [_, true] => Ok(ReduceKind::Min),
            _ => Err(unsupported(
                "on some inputs it picks another value or index",
            )),
        }
    }

    /// Imports an op that becomes several shardc ops (or none): `expand.rs`.
    fn expanded(
        &mut self,
        f: &mut Function,
        values: &mut HashMap<usize, Value>,
        op: OperationRef,
        mnemonic: &str,
        loc: Location,
    ) {
        let name = format!("stablehlo.{mnemonic}");
        let mut operands = Vec::with_capacity(op.operand_count());
        for v in op.operands() {
            match values.get(&key(&v)) {
                Some(&x) => operands.push(x),
                // The operand comes from an op that failed to import (already reported).
                None => return,
            }
        }
        let mut result_types = Vec::with_capacity(op.result_count());
        for (i, r) in op.results().enumerate() {
            match self.tensor_type(r.r#type()) {
                Ok(t) => result_types.push(t),
                Err(m) => {
                    self.error(loc, format!("'{name}': result {i}: {m}"));
                    return;
                }
            }
        }
        let mut props = match inherent_attributes(op, &name) {
            Ok(p) => p,
            Err(m) => {
                self.error(loc, m);
                return;
            }
        };
        let slice_sizes = match take(&mut props, "slice_sizes") {
            Some(Attribute::I64Array(v)) => Some(v),
            Some(other) => {
                self.error(
                    loc,
                    format!("'{name}': slice_sizes must be an array<i64>, found {other}"),
                );
                return;
            }
            None => None,
        };
        let rng_algorithm = match take(&mut props, "rng_algorithm") {
            Some(a) => match opaque(&a, "rng_algorithm", "a #stablehlo<rng_algorithm ...>")
                .and_then(|t| parse_enum(t, "rng_algorithm"))
            {
                // XLA makes DEFAULT Philox on CPUs and GPUs.
                Ok(w) if w == "DEFAULT" || w == "PHILOX" => Some(BitAlgorithm::Philox),
                Ok(w) if w == "THREE_FRY" => Some(BitAlgorithm::ThreeFry),
                Ok(w) => {
                    self.error(
                        loc,
                        format!("'{name}': unknown rng_algorithm {w} (expected DEFAULT, PHILOX or THREE_FRY)"),
                    );
                    return;
                }
                Err(m) => {
                    self.error(loc, format!("'{name}': {m}"));
                    return;
                }
            },
            None => None,
        };
        if !props.is_empty() {
            let names: Vec<String> = props.iter().map(|(k, v)| format!("'{k}' ({v})")).collect();
            self.error(
                loc,
                format!("unsupported attribute(s) {} on '{name}'", names.join(", ")),
            );
            return;
        }
        let mut sharding = None;
        for (k, a) in discardable_attributes(op) {
            if k == "sdy.sharding" {
                match parse_sharding_per_value(&a.to_string()) {
                    Ok(list) => sharding = Some(list),
                    Err(m) => {
                        self.error(loc, format!("'{name}': {m}"));
                        return;
                    }
                }
            }
        }
        let attrs = expand::ExpandAttrs {
            slice_sizes,
            rng_algorithm,
        };
        match expand::expand(f, mnemonic, &operands, &result_types, attrs, loc.clone()) {
            Ok(results) => {
                for (i, (r, &v)) in op.results().zip(&results).enumerate() {
                    if let Some(s) = sharding.as_ref().and_then(|l| l.get(i)) {
                        f.values[v].sharding = Some(s.clone());
                    }
                    values.insert(key(&r), v);
                }
            }
            Err(m) => self.error(loc, m),
        }
    }

    /// The shardc op for an MLIR op, from its name, inherent attributes and regions.
    fn translate(&mut self, name: &str, op: OperationRef) -> Result<Translated, String> {
        let supported = match (name.strip_prefix("stablehlo."), name.strip_prefix("chlo.")) {
            (Some(m), _) => SUPPORTED_STABLEHLO_OPS.contains(&m),
            (_, Some(m)) => SUPPORTED_CHLO_OPS.contains(&m),
            _ => SUPPORTED_OTHER_OPS.contains(&name) && name != "func.func" && name != "sdy.mesh",
        };
        if name == "stablehlo.custom_call" {
            // Name the target: it says what the program needed (a GPU kernel, a GSPMD
            // sharding annotation, a shard_map boundary).
            let target = inherent_attributes(op, name)
                .ok()
                .and_then(|mut p| take(&mut p, "call_target_name"))
                .map_or("?".to_string(), |a| match a {
                    Attribute::String(s) => s,
                    other => other.to_string(),
                });
            if target == "Sharding" {
                return self.gspmd_constraint(op);
            }
            let hint = match target.as_str() {
                t if t.starts_with("cu_")
                    || t.starts_with("cusolver")
                    || t.starts_with("cublas") =>
                {
                    " (a CUDA library call: export for the CPU or without it)"
                }
                _ => "",
            };
            return Err(format!(
                "unsupported custom_call target '{target}'{hint}: shardc imports no custom calls"
            ));
        }
        if !supported {
            return Err(unsupported_op_message(name));
        }
        if name == "arith.constant"
            && (op.result_count() != 1
                || self
                    .tensor_type(op.result(0).map_err(|e| e.to_string())?.r#type())
                    .is_err())
        {
            return Err("'arith.constant' of a non-tensor type (an index or a scalar): shardc takes tensor constants only".into());
        }
        let mut props = inherent_attributes(op, name)?;
        let translated = match name {
            "func.return" => OpKind::Return.into(),
            // torch-mlir's constants: a tensor `value`, as stablehlo.constant's.
            "arith.constant" => self.stablehlo("constant", op, &mut props)?.into(),
            // x² as x·x: exactly what JAX computes.
            "chlo.square" => OpKind::Binary(BinaryOp::Multiply).into(),
            "chlo.erf" => OpKind::Unary(UnaryOp::Erf).into(),
            "chlo.erfc" => OpKind::Unary(UnaryOp::Erfc).into(),
            c if c.starts_with("chlo.")
                && UnaryOp::ALL
                    .iter()
                    .any(|u| u.mnemonic() == &c["chlo.".len()..]) =>
            {
                let m = &c["chlo.".len()..];
                let u = UnaryOp::ALL
                    .into_iter()
                    .find(|u| u.mnemonic() == m)
                    .expect("checked above");
                OpKind::Unary(u).into()
            }
            "func.call" => {
                let callee = match take(&mut props, "callee") {
                    Some(Attribute::Symbol(s)) => s,
                    _ => return Err("'func.call' needs a callee symbol".into()),
                };
                OpKind::Call { callee }.into()
            }
            "sdy.sharding_constraint" | "sdy.reshard" => {
                let attr = take(&mut props, "sharding")
                    .ok_or_else(|| format!("'{name}' needs a sharding attribute"))?;
                let text = opaque(&attr, "sharding", "a #sdy.sharding")?;
                let sharding = parse_sharding(text).map_err(|m| format!("'{name}': {m}"))?;
                if op.result_count() != 1 || op.operand_count() != 1 {
                    return Err(format!("'{name}' must have one operand and one result"));
                }
                Translated {
                    kind: OpKind::Constraint,
                    shardings: vec![Some(sharding)],
                }
            }
            _ => match name.strip_prefix("stablehlo.") {
                Some(m) if SUPPORTED_STABLEHLO_OPS.contains(&m) => {
                    self.stablehlo(m, op, &mut props)?.into()
                }
                _ => return Err(unsupported_op_message(name)),
            },
        };
        if !props.is_empty() {
            let names: Vec<String> = props.iter().map(|(k, v)| format!("'{k}' ({v})")).collect();
            return Err(format!(
                "unsupported attribute{} {} on '{name}'",
                if names.len() > 1 { "s" } else { "" },
                names.join(", ")
            ));
        }
        Ok(translated)
    }

    /// `custom_call @Sharding(%x) {mhlo.sharding = "…"}`: GSPMD's sharding constraint, a
    /// `dist.constraint` (its sharding is read with the op's other `mhlo.sharding`s).
    fn gspmd_constraint(&mut self, op: OperationRef) -> Result<Translated, String> {
        let name = "stablehlo.custom_call @Sharding";
        let mut props = inherent_attributes(op, "stablehlo.custom_call")?;
        take(&mut props, "call_target_name");
        for (k, v) in props {
            let default = match (k.as_str(), &v) {
                ("api_version", Attribute::Int(..)) | ("backend_config", Attribute::String(_)) => {
                    true
                }
                ("has_side_effect", Attribute::Bool(b)) => !b,
                ("called_computations", Attribute::Array(a)) => a.is_empty(),
                _ => false,
            };
            if !default {
                return Err(format!("unsupported attribute '{k}' ({v}) on '{name}'"));
            }
        }
        if op.operand_count() != 1 || op.result_count() != 1 {
            return Err(format!("'{name}' must have one operand and one result"));
        }
        if !discardable_attributes(op)
            .iter()
            .any(|(k, _)| k == "mhlo.sharding")
        {
            return Err(format!("'{name}' without an mhlo.sharding"));
        }
        Ok(Translated {
            kind: OpKind::Constraint,
            shardings: vec![None],
        })
    }

    /// A `dot_general`'s `algorithm` (`jax.nn.dot_product_attention` and dot presets emit it):
    /// accepted when the operands are given in the precision it names, it accumulates in
    /// f32 or f64 — shardc accumulates at least as precisely (f64 in the interpreter) and rounds
    /// to the result type, which carries the accumulation type — and it asks for no
    /// imprecise accumulation or multi-pass emulation.
    fn check_dot_algorithm(&mut self, text: &str, op: OperationRef) -> Result<(), String> {
        let fields = syntax::parse_dot_algorithm(text)?;
        let get = |k: &str| {
            fields
                .iter()
                .find(|(key, _)| key == k)
                .map(|(_, v)| v.as_str())
        };
        for (i, side) in ["lhs_precision_type", "rhs_precision_type"]
            .iter()
            .enumerate()
        {
            let operand = op
                .operand(i)
                .map_err(|_| "dot_general needs two operands".to_string())?;
            let element = self.tensor_type(operand.r#type())?.element;
            if get(side) != Some(&element.to_string()) {
                return Err(format!(
                    "unsupported algorithm {text}: {side} must be the operand's element type {element}"
                ));
            }
        }
        let ok = matches!(get("accumulation_type"), Some("f32" | "f64"))
            && get("lhs_component_count").is_none_or(|v| v == "1")
            && get("rhs_component_count").is_none_or(|v| v == "1")
            && get("num_primitive_operations").is_none_or(|v| v == "1")
            && get("allow_imprecise_accumulation").is_none_or(|v| v == "false");
        if !ok {
            return Err(format!(
                "unsupported algorithm {text}: shardc takes one-pass products accumulated in f32 or f64"
            ));
        }
        Ok(())
    }

    /// `stablehlo.{mnemonic}` → `hlo.{mnemonic}`. Consumes the attributes it reads.
    fn stablehlo(
        &mut self,
        mnemonic: &str,
        op: OperationRef,
        props: &mut Vec<(String, Attribute)>,
    ) -> Result<OpKind, String> {
        let name = format!("stablehlo.{mnemonic}");
        // Transcendental ops may carry a requested accuracy: only the default is supported.
        if let Some(a) = take(props, "result_accuracy") {
            let text = opaque(&a, "result_accuracy", "a #stablehlo.result_accuracy")?;
            if !syntax::result_accuracy_is_default(text) {
                return Err(format!(
                    "'{name}': unsupported result_accuracy {text} (only the default accuracy is supported)"
                ));
            }
        }
        let kind = match mnemonic {
            "compare" => {
                let attr = take(props, "comparison_direction")
                    .ok_or_else(|| format!("'{name}' needs comparison_direction"))?;
                let text = opaque(
                    &attr,
                    "comparison_direction",
                    "a #stablehlo<comparison_direction ...>",
                )?;
                let word = parse_enum(text, "comparison_direction")?;
                let direction = CompareDirection::ALL
                    .into_iter()
                    .find(|d| d.keyword() == word)
                    .ok_or_else(|| format!("'{name}': unknown comparison_direction {word} (expected EQ, NE, LT, LE, GT or GE)"))?;
                if let Some(ct) = take(props, "compare_type") {
                    let text = opaque(&ct, "compare_type", "a #stablehlo<comparison_type ...>")?;
                    let ct = parse_enum(text, "comparison_type")?;
                    let element = match op.operand(0) {
                        Ok(v) => self.tensor_type(v.r#type())?.element,
                        Err(_) => return Err(format!("'{name}' needs two operands")),
                    };
                    check_compare_type(&ct, element, direction)
                        .map_err(|m| format!("'{name}': {m}"))?;
                }
                OpKind::Compare(direction)
            }
            "convolution" => {
                let attr = take(props, "dimension_numbers")
                    .ok_or_else(|| format!("'{name}' needs dimension_numbers"))?;
                let text = opaque(&attr, "dimension_numbers", "a #stablehlo.conv<...>")?;
                let mut c = conv_dimension_numbers(text).map_err(|m| format!("'{name}': {m}"))?;
                let s = c.input_spatial.len();
                let mut list = |key: &str| -> Result<Vec<i64>, String> {
                    match take(props, key) {
                        Some(a) => i64s(a, key),
                        None => Ok(vec![1; s]),
                    }
                };
                c.window_strides = list("window_strides")?;
                c.lhs_dilation = list("lhs_dilation")?;
                c.rhs_dilation = list("rhs_dilation")?;
                c.padding_low = vec![0; s];
                c.padding_high = vec![0; s];
                if let Some(p) = take(props, "padding") {
                    let Attribute::Elements(e) = &p else {
                        return Err(format!(
                            "'{name}': padding must be dense<...> : tensor<Nx2xi64>, found {p}"
                        ));
                    };
                    let shardc_ir::attr::ElementValues::Int(v) = &e.values else {
                        return Err(format!("'{name}': padding must be integers"));
                    };
                    let all: Vec<i64> = if e.splat {
                        vec![v[0]; 2 * s]
                    } else {
                        v.clone()
                    };
                    if all.len() != 2 * s {
                        return Err(format!("'{name}': padding must be {s}x2"));
                    }
                    for d in 0..s {
                        c.padding_low[d] = all[2 * d];
                        c.padding_high[d] = all[2 * d + 1];
                    }
                }
                if let Some(r) = take(props, "window_reversal")
                    && r.to_string().contains("true")
                {
                    return Err(format!("'{name}': window_reversal is not supported"));
                }
                let int = |a: Option<Attribute>, key: &str| -> Result<i64, String> {
                    match a {
                        None => Ok(1),
                        Some(Attribute::Int(v, _)) => Ok(v),
                        Some(other) => {
                            Err(format!("'{name}': {key} must be an integer, found {other}"))
                        }
                    }
                };
                c.feature_group_count =
                    int(take(props, "feature_group_count"), "feature_group_count")?;
                let batch_groups = int(take(props, "batch_group_count"), "batch_group_count")?;
                if batch_groups != 1 {
                    return Err(format!(
                        "'{name}': batch_group_count {batch_groups} is not supported (only 1)"
                    ));
                }
                // Precision hints do not change what is computed (see §4).
                take(props, "precision_config");
                OpKind::Convolution(c)
            }
            "dot_general" => {
                let attr = take(props, "dot_dimension_numbers")
                    .ok_or_else(|| format!("'{name}' needs dot_dimension_numbers"))?;
                let text = opaque(&attr, "dot_dimension_numbers", "a #stablehlo.dot<...>")?;
                let mut d = DotDims::default();
                struct_fields(
                    text,
                    "dot",
                    &mut [
                        ("lhs_batching_dimensions", &mut d.lhs_batch),
                        ("rhs_batching_dimensions", &mut d.rhs_batch),
                        ("lhs_contracting_dimensions", &mut d.lhs_contracting),
                        ("rhs_contracting_dimensions", &mut d.rhs_contracting),
                    ],
                    &mut [],
                )
                .map_err(|m| format!("'{name}': {m}"))?;
                // Precision hints for XLA's backends: shardc's kernels compute f32 in f32
                // (and the interpreter in f64), so the hint is dropped (see docs/import.md).
                take(props, "precision_config");
                if let Some(a) = take(props, "algorithm") {
                    let text = opaque(&a, "algorithm", "a #stablehlo.dot_algorithm")?;
                    self.check_dot_algorithm(text, op)
                        .map_err(|m| format!("'{name}': {m}"))?;
                }
                OpKind::DotGeneral(d)
            }
            "gather" => {
                let attr = take(props, "dimension_numbers")
                    .ok_or_else(|| format!("'{name}' needs dimension_numbers"))?;
                let text = opaque(&attr, "dimension_numbers", "a #stablehlo.gather<...>")?;
                let mut g = GatherDims::default();
                struct_fields(
                    text,
                    "gather",
                    &mut [
                        ("offset_dims", &mut g.offset_dims),
                        ("collapsed_slice_dims", &mut g.collapsed_slice_dims),
                        ("operand_batching_dims", &mut g.operand_batching_dims),
                        (
                            "start_indices_batching_dims",
                            &mut g.start_indices_batching_dims,
                        ),
                        ("start_index_map", &mut g.start_index_map),
                    ],
                    &mut [("index_vector_dim", &mut g.index_vector_dim)],
                )
                .map_err(|m| format!("'{name}': {m}"))?;
                g.slice_sizes = i64s(
                    take(props, "slice_sizes")
                        .ok_or_else(|| format!("'{name}' needs slice_sizes"))?,
                    "slice_sizes",
                )?;
                // A promise about the indices that only allows faster code: dropped.
                take(props, "indices_are_sorted");
                OpKind::Gather(g)
            }
            "scatter" => {
                if op.operand_count() != 3 || op.result_count() != 1 {
                    return Err(format!(
                        "'{name}' with {} operands: only scatter of one input (input, indices, updates) is supported",
                        op.operand_count()
                    ));
                }
                let attr = take(props, "scatter_dimension_numbers")
                    .ok_or_else(|| format!("'{name}' needs scatter_dimension_numbers"))?;
                let text = opaque(
                    &attr,
                    "scatter_dimension_numbers",
                    "a #stablehlo.scatter<...>",
                )?;
                let mut s = ScatterDims::default();
                struct_fields(
                    text,
                    "scatter",
                    &mut [
                        ("update_window_dims", &mut s.update_window_dims),
                        ("inserted_window_dims", &mut s.inserted_window_dims),
                        ("input_batching_dims", &mut s.input_batching_dims),
                        (
                            "scatter_indices_batching_dims",
                            &mut s.scatter_indices_batching_dims,
                        ),
                        (
                            "scatter_dims_to_operand_dims",
                            &mut s.scatter_dims_to_operand_dims,
                        ),
                    ],
                    &mut [("index_vector_dim", &mut s.index_vector_dim)],
                )
                .map_err(|m| format!("'{name}': {m}"))?;
                take(props, "indices_are_sorted");
                take(props, "unique_indices");
                let kind = match self.combiner(op, &name)? {
                    Combiner::Reduce(k) => ScatterKind::Reduce(k),
                    Combiner::ReturnsUpdate => ScatterKind::Replace,
                };
                OpKind::Scatter { dims: s, kind }
            }
            "reduce" => {
                if op.operand_count() != 2 || op.result_count() != 1 {
                    return Err(format!(
                        "'{name}' with {} operands: only reduce of one input with one init value is supported (variadic reduce, e.g. argmax, is not)",
                        op.operand_count()
                    ));
                }
                let dimensions = i64s(
                    take(props, "dimensions")
                        .ok_or_else(|| format!("'{name}' needs dimensions"))?,
                    "dimensions",
                )?;
                let kind = match self.combiner(op, &name)? {
                    Combiner::Reduce(k) => k,
                    Combiner::ReturnsUpdate => {
                        return Err(format!(
                            "'{name}': unsupported reduce body (it returns a block argument); {REDUCE_BODIES}"
                        ));
                    }
                };
                OpKind::Reduce { dimensions, kind }
            }
            "select_and_scatter" => {
                let rank = match op.operand(0) {
                    Ok(v) => self.tensor_type(v.r#type())?.rank(),
                    Err(_) => return Err(format!("'{name}' needs an operand")),
                };
                let mut list = |key: &str| -> Result<Vec<i64>, String> {
                    match take(props, key) {
                        Some(a) => i64s(a, key),
                        None => Ok(vec![1; rank]),
                    }
                };
                let window_dimensions = list("window_dimensions")?;
                let window_strides = list("window_strides")?;
                let (mut padding_low, mut padding_high) = (vec![0; rank], vec![0; rank]);
                if let Some(p) = take(props, "padding") {
                    let Attribute::Elements(e) = &p else {
                        return Err(format!(
                            "'{name}': padding must be dense<...> : tensor<Nx2xi64>, found {p}"
                        ));
                    };
                    let shardc_ir::attr::ElementValues::Int(v) = &e.values else {
                        return Err(format!("'{name}': padding must be integers"));
                    };
                    let all: Vec<i64> = if e.splat {
                        vec![v[0]; 2 * rank]
                    } else {
                        v.clone()
                    };
                    if all.len() != 2 * rank {
                        return Err(format!("'{name}': padding must be {rank}x2"));
                    }
                    for d in 0..rank {
                        padding_low[d] = all[2 * d];
                        padding_high[d] = all[2 * d + 1];
                    }
                }
                let (select, kind) = self.select_and_scatter_bodies(op, &name)?;
                OpKind::SelectAndScatter {
                    window_dimensions,
                    window_strides,
                    padding_low,
                    padding_high,
                    select,
                    kind,
                }
            }
            "reduce_window" => {
                if op.operand_count() != 2 || op.result_count() != 1 {
                    return Err(format!(
                        "'{name}' with {} operands: only a window reduce of one input with one init value is supported",
                        op.operand_count()
                    ));
                }
                let rank = match op.operand(0) {
                    Ok(v) => self.tensor_type(v.r#type())?.rank(),
                    Err(_) => return Err(format!("'{name}' needs an operand")),
                };
                let mut list = |key: &str, default: i64| -> Result<Vec<i64>, String> {
                    match take(props, key) {
                        Some(a) => i64s(a, key),
                        None => Ok(vec![default; rank]),
                    }
                };
                let window_dimensions = list("window_dimensions", 1)?;
                let window_strides = list("window_strides", 1)?;
                let window_dilations = list("window_dilations", 1)?;
                let base_dilations = list("base_dilations", 1)?;
                if base_dilations.iter().any(|&b| b != 1) {
                    return Err(format!(
                        "'{name}': base_dilations {base_dilations:?} are not supported (only 1s)"
                    ));
                }
                let (mut padding_low, mut padding_high) = (vec![0; rank], vec![0; rank]);
                if let Some(p) = take(props, "padding") {
                    let Attribute::Elements(e) = &p else {
                        return Err(format!(
                            "'{name}': padding must be dense<...> : tensor<Nx2xi64>, found {p}"
                        ));
                    };
                    let shardc_ir::attr::ElementValues::Int(v) = &e.values else {
                        return Err(format!("'{name}': padding must be integers"));
                    };
                    let all: Vec<i64> = if e.splat {
                        vec![v[0]; 2 * rank]
                    } else {
                        v.clone()
                    };
                    if all.len() != 2 * rank {
                        return Err(format!("'{name}': padding must be {rank}x2"));
                    }
                    for d in 0..rank {
                        padding_low[d] = all[2 * d];
                        padding_high[d] = all[2 * d + 1];
                    }
                }
                let kind = match self.combiner(op, &name)? {
                    Combiner::Reduce(k) => k,
                    Combiner::ReturnsUpdate => {
                        return Err(format!(
                            "'{name}': unsupported body (it returns a block argument); {REDUCE_BODIES}"
                        ));
                    }
                };
                OpKind::ReduceWindow {
                    window_dimensions,
                    window_strides,
                    window_dilations,
                    padding_low,
                    padding_high,
                    kind,
                }
            }
            m if SAME_PROPERTIES.contains(&m)
                || UnaryOp::ALL.iter().any(|u| u.mnemonic() == m)
                || BinaryOp::ALL.iter().any(|b| b.mnemonic() == m) =>
            {
                let mut p = Properties::new(std::mem::take(props));
                let kind = OpKind::from_properties(&format!("hlo.{m}"), &mut p)
                    .map_err(|e| format!("'{name}': {e}"))?;
                *props = p.into_rest();
                kind
            }
            _ => return Err(unsupported_op_message(&name)),
        };
        if op.region_count() > 0
            && !matches!(
                mnemonic,
                "reduce" | "scatter" | "reduce_window" | "select_and_scatter"
            )
        {
            return Err(format!("'{name}' must not have regions"));
        }
        Ok(kind)
    }

    /// The two bodies of a `select_and_scatter`: the select region must be one compare of
    /// its two arguments in order (`GE` in JAX's max-pooling gradient), the scatter region
    /// one combining op (`add`).
    fn select_and_scatter_bodies(
        &mut self,
        op: OperationRef,
        name: &str,
    ) -> Result<(CompareDirection, ReduceKind), String> {
        let bad = |detail: &str| {
            format!(
                "'{name}': unsupported bodies ({detail}); supported: a select region that is one stablehlo.compare of its two arguments, and a scatter region that is one add, maximum, minimum or multiply of its two arguments"
            )
        };
        if op.region_count() != 2 {
            return Err(bad(&format!("{} regions", op.region_count())));
        }
        let region = |i: usize| -> Result<(Vec<usize>, Vec<OperationRef>), String> {
            let block = op
                .region(i)
                .ok()
                .and_then(|r| r.first_block())
                .ok_or_else(|| bad("an empty region"))?;
            if block.argument_count() != 2 || block.next_in_region().is_some() {
                return Err(bad("a region is not one block of two arguments"));
            }
            let args = (0..2)
                .map(|k| block.argument(k).map(|a| key(&a)))
                .collect::<Result<Vec<_>, _>>()
                .map_err(|_| bad("missing block arguments"))?;
            let mut body = Vec::new();
            let mut cur = block.first_operation();
            while let Some(o) = cur {
                body.push(o);
                cur = o.next_in_block();
            }
            Ok((args, body))
        };
        let single = |args: &[usize], body: &[OperationRef], want: &str| -> Result<(), String> {
            match body {
                [o, ret] if op_name(*ret) == "stablehlo.return" && ret.operand_count() == 1 => {
                    let ins: Vec<usize> = o.operands().map(|v| key(&v)).collect();
                    let returned = ret.operand(0).map(|v| key(&v)).ok();
                    let result = o.result(0).map(|v| key(&v)).ok();
                    if ins != args || returned != result {
                        return Err(bad(&format!(
                            "the {want} region does not apply one op to its arguments in order"
                        )));
                    }
                    Ok(())
                }
                _ => Err(bad(&format!(
                    "the {want} region is not one op and a return"
                ))),
            }
        };
        let (sel_args, sel_body) = region(0)?;
        single(&sel_args, &sel_body, "select")?;
        let cmp = sel_body[0];
        if op_name(cmp) != "stablehlo.compare" {
            return Err(bad("the select region is not a compare"));
        }
        let OpKind::Compare(select) = self.translate("stablehlo.compare", cmp)?.kind else {
            return Err(bad("the select region is not a compare"));
        };
        let (sc_args, sc_body) = region(1)?;
        single(&sc_args, &sc_body, "scatter")?;
        let comb = sc_body[0];
        let kind = match op_name(comb).as_str() {
            "stablehlo.add" => ReduceKind::Add,
            "stablehlo.maximum" => ReduceKind::Max,
            "stablehlo.minimum" => ReduceKind::Min,
            "stablehlo.multiply" => ReduceKind::Mul,
            other => return Err(bad(&format!("the scatter region is '{other}'"))),
        };
        Ok((select, kind))
    }

    /// The combiner of a `reduce` or `scatter` body: one binary op on the two block
    /// arguments then `stablehlo.return`, or (scatter) a return of the update.
    fn combiner(&mut self, op: OperationRef, name: &str) -> Result<Combiner, String> {
        let bad = |detail: String| {
            format!(
                "'{name}': unsupported {} body ({detail}); {REDUCE_BODIES}",
                name.trim_start_matches("stablehlo.")
            )
        };
        if op.region_count() != 1 {
            return Err(bad(format!("{} regions", op.region_count())));
        }
        let block = op
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .ok_or_else(|| bad("an empty region".into()))?;
        if block.next_in_region().is_some() {
            return Err(bad("more than one block".into()));
        }
        if block.argument_count() != 2 {
            return Err(bad(format!("{} block arguments", block.argument_count())));
        }
        let (a0, a1) = match (block.argument(0), block.argument(1)) {
            (Ok(a), Ok(b)) => (a, b),
            _ => return Err(bad("missing block arguments".into())),
        };
        let mut body = Vec::new();
        let mut cur = block.first_operation();
        while let Some(o) = cur {
            body.push(o);
            cur = o.next_in_block();
        }
        let mut constrained = None;
        // A sharding constraint on the combined value (Shardy writes one in a partially
        // manual body's all_reduce) changes nothing the combiner computes.
        if let [comb, constraint, ret] = body.as_slice()
            && op_name(*constraint) == "sdy.sharding_constraint"
            && constraint.operand(0).ok().map(|v| key(&v)) == comb.result(0).ok().map(|v| key(&v))
            && ret.operand(0).ok().map(|v| key(&v)) == constraint.result(0).ok().map(|v| key(&v))
        {
            // What the return hands back is what the combiner combined.
            constrained = constraint.result(0).ok().map(|v| key(&v));
            body = vec![*comb, *ret];
        }
        let names: Vec<String> = body.iter().map(|&o| op_name(o)).collect();
        let listing = names.join(", ");
        let is_return =
            |o: &OperationRef| op_name(*o) == "stablehlo.return" && o.operand_count() == 1;
        match body.as_slice() {
            [ret] if is_return(ret) => {
                let v = ret.operand(0).map_err(|e| e.to_string())?;
                if name == "stablehlo.scatter" && key(&v) == key(&a1) {
                    Ok(Combiner::ReturnsUpdate)
                } else {
                    Err(bad(format!(
                        "it returns {}",
                        if key(&v) == key(&a0) {
                            "the current value"
                        } else {
                            "a value"
                        }
                    )))
                }
            }
            [comb, ret] if is_return(ret) => {
                let comb_name = op_name(*comb);
                let r = ret.operand(0).map_err(|e| e.to_string())?;
                let operands: Vec<usize> = comb.operands().map(|v| key(&v)).collect();
                let on_args = operands == [key(&a0), key(&a1)] || operands == [key(&a1), key(&a0)];
                let returns_it = comb.result_count() == 1
                    && (comb.result(0).map(|x| key(&x)).ok() == Some(key(&r))
                        || constrained == Some(key(&r)));
                if !on_args
                    || !returns_it
                    || comb.attribute_count() != 0
                    || !inherent_attributes(*comb, &comb_name).is_ok_and(|a| a.is_empty())
                {
                    return Err(bad(format!(
                        "'{listing}' does not combine the two block arguments"
                    )));
                }
                let element = self.tensor_type(a0.r#type())?.element;
                let kind = match (comb_name.as_str(), element.is_bool()) {
                    ("stablehlo.add", _) => ReduceKind::Add,
                    ("stablehlo.maximum", _) => ReduceKind::Max,
                    ("stablehlo.minimum", _) => ReduceKind::Min,
                    ("stablehlo.multiply", _) => ReduceKind::Mul,
                    // On booleans (0 < 1), `and` is the minimum and `or` the maximum.
                    ("stablehlo.and", true) => ReduceKind::Min,
                    ("stablehlo.or", true) => ReduceKind::Max,
                    _ => return Err(bad(format!("'{listing}' on {element}"))),
                };
                Ok(Combiner::Reduce(kind))
            }
            _ => Err(bad(format!("'{listing}'"))),
        }
    }
}

/// What reduce and scatter bodies may be.
const REDUCE_BODIES: &str = "supported: one stablehlo.add, maximum, minimum or multiply (and, or on i1) of the two block arguments followed by stablehlo.return; for scatter also a stablehlo.return of the update";

/// `#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>`: which dimension is the batch
/// (`b`), feature (`f`), kernel input and output feature (`i`, `o`) and spatial dimension k
/// (`k`) of the input, kernel and output.
fn conv_dimension_numbers(text: &str) -> Result<shardc_ir::op::ConvDims, String> {
    let body = text
        .trim()
        .strip_prefix("#stablehlo.conv<")
        .and_then(|t| t.strip_suffix('>'))
        .ok_or_else(|| format!("expected #stablehlo.conv<...>, found {text}"))?;
    let (ins, out) = body
        .split_once("->")
        .ok_or_else(|| format!("expected '->' in {text}"))?;
    let (input, kernel) = ins
        .split_once("]x[")
        .map(|(a, b)| (format!("{a}]"), format!("[{b}")))
        .ok_or_else(|| format!("expected 'x' between the input and kernel layouts in {text}"))?;
    let parse = |list: &str, letters: [char; 2]| -> Result<(i64, i64, Vec<i64>), String> {
        let inner = list
            .trim()
            .strip_prefix('[')
            .and_then(|t| t.strip_suffix(']'))
            .ok_or_else(|| format!("expected [..] in {list}"))?;
        let (mut a, mut b) = (None, None);
        let mut spatial: Vec<(i64, i64)> = Vec::new();
        for (pos, tok) in inner.split(',').map(str::trim).enumerate() {
            let pos = pos as i64;
            match tok {
                t if t.len() == 1 && t.starts_with(letters[0]) => a = Some(pos),
                t if t.len() == 1 && t.starts_with(letters[1]) => b = Some(pos),
                t => {
                    let k: i64 = t
                        .parse()
                        .map_err(|_| format!("unexpected '{t}' in the layout {list}"))?;
                    spatial.push((k, pos));
                }
            }
        }
        spatial.sort_unstable();
        if spatial.iter().enumerate().any(|(i, &(k, _))| k != i as i64) {
            return Err(format!("the spatial dimensions of {list} must be 0, 1, …"));
        }
        match (a, b) {
            (Some(a), Some(b)) => Ok((a, b, spatial.into_iter().map(|(_, p)| p).collect())),
            _ => Err(format!(
                "the layout {list} needs '{}' and '{}'",
                letters[0], letters[1]
            )),
        }
    };
    let (input_batch, input_feature, input_spatial) = parse(&input, ['b', 'f'])?;
    let (kernel_input_feature, kernel_output_feature, kernel_spatial) = parse(&kernel, ['i', 'o'])?;
    let (output_batch, output_feature, output_spatial) = parse(out, ['b', 'f'])?;
    Ok(shardc_ir::op::ConvDims {
        input_batch,
        input_feature,
        input_spatial,
        kernel_input_feature,
        kernel_output_feature,
        kernel_spatial,
        output_batch,
        output_feature,
        output_spatial,
        ..Default::default()
    })
}

/// Checks a `compare_type` against what shardc's compare does: IEEE comparison of floats,
/// signed comparison of i32/i64, unsigned of ui32/ui64, and false < true for i1.
fn check_compare_type(
    ct: &str,
    element: ElementType,
    direction: CompareDirection,
) -> Result<(), String> {
    let ok = match ct {
        "NOTYPE" => true,
        "FLOAT" => element.is_float(),
        "SIGNED" => {
            (element.is_integer() && !element.is_bool() && !element.is_unsigned())
                || matches!(direction, CompareDirection::Eq | CompareDirection::Ne)
        }
        "UNSIGNED" => {
            element.is_bool()
                || element.is_unsigned()
                || matches!(direction, CompareDirection::Eq | CompareDirection::Ne)
        }
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        Err(format!(
            "unsupported compare_type {ct} on {element} (supported: FLOAT on floats, SIGNED on i32/i64, UNSIGNED on ui32/ui64 and i1)"
        ))
    }
}

/// What separates an unsupported-op message from the list of supported ops.
const SUPPORTED_LIST_INTRO: &str = ": shardc imports ";

/// Keeps the list of supported ops in the first unsupported-op error only; later ones refer
/// to it (a file with twenty unknown ops prints the list once).
fn list_supported_ops_once(errors: &mut [Diagnostic]) {
    let mut listed = false;
    for d in errors.iter_mut() {
        if !d.message.starts_with("unsupported op '") {
            continue;
        }
        if let Some((head, _)) = d.message.split_once(SUPPORTED_LIST_INTRO) {
            if listed {
                d.message = format!("{head} (not in the list of supported ops above)");
            }
            listed = true;
        }
    }
}

/// The message for an op the importer does not translate.
fn unsupported_op_message(name: &str) -> String {
    format!(
        "unsupported op '{name}'{SUPPORTED_LIST_INTRO}stablehlo.{{{}}}, chlo.{{{}}}, {}",
        supported_stablehlo_ops().join(", "),
        SUPPORTED_CHLO_OPS.join(", "),
        SUPPORTED_OTHER_OPS.join(", ")
    )
}

/// The axes in JAX's `stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, ...]}`.
fn stablehlo_mesh_axes(attr: &Attribute) -> Option<Vec<(String, i64)>> {
    let Attribute::Dict(entries) = attr else {
        return None;
    };
    let [(k, Attribute::Array(axes))] = entries.as_slice() else {
        return None;
    };
    if k != "axes" {
        return None;
    }
    axes.iter()
        .map(|a| {
            let Attribute::Dict(fields) = a else {
                return None;
            };
            let name = fields.iter().find_map(|(k, v)| match v {
                Attribute::String(s) if k == "name" => Some(s.clone()),
                _ => None,
            })?;
            let size = fields.iter().find_map(|(k, v)| match v {
                Attribute::Int(s, _) if k == "size" => Some(*s),
                _ => None,
            })?;
            Some((name, size))
        })
        .collect()
}
