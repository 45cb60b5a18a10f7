//! Which results feed which arguments from one training step to the next: JAX marks donated
//! arguments (`jax.jit(step, donate_argnums=…)`) with `jax.buffer_donor = true`, or names the
//! result with `tf.aliasing_output = K`. The buffer plan writes such a result over its
//! argument's storage where the program allows it, and `shardc run --steps` feeds it back.

use shardc_ir::{Function, Sharding};

/// The sharding of argument `i` (replicated when unannotated).
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

/// The attribute JAX sets on an argument whose buffer an output of the same type reuses.
pub const ALIASING_OUTPUT_ATTR: &str = "tf.aliasing_output";
/// The attribute JAX sets on a donated argument without naming the output.
pub const BUFFER_DONOR_ATTR: &str = "jax.buffer_donor";

/// Which result feeds which argument from one step to the next: `(argument, result)` pairs.
///
/// An argument with `tf.aliasing_output = K` is fed by result `K`; a donated argument
/// (`jax.buffer_donor = true`) by the first result not yet taken whose type and sharding are
/// its own, in result order (so a training step's updated parameters, returned in parameter
/// order after the loss, feed the parameters).
pub fn feedback_pairs(f: &Function, mesh_name: &str) -> Result<Vec<(usize, usize)>, String> {
    let mut pairs = Vec::new();
    let mut taken = vec![false; f.result_types.len()];
    let attr = |i: usize, name: &str| {
        f.arg_attrs.get(i).and_then(|a| {
            a.attrs
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.clone())
        })
    };
    for i in 0..f.args.len() {
        if let Some(shardc_ir::Attribute::Int(k, _)) = attr(i, ALIASING_OUTPUT_ATTR) {
            let k = usize::try_from(k)
                .ok()
                .filter(|&k| k < f.result_types.len())
                .ok_or_else(|| {
                    format!(
                        "argument {i} is aliased to result {k}, but '@{}' has {} results",
                        f.name,
                        f.result_types.len()
                    )
                })?;
            if f.result_types[k] != *f.ty(f.args[i]) {
                return Err(format!(
                    "argument {i} ({}) is aliased to result {k} of another type ({})",
                    f.ty(f.args[i]),
                    f.result_types[k]
                ));
            }
            taken[k] = true;
            pairs.push((i, k));
        }
    }
    for i in 0..f.args.len() {
        if pairs.iter().any(|&(a, _)| a == i)
            || !matches!(
                attr(i, BUFFER_DONOR_ATTR),
                Some(shardc_ir::Attribute::Bool(true))
            )
        {
            continue;
        }
        let sharding = arg_sharding(f, i, mesh_name);
        if let Some(k) = (0..f.result_types.len()).find(|&k| {
            !taken[k]
                && f.result_types[k] == *f.ty(f.args[i])
                && same_layout(&result_sharding(f, k, mesh_name), &sharding)
        }) {
            taken[k] = true;
            pairs.push((i, k));
        }
    }
    pairs.sort_unstable();
    Ok(pairs)
}

/// Whether two shardings lay a value out alike over the devices (open or closed dimensions
/// and priorities aside).
fn same_layout(a: &Sharding, b: &Sharding) -> bool {
    a.mesh == b.mesh
        && a.unreduced == b.unreduced
        && a.dims.len() == b.dims.len()
        && a.dims.iter().zip(&b.dims).all(|(x, y)| x.axes == y.axes)
}
