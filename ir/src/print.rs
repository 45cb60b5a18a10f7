//! The printer: the pretty (custom) form and MLIR's generic form.
//!
//! Values are renumbered on every print (`%arg0…` for arguments, `%0…` for op results, `%N:k`
//! for ops with several results), so printing, parsing and printing again gives the same
//! text. The generic form is what MLIR prints with `--mlir-print-op-generic`; MLIR 22's
//! `mlir-opt --allow-unregistered-dialect` reads it.

use std::fmt::Write;

use cranelift_entity::SecondaryMap;

use crate::attr::{Attribute, format_attr_name, write_dict, write_function_type};
use crate::module::{Function, Module, OpId, ParamAttrs, Value, Visibility};
use crate::op::OpKind;
use crate::sharding::{Sharding, quote};
use crate::types::TensorType;

/// Which text form to print.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// The readable custom form (the default of the tools and the lit tests).
    Pretty,
    /// MLIR's generic form: `"dialect.op"(%a) {attrs} : (types) -> types`.
    Generic,
}

/// Properties that the parser treats as empty when absent; the printer omits them when empty.
pub const OPTIONAL_EMPTY_PROPERTIES: &[&str] = &[
    "lhs_batching_dimensions",
    "rhs_batching_dimensions",
    "lhs_contracting_dimensions",
    "rhs_contracting_dimensions",
    "offset_dims",
    "collapsed_slice_dims",
    "operand_batching_dims",
    "start_indices_batching_dims",
    "update_window_dims",
    "inserted_window_dims",
    "input_batching_dims",
    "scatter_indices_batching_dims",
];

/// The attribute name under which a value's sharding is printed.
pub const SHARDING_ATTR: &str = "dist.sharding";

/// Prints a whole module.
pub fn print_module(module: &Module, form: Form) -> String {
    print_module_with(module, form, false)
}

/// Prints a whole module; with `debug_info`, every op, argument and function known to come
/// from a source position carries it as `loc("file":line:col)` (MLIR's
/// `--mlir-print-debuginfo`), which the parser reads back, so locations survive round trips.
pub fn print_module_with(module: &Module, form: Form, debug_info: bool) -> String {
    let mut out = String::new();
    match form {
        Form::Pretty => {
            out.push_str("module");
            if let Some(name) = &module.name {
                let _ = write!(out, " @{}", symbol(name));
            }
            if !module.attrs.is_empty() {
                out.push_str(" attributes ");
                let _ = write_dict(&mut out, &module.attrs);
            }
            out.push_str(" {\n");
            for m in &module.meshes {
                let _ = writeln!(out, "  dist.mesh @{} = {}", symbol(&m.name), m.mesh);
            }
            for f in &module.functions {
                print_function_into(&mut out, f, form, debug_info);
            }
            out.push_str("}\n");
        }
        Form::Generic => {
            out.push_str("\"builtin.module\"() ");
            if let Some(name) = &module.name {
                let _ = write!(out, "<{{sym_name = {}}}> ", quote(name));
            }
            out.push_str("({\n");
            for m in &module.meshes {
                let _ = writeln!(
                    out,
                    "  \"dist.mesh\"() {{mesh = #dist.mesh{}, sym_name = {}}} : () -> ()",
                    m.mesh,
                    quote(&m.name)
                );
            }
            for f in &module.functions {
                print_function_into(&mut out, f, form, debug_info);
            }
            out.push_str("})");
            if !module.attrs.is_empty() {
                out.push(' ');
                let _ = write_dict(&mut out, &module.attrs);
            }
            out.push_str(" : () -> ()\n");
        }
    }
    out
}

/// Prints one function (indented as inside a module).
pub fn print_function(f: &Function, form: Form) -> String {
    let mut out = String::new();
    print_function_into(&mut out, f, form, false);
    out
}

/// A symbol name as printed after `@`: bare when it is an identifier in MLIR's sense
/// (`[a-zA-Z_][a-zA-Z0-9_$.]*`), quoted otherwise.
pub fn symbol(name: &str) -> String {
    let bare = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$'));
    if bare { name.to_string() } else { quote(name) }
}

/// The printed names of every value of `f`.
pub fn value_names(f: &Function) -> SecondaryMap<Value, String> {
    let mut names = SecondaryMap::new();
    for (i, &a) in f.args.iter().enumerate() {
        names[a] = format!("%arg{i}");
    }
    let mut next = 0;
    for &op in &f.body {
        let results = &f.ops[op].results;
        match results.len() {
            0 => {}
            1 => {
                names[results[0]] = format!("%{next}");
                next += 1;
            }
            _ => {
                for (k, &r) in results.iter().enumerate() {
                    names[r] = format!("%{next}#{k}");
                }
                next += 1;
            }
        }
    }
    names
}

fn param_dict(sharding: Option<&Sharding>, attrs: &ParamAttrs) -> Vec<(String, Attribute)> {
    let mut entries = attrs.attrs.clone();
    if let Some(s) = sharding {
        entries.push((SHARDING_ATTR.to_string(), Attribute::Sharding(s.clone())));
    }
    entries
}

/// ` loc("file":line:col)`, or ` loc(unknown)` (so that a round trip keeps it unknown).
fn loc_suffix(loc: &crate::Location) -> String {
    match loc {
        crate::Location::File { file, line, col } => {
            format!(" loc({}:{line}:{col})", quote(file))
        }
        crate::Location::Unknown => " loc(unknown)".to_string(),
    }
}

fn print_function_into(out: &mut String, f: &Function, form: Form, debug_info: bool) {
    let arg_loc = |i: usize| {
        if debug_info {
            f.arg_attrs
                .get(i)
                .map_or(String::new(), |a| loc_suffix(&a.loc))
        } else {
            String::new()
        }
    };
    let names = value_names(f);
    let arg_dicts: Vec<_> = f
        .args
        .iter()
        .zip(&f.arg_attrs)
        .map(|(&a, attrs)| param_dict(f.values[a].sharding.as_ref(), attrs))
        .collect();
    let res_dicts: Vec<_> = f
        .result_shardings
        .iter()
        .zip(&f.result_attrs)
        .map(|(s, attrs)| param_dict(s.as_ref(), attrs))
        .collect();
    match form {
        Form::Pretty => {
            out.push_str("  func.func ");
            if f.visibility == Visibility::Private {
                out.push_str("private ");
            }
            let _ = write!(out, "@{}(", symbol(&f.name));
            for (i, &a) in f.args.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                let _ = write!(out, "{}: {}", names[a], f.values[a].ty);
                if !arg_dicts[i].is_empty() {
                    out.push(' ');
                    let _ = write_dict(out, &arg_dicts[i]);
                }
                out.push_str(&arg_loc(i));
            }
            out.push_str(") -> ");
            let simple = f.result_types.len() == 1 && res_dicts[0].is_empty();
            if simple {
                let _ = write!(out, "{}", f.result_types[0]);
            } else {
                out.push('(');
                for (i, t) in f.result_types.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    let _ = write!(out, "{t}");
                    if !res_dicts[i].is_empty() {
                        out.push(' ');
                        let _ = write_dict(out, &res_dicts[i]);
                    }
                }
                out.push(')');
            }
            out.push_str(" {\n");
        }
        Form::Generic => {
            out.push_str("  \"func.func\"() <{");
            let mut props: Vec<(String, Attribute)> = Vec::new();
            let dicts_attr = |dicts: &[Vec<(String, Attribute)>]| {
                Attribute::Array(dicts.iter().map(|d| Attribute::Dict(d.clone())).collect())
            };
            if arg_dicts.iter().any(|d| !d.is_empty()) {
                props.push(("arg_attrs".into(), dicts_attr(&arg_dicts)));
            }
            props.push((
                "function_type".into(),
                Attribute::FunctionType(f.arg_types(), f.result_types.clone()),
            ));
            if res_dicts.iter().any(|d| !d.is_empty()) {
                props.push(("res_attrs".into(), dicts_attr(&res_dicts)));
            }
            props.push(("sym_name".into(), Attribute::String(f.name.clone())));
            if f.visibility == Visibility::Private {
                props.push(("sym_visibility".into(), Attribute::String("private".into())));
            }
            let mut dict = String::new();
            let _ = write_dict(&mut dict, &props);
            out.push_str(&dict[1..dict.len() - 1]);
            out.push_str("}> ({\n");
            if !f.args.is_empty() {
                out.push_str("  ^bb0(");
                for (i, &a) in f.args.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    let _ = write!(out, "{}: {}", names[a], f.values[a].ty);
                    out.push_str(&arg_loc(i));
                }
                out.push_str("):\n");
            }
        }
    }
    for &op in &f.body {
        out.push_str("    ");
        print_op_into(out, f, op, &names, form);
        if debug_info {
            out.push_str(&loc_suffix(&f.ops[op].loc));
        }
        out.push('\n');
    }
    let func_loc = if debug_info {
        loc_suffix(&f.loc)
    } else {
        String::new()
    };
    match form {
        Form::Pretty => {
            let _ = writeln!(out, "  }}{func_loc}");
        }
        Form::Generic => {
            let _ = writeln!(out, "  }}) : () -> (){func_loc}");
        }
    }
}

/// The attributes printed in an op's attribute dictionary: inherent properties (minus empty
/// optional ones), discardable attributes, then result shardings.
fn op_attr_entries(f: &Function, op: OpId, skip: &[&str]) -> Vec<(String, Attribute)> {
    let data = &f.ops[op];
    let mut entries: Vec<(String, Attribute)> = data
        .kind
        .properties()
        .into_iter()
        .filter(|(k, v)| {
            let empty_optional =
                OPTIONAL_EMPTY_PROPERTIES.contains(k) && *v == Attribute::I64Array(Vec::new());
            !(skip.contains(k) || empty_optional)
        })
        .map(|(k, v)| (k.to_string(), v))
        .collect();
    entries.extend(data.attrs.iter().cloned());
    let shardings: Vec<Option<&Sharding>> = data
        .results
        .iter()
        .map(|&r| f.values[r].sharding.as_ref())
        .collect();
    if shardings.len() == 1 {
        if let Some(s) = shardings[0] {
            entries.push((SHARDING_ATTR.to_string(), Attribute::Sharding(s.clone())));
        }
    } else if shardings.iter().any(Option::is_some) {
        let items = shardings
            .iter()
            .map(|s| s.map_or(Attribute::Unit, |s| Attribute::Sharding(s.clone())))
            .collect();
        entries.push((SHARDING_ATTR.to_string(), Attribute::Array(items)));
    }
    entries
}

fn write_value_list(out: &mut String, values: &[Value], names: &SecondaryMap<Value, String>) {
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(&names[*v]);
    }
}

fn write_types(out: &mut String, types: &[&TensorType]) {
    for (i, t) in types.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "{t}");
    }
}

fn print_op_into(
    out: &mut String,
    f: &Function,
    op: OpId,
    names: &SecondaryMap<Value, String>,
    form: Form,
) {
    let data = &f.ops[op];
    let operand_types: Vec<&TensorType> = data.operands.iter().map(|&v| f.ty(v)).collect();
    let result_types: Vec<&TensorType> = data.results.iter().map(|&v| f.ty(v)).collect();
    match data.results.len() {
        0 => {}
        1 => {
            let _ = write!(out, "{} = ", names[data.results[0]]);
        }
        n => {
            let first = &names[data.results[0]];
            let base = first.split('#').next().unwrap_or(first);
            let _ = write!(out, "{base}:{n} = ");
        }
    }
    let name = data.kind.name();
    if form == Form::Generic {
        let _ = write!(out, "\"{name}\"(");
        write_value_list(out, &data.operands, names);
        out.push(')');
        let entries = op_attr_entries(f, op, &[]);
        if !entries.is_empty() {
            out.push(' ');
            let _ = write_dict(out, &entries);
        }
        out.push_str(" : ");
        let owned_in: Vec<TensorType> = operand_types.iter().map(|t| (*t).clone()).collect();
        let owned_out: Vec<TensorType> = result_types.iter().map(|t| (*t).clone()).collect();
        let _ = write_function_type(out, &owned_in, &owned_out);
        return;
    }
    // Pretty form.
    match &data.kind {
        OpKind::Return => {
            out.push_str("return");
            if !data.operands.is_empty() {
                out.push(' ');
                write_value_list(out, &data.operands, names);
                out.push_str(" : ");
                write_types(out, &operand_types);
            }
            return;
        }
        OpKind::Constant(e) => {
            let _ = write!(out, "{name} ");
            let entries = op_attr_entries(f, op, &["value"]);
            if !entries.is_empty() {
                let _ = write_dict(out, &entries);
                out.push(' ');
            }
            let _ = write!(out, "{e}");
            return;
        }
        OpKind::Call { callee } => {
            let _ = write!(out, "{name} @{}(", symbol(callee));
            write_value_list(out, &data.operands, names);
            out.push(')');
            let entries = op_attr_entries(f, op, &["callee"]);
            if !entries.is_empty() {
                out.push(' ');
                let _ = write_dict(out, &entries);
            }
            out.push_str(" : ");
            let owned_in: Vec<TensorType> = operand_types.iter().map(|t| (*t).clone()).collect();
            let owned_out: Vec<TensorType> = result_types.iter().map(|t| (*t).clone()).collect();
            let _ = write_function_type(out, &owned_in, &owned_out);
            return;
        }
        _ => {}
    }
    out.push_str(&name);
    if !data.operands.is_empty() {
        out.push(' ');
        write_value_list(out, &data.operands, names);
    }
    let entries = op_attr_entries(f, op, &[]);
    if !entries.is_empty() {
        out.push(' ');
        let _ = write_dict(out, &entries);
    }
    out.push_str(" : ");
    let uniform = result_types.len() == 1 && operand_types.iter().all(|t| *t == result_types[0]);
    if uniform {
        let _ = write!(out, "{}", result_types[0]);
    } else {
        let owned_in: Vec<TensorType> = operand_types.iter().map(|t| (*t).clone()).collect();
        let owned_out: Vec<TensorType> = result_types.iter().map(|t| (*t).clone()).collect();
        let _ = write_function_type(out, &owned_in, &owned_out);
    }
}

/// Prints an attribute name the way both forms do (for use by other printers).
pub fn attr_name(name: &str) -> String {
    format_attr_name(name)
}
