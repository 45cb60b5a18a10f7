//! Plan files (`--plan-file PLAN.json`): a program's argument shardings given by **name**, as
//! a PyTorch user writes them — keyed by the module's `named_parameters` — instead of written
//! into the program.
//!
//! ```json
//! {
//!   "mesh": "dp=2,tp=2",
//!   "parameters": {"0.weight": "colwise", "0.bias": "colwise", "3.weight": "rowwise",
//!                  "embed.weight": ["tp", null]},
//!   "inputs": {"x": ["dp", null], "labels": ["dp"]}
//! }
//! ```
//!
//! An argument's name is the key path JAX gives it (`w['0.weight']`, `buf['0.weight']`, `x`):
//! JAX writes it as the argument's location when lowered with debug information, and the
//! importer keeps it as `jax.arg_info`; a plan may also list the names itself
//! (`"arguments"`). A plan key matches an argument whose whole name it is, or whose dictionary
//! keys, joined by dots, it is (`w['0.weight']` and `buf['0.weight']` are both `0.weight`;
//! Flax's `params['Dense_0']['kernel']` is `Dense_0.kernel`). So optimizer state (momentum,
//! Adam's moments) is sharded like its parameter, as PyTorch's DTensor shards it, and results
//! named after a parameter (`jax.result_info`, the updated weights) are given the parameter's
//! sharding, so a step's outputs feed the next step without a reshard (a plan may list the
//! result names too, `"results"`, for an export that carries none, as torch-mlir's).
//!
//! A layout is a list with one entry per dimension (`null`, an axis, or a list of axes, major
//! to minor: JAX's `PartitionSpec`), or a style named after torchtitan's, for
//! `torch.nn.Linear`'s `[out, in]` weight and its bias over the tensor-parallel axis
//! (`"tp_axis"`, default `tp`): `colwise` (weight `[tp, null]`, bias `[tp]`), `rowwise`
//! (weight `[null, tp]`, bias replicated) and `replicate`. Other modules (an Embedding's
//! `[num, dim]`) take explicit lists. docs/import.md §"Plan files" is the reference.

use std::sync::Arc;

use serde_json::Value as Json;
use shardc_ir::{
    Attribute, Diagnostic, DimSharding, Function, Location, Mesh, MeshDecl, Module, Sharding,
};

use crate::compile::{mesh_flag_text, parse_mesh_flag};

pub use shardc_frontend::import::ARG_NAME_ATTRIBUTE;

/// The attribute JAX names results with.
pub const RESULT_NAME_ATTRIBUTE: &str = "jax.result_info";

/// How one named tensor is laid out.
#[derive(Clone, Debug, PartialEq)]
pub enum Layout {
    /// `torch.nn.Linear` column-parallel: a 2-D weight `[out, in]` split on `out`, a 1-D
    /// bias split.
    Colwise,
    /// `torch.nn.Linear` row-parallel: a 2-D weight split on `in`, a 1-D bias replicated.
    Rowwise,
    /// Whole on every device.
    Replicate,
    /// Per dimension, the axes it is split over (major to minor; empty: not split).
    Dims(Vec<Vec<String>>),
}

/// One plan entry: a name and its layout, with where it was written.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// The parameter or input name.
    pub key: String,
    /// Its layout.
    pub layout: Layout,
    /// Where the key is written in the plan file.
    pub loc: Location,
}

/// A parsed plan file.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    /// The mesh the layouts refer to (`"mesh": "dp=2,tp=2"`), if the plan gives one.
    pub mesh: Option<Mesh>,
    /// The axis the `colwise`/`rowwise` styles split over.
    pub tp_axis: String,
    /// Layouts of parameters (also given to optimizer state and to results named after them).
    pub parameters: Vec<Entry>,
    /// Layouts of the other inputs (a batch, labels).
    pub inputs: Vec<Entry>,
    /// The entry function's argument names, in order, when the plan lists them.
    pub arguments: Option<Vec<String>>,
    /// The entry function's result names, in order, when the plan lists them (a result named
    /// after a parameter takes its sharding).
    pub results: Option<Vec<String>>,
    /// Where the plan starts (for errors about the plan as a whole).
    pub loc: Location,
    /// Where its `"mesh"` is written (its start when it has none).
    pub mesh_loc: Location,
    /// Where its `"arguments"` is written (its start when it has none).
    pub arguments_loc: Location,
    /// Where its `"results"` is written (its start when it has none).
    pub results_loc: Location,
}

/// What [`apply_plan`] did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Applied {
    /// Arguments given a sharding.
    pub arguments: usize,
    /// Of those, arguments whose sharding from the program was replaced.
    pub replaced: usize,
    /// Results given a parameter's sharding.
    pub results: usize,
}

/// The keys a plan file may have at its top level.
const TOP_LEVEL_KEYS: [&str; 7] = [
    "mesh",
    "tp_axis",
    "parameters",
    "inputs",
    "arguments",
    "results",
    "description",
];

/// Reads and parses the plan file at `path`, registering its text in `sources` so errors
/// show the line.
pub fn read_plan(path: &str, sources: &mut shardc_ir::SourceMap) -> Result<Plan, Diagnostic> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        Diagnostic::error(
            Location::Unknown,
            format!("cannot read the plan file '{path}': {e}"),
        )
    })?;
    let file = sources.add(path, &text);
    parse_plan(&text, &file)
}

/// Parses a plan file's text (`file` names it in locations).
pub fn parse_plan(text: &str, file: &Arc<str>) -> Result<Plan, Diagnostic> {
    let at = |line: usize, col: usize| Location::file(file, line as u32, col as u32);
    let json: Json = serde_json::from_str(text).map_err(|e| {
        // serde's message ends with the position the location already gives.
        let message = e.to_string();
        let message = message
            .rfind(" at line ")
            .map_or(message.as_str(), |i| &message[..i])
            .to_string();
        Diagnostic::error(
            at(e.line().max(1), e.column().max(1)),
            format!("the plan file is not valid JSON: {message}"),
        )
    })?;
    let start = at(1, 1);
    let Json::Object(top) = json else {
        return Err(Diagnostic::error(
            start,
            "a plan file is a JSON object with \"parameters\" and/or \"inputs\" (docs/import.md)",
        ));
    };
    let locate = |section: Option<&str>, key: &str| -> Location {
        let (line, col) = key_position(text, section, key);
        at(line, col)
    };
    for key in top.keys() {
        if !TOP_LEVEL_KEYS.contains(&key.as_str()) {
            return Err(Diagnostic::error(
                locate(None, key),
                format!(
                    "unknown plan key \"{key}\" (a plan has {})",
                    TOP_LEVEL_KEYS.map(|k| format!("\"{k}\"")).join(", ")
                ),
            ));
        }
    }
    let string_field = |name: &str| -> Result<Option<String>, Diagnostic> {
        match top.get(name) {
            None => Ok(None),
            Some(Json::String(s)) => Ok(Some(s.clone())),
            Some(other) => Err(Diagnostic::error(
                locate(None, name),
                format!("\"{name}\" must be a string, found {other}"),
            )),
        }
    };
    let mesh = match string_field("mesh")? {
        Some(m) => Some(parse_mesh_flag(&m).map_err(|e| {
            Diagnostic::error(
                locate(None, "mesh"),
                format!("\"mesh\": {e} (written like --mesh: \"dp=2,tp=4\")"),
            )
        })?),
        None => None,
    };
    let tp_axis = string_field("tp_axis")?.unwrap_or_else(|| "tp".to_string());
    let mut sections = Vec::new();
    for section in ["parameters", "inputs"] {
        let mut entries = Vec::new();
        match top.get(section) {
            None => {}
            Some(Json::Object(map)) => {
                for (key, value) in map {
                    let loc = locate(Some(section), key);
                    let layout = parse_layout(value, section == "parameters")
                        .map_err(|m| Diagnostic::error(loc.clone(), format!("\"{key}\": {m}")))?;
                    entries.push(Entry {
                        key: key.clone(),
                        layout,
                        loc,
                    });
                }
            }
            Some(other) => {
                return Err(Diagnostic::error(
                    locate(None, section),
                    format!("\"{section}\" must map names to layouts, found {other}"),
                ));
            }
        }
        sections.push(entries);
    }
    let inputs = sections.pop().unwrap_or_default();
    let parameters = sections.pop().unwrap_or_default();
    if parameters.is_empty() && inputs.is_empty() {
        return Err(Diagnostic::error(
            start,
            "the plan shards nothing: give \"parameters\" and/or \"inputs\"",
        ));
    }
    let names = |key: &str| -> Result<Option<Vec<String>>, Diagnostic> {
        match top.get(key) {
            None => Ok(None),
            Some(Json::Array(names)) => names
                .iter()
                .map(|n| match n {
                    Json::String(s) => Ok(s.clone()),
                    other => Err(Diagnostic::error(
                        locate(None, key),
                        format!("\"{key}\" must list names (strings), found {other}"),
                    )),
                })
                .collect::<Result<Vec<_>, _>>()
                .map(Some),
            Some(other) => Err(Diagnostic::error(
                locate(None, key),
                format!("\"{key}\" must be a list of names, found {other}"),
            )),
        }
    };
    let arguments = names("arguments")?;
    let results = names("results")?;
    Ok(Plan {
        mesh,
        tp_axis,
        parameters,
        inputs,
        arguments,
        results,
        mesh_loc: if top.contains_key("mesh") {
            locate(None, "mesh")
        } else {
            start.clone()
        },
        arguments_loc: if top.contains_key("arguments") {
            locate(None, "arguments")
        } else {
            start.clone()
        },
        results_loc: if top.contains_key("results") {
            locate(None, "results")
        } else {
            start.clone()
        },
        loc: start,
    })
}

/// A layout: a style (parameters only) or a per-dimension list.
fn parse_layout(value: &Json, styles: bool) -> Result<Layout, String> {
    match value {
        Json::String(s) if styles => match s.as_str() {
            "colwise" => Ok(Layout::Colwise),
            "rowwise" => Ok(Layout::Rowwise),
            "replicate" => Ok(Layout::Replicate),
            other => Err(format!(
                "unknown style \"{other}\" (colwise, rowwise, replicate, or a list with one \
                 entry per dimension)"
            )),
        },
        Json::String(s) if s == "replicate" => Ok(Layout::Replicate),
        Json::Array(dims) => dims
            .iter()
            .enumerate()
            .map(|(d, entry)| match entry {
                Json::Null => Ok(Vec::new()),
                Json::String(axis) => Ok(vec![axis.clone()]),
                Json::Array(axes) => axes
                    .iter()
                    .map(|a| match a {
                        Json::String(axis) => Ok(axis.clone()),
                        other => Err(format!("dimension {d}: an axis is a name, found {other}")),
                    })
                    .collect(),
                other => Err(format!(
                    "dimension {d}: null, an axis name or a list of axes, found {other}"
                )),
            })
            .collect::<Result<Vec<_>, _>>()
            .map(Layout::Dims),
        other => Err(format!(
            "a layout is a list with one entry per dimension (null, \"axis\", [\"a\", \"b\"]){}, \
             found {other}",
            if styles {
                ", or colwise, rowwise, replicate"
            } else {
                ", or replicate"
            }
        )),
    }
}

/// Line and column (1-based) of `"key"` written as an object key, inside the section
/// `"section": {` when given; the file's start when it cannot be found.
fn key_position(text: &str, section: Option<&str>, key: &str) -> (usize, usize) {
    let quoted = |s: &str| serde_json::to_string(s).unwrap_or_else(|_| format!("\"{s}\""));
    let from = match section {
        Some(s) => match find_key(text, &quoted(s), 0) {
            Some(at) => at,
            None => return (1, 1),
        },
        None => 0,
    };
    let Some(at) = find_key(text, &quoted(key), from) else {
        return (1, 1);
    };
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let col = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
    (line, col)
}

/// The byte offset of `quoted` at or after `from` where it is followed by `:` (a key).
fn find_key(text: &str, quoted: &str, from: usize) -> Option<usize> {
    let mut start = from;
    while let Some(i) = text.get(start..)?.find(quoted) {
        let at = start + i;
        if text[at + quoted.len()..].trim_start().starts_with(':') {
            return Some(at);
        }
        start = at + quoted.len();
    }
    None
}

/// The dictionary keys of a JAX key path, joined by dots: `w['0.weight']` → `0.weight`,
/// `params['Dense_0']['kernel']` → `Dense_0.kernel`, `opt[0].mu['a']` → `a`; `None` when the
/// path has no dictionary key (`x`, `args[1]`).
pub fn dict_path(name: &str) -> Option<String> {
    let mut keys = Vec::new();
    let mut rest = name;
    while let Some(i) = rest.find('[') {
        rest = &rest[i + 1..];
        let Some(quote) = rest.chars().next().filter(|c| *c == '\'' || *c == '"') else {
            continue;
        };
        let body = &rest[1..];
        // Python's repr escapes the quote and backslashes; keys with either are rare and
        // read as written.
        let end = find_closing(body, quote)?;
        keys.push(body[..end].replace("\\'", "'").replace("\\\\", "\\"));
        rest = &body[end + 1..];
    }
    (!keys.is_empty()).then(|| keys.join("."))
}

/// The index of the unescaped `quote` closing a Python string literal's body.
fn find_closing(body: &str, quote: char) -> Option<usize> {
    let mut escaped = false;
    for (i, c) in body.char_indices() {
        match c {
            '\\' if !escaped => escaped = true,
            c if c == quote && !escaped => return Some(i),
            _ => escaped = false,
        }
    }
    None
}

/// Whether the plan key `key` names the argument or result called `name`.
fn matches(key: &str, name: &str) -> bool {
    name == key || dict_path(name).as_deref() == Some(key)
}

/// Gives the entry function's arguments (and the results named after parameters) the
/// shardings `plan` names. The plan's mesh becomes the program's `@mesh` when it has none;
/// when `mesh_fixed` (`--mesh` was given) the program's mesh stands and the plan's must name
/// the same axes. Every plan entry must match an argument, and no argument two entries.
pub fn apply_plan(
    module: &mut Module,
    plan: &Plan,
    mesh_fixed: bool,
) -> Result<Applied, Diagnostic> {
    let mesh_name = plan_mesh(module, plan, mesh_fixed)?;
    let mesh = module
        .mesh(&mesh_name)
        .cloned()
        .ok_or_else(|| Diagnostic::error(plan.loc.clone(), format!("no mesh @{mesh_name}")))?;
    let Some(entry) = module.entry().map(|f| f.name.clone()) else {
        return Err(Diagnostic::error(
            plan.loc.clone(),
            "the program has no public function for the plan to shard",
        ));
    };
    let f = module
        .function_mut(&entry)
        .expect("the entry function exists");
    let names = argument_names(f, plan)?;
    let entries: Vec<(&Entry, bool)> = plan
        .parameters
        .iter()
        .map(|e| (e, true))
        .chain(plan.inputs.iter().map(|e| (e, false)))
        .collect();
    let mut applied = Applied::default();
    let mut chosen: Vec<Option<&Entry>> = vec![None; f.args.len()];
    for &(entry, _) in &entries {
        let mut hit = false;
        for (i, name) in names.iter().enumerate() {
            let Some(name) = name else { continue };
            if !matches(&entry.key, name) {
                continue;
            }
            hit = true;
            if let Some(other) = chosen[i] {
                return Err(Diagnostic::error(
                    entry.loc.clone(),
                    format!(
                        "\"{}\" and \"{}\" both name argument {i} ({name}): give it one layout",
                        other.key, entry.key
                    ),
                ));
            }
            chosen[i] = Some(entry);
        }
        if !hit {
            return Err(Diagnostic::error(
                entry.loc.clone(),
                format!(
                    "\"{}\" names no argument of @{entry_name}{}",
                    entry.key,
                    suggestion(&entry.key, &names),
                    entry_name = f.name
                ),
            ));
        }
    }
    for (i, entry) in chosen.iter().enumerate() {
        let Some(entry) = entry else { continue };
        let v = f.args[i];
        let ty = f.values[v].ty.clone();
        let sharding = sharding_of(entry, ty.rank(), plan, &mesh, &mesh_name).map_err(|m| {
            Diagnostic::error(
                entry.loc.clone(),
                format!("\"{}\" (argument {i}, {ty}): {m}", entry.key),
            )
        })?;
        if f.values[v].sharding.is_some() {
            applied.replaced += 1;
        }
        f.values[v].sharding = Some(sharding);
        applied.arguments += 1;
    }
    if let Some(list) = &plan.results
        && list.len() != f.result_types.len()
    {
        return Err(Diagnostic::error(
            plan.results_loc.clone(),
            format!(
                "the plan's \"results\" lists {} names; @{} has {} results",
                list.len(),
                f.name,
                f.result_types.len()
            ),
        ));
    }
    for r in 0..f.result_types.len() {
        let listed = plan.results.as_ref().map(|l| l[r].clone());
        let Some(name) =
            listed.or_else(|| string_attribute(&f.result_attrs[r], RESULT_NAME_ATTRIBUTE))
        else {
            continue;
        };
        let name = &name;
        let Some(entry) = plan.parameters.iter().find(|e| matches(&e.key, name)) else {
            continue;
        };
        let ty = f.result_types[r].clone();
        let sharding = sharding_of(entry, ty.rank(), plan, &mesh, &mesh_name).map_err(|m| {
            Diagnostic::error(
                entry.loc.clone(),
                format!("\"{}\" (result {r}, {name}, {ty}): {m}", entry.key),
            )
        })?;
        f.result_shardings[r] = Some(sharding);
        applied.results += 1;
    }
    Ok(applied)
}

/// The name of the mesh the plan's layouts refer to, declaring the plan's mesh when the
/// program has none.
fn plan_mesh(module: &mut Module, plan: &Plan, mesh_fixed: bool) -> Result<String, Diagnostic> {
    match (module.meshes.len(), &plan.mesh) {
        (0, Some(mesh)) => {
            module.meshes.push(MeshDecl {
                name: "mesh".into(),
                mesh: mesh.clone(),
                loc: plan.mesh_loc.clone(),
            });
            Ok("mesh".into())
        }
        (0, None) => Err(Diagnostic::error(
            plan.loc.clone(),
            "the program declares no mesh: give one in the plan (\"mesh\": \"dp=2,tp=2\") or \
             with --mesh",
        )),
        (1, plan_mesh) => {
            let decl = &module.meshes[0];
            if let Some(mesh) = plan_mesh {
                let names = |m: &Mesh| m.axes.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>();
                let differs = if mesh_fixed {
                    names(mesh) != names(&decl.mesh)
                } else {
                    *mesh != decl.mesh
                };
                if differs {
                    return Err(Diagnostic::error(
                        plan.mesh_loc.clone(),
                        format!(
                            "the plan's mesh {} is not the program's @{} ({}){}",
                            mesh_flag_text(mesh),
                            decl.name,
                            mesh_flag_text(&decl.mesh),
                            if mesh_fixed {
                                ": --mesh may resize the plan's axes, not rename them"
                            } else {
                                ": drop one, or choose with --mesh"
                            }
                        ),
                    ));
                }
            }
            Ok(decl.name.clone())
        }
        (n, _) => Err(Diagnostic::error(
            module.meshes[1].loc.clone(),
            format!("a plan file needs a program with one mesh; this one declares {n}"),
        )),
    }
}

/// Each argument's name: the plan's list, else the program's `jax.arg_info`.
fn argument_names(f: &Function, plan: &Plan) -> Result<Vec<Option<String>>, Diagnostic> {
    if let Some(list) = &plan.arguments {
        if list.len() != f.args.len() {
            return Err(Diagnostic::error(
                plan.arguments_loc.clone(),
                format!(
                    "the plan's \"arguments\" lists {} names; @{} has {} arguments",
                    list.len(),
                    f.name,
                    f.args.len()
                ),
            ));
        }
        return Ok(list.iter().cloned().map(Some).collect());
    }
    let names: Vec<Option<String>> = f
        .arg_attrs
        .iter()
        .map(|p| string_attribute(p, ARG_NAME_ATTRIBUTE))
        .collect();
    if names.iter().all(Option::is_none) {
        return Err(Diagnostic::error(
            plan.loc.clone(),
            format!(
                "@{}'s arguments have no names: export with debug information (JAX: \
                 `lowered.compiler_ir(\"stablehlo\").operation.get_asm(enable_debug_info=True)`, \
                 which names each argument by its key path) or list them in the plan's \
                 \"arguments\"",
                f.name
            ),
        ));
    }
    Ok(names)
}

/// The string attribute `key` of an argument or result (its name), if it has one.
fn string_attribute(p: &shardc_ir::module::ParamAttrs, key: &str) -> Option<String> {
    p.attrs.iter().find_map(|(k, a)| match a {
        Attribute::String(s) if k == key => Some(s.clone()),
        _ => None,
    })
}

/// ", did you mean …" for a key that matched nothing, or the names there are.
fn suggestion(key: &str, names: &[Option<String>]) -> String {
    let candidates: Vec<String> = names
        .iter()
        .flatten()
        .map(|n| dict_path(n).unwrap_or_else(|| n.clone()))
        .collect();
    let best = candidates
        .iter()
        .map(|c| (edit_distance(key, c), c))
        .min_by_key(|(d, c)| (*d, (*c).clone()));
    match best {
        Some((d, c)) if d <= key.len().max(3) / 3 => format!("; did you mean \"{c}\"?"),
        _ => {
            let mut unique = candidates.clone();
            unique.sort();
            unique.dedup();
            let shown: Vec<_> = unique.iter().take(12).map(|c| format!("\"{c}\"")).collect();
            let more = unique.len().saturating_sub(12);
            format!(
                " (its arguments are {}{})",
                shown.join(", "),
                if more > 0 {
                    format!(" and {more} more")
                } else {
                    String::new()
                }
            )
        }
    }
}

/// Levenshtein distance (for suggestions).
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diag = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let next = (row[j + 1] + 1)
                .min(row[j] + 1)
                .min(diag + usize::from(ca != *cb));
            diag = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

/// The sharding `entry` gives a tensor of this rank: every dimension closed (like JAX's
/// `in_shardings`), each axis in the mesh and used once (a dimension the axes do not divide
/// is padded, as everywhere in shardc).
fn sharding_of(
    entry: &Entry,
    rank: usize,
    plan: &Plan,
    mesh: &Mesh,
    mesh_name: &str,
) -> Result<Sharding, String> {
    let tp = || vec![plan.tp_axis.clone()];
    let dims: Vec<Vec<String>> = match (&entry.layout, rank) {
        (Layout::Replicate, _) => vec![Vec::new(); rank],
        (Layout::Colwise, 2) => vec![tp(), Vec::new()],
        (Layout::Colwise, 1) => vec![tp()],
        (Layout::Rowwise, 2) => vec![Vec::new(), tp()],
        (Layout::Rowwise, 1) => vec![Vec::new()],
        (Layout::Colwise | Layout::Rowwise, _) => {
            return Err(format!(
                "colwise and rowwise are torch.nn.Linear's layouts (a 2-D [out, in] weight or a \
                 1-D bias); give this rank-{rank} tensor a list with one entry per dimension"
            ));
        }
        (Layout::Dims(d), _) if d.len() != rank => {
            return Err(format!(
                "the layout has {} entr{}; the tensor has {rank} dimension{}",
                d.len(),
                if d.len() == 1 { "y" } else { "ies" },
                if rank == 1 { "" } else { "s" }
            ));
        }
        (Layout::Dims(d), _) => d.clone(),
    };
    let mut used: Vec<&str> = Vec::new();
    for axis in dims.iter().flatten() {
        if mesh.axis_size(axis).is_none() {
            return Err(format!(
                "axis '{axis}' is not in the mesh ({})",
                mesh_flag_text(mesh)
            ));
        }
        if used.contains(&axis.as_str()) {
            return Err(format!("axis '{axis}' splits two dimensions"));
        }
        used.push(axis);
    }
    Ok(Sharding::new(
        mesh_name,
        dims.into_iter().map(DimSharding::closed).collect(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_paths_give_dotted_dictionary_keys() {
        assert_eq!(dict_path("w['0.weight']").as_deref(), Some("0.weight"));
        assert_eq!(
            dict_path("buf['layer.linear1.bias']").as_deref(),
            Some("layer.linear1.bias")
        );
        assert_eq!(
            dict_path("params['Dense_0']['kernel']").as_deref(),
            Some("Dense_0.kernel")
        );
        assert_eq!(dict_path("opt[0].mu['a']").as_deref(), Some("a"));
        assert_eq!(dict_path("result[1][\"b\"]").as_deref(), Some("b"));
        assert_eq!(dict_path(r"w['it\'s']").as_deref(), Some("it's"));
        assert_eq!(dict_path("x"), None);
        assert_eq!(dict_path("args[1]"), None);
        assert_eq!(dict_path("w['unclosed"), None);
    }

    #[test]
    fn keys_are_located_in_their_section() {
        let text =
            "{\n  \"inputs\": {\"x\": null},\n  \"parameters\": {\n    \"x\": \"colwise\"\n  }\n}";
        assert_eq!(key_position(text, Some("parameters"), "x"), (4, 5));
        assert_eq!(key_position(text, Some("inputs"), "x"), (2, 14));
        assert_eq!(key_position(text, None, "missing"), (1, 1));
    }

    #[test]
    fn edit_distance_counts_edits() {
        assert_eq!(edit_distance("0.wieght", "0.weight"), 2);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("same", "same"), 0);
    }
}
