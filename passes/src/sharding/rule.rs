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

use shardc_ir::op::{OpKind, UnaryOp};
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
    /// factor once it is full. Axes that fit nowhere are dropped (`None` marks a projection
    /// that lost axes).
    pub fn project_dim(
        &self,
        axes: &[AxisRef],
        factors: &[usize],
        mesh: &Mesh,
    ) -> (Vec<Vec<AxisRef>>, bool) {
        let mut per_factor = vec![Vec::new(); factors.len()];
        let (mut fi, mut acc) = (0usize, 1i64);
        for (k, axis) in axes.iter().enumerate() {
            while fi < factors.len() && acc == self.factor_sizes[factors[fi]] {
                fi += 1;
                acc = 1;
            }
            let size = axis.size(mesh).unwrap_or(1);
            match factors.get(fi) {
                Some(&factor) if self.factor_sizes[factor] % (acc * size) == 0 => {
                    acc *= size;
                    per_factor[fi].push(axis.clone());
                }
                _ => return (per_factor, k == axes.len()),
            }
        }
        (per_factor, true)
    }

    /// The axes of a dimension made of `factors` given each factor's axes: the factors'
    /// axes in order, stopping after the first factor that is not fully sharded (a minor
    /// factor's split cannot be expressed on a dimension whose major factor is not split
    /// completely).
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
        axes
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
        | OpKind::Gelu { .. }
        | OpKind::Constraint => ShardingRule::elementwise(&result.shape, &ranks, 1),
        // Constants, iotas and random draws are produced whole (the same value on every
        // device) and sliced afterwards if their users want them sharded: no communication,
        // and no device-dependent code in the local programs.
        OpKind::Constant(_) | OpKind::Iota { .. } | OpKind::Rng { .. } => {
            let mut r = ShardingRule::elementwise(&result.shape, &ranks, 1);
            r.need_replication = (0..result.rank()).collect();
            r
        }
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
                if !full {
                    // The operand dimension is larger than the result's: give it its own factor.
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
                if low[d] != 0 || high[d] != 0 || interior[d] != 0 {
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
                let whole =
                    g.slice_sizes[od] == x.shape[od] && !g.start_index_map.contains(&(od as i64));
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
            for (d, dim) in operand.iter_mut().enumerate() {
                if dim.is_empty() {
                    let f = b.factor(x.shape[d]);
                    *dim = vec![f];
                    need.push(f);
                }
            }
            ShardingRule {
                factor_sizes: b.sizes,
                operands: vec![operand, indices],
                results: vec![res],
                reduction: Vec::new(),
                need_replication: need,
            }
        }
        OpKind::Scatter { dims, .. } => {
            // The input and the result share every dimension; update window dimensions that
            // cover a whole input dimension follow it. Update scatter dimensions (and the
            // indices' batch dimensions) need replication: scattering a shard of the updates
            // into the whole input on every device and summing would count the input N times.
            let (input, idx, upd) = (operands[0], operands[1], operands[2]);
            let mut b = RuleBuilder::default();
            let io: Vec<usize> = input.shape.iter().map(|&s| b.factor(s)).collect();
            let mut need = Vec::new();
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
                        need.push(f);
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
                if upd.shape[ud] == input.shape[wd]
                    && !dims.scatter_dims_to_operand_dims.contains(&(wd as i64))
                {
                    updates[ud] = vec![io[wd]];
                } else {
                    let f = b.factor(upd.shape[ud]);
                    updates[ud] = vec![f];
                    need.extend([f, io[wd]]);
                }
            }
            for (d, &f) in io.iter().enumerate() {
                if !window_input_dims.contains(&d)
                    && !dims.input_batching_dims.contains(&(d as i64))
                {
                    need.push(f);
                }
            }
            ShardingRule {
                factor_sizes: b.sizes,
                operands: vec![io.iter().map(|&f| vec![f]).collect(), indices, updates],
                results: vec![io.iter().map(|&f| vec![f]).collect()],
                reduction: Vec::new(),
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
        | OpKind::Call { .. }
        | OpKind::Return => return None,
    };
    rule.need_replication.sort_unstable();
    rule.need_replication.dedup();
    Some(rule)
}

/// The rule of a reshape: both shapes are decomposed into common factors, walking the
/// dimensions major to minor and splitting by greatest common divisors. A leftover that has
/// no counterpart on the other side becomes a need-replication factor.
fn reshape_rule(from: &[i64], to: &[i64]) -> ShardingRule {
    let mut b = RuleBuilder::default();
    let mut operand: DimFactors = vec![Vec::new(); from.len()];
    let mut result: DimFactors = vec![Vec::new(); to.len()];
    let mut need = Vec::new();
    let (mut i, mut j) = (0usize, 0usize);
    let (mut a, mut c) = (
        from.first().copied().unwrap_or(1),
        to.first().copied().unwrap_or(1),
    );
    while i < from.len() || j < to.len() {
        if i < from.len() && a == 1 {
            i += 1;
            a = from.get(i).copied().unwrap_or(1);
            continue;
        }
        if j < to.len() && c == 1 {
            j += 1;
            c = to.get(j).copied().unwrap_or(1);
            continue;
        }
        if i >= from.len() || j >= to.len() {
            break;
        }
        let g = gcd(a, c);
        if g > 1 {
            let f = b.factor(g);
            operand[i].push(f);
            result[j].push(f);
            a /= g;
            c /= g;
        } else {
            // Coprime leftovers: the elements do not line up; these parts stay replicated.
            let fa = b.factor(a);
            let fc = b.factor(c);
            operand[i].push(fa);
            result[j].push(fc);
            need.extend([fa, fc]);
            a = 1;
            c = 1;
        }
    }
    ShardingRule {
        factor_sizes: b.sizes,
        operands: vec![operand],
        results: vec![result],
        reduction: Vec::new(),
        need_replication: need,
    }
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a.abs() } else { gcd(b, a % b) }
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
        // 6x4 -> 4x6: halves line up (factor i), the rest does not.
        assert_eq!(
            odd.to_string(),
            "#dist.sharding_rule<([ij, lm])->([ik, ln]) {i=2, j=3, k=2, l=2, m=2, n=3} need_replication={j, k, m, n}>"
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
}
