//! Result-type inference and per-op type checks, shared by the verifier (which compares the
//! inferred type with the declared one) and the builder (which uses it to type new ops).

use crate::op::{BinaryOp, OpKind, UnaryOp};
use crate::types::{ElementType, TensorType};

/// Computes the result type of a single-result op from its operand types.
///
/// Some ops' result types do not follow from their operands (`reshape`, `convert`, `iota`,
/// `broadcast_in_dim`, `rng`, `recv`): for them `declared` must be given; it is checked for
/// consistency and returned. Returns a message describing the first violated rule.
///
/// `func.call`, `func.return` and `dist.send` have no single inferable result and are
/// checked by the verifier instead.
pub fn infer_result_type(
    kind: &OpKind,
    operands: &[&TensorType],
    declared: Option<&TensorType>,
) -> Result<TensorType, String> {
    if !kind.arity().allows(operands.len()) {
        return Err(format!(
            "'{}' takes {} operand(s), found {}",
            kind.name(),
            kind.arity(),
            operands.len()
        ));
    }
    let need_declared = || -> Result<TensorType, String> {
        declared
            .cloned()
            .ok_or_else(|| format!("the result type of '{}' must be given", kind.name()))
    };
    let x = operands.first().copied();
    match kind {
        OpKind::Constant(e) => {
            e.check()?;
            Ok(e.ty.clone())
        }
        OpKind::Iota { dimension } => {
            let ty = need_declared()?;
            check_dim(*dimension, ty.rank(), "iota_dimension")?;
            if ty.element.is_bool() {
                return Err("iota cannot produce i1".into());
            }
            Ok(ty)
        }
        OpKind::Unary(u) => {
            let x = x.unwrap();
            if !u.accepts(x.element) {
                return Err(format!(
                    "'{}' does not accept element type {}",
                    kind.name(),
                    x.element
                ));
            }
            Ok(if *u == UnaryOp::IsFinite {
                x.with_element(ElementType::I1)
            } else {
                x.clone()
            })
        }
        OpKind::Binary(b) => {
            same_types(operands)?;
            let x = x.unwrap();
            if !b.accepts(x.element) {
                return Err(format!(
                    "'{}' does not accept element type {}",
                    kind.name(),
                    x.element
                ));
            }
            if *b == BinaryOp::Power && x.element.is_bool() {
                return Err("power does not accept i1".into());
            }
            Ok(x.clone())
        }
        OpKind::Compare(_) => {
            same_types(operands)?;
            Ok(x.unwrap().with_element(ElementType::I1))
        }
        OpKind::Select => {
            let (pred, t, f) = (operands[0], operands[1], operands[2]);
            if pred.element != ElementType::I1 {
                return Err(format!(
                    "select predicate must have element type i1, found {pred}"
                ));
            }
            if t != f {
                return Err(format!(
                    "select branches must have the same type, found {t} and {f}"
                ));
            }
            if pred.rank() != 0 && pred.shape != t.shape {
                return Err(format!(
                    "select predicate must be a scalar or have the branches' shape {:?}, found {pred}",
                    t.shape
                ));
            }
            Ok(t.clone())
        }
        OpKind::Convert => {
            let ty = need_declared()?;
            if ty.shape != x.unwrap().shape {
                return Err(format!(
                    "convert cannot change the shape: {} to {ty}",
                    x.unwrap()
                ));
            }
            Ok(ty)
        }
        OpKind::BitcastConvert => {
            let ty = need_declared()?;
            let x = x.unwrap();
            if ty.shape != x.shape {
                return Err(format!(
                    "bitcast_convert cannot change the shape: {x} to {ty}"
                ));
            }
            if ty.element.byte_width() != x.element.byte_width()
                || ty.element.is_bool() != x.element.is_bool()
            {
                return Err(format!(
                    "bitcast_convert needs element types of the same bit width: {} has {} bits, {} has {}",
                    x.element,
                    x.element.bit_width(),
                    ty.element,
                    ty.element.bit_width()
                ));
            }
            Ok(ty)
        }
        OpKind::BroadcastInDim { dims } => {
            let ty = need_declared()?;
            let x = x.unwrap();
            if ty.element != x.element {
                return Err(format!(
                    "broadcast_in_dim cannot change the element type: {x} to {ty}"
                ));
            }
            if dims.len() != x.rank() {
                return Err(format!(
                    "broadcast_dimensions has {} entries but the operand has rank {}",
                    dims.len(),
                    x.rank()
                ));
            }
            check_unique_dims(dims, ty.rank(), "broadcast_dimensions")?;
            for (i, &d) in dims.iter().enumerate() {
                let (from, to) = (x.shape[i], ty.shape[d as usize]);
                if from != 1 && from != to {
                    return Err(format!(
                        "operand dimension {i} (size {from}) cannot broadcast to result dimension {d} (size {to})"
                    ));
                }
            }
            Ok(ty)
        }
        OpKind::Reshape => {
            let ty = need_declared()?;
            let x = x.unwrap();
            if ty.element != x.element || ty.num_elements() != x.num_elements() {
                return Err(format!(
                    "reshape must keep the element type and count: {x} ({} elements) to {ty} ({} elements)",
                    x.num_elements(),
                    ty.num_elements()
                ));
            }
            Ok(ty)
        }
        OpKind::ArgReduce { dimensions, .. } => {
            let ty = need_declared()?;
            let [x, idx, x0, i0] = operands else {
                return Err(format!(
                    "arg_reduce takes values, indices and their two init scalars, not {} operands",
                    operands.len()
                ));
            };
            if idx.shape != x.shape || !idx.element.is_integer() || idx.element.is_bool() {
                return Err(format!(
                    "arg_reduce indices must be integers of the values' shape {:?}, found {idx}",
                    x.shape
                ));
            }
            if x0.rank() != 0
                || x0.element != x.element
                || i0.rank() != 0
                || i0.element != idx.element
            {
                return Err(format!(
                    "arg_reduce init values must be scalars of {} and {}, found {x0} and {i0}",
                    x.element, idx.element
                ));
            }
            check_unique_dims(dimensions, x.rank(), "dimensions")?;
            let shape: Vec<i64> = (0..x.rank())
                .filter(|d| !dimensions.contains(&(*d as i64)))
                .map(|d| x.shape[d])
                .collect();
            if ty != TensorType::new(shape.clone(), idx.element) {
                return Err(format!(
                    "arg_reduce of {x} over {dimensions:?} gives {}, not {ty}",
                    TensorType::new(shape, idx.element)
                ));
            }
            Ok(ty)
        }
        OpKind::SelectAndScatter {
            window_dimensions,
            window_strides,
            padding_low,
            padding_high,
            ..
        } => {
            let (x, source, init) = (operands[0], operands[1], operands[2]);
            if init.rank() != 0 || init.element != source.element || source.element != x.element {
                return Err(format!(
                    "select_and_scatter needs an operand, a source and a scalar init of one element type, found {x}, {source} and {init}"
                ));
            }
            let r = x.rank();
            let mut windows = Vec::with_capacity(r);
            for d in 0..r {
                let (w, st) = (
                    *window_dimensions.get(d).unwrap_or(&0),
                    *window_strides.get(d).unwrap_or(&0),
                );
                let (lo, hi) = (
                    *padding_low.get(d).unwrap_or(&-1),
                    *padding_high.get(d).unwrap_or(&-1),
                );
                if w < 1 || st < 1 || lo < 0 || hi < 0 {
                    return Err(format!(
                        "select_and_scatter needs a positive window and stride and non-negative padding for each of the operand's {r} dimensions"
                    ));
                }
                let padded = x.shape[d] + lo + hi;
                windows.push(if padded < w { 0 } else { (padded - w) / st + 1 });
            }
            if source.shape != windows {
                return Err(format!(
                    "select_and_scatter's source must have one element per window, {windows:?}, found {source}"
                ));
            }
            Ok(x.clone())
        }
        OpKind::Convolution(c) => {
            let (x, k) = (operands[0], operands[1]);
            let ty = need_declared()?;
            crate::op::conv_output_type(c, x, k).and_then(|want| {
                if want == ty {
                    Ok(ty)
                } else {
                    Err(format!("convolution of {x} by {k} gives {want}, not {ty}"))
                }
            })
        }
        OpKind::ReduceWindow {
            window_dimensions,
            window_strides,
            window_dilations,
            padding_low,
            padding_high,
            ..
        } => {
            let (x, init) = (operands[0], operands[1]);
            if init.rank() != 0 || init.element != x.element {
                return Err(format!(
                    "init value must be a scalar of element type {}, found {init}",
                    x.element
                ));
            }
            let r = x.rank();
            for (name, v) in [
                ("window_dimensions", window_dimensions),
                ("window_strides", window_strides),
                ("window_dilations", window_dilations),
                ("padding_low", padding_low),
                ("padding_high", padding_high),
            ] {
                if v.len() != r {
                    return Err(format!(
                        "{name} has {} entries but the operand has rank {r}",
                        v.len()
                    ));
                }
            }
            let mut shape = Vec::with_capacity(r);
            for d in 0..r {
                let (w, st, dl) = (window_dimensions[d], window_strides[d], window_dilations[d]);
                if w < 1 || st < 1 || dl < 1 || padding_low[d] < 0 || padding_high[d] < 0 {
                    return Err(format!(
                        "dimension {d}: window {w}, stride {st} and dilation {dl} must be positive and the padding non-negative"
                    ));
                }
                let padded = x.shape[d] + padding_low[d] + padding_high[d];
                let span = (w - 1) * dl + 1;
                shape.push(if padded < span {
                    0
                } else {
                    (padded - span) / st + 1
                });
            }
            Ok(TensorType::new(shape, x.element))
        }
        OpKind::SortBy { dimension, .. } => {
            let (keys, values) = (operands[0], operands[1]);
            if keys.shape != values.shape {
                return Err(format!(
                    "sort_by keys and values must have one shape, found {keys} and {values}"
                ));
            }
            check_dim(*dimension, keys.rank(), "dimension")?;
            Ok(values.clone())
        }
        OpKind::Reverse { dimensions } => {
            let x = x.unwrap();
            check_unique_dims(dimensions, x.rank(), "dimensions")?;
            Ok(x.clone())
        }
        OpKind::Transpose { permutation } => {
            let x = x.unwrap();
            if permutation.len() != x.rank() {
                return Err(format!(
                    "permutation has {} entries but the operand has rank {}",
                    permutation.len(),
                    x.rank()
                ));
            }
            check_unique_dims(permutation, x.rank(), "permutation")?;
            Ok(TensorType::new(
                permutation
                    .iter()
                    .map(|&p| x.shape[p as usize])
                    .collect::<Vec<_>>(),
                x.element,
            ))
        }
        OpKind::Slice {
            start,
            limit,
            strides,
        } => {
            let x = x.unwrap();
            if start.len() != x.rank() || limit.len() != x.rank() || strides.len() != x.rank() {
                return Err(format!(
                    "start_indices, limit_indices and strides must each have {} entries (the operand rank)",
                    x.rank()
                ));
            }
            let mut shape = Vec::with_capacity(x.rank());
            for d in 0..x.rank() {
                let (s, l, st) = (start[d], limit[d], strides[d]);
                if st <= 0 {
                    return Err(format!("stride {st} of dimension {d} must be positive"));
                }
                if s < 0 || s > l || l > x.shape[d] {
                    return Err(format!(
                        "slice of dimension {d} must satisfy 0 <= start ({s}) <= limit ({l}) <= size ({})",
                        x.shape[d]
                    ));
                }
                // ceil((l - s) / st), without overflow for huge strides.
                let len = l - s;
                shape.push(len / st + i64::from(len % st != 0));
            }
            Ok(TensorType::new(shape, x.element))
        }
        OpKind::Concatenate { dimension } => {
            let first = x.unwrap();
            check_dim(*dimension, first.rank(), "dimension")?;
            let d = *dimension as usize;
            let mut size = 0i64;
            for (i, t) in operands.iter().enumerate() {
                if t.element != first.element || t.rank() != first.rank() {
                    return Err(format!(
                        "operand {i} ({t}) does not match operand 0 ({first}) in element type and rank"
                    ));
                }
                for k in 0..t.rank() {
                    if k != d && t.shape[k] != first.shape[k] {
                        return Err(format!(
                            "operand {i} ({t}) differs from operand 0 ({first}) in dimension {k}, which is not the concatenation dimension"
                        ));
                    }
                }
                size = size.saturating_add(t.shape[d]);
            }
            let mut shape = first.shape.clone();
            shape[d] = size;
            Ok(TensorType::new(shape, first.element))
        }
        OpKind::Pad {
            low,
            high,
            interior,
        } => {
            let (x, pad) = (operands[0], operands[1]);
            if pad.rank() != 0 || pad.element != x.element {
                return Err(format!(
                    "padding value must be a scalar of element type {}, found {pad}",
                    x.element
                ));
            }
            if low.len() != x.rank() || high.len() != x.rank() || interior.len() != x.rank() {
                return Err(format!(
                    "edge_padding_low, edge_padding_high and interior_padding must each have {} entries",
                    x.rank()
                ));
            }
            let mut shape = Vec::new();
            for d in 0..x.rank() {
                if interior[d] < 0 {
                    return Err(format!("interior padding of dimension {d} is negative"));
                }
                let n = x.shape[d];
                let size = low[d]
                    .saturating_add(high[d])
                    .saturating_add(n)
                    .saturating_add((n - 1).max(0).saturating_mul(interior[d]));
                if size < 0 {
                    return Err(format!("padding makes dimension {d} negative ({size})"));
                }
                shape.push(size);
            }
            Ok(TensorType::new(shape, x.element))
        }
        OpKind::Reduce { dimensions, .. } => {
            let (x, init) = (operands[0], operands[1]);
            if init.rank() != 0 || init.element != x.element {
                return Err(format!(
                    "init value must be a scalar of element type {}, found {init}",
                    x.element
                ));
            }
            check_unique_dims(dimensions, x.rank(), "dimensions")?;
            let shape: Vec<i64> = (0..x.rank())
                .filter(|d| !dimensions.contains(&(*d as i64)))
                .map(|d| x.shape[d])
                .collect();
            Ok(TensorType::new(shape, x.element))
        }
        OpKind::DotGeneral(d) => {
            let (l, r) = (operands[0], operands[1]);
            // Mixed precision: float operands of different widths, or a result in another
            // float type (JAX's `preferred_element_type`, bf16 products accumulated in f32).
            let class = |t: ElementType| (t.is_float(), t.is_bool());
            if class(l.element) != class(r.element) {
                return Err(format!(
                    "dot_general operands must both be floats or both integers, found {l} and {r}"
                ));
            }
            if l.element != r.element && !l.element.is_float() {
                return Err(format!(
                    "dot_general operands must have the same element type, found {l} and {r}"
                ));
            }
            let element = match declared {
                Some(t) if class(t.element) == class(l.element) => t.element,
                _ => l.element,
            };
            if d.lhs_batch.len() != d.rhs_batch.len() {
                return Err("lhs and rhs must have the same number of batching dimensions".into());
            }
            if d.lhs_contracting.len() != d.rhs_contracting.len() {
                return Err(
                    "lhs and rhs must have the same number of contracting dimensions".into(),
                );
            }
            let lhs_dims: Vec<i64> = d
                .lhs_batch
                .iter()
                .chain(&d.lhs_contracting)
                .copied()
                .collect();
            let rhs_dims: Vec<i64> = d
                .rhs_batch
                .iter()
                .chain(&d.rhs_contracting)
                .copied()
                .collect();
            check_unique_dims(
                &lhs_dims,
                l.rank(),
                "lhs batching and contracting dimensions",
            )?;
            check_unique_dims(
                &rhs_dims,
                r.rank(),
                "rhs batching and contracting dimensions",
            )?;
            for (&a, &b) in lhs_dims.iter().zip(&rhs_dims) {
                if l.shape[a as usize] != r.shape[b as usize] {
                    return Err(format!(
                        "lhs dimension {a} (size {}) and rhs dimension {b} (size {}) are paired but differ in size",
                        l.shape[a as usize], r.shape[b as usize]
                    ));
                }
            }
            let mut shape: Vec<i64> = d.lhs_batch.iter().map(|&b| l.shape[b as usize]).collect();
            shape.extend(
                (0..l.rank() as i64)
                    .filter(|i| !lhs_dims.contains(i))
                    .map(|i| l.shape[i as usize]),
            );
            shape.extend(
                (0..r.rank() as i64)
                    .filter(|i| !rhs_dims.contains(i))
                    .map(|i| r.shape[i as usize]),
            );
            Ok(TensorType::new(shape, element))
        }
        OpKind::Gather(g) => {
            let (operand, indices) = (operands[0], operands[1]);
            if indices.element.is_float() || indices.element.is_bool() {
                return Err(format!(
                    "gather indices must be i32 or i64, found {indices}"
                ));
            }
            if g.slice_sizes.len() != operand.rank() {
                return Err(format!(
                    "slice_sizes has {} entries but the operand has rank {}",
                    g.slice_sizes.len(),
                    operand.rank()
                ));
            }
            for (d, (&s, &n)) in g.slice_sizes.iter().zip(&operand.shape).enumerate() {
                if s < 0 || s > n {
                    return Err(format!(
                        "slice size {s} of dimension {d} must be in [0, {n}]"
                    ));
                }
            }
            let ivd = g.index_vector_dim;
            if ivd < 0 || ivd as usize > indices.rank() {
                return Err(format!(
                    "index_vector_dim {ivd} is out of range for indices of rank {}",
                    indices.rank()
                ));
            }
            let index_size = if (ivd as usize) < indices.rank() {
                indices.shape[ivd as usize]
            } else {
                1
            };
            if g.start_index_map.len() as i64 != index_size {
                return Err(format!(
                    "start_index_map has {} entries but the index vector has size {index_size}",
                    g.start_index_map.len()
                ));
            }
            check_unique_dims(&g.start_index_map, operand.rank(), "start_index_map")?;
            let removed: Vec<i64> = g
                .collapsed_slice_dims
                .iter()
                .chain(&g.operand_batching_dims)
                .copied()
                .collect();
            check_unique_dims(
                &removed,
                operand.rank(),
                "collapsed_slice_dims and operand_batching_dims",
            )?;
            for &c in &g.collapsed_slice_dims {
                if g.slice_sizes[c as usize] > 1 {
                    return Err(format!(
                        "collapsed dimension {c} must have slice size 0 or 1"
                    ));
                }
            }
            for &b in &g.operand_batching_dims {
                if g.slice_sizes[b as usize] > 1 {
                    return Err(format!(
                        "batching dimension {b} must have slice size 0 or 1"
                    ));
                }
            }
            check_batching_dims(
                ("operand", operand, &g.operand_batching_dims),
                ("start_indices", indices, &g.start_indices_batching_dims),
                ivd,
            )?;
            let indexed: Vec<i64> = g
                .start_index_map
                .iter()
                .chain(&g.operand_batching_dims)
                .copied()
                .collect();
            check_unique_dims(
                &indexed,
                operand.rank(),
                "start_index_map and operand_batching_dims",
            )?;
            let batch: Vec<i64> = indices
                .shape
                .iter()
                .enumerate()
                .filter(|(i, _)| *i as i64 != ivd)
                .map(|(_, &s)| s)
                .collect();
            let offsets: Vec<i64> = (0..operand.rank() as i64)
                .filter(|d| !removed.contains(d))
                .map(|d| g.slice_sizes[d as usize])
                .collect();
            if g.offset_dims.len() != offsets.len() {
                return Err(format!(
                    "offset_dims has {} entries but {} slice dimensions remain after collapsing",
                    g.offset_dims.len(),
                    offsets.len()
                ));
            }
            let rank = batch.len() + offsets.len();
            check_unique_dims(&g.offset_dims, rank, "offset_dims")?;
            if !g.offset_dims.is_sorted() {
                return Err("offset_dims must be sorted".into());
            }
            let (mut bi, mut oi) = (0, 0);
            let shape = (0..rank as i64)
                .map(|d| {
                    if g.offset_dims.contains(&d) {
                        oi += 1;
                        offsets[oi - 1]
                    } else {
                        bi += 1;
                        batch[bi - 1]
                    }
                })
                .collect::<Vec<_>>();
            Ok(TensorType::new(shape, operand.element))
        }
        OpKind::Scatter { dims, .. } => {
            let (input, indices, updates) = (operands[0], operands[1], operands[2]);
            if indices.element.is_float() || indices.element.is_bool() {
                return Err(format!(
                    "scatter indices must be i32 or i64, found {indices}"
                ));
            }
            if updates.element != input.element {
                return Err(format!(
                    "updates ({updates}) must have the input's element type {}",
                    input.element
                ));
            }
            let ivd = dims.index_vector_dim;
            if ivd < 0 || ivd as usize > indices.rank() {
                return Err(format!(
                    "index_vector_dim {ivd} is out of range for indices of rank {}",
                    indices.rank()
                ));
            }
            let index_size = if (ivd as usize) < indices.rank() {
                indices.shape[ivd as usize]
            } else {
                1
            };
            if dims.scatter_dims_to_operand_dims.len() as i64 != index_size {
                return Err(format!(
                    "scatter_dims_to_operand_dims has {} entries but the index vector has size {index_size}",
                    dims.scatter_dims_to_operand_dims.len()
                ));
            }
            check_unique_dims(
                &dims.scatter_dims_to_operand_dims,
                input.rank(),
                "scatter_dims_to_operand_dims",
            )?;
            let removed: Vec<i64> = dims
                .inserted_window_dims
                .iter()
                .chain(&dims.input_batching_dims)
                .copied()
                .collect();
            check_unique_dims(
                &removed,
                input.rank(),
                "inserted_window_dims and input_batching_dims",
            )?;
            check_batching_dims(
                ("input", input, &dims.input_batching_dims),
                (
                    "scatter_indices",
                    indices,
                    &dims.scatter_indices_batching_dims,
                ),
                ivd,
            )?;
            let indexed: Vec<i64> = dims
                .scatter_dims_to_operand_dims
                .iter()
                .chain(&dims.input_batching_dims)
                .copied()
                .collect();
            check_unique_dims(
                &indexed,
                input.rank(),
                "scatter_dims_to_operand_dims and input_batching_dims",
            )?;
            let scatter_rank = indices.rank() - usize::from((ivd as usize) < indices.rank());
            if updates.rank() != dims.update_window_dims.len() + scatter_rank {
                return Err(format!(
                    "updates have rank {} but update_window_dims ({}) plus scatter dimensions ({scatter_rank}) make {}",
                    updates.rank(),
                    dims.update_window_dims.len(),
                    dims.update_window_dims.len() + scatter_rank
                ));
            }
            check_unique_dims(
                &dims.update_window_dims,
                updates.rank(),
                "update_window_dims",
            )?;
            // The updates' other dimensions run over the indices' batch dimensions, in order.
            let update_scatter_dims =
                (0..updates.rank()).filter(|d| !dims.update_window_dims.contains(&(*d as i64)));
            let index_batch_dims = (0..indices.rank()).filter(|d| *d as i64 != ivd);
            for (u, i) in update_scatter_dims.zip(index_batch_dims) {
                if updates.shape[u] != indices.shape[i] {
                    return Err(format!(
                        "update scatter dimension {u} (size {}) must equal indices dimension {i} (size {})",
                        updates.shape[u], indices.shape[i]
                    ));
                }
            }
            if dims.update_window_dims.len() + removed.len() != input.rank() {
                return Err(format!(
                    "update_window_dims ({}) plus inserted and batching dims ({}) must equal the input rank {}",
                    dims.update_window_dims.len(),
                    removed.len(),
                    input.rank()
                ));
            }
            let window_input_dims: Vec<usize> = (0..input.rank())
                .filter(|d| !removed.contains(&(*d as i64)))
                .collect();
            for (&u, &d) in dims.update_window_dims.iter().zip(&window_input_dims) {
                if updates.shape[u as usize] > input.shape[d] {
                    return Err(format!(
                        "update window dimension {u} (size {}) exceeds input dimension {d} (size {})",
                        updates.shape[u as usize], input.shape[d]
                    ));
                }
            }
            Ok(input.clone())
        }
        OpKind::Rng { global_shape, .. } => {
            let ty = need_declared()?;
            let seed = x.unwrap();
            if !global_shape.is_empty() {
                let want = TensorType::new([global_shape.len() as i64], ElementType::I64);
                if operands.get(1).copied() != Some(&want) || global_shape.len() != ty.rank() {
                    return Err(format!(
                        "a block of a draw of shape {global_shape:?} needs its start as a {want} operand and a result of the same rank"
                    ));
                }
            }
            if seed.rank() != 0 || !matches!(seed.element, ElementType::I64 | ElementType::I32) {
                return Err(format!(
                    "rng seed must be a scalar i64 or i32, found {seed}"
                ));
            }
            if !ty.element.is_float() {
                return Err(format!("rng produces float tensors, not {ty}"));
            }
            Ok(ty)
        }
        OpKind::RngBits {
            algorithm,
            global_shape,
        } => {
            let ty = need_declared()?;
            let state = x.unwrap();
            if !global_shape.is_empty() {
                let want = TensorType::new([global_shape.len() as i64], ElementType::I64);
                if operands.get(1).copied() != Some(&want) || global_shape.len() != ty.rank() {
                    return Err(format!(
                        "a block of bits of shape {global_shape:?} needs its start as a {want} operand and a result of the same rank"
                    ));
                }
            }
            let words: &[i64] = match algorithm {
                crate::op::BitAlgorithm::Philox => &[2, 3],
                crate::op::BitAlgorithm::ThreeFry => &[2],
            };
            if state.rank() != 1
                || state.element != ElementType::U64
                || !words.contains(&state.shape[0])
            {
                return Err(format!(
                    "{} takes its state as tensor<{}xui64>, found {state}",
                    algorithm.keyword(),
                    if words.len() == 2 { "2 or 3" } else { "2" }
                ));
            }
            if !matches!(ty.element.int_bits(), 32 | 64) {
                return Err(format!("rng_bits makes 32- or 64-bit integers, not {ty}"));
            }
            Ok(ty)
        }
        OpKind::Rotate { dimension, .. } => {
            let x = x.unwrap();
            check_dim(*dimension, x.rank(), "dimension")?;
            Ok(x.clone())
        }
        OpKind::Softmax { dimension } => {
            let x = x.unwrap();
            float_only(kind, x)?;
            check_dim(*dimension, x.rank(), "dimension")?;
            Ok(x.clone())
        }
        OpKind::LayerNorm { dimension, epsilon } => {
            let (x, scale, bias) = (operands[0], operands[1], operands[2]);
            float_only(kind, x)?;
            check_dim(*dimension, x.rank(), "dimension")?;
            if epsilon.is_nan() || *epsilon < 0.0 {
                return Err(format!("epsilon must be non-negative, found {epsilon}"));
            }
            let want = TensorType::new([x.shape[*dimension as usize]], x.element);
            for (what, t) in [("scale", scale), ("bias", bias)] {
                if *t != want {
                    return Err(format!("{what} must have type {want}, found {t}"));
                }
            }
            Ok(x.clone())
        }
        OpKind::Gelu { .. } => {
            float_only(kind, x.unwrap())?;
            Ok(x.unwrap().clone())
        }
        OpKind::Constraint
        | OpKind::AllGather { .. }
        | OpKind::AllReduce { .. }
        | OpKind::ReduceScatter { .. }
        | OpKind::AllSlice { .. }
        | OpKind::CollectivePermute
        | OpKind::Shift { .. } => Ok(x.unwrap().clone()),
        OpKind::AllToAll {
            source_dim,
            target_dim,
            ..
        } => {
            let x = x.unwrap();
            check_dim(*source_dim, x.rank(), "source_dim")?;
            check_dim(*target_dim, x.rank(), "target_dim")?;
            Ok(x.clone())
        }
        OpKind::Recv { .. } => need_declared(),
        OpKind::AxisIndex { .. } => match declared {
            None => Ok(TensorType::scalar(crate::types::ElementType::I64)),
            Some(t) if t.rank() == 0 && t.element.is_integer() && !t.element.is_bool() => {
                Ok(t.clone())
            }
            Some(t) => Err(format!(
                "'dist.axis_index' produces a scalar integer, not {t}"
            )),
        },
        OpKind::Send { .. }
        | OpKind::Call { .. }
        | OpKind::While { .. }
        | OpKind::ManualComputation { .. }
        | OpKind::Return => Err(format!("'{}' has no single inferable result", kind.name())),
    }
}

/// StableHLO's rules for the batching dimensions of `gather` and `scatter`: the operand's and
/// the indices' lists pair up one to one, the indices' list is unique, in range and avoids
/// `index_vector_dim`, and paired dimensions have the same size. Each side is
/// `(name, type, dims)`; the operand's list is already known to be unique and in range.
fn check_batching_dims(
    (op_name, operand, op_dims): (&str, &TensorType, &[i64]),
    (idx_name, indices, idx_dims): (&str, &TensorType, &[i64]),
    ivd: i64,
) -> Result<(), String> {
    let (op_list, idx_list) = (
        format!("{op_name}_batching_dims"),
        format!("{idx_name}_batching_dims"),
    );
    if op_dims.len() != idx_dims.len() {
        return Err(format!(
            "{op_list} has {} entries but {idx_list} has {}",
            op_dims.len(),
            idx_dims.len()
        ));
    }
    check_unique_dims(idx_dims, indices.rank(), &idx_list)?;
    if idx_dims.contains(&ivd) {
        return Err(format!("{idx_list} cannot contain index_vector_dim {ivd}"));
    }
    for (&a, &b) in op_dims.iter().zip(idx_dims) {
        let (na, nb) = (operand.shape[a as usize], indices.shape[b as usize]);
        if na != nb {
            return Err(format!(
                "{op_name} batching dimension {a} (size {na}) and {idx_name} batching dimension {b} (size {nb}) differ in size"
            ));
        }
    }
    Ok(())
}

fn float_only(kind: &OpKind, x: &TensorType) -> Result<(), String> {
    if x.element.is_float() {
        Ok(())
    } else {
        Err(format!("'{}' needs a float tensor, found {x}", kind.name()))
    }
}

fn same_types(operands: &[&TensorType]) -> Result<(), String> {
    let first = operands[0];
    for t in &operands[1..] {
        if *t != first {
            return Err(format!(
                "operands must have the same type, found {first} and {t}"
            ));
        }
    }
    Ok(())
}

fn check_dim(d: i64, rank: usize, what: &str) -> Result<(), String> {
    if d < 0 || d as usize >= rank {
        return Err(format!("{what} {d} is out of range for rank {rank}"));
    }
    Ok(())
}

fn check_unique_dims(dims: &[i64], rank: usize, what: &str) -> Result<(), String> {
    for (i, &d) in dims.iter().enumerate() {
        check_dim(d, rank, what)?;
        if dims[..i].contains(&d) {
            return Err(format!("{what} lists dimension {d} twice"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::op::DotDims;

    fn t(shape: &[i64]) -> TensorType {
        TensorType::new(shape.to_vec(), ElementType::F32)
    }

    #[test]
    fn dot_general_orders_batch_lhs_rhs() {
        let kind = OpKind::DotGeneral(DotDims {
            lhs_batch: vec![0],
            rhs_batch: vec![0],
            lhs_contracting: vec![2],
            rhs_contracting: vec![1],
        });
        let r = infer_result_type(&kind, &[&t(&[4, 8, 16]), &t(&[4, 16, 32])], None).unwrap();
        assert_eq!(r, t(&[4, 8, 32]));
        let err = infer_result_type(&kind, &[&t(&[4, 8, 16]), &t(&[4, 15, 32])], None).unwrap_err();
        assert!(err.contains("differ in size"), "{err}");
    }

    #[test]
    fn slice_and_pad_shapes() {
        let s = OpKind::Slice {
            start: vec![1],
            limit: vec![8],
            strides: vec![3],
        };
        assert_eq!(infer_result_type(&s, &[&t(&[8])], None).unwrap(), t(&[3]));
        let p = OpKind::Pad {
            low: vec![1],
            high: vec![-1],
            interior: vec![2],
        };
        assert_eq!(
            infer_result_type(&p, &[&t(&[3]), &t(&[])], None).unwrap(),
            t(&[7])
        );
    }

    #[test]
    fn reshape_needs_declared_type_with_same_count() {
        assert!(infer_result_type(&OpKind::Reshape, &[&t(&[2, 3])], None).is_err());
        assert!(infer_result_type(&OpKind::Reshape, &[&t(&[2, 3])], Some(&t(&[6]))).is_ok());
        assert!(infer_result_type(&OpKind::Reshape, &[&t(&[2, 3])], Some(&t(&[5]))).is_err());
    }
}
