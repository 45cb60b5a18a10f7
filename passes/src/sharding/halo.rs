//! Windows of split dimensions — slices and edge padding — computed where the data is, with
//! halos from the neighbouring devices instead of a gather of the whole dimension.
//!
//! A slice `x[s : s + m]` (or an edge padding, a window starting at `-low`) of a dimension
//! of size `n` split `k` ways keeps the split: device `b` holds `x`'s block
//! `[c·b, c·b + c)` (`c = ceil(n / k)`) and needs the window `[s + r·b, s + r·b + r)`
//! (`r = ceil(m / k)`). When every window reaches at most one block beyond its own on each
//! side, each device receives the last `L` elements of its left neighbour's block and the
//! first `R` of its right neighbour's (`dist.shift`, one collective permute each way), joins
//! them around its own block, and takes its window with a gather at an offset computed from
//! its position (`dist.axis_index`). Edge padding then replaces what lies outside `x` by the
//! padding value.
//!
//! A window reaching further — a slice of the first quarter of a dimension over four
//! devices, the far end of a sequence shifted by a scan — is cut into pieces instead
//! ([`pieces`]): for each offset `o` between a receiver and a device holding part of its
//! window, every device cuts from its own block the piece its receiver `o` positions back
//! needs (at an offset computed from its position), one shift by `-o` moves all of them at
//! once, and each receiver selects, element by element, the piece from the block that
//! holds it. [`window_plan`] picks halos, pieces or a gather of the whole dimension by the
//! elements each device receives; `insert-reshards` keeps a window's dimension split only
//! where that is cheaper than replicating it, and `spmd-partition` gathers the whole
//! dimension for a plan it cannot lower, as a safety net.
//!
//! A concatenation whose result is split along the concatenated dimension is the same thing
//! once each operand is edge-padded to the result's extent: `insert-reshards` first rewrites
//! it as `select`s of padded operands ([`concatenations_as_windows`], bitwise the same
//! values), so that each operand's part is a window with halos — or, for a small operand
//! such as the piece a roll moves around, a gather of just that operand.

use shardc_ir::op::{BinaryOp, CompareDirection, GatherDims};
use shardc_ir::{AxisRef, ElementType, Function, Mesh, OpId, OpKind, Sharding, TensorType, Value};

use super::local_lookup::Emitter;

/// The halos a window of a split dimension needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Halo {
    /// Elements each device needs from the end of its left neighbour's block (at most).
    pub left: i64,
    /// Elements each device needs from the start of its right neighbour's block (at most).
    pub right: i64,
    /// The operand's piece (`ceil(n / k)`).
    pub block: i64,
    /// The result's piece (`ceil(m / k)`).
    pub window: i64,
}

impl Halo {
    /// True when neighbours' blocks suffice.
    pub fn fits(&self) -> bool {
        self.left <= self.block && self.right <= self.block
    }
}

/// The halos of a window of `m` elements starting at `start` (negative for edge padding) in
/// a dimension of `n` elements split `k` ways.
pub fn halo(n: i64, m: i64, start: i64, k: i64) -> Halo {
    let k = k.max(1);
    let ceil = |a: i64| (a + k - 1) / k;
    let (c, r) = (ceil(n), ceil(m));
    let (mut left, mut right) = (0, 0);
    for b in 0..k {
        let first = start + r * b;
        // The result's valid elements of this block, and where they come from in `x`.
        let valid = r.min(m - r * b).max(0);
        let (lo, hi) = (first.max(0), (first + valid).min(n));
        if lo < hi {
            left = left.max(c * b - lo);
            right = right.max(hi - c * (b + 1));
        }
    }
    Halo {
        left,
        right,
        block: c,
        window: r,
    }
}

/// The pieces a window reaching past the neighbours takes from other devices: per offset
/// `o` (the device `o` positions after the receiver holds the piece), the most elements any
/// receiver needs from that device. Each is one shift by `o` of a piece of that size, cut
/// from where the receivers need it (see [`lower`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pieces {
    /// `(offset, elements)`, by offset; the device's own block (offset 0) is not listed.
    pub offsets: Vec<(i64, i64)>,
    /// The operand's piece (`ceil(n / k)`).
    pub block: i64,
    /// The result's piece (`ceil(m / k)`).
    pub window: i64,
}

impl Pieces {
    /// Elements one device receives.
    pub fn elements(&self) -> i64 {
        self.offsets.iter().map(|&(_, e)| e).sum()
    }
}

/// The pieces of a window of `m` elements starting at `start` in a dimension of `n`
/// elements split `k` ways.
pub fn pieces(n: i64, m: i64, start: i64, k: i64) -> Pieces {
    let k = k.max(1);
    let ceil = |a: i64| (a + k - 1) / k;
    let (c, r) = (ceil(n), ceil(m));
    let mut sizes: std::collections::BTreeMap<i64, i64> = std::collections::BTreeMap::new();
    for b in 0..k {
        let first = start + r * b;
        let valid = r.min(m - r * b).max(0);
        let (lo, hi) = (first.max(0), (first + valid).min(n));
        if lo >= hi || c == 0 {
            continue;
        }
        for j in lo / c..=(hi - 1) / c {
            if j == b {
                continue;
            }
            let got = hi.min(c * (j + 1)) - lo.max(c * j);
            let e = sizes.entry(j - b).or_insert(0);
            *e = (*e).max(got);
        }
    }
    Pieces {
        offsets: sizes.into_iter().collect(),
        block: c,
        window: r,
    }
}

/// How a window of a split dimension is computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WindowPlan {
    /// From the neighbours' edges ([`halo`]).
    Halo(Halo),
    /// From pieces of the devices holding its elements ([`pieces`]).
    Pieces(Pieces),
    /// By gathering the dimension.
    Gather,
}

/// The cheapest way to compute a window of `m` elements from `start` of a dimension of `n`
/// split `k` ways, by the elements one device receives: the neighbours' edges when they
/// suffice and move no more than the pieces (ties keep the edges), else the pieces when they
/// move less than a gather of the dimension, else the gather.
pub fn window_plan(n: i64, m: i64, start: i64, k: i64) -> WindowPlan {
    let h = halo(n, m, start, k);
    let p = pieces(n, m, start, k);
    let gather = (k - 1) * p.block;
    if h.fits() && h.left + h.right <= p.elements().min(gather) {
        WindowPlan::Halo(h)
    } else if p.elements() < gather {
        WindowPlan::Pieces(p)
    } else if h.fits() && h.left + h.right <= gather {
        WindowPlan::Halo(h)
    } else {
        WindowPlan::Gather
    }
}

/// The elements one device receives to compute the window with its dimension kept split
/// ([`window_plan`]); `None` when gathering the dimension is cheaper.
pub fn kept_split_elements(n: i64, m: i64, start: i64, k: i64) -> Option<i64> {
    match window_plan(n, m, start, k) {
        WindowPlan::Halo(h) => Some(h.left + h.right),
        WindowPlan::Pieces(p) => Some(p.elements()),
        WindowPlan::Gather => None,
    }
}

/// The halo a rotation by `shift` of a dimension of `n` elements split `k` ways takes from
/// one neighbour: `(elements, from the left)` — the last `shift mod n` elements of the left
/// neighbour's block, or the first `n - shift mod n` of the right one's, whichever is
/// smaller. `None` when it does not fit in a block, or the dimension is padded (padding in
/// the middle of the circle).
pub fn rotation_halo(n: i64, shift: i64, k: i64) -> Option<(i64, bool)> {
    if k <= 1 || n % k != 0 {
        return None;
    }
    let c = n / k;
    let s = shift.rem_euclid(n.max(1));
    let (elements, from_left) = if s <= n - s {
        (s, true)
    } else {
        (n - s, false)
    };
    (elements <= c).then_some((elements, from_left))
}

/// The window dimensions of a `slice` or `pad`: `(dimension, start of the window in the
/// operand, operand size, result size)`.
pub fn window_dims(kind: &OpKind, operand: &[i64], result: &[i64]) -> Vec<(usize, i64, i64, i64)> {
    match kind {
        OpKind::Slice {
            start,
            limit,
            strides,
        } => (0..operand.len())
            .filter(|&d| strides[d] == 1 && (start[d] != 0 || limit[d] != operand[d]))
            .map(|d| (d, start[d], operand[d], result[d]))
            .collect(),
        OpKind::Pad {
            low,
            high,
            interior,
        } => (0..operand.len())
            .filter(|&d| interior[d] == 0 && (low[d] != 0 || high[d] != 0))
            .map(|d| (d, -low[d], operand[d], result[d]))
            .collect(),
        _ => Vec::new(),
    }
}

/// The axes of `s` that split dimension `d` into more than one block.
fn split_axes(s: &Sharding, d: usize, mesh: &Mesh) -> Vec<AxisRef> {
    super::local_lookup::split_axes(Some(s), d, mesh)
}

/// One window dimension of an op to compute with halos.
#[derive(Clone, Debug)]
pub struct WindowDim {
    /// The dimension.
    pub dim: usize,
    /// The axes it is split over.
    pub axes: Vec<AxisRef>,
    /// Start of the window in the operand (negative for edge padding).
    pub start: i64,
    /// Operand and result sizes.
    pub sizes: (i64, i64),
}

/// A `slice` or `pad` whose window dimensions are split.
#[derive(Clone, Debug)]
pub struct Windowed {
    /// The op.
    pub op: OpId,
    /// Its split window dimensions.
    pub dims: Vec<WindowDim>,
}

/// The windows of `f` (global view, after `insert-reshards`) over split dimensions.
pub fn find(f: &Function, mesh: &Mesh) -> Vec<Windowed> {
    let mut out = Vec::new();
    for &op in &f.body {
        let data = &f.ops[op];
        if let OpKind::Rotate { dimension, .. } = data.kind {
            let d = dimension as usize;
            let axes = f.values[data.operands[0]]
                .sharding
                .as_ref()
                .map(|s| split_axes(s, d, mesh))
                .unwrap_or_default();
            if !axes.is_empty() {
                let n = f.ty(data.operands[0]).shape[d];
                out.push(Windowed {
                    op,
                    dims: vec![WindowDim {
                        dim: d,
                        axes,
                        start: 0,
                        sizes: (n, n),
                    }],
                });
            }
            continue;
        }
        if !matches!(data.kind, OpKind::Slice { .. } | OpKind::Pad { .. }) {
            continue;
        }
        let Some(s) = &f.values[data.operands[0]].sharding else {
            continue;
        };
        let x = f.ty(data.operands[0]);
        let y = f.ty(data.results[0]);
        let dims: Vec<WindowDim> = window_dims(&data.kind, &x.shape, &y.shape)
            .into_iter()
            .filter_map(|(dim, start, n, m)| {
                let axes = split_axes(s, dim, mesh);
                (!axes.is_empty()).then_some(WindowDim {
                    dim,
                    axes,
                    start,
                    sizes: (n, m),
                })
            })
            .collect();
        if !dims.is_empty() {
            out.push(Windowed { op, dims });
        }
    }
    out
}

/// Computes the windows of `w` (its op now in the local view) from halos.
pub fn lower(f: &mut Function, w: &Windowed, mesh: &Mesh) {
    let Some(pos) = f.body.iter().position(|&o| o == w.op) else {
        return;
    };
    if let OpKind::Rotate { shift, .. } = f.ops[w.op].kind {
        lower_rotation(f, w, pos, shift, mesh);
        return;
    }
    let loc = f.ops[w.op].loc.clone();
    let operand_sharding = f.values[f.ops[w.op].operands[0]].sharding.clone();
    let pad_value = match f.ops[w.op].kind {
        OpKind::Pad { .. } => Some(f.ops[w.op].operands[1]),
        _ => None,
    };
    let mut e = Emitter { f, pos, loc };
    let mut x: Value = e.f.ops[w.op].operands[0];
    for wd in &w.dims {
        let d = wd.dim;
        let (n, m) = wd.sizes;
        let k: i64 = wd.axes.iter().map(|a| a.size(mesh).unwrap_or(1)).product();
        if let WindowPlan::Pieces(p) = window_plan(n, m, wd.start, k) {
            let (window, index) = window_from_pieces(&mut e, x, wd, &p);
            x = match pad_value {
                Some(value) => {
                    fill_outside(&mut e, window, (d, index), (p.window, wd.start, n), value)
                }
                None => window,
            };
            continue;
        }
        let h = halo(n, m, wd.start, k);
        let xt = e.f.ty(x).clone();
        let (c, r) = (xt.shape[d], h.window);
        let with_d = |len: i64| {
            let mut shape = xt.shape.clone();
            shape[d] = len;
            TensorType::new(shape, xt.element)
        };
        // The data around the device's block, and where it starts (globally) as
        // `base + step × position`.
        let zeros = e.splat(&with_d(r), 0);
        let mut parts = vec![zeros];
        let (base, step) = if h.fits() {
            if h.left > 0 {
                let from_left = e.neighbour_slice(x, d, (c - h.left, c), (&wd.axes, 1, false));
                parts.push(from_left);
            }
            parts.push(x);
            if h.right > 0 {
                let from_right = e.neighbour_slice(x, d, (0, h.right), (&wd.axes, -1, false));
                parts.push(from_right);
            }
            (-h.left - r, c)
        } else {
            // Too wide for neighbours: the whole dimension, on every device.
            parts.push(gather_dimension(&mut e, x, wd, operand_sharding.as_ref()));
            (-r, 0)
        };
        parts.push(zeros);
        let extent: i64 = parts.iter().map(|&p| e.f.ty(p).shape[d]).sum();
        let joined = e.op(
            OpKind::Concatenate {
                dimension: d as i64,
            },
            parts,
            with_d(extent),
        );
        // The window's offset in the joined data: (start + r·b) − (base + step·b).
        let scalar = TensorType::scalar(ElementType::I64);
        let index = e.op(
            OpKind::AxisIndex {
                axes: wd.axes.clone(),
            },
            Vec::new(),
            scalar.clone(),
        );
        let per_device = e.splat(&scalar, r - step);
        let moved = e.binary(BinaryOp::Multiply, index, per_device);
        let fixed = e.splat(&scalar, wd.start - base);
        let offset = e.binary(BinaryOp::Add, moved, fixed);
        let mut window = take_along(&mut e, joined, d, offset, r);
        if let Some(value) = pad_value {
            window = fill_outside(&mut e, window, (d, index), (r, wd.start, n), value);
        }
        x = window;
    }
    // The op now takes its window dimensions whole.
    let op = w.op;
    e.f.ops[op].operands[0] = x;
    let local = e.f.ty(x).shape.clone();
    match &mut e.f.ops[op].kind {
        OpKind::Slice { start, limit, .. } => {
            for wd in &w.dims {
                start[wd.dim] = 0;
                limit[wd.dim] = local[wd.dim];
            }
        }
        OpKind::Pad { low, high, .. } => {
            for wd in &w.dims {
                low[wd.dim] = 0;
                high[wd.dim] = 0;
            }
        }
        _ => {}
    }
}

/// Edge padding: the elements of the device's window (`r` per device, the first at
/// `start + r·position`, `index` the position) that lie outside `[0, n)` become `value`.
fn fill_outside(
    e: &mut Emitter,
    window: Value,
    (d, index): (usize, Value),
    (r, start, n): (i64, i64, i64),
    value: Value,
) -> Value {
    // The window's positions along `d` alone (one `i64` vector as long as the window),
    // the verdict broadcast over the other dimensions.
    let scalar = TensorType::scalar(ElementType::I64);
    let wt = e.f.ty(window).clone();
    let line = TensorType::new(vec![r], ElementType::I64);
    let count = e.op(OpKind::Iota { dimension: 0 }, Vec::new(), line.clone());
    let per_device = e.splat(&scalar, r);
    let first = e.binary(BinaryOp::Multiply, index, per_device);
    let start = e.splat(&scalar, start);
    let first = e.binary(BinaryOp::Add, first, start);
    let first = e.broadcast(first, &[r]);
    let global = e.binary(BinaryOp::Add, count, first);
    let zero = e.splat(&line, 0);
    let size = e.splat(&line, n);
    let above = e.compare(CompareDirection::Ge, global, zero);
    let below = e.compare(CompareDirection::Lt, global, size);
    let inside = e.binary(BinaryOp::And, above, below);
    let inside = e.broadcast_along(inside, d, &wt.shape);
    let fill = e.broadcast(value, &wt.shape);
    e.select(inside, window, fill)
}

/// The `len` elements of `v` along `d` from `offset` (an `i64` scalar, any value: `v` is
/// padded with `len` zeros on both sides, so an offset in `[-len, size]` reads zeros where it
/// leaves `v`; farther ones are clamped, as gathers are).
fn window_at(e: &mut Emitter, v: Value, d: usize, offset: Value, len: i64) -> Value {
    let vt = e.f.ty(v).clone();
    let with_d = |l: i64| {
        let mut shape = vt.shape.clone();
        shape[d] = l;
        TensorType::new(shape, vt.element)
    };
    let zeros = e.splat(&with_d(len), 0);
    let joined = e.op(
        OpKind::Concatenate {
            dimension: d as i64,
        },
        vec![zeros, v, zeros],
        with_d(vt.shape[d] + 2 * len),
    );
    let pad = e.splat(&TensorType::scalar(ElementType::I64), len);
    let at = e.binary(BinaryOp::Add, offset, pad);
    take_along(e, joined, d, at, len)
}

/// The `len` elements of `v` along `d` from `offset` (an `i64` scalar; a gather, so an
/// offset past the end is clamped), whole along the other dimensions.
fn take_along(e: &mut Emitter, v: Value, d: usize, offset: Value, len: i64) -> Value {
    let vt = e.f.ty(v).clone();
    let at = e.op(
        OpKind::Reshape,
        vec![offset],
        TensorType::new([1], ElementType::I64),
    );
    let mut sizes = vt.shape.clone();
    sizes[d] = len;
    e.op(
        OpKind::Gather(GatherDims {
            offset_dims: (0..vt.rank() as i64).collect(),
            start_index_map: vec![d as i64],
            index_vector_dim: 0,
            slice_sizes: sizes.clone(),
            ..GatherDims::default()
        }),
        vec![v, at],
        TensorType::new(sizes, vt.element),
    )
}

/// The device's window of `x` (its block of a dimension split over `wd.axes`) assembled from
/// its own block and the [`pieces`] other devices hold: for each offset `o`, every device
/// cuts the piece the device `o` positions before it needs (its start, linear in the
/// sender's position, clamped into the block) and shifts it there; the receiver then takes
/// each window element from the piece of the block it lies in (`select` on the element's
/// global position). Returns the window and the device's position (`dist.axis_index`).
fn window_from_pieces(e: &mut Emitter, x: Value, wd: &WindowDim, p: &Pieces) -> (Value, Value) {
    let d = wd.dim;
    let (c, r, s) = (p.block, p.window, wd.start);
    let scalar = TensorType::scalar(ElementType::I64);
    let index = e.op(
        OpKind::AxisIndex {
            axes: wd.axes.clone(),
        },
        Vec::new(),
        scalar.clone(),
    );
    let int = |e: &mut Emitter, v: i64| e.splat(&scalar, v);
    // `a + b·position` for a device `shift` positions after this one.
    let linear = |e: &mut Emitter, a: i64, b: i64, shift: i64| {
        let at = int(e, shift);
        let pos = e.binary(BinaryOp::Add, index, at);
        let b = int(e, b);
        let scaled = e.binary(BinaryOp::Multiply, pos, b);
        let a = int(e, a);
        e.binary(BinaryOp::Add, scaled, a)
    };
    // The window's first element: start + r·position; relative to the own block.
    let first = linear(e, s, r, 0);
    let own_start = linear(e, 0, c, 0);
    let own_offset = e.binary(BinaryOp::Subtract, first, own_start);
    let mut window = window_at(e, x, d, own_offset, r);
    // Which block each window element lies in, relative to the device's own: one `i64`
    // vector along `d`, each piece's verdict broadcast over the other dimensions.
    let wt = e.f.ty(window).clone();
    let line = TensorType::new(vec![r], ElementType::I64);
    let count = e.op(OpKind::Iota { dimension: 0 }, Vec::new(), line.clone());
    let first_all = e.broadcast(first, &[r]);
    let global = e.binary(BinaryOp::Add, count, first_all);
    let block = e.splat(&line, c);
    let source = e.binary(BinaryOp::Divide, global, block);
    let own = e.broadcast(index, &[r]);
    let relative = e.binary(BinaryOp::Subtract, source, own);
    for &(o, size) in &p.offsets {
        // The sender (position j) cuts its piece for the device at j − o, whose window
        // starts at s + r·(j − o): from (s − r·o) + (r − c)·j, clamped into the block.
        let clamp = |e: &mut Emitter, v: Value| {
            let lo = int(e, 0);
            let hi = int(e, (c - size).max(0));
            let v = e.binary(BinaryOp::Maximum, v, lo);
            e.binary(BinaryOp::Minimum, v, hi)
        };
        let cut = linear(e, s - r * o, r - c, 0);
        let cut = clamp(e, cut);
        let piece = window_at(e, x, d, cut, size);
        let piece_ty = e.f.ty(piece).clone();
        let received = e.op(
            OpKind::Shift {
                axes: wd.axes.clone(),
                offset: -o,
                circular: false,
            },
            vec![piece],
            piece_ty,
        );
        // Where the received piece starts: the sender's block plus its cut.
        let sender_cut = linear(e, s - r * o, r - c, o);
        let sender_cut = clamp(e, sender_cut);
        let sender_block = linear(e, c * o, c, 0);
        let cover = e.binary(BinaryOp::Add, sender_block, sender_cut);
        let at = e.binary(BinaryOp::Subtract, first, cover);
        let candidate = window_at(e, received, d, at, r);
        let want = e.splat(&line, o);
        let from_here = e.compare(CompareDirection::Eq, relative, want);
        let from_here = e.broadcast_along(from_here, d, &wt.shape);
        window = e.select(from_here, candidate, window);
    }
    (window, index)
}

/// `x`'s dimension `wd.dim` gathered whole on every device (`wd.sizes.0` elements, padding
/// dropped): the safety net for windows and rotations that neighbours cannot serve. Every
/// axis of the dimension is gathered, size-1 axes included, so that the collective is what
/// its shardings say.
fn gather_dimension(
    e: &mut Emitter,
    x: Value,
    wd: &WindowDim,
    operand_sharding: Option<&Sharding>,
) -> Value {
    let (d, n) = (wd.dim, wd.sizes.0);
    let xt = e.f.ty(x).clone();
    let mut from = operand_sharding
        .cloned()
        .unwrap_or_else(|| Sharding::replicated("mesh", xt.rank()));
    if from.dims[d].axes.is_empty() {
        from.dims[d].axes = wd.axes.clone();
    }
    let mut to = from.clone();
    to.dims[d].axes.clear();
    to.unreduced.clear();
    let mut gathering = vec![Vec::new(); xt.rank()];
    gathering[d] = from.dims[d].axes.clone();
    let mut shape = xt.shape.clone();
    shape[d] = n;
    let whole = e.op(
        OpKind::AllGather {
            gathering_axes: gathering,
        },
        vec![x],
        TensorType::new(shape, xt.element),
    );
    e.f.values[whole].sharding = Some(to);
    if e.f.values[x].sharding.is_none() {
        e.f.values[x].sharding = Some(from);
    }
    whole
}

/// If `operands` (of a concatenation along `d`) are `x[p:]` then `x[:p]` along `d` (whole
/// along the other dimensions), the rotation they make of `x`: `(x, n - p)`.
fn roll_of(f: &Function, operands: &[Value], d: usize) -> Option<(Value, i64)> {
    let [a, b] = operands else { return None };
    let slice = |v: Value| -> Option<(Value, Vec<i64>, Vec<i64>)> {
        let def = super::super::transforms::defining_op(f, v)?;
        match &f.ops[def].kind {
            OpKind::Slice {
                start,
                limit,
                strides,
            } if strides.iter().all(|&s| s == 1) => {
                Some((f.ops[def].operands[0], start.clone(), limit.clone()))
            }
            _ => None,
        }
    };
    let ((xa, sa, la), (xb, sb, lb)) = (slice(*a)?, slice(*b)?);
    let shape = &f.ty(xa).shape;
    let whole_elsewhere =
        |s: &[i64], l: &[i64]| (0..shape.len()).all(|i| i == d || (s[i] == 0 && l[i] == shape[i]));
    let n = shape[d];
    let p = sa[d];
    (xa == xb
        && whole_elsewhere(&sa, &la)
        && whole_elsewhere(&sb, &lb)
        && la[d] == n
        && sb[d] == 0
        && lb[d] == p
        && 0 < p
        && p < n)
        .then_some((xa, n - p))
}

/// Rewrites every concatenation of `f` whose result is split along the concatenated
/// dimension (after propagation) as edge paddings of its operands to the result's extent,
/// picked by `select` on the position along the dimension (`iota`): the same values, bit for
/// bit, as windows that keep the split. The new values take the result's sharding.
pub fn concatenations_as_windows(f: &mut Function, mesh: &Mesh) {
    use std::collections::HashMap;
    let mut replacement: HashMap<Value, Value> = HashMap::new();
    let old_body = std::mem::take(&mut f.body);
    let mut body = Vec::with_capacity(old_body.len());
    for op in old_body {
        for operand in &mut f.ops[op].operands {
            if let Some(&v) = replacement.get(operand) {
                *operand = v;
            }
        }
        let data = &f.ops[op];
        let (OpKind::Concatenate { dimension }, [_, _, ..]) =
            (&data.kind, data.operands.as_slice())
        else {
            body.push(op);
            continue;
        };
        let d = *dimension as usize;
        let result = data.results[0];
        let Some(sharding) = f.values[result].sharding.clone() else {
            body.push(op);
            continue;
        };
        if split_axes(&sharding, d, mesh).is_empty() || !sharding.unreduced.is_empty() {
            body.push(op);
            continue;
        }
        // A roll (`jnp.roll`): the end of a value, then its start.
        if let Some((x, shift)) = roll_of(f, &data.operands, d) {
            let ty = f.ty(result).clone();
            let o = f.create_op(
                OpKind::Rotate {
                    dimension: d as i64,
                    shift,
                },
                vec![x],
                vec![ty],
                data.loc.clone(),
            );
            body.push(o);
            let v = f.ops[o].results[0];
            f.values[v].sharding = Some(sharding);
            replacement.insert(result, v);
            continue;
        }
        let ty = f.ty(result).clone();
        let loc = data.loc.clone();
        let operands = data.operands.clone();
        let mut layout = sharding.clone();
        for dim in &mut layout.dims {
            dim.is_closed = true;
            dim.priority = None;
        }
        // The positions along `d` are one vector split like `d` (the verdicts broadcast
        // over the other dimensions): `8 × total` bytes of indices, not eight per element.
        let line_layout = Sharding::new(layout.mesh.clone(), vec![layout.dims[d].clone()]);
        let mut new = |f: &mut Function,
                       (kind, operands): (OpKind, Vec<Value>),
                       ty: TensorType,
                       laid_out: &Sharding| {
            let o = f.create_op(kind, operands, vec![ty], loc.clone());
            body.push(o);
            let v = f.ops[o].results[0];
            f.values[v].sharding = Some(laid_out.clone());
            v
        };
        let scalar = TensorType::scalar(ty.element);
        let zero = if ty.element.is_float() {
            shardc_ir::DenseElements::splat_float(scalar.clone(), 0.0)
        } else {
            shardc_ir::DenseElements::splat_int(scalar.clone(), 0)
        };
        let whole = Sharding::replicated(&layout.mesh, 0);
        let zero = new(f, (OpKind::Constant(zero), Vec::new()), scalar, &whole);
        let positions = TensorType::new(vec![ty.shape[d]], ElementType::I64);
        let iota = new(
            f,
            (OpKind::Iota { dimension: 0 }, Vec::new()),
            positions.clone(),
            &line_layout,
        );
        let (total, mut offset) = (ty.shape[d], 0i64);
        let mut joined: Option<Value> = None;
        for &a in &operands {
            let n = f.ty(a).shape[d];
            let (mut low, mut high) = (vec![0; ty.rank()], vec![0; ty.rank()]);
            low[d] = offset;
            high[d] = total - offset - n;
            let pad = OpKind::Pad {
                low,
                high,
                interior: vec![0; ty.rank()],
            };
            let placed = new(f, (pad, vec![a, zero]), ty.clone(), &layout);
            joined = Some(match joined {
                None => placed,
                Some(before) => {
                    let start = shardc_ir::DenseElements::splat_int(positions.clone(), offset);
                    let start = (OpKind::Constant(start), Vec::new());
                    let start = new(f, start, positions.clone(), &line_layout);
                    let line_ty = TensorType::new(vec![total], ElementType::I1);
                    let ge = (OpKind::Compare(CompareDirection::Ge), vec![iota, start]);
                    let here = new(f, ge, line_ty, &line_layout);
                    let along = OpKind::BroadcastInDim {
                        dims: vec![d as i64],
                    };
                    let mask_ty = TensorType::new(ty.shape.clone(), ElementType::I1);
                    let here = new(f, (along, vec![here]), mask_ty, &layout);
                    let select = (OpKind::Select, vec![here, placed, before]);
                    new(f, select, ty.clone(), &layout)
                }
            });
            offset += n;
        }
        if let Some(v) = joined {
            replacement.insert(result, v);
        }
    }
    f.body = body;
    super::super::transforms::remove_dead_ops(f);
}

/// A rotation of a split dimension: the device joins its block with the halo from one
/// neighbour (around the circle: `dist.shift` with `circular`) and keeps a block's worth; the
/// rotate op itself becomes the identity. A rotation no neighbour can serve (a shift longer
/// than a block, or blocks that do not divide the dimension) gathers the dimension whole
/// and takes the device's block of the rotated whole: `insert-reshards` plans no such
/// rotation, but a global view written by hand may hold one.
fn lower_rotation(f: &mut Function, w: &Windowed, pos: usize, shift: i64, mesh: &Mesh) {
    let wd = &w.dims[0];
    let (d, n) = (wd.dim, wd.sizes.0);
    let k: i64 = wd.axes.iter().map(|a| a.size(mesh).unwrap_or(1)).product();
    let loc = f.ops[w.op].loc.clone();
    let x = f.ops[w.op].operands[0];
    let xt = f.ty(x).clone();
    let c = xt.shape[d];
    let operand_sharding = f.values[x].sharding.clone();
    let mut e = Emitter { f, pos, loc };
    let Some((h, from_left)) = rotation_halo(n, shift, k) else {
        // Element `i` of the rotation is `x[(i - shift) mod n]`, so the device's block
        // `[c·b, c·b + c)` starts at `(c·b - shift) mod n`: taken from three copies of the
        // whole as `c·b + n - (shift mod n)`, which with the block stays inside them.
        let whole = gather_dimension(&mut e, x, wd, operand_sharding.as_ref());
        let mut shape = xt.shape.clone();
        shape[d] = 3 * n;
        let copies = e.op(
            OpKind::Concatenate {
                dimension: d as i64,
            },
            vec![whole, whole, whole],
            TensorType::new(shape, xt.element),
        );
        let start = e.block_start(&wd.axes, c, ElementType::I64);
        let scalar = TensorType::scalar(ElementType::I64);
        let back = e.splat(&scalar, n - shift.rem_euclid(n.max(1)));
        let offset = e.binary(BinaryOp::Add, start, back);
        let block = take_along(&mut e, copies, d, offset, c);
        let op = w.op;
        e.f.ops[op].operands[0] = block;
        if let OpKind::Rotate { shift, .. } = &mut e.f.ops[op].kind {
            *shift = 0;
        }
        return;
    };
    let with_d = |len: i64| {
        let mut shape = xt.shape.clone();
        shape[d] = len;
        TensorType::new(shape, xt.element)
    };
    let rotated = if h == 0 {
        x
    } else {
        // From the left: y = [left neighbour's last h, own first c - h]; from the right:
        // y = [own last c - h, right neighbour's first h]. The neighbour's edge arrives by
        // a circular shift, is joined on its side, and the block's c elements are kept.
        let (edge_start, offset, kept_start) = if from_left { (c - h, 1, 0) } else { (0, -1, h) };
        let halo = e.neighbour_slice(x, d, (edge_start, edge_start + h), (&wd.axes, offset, true));
        let pieces = if from_left {
            vec![halo, x]
        } else {
            vec![x, halo]
        };
        let joined = e.op(
            OpKind::Concatenate {
                dimension: d as i64,
            },
            pieces,
            with_d(c + h),
        );
        e.slice_dim(joined, d, kept_start, kept_start + c)
    };
    let op = w.op;
    e.f.ops[op].operands[0] = rotated;
    if let OpKind::Rotate { shift, .. } = &mut e.f.ops[op].kind {
        *shift = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_within_the_neighbours_takes_their_edges() {
        // x[4:20] of 24 over 4: blocks of 6, windows of 4; device 3 needs [16, 20) of
        // block [18, 24) — two from its left neighbour.
        let h = halo(24, 16, 4, 4);
        assert_eq!((h.left, h.right, h.block, h.window), (2, 2, 6, 4));
        assert!(h.fits());
        assert_eq!(window_plan(24, 16, 4, 4), WindowPlan::Halo(h));
        assert_eq!(kept_split_elements(24, 16, 4, 4), Some(4));
    }

    #[test]
    fn a_far_window_takes_pieces_from_each_owner() {
        // x[0:4] of 24 over 4: every element lives on device 0; device b needs one element
        // from the device b positions back.
        let p = pieces(24, 4, 0, 4);
        assert_eq!(p.offsets, vec![(-3, 1), (-2, 1), (-1, 1)]);
        assert_eq!(p.elements(), 3);
        assert!(!halo(24, 4, 0, 4).fits());
        assert_eq!(window_plan(24, 4, 0, 4), WindowPlan::Pieces(p));
    }

    #[test]
    fn the_plan_receives_the_fewest_elements() {
        // Over every small window (slices and edge paddings), the chosen plan receives no
        // more than any other that applies, and a gather is chosen only when nothing else
        // is cheaper; some windows of each kind occur.
        let mut seen = [0usize; 3];
        for k in 2..=5 {
            for n in 1..=13 {
                for m in 1..=15 {
                    for start in -4..=n {
                        let (h, p) = (halo(n, m, start, k), pieces(n, m, start, k));
                        let gather = (k - 1) * p.block;
                        let halo_cost = h.fits().then_some(h.left + h.right);
                        let best = [halo_cost, Some(p.elements()), Some(gather)]
                            .into_iter()
                            .flatten()
                            .min()
                            .unwrap();
                        let plan = window_plan(n, m, start, k);
                        let (kind, cost) = match &plan {
                            WindowPlan::Halo(x) => (0, x.left + x.right),
                            WindowPlan::Pieces(x) => (1, x.elements()),
                            WindowPlan::Gather => (2, gather),
                        };
                        seen[kind] += 1;
                        assert_eq!(cost, best, "n={n} m={m} start={start} k={k}: {plan:?}");
                        assert_eq!(
                            kept_split_elements(n, m, start, k),
                            (kind != 2).then_some(cost)
                        );
                    }
                }
            }
        }
        assert!(seen.iter().all(|&s| s > 0), "{seen:?}");
    }
}
