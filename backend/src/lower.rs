//! `fuse`: lowers a local-view function to a kernel-level [`ExecProgram`].
//!
//! ## Fusion decisions
//!
//! Ops are sorted into five classes: *fusible* (elementwise ops, comparisons, `select`,
//! `convert`, splat constants, `iota`, and the index ops `broadcast_in_dim`, `reshape`,
//! `transpose`, `slice`), *reductions* (`reduce`), *matrix products* (`dot_general` on f32 and
//! f64), *collectives*, and the rest, which run on the host through the reference evaluator.
//!
//! A fusible value is **materialized** (written to a buffer by a kernel of its own) when
//! it is a result of the function, when a matrix product, a collective, a sharding
//! constraint or a host op reads it, or when inlining it would compute it more than once per
//! element: it is not an index op or a constant and it reaches more than one consumer, or a
//! broadcast that enlarges it, through index ops. Everything else is inlined into the kernels
//! that read it: a kernel is a loop nest over its output (XLA's loop fusion), or, for a
//! reduction, over the reduced operand with its producers inlined (input fusion: a softmax's
//! `exp(x - max)` row sum is one kernel). Index ops cost nothing inside a kernel: they change
//! the index at which their operand is loaded. A reshape or a constraint of a buffer is a view
//! of the same bytes. Matrix products read their operands in place, transposed or not; an
//! operand in any other layout is first copied by a transpose kernel.
//!
//! ## Buffer plan
//!
//! Buffers are given storage slots in step order: a buffer written by a step takes the
//! smallest free slot that is large enough (or a new one), and a slot is free again after the
//! last step that reads any buffer in it (views included). Arguments and constants are live
//! from the start, results until the end.

use std::collections::HashMap;

use cranelift_entity::SecondaryMap;
use shardc_ir::op::{BinaryOp, CompareDirection, OpKind, ReduceKind, ScatterKind, UnaryOp};
use shardc_ir::{ElementType, Function, Module, OpId, TensorType, Value};

use crate::exec::{
    BufferDecl, BufferId, BufferOrigin, ExecProgram, GemmShape, IndexExpr, Kernel, KernelBody,
    Node, NodeId, Step, buffer_bytes,
};

/// Why a function cannot be lowered.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{message}")]
pub struct LowerError {
    /// What is wrong, with the op's location where there is one.
    pub message: String,
}

/// A built kernel's parts: what the build returned, parameter types, the buffers passed as
/// parameters, nodes.
type Built<T> = (T, Vec<TensorType>, Vec<BufferId>, Vec<Node>);

/// Why a kernel could not be built as asked.
enum BuildError {
    /// A real error.
    Lower(LowerError),
    /// The row reduction `v` cannot be computed inside this kernel: it needs a kernel (and a
    /// buffer) of its own; the kernel is built again after it.
    Materialize(Value),
}

impl From<LowerError> for BuildError {
    fn from(e: LowerError) -> BuildError {
        BuildError::Lower(e)
    }
}

fn error(message: impl Into<String>) -> LowerError {
    LowerError {
        message: message.into(),
    }
}

/// How an op is executed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    Fusible,
    Reduce,
    Scatter,
    Gemm,
    /// A float convolution: one reduction kernel over the result and the window.
    Convolution,
    /// A window reduction: one reduction kernel over the result and the window.
    ReduceWindow,
    /// A window selection's scatter (max pooling's gradient): a kernel choosing each
    /// window's element, then a reduction kernel over the result and the windows over it.
    SelectAndScatter,
    Collective,
    View,
    Host,
    Loop,
    Return,
}

/// The largest window a select-and-scatter kernel scans (its positions are unrolled into
/// the kernel that chooses each window's element); larger ones run on the host.
const SELECTED_WINDOW_LIMIT: i64 = 64;

fn is_int(e: ElementType) -> bool {
    e.is_integer() && !e.is_bool()
}

/// Whether kernels reinterpret bits between `from` and `to` (the 32- and 64-bit types; the
/// 16-bit floats' bitcast runs on the host).
fn bitcast_supported(from: ElementType, to: ElementType) -> bool {
    from.byte_width() == to.byte_width() && matches!(from.byte_width(), 4 | 8)
}

/// Whether kernels compute `op` on operands of element type `e`.
fn unary_supported(op: UnaryOp, e: ElementType) -> bool {
    if e.is_float() {
        return op.accepts(e);
    }
    if is_int(e) {
        return matches!(
            op,
            UnaryOp::Negate
                | UnaryOp::Abs
                | UnaryOp::Sign
                | UnaryOp::Not
                | UnaryOp::Popcnt
                | UnaryOp::CountLeadingZeros
        );
    }
    op == UnaryOp::Not
}

fn binary_supported(op: BinaryOp, e: ElementType) -> bool {
    use BinaryOp::*;
    if !op.accepts(e) {
        return false;
    }
    if e.is_float() {
        return true;
    }
    if is_int(e) {
        return op != Power && op != Atan2;
    }
    matches!(op, And | Or | Xor | Add | Multiply | Maximum | Minimum)
}

fn classify(f: &Function, op: OpId) -> Class {
    let data = &f.ops[op];
    let operand_elem = |i: usize| f.ty(data.operands[i]).element;
    match &data.kind {
        OpKind::Return => Class::Return,
        OpKind::While { .. } => Class::Loop,
        OpKind::Constant(_)
        | OpKind::Iota { .. }
        | OpKind::Compare(_)
        | OpKind::Select
        | OpKind::Convert
        | OpKind::BroadcastInDim { .. }
        | OpKind::Reshape
        | OpKind::Transpose { .. }
        | OpKind::Reverse { .. }
        | OpKind::Slice { .. } => Class::Fusible,
        OpKind::Unary(u) if unary_supported(*u, operand_elem(0)) => Class::Fusible,
        OpKind::BitcastConvert
            if bitcast_supported(operand_elem(0), f.ty(data.results[0]).element) =>
        {
            Class::Fusible
        }
        // The composites: GELU is elementwise; softmax and layer norm over the innermost
        // dimension are kernels computing their row reductions row by row.
        OpKind::Gelu { .. } if operand_elem(0).is_float() => Class::Fusible,
        OpKind::Softmax { dimension } | OpKind::LayerNorm { dimension, .. }
            if operand_elem(0).is_float()
                && *dimension == f.ty(data.operands[0]).rank() as i64 - 1 =>
        {
            Class::Fusible
        }
        OpKind::Binary(b) if binary_supported(*b, operand_elem(0)) => Class::Fusible,
        // Concatenations and paddings are index ops with a choice: each element is loaded
        // from the operand its position lies in (or is the padding value). Operands without
        // elements stay on the host (there is nothing to load from).
        OpKind::Concatenate { .. } | OpKind::Pad { .. }
            if data.operands.iter().all(|&x| f.ty(x).num_elements() > 0) =>
        {
            Class::Fusible
        }
        OpKind::Reduce { .. } if data.results.len() == 1 && data.operands.len() == 2 => {
            Class::Reduce
        }
        OpKind::Gather(_) if data.operands.len() == 2 && !operand_elem(1).is_float() => {
            Class::Fusible
        }
        OpKind::Scatter { kind, .. }
            if data.operands.len() == 3
                && data.results.len() == 1
                && !operand_elem(1).is_float()
                && match kind {
                    ScatterKind::Replace => true,
                    ScatterKind::Reduce(_) => operand_elem(0) != ElementType::I1,
                } =>
        {
            Class::Scatter
        }
        // Float products of any precision mix: narrow operands are widened to the GEMM's
        // type by a kernel, and a narrow result narrowed back (see `gemm_type`).
        OpKind::DotGeneral(_)
            if data.operands.len() == 2
                && data.results.len() == 1
                && operand_elem(0).is_float()
                && operand_elem(1).is_float()
                && f.ty(data.results[0]).element.is_float() =>
        {
            Class::Gemm
        }
        OpKind::Convolution(_)
            if operand_elem(0).is_float()
                && operand_elem(1).is_float()
                && f.ty(data.results[0]).element.is_float() =>
        {
            Class::Convolution
        }
        OpKind::ReduceWindow { .. } => Class::ReduceWindow,
        OpKind::SelectAndScatter {
            window_dimensions,
            window_strides,
            kind,
            ..
        } if (operand_elem(0).is_float() || is_int(operand_elem(0)))
            && operand_elem(1) == operand_elem(0)
            && matches!(kind, ReduceKind::Add | ReduceKind::Mul)
            && window_dimensions.iter().all(|&w| w > 0)
            && window_strides.iter().all(|&s| s > 0)
            && window_dimensions.iter().product::<i64>() <= SELECTED_WINDOW_LIMIT =>
        {
            Class::SelectAndScatter
        }
        OpKind::AllGather { .. }
        | OpKind::AllReduce { .. }
        | OpKind::ReduceScatter { .. }
        | OpKind::AllToAll { .. }
        | OpKind::AllSlice { .. }
        | OpKind::CollectivePermute
        | OpKind::Shift { .. }
        | OpKind::AxisIndex { .. } => Class::Collective,
        OpKind::Constraint => Class::View,
        _ => Class::Host,
    }
}

/// A reduction kernel over `space` writing `output`: node `value` of every point combined
/// with `kind` into the element its kept (not `reduced`) loops name, from node `init`.
fn reduction_kernel(
    (params, nodes): (Vec<TensorType>, Vec<Node>),
    (output, space, reduced): (TensorType, Vec<i64>, Vec<bool>),
    (value, init, kind): (NodeId, NodeId, ReduceKind),
    exact: bool,
) -> Kernel {
    Kernel {
        params,
        output,
        space,
        nodes,
        body: KernelBody::Reduce {
            value,
            init,
            kind,
            reduced,
        },
        in_place: None,
        exact,
    }
}

/// Index ops and constants: free to recompute inside a kernel.
fn is_cheap(kind: &OpKind) -> bool {
    matches!(
        kind,
        OpKind::Constant(_)
            | OpKind::Iota { .. }
            | OpKind::BroadcastInDim { .. }
            | OpKind::Reshape
            | OpKind::Transpose { .. }
            | OpKind::Reverse { .. }
            | OpKind::Slice { .. }
            | OpKind::Gather(_)
            | OpKind::Concatenate { .. }
            | OpKind::Pad { .. }
    )
}

/// Ops worth a buffer rather than being recomputed for every element of a broadcast.
fn is_expensive(kind: &OpKind) -> bool {
    use UnaryOp::*;
    match kind {
        OpKind::Unary(u) => !matches!(u, Negate | Abs | Sign | Floor | Ceil | Not | IsFinite),
        OpKind::Binary(b) => matches!(
            b,
            BinaryOp::Divide | BinaryOp::Power | BinaryOp::Atan2 | BinaryOp::Remainder
        ),
        _ => false,
    }
}

fn is_splat(kind: &OpKind) -> bool {
    match kind {
        OpKind::Constant(e) => e.splat || e.ty.num_elements() == 1,
        _ => false,
    }
}

struct Lowering<'a> {
    /// The module (loops name their condition and body functions).
    module: &'a Module,
    f: &'a Function,
    /// The index of `f` in [`ExecProgram::functions`].
    function_index: usize,
    /// The defining op of each value (None for arguments).
    def: SecondaryMap<Value, Option<OpId>>,
    class: SecondaryMap<OpId, Option<Class>>,
    /// Values held in buffers (arguments, materialized values, results of non-fused ops).
    buffer: SecondaryMap<Value, Option<BufferId>>,
    materialized: SecondaryMap<Value, bool>,
    /// Reductions computed inside the kernels of their consumers, row by row.
    row_fused: SecondaryMap<Value, bool>,
    /// How many kernels compute each row reduction so far.
    row_uses: SecondaryMap<Value, u32>,
    /// The ops reading each value.
    users: SecondaryMap<Value, Vec<OpId>>,
    /// Ops computed by a GEMM's epilogue (their results are the GEMM's output).
    absorbed: SecondaryMap<OpId, bool>,
    /// Exact kernels (`--parity`): see [`Kernel::exact`].
    exact: bool,
    prog: ExecProgram,
    kernel_ids: HashMap<Kernel, usize>,
}

/// Lowers function `function` of the verified local-view (or single-device) `module`.
pub fn lower(module: &Module, function: &str) -> Result<ExecProgram, LowerError> {
    lower_with(module, function, false)
}

/// Like [`lower`]; with `exact`, every kernel computes exactly as the reference interpreter
/// does ([`Kernel::exact`]), products are ordered sums in kernels instead of GEMM calls, and
/// reductions run over the reduced dimensions innermost, in row-major order (`--parity`).
pub fn lower_with(module: &Module, function: &str, exact: bool) -> Result<ExecProgram, LowerError> {
    let f = module
        .function(function)
        .ok_or_else(|| error(format!("the program has no function '@{function}'")))?;
    let prog = ExecProgram {
        function: function.to_string(),
        functions: vec![function.to_string()],
        ..ExecProgram::default()
    };
    let mut l = Lowering::new(module, f, 0, exact, prog, HashMap::new())?;
    for (i, &a) in f.args.iter().enumerate() {
        let b = l.new_buffer(f.ty(a).clone(), BufferOrigin::Argument(i));
        l.buffer[a] = Some(b);
        l.prog.args.push(b);
    }
    l.prog.results = l.lower_body()?;
    let mesh_name = module.meshes.first().map_or("", |m| m.name.as_str());
    let donated = crate::donation::feedback_pairs(f, mesh_name).map_err(error)?;
    plan_buffers(&mut l.prog, &donated);
    Ok(l.prog)
}

impl<'a> Lowering<'a> {
    /// A lowering of `f` (function `function_index` of the program) appending to `prog`:
    /// its ops classified, the values to materialize and the row reductions to fuse decided.
    fn new(
        module: &'a Module,
        f: &'a Function,
        function_index: usize,
        exact: bool,
        prog: ExecProgram,
        kernel_ids: HashMap<Kernel, usize>,
    ) -> Result<Lowering<'a>, LowerError> {
        let mut l = Lowering {
            module,
            f,
            function_index,
            def: SecondaryMap::new(),
            class: SecondaryMap::new(),
            buffer: SecondaryMap::new(),
            materialized: SecondaryMap::new(),
            row_fused: SecondaryMap::new(),
            row_uses: SecondaryMap::new(),
            users: SecondaryMap::new(),
            absorbed: SecondaryMap::new(),
            exact,
            prog,
            kernel_ids,
        };
        for &op in &f.body {
            let data = &f.ops[op];
            if let OpKind::Call { .. } | OpKind::Send { .. } | OpKind::Recv { .. } = data.kind {
                return Err(error(format!(
                    "{}: '{}' has no compiled form yet; run this program with `shardc run --interpret`",
                    data.loc,
                    data.kind.name()
                )));
            }
            for &r in &data.results {
                l.def[r] = Some(op);
            }
            for &v in &data.operands {
                if !l.users[v].contains(&op) {
                    l.users[v].push(op);
                }
            }
            l.class[op] = Some(classify(f, op));
        }
        l.decide_materialization();
        l.decide_row_fusion();
        Ok(l)
    }

    /// Lowers every op of the body (the arguments have buffers); returns the buffers of the
    /// returned values.
    fn lower_body(&mut self) -> Result<Vec<BufferId>, LowerError> {
        let f = self.f;
        for &op in &f.body {
            self.lower_op(op)?;
        }
        f.returned_values()
            .iter()
            .map(|&v| self.buffer[v].ok_or_else(|| error("internal error: a result has no buffer")))
            .collect()
    }

    /// Lowers the loop function `name` in line, its arguments bound to `args`; returns the
    /// buffers of its results.
    fn lower_region(&mut self, name: &str, args: &[BufferId]) -> Result<Vec<BufferId>, LowerError> {
        let g = self
            .module
            .function(name)
            .ok_or_else(|| error(format!("a loop names '@{name}', which does not exist")))?;
        let index = self.prog.functions.len();
        self.prog.functions.push(name.to_string());
        let prog = std::mem::take(&mut self.prog);
        let kernel_ids = std::mem::take(&mut self.kernel_ids);
        let mut sub = Lowering::new(self.module, g, index, self.exact, prog, kernel_ids)?;
        for (&a, &b) in g.args.iter().zip(args) {
            sub.buffer[a] = Some(b);
        }
        let results = sub.lower_body();
        self.prog = sub.prog;
        self.kernel_ids = sub.kernel_ids;
        results
    }

    /// `hlo.while`, in line: the initial values copied into the loop's state buffers, the
    /// condition's steps, a test that leaves the loop, the body's steps, the body's results
    /// copied into the state, a jump back to the condition. The loop's results are the
    /// state.
    fn lower_loop(&mut self, op: OpId) -> Result<(), LowerError> {
        let f = self.f;
        let data = &f.ops[op];
        let OpKind::While { cond, body } = &data.kind else {
            unreachable!("classified as a loop")
        };
        let types: Vec<TensorType> = data.results.iter().map(|&r| f.ty(r).clone()).collect();
        let inits = data
            .operands
            .iter()
            .map(|&v| self.buffer_of(v))
            .collect::<Result<Vec<_>, _>>()?;
        let state: Vec<BufferId> = types
            .iter()
            .map(|t| self.new_buffer(t.clone(), BufferOrigin::LoopState))
            .collect();
        for (&from, &to) in inits.iter().zip(&state) {
            self.copy(from, to, op);
        }
        let views = |l: &mut Self| -> Vec<BufferId> {
            state
                .iter()
                .zip(&types)
                .map(|(&s, t)| l.new_buffer(t.clone(), BufferOrigin::View(s)))
                .collect()
        };
        let start = self.prog.steps.len();
        let cond_args = views(self);
        let pred = self.lower_region(cond, &cond_args)?;
        let [pred] = pred[..] else {
            return Err(error(format!(
                "{}: the loop condition '@{cond}' must return one tensor<i1>",
                data.loc
            )));
        };
        let test = self.prog.steps.len();
        self.push_step(Step::LoopTest {
            pred,
            exit: usize::MAX,
            op,
        });
        let body_args = views(self);
        let next = self.lower_region(body, &body_args)?;
        // The body's results become the state. A result that is another carried value's
        // state (the body swaps values) is copied through a temporary first, so that no copy
        // reads a state an earlier copy wrote.
        let moves: Vec<(BufferId, BufferId)> = next
            .iter()
            .zip(&state)
            .filter(|&(&r, &s)| self.prog.base(r) != s)
            .map(|(&r, &s)| (r, s))
            .collect();
        let crossing = moves
            .iter()
            .any(|&(r, _)| state.contains(&self.prog.base(r)));
        if crossing {
            let staged: Vec<(BufferId, BufferId)> = moves
                .iter()
                .map(|&(r, s)| {
                    let t = self.new_buffer(self.prog.buffers[s].ty.clone(), BufferOrigin::Step);
                    self.copy(r, t, op);
                    (t, s)
                })
                .collect();
            for (t, s) in staged {
                self.copy(t, s, op);
            }
        } else {
            for (r, s) in moves {
                self.copy(r, s, op);
            }
        }
        self.push_step(Step::Jump { to: start, op });
        let exit = self.prog.steps.len();
        if let Step::LoopTest { exit: e, .. } = &mut self.prog.steps[test] {
            *e = exit;
        }
        for (i, &r) in data.results.iter().enumerate() {
            let b = self.new_buffer(types[i].clone(), BufferOrigin::View(state[i]));
            self.buffer[r] = Some(b);
        }
        Ok(())
    }

    /// A launch of the copy kernel: `to = from` (same type).
    fn copy(&mut self, from: BufferId, to: BufferId, op: OpId) {
        let ty = self.prog.buffers[to].ty.clone();
        let kernel = Kernel {
            params: vec![ty.clone()],
            output: ty.clone(),
            space: ty.shape.clone(),
            nodes: vec![Node::Load {
                param: 0,
                index: identity(&ty.shape),
            }],
            body: KernelBody::Map { value: 0 },
            in_place: None,
            exact: false,
        };
        let kernel = self.kernel_id(kernel);
        self.push_step(Step::Launch {
            kernel,
            inputs: vec![from],
            output: to,
            op,
        });
    }

    fn class_of_value(&self, v: Value) -> Option<Class> {
        self.def[v].and_then(|op| self.class[op])
    }

    /// Decides which fusible values get buffers (see the module documentation).
    fn decide_materialization(&mut self) {
        let f = self.f;
        // Per value: evaluations per element it would get if inlined (saturating at 2), and
        // whether it reaches an enlarging broadcast through unmaterialized index ops.
        let mut reach: SecondaryMap<Value, (u32, bool)> = SecondaryMap::new();
        for &op in f.body.iter().rev() {
            let data = &f.ops[op];
            let class = self.class[op];
            for &r in &data.results {
                if class != Some(Class::Fusible) {
                    continue;
                }
                let (uses, enlarged) = reach[r];
                let cheap = is_cheap(&data.kind);
                // Non-splat constants live in constant buffers, never in kernels.
                let constant_buffer =
                    matches!(data.kind, OpKind::Constant(_)) && !is_splat(&data.kind);
                // Softmax and layer norm are kernels of their own (over their shape, row by row).
                let composite =
                    matches!(data.kind, OpKind::Softmax { .. } | OpKind::LayerNorm { .. });
                let must = self.materialized[r] || constant_buffer || composite;
                let dup = !cheap && (uses >= 2 || (enlarged && is_expensive(&data.kind)));
                if must || dup {
                    self.materialized[r] = true;
                }
            }
            // Tell the operands how this op uses them (an operand used twice by one op is
            // computed once: the kernel's nodes are shared).
            // The start indices of a gather or scatter are read through index expressions:
            // they need a buffer.
            match (&data.kind, class) {
                (OpKind::Gather(_), Some(Class::Fusible))
                | (OpKind::Scatter { .. }, Some(Class::Scatter)) => {
                    self.materialized[data.operands[1]] = true;
                }
                // A composite's rows are read from a buffer (no other row reduction can then
                // share its kernel).
                (OpKind::Softmax { .. } | OpKind::LayerNorm { .. }, Some(Class::Fusible)) => {
                    for &x in &data.operands {
                        self.materialized[x] = true;
                    }
                }
                _ => {}
            }
            let mut seen: Vec<Value> = Vec::new();
            for &v in &data.operands {
                if seen.contains(&v) {
                    continue;
                }
                seen.push(v);
                match class {
                    Some(Class::Fusible) => {
                        let r = data.results[0];
                        let (ru, re) = reach[r];
                        // A concatenation or padding loads every operand at each of its
                        // elements (a select chooses), so it enlarges them as a broadcast
                        // does.
                        let enlarging = matches!(
                            data.kind,
                            OpKind::BroadcastInDim { .. }
                                | OpKind::Concatenate { .. }
                                | OpKind::Pad { .. }
                        ) && f.ty(r).num_elements() > f.ty(v).num_elements();
                        let (add, enl) = if self.materialized[r] {
                            (1, enlarging)
                        } else if is_cheap(&data.kind) {
                            // Through an inlined index op: its uses are the operand's.
                            (ru.max(1), re || enlarging)
                        } else {
                            (1, re)
                        };
                        let u = &mut reach[v];
                        u.0 = (u.0 + add).min(2);
                        u.1 |= enl;
                    }
                    Some(Class::Reduce) | Some(Class::Scatter) => {
                        let u = &mut reach[v];
                        u.0 = (u.0 + 1).min(2);
                    }
                    _ => self.materialized[v] = true,
                }
            }
        }
    }

    /// Decides which reductions may be computed row by row inside their consumers' kernels
    /// (softmax: the row max inside the kernel of `exp(x - max)`, the row sum inside the
    /// kernel of the division; layer norm: the mean and variance inside the normalization):
    /// a reduction over the innermost dimensions of its operand, not a result, read only by
    /// fusible ops and reductions. Whether a kernel can compute it is decided when the kernel
    /// is built: the kernel must run over the operand's shape and read the reduction at the
    /// row it is computing; if not — or when two kernels compute it already — the reduction
    /// gets a kernel and a buffer of its own there and then.
    fn decide_row_fusion(&mut self) {
        let f = self.f;
        let returned: Vec<Value> = f.returned_values().to_vec();
        let mut readers_ok: SecondaryMap<Value, bool> = SecondaryMap::new();
        for &v in f.values.keys().collect::<Vec<_>>().iter() {
            readers_ok[v] = true;
        }
        for &op in &f.body {
            let fusible = matches!(self.class[op], Some(Class::Fusible) | Some(Class::Reduce));
            if !fusible {
                for &v in &f.ops[op].operands {
                    readers_ok[v] = false;
                }
            }
        }
        for &op in &f.body {
            let data = &f.ops[op];
            let (OpKind::Reduce { dimensions, .. }, Some(Class::Reduce)) =
                (&data.kind, self.class[op])
            else {
                continue;
            };
            let (x, v) = (data.operands[0], data.results[0]);
            let rank = f.ty(x).rank();
            let mut dims = dimensions.clone();
            dims.sort_unstable();
            let t = dims.len();
            let trailing: Vec<i64> = ((rank - t.min(rank)) as i64..rank as i64).collect();
            if t > 0 && dims == trailing && !returned.contains(&v) && readers_ok[v] {
                self.row_fused[v] = true;
            }
        }
    }

    /// Builds a kernel with `build`, giving a row reduction that the kernel cannot compute a
    /// kernel of its own first (and building again).
    fn build_with_fallback<T>(
        &mut self,
        build: impl Fn(&mut KernelBuilder) -> Result<T, BuildError>,
        space: &[i64],
        row_reduced: Option<usize>,
    ) -> Result<Built<T>, LowerError> {
        loop {
            let mut kb = KernelBuilder::new(self);
            kb.space = space.to_vec();
            kb.rows = row_reduced;
            match build(&mut kb) {
                Ok(out) => {
                    let inlined = std::mem::take(&mut kb.inlined);
                    let (params, inputs, nodes) = kb.finish();
                    for v in inlined {
                        self.row_uses[v] += 1;
                    }
                    return Ok((out, params, inputs, nodes));
                }
                Err(BuildError::Lower(e)) => return Err(e),
                Err(BuildError::Materialize(v)) => {
                    self.row_fused[v] = false;
                    let op = self.def[v].ok_or_else(|| error("internal error: no reduce op"))?;
                    self.lower_reduce(op)?;
                }
            }
        }
    }

    fn new_buffer(&mut self, ty: TensorType, origin: BufferOrigin) -> BufferId {
        self.prog.buffers.push(BufferDecl {
            ty,
            origin,
            slot: usize::MAX,
        });
        self.prog.buffers.len() - 1
    }

    fn push_step(&mut self, step: Step) {
        let loc = self.f.ops[step.op()].loc.clone();
        self.prog.steps.push(step);
        self.prog.locations.push(loc);
        self.prog.step_functions.push(self.function_index);
    }

    fn kernel_id(&mut self, mut k: Kernel) -> usize {
        // Every kernel is exact in `--parity` mode; convolutions always are.
        k.exact |= self.exact;
        let k = collapse(k);
        if let Some(&id) = self.kernel_ids.get(&k) {
            return id;
        }
        self.prog.kernels.push(k.clone());
        let id = self.prog.kernels.len() - 1;
        self.kernel_ids.insert(k, id);
        id
    }

    fn buffer_of(&self, v: Value) -> Result<BufferId, LowerError> {
        self.buffer[v].ok_or_else(|| {
            error(format!(
                "internal error: value {v} is read before it was written"
            ))
        })
    }

    fn lower_op(&mut self, op: OpId) -> Result<(), LowerError> {
        let f = self.f;
        let data = &f.ops[op];
        if self.absorbed[op] {
            return Ok(());
        }
        match self.class[op].unwrap_or(Class::Host) {
            Class::Return => Ok(()),
            Class::Loop => self.lower_loop(op),
            Class::Fusible => {
                let r = data.results[0];
                if !self.materialized[r] {
                    return Ok(());
                }
                if let OpKind::Constant(e) = &data.kind
                    && !is_splat(&data.kind)
                {
                    let b = self.new_buffer(f.ty(r).clone(), BufferOrigin::Constant(e.clone()));
                    self.buffer[r] = Some(b);
                    return Ok(());
                }
                if let OpKind::Reshape = data.kind
                    && let Some(base) = self.buffer[data.operands[0]]
                {
                    let b = self.new_buffer(f.ty(r).clone(), BufferOrigin::View(base));
                    self.buffer[r] = Some(b);
                    return Ok(());
                }
                let ty = f.ty(r).clone();
                let vars = identity(&ty.shape);
                let (value, params, inputs, nodes) =
                    self.build_with_fallback(|kb| kb.value_at_root(r, &vars), &ty.shape, None)?;
                let kernel = Kernel {
                    params,
                    output: ty.clone(),
                    space: ty.shape.clone(),
                    nodes,
                    body: KernelBody::Map { value },
                    in_place: None,
                    exact: false,
                };
                self.launch(kernel, inputs, r, op);
                Ok(())
            }
            Class::Reduce if self.row_fused[data.results[0]] => Ok(()),
            Class::Reduce => self.lower_reduce(op),
            Class::Scatter => {
                let OpKind::Scatter { dims, kind } = &data.kind else {
                    unreachable!("classified as a scatter")
                };
                let (input, indices, updates, r) = (
                    data.operands[0],
                    data.operands[1],
                    data.operands[2],
                    data.results[0],
                );
                let out_ty = f.ty(r).clone();
                let ut = f.ty(updates).clone();
                let ib = self.buffer_of(indices)?;
                let ((base, update, (window_start, window, index)), params, inputs, nodes) = self
                    .build_with_fallback(
                    |kb| {
                        // No rows here: a scatter runs over two spaces.
                        kb.space.clear();
                        let base = kb.value(input, &identity(&out_ty.shape))?;
                        let update = kb.value(updates, &identity(&ut.shape))?;
                        let index = kb.scatter_index(dims, &out_ty.shape, &ut.shape, ib)?;
                        Ok((base, update, index))
                    },
                    &[],
                    None,
                )?;
                let kernel = Kernel {
                    params,
                    output: out_ty,
                    space: ut.shape.clone(),
                    nodes,
                    body: KernelBody::Scatter {
                        base,
                        update,
                        index,
                        window_start,
                        window,
                        kind: match kind {
                            ScatterKind::Replace => None,
                            ScatterKind::Reduce(k) => Some(*k),
                        },
                    },
                    in_place: None,
                    exact: false,
                };
                self.launch(kernel, inputs, r, op);
                Ok(())
            }
            Class::Convolution => self.lower_convolution(op),
            // The reference rounds a float window reduction after every step; exact
            // kernels sum in f64 and round once, so `--parity` leaves float ones to it.
            Class::ReduceWindow if self.exact && f.ty(data.results[0]).element.is_float() => {
                self.lower_host(op)
            }
            Class::ReduceWindow => self.lower_reduce_window(op),
            // Likewise a float select-and-scatter combines in the compute type.
            Class::SelectAndScatter if self.exact && f.ty(data.results[0]).element.is_float() => {
                self.lower_host(op)
            }
            Class::SelectAndScatter => self.lower_select_and_scatter(op),
            Class::Gemm if self.exact => self.lower_dot_exact(op),
            Class::Gemm => self.lower_gemm(op),
            Class::Collective => {
                if data.operands.is_empty() {
                    // dist.axis_index reads nothing: run it on the host.
                    return self.lower_host(op);
                }
                let inputs = data
                    .operands
                    .iter()
                    .map(|&x| self.buffer_of(x))
                    .collect::<Result<Vec<_>, _>>()?;
                let mut outputs = Vec::with_capacity(data.results.len());
                for &r in &data.results {
                    let out = self.new_buffer(f.ty(r).clone(), BufferOrigin::Step);
                    self.buffer[r] = Some(out);
                    outputs.push(out);
                }
                self.push_step(Step::Collective {
                    op,
                    inputs,
                    outputs,
                });
                Ok(())
            }
            Class::View => {
                let base = self.buffer_of(data.operands[0])?;
                let r = data.results[0];
                let b = self.new_buffer(f.ty(r).clone(), BufferOrigin::View(base));
                self.buffer[r] = Some(b);
                Ok(())
            }
            Class::Host => self.lower_host(op),
        }
    }

    /// The kernel of reduction `op` (its producers fused in).
    fn lower_reduce(&mut self, op: OpId) -> Result<(), LowerError> {
        let f = self.f;
        let data = &f.ops[op];
        let OpKind::Reduce { dimensions, kind } = &data.kind else {
            return Err(error("internal error: not a reduction"));
        };
        let (x, init, r) = (data.operands[0], data.operands[1], data.results[0]);
        let xt = f.ty(x).clone();
        // Exact kernels run the reduced dimensions innermost (kept ones outside, both in
        // their order), so that each output element sums in row-major order, as the
        // reference does.
        let order: Vec<usize> = if self.exact {
            let (kept, red): (Vec<usize>, Vec<usize>) =
                (0..xt.rank()).partition(|d| !dimensions.contains(&(*d as i64)));
            kept.into_iter().chain(red).collect()
        } else {
            (0..xt.rank()).collect()
        };
        let space: Vec<i64> = order.iter().map(|&d| xt.shape[d]).collect();
        let mut x_index = vec![IndexExpr::Const(0); xt.rank()];
        for (k, &d) in order.iter().enumerate() {
            x_index[d] = IndexExpr::Var(k);
        }
        let reduced: Vec<bool> = order
            .iter()
            .map(|&d| dimensions.contains(&(d as i64)))
            .collect();
        // Row reductions inside need this one to reduce the innermost dimensions.
        let t = reduced.iter().rev().take_while(|r| **r).count();
        let suffix = reduced.iter().filter(|r| **r).count() == t;
        let permuted = order.iter().enumerate().any(|(k, &d)| k != d);
        let ((value, init), params, inputs, nodes) = self.build_with_fallback(
            |kb| {
                if permuted {
                    // Row reductions read the operand at its own position only.
                    kb.space.clear();
                }
                let value = kb.value(x, &x_index)?;
                let init = kb.value(init, &[])?;
                Ok((value, init))
            },
            &space,
            Some(if suffix { t } else { 0 }),
        )?;
        let kernel = reduction_kernel(
            (params, nodes),
            (f.ty(r).clone(), space, reduced),
            (value, init, *kind),
            false,
        );
        self.launch(kernel, inputs, r, op);
        Ok(())
    }

    fn launch(&mut self, kernel: Kernel, inputs: Vec<BufferId>, r: Value, op: OpId) {
        let out = self.launch_into_new(kernel, inputs, op);
        self.buffer[r] = Some(out);
    }

    /// Launches `kernel` on `inputs` into a new buffer of its output type (for op `op`).
    fn launch_into_new(&mut self, kernel: Kernel, inputs: Vec<BufferId>, op: OpId) -> BufferId {
        let out = self.new_buffer(kernel.output.clone(), BufferOrigin::Step);
        let kernel = self.kernel_id(kernel);
        self.push_step(Step::Launch {
            kernel,
            inputs,
            output: out,
            op,
        });
        out
    }

    /// Launches a reduction over `r`'s elements and the `window` offsets of each (the
    /// window's loops reduced, row-major after the result's), combining node `value` from
    /// node `init` with `kind`: a window reduction's or a select-and-scatter's last kernel.
    fn launch_window_reduction(
        &mut self,
        (params, inputs, nodes): (Vec<TensorType>, Vec<BufferId>, Vec<Node>),
        window: &[i64],
        (value, init, kind): (NodeId, NodeId, ReduceKind),
        (r, op): (Value, OpId),
    ) {
        let ot = self.f.ty(r).clone();
        let mut space = ot.shape.clone();
        space.extend_from_slice(window);
        let mut reduced = vec![false; ot.rank()];
        reduced.extend(std::iter::repeat_n(true, window.len()));
        let kernel = reduction_kernel(
            (params, nodes),
            (ot, space, reduced),
            (value, init, kind),
            false,
        );
        self.launch(kernel, inputs, r, op);
    }

    fn lower_host(&mut self, op: OpId) -> Result<(), LowerError> {
        let f = self.f;
        let data = &f.ops[op];
        let inputs = data
            .operands
            .iter()
            .map(|&v| self.buffer_of(v))
            .collect::<Result<Vec<_>, _>>()?;
        let mut outputs = Vec::new();
        for &r in &data.results {
            let b = self.new_buffer(f.ty(r).clone(), BufferOrigin::Step);
            self.buffer[r] = Some(b);
            outputs.push(b);
        }
        self.push_step(Step::Host {
            op,
            inputs,
            outputs,
        });
        Ok(())
    }

    fn lower_gemm(&mut self, op: OpId) -> Result<(), LowerError> {
        let f = self.f;
        let data = &f.ops[op];
        let OpKind::DotGeneral(d) = &data.kind else {
            unreachable!("classified as a matrix product")
        };
        let (lv, rv, r) = (data.operands[0], data.operands[1], data.results[0]);
        let (lt, rt) = (f.ty(lv).clone(), f.ty(rv).clone());
        let free = |rank: usize, batch: &[i64], contracting: &[i64]| -> Vec<i64> {
            (0..rank as i64)
                .filter(|x| !batch.contains(x) && !contracting.contains(x))
                .collect()
        };
        let lf = free(lt.rank(), &d.lhs_batch, &d.lhs_contracting);
        let rf = free(rt.rank(), &d.rhs_batch, &d.rhs_contracting);
        let size = |t: &TensorType, dims: &[i64]| -> usize {
            dims.iter().map(|&x| t.shape[x as usize] as usize).product()
        };
        let batch = size(&lt, &d.lhs_batch);
        let m = size(&lt, &lf);
        let k = size(&lt, &d.lhs_contracting);
        let n = size(&rt, &rf);
        let mut rty = f.ty(r).clone();
        let compute = gemm_type(&[lt.element, rt.element, rty.element]);
        // A product read only through a transpose that swaps its two free blocks (JAX's
        // weight gradients: `transpose(dot(dy, x))`) is computed transposed instead, as
        // `rhsᵀ · lhsᵀ`: the operands trade places, and the transpose's readers load its
        // rows in order rather than walking the product's columns.
        let transposed = self.transposing_user(r, d.lhs_batch.len(), lf.len(), rf.len());
        let mut result = r;
        // Each GEMM operand: a value with its batch, free and contracting dimensions.
        let left = (lv, &d.lhs_batch, &lf, &d.lhs_contracting);
        let right = (rv, &d.rhs_batch, &rf, &d.rhs_contracting);
        let ((lv, lb, lf, lc), (rv, rb, rf, rc), m, n) = if let Some(u) = transposed {
            self.absorbed[u] = true;
            result = f.ops[u].results[0];
            rty = f.ty(result).clone();
            (right, left, n, m)
        } else {
            (left, right, m, n)
        };
        // lhs: [batch, free, contracting] or [batch, contracting, free].
        let (lhs, lhs_transposed) = self.gemm_operand(lv, lb, lf, lc, compute, op)?;
        // rhs: [batch, contracting, free] or [batch, free, contracting].
        let (rhs, rhs_free_first) = self.gemm_operand(rv, rb, rc, rf, compute, op)?;
        // The epilogue: a multiply or divide by a constant, then an add of a buffer, when
        // the product has no other reader.
        let mut scale = 1.0;
        let mut accumulate = None;
        if rty.element == compute {
            if let Some((u, c)) = self.scaling_user(result) {
                scale = c;
                self.absorbed[u] = true;
                result = f.ops[u].results[0];
            }
            if let Some((u, b)) = self.accumulating_user(result) {
                accumulate = Some(b);
                self.absorbed[u] = true;
                result = f.ops[u].results[0];
            }
        }
        let out = self.new_buffer(rty.with_element(compute), BufferOrigin::Step);
        if rty.element == compute {
            if transposed.is_none() {
                self.buffer[r] = Some(out);
            }
            self.buffer[result] = Some(out);
        }
        self.push_step(Step::Gemm {
            shape: GemmShape {
                batch,
                m,
                n,
                k,
                lhs_transposed,
                rhs_transposed: rhs_free_first,
            },
            lhs,
            rhs,
            output: out,
            scale,
            accumulate,
            op,
        });
        if rty.element != compute {
            // A narrow result: rounded once from the GEMM's accumulation.
            let kernel = Kernel {
                params: vec![rty.with_element(compute)],
                output: rty.clone(),
                space: rty.shape.clone(),
                nodes: vec![
                    Node::Load {
                        param: 0,
                        index: identity(&rty.shape),
                    },
                    Node::Convert {
                        from: compute,
                        to: rty.element,
                        x: 0,
                    },
                ],
                body: KernelBody::Map { value: 1 },
                in_place: None,
                exact: false,
            };
            self.launch(kernel, vec![out], result, op);
        }
        Ok(())
    }

    /// A product as an exact kernel: for each result element, the sum over the contracting
    /// indices in row-major order (in `lhs_contracting` order), in f64, rounded once — the
    /// reference's `dot_general`.
    fn lower_dot_exact(&mut self, op: OpId) -> Result<(), LowerError> {
        let f = self.f;
        let data = &f.ops[op];
        let OpKind::DotGeneral(d) = &data.kind else {
            unreachable!("classified as a matrix product")
        };
        let (lv, rv, r) = (data.operands[0], data.operands[1], data.results[0]);
        let (lt, rt, ot) = (f.ty(lv).clone(), f.ty(rv).clone(), f.ty(r).clone());
        let free = |rank: usize, batch: &[i64], contracting: &[i64]| -> Vec<i64> {
            (0..rank as i64)
                .filter(|x| !batch.contains(x) && !contracting.contains(x))
                .collect()
        };
        let lf = free(lt.rank(), &d.lhs_batch, &d.lhs_contracting);
        let rf = free(rt.rank(), &d.rhs_batch, &d.rhs_contracting);
        let nb = d.lhs_batch.len();
        let (nlf, nrf, nc) = (lf.len(), rf.len(), d.lhs_contracting.len());
        // Loops: the result's dimensions, then the contracting ones.
        let mut space = ot.shape.clone();
        space.extend(d.lhs_contracting.iter().map(|&c| lt.shape[c as usize]));
        let mut li = vec![IndexExpr::Const(0); lt.rank()];
        let mut ri = vec![IndexExpr::Const(0); rt.rank()];
        for (k, (&lb, &rb)) in d.lhs_batch.iter().zip(&d.rhs_batch).enumerate() {
            li[lb as usize] = IndexExpr::Var(k);
            ri[rb as usize] = IndexExpr::Var(k);
        }
        for (k, &x) in lf.iter().enumerate() {
            li[x as usize] = IndexExpr::Var(nb + k);
        }
        for (k, &x) in rf.iter().enumerate() {
            ri[x as usize] = IndexExpr::Var(nb + nlf + k);
        }
        for (k, (&lc, &rc)) in d.lhs_contracting.iter().zip(&d.rhs_contracting).enumerate() {
            li[lc as usize] = IndexExpr::Var(nb + nlf + nrf + k);
            ri[rc as usize] = IndexExpr::Var(nb + nlf + nrf + k);
        }
        let count: i64 = d
            .lhs_contracting
            .iter()
            .map(|&c| lt.shape[c as usize])
            .product();
        let lb = self.buffer_of(lv)?;
        let rb = self.buffer_of(rv)?;
        let mut kb = KernelBuilder::new(self);
        let lp = kb.param(lb);
        let rp = kb.param(rb);
        let a = kb.node(Node::Load {
            param: lp,
            index: li,
        });
        let b = kb.node(Node::Load {
            param: rp,
            index: ri,
        });
        let p = kb.wide_product((a, lt.element), (b, rt.element));
        // -0.0 is the identity of a sum of at least one term (the reference's start).
        let init = kb.node(Node::Const {
            ty: ElementType::F64,
            bits: (if count == 0 { 0.0f64 } else { -0.0f64 }).to_bits() as i64,
        });
        let (params, inputs, nodes) = kb.finish();
        let mut reduced = vec![false; nb + nlf + nrf];
        reduced.extend(std::iter::repeat_n(true, nc));
        let kernel = reduction_kernel(
            (params, nodes),
            (ot, space, reduced),
            (p, init, ReduceKind::Add),
            true,
        );
        self.launch(kernel, inputs, r, op);
        Ok(())
    }

    /// A convolution as one reduction kernel: its loops are the result's dimensions, then
    /// the window's, then the kernel's input features; each point multiplies the input
    /// element under the window (the position `o·stride + w·rhs_dilation − padding_low`,
    /// clamped into the input's dilated span and divided by `lhs_dilation`) by the kernel
    /// element, and `-0.0` where the position is padding or falls between dilated elements
    /// (adding `-0.0` changes no sum: the reference skips those points). The sum runs over
    /// the window in row-major order, then the input features, from `-0.0` — the
    /// reference's order, in f64, rounded once to the result's type: the kernel is exact
    /// ([`Kernel::exact`]) in every mode, so it gives the reference's values bit for bit (a
    /// result that decides a comparison later, an argmax of nearly equal sums, comes out as
    /// the reference's).
    fn lower_convolution(&mut self, op: OpId) -> Result<(), LowerError> {
        let f = self.f;
        let data = &f.ops[op];
        let OpKind::Convolution(c) = &data.kind else {
            unreachable!("classified as a convolution")
        };
        let (xv, kv, r) = (data.operands[0], data.operands[1], data.results[0]);
        let (xt, kt, ot) = (f.ty(xv).clone(), f.ty(kv).clone(), f.ty(r).clone());
        let s = c.input_spatial.len();
        let (nout, kin) = (ot.rank(), kt.shape[c.kernel_input_feature as usize]);
        let cout = kt.shape[c.kernel_output_feature as usize];
        let per_group = (cout / c.feature_group_count.max(1)).max(1);
        // Loops: the result's dimensions, the window's, the input features — or, when the
        // output features are the result's last dimension, those last: each output
        // element still sums its window and features in the reference's order, and the
        // innermost loop runs over independent output features (and contiguous kernel
        // elements in JAX's HWIO layout), which vectorizes.
        let features_inner = c.output_feature as usize == nout - 1
            && (2..=crate::codegen::INNER_ACCUMULATORS).contains(&cout);
        // The loop of the first window dimension; the input features' follows the window's.
        let base = nout - usize::from(features_inner);
        let window = |d: usize| IndexExpr::Var(base + d);
        let feature = IndexExpr::Var(base + s);
        // The loop of result dimension `d`.
        let out_var = |d: usize| {
            IndexExpr::Var(if features_inner && d == nout - 1 {
                base + s + 1
            } else {
                d
            })
        };
        let mut space = ot.shape.clone();
        let last = features_inner.then(|| space.pop()).flatten();
        space.extend(c.kernel_spatial.iter().map(|&d| kt.shape[d as usize]));
        space.push(kin);
        space.extend(last);
        let mut ki = vec![IndexExpr::Const(0); kt.rank()];
        ki[c.kernel_output_feature as usize] = out_var(c.output_feature as usize);
        ki[c.kernel_input_feature as usize] = feature.clone();
        let mut xi = vec![IndexExpr::Const(0); xt.rank()];
        xi[c.input_batch as usize] = out_var(c.output_batch as usize);
        // Feature group `of / per_group` reads input features from `group · kin` on.
        xi[c.input_feature as usize] = out_var(c.output_feature as usize)
            .floor_div(per_group, cout)
            .times(kin)
            .plus(feature);
        let xb = self.buffer_of(xv)?;
        let kbuf = self.buffer_of(kv)?;
        let mut kb = KernelBuilder::new(self);
        let mut inside: Option<NodeId> = None;
        for d in 0..s {
            ki[c.kernel_spatial[d] as usize] = window(d);
            let size = xt.shape[c.input_spatial[d] as usize];
            let at = out_var(c.output_spatial[d] as usize)
                .times(c.window_strides[d])
                .plus(window(d).times(c.rhs_dilation[d]))
                .add_const(-c.padding_low[d]);
            xi[c.input_spatial[d] as usize] =
                kb.on_grid(at, (size, c.lhs_dilation[d]), &mut inside);
        }
        let xp = kb.param(xb);
        let kp = kb.param(kbuf);
        let a = kb.node(Node::Load {
            param: xp,
            index: xi,
        });
        let b = kb.node(Node::Load {
            param: kp,
            index: ki,
        });
        let product = kb.wide_product((a, xt.element), (b, kt.element));
        let nothing = kb.node(Node::Const {
            ty: ElementType::F64,
            bits: (-0.0f64).to_bits() as i64,
        });
        let value = kb.where_inside(inside, product, nothing);
        let (params, inputs, nodes) = kb.finish();
        let mut reduced = vec![false; nout - usize::from(features_inner)];
        reduced.extend(std::iter::repeat_n(true, s + 1));
        reduced.extend(features_inner.then_some(false));
        let kernel = reduction_kernel(
            (params, nodes),
            (ot, space, reduced),
            (value, nothing, ReduceKind::Add),
            true,
        );
        self.launch(kernel, inputs, r, op);
        Ok(())
    }

    /// A window reduction as one reduction kernel: its loops are the result's dimensions,
    /// then the window's (reduced, row-major: the reference's order); each point combines
    /// the operand element at `o·stride + w·dilation − padding_low` (clamped into the
    /// operand) or, where that position is padding, the init value — as the reference,
    /// starting from the init value. Integer ones are exact; float ones combine in the
    /// compute type (the reference rounds after every step), and run on the host in
    /// `--parity` mode.
    fn lower_reduce_window(&mut self, op: OpId) -> Result<(), LowerError> {
        let f = self.f;
        let data = &f.ops[op];
        let OpKind::ReduceWindow {
            window_dimensions,
            window_strides,
            window_dilations,
            padding_low,
            kind,
            ..
        } = &data.kind
        else {
            unreachable!("classified as a window reduction")
        };
        let (xv, iv, r) = (data.operands[0], data.operands[1], data.results[0]);
        let xt = f.ty(xv).clone();
        let rank = xt.rank();
        let xb = self.buffer_of(xv)?;
        let ib = self.buffer_of(iv)?;
        let mut kb = KernelBuilder::new(self);
        let mut xi = Vec::with_capacity(rank);
        let mut inside: Option<NodeId> = None;
        for d in 0..rank {
            let at = IndexExpr::Var(d)
                .times(window_strides[d])
                .plus(IndexExpr::Var(rank + d).times(window_dilations[d]))
                .add_const(-padding_low[d]);
            let element = kb.on_grid(at, (xt.shape[d], 1), &mut inside);
            xi.push(element);
        }
        let xp = kb.param(xb);
        let ip = kb.param(ib);
        let element = kb.node(Node::Load {
            param: xp,
            index: xi,
        });
        let init = kb.node(Node::Load {
            param: ip,
            index: Vec::new(),
        });
        // The reference's maximum and minimum give the positive quiet NaN for any NaN;
        // LLVM's keep the operand's (x86's default NaN is negative), which a total-order
        // sort downstream tells apart.
        let element = if xt.element.is_float() && matches!(kind, ReduceKind::Max | ReduceKind::Min)
        {
            let ordered = kb.node(Node::Compare {
                dir: CompareDirection::Eq,
                ty: xt.element,
                x: element,
                y: element,
            });
            let nan = kb.constant(xt.element, f64::NAN);
            kb.node(Node::Select {
                pred: ordered,
                on_true: element,
                on_false: nan,
            })
        } else {
            element
        };
        let value = kb.where_inside(inside, element, init);
        let parts = kb.finish();
        self.launch_window_reduction(parts, window_dimensions, (value, init, *kind), (r, op));
        Ok(())
    }

    /// A select-and-scatter (max pooling's gradient) as two kernels. The first, over the
    /// source (one point per window), scans the window's in-bounds positions in row-major
    /// order as the reference does — moving to a position unless `select(current,
    /// candidate)` holds — and stores the chosen position's offset in the window (-1 when
    /// none is in bounds). The second is a reduction over the result and the windows that
    /// can hold each element (along each dimension, the offsets congruent to the element's
    /// padded position modulo the stride: `⌈window / stride⌉` of them): result element `p`
    /// starts from the init value and combines, for each window `w` over it (offset `j`:
    /// `w·stride + j − padding_low = p`), the source value of `w` when `w` chose offset
    /// `j`, the combiner's identity otherwise, the windows in the reference's order
    /// (row-major over `w`). Integer ones are exact; float ones combine in the compute
    /// type, like window reductions.
    fn lower_select_and_scatter(&mut self, op: OpId) -> Result<(), LowerError> {
        let f = self.f;
        let data = &f.ops[op];
        let OpKind::SelectAndScatter {
            window_dimensions,
            window_strides,
            padding_low,
            select,
            kind,
            ..
        } = &data.kind
        else {
            unreachable!("classified as a select-and-scatter")
        };
        let (xv, sv, iv, r) = (
            data.operands[0],
            data.operands[1],
            data.operands[2],
            data.results[0],
        );
        let (xt, st) = (f.ty(xv).clone(), f.ty(sv).clone());
        let (rank, e) = (xt.rank(), xt.element);
        let window = window_dimensions.as_slice();
        let offsets = window.iter().product::<i64>();
        let (xb, sb, ib) = (
            self.buffer_of(xv)?,
            self.buffer_of(sv)?,
            self.buffer_of(iv)?,
        );
        // The chosen offset of each window.
        let chosen_ty = shardc_ir::TensorType::new(st.shape.clone(), ElementType::I64);
        let mut kb = KernelBuilder::new(self);
        let xp = kb.param(xb);
        let int = |kb: &mut KernelBuilder, v: i64| {
            kb.node(Node::Const {
                ty: ElementType::I64,
                bits: v,
            })
        };
        let mut chosen = int(&mut kb, -1);
        let mut best: Option<NodeId> = None;
        let mut found = kb.node(Node::Const {
            ty: ElementType::I1,
            bits: 0,
        });
        for offset in 0..offsets {
            // Position `offset` of the window, row-major.
            let mut rest = offset;
            let mut at = vec![0i64; rank];
            for d in (0..rank).rev() {
                at[d] = rest % window[d];
                rest /= window[d];
            }
            let mut inside: Option<NodeId> = None;
            let index: Vec<IndexExpr> = (0..rank)
                .map(|d| {
                    let position = IndexExpr::Var(d)
                        .times(window_strides[d])
                        .add_const(at[d] - padding_low[d]);
                    kb.on_grid(position, (xt.shape[d], 1), &mut inside)
                })
                .collect();
            let candidate = kb.node(Node::Load { param: xp, index });
            let inside = match inside {
                Some(i) => i,
                None => kb.node(Node::Const {
                    ty: ElementType::I1,
                    bits: 1,
                }),
            };
            // Take the candidate when in bounds and either nothing is chosen yet or the
            // choice so far does not hold against it.
            let take = match best {
                None => inside,
                Some(b) => {
                    let keep = kb.node(Node::Compare {
                        dir: *select,
                        ty: e,
                        x: b,
                        y: candidate,
                    });
                    let move_on = kb.node(Node::Unary {
                        op: UnaryOp::Not,
                        ty: ElementType::I1,
                        x: keep,
                    });
                    let none_yet = kb.node(Node::Unary {
                        op: UnaryOp::Not,
                        ty: ElementType::I1,
                        x: found,
                    });
                    let either = kb.node(Node::Binary {
                        op: BinaryOp::Or,
                        ty: ElementType::I1,
                        x: move_on,
                        y: none_yet,
                    });
                    kb.both(inside, either)
                }
            };
            let here = int(&mut kb, offset);
            chosen = kb.node(Node::Select {
                pred: take,
                on_true: here,
                on_false: chosen,
            });
            best = Some(match best {
                None => candidate,
                Some(b) => kb.node(Node::Select {
                    pred: take,
                    on_true: candidate,
                    on_false: b,
                }),
            });
            found = kb.node(Node::Binary {
                op: BinaryOp::Or,
                ty: ElementType::I1,
                x: found,
                y: inside,
            });
        }
        let (params, inputs, nodes) = kb.finish();
        let choose = Kernel {
            params,
            output: chosen_ty.clone(),
            space: st.shape.clone(),
            nodes,
            body: KernelBody::Map { value: chosen },
            in_place: None,
            exact: false,
        };
        let cb = self.launch_into_new(choose, inputs, op);
        // The scatter: loops over the result, then over the windows that can hold each
        // element. Along a dimension of stride `s`, element `p` lies at offset `j` of window
        // `w` when `w·s + j = p + padding_low`: `j ≡ p + padding_low (mod s)`, so only
        // `k = ⌈window / s⌉` offsets can (`j = rem + (k−1−r)·s` for loop `r`, window
        // `w = quot − (k−1−r)`: the windows in ascending order, the reference's), each
        // kept when `j` lies in the window and `w` among the windows.
        let mut kb = KernelBuilder::new(self);
        let (sp, cp, ip) = (kb.param(sb), kb.param(cb), kb.param(ib));
        let mut inside: Option<NodeId> = None;
        let mut offset = IndexExpr::Const(0);
        let mut w = Vec::with_capacity(rank);
        let mut candidates = Vec::with_capacity(rank);
        let mut stride = 1;
        for d in (0..rank).rev() {
            let s = window_strides[d];
            let k = (window[d] + s - 1) / s;
            // The padded position, raised by whole strides to stay non-negative (a local
            // view may crop: negative padding).
            let lift = ((-padding_low[d]).max(0) + s - 1) / s;
            let at = IndexExpr::Var(d).add_const(padding_low[d] + lift * s);
            let extent = xt.shape[d] + padding_low[d] + lift * s;
            let (quot, rem) = (at.clone().floor_div(s, extent), at.modulo(s, extent));
            let back = IndexExpr::Var(rank + d).add_const(1 - k);
            let j = rem.plus(back.clone().times(-s));
            let j = kb.on_grid(j, (window[d], 1), &mut inside);
            offset = offset.plus(j.times(stride));
            stride *= window[d];
            let at_window = quot.plus(back).add_const(-lift);
            w.push(kb.on_grid(at_window, (st.shape[d], 1), &mut inside));
            candidates.push(k);
        }
        w.reverse();
        candidates.reverse();
        let chosen = kb.node(Node::Load {
            param: cp,
            index: w.clone(),
        });
        let offset = kb.position(offset);
        let mine = kb.node(Node::Compare {
            dir: CompareDirection::Eq,
            ty: ElementType::I64,
            x: chosen,
            y: offset,
        });
        let inside = match inside {
            Some(i) => kb.both(i, mine),
            None => mine,
        };
        let source = kb.node(Node::Load {
            param: sp,
            index: w,
        });
        let identity = match (kind, e.is_float()) {
            (ReduceKind::Add, true) => kb.constant(e, -0.0),
            (_, true) => kb.constant(e, 1.0),
            (ReduceKind::Add, false) => kb.node(Node::Const { ty: e, bits: 0 }),
            (_, false) => kb.node(Node::Const { ty: e, bits: 1 }),
        };
        let value = kb.where_inside(Some(inside), source, identity);
        let init = kb.node(Node::Load {
            param: ip,
            index: Vec::new(),
        });
        let parts = kb.finish();
        self.launch_window_reduction(parts, &candidates, (value, init, *kind), (r, op));
        Ok(())
    }

    /// The only reader of `v` when it multiplies `v` by a constant (or divides it by one),
    /// with the constant factor.
    fn scaling_user(&self, v: Value) -> Option<(OpId, f64)> {
        let f = self.f;
        let [u] = self.users[v].as_slice() else {
            return None;
        };
        if f.returned_values().contains(&v) {
            return None;
        }
        let d = &f.ops[*u];
        if self.class[*u] != Some(Class::Fusible) || f.ty(d.results[0]) != f.ty(v) {
            return None;
        }
        match d.kind {
            OpKind::Binary(BinaryOp::Multiply) => {
                let other = if d.operands[0] == v {
                    d.operands[1]
                } else {
                    d.operands[0]
                };
                (other != v)
                    .then(|| self.splat_value(other))
                    .flatten()
                    .map(|c| (*u, c))
            }
            OpKind::Binary(BinaryOp::Divide) if d.operands[0] == v && d.operands[1] != v => self
                .splat_value(d.operands[1])
                .filter(|c| *c != 0.0)
                .map(|c| (*u, 1.0 / c)),
            _ => None,
        }
    }

    /// The only reader of the product `v` (laid out `[batch, lhs free, rhs free]`, with
    /// `batch`, `lhs_free` and `rhs_free` dimensions) when it is a transpose to `[batch, rhs
    /// free, lhs free]` of the same element type and `v` is not a result.
    fn transposing_user(
        &self,
        v: Value,
        batch: usize,
        lhs_free: usize,
        rhs_free: usize,
    ) -> Option<OpId> {
        let f = self.f;
        let [u] = self.users[v].as_slice() else {
            return None;
        };
        if f.returned_values().contains(&v) || self.class[*u] != Some(Class::Fusible) {
            return None;
        }
        let d = &f.ops[*u];
        let OpKind::Transpose { permutation } = &d.kind else {
            return None;
        };
        let swapped: Vec<i64> = (0..batch)
            .chain(batch + lhs_free..batch + lhs_free + rhs_free)
            .chain(batch..batch + lhs_free)
            .map(|x| x as i64)
            .collect();
        (*permutation == swapped
            && f.ty(d.results[0]).element == f.ty(v).element
            && lhs_free > 0
            && rhs_free > 0)
            .then_some(*u)
    }

    /// The only reader of `v` when it adds to `v` a value already in a buffer of `v`'s type,
    /// with that buffer.
    fn accumulating_user(&self, v: Value) -> Option<(OpId, BufferId)> {
        let f = self.f;
        let [u] = self.users[v].as_slice() else {
            return None;
        };
        if f.returned_values().contains(&v) {
            return None;
        }
        let d = &f.ops[*u];
        if self.class[*u] != Some(Class::Fusible)
            || d.kind != OpKind::Binary(BinaryOp::Add)
            || f.ty(d.results[0]) != f.ty(v)
        {
            return None;
        }
        let other = if d.operands[0] == v {
            d.operands[1]
        } else {
            d.operands[0]
        };
        if other == v || f.ty(other) != f.ty(v) {
            return None;
        }
        self.buffer[other].map(|b| (*u, b))
    }

    /// The value of every element of `v` when it is a splat constant (possibly broadcast).
    fn splat_value(&self, v: Value) -> Option<f64> {
        let f = self.f;
        let op = self.def[v]?;
        match &f.ops[op].kind {
            OpKind::Constant(c) if is_splat(&f.ops[op].kind) => match &c.values {
                shardc_ir::ElementValues::Float(xs) => xs.first().copied(),
                shardc_ir::ElementValues::Int(_) => None,
            },
            OpKind::BroadcastInDim { .. } => self.splat_value(f.ops[op].operands[0]),
            _ => None,
        }
    }

    /// A buffer holding `v` as `[batch, first, second]` (returns false) or
    /// `[batch, second, first]` (returns true), copying it by a transpose kernel when it is
    /// in neither layout.
    fn gemm_operand(
        &mut self,
        v: Value,
        batch: &[i64],
        first: &[i64],
        second: &[i64],
        compute: ElementType,
        op: OpId,
    ) -> Result<(BufferId, bool), LowerError> {
        let b = self.buffer_of(v)?;
        let rank = self.f.ty(v).rank() as i64;
        let converts = self.f.ty(v).element != compute;
        let straight: Vec<i64> = batch.iter().chain(first).chain(second).copied().collect();
        let swapped: Vec<i64> = batch.iter().chain(second).chain(first).copied().collect();
        let identity: Vec<i64> = (0..rank).collect();
        // Size-1 dimensions can be anywhere: compare the orders without them.
        let ty = self.f.ty(v).clone();
        let squeeze = |p: &[i64]| -> Vec<i64> {
            p.iter()
                .copied()
                .filter(|&x| ty.shape[x as usize] != 1)
                .collect()
        };
        if !converts && squeeze(&straight) == squeeze(&identity) {
            return Ok((b, false));
        }
        if !converts && squeeze(&swapped) == squeeze(&identity) {
            return Ok((b, true));
        }
        // Copy into [batch, first, second], converted to the GEMM's type.
        let shape: Vec<i64> = straight.iter().map(|&x| ty.shape[x as usize]).collect();
        let mut index = vec![IndexExpr::Const(0); rank as usize];
        for (i, &src) in straight.iter().enumerate() {
            index[src as usize] = IndexExpr::Var(i);
        }
        let out_ty = TensorType::new(shape.clone(), compute);
        let mut nodes = vec![Node::Load { param: 0, index }];
        if converts {
            nodes.push(Node::Convert {
                from: ty.element,
                to: compute,
                x: 0,
            });
        }
        let value = nodes.len() - 1;
        let kernel = Kernel {
            params: vec![ty],
            output: out_ty.clone(),
            space: shape,
            nodes,
            body: KernelBody::Map { value },
            in_place: None,
            exact: false,
        };
        Ok((self.launch_into_new(kernel, vec![b], op), false))
    }
}

/// The type a GEMM computes in for operands and a result of these types: f64 when any is
/// f64, else f32 (bf16 and f16 products accumulate in f32, as XLA's CPU back end does).
fn gemm_type(types: &[ElementType]) -> ElementType {
    if types.contains(&ElementType::F64) {
        ElementType::F64
    } else {
        ElementType::F32
    }
}

fn identity(shape: &[i64]) -> Vec<IndexExpr> {
    (0..shape.len()).map(IndexExpr::Var).collect()
}

/// Builds one kernel's nodes: hash-consed, parameters deduplicated.
struct KernelBuilder<'l, 'a> {
    l: &'l Lowering<'a>,
    nodes: Vec<Node>,
    ids: HashMap<Node, NodeId>,
    params: Vec<TensorType>,
    inputs: Vec<BufferId>,
    /// The kernel's iteration space (empty: no row reductions possible).
    space: Vec<i64>,
    /// For a reduction kernel: how many innermost loops it reduces (`Some(0)`: not the
    /// innermost ones only, so no row reductions inside).
    rows: Option<usize>,
    /// The innermost loops the row reductions computed so far reduce.
    row_dims: Option<usize>,
    /// The row reductions this kernel computes.
    inlined: Vec<Value>,
}

impl<'l, 'a> KernelBuilder<'l, 'a> {
    fn new(l: &'l Lowering<'a>) -> Self {
        KernelBuilder {
            l,
            nodes: Vec::new(),
            ids: HashMap::new(),
            params: Vec::new(),
            inputs: Vec::new(),
            space: Vec::new(),
            rows: None,
            row_dims: None,
            inlined: Vec::new(),
        }
    }

    fn finish(self) -> (Vec<TensorType>, Vec<BufferId>, Vec<Node>) {
        (self.params, self.inputs, self.nodes)
    }

    fn node(&mut self, n: Node) -> NodeId {
        if let Some(&id) = self.ids.get(&n) {
            return id;
        }
        self.nodes.push(n.clone());
        let id = self.nodes.len() - 1;
        self.ids.insert(n, id);
        id
    }

    fn param(&mut self, b: BufferId) -> usize {
        if let Some(p) = self.inputs.iter().position(|&x| x == b) {
            return p;
        }
        self.inputs.push(b);
        self.params.push(self.l.prog.buffers[b].ty.clone());
        self.inputs.len() - 1
    }

    /// The value of `v` at `index` (one expression per dimension of `v`).
    fn value(&mut self, v: Value, index: &[IndexExpr]) -> Result<NodeId, BuildError> {
        if let Some(b) = self.l.buffer[v] {
            let param = self.param(b);
            return Ok(self.node(Node::Load {
                param,
                index: index.to_vec(),
            }));
        }
        if self.l.row_fused[v] {
            return self.row_reduce(v, index);
        }
        if self.l.class_of_value(v) != Some(Class::Fusible) {
            return Err(error(format!(
                "internal error: value {v} is neither in a buffer nor fusible"
            ))
            .into());
        }
        self.value_at_root(v, index)
    }

    /// An `i64` node holding `index`'s value.
    fn position(&mut self, index: IndexExpr) -> NodeId {
        self.node(Node::Index {
            ty: ElementType::I64,
            index,
        })
    }

    /// A concatenation's element at `index`: each operand is loaded at the position clamped
    /// into it (in bounds wherever the element comes from), and a chain of selects on the
    /// position along `dimension` keeps the operand it lies in.
    fn concatenation(
        &mut self,
        data: &shardc_ir::OpData,
        dimension: i64,
        index: &[IndexExpr],
    ) -> Result<NodeId, BuildError> {
        let f = self.l.f;
        let d = dimension as usize;
        let mut starts = Vec::with_capacity(data.operands.len());
        let mut end = 0;
        for &x in &data.operands {
            starts.push(end);
            end += f.ty(x).shape[d];
        }
        let at = self.position(index[d].clone());
        let mut chosen: Option<NodeId> = None;
        for (k, &x) in data.operands.iter().enumerate().rev() {
            let (start, len) = (starts[k], f.ty(x).shape[d]);
            let mut inner = index.to_vec();
            inner[d] = index[d].clone().add_const(-start).clamped(0, len - 1);
            let here = self.value(x, &inner)?;
            chosen = Some(match chosen {
                None => here,
                Some(later) => {
                    let bound = self.node(Node::Const {
                        ty: ElementType::I64,
                        bits: start + len,
                    });
                    let within = self.node(Node::Compare {
                        dir: CompareDirection::Lt,
                        ty: ElementType::I64,
                        x: at,
                        y: bound,
                    });
                    self.node(Node::Select {
                        pred: within,
                        on_true: here,
                        on_false: later,
                    })
                }
            });
        }
        chosen.ok_or_else(|| error("internal error: a concatenation without operands").into())
    }

    /// A padding's element at `index`: along each padded dimension the position less the low
    /// padding, clamped into the operand's span and divided by the stride `interior + 1`;
    /// the element is the operand's where the clamp changed nothing and the stride divides
    /// the position, the padding value elsewhere.
    fn padding(
        &mut self,
        data: &shardc_ir::OpData,
        low: &[i64],
        interior: &[i64],
        index: &[IndexExpr],
    ) -> Result<NodeId, BuildError> {
        let f = self.l.f;
        let (x, value) = (data.operands[0], data.operands[1]);
        let xt = f.ty(x).clone();
        let rt = f.ty(data.results[0]).clone();
        let mut inner = Vec::with_capacity(index.len());
        let mut inside: Option<NodeId> = None;
        for (d, i) in index.iter().enumerate() {
            let (n, stride) = (xt.shape[d], interior[d] + 1);
            if low[d] == 0 && stride == 1 && rt.shape[d] == n {
                inner.push(i.clone());
                continue;
            }
            let at = i.clone().add_const(-low[d]);
            let element = self.on_grid(at, (n, stride), &mut inside);
            inner.push(element);
        }
        let element = self.value(x, &inner)?;
        if inside.is_none() {
            return Ok(element);
        }
        let fill = self.value(value, &[])?;
        Ok(self.where_inside(inside, element, fill))
    }

    fn both(&mut self, x: NodeId, y: NodeId) -> NodeId {
        self.node(Node::Binary {
            op: BinaryOp::And,
            ty: ElementType::I1,
            x,
            y,
        })
    }

    /// `x` where `inside` holds (everywhere when it is `None`), `otherwise` elsewhere.
    fn where_inside(&mut self, inside: Option<NodeId>, x: NodeId, otherwise: NodeId) -> NodeId {
        match inside {
            None => x,
            Some(pred) => self.node(Node::Select {
                pred,
                on_true: x,
                on_false: otherwise,
            }),
        }
    }

    /// The product of nodes `a` and `b` (of the element types given) in f64: a term of an
    /// exact sum (products of f32 and narrower elements are exact in f64).
    fn wide_product(&mut self, a: (NodeId, ElementType), b: (NodeId, ElementType)) -> NodeId {
        let wide = ElementType::F64;
        let [x, y] = [a, b].map(|(x, from)| {
            if from == wide {
                x
            } else {
                self.node(Node::Convert { from, to: wide, x })
            }
        });
        self.node(Node::Binary {
            op: BinaryOp::Multiply,
            ty: wide,
            x,
            y,
        })
    }

    /// Position `at` on a grid of `count` elements `stride` apart from 0 (a padded or
    /// dilated dimension): the element's index — the position clamped into the grid's span
    /// and divided by the stride, in bounds wherever `at` lies — and an `i1` node saying
    /// whether `at` is on the grid (inside the span, on a multiple of the stride), and'ed
    /// into `inside`.
    fn on_grid(
        &mut self,
        at: IndexExpr,
        (count, stride): (i64, i64),
        inside: &mut Option<NodeId>,
    ) -> IndexExpr {
        let span = (count - 1) * stride;
        let clamped = at.clone().clamped(0, span);
        let (p, q) = (self.position(at), self.position(clamped.clone()));
        let mut ok = self.node(Node::Compare {
            dir: CompareDirection::Eq,
            ty: ElementType::I64,
            x: p,
            y: q,
        });
        if stride > 1 {
            let rem = self.position(clamped.clone().modulo(stride, span + 1));
            let zero = self.node(Node::Const {
                ty: ElementType::I64,
                bits: 0,
            });
            let on_stride = self.node(Node::Compare {
                dir: CompareDirection::Eq,
                ty: ElementType::I64,
                x: rem,
                y: zero,
            });
            ok = self.both(ok, on_stride);
        }
        *inside = Some(match *inside {
            None => ok,
            Some(before) => self.both(before, ok),
        });
        clamped.floor_div(stride, span + 1)
    }

    /// Like [`KernelBuilder::value`], computing `v` itself even when it is materialized (it
    /// is the kernel being built).
    fn value_at_root(&mut self, v: Value, index: &[IndexExpr]) -> Result<NodeId, BuildError> {
        let f = self.l.f;
        let op =
            self.l.def[v].ok_or_else(|| error("internal error: an argument not in a buffer"))?;
        let data = &f.ops[op];
        let ty = f.ty(v).clone();
        let e = ty.element;
        let operand = |i: usize| data.operands[i];
        Ok(match &data.kind {
            OpKind::Constant(c) => {
                // A constant holds its element type's value (the text may give more digits).
                let bits = match &c.values {
                    shardc_ir::ElementValues::Float(xs) => {
                        shardc_ir::interp::round_float(xs[0], e).to_bits() as i64
                    }
                    shardc_ir::ElementValues::Int(xs) => shardc_ir::interp::wrap_int(xs[0], e),
                };
                self.node(Node::Const { ty: e, bits })
            }
            OpKind::Iota { dimension } => self.node(Node::Index {
                ty: e,
                index: index[*dimension as usize].clone(),
            }),
            OpKind::Unary(u) => {
                let xe = f.ty(operand(0)).element;
                let x = self.value(operand(0), index)?;
                if *u == UnaryOp::IsFinite {
                    // is_finite gives i1 from a float operand.
                    self.node(Node::Unary { op: *u, ty: xe, x })
                } else {
                    self.node(Node::Unary { op: *u, ty: e, x })
                }
            }
            OpKind::Binary(b) => {
                let x = self.value(operand(0), index)?;
                let y = self.value(operand(1), index)?;
                self.node(Node::Binary {
                    op: *b,
                    ty: e,
                    x,
                    y,
                })
            }
            OpKind::Compare(dir) => {
                let oe = f.ty(operand(0)).element;
                let x = self.value(operand(0), index)?;
                let y = self.value(operand(1), index)?;
                self.node(Node::Compare {
                    dir: *dir,
                    ty: oe,
                    x,
                    y,
                })
            }
            OpKind::Select => {
                let pt = f.ty(operand(0)).clone();
                let pred = if pt.rank() == 0 {
                    self.value(operand(0), &[])?
                } else {
                    self.value(operand(0), index)?
                };
                let on_true = self.value(operand(1), index)?;
                let on_false = self.value(operand(2), index)?;
                self.node(Node::Select {
                    pred,
                    on_true,
                    on_false,
                })
            }
            OpKind::Convert => {
                let from = f.ty(operand(0)).element;
                let x = self.value(operand(0), index)?;
                if from == e {
                    x
                } else {
                    self.node(Node::Convert { from, to: e, x })
                }
            }
            OpKind::BitcastConvert => {
                let from = f.ty(operand(0)).element;
                let x = self.value(operand(0), index)?;
                if from == e {
                    x
                } else {
                    self.node(Node::Bitcast { from, to: e, x })
                }
            }
            OpKind::BroadcastInDim { dims } => {
                let xt = f.ty(operand(0)).clone();
                let inner: Vec<IndexExpr> = dims
                    .iter()
                    .enumerate()
                    .map(|(i, &d)| {
                        if xt.shape[i] == 1 {
                            IndexExpr::Const(0)
                        } else {
                            index[d as usize].clone()
                        }
                    })
                    .collect();
                self.value(operand(0), &inner)?
            }
            OpKind::Reverse { dimensions } => {
                let xt = f.ty(operand(0)).clone();
                let mut inner = index.to_vec();
                for &d in dimensions {
                    let d = d as usize;
                    inner[d] = index[d].clone().times(-1).add_const(xt.shape[d] - 1);
                }
                self.value(operand(0), &inner)?
            }
            OpKind::Transpose { permutation } => {
                let rank = permutation.len();
                let mut inner = vec![IndexExpr::Const(0); rank];
                for (i, &p) in permutation.iter().enumerate() {
                    inner[p as usize] = index[i].clone();
                }
                self.value(operand(0), &inner)?
            }
            OpKind::Slice { start, strides, .. } => {
                let inner: Vec<IndexExpr> = index
                    .iter()
                    .enumerate()
                    .map(|(d, i)| i.clone().times(strides[d]).add_const(start[d]))
                    .collect();
                self.value(operand(0), &inner)?
            }
            OpKind::Reshape => {
                let xt = f.ty(operand(0)).clone();
                let inner = reshape_index(&ty.shape, index, &xt.shape);
                self.value(operand(0), &inner)?
            }
            OpKind::Concatenate { dimension } => self.concatenation(data, *dimension, index)?,
            OpKind::Pad { low, interior, .. } => self.padding(data, low, interior, index)?,
            OpKind::Gelu { .. } | OpKind::Softmax { .. } | OpKind::LayerNorm { .. } => {
                // A composite computes inside in f32 (f64 for f64) and is rounded once, as the
                // reference computes it in f64 and rounds once: bf16 or f16 intermediates
                // would lose the cancellation in `x - mean`.
                let ce = if e == ElementType::F64 || self.l.exact {
                    ElementType::F64
                } else {
                    ElementType::F32
                };
                let out = match &data.kind {
                    OpKind::Gelu { approximate } => {
                        let x = self.value(operand(0), index)?;
                        self.gelu(x, ce, *approximate)
                    }
                    OpKind::Softmax { .. } => {
                        let x = self.value(operand(0), index)?;
                        let m = self.composite_row(
                            v,
                            index,
                            ReduceKind::Max,
                            x,
                            ce,
                            f64::NEG_INFINITY,
                        )?;
                        let d = self.node(Node::Binary {
                            op: BinaryOp::Subtract,
                            ty: ce,
                            x,
                            y: m,
                        });
                        let ex = self.node(Node::Unary {
                            op: UnaryOp::Exponential,
                            ty: ce,
                            x: d,
                        });
                        let z = self.composite_row(v, index, ReduceKind::Add, ex, ce, 0.0)?;
                        self.node(Node::Binary {
                            op: BinaryOp::Divide,
                            ty: ce,
                            x: ex,
                            y: z,
                        })
                    }
                    OpKind::LayerNorm { epsilon, .. } => {
                        let x = self.value(operand(0), index)?;
                        let last = index.len() - 1;
                        let row_index = std::slice::from_ref(&index[last]);
                        let scale = self.value(operand(1), row_index)?;
                        let bias = self.value(operand(2), row_index)?;
                        let n = self.constant(ce, *ty.shape.last().unwrap_or(&1) as f64);
                        let sum = self.composite_row(v, index, ReduceKind::Add, x, ce, 0.0)?;
                        let mean = self.node(Node::Binary {
                            op: BinaryOp::Divide,
                            ty: ce,
                            x: sum,
                            y: n,
                        });
                        let c = self.node(Node::Binary {
                            op: BinaryOp::Subtract,
                            ty: ce,
                            x,
                            y: mean,
                        });
                        let c2 = self.node(Node::Binary {
                            op: BinaryOp::Multiply,
                            ty: ce,
                            x: c,
                            y: c,
                        });
                        let ss = self.composite_row(v, index, ReduceKind::Add, c2, ce, 0.0)?;
                        let var = self.node(Node::Binary {
                            op: BinaryOp::Divide,
                            ty: ce,
                            x: ss,
                            y: n,
                        });
                        let eps = self.constant(ce, *epsilon);
                        let ve = self.node(Node::Binary {
                            op: BinaryOp::Add,
                            ty: ce,
                            x: var,
                            y: eps,
                        });
                        let inv = self.node(Node::Unary {
                            op: UnaryOp::Rsqrt,
                            ty: ce,
                            x: ve,
                        });
                        let y = self.node(Node::Binary {
                            op: BinaryOp::Multiply,
                            ty: ce,
                            x: c,
                            y: inv,
                        });
                        let y = self.node(Node::Binary {
                            op: BinaryOp::Multiply,
                            ty: ce,
                            x: y,
                            y: scale,
                        });
                        self.node(Node::Binary {
                            op: BinaryOp::Add,
                            ty: ce,
                            x: y,
                            y: bias,
                        })
                    }
                    _ => unreachable!("matched a composite"),
                };
                if ce == e {
                    out
                } else {
                    self.node(Node::Convert {
                        from: ce,
                        to: e,
                        x: out,
                    })
                }
            }
            OpKind::Gather(g) => {
                let xt = f.ty(operand(0)).clone();
                let ib = self.l.buffer_of(operand(1))?;
                let ip = self.param(ib);
                let it = f.ty(operand(1)).clone();
                let ivd = g.index_vector_dim as usize;
                let batch: Vec<IndexExpr> = (0..ty.rank())
                    .filter(|d| !g.offset_dims.contains(&(*d as i64)))
                    .map(|d| index[d].clone())
                    .collect();
                let start = |k: usize, lo: i64, hi: i64| {
                    let mut at = batch.clone();
                    if ivd < it.rank() {
                        at.insert(ivd, IndexExpr::Const(k as i64));
                    }
                    IndexExpr::Dynamic {
                        param: ip,
                        index: at,
                        lo,
                        hi,
                    }
                };
                let mut idx = vec![IndexExpr::Const(0); xt.rank()];
                for (k, &od) in g.start_index_map.iter().enumerate() {
                    let od = od as usize;
                    let hi = (xt.shape[od] - g.slice_sizes[od]).max(0);
                    idx[od] = start(k, 0, hi);
                }
                for (&ob, &ib) in g
                    .operand_batching_dims
                    .iter()
                    .zip(&g.start_indices_batching_dims)
                {
                    let ib = ib as usize;
                    let pos = if ib < ivd { ib } else { ib - 1 };
                    idx[ob as usize] = idx[ob as usize].clone().plus(batch[pos].clone());
                }
                let offset_operand_dims: Vec<usize> = (0..xt.rank())
                    .filter(|d| {
                        !g.collapsed_slice_dims.contains(&(*d as i64))
                            && !g.operand_batching_dims.contains(&(*d as i64))
                    })
                    .collect();
                for (k, &od) in offset_operand_dims.iter().enumerate() {
                    idx[od] = idx[od]
                        .clone()
                        .plus(index[g.offset_dims[k] as usize].clone());
                }
                self.value(operand(0), &idx)?
            }
            other => {
                return Err(
                    error(format!("internal error: '{}' is not fusible", other.name())).into(),
                );
            }
        })
    }
}

impl KernelBuilder<'_, '_> {
    /// A float constant of element type `e`.
    fn constant(&mut self, e: ElementType, v: f64) -> NodeId {
        let v = shardc_ir::interp::round_float(v, e);
        self.node(Node::Const {
            ty: e,
            bits: v.to_bits() as i64,
        })
    }

    /// GELU of node `x`: `0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))` when approximate,
    /// else `0.5 x (1 + erf(x / sqrt(2)))`, each computed without cancellation.
    fn gelu(&mut self, x: NodeId, e: ElementType, approximate: bool) -> NodeId {
        let bin = |kb: &mut Self, op, a, b| {
            kb.node(Node::Binary {
                op,
                ty: e,
                x: a,
                y: b,
            })
        };
        // The reference's order of operations exactly (so exact kernels match it bitwise),
        // in forms without cancellation: `1 + tanh(z)` and `1 + erf(y)` lose every digit in
        // f32 where `x` is far below zero (`tanh(z)` and `erf(y)` round to -1), and a
        // gradient read there, normalized (AdamW's first step), turns that into a wrong
        // update (fuzz `--train --ops 24` seed 3102). So
        // x / (1 + exp(-2 k (x + ((c x) x) x))), as 0.5 (1 + tanh(z)) = 1 / (1 + exp(-2z)),
        // or (0.5 x) erfc(-(x / √2)), as 1 + erf(y) = erfc(-y).
        if approximate {
            let k = self.constant(e, (2.0 / std::f64::consts::PI).sqrt());
            let c = self.constant(e, 0.044715);
            let minus_two = self.constant(e, -2.0);
            let one = self.constant(e, 1.0);
            let cx = bin(self, BinaryOp::Multiply, c, x);
            let cx2 = bin(self, BinaryOp::Multiply, cx, x);
            let cx3 = bin(self, BinaryOp::Multiply, cx2, x);
            let s = bin(self, BinaryOp::Add, x, cx3);
            let z = bin(self, BinaryOp::Multiply, k, s);
            let m = bin(self, BinaryOp::Multiply, minus_two, z);
            let ex = self.node(Node::Unary {
                op: UnaryOp::Exponential,
                ty: e,
                x: m,
            });
            let d = bin(self, BinaryOp::Add, one, ex);
            bin(self, BinaryOp::Divide, x, d)
        } else {
            let half = self.constant(e, 0.5);
            let r = self.constant(e, std::f64::consts::SQRT_2);
            let xs = bin(self, BinaryOp::Divide, x, r);
            let n = self.node(Node::Unary {
                op: UnaryOp::Negate,
                ty: e,
                x: xs,
            });
            let tail = self.node(Node::Unary {
                op: UnaryOp::Erfc,
                ty: e,
                x: n,
            });
            let hx = bin(self, BinaryOp::Multiply, half, x);
            bin(self, BinaryOp::Multiply, hx, tail)
        }
    }

    /// A row reduction of node `value` over the innermost dimension, inside the kernel of the
    /// composite `v` (softmax, layer norm), which runs over its own shape at `index`.
    fn composite_row(
        &mut self,
        v: Value,
        index: &[IndexExpr],
        kind: ReduceKind,
        value: NodeId,
        e: ElementType,
        init: f64,
    ) -> Result<NodeId, BuildError> {
        let shape = &self.l.f.ty(v).shape;
        let identity: Vec<IndexExpr> = (0..shape.len()).map(IndexExpr::Var).collect();
        if index != identity.as_slice()
            || self.space != *shape
            || self.rows.is_some()
            || self.row_dims.is_some_and(|t| t != 1)
        {
            return Err(error(format!(
                "internal error: the composite {v} is not computed in a kernel over its rows"
            ))
            .into());
        }
        self.row_dims = Some(1);
        let init = self.constant(e, init);
        Ok(self.node(Node::RowReduce {
            kind,
            ty: e,
            value,
            init,
            dims: 1,
        }))
    }

    /// The row reduction `v` (see [`Lowering::decide_row_fusion`]) at `index`, which must be
    /// the row the kernel's outer loops are at.
    fn row_reduce(&mut self, v: Value, index: &[IndexExpr]) -> Result<NodeId, BuildError> {
        let f = self.l.f;
        let op =
            self.l.def[v].ok_or_else(|| error("internal error: a row reduction without its op"))?;
        let data = &f.ops[op];
        let OpKind::Reduce { kind, dimensions } = &data.kind else {
            return Err(error("internal error: a row reduction that is not a reduce").into());
        };
        let (x, init) = (data.operands[0], data.operands[1]);
        let rank = f.ty(x).rank();
        let t = dimensions.len();
        let row: Vec<IndexExpr> = (0..rank - t).map(IndexExpr::Var).collect();
        // This kernel can compute it when it runs over the operand's shape, reads it at the
        // row it is at, reduces (if it is a reduction) the same innermost loops, and every
        // other row reduction in it reduces them too; and when not two kernels do already.
        let fits = index == row.as_slice()
            && self.space == f.ty(x).shape
            && self.rows.is_none_or(|r| r == t)
            && self.row_dims.is_none_or(|r| r == t)
            && (self.inlined.contains(&v) || self.l.row_uses[v] < 2);
        if !fits {
            return Err(BuildError::Materialize(v));
        }
        self.row_dims = Some(t);
        if !self.inlined.contains(&v) {
            self.inlined.push(v);
        }
        let value = self.value(x, &identity(&f.ty(x).shape))?;
        let init = self.value(init, &[])?;
        Ok(self.node(Node::RowReduce {
            kind: *kind,
            ty: f.ty(v).element,
            value,
            init,
            dims: t,
        }))
    }

    /// Where each point of a scatter's updates goes (StableHLO's `scatter`, without
    /// clamping): its window's start in the output, the window's extent per output
    /// dimension, and the output index (the start plus the point's window offsets). The
    /// kernel skips points whose window does not lie inside the output.
    #[allow(clippy::type_complexity)]
    fn scatter_index(
        &mut self,
        s: &shardc_ir::op::ScatterDims,
        out_shape: &[i64],
        update_shape: &[i64],
        indices: BufferId,
    ) -> Result<(Vec<IndexExpr>, Vec<i64>, Vec<IndexExpr>), BuildError> {
        let ip = self.param(indices);
        let irank = self.params[ip].rank();
        let ivd = s.index_vector_dim as usize;
        let u: Vec<IndexExpr> = (0..update_shape.len()).map(IndexExpr::Var).collect();
        let batch: Vec<IndexExpr> = (0..update_shape.len())
            .filter(|d| !s.update_window_dims.contains(&(*d as i64)))
            .map(|d| u[d].clone())
            .collect();
        let mut idx = vec![IndexExpr::Const(0); out_shape.len()];
        for (k, &od) in s.scatter_dims_to_operand_dims.iter().enumerate() {
            let mut at = batch.clone();
            if ivd < irank {
                at.insert(ivd, IndexExpr::Const(k as i64));
            }
            idx[od as usize] = IndexExpr::Dynamic {
                param: ip,
                index: at,
                lo: i64::MIN,
                hi: i64::MAX,
            };
        }
        for (&ob, &ib) in s
            .input_batching_dims
            .iter()
            .zip(&s.scatter_indices_batching_dims)
        {
            let ib = ib as usize;
            let pos = if ib < ivd { ib } else { ib - 1 };
            idx[ob as usize] = idx[ob as usize].clone().plus(batch[pos].clone());
        }
        let window_dims: Vec<usize> = (0..out_shape.len())
            .filter(|d| {
                !s.inserted_window_dims.contains(&(*d as i64))
                    && !s.input_batching_dims.contains(&(*d as i64))
            })
            .collect();
        let start = idx.clone();
        let mut window = vec![1i64; out_shape.len()];
        for (k, &wd) in window_dims.iter().enumerate() {
            let ud = s.update_window_dims[k] as usize;
            window[wd] = update_shape[ud];
            idx[wd] = idx[wd].clone().plus(u[ud].clone());
        }
        Ok((start, window, idx))
    }
}

/// The index into a tensor of shape `from` of the element at `index` of its reshape to
/// `to`: dimensions are matched in groups with equal products, so only a group that both
/// merges and splits dimensions needs division.
fn reshape_index(to: &[i64], index: &[IndexExpr], from: &[i64]) -> Vec<IndexExpr> {
    let mut out = Vec::with_capacity(from.len());
    let (mut i, mut j) = (0, 0);
    while i < to.len() || j < from.len() {
        // Size-1 dimensions of the operand take index 0; of the result they are dropped.
        if j < from.len() && from[j] == 1 {
            out.push(IndexExpr::Const(0));
            j += 1;
            continue;
        }
        if i < to.len() && to[i] == 1 {
            i += 1;
            continue;
        }
        if i >= to.len() || j >= from.len() {
            // Only zero-size shapes get here; any index will do.
            while j < from.len() {
                out.push(IndexExpr::Const(0));
                j += 1;
            }
            break;
        }
        // Grow the smallest group with equal products.
        let (i0, j0) = (i, j);
        let (mut pt, mut pf) = (to[i], from[j]);
        i += 1;
        j += 1;
        while pt != pf {
            if pt < pf {
                pt *= to[i];
                i += 1;
            } else {
                pf *= from[j];
                j += 1;
            }
        }
        // Linear index within the group (result side), then split over the operand side.
        let mut linear = IndexExpr::Const(0);
        let mut stride = 1;
        for k in (i0..i).rev() {
            linear = index[k].clone().times(stride).plus(linear);
            stride *= to[k];
        }
        let total = stride;
        let mut below = total;
        for &size in &from[j0..j] {
            below /= size;
            let part = linear.clone().floor_div(below, total);
            out.push(part.modulo(size, total / below));
        }
    }
    out
}

fn uses_var(e: &IndexExpr, v: usize) -> bool {
    match e {
        IndexExpr::Var(k) => *k == v,
        IndexExpr::Const(_) => false,
        IndexExpr::Add(a, b) => uses_var(a, v) || uses_var(b, v),
        IndexExpr::Mul(a, _)
        | IndexExpr::Div(a, _)
        | IndexExpr::Rem(a, _)
        | IndexExpr::Clamp { x: a, .. } => uses_var(a, v),
        IndexExpr::Dynamic { index, .. } => index.iter().any(|x| uses_var(x, v)),
    }
}

fn has_dynamic(e: &IndexExpr) -> bool {
    match e {
        IndexExpr::Var(_) | IndexExpr::Const(_) => false,
        IndexExpr::Add(a, b) => has_dynamic(a) || has_dynamic(b),
        IndexExpr::Mul(a, _)
        | IndexExpr::Div(a, _)
        | IndexExpr::Rem(a, _)
        | IndexExpr::Clamp { x: a, .. } => has_dynamic(a),
        IndexExpr::Dynamic { .. } => true,
    }
}

/// `Var(k)` for `k > d` renumbered to `Var(k - 1)` (loop `d + 1` was merged into loop `d`).
fn shift_vars(e: &mut IndexExpr, d: usize) {
    match e {
        IndexExpr::Var(k) if *k > d => *k -= 1,
        IndexExpr::Var(_) | IndexExpr::Const(_) => {}
        IndexExpr::Add(a, b) => {
            shift_vars(a, d);
            shift_vars(b, d);
        }
        IndexExpr::Mul(a, _)
        | IndexExpr::Div(a, _)
        | IndexExpr::Rem(a, _)
        | IndexExpr::Clamp { x: a, .. } => shift_vars(a, d),
        IndexExpr::Dynamic { index, .. } => index.iter_mut().for_each(|x| shift_vars(x, d)),
    }
}

/// Merges adjacent loops of a map or reduction kernel where every parameter is read either
/// independently of both or as the same two adjacent dimensions with the loops' extents (an
/// elementwise kernel over `[8, 128, 256]` becomes one loop of 262144): fewer, longer loops
/// vectorize better and make less code. A kernel reads its buffers in the shapes of its
/// parameter types, which keep the buffers' element counts.
fn collapse(mut k: Kernel) -> Kernel {
    if matches!(k.body, KernelBody::Scatter { .. }) {
        return k;
    }
    let any_dynamic = k.nodes.iter().any(|n| match n {
        Node::Load { index, .. } => index.iter().any(has_dynamic),
        Node::Index { .. } => true,
        _ => false,
    });
    if any_dynamic {
        return k;
    }
    let mut d = 0;
    while d + 1 < k.space.len() {
        // A row (the innermost loops of row reductions) merges only within itself, and the
        // loops outside it only among themselves.
        let t = k.row_dims().unwrap_or(0);
        let r = k.space.len() - t;
        let boundary = t > 0 && d + 1 == r;
        match merge_plan(&k, d) {
            Some(plan) if !boundary => {
                apply_merge(&mut k, d, &plan);
                if t > 0 && d >= r {
                    for n in &mut k.nodes {
                        if let Node::RowReduce { dims, .. } = n {
                            *dims -= 1;
                        }
                    }
                }
            }
            _ => d += 1,
        }
    }
    k
}

/// For each parameter: `None` if no load of it uses loops `d` or `d + 1`, `Some(j)` if
/// every load of it reads them as its dimensions `j` and `j + 1`; `None` overall when the
/// loops cannot merge.
fn merge_plan(k: &Kernel, d: usize) -> Option<Vec<Option<usize>>> {
    if let KernelBody::Reduce { reduced, .. } = &k.body
        && reduced[d] != reduced[d + 1]
    {
        return None;
    }
    let mut plan: Vec<Option<Option<usize>>> = vec![None; k.params.len()];
    for n in &k.nodes {
        let Node::Load { param, index } = n else {
            continue;
        };
        let this = if index.iter().all(|e| !uses_var(e, d) && !uses_var(e, d + 1)) {
            None
        } else {
            let j = index.iter().position(|e| *e == IndexExpr::Var(d))?;
            let shape = &k.params[*param].shape;
            let ok = j + 1 < index.len()
                && index[j + 1] == IndexExpr::Var(d + 1)
                && shape[j] == k.space[d]
                && shape[j + 1] == k.space[d + 1]
                && index
                    .iter()
                    .enumerate()
                    .all(|(i, e)| i == j || i == j + 1 || (!uses_var(e, d) && !uses_var(e, d + 1)));
            if !ok {
                return None;
            }
            Some(j)
        };
        match plan[*param] {
            None => plan[*param] = Some(this),
            Some(prev) if prev == this => {}
            Some(_) => return None,
        }
    }
    Some(plan.into_iter().map(|p| p.flatten()).collect())
}

fn apply_merge(k: &mut Kernel, d: usize, plan: &[Option<usize>]) {
    let merged = k.space[d] * k.space[d + 1];
    k.space[d] = merged;
    k.space.remove(d + 1);
    for (p, j) in plan.iter().enumerate() {
        if let Some(j) = *j {
            let shape = &mut k.params[p].shape;
            shape[j] *= shape[j + 1];
            shape.remove(j + 1);
        }
    }
    for n in &mut k.nodes {
        if let Node::Load { param, index } = n {
            if let Some(j) = plan[*param] {
                index.remove(j + 1);
            }
            index.iter_mut().for_each(|e| shift_vars(e, d));
        }
    }
    match &mut k.body {
        KernelBody::Map { .. } => k.output.shape = k.space.clone(),
        KernelBody::Reduce { reduced, .. } => {
            reduced.remove(d + 1);
            k.output.shape = k
                .space
                .iter()
                .zip(reduced.iter())
                .filter(|(_, r)| !**r)
                .map(|(s, _)| *s)
                .collect();
        }
        KernelBody::Scatter { .. } => {}
    }
}

/// Whether kernel `k` can write its output over parameter `p`: a map whose every load of
/// `p` is at the point's own position, with the output's shape.
fn can_update_in_place(k: &Kernel, p: usize) -> bool {
    let KernelBody::Map { .. } = k.body else {
        return false;
    };
    if k.params[p].shape != k.space || k.params[p].element != k.output.element {
        return false;
    }
    let identity: Vec<IndexExpr> = (0..k.space.len()).map(IndexExpr::Var).collect();
    k.nodes.iter().all(|n| match n {
        Node::Load { param, index } if *param == p => *index == identity,
        _ => true,
    })
}

/// Assigns storage slots (see the module documentation). A map kernel whose input dies at
/// its launch and is read only at each point's own position writes its output over that
/// input (the launch uses the kernel's in-place variant).
fn plan_buffers(p: &mut ExecProgram, donated: &[(usize, usize)]) {
    let n = p.buffers.len();
    let steps = p.steps.len();
    // Last step reading each base buffer (`steps` = live to the end).
    let mut last_use = vec![0usize; n];
    for (i, s) in p.steps.iter().enumerate() {
        for b in s.reads() {
            let base = p.base(b);
            last_use[base] = last_use[base].max(i);
        }
    }
    for &b in &p.results {
        let base = p.base(b);
        last_use[base] = steps;
    }
    // Loops: what a loop reads from before it is read again in every iteration.
    let mut first_write: Vec<Option<usize>> = p
        .buffers
        .iter()
        .map(|d| match d.origin {
            BufferOrigin::Argument(_) | BufferOrigin::Constant(_) => Some(0),
            _ => None,
        })
        .collect();
    for (i, s) in p.steps.iter().enumerate() {
        for b in s.writes() {
            first_write[b].get_or_insert(i);
        }
    }
    p.extend_over_loops(&first_write, &mut last_use);
    // Donated arguments: the result may take the argument's storage once the argument is
    // read for the last time (a result that is a view, the argument itself or returned twice
    // keeps its own storage).
    let mut donated_to: Vec<Option<(usize, usize, usize)>> = vec![None; n]; // (result buffer, arg, result)
    for &(a, r) in donated {
        let (ab, rb) = (p.args[a], p.results[r]);
        let base_of_result = p.results.iter().filter(|&&x| p.base(x) == rb).count();
        if p.buffers[rb].origin == BufferOrigin::Step
            && base_of_result == 1
            && last_use[ab] < steps
            && buffer_bytes(&p.buffers[ab].ty) == buffer_bytes(&p.buffers[rb].ty)
        {
            donated_to[ab] = Some((rb, a, r));
        }
    }
    let mut free: Vec<usize> = Vec::new();
    let mut slot_of = vec![usize::MAX; n];
    // Arguments and constants: own slots, live throughout (donated ones until their result
    // takes the slot over).
    for b in 0..n {
        if let BufferOrigin::Argument(_) | BufferOrigin::Constant(_) = p.buffers[b].origin {
            p.slots.push(buffer_bytes(&p.buffers[b].ty));
            slot_of[b] = p.slots.len() - 1;
            if donated_to[b].is_none() {
                last_use[b] = steps;
            }
        }
    }
    // Result buffer -> donated argument buffer.
    let mut donor_of: Vec<Option<usize>> = vec![None; n];
    for (ab, d) in donated_to.iter().enumerate() {
        if let Some((rb, _, _)) = d {
            donor_of[*rb] = Some(ab);
        }
    }
    let mut dying_at: Vec<Vec<usize>> = vec![Vec::new(); steps + 1];
    for i in 0..steps {
        // An in-place launch takes over its dying input's slot.
        if let Step::Launch {
            kernel,
            inputs,
            output,
            ..
        } = &p.steps[i]
        {
            let k = &p.kernels[*kernel];
            let out_bytes = buffer_bytes(&p.buffers[*output].ty);
            // A loop's state keeps the slot it got before the loop.
            let movable = p.buffers[*output].origin == BufferOrigin::Step;
            let candidate = inputs.iter().enumerate().find(|&(q, &b)| {
                let base = p.base(b);
                movable
                    && (p.buffers[base].origin == BufferOrigin::Step
                        || donated_to[base].is_some_and(|(rb, _, _)| rb == *output))
                    && last_use[base] == i
                    && buffer_bytes(&p.buffers[b].ty) == out_bytes
                    && inputs.iter().filter(|&&x| p.base(x) == base).count() == 1
                    && can_update_in_place(k, q)
            });
            if let Some((q, &b)) = candidate {
                let base = p.base(b);
                let slot = slot_of[base];
                let argument = donated_to[base].is_some();
                let dying = dying_at[i].iter().position(|&s| s == slot);
                if argument || dying.is_some() {
                    if let Some(pos) = dying {
                        dying_at[i].swap_remove(pos);
                    }
                    if let Some((_, a, r)) = donated_to[base] {
                        p.donations.push((a, r));
                    }
                    let mut variant = k.clone();
                    variant.in_place = Some(q);
                    let id = match p.kernels.iter().position(|x| *x == variant) {
                        Some(id) => id,
                        None => {
                            p.kernels.push(variant);
                            p.kernels.len() - 1
                        }
                    };
                    let out = *output;
                    if let Step::Launch { kernel, .. } = &mut p.steps[i] {
                        *kernel = id;
                    }
                    slot_of[out] = slot;
                    dying_at[last_use[out].max(i)].push(slot);
                    free.append(&mut dying_at[i]);
                    continue;
                }
            }
        }
        // A GEMM accumulating into a buffer that dies here writes over it — unless the
        // product also reads it (`x + x @ w` of a matrix added to its own product): the
        // GEMM would overwrite an operand it is still reading.
        if let Step::Gemm {
            accumulate: Some(acc),
            output,
            lhs,
            rhs,
            ..
        } = &p.steps[i]
        {
            let base = p.base(*acc);
            let slot = slot_of[base];
            if p.buffers[base].origin == BufferOrigin::Step
                && p.base(*lhs) != base
                && p.base(*rhs) != base
                && last_use[base] == i
                && buffer_bytes(&p.buffers[base].ty) == buffer_bytes(&p.buffers[*output].ty)
                && let Some(pos) = dying_at[i].iter().position(|&s| s == slot)
            {
                dying_at[i].swap_remove(pos);
                let out = *output;
                slot_of[out] = slot;
                dying_at[last_use[out].max(i)].push(slot);
                free.append(&mut dying_at[i]);
                continue;
            }
        }
        for b in p.steps[i].writes() {
            // A loop's state, written again at the end of an iteration, has its slot.
            if slot_of[b] != usize::MAX {
                continue;
            }
            // A result over its donated argument, read for the last time before this step.
            if let Some(ab) = donor_of[b]
                && last_use[ab] < i
            {
                slot_of[b] = slot_of[ab];
                if let Some((_, a, r)) = donated_to[ab] {
                    p.donations.push((a, r));
                }
                continue;
            }
            let bytes = buffer_bytes(&p.buffers[b].ty);
            // Best fit among the free slots large enough; else grow the largest free slot
            // (cheaper than a new one).
            let fit = free
                .iter()
                .enumerate()
                .filter(|&(_, &s)| p.slots[s] >= bytes)
                .min_by_key(|&(_, &s)| p.slots[s])
                .map(|(k, _)| k);
            let pick = fit.or_else(|| {
                free.iter()
                    .enumerate()
                    .max_by_key(|&(_, &s)| p.slots[s])
                    .map(|(k, _)| k)
            });
            let slot = match pick {
                Some(k) => {
                    let s = free.swap_remove(k);
                    p.slots[s] = p.slots[s].max(bytes);
                    s
                }
                None => {
                    p.slots.push(bytes);
                    p.slots.len() - 1
                }
            };
            slot_of[b] = slot;
            let end = last_use[b].max(i);
            dying_at[end].push(slot);
        }
        free.append(&mut dying_at[i]);
    }
    for b in 0..n {
        let base = p.base(b);
        p.buffers[b].slot = slot_of[base];
    }
    p.donations.sort_unstable();
    // Kernels no launch uses any more (replaced by their in-place variants) are dropped.
    let mut used = vec![false; p.kernels.len()];
    for s in &p.steps {
        if let Step::Launch { kernel, .. } = s {
            used[*kernel] = true;
        }
    }
    let mut new_id = vec![usize::MAX; p.kernels.len()];
    let mut kept = Vec::new();
    for (i, k) in std::mem::take(&mut p.kernels).into_iter().enumerate() {
        if used[i] {
            new_id[i] = kept.len();
            kept.push(k);
        }
    }
    p.kernels = kept;
    for s in &mut p.steps {
        if let Step::Launch { kernel, .. } = s {
            *kernel = new_id[*kernel];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(e: &IndexExpr, vars: &[i64]) -> i64 {
        match e {
            IndexExpr::Var(k) => vars[*k],
            IndexExpr::Const(c) => *c,
            IndexExpr::Add(a, b) => eval(a, vars) + eval(b, vars),
            IndexExpr::Mul(a, c) => eval(a, vars) * c,
            IndexExpr::Div(a, c) => eval(a, vars) / c,
            IndexExpr::Rem(a, c) => eval(a, vars) % c,
            IndexExpr::Clamp { x, lo, hi } => eval(x, vars).clamp(*lo, *hi),
            IndexExpr::Dynamic { .. } => unreachable!("reshapes read no indices"),
        }
    }

    /// Every element of a reshape reads the operand element with the same row-major position.
    #[test]
    fn reshape_index_keeps_the_linear_position() {
        let cases: &[(&[i64], &[i64])] = &[
            (&[6, 4], &[4, 6]),
            (&[2, 3, 4], &[6, 4]),
            (&[6, 4], &[2, 3, 4]),
            (&[1, 6, 1, 4], &[24]),
            (&[24], &[2, 1, 3, 4, 1]),
            (&[4, 6], &[2, 12]),
            (&[3, 10], &[5, 6]),
            (&[2, 3, 5, 7], &[7, 5, 3, 2]),
        ];
        for &(to, from) in cases {
            let index: Vec<IndexExpr> = (0..to.len()).map(IndexExpr::Var).collect();
            let map = reshape_index(to, &index, from);
            assert_eq!(map.len(), from.len());
            let n: i64 = to.iter().product();
            for lin in 0..n {
                let vars = shardc_ir::interp::unravel(lin as usize, to);
                let src: Vec<i64> = map.iter().map(|e| eval(e, &vars)).collect();
                let back = shardc_ir::interp::ravel(&src, &shardc_ir::interp::strides(from));
                assert_eq!(back as i64, lin, "{to:?} <- {from:?} at {vars:?}: {src:?}");
            }
        }
    }
}
