//! Running plans: the sharded program on the CPU virtual mesh with global inputs and outputs,
//! and the comparison against the single-device reference.

use shardc_ir::interp::{Tensor, run_function};
use shardc_ir::{Function, Mesh, Module, Sharding};
use shardc_runtime::compiled::Steps;
pub use shardc_runtime::{Mismatch, normwise_error, worst_error};
use shardc_runtime::{RunOptions, VirtualMesh, run_local, shard_tensor, unshard_partial_to};

/// The sharding of argument `i` of a local-view function (replicated when unannotated).
fn arg_sharding(f: &Function, i: usize, mesh_name: &str) -> Sharding {
    let v = f.args[i];
    f.values[v]
        .sharding
        .clone()
        .unwrap_or_else(|| Sharding::replicated(mesh_name, f.ty(v).rank()))
}

/// The sharding of result `i`: the declared result sharding, else the returned value's.
fn result_sharding(f: &Function, i: usize, mesh_name: &str) -> Sharding {
    f.result_shardings[i]
        .clone()
        .or_else(|| {
            f.returned_values()
                .get(i)
                .and_then(|&v| f.values[v].sharding.clone())
        })
        .unwrap_or_else(|| Sharding::replicated(mesh_name, f.result_types[i].rank()))
}

/// How the partial pieces of result `i` combine: a result computed by a split `max` (or
/// `min`, …) reduction and returned before its `all_reduce` (as the divergence finder
/// returns every value) holds partial results of that reduction; every other unreduced
/// value holds partial sums.
fn partial_combiner(f: &Function, i: usize) -> shardc_ir::op::ReduceKind {
    let def = f.returned_values().get(i).map(|&v| f.values[v].def);
    match def {
        Some(shardc_ir::ValueDef::Result(op, _)) => match &f.ops[op].kind {
            shardc_ir::OpKind::Reduce { kind, .. } => *kind,
            _ => shardc_ir::op::ReduceKind::Add,
        },
        _ => shardc_ir::op::ReduceKind::Add,
    }
}

/// The mesh a program runs on: the one it declares, or a single device when it declares
/// none.
pub(crate) fn program_mesh(program: &Module) -> shardc_ir::MeshDecl {
    program
        .meshes
        .first()
        .cloned()
        .unwrap_or_else(|| shardc_ir::MeshDecl {
            name: "mesh".into(),
            mesh: Mesh::new(Vec::<(String, i64)>::new()),
            loc: program.loc.clone(),
        })
}

/// Runs `entry` of the local-view `program` on the virtual mesh: global inputs are cut into
/// per-device pieces by the arguments' shardings, per-device outputs are put back together
/// by the results' shardings.
pub fn run_sharded(
    program: &Module,
    entry: &str,
    inputs: &[Tensor],
    options: &RunOptions,
) -> Result<Vec<Tensor>, String> {
    run_sharded_steps(program, entry, inputs, options, &one_step(), &|_, _| {})
}

/// One step, no per-step data.
fn one_step() -> Steps {
    Steps {
        count: 1,
        ..Steps::default()
    }
}

pub use shardc_backend::donation::{ALIASING_OUTPUT_ATTR, BUFFER_DONOR_ATTR, feedback_pairs};

/// Cuts per-step global data (`(argument, tensor)` per step) into each device's pieces, in the
/// form [`Steps::data`] takes.
pub fn shard_step_data(
    program: &Module,
    entry: &str,
    data: &[Vec<(usize, Tensor)>],
) -> Result<Vec<shardc_runtime::compiled::StepData>, String> {
    let f = program
        .function(entry)
        .ok_or_else(|| format!("the program has no function '@{entry}'"))?;
    let decl = &program_mesh(program);
    data.iter()
        .map(|file| {
            file.iter()
                .map(|(a, t)| {
                    let s = arg_sharding(f, *a, &decl.name);
                    let pieces = shard_tensor(t, &s, &decl.mesh)
                        .map_err(|e| format!("argument {a}: {e}"))?;
                    let bytes = pieces
                        .iter()
                        .map(shardc_runtime::tensor_to_bytes)
                        .collect::<Result<Vec<_>, _>>()
                        .map_err(|e| format!("argument {a}: {e}"))?;
                    Ok((*a, bytes))
                })
                .collect()
        })
        .collect()
}

/// Like [`run_sharded`], running the program `steps.count` times with `steps.feedback`
/// feeding results back into arguments between runs (see [`feedback_pairs`]; compiled
/// engine only for more than one step); `after_step(run, first)` sees device 0's local first
/// result after each run (compiled runs). Returns the last run's global outputs.
pub fn run_sharded_steps(
    program: &Module,
    entry: &str,
    inputs: &[Tensor],
    options: &RunOptions,
    steps: &Steps,
    after_step: &(dyn Fn(usize, Option<&Tensor>) + Sync),
) -> Result<Vec<Tensor>, String> {
    run_sharded_results(program, entry, inputs, options, steps, after_step)?
        .into_iter()
        .collect()
}

/// Each device's pieces of the global `inputs` of `f`, cut by the arguments' shardings.
fn shard_inputs(
    f: &Function,
    decl: &shardc_ir::MeshDecl,
    inputs: &[Tensor],
) -> Result<Vec<Vec<Tensor>>, String> {
    if inputs.len() != f.args.len() {
        return Err(format!(
            "'@{}' takes {} argument(s), {} given",
            f.name,
            f.args.len(),
            inputs.len()
        ));
    }
    let n = decl.mesh.num_devices() as usize;
    let mut per_device: Vec<Vec<Tensor>> = vec![Vec::with_capacity(inputs.len()); n];
    for (i, x) in inputs.iter().enumerate() {
        let s = arg_sharding(f, i, &decl.name);
        let pieces = shard_tensor(x, &s, &decl.mesh).map_err(|e| format!("argument {i}: {e}"))?;
        for (d, p) in pieces.into_iter().enumerate() {
            per_device[d].push(p);
        }
    }
    Ok(per_device)
}

/// Result `i` of `f` put back together from its per-device `pieces` by the result's
/// sharding (a padded result without its padding).
fn assemble(
    f: &Function,
    decl: &shardc_ir::MeshDecl,
    i: usize,
    pieces: &[Tensor],
) -> Result<Tensor, String> {
    // A padded result records its global type (`spmd-partition` writes it).
    let global = f.result_attrs.get(i).and_then(|a| {
        a.attrs.iter().find_map(|(k, v)| match v {
            shardc_ir::Attribute::Type(t) if k == shardc_ir::verify::GLOBAL_TYPE_ATTR => {
                Some(t.shape.clone())
            }
            _ => None,
        })
    });
    unshard_partial_to(
        pieces,
        &result_sharding(f, i, &decl.name),
        &decl.mesh,
        global.as_deref(),
        partial_combiner(f, i),
    )
    .map_err(|e| format!("result {i}: {e}"))
}

/// A run of a local-view program on compiled kernels, kept per device.
pub struct DeviceRun {
    /// Each device's arguments: its pieces of the global inputs.
    pub args: Vec<Vec<Tensor>>,
    /// Each device's results.
    pub results: Vec<Vec<Tensor>>,
}

/// Runs `entry` of the local-view `program` once on compiled kernels (on `options`' engine:
/// the CPU's or CUDA's, exact with `options.exact`) on the virtual mesh, the global
/// `inputs` cut into per-device pieces by the arguments' shardings, and keeps every
/// device's arguments and results as they are ([`assemble_result`] puts a result back
/// together).
pub fn run_compiled_per_device(
    program: &Module,
    entry: &str,
    inputs: &[Tensor],
    options: &RunOptions,
) -> Result<DeviceRun, String> {
    if !options.engine.is_compiled() {
        return Err("a run per device on compiled kernels needs a compiled engine".into());
    }
    let f = program
        .function(entry)
        .ok_or_else(|| format!("the program has no function '@{entry}'"))?;
    let decl = &program_mesh(program);
    VirtualMesh::check(&decl.mesh).map_err(|e| e.to_string())?;
    let args = shard_inputs(f, decl, inputs)?;
    let results = VirtualMesh::new(&decl.mesh)
        .and_then(|vm| vm.run_compiled(program, entry, args.clone(), options))
        .map_err(|e| e.to_string())?;
    Ok(DeviceRun { args, results })
}

/// Result `i` of `entry` of the local-view `program`, put back together from its
/// per-device `pieces` (as [`run_sharded`] assembles its outputs).
pub fn assemble_result(
    program: &Module,
    entry: &str,
    i: usize,
    pieces: &[Tensor],
) -> Result<Tensor, String> {
    let f = program
        .function(entry)
        .ok_or_else(|| format!("the program has no function '@{entry}'"))?;
    assemble(f, &program_mesh(program), i, pieces)
}

/// [`run_sharded_steps`], with each result assembled on its own: a result whose pieces do
/// not make one global tensor (devices holding the same block disagree) is an error of its
/// own, the others are still returned.
fn run_sharded_results(
    program: &Module,
    entry: &str,
    inputs: &[Tensor],
    options: &RunOptions,
    steps: &Steps,
    after_step: &(dyn Fn(usize, Option<&Tensor>) + Sync),
) -> Result<Vec<Result<Tensor, String>>, String> {
    let f = program
        .function(entry)
        .ok_or_else(|| format!("the program has no function '@{entry}'"))?;
    let decl = &program_mesh(program);
    let mesh: &Mesh = &decl.mesh;
    if inputs.len() != f.args.len() {
        return Err(format!(
            "'@{entry}' takes {} argument(s), {} given",
            f.args.len(),
            inputs.len()
        ));
    }
    shardc_runtime::VirtualMesh::check(mesh).map_err(|e| e.to_string())?;
    let n = mesh.num_devices() as usize;
    let compiled = options.engine.is_compiled();
    if steps.count > 1 && !compiled {
        return Err("several steps run on compiled kernels only (drop --interpret)".into());
    }
    // Compiled runs take each piece in its compact form at once (the reference's tensors
    // hold floats as f64).
    let mut per_device: Vec<Vec<Tensor>> = vec![Vec::with_capacity(inputs.len()); n];
    let mut per_device_bytes: Vec<Vec<Vec<u8>>> = vec![Vec::with_capacity(inputs.len()); n];
    for (i, x) in inputs.iter().enumerate() {
        let s = arg_sharding(f, i, &decl.name);
        let pieces = shard_tensor(x, &s, mesh).map_err(|e| format!("argument {i}: {e}"))?;
        for (d, p) in pieces.into_iter().enumerate() {
            if compiled {
                let bytes = shardc_runtime::tensor_to_bytes(&p)
                    .map_err(|e| format!("argument {i}: {e}"))?;
                per_device_bytes[d].push(bytes);
            } else {
                per_device[d].push(p);
            }
        }
    }
    let global = |i: usize, pieces: &[Tensor]| assemble(f, decl, i, pieces);
    if !compiled {
        let outputs = run_local(program, entry, per_device, options).map_err(|e| e.to_string())?;
        return Ok((0..f.result_types.len())
            .map(|i| {
                let pieces: Vec<Tensor> = outputs.iter().map(|o| o[i].clone()).collect();
                global(i, &pieces)
            })
            .collect());
    }
    let vm = VirtualMesh::new(mesh).map_err(|e| e.to_string())?;
    let prog = shardc_runtime::compiled::lower_checked_with(program, entry, options.exact)
        .map_err(|e| e.to_string())?;
    let mut outputs = vm
        .run_program_steps(program, &prog, per_device_bytes, options, steps, after_step)
        .map_err(|e| e.to_string())?;
    if options.launch.as_ref().is_some_and(|l| l.rank > 0) {
        // A rank of a multi-process run other than 0: rank 0 assembles the results.
        return Ok(Vec::new());
    }
    // One result at a time, so that only its pieces are ever widened to the reference's form.
    Ok((0..f.result_types.len())
        .map(|i| {
            let ty = f.values[f.returned_values()[i]].ty.clone();
            let shape: Vec<usize> = ty.shape.iter().map(|&d| d as usize).collect();
            let pieces = outputs
                .iter_mut()
                .map(|o| {
                    shardc_runtime::tensor_from_bytes(
                        ty.element,
                        &shape,
                        &std::mem::take(&mut o[i]),
                    )
                })
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| format!("result {i}: {e}"))?;
            global(i, &pieces)
        })
        .collect())
}

/// The single-device reference: the global program on the interpreter.
pub fn run_reference(
    global: &Module,
    entry: &str,
    inputs: &[Tensor],
) -> Result<Vec<Tensor>, String> {
    run_function(global, entry, inputs).map_err(|e| format!("{}: {}", e.location, e.message))
}

/// Each output of a run against the same output of `reference`, normwise within
/// `(rtol, atol)` ([`normwise_error`]; `None` for an empty output).
pub fn compare_outputs(
    reference: &[Tensor],
    outputs: &[Tensor],
    (rtol, atol): (f64, f64),
) -> Vec<Option<Mismatch>> {
    reference
        .iter()
        .zip(outputs)
        .map(|(r, o)| normwise_error(r, o, rtol, atol))
        .collect()
}

/// The first op whose sharded value differs from the reference.
#[derive(Clone, Debug, PartialEq)]
pub struct Divergence {
    /// The op's name.
    pub op_name: String,
    /// Where the op came from.
    pub location: shardc_ir::Location,
    /// Position of the op in the plan's body.
    pub value_index: usize,
    /// What differs.
    pub detail: String,
}

/// Runs the reference and the sharded program and compares every op's value (gathered from
/// the devices) in program order, returning the first that differs. `global` and `local`
/// must be the plan before and after `spmd-partition` (their ops correspond one to one);
/// `input` is the program as given: when the global plan already computes something else
/// than it, the plan's passes are at fault and the divergence names the global plan.
pub fn first_divergence(
    input: &Module,
    global: &Module,
    local: &Module,
    entry: &str,
    inputs: &[Tensor],
    rtol: f64,
    atol: f64,
) -> Result<Option<Divergence>, String> {
    use std::collections::HashMap;
    let expected = run_reference(input, entry, inputs)?;
    let planned = run_reference(global, entry, inputs)?;
    for (i, (e, p)) in expected.iter().zip(&planned).enumerate() {
        if let Some(w) = normwise_error(e, p, rtol, atol)
            && w.ratio > 1.0
        {
            let f = global.function(entry).ok_or("no entry function")?;
            return Ok(Some(Divergence {
                op_name: "func.return".into(),
                location: f.loc.clone(),
                value_index: i,
                detail: format!(
                    "the global plan (before partitioning) already differs from the input program in result {i}: a global pass changed the program's meaning"
                ),
            }));
        }
    }
    let mut reference: HashMap<shardc_ir::OpId, Vec<Tensor>> = HashMap::new();
    shardc_ir::interp::run_function_observed(global, entry, inputs, &mut |op, results| {
        reference.insert(op, results.to_vec());
    })
    .map_err(|e| e.message)?;
    // The local program, changed to return every op's (single) result.
    let mut instrumented = local.clone();
    let f = instrumented
        .function_mut(entry)
        .ok_or("no entry function")?;
    let ret = f.return_op().ok_or("the entry function has no return")?;
    let observed: Vec<(shardc_ir::OpId, shardc_ir::Value)> = f
        .body
        .iter()
        .filter(|&&op| op != ret && f.ops[op].results.len() == 1)
        .map(|&op| (op, f.ops[op].results[0]))
        .collect();
    f.ops[ret].operands = observed.iter().map(|&(_, v)| v).collect();
    f.result_types = observed.iter().map(|&(_, v)| f.ty(v).clone()).collect();
    f.result_shardings = observed
        .iter()
        .map(|&(_, v)| f.values[v].sharding.clone())
        .collect();
    // Each value's global type, so that a padded one is gathered without its padding.
    let gf = global.function(entry).ok_or("no entry function")?;
    f.result_attrs = observed
        .iter()
        .map(|&(op, _)| {
            let mut attrs = shardc_ir::module::ParamAttrs::default();
            if let Some(&r) = gf.ops.get(op).and_then(|o| o.results.first()) {
                attrs.attrs.push((
                    shardc_ir::verify::GLOBAL_TYPE_ATTR.to_string(),
                    shardc_ir::Attribute::Type(gf.ty(r).clone()),
                ));
            }
            attrs
        })
        .collect();
    let sharded = run_sharded_results(
        &instrumented,
        entry,
        inputs,
        &RunOptions::default(),
        &one_step(),
        &|_, _| {},
    )?;
    for (k, ((op, _), got)) in observed.iter().zip(&sharded).enumerate() {
        // Values `spmd-partition` made (device positions, halo pieces) have no reference and
        // may differ between devices by construction.
        let Some(want) = reference.get(op).and_then(|r| r.first()) else {
            continue;
        };
        let diverged = |detail: String| Divergence {
            op_name: gf.ops[*op].kind.name(),
            location: gf.ops[*op].loc.clone(),
            value_index: k,
            detail,
        };
        let got = match got {
            Ok(got) => got,
            Err(e) => return Ok(Some(diverged(e.clone()))),
        };
        if let Some(w) = normwise_error(want, got, rtol, atol)
            && w.ratio > 1.0
        {
            return Ok(Some(diverged(format!(
                "element {}: sharded {} vs reference {} ({})",
                w.index,
                w.got,
                w.expected,
                w.how_far()
            ))));
        }
    }
    Ok(None)
}
