//! The global view's meaning of `dist.manual_computation`: every device of the mesh runs the
//! manual body on its blocks of the operands, in lockstep, so that each collective in the
//! body sees all its group's operands at once; the results are assembled from the devices'
//! blocks. Devices that differ only on free (non-manual) axes run the same program on the
//! same blocks; they are run anyway, so `dist.axis_index` over any axes means what it means
//! on a real mesh.
//!
//! The collectives follow the same definitions as the runtime's (group members in row-major
//! order over the named axes, partial results combined in that order), written again here
//! over whole device vectors: the interpreter is the oracle the runtime is checked against.

use cranelift_entity::SecondaryMap;

use super::{InterpError, Tensor, combine_elementwise, eval_op};
use crate::diagnostic::Location;
use crate::manual::{
    axis_position, block_type, device_coordinates, device_index, group_size, manual_mesh,
    with_axis_position,
};
use crate::module::{Module, OpData, Value};
use crate::op::OpKind;
use crate::sharding::{AxisRef, Mesh, Sharding};
use crate::types::TensorType;

/// One value per device, in device order.
type PerDevice = Vec<Tensor>;

/// Runs the manual computation `op` on the global `operands`, returning its global results.
pub(super) fn run_manual(
    module: &Module,
    op: &OpData,
    operands: &[&Tensor],
    result_types: &[TensorType],
) -> Result<Vec<Tensor>, String> {
    let OpKind::ManualComputation {
        body,
        in_shardings,
        out_shardings,
        ..
    } = &op.kind
    else {
        return Err(format!("'{}' is not a manual computation", op.kind.name()));
    };
    let mesh_name = match (manual_mesh(&op.kind), module.meshes.as_slice()) {
        (Some(m), _) => m.to_string(),
        (None, [only]) => only.name.clone(),
        (None, _) => return Err("the manual computation names no mesh".into()),
    };
    let mesh = module
        .mesh(&mesh_name)
        .ok_or_else(|| format!("unknown mesh '@{mesh_name}'"))?;
    if operands.len() != in_shardings.len() || result_types.len() != out_shardings.len() {
        return Err(format!(
            "{} operand(s) and {} result(s) but {} in_sharding(s) and {} out_sharding(s)",
            operands.len(),
            result_types.len(),
            in_shardings.len(),
            out_shardings.len()
        ));
    }
    let devices = mesh.num_devices() as usize;
    let coords: Vec<Vec<i64>> = (0..devices).map(|d| device_coordinates(mesh, d)).collect();
    let mut args: Vec<Vec<Tensor>> = vec![Vec::with_capacity(operands.len()); devices];
    for (x, s) in operands.iter().zip(in_shardings) {
        let block = block_type(&x.ty, s, mesh)?;
        for (d, c) in coords.iter().enumerate() {
            args[d].push(block_of(x, &block, s, mesh, c)?);
        }
    }
    let lockstep = Lockstep { module, mesh };
    let results = lockstep
        .function(body, args)
        .map_err(|e| format!("in manual body '@{body}': {}: {}", e.location, e.message))?;
    let mut out = Vec::with_capacity(result_types.len());
    for (i, (ty, s)) in result_types.iter().zip(out_shardings).enumerate() {
        let block = block_type(ty, s, mesh)?;
        let splits: Vec<i64> = (0..ty.rank()).map(|d| s.dim_split(d, mesh)).collect();
        let count: i64 = splits.iter().product();
        let mut parts = Vec::with_capacity(count as usize);
        for b in 0..count as usize {
            let digits = super::unravel(b, &splits);
            let mut c = vec![0i64; mesh.axes.len()];
            for (dim, &p) in s.dims.iter().zip(&digits) {
                c = with_axis_position(mesh, &c, &dim.axes, p)
                    .ok_or_else(|| format!("{s} names an axis not in the mesh"))?;
            }
            let part = &results[device_index(mesh, &c)][i];
            if part.ty != block {
                return Err(format!(
                    "result {i} of the manual body is {} on a device, but {s} of {ty} needs blocks of {block}",
                    part.ty
                ));
            }
            parts.push(part.clone());
        }
        out.push(assemble(parts, &splits)?);
    }
    Ok(out)
}

/// The block of `x` that the device at `coords` holds under `sharding`.
fn block_of(
    x: &Tensor,
    block: &TensorType,
    sharding: &Sharding,
    mesh: &Mesh,
    coords: &[i64],
) -> Result<Tensor, String> {
    let mut start = Vec::with_capacity(block.rank());
    for (dim, n) in sharding.dims.iter().zip(&block.shape) {
        let p = axis_position(mesh, coords, &dim.axes)
            .ok_or_else(|| format!("{sharding} names an axis not in the mesh"))?;
        start.push(p * n);
    }
    slice(x, &start, &block.shape)
}

/// The piece of `x` of `shape` starting at `start`.
fn slice(x: &Tensor, start: &[i64], shape: &[i64]) -> Result<Tensor, String> {
    let limit: Vec<i64> = start.iter().zip(shape).map(|(s, n)| s + n).collect();
    let kind = OpKind::Slice {
        start: start.to_vec(),
        limit,
        strides: vec![1; shape.len()],
    };
    let ty = TensorType::new(shape.to_vec(), x.ty.element);
    Ok(eval_op(&kind, &[x], &[ty])?.remove(0))
}

/// Joins `parts`, in row-major order over `splits` (one count per dimension), into one
/// tensor: part `j` lands at block `unravel(j, splits)`.
fn assemble(mut parts: Vec<Tensor>, splits: &[i64]) -> Result<Tensor, String> {
    for d in (0..splits.len()).rev() {
        let k = splits[d] as usize;
        if k == 1 {
            continue;
        }
        let mut joined = Vec::with_capacity(parts.len() / k);
        for chunk in parts.chunks(k) {
            let mut shape = chunk[0].ty.shape.clone();
            shape[d] *= k as i64;
            let ty = TensorType::new(shape, chunk[0].ty.element);
            let refs: Vec<&Tensor> = chunk.iter().collect();
            let kind = OpKind::Concatenate {
                dimension: d as i64,
            };
            joined.push(eval_op(&kind, &refs, &[ty])?.remove(0));
        }
        parts = joined;
    }
    parts.pop().ok_or_else(|| "nothing to assemble".to_string())
}

/// Runs manual functions on every device at once.
struct Lockstep<'m> {
    module: &'m Module,
    mesh: &'m Mesh,
}

impl Lockstep<'_> {
    fn devices(&self) -> usize {
        self.mesh.num_devices() as usize
    }

    /// The members of the group over `axes` that holds `device`, in position order.
    fn group(&self, device: usize, axes: &[AxisRef]) -> Result<Vec<usize>, String> {
        let size = group_size(self.mesh, axes)
            .ok_or_else(|| format!("{axes:?} names an axis not in the mesh"))?;
        let coords = device_coordinates(self.mesh, device);
        (0..size)
            .map(|p| {
                with_axis_position(self.mesh, &coords, axes, p)
                    .map(|c| device_index(self.mesh, &c))
                    .ok_or_else(|| "an axis is not in the mesh".to_string())
            })
            .collect()
    }

    fn position(&self, device: usize, axes: &[AxisRef]) -> Result<i64, String> {
        axis_position(self.mesh, &device_coordinates(self.mesh, device), axes)
            .ok_or_else(|| "an axis is not in the mesh".to_string())
    }

    /// Runs function `name` on every device; `args[d]` are device `d`'s arguments.
    fn function(
        &self,
        name: &str,
        args: Vec<Vec<Tensor>>,
    ) -> Result<Vec<Vec<Tensor>>, InterpError> {
        let f = self.module.function(name).ok_or_else(|| InterpError {
            message: format!("no function named '@{name}'"),
            location: Location::Unknown,
        })?;
        let n = self.devices();
        let mut env: Vec<SecondaryMap<Value, Option<Tensor>>> = vec![SecondaryMap::new(); n];
        for (d, a) in args.into_iter().enumerate() {
            if a.len() != f.args.len() {
                return Err(InterpError {
                    message: format!("'@{name}' takes {} argument(s)", f.args.len()),
                    location: f.loc.clone(),
                });
            }
            for (&v, t) in f.args.iter().zip(a) {
                if t.ty != *f.ty(v) {
                    return Err(InterpError {
                        message: format!("argument of '@{name}' must be {}, got {}", f.ty(v), t.ty),
                        location: f.loc.clone(),
                    });
                }
                env[d][v] = Some(t);
            }
        }
        for &op in &f.body {
            let data = &f.ops[op];
            let fail = |m: String| InterpError {
                message: m,
                location: data.loc.clone(),
            };
            // operands[d][i]: device d's value of operand i.
            let mut operands: Vec<Vec<&Tensor>> = Vec::with_capacity(n);
            for e in &env {
                let mut o = Vec::with_capacity(data.operands.len());
                for &v in &data.operands {
                    o.push(
                        e[v].as_ref()
                            .ok_or_else(|| fail("operand used before definition".into()))?,
                    );
                }
                operands.push(o);
            }
            let result_types: Vec<TensorType> =
                data.results.iter().map(|&r| f.ty(r).clone()).collect();
            let owned = |operands: &[Vec<&Tensor>]| -> Vec<Vec<Tensor>> {
                operands
                    .iter()
                    .map(|o| o.iter().map(|t| (*t).clone()).collect())
                    .collect()
            };
            let results: Vec<Vec<Tensor>> = match &data.kind {
                OpKind::Return => return Ok(owned(&operands)),
                OpKind::Call { callee } => self
                    .function(callee, owned(&operands))
                    .map_err(|e| fail(format!("in call to '@{callee}': {}", e.message)))?,
                OpKind::While { cond, body } => {
                    let mut carried = owned(&operands);
                    loop {
                        let go = self.function(cond, carried.clone()).map_err(|e| {
                            fail(format!("in loop condition '@{cond}': {}", e.message))
                        })?;
                        let flags: Vec<bool> = go
                            .iter()
                            .map(|r| r.first().is_some_and(|t| t.get_i64(0) != 0))
                            .collect();
                        if flags.iter().all(|&g| !g) {
                            break;
                        }
                        if !flags.iter().all(|&g| g) {
                            let (on, off) = (
                                flags.iter().position(|&g| g).unwrap_or(0),
                                flags.iter().position(|&g| !g).unwrap_or(0),
                            );
                            return Err(fail(format!(
                                "the devices of the manual computation disagree on whether the loop goes on (device {on} continues, device {off} stops); shardc runs manual loops in lockstep"
                            )));
                        }
                        carried = self
                            .function(body, carried)
                            .map_err(|e| fail(format!("in loop body '@{body}': {}", e.message)))?;
                    }
                    carried
                }
                kind if is_manual_collective(kind) => {
                    let mut per_device: Vec<Vec<Tensor>> = vec![Vec::new(); n];
                    let pairs = if kind.is_tuple_collective() {
                        data.operands.len()
                    } else {
                        1
                    };
                    for i in 0..pairs {
                        let column: Vec<&Tensor> = if data.operands.is_empty() {
                            Vec::new()
                        } else {
                            operands.iter().map(|o| o[i]).collect()
                        };
                        let rt = result_types
                            .get(i)
                            .ok_or_else(|| fail("missing result".into()))?;
                        let r = self.collective(kind, &column, rt).map_err(fail)?;
                        for (d, t) in r.into_iter().enumerate() {
                            if t.ty != *rt {
                                return Err(fail(format!(
                                    "'{}' computes {} on device {d}, but its result is declared {rt}",
                                    kind.name(),
                                    t.ty
                                )));
                            }
                            per_device[d].push(t);
                        }
                    }
                    per_device
                }
                OpKind::Constraint => owned(&operands),
                kind @ (OpKind::Send { .. }
                | OpKind::Recv { .. }
                | OpKind::CollectivePermute
                | OpKind::ManualComputation { .. }) => {
                    return Err(fail(format!(
                        "'{}' is not supported in a manual computation's body",
                        kind.name()
                    )));
                }
                kind => {
                    let mut per_device = Vec::with_capacity(n);
                    for o in &operands {
                        per_device.push(eval_op(kind, o, &result_types).map_err(fail)?);
                    }
                    per_device
                }
            };
            for (e, r) in env.iter_mut().zip(results) {
                for (&v, t) in data.results.iter().zip(r) {
                    e[v] = Some(t);
                }
            }
        }
        Err(InterpError {
            message: format!("'@{name}' has no 'func.return'"),
            location: f.loc.clone(),
        })
    }

    /// One collective over all devices: `x[d]` is device `d`'s operand (empty for
    /// `dist.axis_index`); returns every device's result.
    fn collective(
        &self,
        kind: &OpKind,
        x: &[&Tensor],
        result_type: &TensorType,
    ) -> Result<PerDevice, String> {
        let n = self.devices();
        let mut out = Vec::with_capacity(n);
        for d in 0..n {
            let t = match kind {
                OpKind::AxisIndex { axes } => {
                    Tensor::from_i64(result_type.clone(), vec![self.position(d, axes)?])
                }
                OpKind::AllReduce {
                    reduction_axes,
                    kind,
                } => {
                    let parts: Vec<&Tensor> = self
                        .group(d, reduction_axes)?
                        .into_iter()
                        .map(|e| x[e])
                        .collect();
                    combine_elementwise(*kind, &parts)?
                }
                OpKind::AllGather { gathering_axes } => {
                    let splits = splits(self.mesh, gathering_axes, x[d])?;
                    let parts: Vec<Tensor> = self
                        .group(d, &gathering_axes.concat())?
                        .into_iter()
                        .map(|e| x[e].clone())
                        .collect();
                    assemble(parts, &splits)?
                }
                OpKind::ReduceScatter { scatter_axes, kind } => {
                    let axes = scatter_axes.concat();
                    let parts: Vec<&Tensor> =
                        self.group(d, &axes)?.into_iter().map(|e| x[e]).collect();
                    let reduced = combine_elementwise(*kind, &parts)?;
                    self.own_block(d, &reduced, scatter_axes)?
                }
                OpKind::AllSlice { slicing_axes } => self.own_block(d, x[d], slicing_axes)?,
                OpKind::AllToAll {
                    source_dim,
                    target_dim,
                    axes,
                } => {
                    let rank = x[d].ty.rank() as i64;
                    let (s, t) = (*source_dim, *target_dim);
                    if s < 0 || s >= rank || t < 0 || t >= rank || s == t {
                        return Err(format!(
                            "source_dim {s} and target_dim {t} must be different dimensions of the rank-{rank} operand"
                        ));
                    }
                    let (s, t) = (s as usize, t as usize);
                    let group = self.group(d, axes)?;
                    let k = group.len() as i64;
                    let shape = &x[d].ty.shape;
                    if shape[t] % k != 0 {
                        return Err(format!(
                            "dimension {t} of size {} cannot be split into {k} chunks",
                            shape[t]
                        ));
                    }
                    let me = self.position(d, axes)?;
                    let mut chunk = shape.clone();
                    chunk[t] /= k;
                    let mut from = vec![0i64; shape.len()];
                    from[t] = me * chunk[t];
                    let pieces = group
                        .iter()
                        .map(|&e| slice(x[e], &from, &chunk))
                        .collect::<Result<Vec<_>, _>>()?;
                    let mut splits = vec![1i64; shape.len()];
                    splits[s] = k;
                    assemble(pieces, &splits)?
                }
                OpKind::Shift {
                    axes,
                    offset,
                    circular,
                } => {
                    let group = self.group(d, axes)?;
                    let size = group.len() as i64;
                    let me = self.position(d, axes)?;
                    let from = if *circular {
                        (me - offset).rem_euclid(size)
                    } else {
                        me - offset
                    };
                    if (0..size).contains(&from) {
                        x[group[from as usize]].clone()
                    } else {
                        Tensor::filled(x[d].ty.clone(), 0.0)
                    }
                }
                other => return Err(format!("'{}' is not a collective", other.name())),
            };
            out.push(t);
        }
        Ok(out)
    }

    /// Device `d`'s block of `x` split along each dimension over that dimension's axes.
    fn own_block(&self, d: usize, x: &Tensor, dim_axes: &[Vec<AxisRef>]) -> Result<Tensor, String> {
        let splits = splits(self.mesh, dim_axes, x)?;
        let mut start = Vec::with_capacity(splits.len());
        let mut shape = x.ty.shape.clone();
        for (i, axes) in dim_axes.iter().enumerate() {
            if shape[i] % splits[i] != 0 {
                return Err(format!(
                    "dimension {i} of size {} cannot be split into {} blocks",
                    shape[i], splits[i]
                ));
            }
            shape[i] /= splits[i];
            start.push(self.position(d, axes)? * shape[i]);
        }
        slice(x, &start, &shape)
    }
}

/// The collectives a manual body may use: those whose meaning the axes they name give.
fn is_manual_collective(kind: &OpKind) -> bool {
    matches!(
        kind,
        OpKind::AllReduce { .. }
            | OpKind::AllGather { .. }
            | OpKind::ReduceScatter { .. }
            | OpKind::AllSlice { .. }
            | OpKind::AllToAll { .. }
            | OpKind::Shift { .. }
            | OpKind::AxisIndex { .. }
    )
}

/// The number of pieces per dimension of `x` that `dim_axes` names (one list per dimension).
fn splits(mesh: &Mesh, dim_axes: &[Vec<AxisRef>], x: &Tensor) -> Result<Vec<i64>, String> {
    if dim_axes.len() != x.ty.rank() {
        return Err(format!(
            "{} axis list(s) for an operand of rank {}",
            dim_axes.len(),
            x.ty.rank()
        ));
    }
    dim_axes
        .iter()
        .map(|a| group_size(mesh, a).ok_or_else(|| "an axis is not in the mesh".to_string()))
        .collect()
}
