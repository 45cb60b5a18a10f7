//! Op sharding rules in Shardy's factor style.
//!
//! A rule names the *factors* of an op's iteration space (a dot has batch, row, column and
//! contracting factors) and maps each operand and result dimension to the factors it is made
//! of, major to minor (a reshape from `8x32` to `256` maps the result dimension to the
//! compound `[i, j]`). Propagation works on factors, not on op kinds: a dimension's sharding
//! is projected onto its factors, factors are merged across operands and results, and the
//! merged factor shardings are projected back onto every value.
//!
//! Factors are of three kinds: ordinary (pass-through) factors; *reduction* factors, which
//! appear in operands only (sharding one leaves the result with partial sums, `unreduced`);
//! and *need-replication* factors, which cannot be sharded without communication (the
//! concatenated dimension of `concatenate`, a sliced or padded dimension, the normalized
//! dimension of `softmax`).

use std::fmt;

use shardc_ir::op::{BinaryOp, OpKind, ReduceKind, ScatterKind, UnaryOp};
use shardc_ir::{AxisRef, Function, Mesh, OpId, TensorType};

/// Per value, per dimension, the factors the dimension is made of (major to minor).
pub type DimFactors = Vec<Vec<usize>>;

/// The sharding rule of one op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShardingRule {
    /// Size of each factor.
    pub factor_sizes: Vec<i64>,
    /// For each operand, its dimensions' factors.
    pub operands: Vec<DimFactors>,
    /// For each result, its dimensions' factors.
    pub results: Vec<DimFactors>,
    /// Factors that are summed over (they appear in operands only).
    pub reduction: Vec<usize>,
    /// Factors that cannot be sharded without gathering.
    pub need_replication: Vec<usize>,
}

/// Builds rules factor by factor.
#[derive(Default)]
struct RuleBuilder {
    sizes: Vec<i64>,
}

impl RuleBuilder {
    fn factor(&mut self, size: i64) -> usize {
        self.sizes.push(size);
        self.sizes.len() - 1
    }
}

/// The factor name used in the text form: `i, j, k, …, z`, then `z_1, z_2, …`.
pub fn factor_name(f: usize) -> String {
    const NAMES: &[u8] = b"ijklmnopqrstuvwxyz";
    if f < NAMES.len() {
        (NAMES[f] as char).to_string()
    } else {
        format!("z_{}", f - NAMES.len() + 1)
    }
}

impl ShardingRule {
    /// A rule where every value has the same shape and dimension `d` of each is factor `d`.
    fn elementwise(shape: &[i64], operand_ranks: &[usize], num_results: usize) -> ShardingRule {
        let dims: DimFactors = (0..shape.len()).map(|d| vec![d]).collect();
        ShardingRule {
            factor_sizes: shape.to_vec(),
            operands: operand_ranks
                .iter()
                .map(|&r| {
                    if r == 0 && !shape.is_empty() {
                        Vec::new()
                    } else {
                        dims.clone()
                    }
                })
                .collect(),
            results: vec![dims; num_results],
            reduction: Vec::new(),
            need_replication: Vec::new(),
        }
    }

    /// True when factor `f` appears in some result.
    pub fn in_result(&self, f: usize) -> bool {
        self.results.iter().flatten().any(|d| d.contains(&f))
    }
}

impl fmt::Display for ShardingRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let values = |f: &mut fmt::Formatter<'_>, vals: &[DimFactors]| -> fmt::Result {
            for (i, v) in vals.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                f.write_str("[")?;
                for (j, d) in v.iter().enumerate() {
                    if j > 0 {
                        f.write_str(", ")?;
                    }
                    let name: String = d
                        .iter()
                        .map(|&x| factor_name(x))
                        .collect::<Vec<_>>()
                        .join("");
                    f.write_str(&name)?;
                }
                f.write_str("]")?;
            }
            Ok(())
        };
        f.write_str("#dist.sharding_rule<(")?;
        values(f, &self.operands)?;
        f.write_str(")->(")?;
        values(f, &self.results)?;
        f.write_str(") {")?;
        for (i, s) in self.factor_sizes.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{}={s}", factor_name(i))?;
        }
        f.write_str("}")?;
        for (label, list) in [
            ("reduction", &self.reduction),
            ("need_replication", &self.need_replication),
        ] {
            if !list.is_empty() {
                write!(
                    f,
                    " {label}={{{}}}",
                    list.iter()
                        .map(|&x| factor_name(x))
                        .collect::<Vec<_>>()
                        .join(", ")
                )?;
            }
        }
        f.write_str(">")
    }
}

impl ShardingRule {
    /// Splits a dimension's axes among the dimension's factors (major to minor): an axis goes
    /// to the current factor while the axes given to it divide its size, and to the next
    /// factor once it is full. An axis larger than what is left of the current factor is
    /// split into sub-axes when that remainder divides it (`"x"` of size 4 over factors of
    /// sizes 2 and 4 is `"x":(1)2` on the first and `"x":(2)2` on the second), as Shardy does.
    /// A factor that is a whole dimension wherever it appears (an elementwise dimension, a
    /// dot's batch, row or contracting dimension, a reduced dimension) may be split unevenly:
    /// every value it appears in is padded the same way (`ceil(size / split)` per device),
    /// and `spmd-partition` masks the padding out of reductions. Axes that fit nowhere are
    /// dropped (the flag is false when axes were lost).
    pub fn project_dim(
        &self,
        axes: &[AxisRef],
        factors: &[usize],
        mesh: &Mesh,
    ) -> (Vec<Vec<AxisRef>>, bool) {
        let mut per_factor = vec![Vec::new(); factors.len()];
        let (mut fi, mut acc) = (0usize, 1i64);
        let mut pending: std::collections::VecDeque<AxisRef> = axes.iter().cloned().collect();
        while let Some(axis) = pending.pop_front() {
            while fi < factors.len() && acc == self.factor_sizes[factors[fi]] {
                fi += 1;
                acc = 1;
            }
            let size = axis.size(mesh).unwrap_or(1);
            let Some(&factor) = factors.get(fi) else {
                return (per_factor, false);
            };
            let room = self.factor_sizes[factor] / acc;
            if room % size == 0 {
                acc *= size;
                per_factor[fi].push(axis);
            } else if factors.len() == 1 && self.is_whole_dim(factor) {
                // Padded: every further axis splits the same single factor.
                per_factor[fi].push(axis);
                per_factor[fi].extend(pending.drain(..));
                return (per_factor, true);
            } else if let Some((major, minor)) = axis.split_major(room, mesh) {
                acc *= room;
                per_factor[fi].push(major);
                pending.push_front(minor);
            } else {
                return (per_factor, false);
            }
        }
        (per_factor, true)
    }

    /// The axes of a dimension made of `factors` given each factor's axes: the factors'
    /// axes in order, stopping after the first factor that is not fully sharded (a minor
    /// factor's split cannot be expressed on a dimension whose major factor is not split
    /// completely). Sub-axes split by [`ShardingRule::project_dim`] merge back.
    pub fn back_project(
        &self,
        factors: &[usize],
        factor_axes: &[Vec<AxisRef>],
        mesh: &Mesh,
    ) -> Vec<AxisRef> {
        let mut axes = Vec::new();
        for &factor in factors {
            let fa = &factor_axes[factor];
            axes.extend(fa.iter().cloned());
            let size: i64 = fa.iter().map(|a| a.size(mesh).unwrap_or(1)).product();
            if size != self.factor_sizes[factor] {
                break;
            }
        }
        AxisRef::merge_adjacent(axes, mesh)
    }

    /// True when factor `f` makes up a whole dimension of every value it appears in.
    pub fn is_whole_dim(&self, f: usize) -> bool {
        self.operands
            .iter()
            .chain(&self.results)
            .flatten()
            .filter(|dim| dim.contains(&f))
            .all(|dim| dim.len() == 1)
    }

    /// Whether `factor` is, wherever it shows, the only factor of its dimension (no reshape
    /// merges it with another): a split of it that does not divide it then pads the
    /// dimension's last blocks and strides nothing.
    pub fn stands_alone(&self, factor: usize) -> bool {
        self.operands
            .iter()
            .chain(&self.results)
            .flatten()
            .all(|factors| !factors.contains(&factor) || factors.len() == 1)
    }

    /// Clears the axes of every factor that sits, in some operand or result dimension, below
    /// a factor that is not split completely: such a minor split would leave a device's
    /// elements strided. Clearing one factor can leave another dimension's major factor
    /// incomplete, so this runs to a fixpoint.
    pub fn prune_minor_splits(&self, factor_axes: &mut [Vec<AxisRef>], mesh: &Mesh) {
        loop {
            let mut changed = false;
            for factors in self.operands.iter().chain(&self.results).flatten() {
                let mut complete = true;
                for &factor in factors {
                    if !complete && !factor_axes[factor].is_empty() {
                        factor_axes[factor].clear();
                        changed = true;
                    }
                    let size: i64 = factor_axes[factor]
                        .iter()
                        .map(|a| a.size(mesh).unwrap_or(1))
                        .product();
                    complete &= size == self.factor_sizes[factor];
                }
            }
            if !changed {
                return;
            }
        }
    }
}

/// Whether an op of kind `kind` carries partial sums through: when the operands marked in
/// `partial` hold partial sums over some axes (and the others are the same on every device
/// of them), computing the op on each device's pieces leaves partial sums of its result —
/// the op is linear in those operands. `float` says whether the elements are
/// floating-point (a quotient of integers is not linear in its numerator).
///
/// These are the ops `sink-reductions` and `comm-fusion` move reductions past, those a
/// global view may therefore compute on partial sums (`insert-reshards` keeps them so), and
/// those `spmd-partition` accepts partial operands of: `negate`, `reshape`, `transpose` and
/// `reverse` of one partial operand; `add` and `subtract` of two; a product with one
/// partial factor; a floating-point quotient with a partial numerator.
pub fn carries_partial_sums(kind: &OpKind, partial: &[bool], float: bool) -> bool {
    let count = partial.iter().filter(|&&p| p).count();
    match kind {
        OpKind::Unary(UnaryOp::Negate)
        | OpKind::Reshape
        | OpKind::Transpose { .. }
        | OpKind::Reverse { .. } => partial == [true],
        OpKind::Binary(BinaryOp::Add | BinaryOp::Subtract) => count > 0 && count == partial.len(),
        OpKind::Binary(BinaryOp::Multiply) => partial.len() == 2 && count == 1,
        OpKind::Binary(BinaryOp::Divide) => float && partial == [true, false],
        _ => false,
    }
}

/// The rule of `op` in `f`, or `None` for ops that propagation does not look through
/// (calls, returns, sends and receives, and collectives, which are explicit already).
pub fn rule_of(f: &Function, op: OpId) -> Option<ShardingRule> {
    let data = &f.ops[op];
    let operands: Vec<&TensorType> = data.operands.iter().map(|&v| f.ty(v)).collect();
    let results: Vec<&TensorType> = data.results.iter().map(|&v| f.ty(v)).collect();
    rule_for(&data.kind, &operands, &results)
}

/// The rule of an op of kind `kind` with the given operand and result types.
pub fn rule_for(
    kind: &OpKind,
    operands: &[&TensorType],
    results: &[&TensorType],
) -> Option<ShardingRule> {
    let result = results.first()?;
    let ranks: Vec<usize> = operands.iter().map(|t| t.rank()).collect();
    let mut rule = match kind {
        OpKind::Unary(UnaryOp::IsFinite)
        | OpKind::Unary(_)
        | OpKind::Binary(_)
        | OpKind::Compare(_)
        | OpKind::Select
        | OpKind::Convert
        | OpKind::BitcastConvert
        | OpKind::Gelu { .. }
        | OpKind::Constraint => ShardingRule::elementwise(&result.shape, &ranks, 1),
        // A random draw splits like an elementwise op: each device draws only its block,
        // element bits from global indices (`spmd-partition` gives the local op the block's
        // start), so the values are the same on any mesh.
        OpKind::Rng { .. } => ShardingRule::elementwise(&result.shape, &ranks[..1], 1),
        // Random bits split like a random draw; the state (a few words) stays whole.
        OpKind::RngBits { .. } => {
            let mut r = ShardingRule::elementwise(&result.shape, &[], 1);
            let words = operands[0].shape.first().copied().unwrap_or(1);
            let state = r.factor_sizes.len();
            r.factor_sizes.push(words);
            r.operands = vec![vec![vec![state]]];
            r.need_replication.push(state);
            r
        }
        // An iota splits like an elementwise op: each device counts from its block's start
        // (`spmd-partition`), so counters over a split tensor (JAX's threefry bits) are made
        // per block, never whole.
        OpKind::Iota { .. } => ShardingRule::elementwise(&result.shape, &ranks, 1),
        // Constants are produced whole (the same value on every device) and sliced
        // afterwards if their users want them sharded: no communication.
        OpKind::Constant(_) => {
            let mut r = ShardingRule::elementwise(&result.shape, &ranks, 1);
            r.need_replication = (0..result.rank()).collect();
            r
        }
        // A rotation keeps every dimension split; a rotated split dimension takes a halo from
        // the neighbour (`halo.rs`), or needs replication where that does not suffice.
        OpKind::Rotate { .. } => ShardingRule::elementwise(&result.shape, &ranks, 1),
        OpKind::Softmax { dimension } => {
            let mut r = ShardingRule::elementwise(&result.shape, &ranks, 1);
            r.need_replication.push(*dimension as usize);
            r
        }
        OpKind::LayerNorm { dimension, .. } => {
            let d = *dimension as usize;
            let mut r = ShardingRule::elementwise(&result.shape, &ranks[..1], 1);
            r.operands.push(vec![vec![d]]);
            r.operands.push(vec![vec![d]]);
            r.need_replication.push(d);
            r
        }
        OpKind::BroadcastInDim { dims } => {
            let mut r = ShardingRule::elementwise(&result.shape, &[], 1);
            let x = operands[0];
            // An operand dimension of size 1 expanded to a larger result dimension has no
            // factor (it is the same value everywhere).
            r.operands = vec![
                dims.iter()
                    .enumerate()
                    .map(|(i, &d)| {
                        if x.shape[i] == result.shape[d as usize] {
                            vec![d as usize]
                        } else {
                            Vec::new()
                        }
                    })
                    .collect(),
            ];
            r
        }
        // A reversed dimension stays whole: split, device k's block would be the reverse of
        // block n − 1 − k.
        OpKind::Reverse { dimensions } => {
            let mut r = ShardingRule::elementwise(&result.shape, &ranks, 1);
            r.need_replication = dimensions.iter().map(|&d| d as usize).collect();
            r
        }
        OpKind::Transpose { permutation } => {
            let mut r = ShardingRule::elementwise(&result.shape, &[], 1);
            let mut operand = vec![Vec::new(); permutation.len()];
            for (i, &p) in permutation.iter().enumerate() {
                operand[p as usize] = vec![i];
            }
            r.operands = vec![operand];
            r
        }
        OpKind::Reshape => reshape_rule(&operands[0].shape, &result.shape),
        OpKind::Slice {
            start,
            limit,
            strides,
        } => {
            let mut r = ShardingRule::elementwise(&result.shape, &ranks, 1);
            for d in 0..result.rank() {
                let full = start[d] == 0 && limit[d] == operands[0].shape[d] && strides[d] == 1;
                if full {
                    continue;
                }
                if strides[d] == 1 {
                    // A window of a split dimension: operand and result split alike, each
                    // device's window taken from its block and its neighbours' edges (halos,
                    // `halo.rs`). The factor counts the operand's elements.
                    r.factor_sizes[d] = operands[0].shape[d];
                } else {
                    // A strided slice: the operand dimension gets its own factor, whole.
                    r.factor_sizes.push(operands[0].shape[d]);
                    let f = r.factor_sizes.len() - 1;
                    r.operands[0][d] = vec![f];
                    r.need_replication.extend([d, f]);
                }
            }
            r
        }
        OpKind::Pad {
            low,
            high,
            interior,
        } => {
            let mut r = ShardingRule::elementwise(&result.shape, &[ranks[0]], 1);
            r.operands.push(Vec::new()); // the scalar padding value
            for d in 0..result.rank() {
                if interior[d] == 0 && (low[d] != 0 || high[d] != 0) {
                    // Edge padding is a window too (halos, as for slices).
                    r.factor_sizes[d] = operands[0].shape[d];
                } else if interior[d] != 0 {
                    r.factor_sizes.push(operands[0].shape[d]);
                    let f = r.factor_sizes.len() - 1;
                    r.operands[0][d] = vec![f];
                    r.need_replication.extend([d, f]);
                }
            }
            r
        }
        OpKind::Concatenate { dimension } => {
            let d = *dimension as usize;
            let mut r = ShardingRule::elementwise(&result.shape, &ranks, 1);
            for (k, x) in operands.iter().enumerate() {
                r.factor_sizes.push(x.shape[d]);
                let f = r.factor_sizes.len() - 1;
                r.operands[k][d] = vec![f];
                r.need_replication.push(f);
            }
            r.need_replication.push(d);
            r
        }
        // Like reduce_window: a dimension the windows slide along stays whole; the others
        // split alike in the operand, the source and the result.
        OpKind::SelectAndScatter {
            window_dimensions,
            window_strides,
            padding_low,
            padding_high,
            ..
        } => {
            let (x, source) = (operands[0], operands[1]);
            let mut b = RuleBuilder::default();
            let (mut xo, mut so, mut need) = (Vec::new(), Vec::new(), Vec::new());
            for d in 0..x.rank() {
                let plain = window_dimensions[d] == 1
                    && window_strides[d] == 1
                    && padding_low[d] == 0
                    && padding_high[d] == 0;
                if plain {
                    let f = b.factor(x.shape[d]);
                    xo.push(vec![f]);
                    so.push(vec![f]);
                } else {
                    let fx = b.factor(x.shape[d]);
                    let fs = b.factor(source.shape[d]);
                    xo.push(vec![fx]);
                    so.push(vec![fs]);
                    need.extend([fx, fs]);
                }
            }
            ShardingRule {
                operands: vec![xo.clone(), so, Vec::new()],
                results: vec![xo],
                reduction: Vec::new(),
                need_replication: need,
                factor_sizes: b.sizes,
            }
        }
        // Batch and output features split freely; input features are a contraction (partial
        // sums over their axes); the spatial dimensions stay whole (a halo exchange would
        // do: not built). With feature groups, the features stay whole too.
        OpKind::Convolution(c) => {
            let (x, k) = (operands[0], operands[1]);
            let mut b = RuleBuilder::default();
            let mut xo = vec![Vec::new(); x.rank()];
            let mut ko = vec![Vec::new(); k.rank()];
            let mut out = vec![Vec::new(); result.rank()];
            let mut need = Vec::new();
            let mut reduction = Vec::new();
            let batch = b.factor(x.shape[c.input_batch as usize]);
            xo[c.input_batch as usize] = vec![batch];
            out[c.output_batch as usize] = vec![batch];
            let grouped = c.feature_group_count != 1;
            let fout = b.factor(k.shape[c.kernel_output_feature as usize]);
            ko[c.kernel_output_feature as usize] = vec![fout];
            out[c.output_feature as usize] = vec![fout];
            let fin = b.factor(k.shape[c.kernel_input_feature as usize]);
            ko[c.kernel_input_feature as usize] = vec![fin];
            if grouped {
                let fx = b.factor(x.shape[c.input_feature as usize]);
                xo[c.input_feature as usize] = vec![fx];
                need.extend([fout, fin, fx]);
            } else {
                xo[c.input_feature as usize] = vec![fin];
                reduction.push(fin);
            }
            for d in 0..c.input_spatial.len() {
                let fx = b.factor(x.shape[c.input_spatial[d] as usize]);
                let fk = b.factor(k.shape[c.kernel_spatial[d] as usize]);
                let fo = b.factor(result.shape[c.output_spatial[d] as usize]);
                xo[c.input_spatial[d] as usize] = vec![fx];
                ko[c.kernel_spatial[d] as usize] = vec![fk];
                out[c.output_spatial[d] as usize] = vec![fo];
                need.extend([fx, fk, fo]);
            }
            ShardingRule {
                operands: vec![xo, ko],
                results: vec![out],
                reduction,
                need_replication: need,
                factor_sizes: b.sizes,
            }
        }
        // A dimension the window slides along stays whole (a halo exchange would do: not
        // built); a dimension with a window of 1, stride 1 and no padding splits like an
        // elementwise op.
        OpKind::ReduceWindow {
            window_dimensions,
            window_strides,
            padding_low,
            padding_high,
            ..
        } => {
            let x = operands[0];
            let mut b = RuleBuilder::default();
            let mut operand = Vec::new();
            let mut res = Vec::new();
            let mut need = Vec::new();
            for d in 0..x.rank() {
                let plain = window_dimensions[d] == 1
                    && window_strides[d] == 1
                    && padding_low[d] == 0
                    && padding_high[d] == 0;
                if plain {
                    let f = b.factor(x.shape[d]);
                    operand.push(vec![f]);
                    res.push(vec![f]);
                } else {
                    let fi = b.factor(x.shape[d]);
                    let fo = b.factor(result.shape[d]);
                    operand.push(vec![fi]);
                    res.push(vec![fo]);
                    need.extend([fi, fo]);
                }
            }
            ShardingRule {
                operands: vec![operand, Vec::new()],
                results: vec![res],
                reduction: Vec::new(),
                need_replication: need,
                factor_sizes: b.sizes,
            }
        }
        // The sorted dimension stays whole; keys and values share every factor.
        OpKind::SortBy { dimension, .. } => {
            let mut r = ShardingRule::elementwise(&result.shape, &ranks, 1);
            r.need_replication.push(*dimension as usize);
            r
        }
        // The reduced dimensions stay whole (an argmax of per-device argmaxes would need the
        // values too); values and indices share every factor.
        OpKind::ArgReduce { dimensions, .. } => {
            let x = operands[0];
            let mut b = RuleBuilder::default();
            let factors: Vec<usize> = x.shape.iter().map(|&s| b.factor(s)).collect();
            let dims: Vec<Vec<usize>> = factors.iter().map(|&f| vec![f]).collect();
            ShardingRule {
                operands: vec![dims.clone(), dims, Vec::new(), Vec::new()],
                results: vec![
                    (0..x.rank())
                        .filter(|d| !dimensions.contains(&(*d as i64)))
                        .map(|d| vec![factors[d]])
                        .collect(),
                ],
                reduction: Vec::new(),
                need_replication: dimensions.iter().map(|&d| factors[d as usize]).collect(),
                factor_sizes: b.sizes,
            }
        }
        OpKind::Reduce { dimensions, .. } => {
            let x = operands[0];
            let mut b = RuleBuilder::default();
            let factors: Vec<usize> = x.shape.iter().map(|&s| b.factor(s)).collect();
            ShardingRule {
                operands: vec![factors.iter().map(|&f| vec![f]).collect(), Vec::new()],
                results: vec![
                    (0..x.rank())
                        .filter(|d| !dimensions.contains(&(*d as i64)))
                        .map(|d| vec![factors[d]])
                        .collect(),
                ],
                reduction: dimensions.iter().map(|&d| factors[d as usize]).collect(),
                need_replication: Vec::new(),
                factor_sizes: b.sizes,
            }
        }
        OpKind::DotGeneral(d) => {
            let (l, r) = (operands[0], operands[1]);
            let mut b = RuleBuilder::default();
            let mut lhs = vec![Vec::new(); l.rank()];
            let mut rhs = vec![Vec::new(); r.rank()];
            let mut res = Vec::new();
            for (&lb, &rb) in d.lhs_batch.iter().zip(&d.rhs_batch) {
                let f = b.factor(l.shape[lb as usize]);
                lhs[lb as usize] = vec![f];
                rhs[rb as usize] = vec![f];
                res.push(vec![f]);
            }
            for (i, dim) in lhs.iter_mut().enumerate() {
                if !d.lhs_batch.contains(&(i as i64)) && !d.lhs_contracting.contains(&(i as i64)) {
                    let f = b.factor(l.shape[i]);
                    *dim = vec![f];
                    res.push(vec![f]);
                }
            }
            for (i, dim) in rhs.iter_mut().enumerate() {
                if !d.rhs_batch.contains(&(i as i64)) && !d.rhs_contracting.contains(&(i as i64)) {
                    let f = b.factor(r.shape[i]);
                    *dim = vec![f];
                    res.push(vec![f]);
                }
            }
            let mut reduction = Vec::new();
            for (&lc, &rc) in d.lhs_contracting.iter().zip(&d.rhs_contracting) {
                let f = b.factor(l.shape[lc as usize]);
                lhs[lc as usize] = vec![f];
                rhs[rc as usize] = vec![f];
                reduction.push(f);
            }
            ShardingRule {
                factor_sizes: b.sizes,
                operands: vec![lhs, rhs],
                results: vec![res],
                reduction,
                need_replication: Vec::new(),
            }
        }
        OpKind::Gather(g) => {
            // Result batch dimensions follow the indices' batch dimensions; offset
            // dimensions that take a whole operand dimension follow it. Every operand
            // dimension that is indexed into needs replication.
            let (x, idx) = (operands[0], operands[1]);
            let mut b = RuleBuilder::default();
            let mut operand = vec![Vec::new(); x.rank()];
            let mut indices = vec![Vec::new(); idx.rank()];
            let mut res = vec![Vec::new(); result.rank()];
            let mut need = Vec::new();
            let batch_result_dims: Vec<usize> = (0..result.rank())
                .filter(|d| !g.offset_dims.contains(&(*d as i64)))
                .collect();
            let index_batch_dims: Vec<usize> = (0..idx.rank())
                .filter(|&d| d as i64 != g.index_vector_dim)
                .collect();
            for (&rd, &id) in batch_result_dims.iter().zip(&index_batch_dims) {
                let f = b.factor(result.shape[rd]);
                res[rd] = vec![f];
                indices[id] = vec![f];
                // A batching dimension pairs an operand dimension with this indices
                // dimension: element k of the batch reads only slice k of the operand.
                if let Some(k) = g
                    .start_indices_batching_dims
                    .iter()
                    .position(|&ib| ib as usize == id)
                {
                    operand[g.operand_batching_dims[k] as usize] = vec![f];
                }
            }
            if (g.index_vector_dim as usize) < idx.rank() {
                let f = b.factor(idx.shape[g.index_vector_dim as usize]);
                indices[g.index_vector_dim as usize] = vec![f];
                need.push(f);
            }
            let offset_operand_dims: Vec<usize> = (0..x.rank())
                .filter(|d| {
                    !g.collapsed_slice_dims.contains(&(*d as i64))
                        && !g.operand_batching_dims.contains(&(*d as i64))
                })
                .collect();
            for (k, &od) in offset_operand_dims.iter().enumerate() {
                let rd = g.offset_dims[k] as usize;
                // A slice as large as its dimension starts at 0 whatever its start index
                // says (StableHLO clamps start indices so that the slice fits), so it can
                // be split with the operand: `dynamic_slice` of one layer of a stack.
                let whole = g.slice_sizes[od] == x.shape[od];
                if whole {
                    let f = b.factor(x.shape[od]);
                    operand[od] = vec![f];
                    res[rd] = vec![f];
                } else {
                    let fo = b.factor(x.shape[od]);
                    let fr = b.factor(result.shape[rd]);
                    operand[od] = vec![fo];
                    res[rd] = vec![fr];
                    need.extend([fo, fr]);
                }
            }
            // A collapsed dimension looked up one element at a time (a vocabulary) may be
            // split: each device looks up the indices that fall in its block, masks the rest
            // to zero, and the partial results are summed (`spmd-partition` makes the masked
            // lookup). It behaves as a reduction factor. Other indexed dimensions need
            // replication.
            let mut reduction = Vec::new();
            for (d, dim) in operand.iter_mut().enumerate() {
                if dim.is_empty() {
                    let f = b.factor(x.shape[d]);
                    *dim = vec![f];
                    let di = d as i64;
                    if g.collapsed_slice_dims.contains(&di)
                        && g.start_index_map.contains(&di)
                        && g.slice_sizes[d] == 1
                    {
                        reduction.push(f);
                    } else {
                        need.push(f);
                    }
                }
            }
            ShardingRule {
                factor_sizes: b.sizes,
                operands: vec![operand, indices],
                results: vec![res],
                reduction,
                need_replication: need,
            }
        }
        OpKind::Scatter { dims, kind } => {
            // The input and the result share every dimension; update window dimensions that
            // cover a whole input dimension follow it. Update scatter dimensions (and the
            // indices' batch dimensions) need replication: scattering a shard of the updates
            // into the whole input on every device and summing would count the input N times.
            let (input, idx, upd) = (operands[0], operands[1], operands[2]);
            let mut b = RuleBuilder::default();
            let io: Vec<usize> = input.shape.iter().map(|&s| b.factor(s)).collect();
            let mut need = Vec::new();
            let mut reduction = Vec::new();
            // Updates scattered with `add` may be split: each device adds its part into zeros
            // (the input stays on one device of the group) and the partial results are summed.
            let additive = *kind == ScatterKind::Reduce(ReduceKind::Add);
            let mut updates = vec![Vec::new(); upd.rank()];
            let mut indices = vec![Vec::new(); idx.rank()];
            let scatter_dims: Vec<usize> = (0..upd.rank())
                .filter(|d| !dims.update_window_dims.contains(&(*d as i64)))
                .collect();
            let index_batch_dims: Vec<usize> = (0..idx.rank())
                .filter(|&d| d as i64 != dims.index_vector_dim)
                .collect();
            for (&ud, &id) in scatter_dims.iter().zip(&index_batch_dims) {
                // A batching dimension pairs an input dimension with this indices dimension:
                // batch element k scatters only into slice k, so it can be split like the
                // input. Other scatter dimensions need replication.
                match dims
                    .scatter_indices_batching_dims
                    .iter()
                    .position(|&ib| ib as usize == id)
                {
                    Some(k) => {
                        let f = io[dims.input_batching_dims[k] as usize];
                        updates[ud] = vec![f];
                        indices[id] = vec![f];
                    }
                    None => {
                        let f = b.factor(upd.shape[ud]);
                        updates[ud] = vec![f];
                        indices[id] = vec![f];
                        if additive {
                            reduction.push(f);
                        } else {
                            need.push(f);
                        }
                    }
                }
            }
            if (dims.index_vector_dim as usize) < idx.rank() {
                let f = b.factor(idx.shape[dims.index_vector_dim as usize]);
                indices[dims.index_vector_dim as usize] = vec![f];
                need.push(f);
            }
            let window_input_dims: Vec<usize> = (0..input.rank())
                .filter(|d| {
                    !dims.inserted_window_dims.contains(&(*d as i64))
                        && !dims.input_batching_dims.contains(&(*d as i64))
                })
                .collect();
            for (k, &wd) in window_input_dims.iter().enumerate() {
                let ud = dims.update_window_dims[k] as usize;
                // A window as large as its dimension fits only where it starts at 0, the
                // same test on a device's piece as on the whole, so it can be split with
                // the input (`dynamic_update_slice` of one layer of a stack).
                if upd.shape[ud] == input.shape[wd] {
                    updates[ud] = vec![io[wd]];
                } else {
                    let f = b.factor(upd.shape[ud]);
                    updates[ud] = vec![f];
                    need.extend([f, io[wd]]);
                }
            }
            // An inserted dimension that the indices address (a vocabulary) may be split:
            // each device shifts the indices by its block's start, and updates outside its
            // block fall out of bounds and are dropped, as out-of-bounds updates are.
            for (d, &f) in io.iter().enumerate() {
                let di = d as i64;
                let addressed = dims.inserted_window_dims.contains(&di)
                    && dims.scatter_dims_to_operand_dims.contains(&di);
                if !window_input_dims.contains(&d)
                    && !dims.input_batching_dims.contains(&di)
                    && !addressed
                {
                    need.push(f);
                }
            }
            ShardingRule {
                factor_sizes: b.sizes,
                operands: vec![io.iter().map(|&f| vec![f]).collect(), indices, updates],
                results: vec![io.iter().map(|&f| vec![f]).collect()],
                reduction,
                need_replication: need,
            }
        }
        OpKind::AllGather { .. }
        | OpKind::AllReduce { .. }
        | OpKind::ReduceScatter { .. }
        | OpKind::AllToAll { .. }
        | OpKind::AllSlice { .. }
        | OpKind::CollectivePermute
        | OpKind::Send { .. }
        | OpKind::Recv { .. }
        | OpKind::AxisIndex { .. }
        | OpKind::Shift { .. }
        | OpKind::Call { .. }
        | OpKind::While { .. }
        | OpKind::ManualComputation { .. }
        | OpKind::Return => return None,
    };
    rule.need_replication.sort_unstable();
    rule.need_replication.dedup();
    Some(rule)
}

/// The rule of a reshape, derived from where both shapes cut the row-major linear index.
///
/// A dimension of size `n` whose minor dimensions hold `s` elements covers the *stride
/// interval* `[s, s·n)` of the linear index: sharding it over an axis of size `k` splits the
/// index by `⌊L / (s·n/k)⌋ mod k`. A sub-interval `[p, q)` of that dimension is a valid piece
/// of it (a *cut*) when `s | p` and `q | s·n`. An interval that is a cut of one dimension on
/// each side splits the elements the same way on both sides: it is a factor shared by the
/// operand and the result, and sharding it needs no communication.
///
/// The shared factors are found between the points that are cuts on both sides: where
/// nothing else lies between two such points, the interval between them is shared; where
/// dimension boundaries of one side fall in between (6x4 → 4x6 has boundaries 4 and 6 that
/// are no cuts of the other side), shared factors are peeled off from the top (the least
/// common multiple of both dimensions' strides) and from the bottom (the greatest common
/// divisor of their extents), and what is left becomes need-replication factors of each side
/// alone. So 6x4 → 4x6 shares its major halves (`[12, 24)`) and its minor pair of elements
/// (`[1, 2)`), and nothing in between.
fn reshape_rule(from: &[i64], to: &[i64]) -> ShardingRule {
    let total = |shape: &[i64]| shape.iter().map(|&n| n as i128).product::<i128>();
    let (side_a, side_b) = (stride_intervals(from), stride_intervals(to));
    if total(from) != total(to) || from.iter().chain(to).any(|&n| n <= 0) {
        // Not a valid reshape (the verifier says so) or no elements: nothing is shared.
        return unshared_rule(from, to);
    }
    let n = total(from);
    let is_cut = |side: &[Interval], p: i128| {
        p == 1
            || p == n
            || side
                .iter()
                .any(|d| d.lo <= p && p <= d.hi && p % d.lo == 0 && d.hi % p == 0)
    };
    let mut points: Vec<i128> = side_a
        .iter()
        .chain(&side_b)
        .flat_map(|d| [d.lo, d.hi])
        .chain([1, n])
        .collect();
    points.sort_unstable();
    points.dedup();
    let good: Vec<i128> = points
        .iter()
        .copied()
        .filter(|&p| is_cut(&side_a, p) && is_cut(&side_b, p))
        .collect();
    // The dimension of `side` whose interval holds the stride just below/at `p`.
    let below = |side: &[Interval], p: i128| side.iter().find(|d| d.lo < p && p <= d.hi).copied();
    let above = |side: &[Interval], p: i128| side.iter().find(|d| d.lo <= p && p < d.hi).copied();
    let mut shared: Vec<(i128, i128)> = Vec::new();
    let mut gaps: Vec<(i128, i128)> = Vec::new();
    for w in good.windows(2) {
        let (g1, g2) = (w[0], w[1]);
        if !points.iter().any(|&p| g1 < p && p < g2) {
            shared.push((g1, g2));
            continue;
        }
        let mut top = g2;
        while let (Some(a), Some(b)) = (below(&side_a, top), below(&side_b, top)) {
            let l = lcm(a.lo, b.lo);
            if l < g1 || l >= top || top % l != 0 {
                break;
            }
            shared.push((l, top));
            top = l;
        }
        let mut bottom = g1;
        while let (Some(a), Some(b)) = (above(&side_a, bottom), above(&side_b, bottom)) {
            let g = gcd128(a.hi, b.hi).min(top);
            if g <= bottom || g % bottom != 0 {
                break;
            }
            shared.push((bottom, g));
            bottom = g;
        }
        if bottom < top {
            gaps.push((bottom, top));
        }
    }
    let mut b = RuleBuilder::default();
    let mut need = Vec::new();
    let mut shared_ids: Vec<((i128, i128), usize)> = Vec::new();
    let mut dims_of = |shape: &[i64], side: &[Interval], b: &mut RuleBuilder| -> DimFactors {
        let mut dims: DimFactors = vec![Vec::new(); shape.len()];
        for d in side {
            // Pieces of this dimension, major first: shared intervals inside it, and the
            // parts of gaps that fall inside it (this side's own, need-replication).
            let mut pieces: Vec<(i128, i128, bool)> = shared
                .iter()
                .filter(|&&(lo, hi)| d.lo <= lo && hi <= d.hi)
                .map(|&(lo, hi)| (lo, hi, true))
                .collect();
            for &(lo, hi) in &gaps {
                let (lo, hi) = (lo.max(d.lo), hi.min(d.hi));
                if lo < hi {
                    pieces.push((lo, hi, false));
                }
            }
            pieces.sort_unstable_by_key(|p| std::cmp::Reverse(p.1));
            let tiles = pieces.windows(2).all(|w| w[0].0 == w[1].1)
                && pieces.first().is_some_and(|p| p.1 == d.hi)
                && pieces.last().is_some_and(|p| p.0 == d.lo)
                && pieces.iter().all(|&(lo, hi, _)| hi % lo == 0);
            if !tiles {
                // Cannot happen for valid shapes; stay correct regardless.
                let f = b.factor(shape[d.dim]);
                need.push(f);
                dims[d.dim] = vec![f];
                continue;
            }
            for (lo, hi, is_shared) in pieces {
                let f = if is_shared {
                    match shared_ids.iter().find(|(iv, _)| *iv == (lo, hi)) {
                        Some(&(_, f)) => f,
                        None => {
                            let f = b.factor((hi / lo) as i64);
                            shared_ids.push(((lo, hi), f));
                            f
                        }
                    }
                } else {
                    let f = b.factor((hi / lo) as i64);
                    need.push(f);
                    f
                };
                dims[d.dim].push(f);
            }
        }
        dims
    };
    let operand = dims_of(from, &side_a, &mut b);
    let result = dims_of(to, &side_b, &mut b);
    ShardingRule {
        factor_sizes: b.sizes,
        operands: vec![operand],
        results: vec![result],
        reduction: Vec::new(),
        need_replication: need,
    }
}

/// The stride interval `[lo, hi)` of the linear index one dimension covers.
#[derive(Clone, Copy, Debug)]
struct Interval {
    dim: usize,
    lo: i128,
    hi: i128,
}

/// The stride intervals of the dimensions of `shape` larger than 1 (size-1 dimensions cover
/// nothing and get no factor).
fn stride_intervals(shape: &[i64]) -> Vec<Interval> {
    let mut stride: i128 = 1;
    let mut out = Vec::new();
    for (dim, &n) in shape.iter().enumerate().rev() {
        let n = n.max(1) as i128;
        if n > 1 {
            out.push(Interval {
                dim,
                lo: stride,
                hi: stride * n,
            });
        }
        stride = stride.saturating_mul(n);
    }
    out.reverse();
    out
}

/// A reshape rule sharing nothing: every dimension larger than 1 is one need-replication
/// factor.
fn unshared_rule(from: &[i64], to: &[i64]) -> ShardingRule {
    let mut b = RuleBuilder::default();
    let mut need = Vec::new();
    let mut dims = |shape: &[i64]| -> DimFactors {
        shape
            .iter()
            .map(|&n| {
                if n > 1 {
                    let f = b.factor(n);
                    need.push(f);
                    vec![f]
                } else {
                    Vec::new()
                }
            })
            .collect()
    };
    let (operand, result) = (dims(from), dims(to));
    ShardingRule {
        factor_sizes: b.sizes,
        operands: vec![operand],
        results: vec![result],
        reduction: Vec::new(),
        need_replication: need,
    }
}

fn gcd128(a: i128, b: i128) -> i128 {
    if b == 0 { a.abs() } else { gcd128(b, a % b) }
}

fn lcm(a: i128, b: i128) -> i128 {
    a / gcd128(a, b) * b
}

#[cfg(test)]
mod tests {
    use super::*;
    use shardc_ir::ElementType;
    use shardc_ir::op::DotDims;

    fn t(shape: &[i64]) -> TensorType {
        TensorType::new(shape.to_vec(), ElementType::F32)
    }

    #[test]
    fn matmul_rule_has_a_reduction_factor() {
        let kind = OpKind::DotGeneral(DotDims {
            lhs_contracting: vec![1],
            rhs_contracting: vec![0],
            ..Default::default()
        });
        let rule = rule_for(&kind, &[&t(&[8, 32]), &t(&[32, 64])], &[&t(&[8, 64])]).unwrap();
        assert_eq!(
            rule.to_string(),
            "#dist.sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=64, k=32} reduction={k}>"
        );
    }

    #[test]
    fn batched_dot_rule() {
        let kind = OpKind::DotGeneral(DotDims {
            lhs_batch: vec![0],
            rhs_batch: vec![0],
            lhs_contracting: vec![2],
            rhs_contracting: vec![1],
        });
        let rule = rule_for(
            &kind,
            &[&t(&[4, 8, 16]), &t(&[4, 16, 32])],
            &[&t(&[4, 8, 32])],
        )
        .unwrap();
        assert_eq!(
            rule.to_string(),
            "#dist.sharding_rule<([i, j, l], [i, l, k])->([i, j, k]) {i=4, j=8, k=32, l=16} reduction={l}>"
        );
    }

    #[test]
    fn reshape_merge_and_split_use_compound_factors() {
        let merge = reshape_rule(&[8, 32], &[256]);
        assert_eq!(
            merge.to_string(),
            "#dist.sharding_rule<([i, j])->([ij]) {i=8, j=32}>"
        );
        let split = reshape_rule(&[256], &[8, 32]);
        assert_eq!(
            split.to_string(),
            "#dist.sharding_rule<([ij])->([i, j]) {i=8, j=32}>"
        );
        let odd = reshape_rule(&[6, 4], &[4, 6]);
        // 6x4 -> 4x6: the major halves line up (i, the stride interval [12, 24)) and so do
        // the minor pairs of elements (l, [1, 2)); nothing in between does.
        assert_eq!(
            odd.to_string(),
            "#dist.sharding_rule<([ij, kl])->([im, nl]) {i=2, j=3, k=2, l=2, m=2, n=3} need_replication={j, k, m, n}>"
        );
        // 6x2x2 -> 4x6: the second dimension of the operand (the stride interval [2, 4))
        // is no piece of the result's, so it is not shared.
        let coprime = reshape_rule(&[6, 2, 2], &[4, 6]);
        assert_eq!(
            coprime.to_string(),
            "#dist.sharding_rule<([ij, k, l])->([im, nl]) {i=2, j=3, k=2, l=2, m=2, n=3} need_replication={j, k, m, n}>"
        );
        // 8x3x16 -> 12x16x2: the major 4 of the 8 and all of the 16 but its last factor 2
        // are shared; the 3 is not.
        let drop = reshape_rule(&[8, 3, 16], &[12, 16, 2]);
        assert_eq!(
            drop.to_string(),
            "#dist.sharding_rule<([ij, k, lm])->([in, ol, m]) {i=4, j=2, k=3, l=8, m=2, n=3, o=2} need_replication={j, k, n, o}>"
        );
    }

    #[test]
    fn reduce_and_transpose_rules() {
        let reduce = OpKind::Reduce {
            dimensions: vec![1],
            kind: shardc_ir::op::ReduceKind::Add,
        };
        let rule = rule_for(&reduce, &[&t(&[8, 16]), &t(&[])], &[&t(&[8])]).unwrap();
        assert_eq!(
            rule.to_string(),
            "#dist.sharding_rule<([i, j], [])->([i]) {i=8, j=16} reduction={j}>"
        );
        let tr = OpKind::Transpose {
            permutation: vec![1, 0],
        };
        let rule = rule_for(&tr, &[&t(&[8, 16])], &[&t(&[16, 8])]).unwrap();
        assert_eq!(
            rule.to_string(),
            "#dist.sharding_rule<([j, i])->([i, j]) {i=16, j=8}>"
        );
    }

    /// A small deterministic generator (splitmix64).
    struct Rng(u64);
    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            ((z ^ (z >> 31)) % n as u64) as usize
        }
    }

    /// A random shape with `total` elements (dimensions drawn from `total`'s divisors).
    fn random_shape(rng: &mut Rng, mut total: i64) -> Vec<i64> {
        let mut shape = Vec::new();
        while total > 1 && shape.len() < 4 {
            let divisors: Vec<i64> = (2..=total).filter(|d| total % d == 0).collect();
            let d = divisors[rng.below(divisors.len())];
            shape.push(d);
            total /= d;
            if rng.below(5) == 0 {
                shape.push(1);
            }
        }
        if total > 1 {
            shape.push(total);
        }
        shape
    }

    /// The global row-major indices of the elements device `coords` holds of a value of
    /// `shape` laid out with `dims[d]` axes on dimension `d`, in local row-major order.
    fn local_elements(
        shape: &[i64],
        dims: &[Vec<AxisRef>],
        mesh: &Mesh,
        coords: &[i64],
    ) -> Vec<i64> {
        let mut local = Vec::new();
        let mut offset = Vec::new();
        for (d, &n) in shape.iter().enumerate() {
            let mut block = 0;
            let mut pieces = 1;
            for a in &dims[d] {
                let k = a.size(mesh).unwrap();
                // A sub-axis "x":(pre)k is the middle factor of x = pre × k × rest.
                let c = coords[mesh.axis_index(&a.name).unwrap()];
                let rest = a.sub.map_or(1, |s| {
                    mesh.axis_size(&a.name).unwrap() / (s.pre_size * s.size)
                });
                block = block * k + (c / rest) % k;
                pieces *= k;
            }
            local.push(n / pieces);
            offset.push(block * (n / pieces));
        }
        let count: i64 = local.iter().product();
        (0..count)
            .map(|mut l| {
                let mut idx = vec![0; shape.len()];
                for d in (0..shape.len()).rev() {
                    idx[d] = offset[d] + l % local[d];
                    l /= local[d];
                }
                idx.iter().zip(shape).fold(0, |acc, (&i, &n)| acc * n + i)
            })
            .collect()
    }

    /// The reshape rule, property-tested: shard the operand at random, carry its factor
    /// shardings to the result as insert-reshards does (shared factors keep their axes,
    /// need-replication factors none, a minor factor only under a complete major one), and
    /// check that every device's local operand, reshaped locally, is exactly its local
    /// result — element for element in the global index.
    #[test]
    fn reshape_rule_keeps_every_device_s_elements_in_place() {
        let mut rng = Rng(7);
        let totals = [12i64, 16, 24, 36, 48, 64, 72, 96, 120, 144];
        let mut sharded_results = 0;
        for _ in 0..3000 {
            let total = totals[rng.below(totals.len())];
            let (from, to) = (random_shape(&mut rng, total), random_shape(&mut rng, total));
            let rule = reshape_rule(&from, &to);
            let sizes = [2i64, 3, 4, 2];
            let mesh = Mesh::new((0..3).map(|i| (["a", "b", "c"][i], sizes[rng.below(4)])));
            // A random valid operand sharding.
            let mut dims: Vec<Vec<AxisRef>> = vec![Vec::new(); from.len()];
            for name in ["a", "b", "c"] {
                if rng.below(3) == 0 || from.is_empty() {
                    continue;
                }
                let d = rng.below(from.len());
                let split: i64 = dims[d].iter().map(|a| a.size(&mesh).unwrap()).product();
                if from[d] % (split * mesh.axis_size(name).unwrap()) == 0 {
                    dims[d].push(AxisRef::axis(name));
                }
            }
            let mut factor_axes = vec![Vec::new(); rule.factor_sizes.len()];
            for (d, factors) in rule.operands[0].iter().enumerate() {
                let (per, _) = rule.project_dim(&dims[d], factors, &mesh);
                for (k, &f) in factors.iter().enumerate() {
                    if !rule.need_replication.contains(&f) {
                        factor_axes[f] = per[k].clone();
                    }
                }
            }
            rule.prune_minor_splits(&mut factor_axes, &mesh);
            let a: Vec<Vec<AxisRef>> = rule.operands[0]
                .iter()
                .map(|fs| rule.back_project(fs, &factor_axes, &mesh))
                .collect();
            let b: Vec<Vec<AxisRef>> = rule.results[0]
                .iter()
                .map(|fs| rule.back_project(fs, &factor_axes, &mesh))
                .collect();
            let pieces = |dims: &[Vec<AxisRef>]| -> i64 {
                dims.iter()
                    .flatten()
                    .map(|a| a.size(&mesh).unwrap())
                    .product()
            };
            assert_eq!(
                pieces(&a),
                pieces(&b),
                "{from:?} -> {to:?} under {rule}: {a:?} vs {b:?}"
            );
            sharded_results += usize::from(pieces(&b) > 1);
            let devices: i64 = mesh.num_devices();
            for dev in 0..devices {
                let mut coords = vec![0i64; 3];
                let mut rest = dev;
                for i in (0..3).rev() {
                    let k = mesh.axis_size(["a", "b", "c"][i]).unwrap();
                    coords[i] = rest % k;
                    rest /= k;
                }
                assert_eq!(
                    local_elements(&from, &a, &mesh, &coords),
                    local_elements(&to, &b, &mesh, &coords),
                    "reshape {from:?} -> {to:?} under {rule}: operand axes {a:?}, result axes {b:?}, device {coords:?}"
                );
            }
        }
        // The check must have bitten: many reshapes kept a sharding.
        assert!(
            sharded_results > 500,
            "only {sharded_results} sharded reshapes"
        );
    }
}
