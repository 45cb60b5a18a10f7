//! The reference interpreter: runs any verified function on the host, op by op.
//!
//! It is the semantic oracle for the rest of shardc, so it favours clarity and exactness
//! over speed: floats are computed in f64 and rounded to the element type after every op
//! (which emulates bf16 and f16, and for f32 gives the correctly rounded result of each
//! elementwise op); reductions and contractions accumulate in f64 in row-major order and
//! round once. In the global view, collectives and `dist.constraint` leave values unchanged:
//! they change only how a value is laid out over devices.
//!
//! The same interpreter runs *local-view* programs (one device's program after
//! `spmd-partition`): [`run_function_with`] hands every collective to a
//! [`CollectiveExecutor`], which gives it its real, device-dependent meaning (the runtime's
//! CPU virtual mesh does so through shared memory). [`run_function`] uses [`GlobalView`],
//! under which collectives are the identity.

mod manual;
pub mod rng;
pub mod special;
mod tensor;

use std::collections::HashMap;

use cranelift_entity::SecondaryMap;

pub use rng::{element_bits, normal, philox4x32, uniform};
pub use tensor::{
    Data, Tensor, int_to_float, int_value, ravel, round_float, strides, uint_to_float, unravel,
    wrap_int,
};

use crate::diagnostic::Location;
use crate::module::{Module, OpData, OpId};
use crate::op::{
    BinaryOp, CompareDirection, OpKind, ReduceKind, RngDistribution, ScatterKind, UnaryOp,
};
use crate::sharding::Sharding;
use crate::types::{ElementType, TensorType};

/// Why a function could not be run.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{location}: {message}")]
pub struct InterpError {
    /// What went wrong.
    pub message: String,
    /// The op (or function) where it went wrong.
    pub location: Location,
}

/// Gives collectives their meaning while a function runs.
///
/// The interpreter calls [`CollectiveExecutor::execute`] for every `dist.all_gather`,
/// `dist.all_reduce`, `dist.reduce_scatter`, `dist.all_to_all`, `dist.all_slice` and
/// `dist.collective_permute` it meets (in called functions too), in program order. Every
/// other op, `dist.constraint` and `dist.send`/`dist.recv` included, is evaluated by the
/// interpreter itself.
pub trait CollectiveExecutor {
    /// Evaluates the collective `op` on its operand values. `operand_shardings` and
    /// `result_sharding` are the (global) shardings recorded on the operand and result values;
    /// `result_type` is the declared result type. An error message is reported at the op's
    /// location.
    fn execute(
        &mut self,
        op: &OpData,
        operands: &[&Tensor],
        operand_shardings: &[Option<&Sharding>],
        result_type: &TensorType,
        result_sharding: Option<&Sharding>,
    ) -> Result<Tensor, String>;

    /// True for the global view, where a `dist.manual_computation` is run whole (every
    /// device's body in lockstep); a local-view program has none left to run.
    fn is_global_view(&self) -> bool {
        false
    }
}

/// The global view's meaning of collectives: they change only the layout of a value over
/// devices, so each returns its operand unchanged.
#[derive(Clone, Copy, Debug, Default)]
pub struct GlobalView;

impl CollectiveExecutor for GlobalView {
    fn is_global_view(&self) -> bool {
        true
    }

    fn execute(
        &mut self,
        op: &OpData,
        operands: &[&Tensor],
        _operand_shardings: &[Option<&Sharding>],
        result_type: &TensorType,
        _result_sharding: Option<&Sharding>,
    ) -> Result<Tensor, String> {
        if let OpKind::AxisIndex { .. } | OpKind::Shift { .. } = op.kind {
            return Err(format!(
                "'{}' names devices: it has no meaning in the global view",
                op.kind.name()
            ));
        }
        let x = operands.first().ok_or("missing operand")?;
        if x.ty != *result_type {
            return Err(format!(
                "'{}' on {} cannot produce {} in the global view (collectives keep the global type)",
                op.kind.name(),
                x.ty,
                result_type
            ));
        }
        Ok((*x).clone())
    }
}

/// Runs function `name` of `module` on `args` (global view: collectives are the identity).
pub fn run_function(
    module: &Module,
    name: &str,
    args: &[Tensor],
) -> Result<Vec<Tensor>, InterpError> {
    run_function_observed(module, name, args, &mut |_, _| {})
}

/// Like [`run_function`], calling `observe(op, results)` after each op of the top-level
/// function (used to compare intermediate values).
pub fn run_function_observed(
    module: &Module,
    name: &str,
    args: &[Tensor],
    observe: &mut dyn FnMut(OpId, &[Tensor]),
) -> Result<Vec<Tensor>, InterpError> {
    run_function_observed_with(module, name, args, observe, &mut GlobalView)
}

/// Runs function `name` of `module` on `args`, handing every collective to `executor`
/// (used to run one device's local-view program).
pub fn run_function_with(
    module: &Module,
    name: &str,
    args: &[Tensor],
    executor: &mut dyn CollectiveExecutor,
) -> Result<Vec<Tensor>, InterpError> {
    run_function_observed_with(module, name, args, &mut |_, _| {}, executor)
}

/// Like [`run_function_with`], calling `observe(op, results)` after each op of the top-level
/// function.
pub fn run_function_observed_with(
    module: &Module,
    name: &str,
    args: &[Tensor],
    observe: &mut dyn FnMut(OpId, &[Tensor]),
    executor: &mut dyn CollectiveExecutor,
) -> Result<Vec<Tensor>, InterpError> {
    run_hooked(
        module,
        name,
        args,
        &mut |op, results| observe(op, results),
        executor,
    )
}

/// Like [`run_function`] (global view), handing each op's results of the top-level function
/// to `rewrite(op, results)` before later ops read them: what the results would be had
/// they been rounded otherwise (the differential fuzzer moves each by an ulp to see how far
/// the outputs follow).
pub fn run_function_rewritten(
    module: &Module,
    name: &str,
    args: &[Tensor],
    rewrite: &mut dyn FnMut(OpId, &mut [Tensor]),
) -> Result<Vec<Tensor>, InterpError> {
    run_hooked(module, name, args, rewrite, &mut GlobalView)
}

/// Runs function `name` of `module` on `args`, collectives by `executor`, with `hook(op,
/// results)` after each op of the top-level function (it may change the results).
fn run_hooked(
    module: &Module,
    name: &str,
    args: &[Tensor],
    hook: &mut dyn FnMut(OpId, &mut [Tensor]),
    executor: &mut dyn CollectiveExecutor,
) -> Result<Vec<Tensor>, InterpError> {
    let err = |m: String| InterpError {
        message: m,
        location: Location::Unknown,
    };
    let f = module
        .function(name)
        .ok_or_else(|| err(format!("no function named '@{name}'")))?;
    if args.len() != f.args.len() {
        return Err(InterpError {
            message: format!(
                "'@{name}' takes {} argument(s), {} given",
                f.args.len(),
                args.len()
            ),
            location: f.loc.clone(),
        });
    }
    let mut env: SecondaryMap<crate::module::Value, Option<Tensor>> = SecondaryMap::new();
    for (i, (&v, a)) in f.args.iter().zip(args).enumerate() {
        if a.ty != *f.ty(v) {
            return Err(InterpError {
                message: format!(
                    "argument {i} of '@{name}' must be {}, got {}",
                    f.ty(v),
                    a.ty
                ),
                location: f.loc.clone(),
            });
        }
        env[v] = Some(a.clone());
    }
    let mut channels: HashMap<i64, Tensor> = HashMap::new();
    for &op in &f.body {
        let data = &f.ops[op];
        let loc = || data.loc.clone();
        let mut operands = Vec::with_capacity(data.operands.len());
        for &v in &data.operands {
            match &env[v] {
                Some(t) => operands.push(t),
                None => {
                    return Err(InterpError {
                        message: "operand used before definition".into(),
                        location: loc(),
                    });
                }
            }
        }
        let mut results: Vec<Tensor> = match &data.kind {
            OpKind::Return => return Ok(operands.into_iter().cloned().collect()),
            OpKind::Call { callee } => {
                let owned: Vec<Tensor> = operands.into_iter().cloned().collect();
                run_function_observed_with(module, callee, &owned, &mut |_, _| {}, executor)
                    .map_err(|e| InterpError {
                        message: format!("in call to '@{callee}': {}", e.message),
                        location: loc(),
                    })?
            }
            OpKind::While { cond, body } => {
                let mut carried: Vec<Tensor> = operands.into_iter().cloned().collect();
                let fail = |m: String| InterpError {
                    message: m,
                    location: loc(),
                };
                loop {
                    let go = run_function_observed_with(
                        module,
                        cond,
                        &carried,
                        &mut |_, _| {},
                        executor,
                    )
                    .map_err(|e| fail(format!("in loop condition '@{cond}': {}", e.message)))?;
                    match go.as_slice() {
                        [t] if t.ty.rank() == 0 && t.ty.element == ElementType::I1 => {
                            if t.to_f64_vec()[0] == 0.0 {
                                break;
                            }
                        }
                        _ => {
                            return Err(fail(format!(
                                "loop condition '@{cond}' must return one tensor<i1>"
                            )));
                        }
                    }
                    carried = run_function_observed_with(
                        module,
                        body,
                        &carried,
                        &mut |_, _| {},
                        executor,
                    )
                    .map_err(|e| fail(format!("in loop body '@{body}': {}", e.message)))?;
                }
                carried
            }
            OpKind::ManualComputation { .. } => {
                if !executor.is_global_view() {
                    return Err(InterpError {
                        message: "a manual computation cannot run in a local-view program (spmd-partition replaces it with a call to its body)".into(),
                        location: loc(),
                    });
                }
                let result_types: Vec<TensorType> =
                    data.results.iter().map(|&r| f.ty(r).clone()).collect();
                manual::run_manual(module, data, &operands, &result_types).map_err(|m| {
                    InterpError {
                        message: m,
                        location: loc(),
                    }
                })?
            }
            OpKind::Send { channel } => {
                channels.insert(*channel, operands[0].clone());
                Vec::new()
            }
            OpKind::Recv { channel } => {
                vec![channels.remove(channel).ok_or_else(|| InterpError {
                    message: format!("nothing was sent on channel {channel}"),
                    location: loc(),
                })?]
            }
            OpKind::AllGather { .. }
            | OpKind::AllReduce { .. }
            | OpKind::ReduceScatter { .. }
            | OpKind::AllToAll { .. }
            | OpKind::AllSlice { .. }
            | OpKind::CollectivePermute
            | OpKind::Shift { .. }
            | OpKind::AxisIndex { .. } => {
                if data.kind.is_tuple_collective()
                    && data.operands.len() > 1
                    && data.results.len() == data.operands.len()
                {
                    // A tuple collective moves each operand as its own collective would.
                    let mut results = Vec::with_capacity(data.results.len());
                    for (i, (&x, &r)) in data.operands.iter().zip(&data.results).enumerate() {
                        let t = executor
                            .execute(
                                data,
                                &operands[i..=i],
                                &[f.values[x].sharding.as_ref()],
                                f.ty(r),
                                f.values[r].sharding.as_ref(),
                            )
                            .map_err(|m| InterpError {
                                message: m,
                                location: loc(),
                            })?;
                        results.push(t);
                    }
                    hook(op, &mut results);
                    for (&r, t) in data.results.iter().zip(results) {
                        env[r] = Some(t);
                    }
                    continue;
                }
                let &[result] = data.results.as_slice() else {
                    return Err(InterpError {
                        message: format!("'{}' must have one result", data.kind.name()),
                        location: loc(),
                    });
                };
                let operand_shardings: Vec<Option<&Sharding>> = data
                    .operands
                    .iter()
                    .map(|&v| f.values[v].sharding.as_ref())
                    .collect();
                let t = executor
                    .execute(
                        data,
                        &operands,
                        &operand_shardings,
                        f.ty(result),
                        f.values[result].sharding.as_ref(),
                    )
                    .map_err(|m| InterpError {
                        message: m,
                        location: loc(),
                    })?;
                vec![t]
            }
            kind => {
                let result_types: Vec<TensorType> =
                    data.results.iter().map(|&r| f.ty(r).clone()).collect();
                eval_op(kind, &operands, &result_types).map_err(|m| InterpError {
                    message: m,
                    location: loc(),
                })?
            }
        };
        hook(op, &mut results);
        for (&r, t) in data.results.iter().zip(results) {
            env[r] = Some(t);
        }
    }
    Err(InterpError {
        message: format!("'@{name}' has no 'func.return'"),
        location: f.loc.clone(),
    })
}

/// Combines tensors of one type elementwise with `kind`, in the order given: floats
/// accumulate in f64 and are rounded to the element type once at the end, integers wrap (on
/// `i1`, `add` is `or` and `mul` is `and`). This is the arithmetic of `dist.all_reduce`, so
/// every device combining the same parts in the same order gets bitwise the same result.
pub fn combine_elementwise(kind: ReduceKind, parts: &[&Tensor]) -> Result<Tensor, String> {
    let first = parts.first().ok_or("nothing to combine")?;
    if let Some(other) = parts.iter().find(|p| p.ty != first.ty) {
        return Err(format!(
            "cannot combine values of types {} and {}",
            first.ty, other.ty
        ));
    }
    let e = first.ty.element;
    match &first.data {
        Data::Float(v0) => {
            let mut acc = v0.clone();
            for p in &parts[1..] {
                let Data::Float(v) = &p.data else {
                    return Err("float tensor holds integer data".into());
                };
                for (a, &b) in acc.iter_mut().zip(v) {
                    *a = combine_f(kind, *a, b);
                }
            }
            Ok(Tensor::from_f64(first.ty.clone(), acc))
        }
        Data::Int(v0) => {
            let mut acc = v0.clone();
            for p in &parts[1..] {
                let Data::Int(v) = &p.data else {
                    return Err("integer tensor holds float data".into());
                };
                for (a, &b) in acc.iter_mut().zip(v) {
                    *a = combine_i(kind, *a, b, e);
                }
            }
            Ok(Tensor::from_i64(first.ty.clone(), acc))
        }
    }
}

/// Evaluates one op (not `func.call`, `func.return`, `dist.send`/`dist.recv`) on operand
/// values; `result_types` are the op's declared result types. Used by the interpreter and by
/// constant folding.
pub fn eval_op(
    kind: &OpKind,
    operands: &[&Tensor],
    result_types: &[TensorType],
) -> Result<Vec<Tensor>, String> {
    let rt = result_types.first().cloned().ok_or("op has no result")?;
    let x = operands.first().copied();
    let t = match kind {
        OpKind::Constant(e) => Tensor::from_elements(e),
        OpKind::Iota { dimension } => {
            let n = rt.num_elements() as usize;
            let values: Vec<f64> = (0..n)
                .map(|i| unravel(i, &rt.shape)[*dimension as usize] as f64)
                .collect();
            from_values(rt, values)
        }
        OpKind::Unary(u) => unary(*u, x.ok_or("missing operand")?, rt),
        OpKind::Binary(b) => binary(*b, operands[0], operands[1]),
        OpKind::Compare(d) => compare(*d, operands[0], operands[1], rt),
        OpKind::Select => {
            let (p, a, b) = (operands[0], operands[1], operands[2]);
            let n = a.len();
            let pick = |i: usize| p.get_i64(if p.len() == 1 { 0 } else { i }) != 0;
            match (&a.data, &b.data) {
                (Data::Float(av), Data::Float(bv)) => Tensor {
                    ty: a.ty.clone(),
                    data: Data::Float(
                        (0..n)
                            .map(|i| if pick(i) { av[i] } else { bv[i] })
                            .collect(),
                    ),
                },
                (Data::Int(av), Data::Int(bv)) => Tensor {
                    ty: a.ty.clone(),
                    data: Data::Int(
                        (0..n)
                            .map(|i| if pick(i) { av[i] } else { bv[i] })
                            .collect(),
                    ),
                },
                _ => return Err("select branches differ in kind".into()),
            }
        }
        OpKind::Convert => convert(x.ok_or("missing operand")?, rt),
        OpKind::BitcastConvert => bitcast_convert(x.ok_or("missing operand")?, rt),
        OpKind::BroadcastInDim { dims } => {
            let x = x.ok_or("missing operand")?;
            let xs = strides(&x.ty.shape);
            gather_by(x, rt, |r| {
                let idx: Vec<i64> = dims
                    .iter()
                    .enumerate()
                    .map(|(i, &d)| if x.ty.shape[i] == 1 { 0 } else { r[d as usize] })
                    .collect();
                Some(ravel(&idx, &xs))
            })
        }
        OpKind::Reshape => {
            let x = x.ok_or("missing operand")?;
            Tensor {
                ty: rt,
                data: x.data.clone(),
            }
        }
        OpKind::Convolution(c) => convolution(operands[0], operands[1], c, rt),
        OpKind::SelectAndScatter {
            window_dimensions,
            window_strides,
            padding_low,
            select,
            kind,
            ..
        } => {
            let (x, source, init) = (operands[0], operands[1], operands[2]);
            let xs = strides(&x.ty.shape);
            let e = x.ty.element;
            let mut out = Tensor::filled(rt, 0.0);
            let fill = |out: &mut Tensor| match (&mut out.data, &init.data) {
                (Data::Float(o), Data::Float(i)) => o.iter_mut().for_each(|v| *v = i[0]),
                (Data::Int(o), Data::Int(i)) => o.iter_mut().for_each(|v| *v = i[0]),
                _ => {}
            };
            fill(&mut out);
            let wn: usize = window_dimensions
                .iter()
                .map(|&w| w.max(0) as usize)
                .product();
            for sflat in 0..source.len() {
                let s = unravel(sflat, &source.ty.shape);
                let mut chosen: Option<usize> = None;
                for wflat in 0..wn {
                    let w = unravel(wflat, window_dimensions);
                    let mut idx = Vec::with_capacity(s.len());
                    let mut inside = true;
                    for d in 0..s.len() {
                        let i = s[d] * window_strides[d] + w[d] - padding_low[d];
                        inside &= i >= 0 && i < x.ty.shape[d];
                        idx.push(i);
                    }
                    if !inside {
                        continue;
                    }
                    let p = ravel(&idx, &xs);
                    chosen = match chosen {
                        None => Some(p),
                        Some(c) => {
                            let keep = match &x.data {
                                Data::Float(v) => cmp(*select, v[c].partial_cmp(&v[p])),
                                Data::Int(v) => cmp(*select, v[c].partial_cmp(&v[p])),
                            };
                            Some(if keep { c } else { p })
                        }
                    };
                }
                if let Some(p) = chosen {
                    match (&mut out.data, &source.data) {
                        (Data::Float(o), Data::Float(v)) => {
                            o[p] = round_float(combine_f(*kind, o[p], v[sflat]), e)
                        }
                        (Data::Int(o), Data::Int(v)) => {
                            o[p] = wrap_int(combine_i(*kind, o[p], v[sflat], e), e)
                        }
                        _ => {}
                    }
                }
            }
            out
        }
        OpKind::ReduceWindow {
            window_dimensions,
            window_strides,
            window_dilations,
            padding_low,
            kind,
            ..
        } => {
            let (x, init) = (operands[0], operands[1]);
            let xs = strides(&x.ty.shape);
            let n = rt.num_elements() as usize;
            let wn: usize = window_dimensions
                .iter()
                .map(|&w| w.max(0) as usize)
                .product();
            let e = x.ty.element;
            let mut out_f = Vec::new();
            let mut out_i = Vec::new();
            for flat in 0..n {
                let o = unravel(flat, &rt.shape);
                let (mut af, mut ai) = (init.get_f64(0), init.get_i64(0));
                for wflat in 0..wn {
                    let w = unravel(wflat, window_dimensions);
                    let mut idx = Vec::with_capacity(o.len());
                    let mut inside = true;
                    for d in 0..o.len() {
                        let i =
                            o[d] * window_strides[d] + w[d] * window_dilations[d] - padding_low[d];
                        inside &= i >= 0 && i < x.ty.shape[d];
                        idx.push(i);
                    }
                    // Padding takes the init value: combining with it changes nothing for
                    // the reductions JAX emits (0 for add, -inf for max, ...).
                    let (bf, bi) = if inside {
                        let p = ravel(&idx, &xs);
                        (x.get_f64(p), x.get_i64(p))
                    } else {
                        (init.get_f64(0), init.get_i64(0))
                    };
                    if e.is_float() {
                        af = round_float(combine_f(*kind, af, bf), e);
                    } else {
                        ai = wrap_int(combine_i(*kind, ai, bi, e), e);
                    }
                }
                out_f.push(af);
                out_i.push(ai);
            }
            if e.is_float() {
                Tensor::from_f64(rt, out_f)
            } else {
                Tensor::from_i64(rt, out_i)
            }
        }
        OpKind::SortBy {
            dimension,
            descending,
            total_order,
        } => sort_by(
            operands[0],
            operands[1],
            *dimension as usize,
            (*descending, *total_order),
            rt,
        ),
        OpKind::ArgReduce { dimensions, kind } => arg_reduce(operands, dimensions, *kind, rt)?,
        OpKind::Reverse { dimensions } => {
            let x = x.ok_or("missing operand")?;
            let xs = strides(&x.ty.shape);
            let shape = x.ty.shape.clone();
            gather_by(x, rt, |r| {
                let mut idx = r.to_vec();
                for &d in dimensions {
                    idx[d as usize] = shape[d as usize] - 1 - r[d as usize];
                }
                Some(ravel(&idx, &xs))
            })
        }
        OpKind::Transpose { permutation } => {
            let x = x.ok_or("missing operand")?;
            let xs = strides(&x.ty.shape);
            gather_by(x, rt, |r| {
                let mut idx = vec![0i64; r.len()];
                for (i, &p) in permutation.iter().enumerate() {
                    idx[p as usize] = r[i];
                }
                Some(ravel(&idx, &xs))
            })
        }
        OpKind::Slice {
            start, strides: st, ..
        } => {
            let x = x.ok_or("missing operand")?;
            let xs = strides(&x.ty.shape);
            gather_by(x, rt, |r| {
                let idx: Vec<i64> = r
                    .iter()
                    .enumerate()
                    .map(|(d, &i)| start[d] + i * st[d])
                    .collect();
                Some(ravel(&idx, &xs))
            })
        }
        OpKind::Concatenate { dimension } => {
            let d = *dimension as usize;
            let n = rt.num_elements() as usize;
            let mut out = Vec::with_capacity(n);
            for flat in 0..n {
                let mut idx = unravel(flat, &rt.shape);
                let mut k = 0;
                while idx[d] >= operands[k].ty.shape[d] {
                    idx[d] -= operands[k].ty.shape[d];
                    k += 1;
                }
                out.push((k, ravel(&idx, &strides(&operands[k].ty.shape))));
            }
            collect_from(operands, &out, rt)
        }
        OpKind::Pad { low, interior, .. } => {
            let (x, pad) = (operands[0], operands[1]);
            let n = rt.num_elements() as usize;
            let xs = strides(&x.ty.shape);
            let mut src = vec![(1usize, 0usize); n];
            let rs = strides(&rt.shape);
            for flat in 0..x.len() {
                let oi = unravel(flat, &x.ty.shape);
                let ri: Vec<i64> = oi
                    .iter()
                    .enumerate()
                    .map(|(d, &i)| low[d] + i * (interior[d] + 1))
                    .collect();
                if ri.iter().zip(&rt.shape).all(|(&i, &s)| i >= 0 && i < s) {
                    src[ravel(&ri, &rs)] = (0, ravel(&oi, &xs));
                }
            }
            collect_from(&[x, pad], &src, rt)
        }
        OpKind::Reduce { dimensions, kind } => {
            reduce(operands[0], operands[1], dimensions, *kind, rt)
        }
        OpKind::DotGeneral(d) => dot_general(operands[0], operands[1], d, rt),
        OpKind::Gather(g) => gather(operands[0], operands[1], g, rt)?,
        OpKind::Scatter { dims, kind } => {
            scatter(operands[0], operands[1], operands[2], dims, *kind)?
        }
        OpKind::RngBits {
            algorithm,
            global_shape,
        } => {
            let state: Vec<i64> = (0..operands[0].len())
                .map(|k| operands[0].get_i64(k))
                .collect();
            let start: Vec<i64> = operands
                .get(1)
                .map(|s| (0..s.len()).map(|k| s.get_i64(k)).collect())
                .unwrap_or_else(|| vec![0; rt.rank()]);
            let whole = if global_shape.is_empty() {
                rt.shape.clone()
            } else {
                global_shape.clone()
            };
            let bits = rt.element.int_bits();
            let values = (0..rt.num_elements() as usize)
                .map(|i| {
                    let idx: Vec<i64> = unravel(i, &rt.shape)
                        .iter()
                        .zip(&start)
                        .map(|(k, s)| k + s)
                        .collect();
                    rng::bit_generator_element(*algorithm, &state, &whole, &idx, bits) as i64
                })
                .collect();
            Tensor::from_i64(rt, values)
        }
        OpKind::Rng {
            distribution,
            stream,
            global_shape,
        } => {
            let seed = operands[0].get_i64(0);
            let n = rt.num_elements() as usize;
            let wide = rt.element == ElementType::F64;
            // A block of a larger draw: each element's bits come from its global index.
            let start: Vec<i64> = operands
                .get(1)
                .map(|s| (0..s.len()).map(|k| s.get_i64(k)).collect())
                .unwrap_or_default();
            let global_strides = strides(global_shape);
            let global_index = |i: u64| -> u64 {
                if global_shape.is_empty() {
                    return i;
                }
                let idx = unravel(i as usize, &rt.shape);
                idx.iter()
                    .zip(&start)
                    .zip(&global_strides)
                    .map(|((&k, &s), &st)| ((k + s).max(0) as u64) * st as u64)
                    .sum()
            };
            let values = (0..n as u64)
                .map(|i| {
                    let bits = element_bits(seed, *stream, global_index(i));
                    match distribution {
                        RngDistribution::Uniform => uniform(bits, wide),
                        RngDistribution::Normal => normal(bits),
                    }
                })
                .map(|v| {
                    // Rounding to a narrow type could reach 1.0; keep samples in [0, 1).
                    let r = round_float(v, rt.element);
                    if *distribution == RngDistribution::Uniform && r >= 1.0 {
                        prev_below_one(rt.element)
                    } else {
                        r
                    }
                })
                .collect();
            Tensor {
                ty: rt,
                data: Data::Float(values),
            }
        }
        OpKind::Rotate { dimension, shift } => {
            let x = x.ok_or("missing operand")?;
            let d = *dimension as usize;
            let shape = &x.ty.shape;
            let n = shape[d].max(1);
            let st = strides(shape);
            // Element i along `d` comes from (i - shift) mod n.
            let source = |flat: usize| -> usize {
                let mut idx = unravel(flat, shape);
                idx[d] = (idx[d] - shift).rem_euclid(n);
                ravel(&idx, &st)
            };
            let data = match &x.data {
                Data::Float(v) => Data::Float((0..v.len()).map(|i| v[source(i)]).collect()),
                Data::Int(v) => Data::Int((0..v.len()).map(|i| v[source(i)]).collect()),
            };
            Tensor {
                ty: x.ty.clone(),
                data,
            }
        }
        OpKind::Softmax { dimension } => {
            let x = x.ok_or("missing operand")?;
            along_dim(x, *dimension as usize, |row| {
                let m = row.iter().copied().fold(f64::NEG_INFINITY, f64::max);
                let e: Vec<f64> = row.iter().map(|v| (v - m).exp()).collect();
                let s: f64 = e.iter().sum();
                e.into_iter().map(|v| v / s).collect()
            })
        }
        OpKind::LayerNorm { dimension, epsilon } => {
            let (x, scale, bias) = (operands[0], operands[1], operands[2]);
            along_dim(x, *dimension as usize, |row| {
                let n = row.len() as f64;
                let mean = row.iter().sum::<f64>() / n;
                let var = row.iter().map(|v| (v - mean) * (v - mean)).sum::<f64>() / n;
                let inv = 1.0 / (var + epsilon).sqrt();
                row.iter()
                    .enumerate()
                    .map(|(i, v)| (v - mean) * inv * scale.get_f64(i) + bias.get_f64(i))
                    .collect()
            })
        }
        OpKind::Gelu { approximate } => {
            let x = x.ok_or("missing operand")?;
            let a = *approximate;
            // 0.5 x (1 + tanh(z)) and 0.5 x (1 + erf(x / √2)) in forms without cancellation
            // where x is far below zero (the kernels compute these, in this order).
            map_float(x, |v| {
                if a {
                    let z = (2.0 / std::f64::consts::PI).sqrt() * (v + 0.044715 * v * v * v);
                    v / (1.0 + (-2.0 * z).exp())
                } else {
                    0.5 * v * libm::erfc(-(v / std::f64::consts::SQRT_2))
                }
            })
        }
        OpKind::Constraint
        | OpKind::AllGather { .. }
        | OpKind::AllReduce { .. }
        | OpKind::ReduceScatter { .. }
        | OpKind::AllToAll { .. }
        | OpKind::AllSlice { .. }
        | OpKind::CollectivePermute => x.ok_or("missing operand")?.clone(),
        OpKind::Send { .. }
        | OpKind::Recv { .. }
        | OpKind::Call { .. }
        | OpKind::While { .. }
        | OpKind::ManualComputation { .. }
        | OpKind::Return
        | OpKind::AxisIndex { .. }
        | OpKind::Shift { .. } => {
            return Err(format!("'{}' is not evaluated by eval_op", kind.name()));
        }
    };
    Ok(vec![t])
}

fn prev_below_one(t: ElementType) -> f64 {
    match t {
        ElementType::BF16 => 1.0 - 2f64.powi(-8),
        ElementType::F16 => 1.0 - 2f64.powi(-11),
        ElementType::F32 => 1.0 - 2f64.powi(-24),
        _ => 1.0 - 2f64.powi(-53),
    }
}

fn from_values(ty: TensorType, values: Vec<f64>) -> Tensor {
    if ty.element.is_float() {
        Tensor::from_f64(ty, values)
    } else {
        Tensor::from_i64(ty, values.into_iter().map(|v| v as i64).collect())
    }
}

/// Builds a tensor of type `rt` whose element at multi-index `r` is `x[source(r)]`.
fn gather_by(
    x: &Tensor,
    rt: TensorType,
    mut source: impl FnMut(&[i64]) -> Option<usize>,
) -> Tensor {
    let n = rt.num_elements() as usize;
    let src: Vec<(usize, usize)> = (0..n)
        .map(|flat| (0, source(&unravel(flat, &rt.shape)).unwrap_or(0)))
        .collect();
    collect_from(&[x], &src, rt)
}

/// Builds a tensor of type `rt` from `(which operand, flat index)` pairs.
fn collect_from(operands: &[&Tensor], src: &[(usize, usize)], rt: TensorType) -> Tensor {
    let data = if rt.element.is_float() {
        Data::Float(src.iter().map(|&(k, i)| operands[k].get_f64(i)).collect())
    } else {
        Data::Int(src.iter().map(|&(k, i)| operands[k].get_i64(i)).collect())
    };
    Tensor { ty: rt, data }
}

fn map_float(x: &Tensor, f: impl Fn(f64) -> f64) -> Tensor {
    Tensor::from_f64(x.ty.clone(), x.to_f64_vec().into_iter().map(f).collect())
}

fn unary(u: UnaryOp, x: &Tensor, rt: TensorType) -> Tensor {
    match (&x.data, u) {
        (Data::Float(v), UnaryOp::IsFinite) => {
            Tensor::from_i64(rt, v.iter().map(|f| i64::from(f.is_finite())).collect())
        }
        (Data::Int(v), _) => {
            let e = x.ty.element;
            let out = v
                .iter()
                .map(|&i| match u {
                    UnaryOp::Negate => i.wrapping_neg(),
                    UnaryOp::Abs if e.is_unsigned() => i,
                    UnaryOp::Sign if e.is_unsigned() => i64::from(i != 0),
                    UnaryOp::Abs => i.wrapping_abs(),
                    UnaryOp::Sign => i.signum(),
                    UnaryOp::Not if e == ElementType::I1 => 1 - i,
                    UnaryOp::Not => !i,
                    // Of the type's bits: an i32 is sign-extended in storage.
                    UnaryOp::Popcnt => {
                        let bits = e.int_bits();
                        let mask = if bits == 64 {
                            u64::MAX
                        } else {
                            (1u64 << bits) - 1
                        };
                        i64::from((i as u64 & mask).count_ones())
                    }
                    UnaryOp::CountLeadingZeros => {
                        let bits = e.int_bits();
                        let mask = if bits == 64 {
                            u64::MAX
                        } else {
                            (1u64 << bits) - 1
                        };
                        i64::from((i as u64 & mask).leading_zeros()) - i64::from(64 - bits)
                    }
                    _ => i,
                })
                .collect();
            Tensor::from_i64(rt, out)
        }
        (Data::Float(_), _) => map_float(x, |v| match u {
            UnaryOp::Negate => -v,
            UnaryOp::Exponential => v.exp(),
            UnaryOp::Log => v.ln(),
            UnaryOp::Tanh => v.tanh(),
            UnaryOp::Logistic => 1.0 / (1.0 + (-v).exp()),
            UnaryOp::Sqrt => v.sqrt(),
            UnaryOp::Rsqrt => 1.0 / v.sqrt(),
            UnaryOp::Abs => v.abs(),
            UnaryOp::Sign => {
                if v.is_nan() || v == 0.0 {
                    v
                } else {
                    v.signum()
                }
            }
            UnaryOp::Floor => v.floor(),
            UnaryOp::Erf => libm::erf(v),
            UnaryOp::Erfc => libm::erfc(v),
            UnaryOp::Ceil => v.ceil(),
            UnaryOp::RoundNearestEven => v.round_ties_even(),
            UnaryOp::RoundNearestAfz => v.round(),
            UnaryOp::LogPlusOne => v.ln_1p(),
            UnaryOp::ExponentialMinusOne => v.exp_m1(),
            UnaryOp::Sine => v.sin(),
            UnaryOp::Cosine => v.cos(),
            UnaryOp::Tan => v.tan(),
            UnaryOp::Cbrt => v.cbrt(),
            UnaryOp::Sinh => v.sinh(),
            UnaryOp::Cosh => v.cosh(),
            UnaryOp::Asin => v.asin(),
            UnaryOp::Acos => v.acos(),
            UnaryOp::Atan => v.atan(),
            UnaryOp::Asinh => v.asinh(),
            UnaryOp::Acosh => v.acosh(),
            UnaryOp::Atanh => v.atanh(),
            UnaryOp::ErfInv => special::erf_inv(v),
            UnaryOp::Lgamma => libm::lgamma(v),
            UnaryOp::Digamma => special::digamma(v),
            UnaryOp::Not | UnaryOp::IsFinite | UnaryOp::Popcnt | UnaryOp::CountLeadingZeros => v,
        }),
    }
}

fn binary(b: BinaryOp, x: &Tensor, y: &Tensor) -> Tensor {
    match (&x.data, &y.data) {
        (Data::Float(a), Data::Float(c)) => Tensor::from_f64(
            x.ty.clone(),
            a.iter()
                .zip(c)
                .map(|(&p, &q)| match b {
                    BinaryOp::Add => p + q,
                    BinaryOp::Subtract => p - q,
                    BinaryOp::Multiply => p * q,
                    BinaryOp::Divide => p / q,
                    BinaryOp::Maximum => float_max(p, q),
                    BinaryOp::Minimum => float_min(p, q),
                    BinaryOp::Power => p.powf(q),
                    BinaryOp::Atan2 => p.atan2(q),
                    // C's fmod: the sign of the dividend, as in StableHLO.
                    BinaryOp::Remainder => p % q,
                    BinaryOp::And
                    | BinaryOp::Or
                    | BinaryOp::Xor
                    | BinaryOp::ShiftLeft
                    | BinaryOp::ShiftRightLogical
                    | BinaryOp::ShiftRightArithmetic => f64::NAN,
                })
                .collect(),
        ),
        (Data::Int(a), Data::Int(c)) => {
            let e = x.ty.element;
            Tensor::from_i64(
                x.ty.clone(),
                a.iter()
                    .zip(c)
                    .map(|(&p, &q)| int_binary(b, p, q, e))
                    .collect(),
            )
        }
        _ => x.clone(),
    }
}

/// `b` on two integer elements of type `e`, stored as the interpreter stores them
/// (sign-extended for signed types, zero-extended ui32, the bit pattern of ui64); the result
/// is wrapped by the caller.
fn int_binary(b: BinaryOp, p: i64, q: i64, e: ElementType) -> i64 {
    let bits = e.int_bits();
    // The operands as unsigned values of the type's width.
    let mask = if bits == 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let (pu, qu) = (p as u64 & mask, q as u64 & mask);
    match b {
        BinaryOp::Add if e == ElementType::I1 => p | q,
        BinaryOp::Multiply if e == ElementType::I1 => p & q,
        BinaryOp::Add => p.wrapping_add(q),
        BinaryOp::Subtract => p.wrapping_sub(q),
        BinaryOp::Multiply => p.wrapping_mul(q),
        // Division by zero gives -1 (all ones) and overflow wraps, as in XLA.
        BinaryOp::Divide if q == 0 => -1,
        BinaryOp::Divide if e.is_unsigned() => (pu / qu) as i64,
        BinaryOp::Divide => wrap_int(p, e).wrapping_div(q),
        BinaryOp::Maximum if e.is_unsigned() => pu.max(qu) as i64,
        BinaryOp::Minimum if e.is_unsigned() => pu.min(qu) as i64,
        BinaryOp::Maximum => p.max(q),
        BinaryOp::Minimum => p.min(q),
        BinaryOp::Power => int_pow(p, q),
        BinaryOp::And => p & q,
        BinaryOp::Or => p | q,
        BinaryOp::Xor => p ^ q,
        // x % 0 is x and overflow wraps, as in XLA.
        BinaryOp::Remainder if q == 0 => p,
        BinaryOp::Remainder if e.is_unsigned() => (pu % qu) as i64,
        BinaryOp::Remainder => wrap_int(p, e).wrapping_rem(q),
        BinaryOp::Atan2 => 0,
        // The shift amount is read as unsigned: a negative amount is a huge one.
        BinaryOp::ShiftLeft if qu >= u64::from(bits) => 0,
        BinaryOp::ShiftLeft => (pu << qu) as i64,
        BinaryOp::ShiftRightLogical if qu >= u64::from(bits) => 0,
        BinaryOp::ShiftRightLogical => (pu >> qu) as i64,
        BinaryOp::ShiftRightArithmetic => {
            // The operand's bits read as a signed integer of the type's width.
            let signed = if bits == 64 {
                p
            } else {
                ((pu << (64 - bits)) as i64) >> (64 - bits)
            };
            signed >> qu.min(63)
        }
    }
}

fn int_pow(base: i64, exp: i64) -> i64 {
    if exp < 0 {
        return match base {
            1 => 1,
            -1 => {
                if exp % 2 == 0 {
                    1
                } else {
                    -1
                }
            }
            _ => 0,
        };
    }
    let (mut result, mut b, mut e) = (1i64, base, exp as u64);
    while e > 0 {
        if e & 1 == 1 {
            result = result.wrapping_mul(b);
        }
        b = b.wrapping_mul(b);
        e >>= 1;
    }
    result
}

fn compare(d: CompareDirection, x: &Tensor, y: &Tensor, rt: TensorType) -> Tensor {
    let n = x.len();
    let out = (0..n)
        .map(|i| {
            let r = match (&x.data, &y.data) {
                (Data::Int(a), Data::Int(b)) if x.ty.element == ElementType::U64 => {
                    cmp(d, (a[i] as u64).partial_cmp(&(b[i] as u64)))
                }
                (Data::Int(a), Data::Int(b)) => cmp(d, a[i].partial_cmp(&b[i])),
                _ => cmp(d, x.get_f64(i).partial_cmp(&y.get_f64(i))),
            };
            i64::from(r)
        })
        .collect();
    Tensor::from_i64(rt, out)
}

fn cmp(d: CompareDirection, o: Option<std::cmp::Ordering>) -> bool {
    use std::cmp::Ordering::*;
    match (d, o) {
        (CompareDirection::Ne, None) => true,
        (_, None) => false,
        (CompareDirection::Eq, Some(o)) => o == Equal,
        (CompareDirection::Ne, Some(o)) => o != Equal,
        (CompareDirection::Lt, Some(o)) => o == Less,
        (CompareDirection::Le, Some(o)) => o != Greater,
        (CompareDirection::Gt, Some(o)) => o == Greater,
        (CompareDirection::Ge, Some(o)) => o != Less,
    }
}

fn convert(x: &Tensor, rt: TensorType) -> Tensor {
    let n = x.len();
    match (rt.element.is_float(), rt.element == ElementType::I1) {
        (true, _) => match &x.data {
            Data::Float(v) => Tensor::from_f64(rt, v.clone()),
            Data::Int(v) => {
                let e = rt.element;
                let unsigned = x.ty.element == ElementType::U64;
                Tensor {
                    ty: rt,
                    data: Data::Float(
                        v.iter()
                            .map(|&i| {
                                if unsigned {
                                    uint_to_float(i as u64, e)
                                } else {
                                    int_to_float(i, e)
                                }
                            })
                            .collect(),
                    ),
                }
            }
        },
        (false, true) => {
            Tensor::from_i64(rt, (0..n).map(|i| i64::from(x.get_f64(i) != 0.0)).collect())
        }
        (false, false) => {
            let e = rt.element;
            let values = (0..n)
                .map(|i| match &x.data {
                    Data::Float(v) => {
                        // Truncate toward zero, saturating to the target range; NaN gives 0.
                        let f = v[i];
                        match e {
                            ElementType::I32 => f as i32 as i64,
                            ElementType::U32 => i64::from(f as u32),
                            ElementType::I16 => i64::from(f as i16),
                            ElementType::U16 => i64::from(f as u16),
                            ElementType::I8 => i64::from(f as i8),
                            ElementType::U8 => i64::from(f as u8),
                            ElementType::U64 => f as u64 as i64,
                            _ => f as i64,
                        }
                    }
                    Data::Int(v) => v[i],
                })
                .collect();
            Tensor::from_i64(rt, values)
        }
    }
}

/// `convolution`: each output element sums, in f64 and rounded once (as `dot_general`),
/// input × kernel over the input features of its feature group and the kernel's window;
/// window positions in the padding or between dilated input elements contribute nothing.
fn convolution(x: &Tensor, k: &Tensor, c: &crate::op::ConvDims, rt: TensorType) -> Tensor {
    let (xs, ks) = (strides(&x.ty.shape), strides(&k.ty.shape));
    let s = c.input_spatial.len();
    let kin = k.ty.shape[c.kernel_input_feature as usize];
    let cout = k.ty.shape[c.kernel_output_feature as usize];
    let per_group = (cout / c.feature_group_count.max(1)).max(1);
    let window: Vec<i64> = c
        .kernel_spatial
        .iter()
        .map(|&d| k.ty.shape[d as usize])
        .collect();
    let wn: usize = window.iter().map(|&w| w.max(0) as usize).product();
    let n = rt.num_elements() as usize;
    let mut values = Vec::with_capacity(n);
    let mut xi = vec![0i64; x.ty.rank()];
    let mut ki = vec![0i64; k.ty.rank()];
    for flat in 0..n {
        let o = unravel(flat, &rt.shape);
        let of = o[c.output_feature as usize];
        let group = of / per_group;
        xi[c.input_batch as usize] = o[c.output_batch as usize];
        ki[c.kernel_output_feature as usize] = of;
        let mut acc = -0.0f64;
        for wflat in 0..wn {
            let w = unravel(wflat, &window);
            let mut inside = true;
            for d in 0..s {
                let p = o[c.output_spatial[d] as usize] * c.window_strides[d]
                    + w[d] * c.rhs_dilation[d]
                    - c.padding_low[d];
                let ld = c.lhs_dilation[d];
                let size = x.ty.shape[c.input_spatial[d] as usize];
                if p < 0 || p % ld != 0 || p / ld >= size {
                    inside = false;
                    break;
                }
                xi[c.input_spatial[d] as usize] = p / ld;
                ki[c.kernel_spatial[d] as usize] = w[d];
            }
            if !inside {
                continue;
            }
            for ci in 0..kin {
                xi[c.input_feature as usize] = group * kin + ci;
                ki[c.kernel_input_feature as usize] = ci;
                acc += x.get_f64(ravel(&xi, &xs)) * k.get_f64(ravel(&ki, &ks));
            }
        }
        values.push(acc);
    }
    Tensor::from_f64(rt, values)
}

/// The order `sort_by` sorts keys in: floats by value with −0 equal to +0 and every NaN
/// above everything (and equal to each other); integers by value (ui64 unsigned).
pub fn sort_key_cmp(a: f64, b: f64) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    match (a.is_nan(), b.is_nan()) {
        (true, true) => Ordering::Equal,
        (true, false) => Ordering::Greater,
        (false, true) => Ordering::Less,
        // −0 == +0 under partial_cmp.
        (false, false) => a.partial_cmp(&b).unwrap_or(Ordering::Equal),
    }
}

/// `sort_by`: per line along `dim`, the values reordered by a stable sort of the keys.
fn sort_by(
    keys: &Tensor,
    values: &Tensor,
    dim: usize,
    (descending, total): (bool, bool),
    rt: TensorType,
) -> Tensor {
    let shape = &keys.ty.shape;
    let st = strides(shape);
    let n = shape[dim].max(0) as usize;
    let step = st[dim];
    let key_of = |i: usize| -> (f64, i128) {
        match &keys.data {
            Data::Float(v) => (v[i], 0),
            Data::Int(v) => (0.0, int_value(v[i], keys.ty.element)),
        }
    };
    let float = keys.ty.element.is_float();
    let mut src = vec![0usize; keys.len()];
    for start in 0..keys.len() {
        // Visit each line once, from its first element.
        if (start / step) % n.max(1) != 0 {
            continue;
        }
        let line: Vec<usize> = (0..n).map(|k| start + k * step).collect();
        let mut order = line.clone();
        order.sort_by(|&i, &j| {
            let (ka, kb) = (key_of(i), key_of(j));
            let o = if float && total {
                ka.0.total_cmp(&kb.0)
            } else if float {
                sort_key_cmp(ka.0, kb.0)
            } else {
                ka.1.cmp(&kb.1)
            };
            if descending { o.reverse() } else { o }
        });
        for (pos, from) in line.iter().zip(order) {
            src[*pos] = from;
        }
    }
    let data = match &values.data {
        Data::Float(v) => Data::Float(src.iter().map(|&i| v[i]).collect()),
        Data::Int(v) => Data::Int(src.iter().map(|&i| v[i]).collect()),
    };
    Tensor { ty: rt, data }
}

/// `arg_reduce`: per output element, the index paired with the largest (smallest) value
/// over the reduced positions in row-major order, from the init pair: a value is picked when
/// it is strictly larger (smaller) or NaN, and on a tie the lower index wins (JAX's argmax
/// combiner, applied with the running result first).
fn arg_reduce(
    operands: &[&Tensor],
    dims: &[i64],
    kind: ReduceKind,
    rt: TensorType,
) -> Result<Tensor, String> {
    let [x, idx, x0, i0] = operands else {
        return Err("arg_reduce takes four operands".into());
    };
    let n = rt.num_elements() as usize;
    let rs = strides(&rt.shape);
    let keep: Vec<usize> = (0..x.ty.rank())
        .filter(|d| !dims.contains(&(*d as i64)))
        .collect();
    let float = x.ty.element.is_float();
    let ie = idx.ty.element;
    let mut acc: Vec<(f64, i64, i128)> =
        vec![(x0.get_f64(0), x0.get_i64(0), int_value(i0.get_i64(0), ie)); n];
    let ve = x.ty.element;
    for flat in 0..x.len() {
        let at = unravel(flat, &x.ty.shape);
        let r: Vec<i64> = keep.iter().map(|&d| at[d]).collect();
        let t = ravel(&r, &rs);
        let (af, ai, aidx) = acc[t];
        let (bf, bi) = (x.get_f64(flat), x.get_i64(flat));
        let bidx = int_value(idx.get_i64(flat), ie);
        let (strict, equal, a_nan) = if float {
            let strict = if kind == ReduceKind::Max {
                af > bf
            } else {
                af < bf
            };
            (strict, af == bf, af.is_nan())
        } else {
            let (a, b) = (int_value(ai, ve), int_value(bi, ve));
            let strict = if kind == ReduceKind::Max {
                a > b
            } else {
                a < b
            };
            (strict, a == b, false)
        };
        let keep_value = strict || a_nan;
        let keep_index = keep_value || (equal && aidx < bidx);
        let (nf, ni) = if keep_value { (af, ai) } else { (bf, bi) };
        acc[t] = (nf, ni, if keep_index { aidx } else { bidx });
    }
    Ok(Tensor::from_i64(
        rt,
        acc.iter().map(|&(_, _, i)| i as i64).collect(),
    ))
}

/// `bitcast_convert`: each element's bits read as the (same-width) result type.
fn bitcast_convert(x: &Tensor, rt: TensorType) -> Tensor {
    let (from, to) = (x.ty.element, rt.element);
    let n = x.len();
    let bits: Vec<u64> = (0..n)
        .map(|i| match &x.data {
            Data::Float(v) => match from {
                ElementType::F32 => u64::from((v[i] as f32).to_bits()),
                ElementType::BF16 => u64::from(half::bf16::from_f64(v[i]).to_bits()),
                ElementType::F16 => u64::from(half::f16::from_f64(v[i]).to_bits()),
                _ => v[i].to_bits(),
            },
            Data::Int(v) => v[i] as u64,
        })
        .collect();
    if to.is_float() {
        let values = bits
            .into_iter()
            .map(|b| match to {
                ElementType::F32 => f64::from(f32::from_bits(b as u32)),
                ElementType::BF16 => half::bf16::from_bits(b as u16).to_f64(),
                ElementType::F16 => half::f16::from_bits(b as u16).to_f64(),
                _ => f64::from_bits(b),
            })
            .collect();
        Tensor {
            ty: rt,
            data: Data::Float(values),
        }
    } else {
        Tensor::from_i64(rt, bits.into_iter().map(|b| b as i64).collect())
    }
}

fn reduce(x: &Tensor, init: &Tensor, dims: &[i64], kind: ReduceKind, rt: TensorType) -> Tensor {
    let n = rt.num_elements() as usize;
    let rs = strides(&rt.shape);
    let keep: Vec<usize> = (0..x.ty.rank())
        .filter(|d| !dims.contains(&(*d as i64)))
        .collect();
    let target = |idx: &[i64]| -> usize {
        let r: Vec<i64> = keep.iter().map(|&d| idx[d]).collect();
        ravel(&r, &rs)
    };
    match (&x.data, &init.data) {
        (Data::Float(v), Data::Float(i0)) => {
            let mut acc = vec![i0[0]; n];
            for (flat, &val) in v.iter().enumerate() {
                let t = target(&unravel(flat, &x.ty.shape));
                acc[t] = combine_f(kind, acc[t], val);
            }
            Tensor::from_f64(rt, acc)
        }
        (Data::Int(v), Data::Int(i0)) => {
            let e = x.ty.element;
            let mut acc = vec![i0[0]; n];
            for (flat, &val) in v.iter().enumerate() {
                let t = target(&unravel(flat, &x.ty.shape));
                acc[t] = combine_i(kind, acc[t], val, e);
            }
            Tensor::from_i64(rt, acc)
        }
        _ => Tensor::filled(rt, 0.0),
    }
}

fn combine_f(kind: ReduceKind, a: f64, b: f64) -> f64 {
    match kind {
        ReduceKind::Add => a + b,
        ReduceKind::Mul => a * b,
        ReduceKind::Max => float_max(a, b),
        ReduceKind::Min => float_min(a, b),
    }
}

/// IEEE 754-2019 `maximum`: NaN if either is NaN, and +0 is greater than -0 (`f64::max`
/// leaves the sign of a zero result unspecified).
fn float_max(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else if a == b {
        if a.is_sign_negative() { b } else { a }
    } else if a > b {
        a
    } else {
        b
    }
}

/// IEEE 754-2019 `minimum`: NaN if either is NaN, and -0 is less than +0.
fn float_min(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else if a == b {
        if a.is_sign_negative() { a } else { b }
    } else if a < b {
        a
    } else {
        b
    }
}

fn combine_i(kind: ReduceKind, a: i64, b: i64, e: ElementType) -> i64 {
    match (kind, e) {
        (ReduceKind::Add, ElementType::I1) => a | b,
        (ReduceKind::Mul, ElementType::I1) => a & b,
        (ReduceKind::Add, _) => a.wrapping_add(b),
        (ReduceKind::Mul, _) => a.wrapping_mul(b),
        (ReduceKind::Max, ElementType::U64) => (a as u64).max(b as u64) as i64,
        (ReduceKind::Min, ElementType::U64) => (a as u64).min(b as u64) as i64,
        (ReduceKind::Max, _) => a.max(b),
        (ReduceKind::Min, _) => a.min(b),
    }
}

/// `dot_general`: for each result element, the sum over the contracting indices in
/// row-major order, accumulated in f64 (floats) or wrapping i64 (integers), rounded once.
fn dot_general(l: &Tensor, r: &Tensor, d: &crate::op::DotDims, rt: TensorType) -> Tensor {
    let free = |rank: usize, batch: &[i64], contracting: &[i64]| -> Vec<usize> {
        (0..rank)
            .filter(|i| !batch.contains(&(*i as i64)) && !contracting.contains(&(*i as i64)))
            .collect()
    };
    let lfree = free(l.ty.rank(), &d.lhs_batch, &d.lhs_contracting);
    let rfree = free(r.ty.rank(), &d.rhs_batch, &d.rhs_contracting);
    let cshape: Vec<i64> = d
        .lhs_contracting
        .iter()
        .map(|&c| l.ty.shape[c as usize])
        .collect();
    let ccount = cshape.iter().product::<i64>().max(0) as usize;
    let (ls, rs) = (strides(&l.ty.shape), strides(&r.ty.shape));
    let nb = d.lhs_batch.len();
    let n = rt.num_elements() as usize;
    let mut li = vec![0i64; l.ty.rank()];
    let mut ri = vec![0i64; r.ty.rank()];
    let mut fout = Vec::new();
    let mut iout = Vec::new();
    for flat in 0..n {
        let idx = unravel(flat, &rt.shape);
        for (k, (&lb, &rb)) in d.lhs_batch.iter().zip(&d.rhs_batch).enumerate() {
            li[lb as usize] = idx[k];
            ri[rb as usize] = idx[k];
        }
        for (k, &lf) in lfree.iter().enumerate() {
            li[lf] = idx[nb + k];
        }
        for (k, &rf) in rfree.iter().enumerate() {
            ri[rf] = idx[nb + lfree.len() + k];
        }
        // -0.0 is the additive identity (x + -0.0 is x for every x, -0.0 included): a
        // single-term contraction keeps the product's sign of zero, as XLA does; an empty
        // one is +0.0, as in XLA.
        let (mut facc, mut iacc) = (if ccount == 0 { 0.0 } else { -0.0f64 }, 0i64);
        for c in 0..ccount {
            let cidx = unravel(c, &cshape);
            for (k, (&lc, &rc)) in d.lhs_contracting.iter().zip(&d.rhs_contracting).enumerate() {
                li[lc as usize] = cidx[k];
                ri[rc as usize] = cidx[k];
            }
            let (a, b) = (ravel(&li, &ls), ravel(&ri, &rs));
            match (&l.data, &r.data) {
                (Data::Float(x), Data::Float(y)) => facc += x[a] * y[b],
                // On i1, add is `or` and multiply is `and`, as for the elementwise ops.
                _ if rt.element == ElementType::I1 => iacc |= l.get_i64(a) & r.get_i64(b),
                _ => iacc = iacc.wrapping_add(l.get_i64(a).wrapping_mul(r.get_i64(b))),
            }
        }
        fout.push(facc);
        iout.push(iacc);
    }
    if rt.element.is_float() {
        Tensor::from_f64(rt, fout)
    } else {
        Tensor::from_i64(rt, iout)
    }
}

/// Applies `f` to every 1-D row of `x` along `dim` (values as f64), keeping the shape.
fn along_dim(x: &Tensor, dim: usize, f: impl Fn(&[f64]) -> Vec<f64>) -> Tensor {
    let shape = &x.ty.shape;
    let xs = strides(shape);
    let len = shape[dim].max(0) as usize;
    let mut out = vec![0.0; x.len()];
    let mut outer_shape = shape.clone();
    outer_shape[dim] = 1;
    let outer: i64 = outer_shape.iter().product();
    for o in 0..outer.max(0) as usize {
        let base = unravel(o, &outer_shape);
        let positions: Vec<usize> = (0..len)
            .map(|k| {
                let mut idx = base.clone();
                idx[dim] = k as i64;
                ravel(&idx, &xs)
            })
            .collect();
        let row: Vec<f64> = positions.iter().map(|&p| x.get_f64(p)).collect();
        for (p, v) in positions.into_iter().zip(f(&row)) {
            out[p] = v;
        }
    }
    Tensor::from_f64(x.ty.clone(), out)
}

/// The index vector of `indices` at batch position `batch` (index_vector_dim inserted).
fn index_vector(indices: &Tensor, batch: &[i64], ivd: usize) -> Vec<i64> {
    let is = strides(&indices.ty.shape);
    if ivd < indices.ty.rank() {
        (0..indices.ty.shape[ivd])
            .map(|k| {
                let mut idx = batch.to_vec();
                idx.insert(ivd, k);
                indices.get_i64(ravel(&idx, &is))
            })
            .collect()
    } else {
        vec![indices.get_i64(ravel(batch, &is))]
    }
}

fn gather(
    operand: &Tensor,
    indices: &Tensor,
    g: &crate::op::GatherDims,
    rt: TensorType,
) -> Result<Tensor, String> {
    let os = strides(&operand.ty.shape);
    let ivd = g.index_vector_dim as usize;
    let n = rt.num_elements() as usize;
    let batch_dims: Vec<usize> = (0..rt.rank())
        .filter(|d| !g.offset_dims.contains(&(*d as i64)))
        .collect();
    let offset_operand_dims: Vec<usize> = (0..operand.ty.rank())
        .filter(|d| {
            !g.collapsed_slice_dims.contains(&(*d as i64))
                && !g.operand_batching_dims.contains(&(*d as i64))
        })
        .collect();
    let mut src = Vec::with_capacity(n);
    for flat in 0..n {
        let r = unravel(flat, &rt.shape);
        let batch: Vec<i64> = batch_dims.iter().map(|&d| r[d]).collect();
        let start = index_vector(indices, &batch, ivd);
        let mut idx = vec![0i64; operand.ty.rank()];
        for (k, &od) in g.start_index_map.iter().enumerate() {
            let od = od as usize;
            let hi = operand.ty.shape[od] - g.slice_sizes[od];
            idx[od] = start[k].clamp(0, hi.max(0));
        }
        for (&ob, &ib) in g
            .operand_batching_dims
            .iter()
            .zip(&g.start_indices_batching_dims)
        {
            let ib = ib as usize;
            let pos = if ib < ivd { ib } else { ib - 1 };
            idx[ob as usize] += batch[pos];
        }
        for (k, &od) in offset_operand_dims.iter().enumerate() {
            idx[od] += r[g.offset_dims[k] as usize];
        }
        src.push((0, ravel(&idx, &os)));
    }
    Ok(collect_from(&[operand], &src, rt))
}

fn scatter(
    input: &Tensor,
    indices: &Tensor,
    updates: &Tensor,
    s: &crate::op::ScatterDims,
    kind: ScatterKind,
) -> Result<Tensor, String> {
    let mut out = input.clone();
    let is = strides(&input.ty.shape);
    let ivd = s.index_vector_dim as usize;
    let scatter_dims: Vec<usize> = (0..updates.ty.rank())
        .filter(|d| !s.update_window_dims.contains(&(*d as i64)))
        .collect();
    let window_input_dims: Vec<usize> = (0..input.ty.rank())
        .filter(|d| {
            !s.inserted_window_dims.contains(&(*d as i64))
                && !s.input_batching_dims.contains(&(*d as i64))
        })
        .collect();
    let e = input.ty.element;
    for flat in 0..updates.len() {
        let u = unravel(flat, &updates.ty.shape);
        let batch: Vec<i64> = scatter_dims.iter().map(|&d| u[d]).collect();
        let start = index_vector(indices, &batch, ivd);
        let mut idx = vec![0i64; input.ty.rank()];
        for (k, &od) in s.scatter_dims_to_operand_dims.iter().enumerate() {
            idx[od as usize] = start[k];
        }
        for (&ob, &ib) in s
            .input_batching_dims
            .iter()
            .zip(&s.scatter_indices_batching_dims)
        {
            let ib = ib as usize;
            let pos = if ib < ivd { ib } else { ib - 1 };
            idx[ob as usize] += batch[pos];
        }
        // The whole update window must fit, else all of it is dropped: StableHLO leaves an
        // out-of-bounds window to the implementation, and XLA drops it (JAX's default
        // `FILL_OR_DROP` mode), never applying part of it.
        let mut extent = vec![1i64; input.ty.rank()];
        for (k, &wd) in window_input_dims.iter().enumerate() {
            extent[wd] = updates.ty.shape[s.update_window_dims[k] as usize];
        }
        let fits = idx
            .iter()
            .zip(&extent)
            .zip(&input.ty.shape)
            .all(|((&i, &w), &n)| i >= 0 && i + w <= n);
        if !fits {
            continue;
        }
        for (k, &wd) in window_input_dims.iter().enumerate() {
            idx[wd] += u[s.update_window_dims[k] as usize];
        }
        let p = ravel(&idx, &is);
        match (&mut out.data, &updates.data) {
            (Data::Float(o), Data::Float(up)) => {
                o[p] = match kind {
                    ScatterKind::Replace => up[flat],
                    ScatterKind::Reduce(k) => round_float(combine_f(k, o[p], up[flat]), e),
                }
            }
            (Data::Int(o), Data::Int(up)) => {
                o[p] = match kind {
                    ScatterKind::Replace => up[flat],
                    ScatterKind::Reduce(k) => wrap_int(combine_i(k, o[p], up[flat], e), e),
                }
            }
            _ => return Err("scatter input and updates differ in kind".into()),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_module;

    /// Records every collective it is handed and answers with the operand times two, in the
    /// declared result type's shape.
    #[derive(Default)]
    struct Recorder {
        seen: Vec<String>,
    }

    impl CollectiveExecutor for Recorder {
        fn execute(
            &mut self,
            op: &OpData,
            operands: &[&Tensor],
            operand_shardings: &[Option<&Sharding>],
            result_type: &TensorType,
            result_sharding: Option<&Sharding>,
        ) -> Result<Tensor, String> {
            self.seen.push(format!(
                "{} {} -> {} {}",
                op.kind.name(),
                operand_shardings[0].map_or("-".to_string(), |s| s.to_string()),
                result_type,
                result_sharding.map_or("-".to_string(), |s| s.to_string()),
            ));
            let v: Vec<f64> = operands[0].to_f64_vec().iter().map(|x| 2.0 * x).collect();
            let n = result_type.num_elements() as usize;
            Ok(Tensor::from_f64(
                result_type.clone(),
                v.into_iter().cycle().take(n).collect(),
            ))
        }
    }

    const PROGRAM: &str = r#"module attributes {dist.local_view} {
  dist.mesh @m = <["x"=2]>
  func.func private @helper(%a: tensor<2xf32>) -> tensor<2xf32> {
    %0 = dist.all_reduce %a {reduction_axes = #dist.axes<{"x"}>, kind = "add", dist.sharding = #dist.sharding<@m, [{}]>} : tensor<2xf32>
    return %0 : tensor<2xf32>
  }
  func.func @main(%a: tensor<2xf32> {dist.sharding = #dist.sharding<@m, [{"x"}]>}) -> tensor<2xf32> {
    %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{"x"}]>, dist.sharding = #dist.sharding<@m, [{}]>} : (tensor<2xf32>) -> tensor<4xf32>
    %1 = dist.constraint %0 {dist.sharding = #dist.sharding<@m, [{}]>} : tensor<4xf32>
    %2 = hlo.slice %1 {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<2xf32>
    %3 = func.call @helper(%2) : (tensor<2xf32>) -> tensor<2xf32>
    return %3 : tensor<2xf32>
  }
}"#;

    #[test]
    fn collectives_go_to_the_executor_in_program_order_calls_included() {
        let m = parse_module(PROGRAM, "t.mlir").unwrap();
        let x = Tensor::from_f64(TensorType::new([2], ElementType::F32), vec![1.0, 3.0]);
        let mut rec = Recorder::default();
        let out = run_function_with(&m, "main", &[x], &mut rec).unwrap();
        // gather doubles, constraint keeps, slice keeps the first two, all_reduce doubles.
        assert_eq!(out[0].to_f64_vec(), vec![4.0, 12.0]);
        assert_eq!(
            rec.seen,
            vec![
                r#"dist.all_gather #dist.sharding<@m, [{"x"}]> -> tensor<4xf32> #dist.sharding<@m, [{}]>"#,
                r#"dist.all_reduce - -> tensor<2xf32> #dist.sharding<@m, [{}]>"#,
            ]
        );
    }

    #[test]
    fn the_global_view_keeps_collectives_as_identities() {
        let m = parse_module(
            r#"dist.mesh @m = <["x"=2]>
func.func @main(%a: tensor<2xf32> {dist.sharding = #dist.sharding<@m, [{"x"}]>}) -> tensor<2xf32> {
  %0 = dist.all_gather %a {gathering_axes = #dist.dim_axes<[{"x"}]>, dist.sharding = #dist.sharding<@m, [{}]>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}"#,
            "t.mlir",
        )
        .unwrap();
        let x = Tensor::from_f64(TensorType::new([2], ElementType::F32), vec![1.0, 3.0]);
        assert_eq!(
            run_function(&m, "main", std::slice::from_ref(&x)).unwrap(),
            vec![x]
        );
        // A local-view type change cannot be the identity.
        let local = parse_module(PROGRAM, "t.mlir").unwrap();
        let x = Tensor::from_f64(TensorType::new([2], ElementType::F32), vec![1.0, 3.0]);
        let err = run_function(&local, "main", &[x]).unwrap_err();
        assert!(
            err.message.contains("cannot produce tensor<4xf32>"),
            "{err}"
        );
        assert_eq!(err.location.line(), Some(8));
    }

    #[test]
    fn combining_rounds_once() {
        let ty = TensorType::new([1], ElementType::F32);
        let t = |v: f64| Tensor::from_f64(ty.clone(), vec![v]);
        let tiny = 2f64.powi(-24);
        let (a, b, c) = (t(1.0), t(tiny), t(tiny));
        let sum = combine_elementwise(ReduceKind::Add, &[&a, &b, &c]).unwrap();
        assert_eq!(sum.get_f64(0), 1.0 + 2.0 * tiny);
        let max = combine_elementwise(ReduceKind::Max, &[&t(-0.0), &t(0.0)]).unwrap();
        assert!(max.get_f64(0).is_sign_positive());
        let i = Tensor::from_i64(
            TensorType::new([1], ElementType::I32),
            vec![i32::MAX as i64],
        );
        let j = Tensor::from_i64(TensorType::new([1], ElementType::I32), vec![1]);
        let w = combine_elementwise(ReduceKind::Add, &[&i, &j]).unwrap();
        assert_eq!(w.get_i64(0), i32::MIN as i64);
        assert!(combine_elementwise(ReduceKind::Add, &[&a, &i]).is_err());
        assert!(combine_elementwise(ReduceKind::Add, &[]).is_err());
    }
}
