//! Manual computations (`dist.manual_computation`, JAX's `shard_map`): which functions are
//! written in the local view, and the device arithmetic their meaning needs.
//!
//! A manual computation's body, and every function it calls or loops over, is a *manual
//! function*: its types are one device's blocks and its collectives name the manual mesh
//! axes. The rest of the module stays in the global view. Which functions are manual is not
//! written in the text; it follows from the call graph ([`manual_functions`]), so it cannot
//! disagree with the ops that make it so.

use std::collections::HashMap;

use crate::diagnostic::Location;
use crate::module::Module;
use crate::op::OpKind;
use crate::sharding::{AxisRef, Mesh, Sharding};
use crate::types::TensorType;

/// Where a manual function belongs: the mesh and manual axes of the manual computation that
/// (directly or through calls and loops) runs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ManualContext {
    /// The mesh the manual computation's shardings name.
    pub mesh: String,
    /// The manual axes.
    pub manual_axes: Vec<AxisRef>,
    /// The `dist.manual_computation` op that makes the function manual.
    pub loc: Location,
}

/// The mesh a manual computation's shardings name (the first one; the verifier checks they
/// all agree), if it has any sharding at all.
pub fn manual_mesh(kind: &OpKind) -> Option<&str> {
    let OpKind::ManualComputation {
        in_shardings,
        out_shardings,
        ..
    } = kind
    else {
        return None;
    };
    in_shardings
        .iter()
        .chain(out_shardings)
        .map(|s| s.mesh.as_str())
        .next()
}

/// Every manual function of `module`, by name, with the context of the first manual
/// computation (in module order) that reaches it. Functions reachable only from global
/// functions are absent.
pub fn manual_functions(module: &Module) -> HashMap<String, ManualContext> {
    let mut found: HashMap<String, ManualContext> = HashMap::new();
    let mut work: Vec<String> = Vec::new();
    let single_mesh = match module.meshes.as_slice() {
        [m] => Some(m.name.clone()),
        _ => None,
    };
    for f in &module.functions {
        for &op in &f.body {
            let data = &f.ops[op];
            if let OpKind::ManualComputation {
                body, manual_axes, ..
            } = &data.kind
            {
                let Some(mesh) = manual_mesh(&data.kind)
                    .map(str::to_string)
                    .or_else(|| single_mesh.clone())
                else {
                    continue;
                };
                if !found.contains_key(body) {
                    found.insert(
                        body.clone(),
                        ManualContext {
                            mesh,
                            manual_axes: manual_axes.clone(),
                            loc: data.loc.clone(),
                        },
                    );
                    work.push(body.clone());
                }
            }
        }
    }
    while let Some(name) = work.pop() {
        let Some(f) = module.function(&name) else {
            continue;
        };
        let context = found[&name].clone();
        for &op in &f.body {
            for callee in f.ops[op].kind.callees() {
                if !found.contains_key(callee) {
                    found.insert(callee.to_string(), context.clone());
                    work.push(callee.to_string());
                }
            }
        }
    }
    found
}

/// The coordinates of device `device` (row-major over the mesh axes).
pub fn device_coordinates(mesh: &Mesh, device: usize) -> Vec<i64> {
    let sizes: Vec<i64> = mesh.axes.iter().map(|(_, s)| *s).collect();
    crate::interp::unravel(device, &sizes)
}

/// The device at `coords` (row-major over the mesh axes).
pub fn device_index(mesh: &Mesh, coords: &[i64]) -> usize {
    coords
        .iter()
        .zip(&mesh.axes)
        .fold(0i64, |acc, (&c, (_, s))| acc * s + c) as usize
}

/// Where `axis`'s part of a mesh coordinate sits: `(axis position in the mesh, stride of the
/// part within the axis's coordinate, size of the part)`.
fn part(mesh: &Mesh, axis: &AxisRef) -> Option<(usize, i64, i64)> {
    let i = mesh.axis_index(&axis.name)?;
    let n = mesh.axes[i].1;
    Some(match &axis.sub {
        None => (i, 1, n),
        Some(sub) => (i, n / (sub.pre_size * sub.size).max(1), sub.size),
    })
}

/// A device's position in its group over `axes` (row-major over the axes as listed, major
/// to minor), or `None` when an axis is not in the mesh.
pub fn axis_position(mesh: &Mesh, coords: &[i64], axes: &[AxisRef]) -> Option<i64> {
    axes.iter().try_fold(0i64, |acc, a| {
        let (i, stride, size) = part(mesh, a)?;
        Some(acc * size + (coords[i] / stride) % size)
    })
}

/// The coordinates of the member at `position` of the group over `axes` that holds the device
/// at `coords`: `coords` with the parts `axes` cover set to `position`'s digits.
pub fn with_axis_position(
    mesh: &Mesh,
    coords: &[i64],
    axes: &[AxisRef],
    mut position: i64,
) -> Option<Vec<i64>> {
    let mut out = coords.to_vec();
    for a in axes.iter().rev() {
        let (i, stride, size) = part(mesh, a)?;
        let digit = position % size;
        position /= size;
        let old = (out[i] / stride) % size;
        out[i] += (digit - old) * stride;
    }
    Some(out)
}

/// The number of devices in a group over `axes`.
pub fn group_size(mesh: &Mesh, axes: &[AxisRef]) -> Option<i64> {
    axes.iter()
        .try_fold(1i64, |acc, a| Some(acc * a.size(mesh)?))
}

/// One device's block of a value of type `ty` laid out by `sharding` in a manual computation:
/// each dimension divided by its split, which must divide it (manual computations take and
/// give whole blocks, without padding).
pub fn block_type(ty: &TensorType, sharding: &Sharding, mesh: &Mesh) -> Result<TensorType, String> {
    if sharding.dims.len() != ty.rank() {
        return Err(format!(
            "the sharding {sharding} has {} dimension(s) but the value is {ty}",
            sharding.dims.len()
        ));
    }
    let mut shape = ty.shape.clone();
    for (d, n) in shape.iter_mut().enumerate() {
        let k = sharding.dim_split(d, mesh).max(1);
        if *n % k != 0 {
            return Err(format!(
                "dimension {d} of {ty} (size {n}) is not divisible by its {k}-way split in {sharding}"
            ));
        }
        *n /= k;
    }
    Ok(TensorType::new(shape, ty.element))
}
