//! How global tensors are laid out over the devices of a mesh.
//!
//! A [`Sharding`] splits each tensor dimension over an ordered list of mesh axes (major to
//! minor). A device's *block* along a dimension is its coordinates over that dimension's
//! axes, linearized row-major in the order the axes are listed; its local piece is the
//! block-th slice of size `global / split`. Dimensions split over no axis are copied whole
//! (replicated). [`shard_tensor`] cuts a global tensor into one piece per device,
//! [`unshard`] puts the pieces back together, summing partial sums over `unreduced` axes and
//! checking that replicas agree.
//!
//! Devices are numbered row-major over the mesh axes (see [`VirtualMesh`]).

use shardc_ir::interp::{Data, Tensor, strides};
use shardc_ir::op::ReduceKind;
use shardc_ir::{Mesh, Sharding, TensorType};

use crate::RuntimeError;
use crate::mesh::VirtualMesh;

fn layout_error(message: impl Into<String>) -> RuntimeError {
    RuntimeError::Layout {
        message: message.into(),
    }
}

/// Checks `sharding` against `mesh` and the global `shape`.
fn check_sharding(sharding: &Sharding, mesh: &Mesh, shape: &[i64]) -> Result<(), RuntimeError> {
    let errors = sharding.check(mesh, shape);
    if errors.is_empty() {
        Ok(())
    } else {
        Err(layout_error(format!(
            "sharding {sharding} does not fit a tensor of shape {shape:?} on the mesh {mesh}: {}",
            errors.join("; ")
        )))
    }
}

/// The local (per-device) shape of a value of global shape `global` laid out as `sharding`
/// on `mesh`: each dimension divided by the number of pieces it is split into, rounded up (a
/// dimension the pieces do not divide is padded at the end of its last blocks).
pub fn local_shape(
    global: &[i64],
    sharding: &Sharding,
    mesh: &Mesh,
) -> Result<Vec<i64>, RuntimeError> {
    check_sharding(sharding, mesh, global)?;
    Ok(sharding.local_shape(mesh, global))
}

/// Cuts `global` into one local piece per device (indexed by device id) as `sharding` lays
/// it out on `mesh`. Dimensions split over no axis are copied whole.
///
/// For `unreduced` axes the pieces are partial sums of `global`: the device at coordinate 0
/// on every unreduced axis holds its block, the others hold zeros, so that summing over the
/// unreduced axes (as [`unshard`] and `dist.all_reduce` do) gives `global` back.
pub fn shard_tensor(
    global: &Tensor,
    sharding: &Sharding,
    mesh: &Mesh,
) -> Result<Vec<Tensor>, RuntimeError> {
    let vm = VirtualMesh::new(mesh)?;
    let local = local_shape(&global.ty.shape, sharding, mesh)?;
    let ty = TensorType::new(local.clone(), global.ty.element);
    let mut pieces = Vec::with_capacity(vm.num_devices());
    for device in 0..vm.num_devices() {
        let offsets = block_offsets(&vm, device, sharding, &local)?;
        let holds_value = sharding
            .unreduced
            .iter()
            .map(|a| vm.axis_coordinate(device, a))
            .collect::<Result<Vec<_>, _>>()?
            .iter()
            .all(|&c| c == 0);
        pieces.push(if holds_value {
            extract(global, &offsets, &local)
        } else {
            Tensor::filled(ty.clone(), 0.0)
        });
    }
    Ok(pieces)
}

/// Assembles the global tensor from one local piece per device (indexed by device id) laid
/// out as `sharding` on `mesh`.
///
/// Pieces holding partial sums (`unreduced` axes) are summed over those axes, in the order of
/// the devices' positions along them, accumulating in f64 and rounding once (the arithmetic of
/// `dist.all_reduce`). Devices holding the same block must then agree bit for bit (NaNs of
/// any payload count as equal); the first disagreement is reported as
/// [`RuntimeError::ReplicaMismatch`].
pub fn unshard(
    pieces: &[Tensor],
    sharding: &Sharding,
    mesh: &Mesh,
) -> Result<Tensor, RuntimeError> {
    unshard_to(pieces, sharding, mesh, None)
}

/// [`unshard`] into a tensor of `global_shape` (default: each local dimension times its
/// split); needed where a dimension is padded, whose global size the pieces do not tell.
/// Padding is dropped.
pub fn unshard_to(
    pieces: &[Tensor],
    sharding: &Sharding,
    mesh: &Mesh,
    global_shape: Option<&[i64]>,
) -> Result<Tensor, RuntimeError> {
    unshard_partial_to(pieces, sharding, mesh, global_shape, ReduceKind::Add)
}

/// [`unshard_to`] for pieces that hold partial results of a `combiner` reduction over the
/// sharding's unreduced axes (a split `max` reduction before its `all_reduce`, say): they are
/// combined with `combiner` instead of summed.
pub fn unshard_partial_to(
    pieces: &[Tensor],
    sharding: &Sharding,
    mesh: &Mesh,
    global_shape: Option<&[i64]>,
    combiner: ReduceKind,
) -> Result<Tensor, RuntimeError> {
    let vm = VirtualMesh::new(mesh)?;
    if pieces.len() != vm.num_devices() {
        return Err(layout_error(format!(
            "{} piece(s) given for the {} devices of the mesh {mesh}",
            pieces.len(),
            vm.num_devices()
        )));
    }
    let ty = pieces[0].ty.clone();
    if let Some((d, p)) = pieces.iter().enumerate().find(|(_, p)| p.ty != ty) {
        return Err(layout_error(format!(
            "the piece of device {d} has type {}, but device 0's has type {ty}",
            p.ty
        )));
    }
    if sharding.dims.len() != ty.rank() {
        return Err(layout_error(format!(
            "sharding {sharding} has {} dimension(s) but the pieces have rank {}",
            sharding.dims.len(),
            ty.rank()
        )));
    }
    let global_shape: Vec<i64> = match global_shape {
        Some(shape) => {
            if sharding.local_shape(mesh, shape) != ty.shape {
                return Err(layout_error(format!(
                    "pieces of shape {:?} do not make a tensor of shape {shape:?} laid out as {sharding}",
                    ty.shape
                )));
            }
            shape.to_vec()
        }
        None => ty
            .shape
            .iter()
            .enumerate()
            .map(|(d, &n)| n * sharding.dim_split(d, mesh))
            .collect(),
    };
    check_sharding(sharding, mesh, &global_shape)?;
    // Partial sums reduced over the unreduced axes.
    let reduced: Vec<Tensor> = if sharding.unreduced.is_empty() {
        pieces.to_vec()
    } else {
        let mut out = Vec::with_capacity(pieces.len());
        for device in 0..vm.num_devices() {
            let group = vm.group(device, &sharding.unreduced)?;
            let parts: Vec<&Tensor> = group.iter().map(|&q| &pieces[q]).collect();
            out.push(
                shardc_ir::interp::combine_elementwise(combiner, &parts).map_err(layout_error)?,
            );
        }
        out
    };
    let global_ty = TensorType::new(global_shape.clone(), ty.element);
    let mut global = Tensor::filled(global_ty, 0.0);
    // The first device (lowest id) holding each block provides it.
    let mut owner: std::collections::HashMap<Vec<i64>, usize> = Default::default();
    for (device, piece) in reduced.iter().enumerate() {
        let offsets = block_offsets(&vm, device, sharding, &ty.shape)?;
        match owner.get(&offsets) {
            None => {
                owner.insert(offsets.clone(), device);
                place(&mut global, piece, &offsets);
            }
            Some(&first) => {
                if let Some(i) = first_difference(&reduced[first], piece) {
                    let local_index = shardc_ir::interp::unravel(i, &ty.shape);
                    let index: Vec<i64> = local_index
                        .iter()
                        .zip(&offsets)
                        .map(|(a, b)| a + b)
                        .collect();
                    return Err(RuntimeError::ReplicaMismatch {
                        device,
                        reference_device: first,
                        index,
                        value: piece.get_f64(i),
                        reference_value: reduced[first].get_f64(i),
                    });
                }
            }
        }
    }
    Ok(global)
}

/// The global offsets (per dimension) of `device`'s block of a value with local shape
/// `local` laid out as `sharding`.
pub(crate) fn block_offsets(
    vm: &VirtualMesh,
    device: usize,
    sharding: &Sharding,
    local: &[i64],
) -> Result<Vec<i64>, RuntimeError> {
    sharding
        .dims
        .iter()
        .zip(local)
        .map(|(d, &n)| Ok(vm.position(device, &d.axes)? * n))
        .collect()
}

/// The index of the first element where `a` and `b` differ bitwise (NaNs count as equal).
fn first_difference(a: &Tensor, b: &Tensor) -> Option<usize> {
    match (&a.data, &b.data) {
        (Data::Float(x), Data::Float(y)) => x
            .iter()
            .zip(y)
            .position(|(p, q)| p.to_bits() != q.to_bits() && !(p.is_nan() && q.is_nan())),
        (Data::Int(x), Data::Int(y)) => x.iter().zip(y).position(|(p, q)| p != q),
        _ => Some(0),
    }
}

/// Copies the box of `extent` at `src_off` in `src` (shape `src_shape`) to `dst_off` in `dst`
/// (shape `dst_shape`), one contiguous row at a time.
fn copy_box<T: Copy>(
    src: &[T],
    src_shape: &[i64],
    src_off: &[i64],
    dst: &mut [T],
    dst_shape: &[i64],
    dst_off: &[i64],
    extent: &[i64],
) {
    let rank = extent.len();
    if extent.iter().any(|&e| e <= 0) {
        return;
    }
    if rank == 0 {
        dst[0] = src[0];
        return;
    }
    let (ss, ds) = (strides(src_shape), strides(dst_shape));
    let row = extent[rank - 1] as usize;
    let outer: i64 = extent[..rank - 1].iter().product();
    let mut idx = vec![0i64; rank - 1];
    for _ in 0..outer {
        let mut s = src_off[rank - 1] as usize;
        let mut d = dst_off[rank - 1] as usize;
        for k in 0..rank - 1 {
            s += (src_off[k] + idx[k]) as usize * ss[k];
            d += (dst_off[k] + idx[k]) as usize * ds[k];
        }
        dst[d..d + row].copy_from_slice(&src[s..s + row]);
        for k in (0..rank - 1).rev() {
            idx[k] += 1;
            if idx[k] < extent[k] {
                break;
            }
            idx[k] = 0;
        }
    }
}

/// The part of a box of `extent` at `offsets` that lies inside `shape`.
fn clipped(shape: &[i64], offsets: &[i64], extent: &[i64]) -> Vec<i64> {
    extent
        .iter()
        .zip(offsets)
        .zip(shape)
        .map(|((&e, &o), &n)| e.min(n - o).max(0))
        .collect()
}

/// The box of `extent` at `offsets` in `t`; what lies beyond `t` (padding) is zero.
pub(crate) fn extract(t: &Tensor, offsets: &[i64], extent: &[i64]) -> Tensor {
    let ty = TensorType::new(extent.to_vec(), t.ty.element);
    let n = ty.num_elements() as usize;
    let zero = vec![0i64; extent.len()];
    let inside = clipped(&t.ty.shape, offsets, extent);
    let data = match &t.data {
        Data::Float(v) => {
            let mut out = vec![0.0; n];
            copy_box(v, &t.ty.shape, offsets, &mut out, extent, &zero, &inside);
            Data::Float(out)
        }
        Data::Int(v) => {
            let mut out = vec![0; n];
            copy_box(v, &t.ty.shape, offsets, &mut out, extent, &zero, &inside);
            Data::Int(out)
        }
    };
    Tensor { ty, data }
}

/// Writes `piece` into `dst` at `offsets`, as much of it as fits (padding beyond `dst` is
/// dropped).
pub(crate) fn place(dst: &mut Tensor, piece: &Tensor, offsets: &[i64]) {
    let zero = vec![0i64; offsets.len()];
    let shape = dst.ty.shape.clone();
    let inside = clipped(&shape, offsets, &piece.ty.shape);
    match (&mut dst.data, &piece.data) {
        (Data::Float(d), Data::Float(s)) => {
            copy_box(s, &piece.ty.shape, &zero, d, &shape, offsets, &inside)
        }
        (Data::Int(d), Data::Int(s)) => {
            copy_box(s, &piece.ty.shape, &zero, d, &shape, offsets, &inside)
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shardc_ir::{AxisRef, DimSharding, ElementType};

    fn iota(shape: &[i64]) -> Tensor {
        let ty = TensorType::new(shape.to_vec(), ElementType::F32);
        let n = ty.num_elements();
        Tensor::from_f64(ty, (0..n).map(|i| i as f64).collect())
    }

    #[test]
    fn extract_and_place_are_inverse() {
        let t = iota(&[4, 6]);
        let b = extract(&t, &[2, 3], &[2, 3]);
        assert_eq!(b.to_f64_vec(), vec![15.0, 16.0, 17.0, 21.0, 22.0, 23.0]);
        let mut z = Tensor::filled(t.ty.clone(), 0.0);
        for (r, c) in [(0, 0), (0, 3), (2, 0), (2, 3)] {
            place(&mut z, &extract(&t, &[r, c], &[2, 3]), &[r, c]);
        }
        assert_eq!(z, t);
        let s = iota(&[]);
        assert_eq!(extract(&s, &[], &[]), s);
    }

    #[test]
    fn pieces_follow_the_axis_order() {
        let mesh = Mesh::new([("x", 2), ("y", 2)]);
        // Dimension 0 split over {"y", "x"}: block = 2 * y + x.
        let s = Sharding::new("m", vec![DimSharding::closed(["y", "x"])]);
        let pieces = shard_tensor(&iota(&[4]), &s, &mesh).unwrap();
        // Device ids: (x, y) -> 2x + y.
        let got: Vec<f64> = pieces.iter().map(|p| p.get_f64(0)).collect();
        assert_eq!(got, vec![0.0, 2.0, 1.0, 3.0]);
        assert_eq!(unshard(&pieces, &s, &mesh).unwrap(), iota(&[4]));
    }

    #[test]
    fn unreduced_pieces_sum_back() {
        let mesh = Mesh::new([("x", 2), ("y", 2)]);
        let mut s = Sharding::new(
            "m",
            vec![DimSharding::closed(["x"]), DimSharding::closed::<&str>([])],
        );
        s.unreduced = vec![AxisRef::axis("y")];
        let g = iota(&[4, 3]);
        let pieces = shard_tensor(&g, &s, &mesh).unwrap();
        assert_eq!(pieces[1], Tensor::filled(pieces[1].ty.clone(), 0.0));
        assert_eq!(unshard(&pieces, &s, &mesh).unwrap(), g);
    }
}
