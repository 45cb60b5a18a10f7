//! The kernel-level program: what one device executes, shared by the CPU and CUDA back ends.
//!
//! [`lower`](crate::lower) turns a verified local-view function into an [`ExecProgram`]:
//!
//! - **buffers** ([`BufferDecl`]): every tensor the device holds, with its type and where its
//!   bytes come from (an argument, a constant, a step that writes it, or a *view* of another
//!   buffer's bytes, as a reshape is);
//! - a **buffer plan**: every buffer that owns bytes is placed in a storage *slot*; a slot is
//!   reused by a later buffer once every buffer in it before is dead (liveness over the steps);
//! - **kernels** ([`Kernel`]): fused loop nests over elementwise, broadcast, reshape,
//!   transpose, slice and iota ops, with an optional reduction; identical kernels (same body,
//!   same shapes) appear once and are launched many times;
//! - **steps** ([`Step`]), in order: kernel launches, matrix products on the GEMM library,
//!   collectives, and *host* steps that run one op on the reference evaluator (ops that have
//!   no compiled kernel yet; they are listed, never hidden); a loop's steps are in line,
//!   between a test that leaves the loop and a jump back to the test, its carried values in
//!   [`BufferOrigin::LoopState`] buffers.
//!
//! The program prints as text ([`ExecProgram::print`], `shardc compile --emit exec`) and
//! [`verify`] checks it: every buffer written before it is read and written once, types agree
//! with the kernels and GEMM shapes, and no two buffers that are live at the same time share
//! a slot.

mod print;
mod verify;

use shardc_ir::op::{BinaryOp, CompareDirection, ReduceKind, UnaryOp};
use shardc_ir::{ElementType, Location, OpId, TensorType};

pub use verify::verify;

/// Index of a buffer in [`ExecProgram::buffers`].
pub type BufferId = usize;

/// Where a buffer's contents come from.
#[derive(Clone, Debug, PartialEq)]
pub enum BufferOrigin {
    /// Argument `i` of the function (copied in by the runtime before the first step).
    Argument(usize),
    /// A constant of the program, written before the first step.
    Constant(shardc_ir::DenseElements),
    /// Written by a step.
    Step,
    /// The bytes of another buffer under another shape (a reshape or a sharding constraint):
    /// it owns no storage.
    View(BufferId),
    /// A loop-carried value's storage (`hlo.while`): written before the loop by a copy of
    /// its initial value and at the end of every iteration by a copy of the body's result;
    /// the condition and the body read it through views, and so does the code after the
    /// loop.
    LoopState,
}

/// One buffer of the program.
#[derive(Clone, Debug, PartialEq)]
pub struct BufferDecl {
    /// Shape and element type.
    pub ty: TensorType,
    /// Where its contents come from.
    pub origin: BufferOrigin,
    /// The storage slot holding its bytes (a view's is its base's).
    pub slot: usize,
}

/// An index expression over a kernel's loop variables.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum IndexExpr {
    /// Loop variable `k` (loop `k` runs over dimension `k` of the kernel's iteration space).
    Var(usize),
    /// A constant.
    Const(i64),
    /// Sum.
    Add(Box<IndexExpr>, Box<IndexExpr>),
    /// Product with a constant.
    Mul(Box<IndexExpr>, i64),
    /// Floor division by a positive constant (operands are never negative).
    Div(Box<IndexExpr>, i64),
    /// Remainder by a positive constant.
    Rem(Box<IndexExpr>, i64),
    /// An expression clamped to `[lo, hi]` (`lo <= hi`): a concatenation's or padding's read
    /// of an operand, kept inside the operand where the element comes from elsewhere.
    Clamp {
        /// The clamped expression.
        x: Box<IndexExpr>,
        /// Lower bound.
        lo: i64,
        /// Upper bound.
        hi: i64,
    },
    /// The integer element of kernel parameter `param` at `index`, clamped to `[lo, hi]` (a
    /// `gather`'s or `scatter`'s start index).
    Dynamic {
        /// The (integer) parameter read.
        param: usize,
        /// Index per parameter dimension.
        index: Vec<IndexExpr>,
        /// Lower clamp.
        lo: i64,
        /// Upper clamp.
        hi: i64,
    },
}

impl IndexExpr {
    /// `self + c`, folded.
    pub fn add_const(self, c: i64) -> IndexExpr {
        match (self, c) {
            (e, 0) => e,
            (IndexExpr::Const(a), c) => IndexExpr::Const(a + c),
            (e, c) => IndexExpr::Add(Box::new(e), Box::new(IndexExpr::Const(c))),
        }
    }

    /// `self * c`, folded.
    pub fn times(self, c: i64) -> IndexExpr {
        match (self, c) {
            (_, 0) => IndexExpr::Const(0),
            (e, 1) => e,
            (IndexExpr::Const(a), c) => IndexExpr::Const(a * c),
            (e, c) => IndexExpr::Mul(Box::new(e), c),
        }
    }

    /// `self + other`, folded.
    pub fn plus(self, other: IndexExpr) -> IndexExpr {
        match (self, other) {
            (IndexExpr::Const(0), e) | (e, IndexExpr::Const(0)) => e,
            (IndexExpr::Const(a), IndexExpr::Const(b)) => IndexExpr::Const(a + b),
            (a, b) => IndexExpr::Add(Box::new(a), Box::new(b)),
        }
    }

    /// `self` clamped to `[lo, hi]`, folded for constants.
    pub fn clamped(self, lo: i64, hi: i64) -> IndexExpr {
        match self {
            IndexExpr::Const(a) => IndexExpr::Const(a.clamp(lo, hi)),
            e => IndexExpr::Clamp {
                x: Box::new(e),
                lo,
                hi,
            },
        }
    }

    /// `self / c` for an expression ranging over `[0, extent)`, folded.
    pub fn floor_div(self, c: i64, extent: i64) -> IndexExpr {
        if c == 1 {
            return self;
        }
        if extent <= c {
            return IndexExpr::Const(0);
        }
        match self {
            IndexExpr::Const(a) => IndexExpr::Const(a / c),
            e => IndexExpr::Div(Box::new(e), c),
        }
    }

    /// `self % c` for an expression ranging over `[0, extent)`, folded.
    pub fn modulo(self, c: i64, extent: i64) -> IndexExpr {
        if c == 1 {
            return IndexExpr::Const(0);
        }
        if extent <= c {
            return self;
        }
        match self {
            IndexExpr::Const(a) => IndexExpr::Const(a % c),
            e => IndexExpr::Rem(Box::new(e), c),
        }
    }
}

/// Index of a node in [`Kernel::nodes`].
pub type NodeId = usize;

/// One scalar computation of a kernel body, evaluated at every point of the iteration space.
/// Nodes compute in the element type's *compute type*: f32 for f32, bf16 and f16 (rounded to
/// the narrow type where the program converts to it and when stored), f64, i64, i32 and i1.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Node {
    /// The element of kernel parameter `param` at the given index (one expression per
    /// dimension of the parameter).
    Load {
        /// Parameter index.
        param: usize,
        /// Index per parameter dimension.
        index: Vec<IndexExpr>,
    },
    /// A constant: the f64 bits for floats, the value for integers.
    Const {
        /// Element type.
        ty: ElementType,
        /// f64 bits (floats) or the integer value.
        bits: i64,
    },
    /// The value of an index expression (`iota`).
    Index {
        /// Element type of the result.
        ty: ElementType,
        /// The index.
        index: IndexExpr,
    },
    /// A unary op.
    Unary {
        /// The op.
        op: UnaryOp,
        /// Element type of operand and result.
        ty: ElementType,
        /// Operand.
        x: NodeId,
    },
    /// A binary op.
    Binary {
        /// The op.
        op: BinaryOp,
        /// Element type of operands and result.
        ty: ElementType,
        /// Operands.
        x: NodeId,
        /// Second operand.
        y: NodeId,
    },
    /// A comparison giving i1.
    Compare {
        /// The predicate.
        dir: CompareDirection,
        /// Element type of the operands.
        ty: ElementType,
        /// Operands.
        x: NodeId,
        /// Second operand.
        y: NodeId,
    },
    /// `pred ? on_true : on_false`.
    Select {
        /// i1 predicate.
        pred: NodeId,
        /// Chosen when true.
        on_true: NodeId,
        /// Chosen when false.
        on_false: NodeId,
    },
    /// The reduction of node `value` over the innermost `dims` loops, for the current point
    /// of the outer loops (a *row*): computed once per row before the row's inner loops run,
    /// so that a row reduction and its consumers are one kernel (a softmax's max, sum and
    /// division). Starts from node `init`, which reads no loop variable.
    RowReduce {
        /// The combiner.
        kind: ReduceKind,
        /// Element type.
        ty: ElementType,
        /// The reduced node (evaluated at every point of the row).
        value: NodeId,
        /// The initial value.
        init: NodeId,
        /// How many innermost loops make a row.
        dims: usize,
    },
    /// Element type conversion.
    Convert {
        /// From.
        from: ElementType,
        /// To.
        to: ElementType,
        /// Operand.
        x: NodeId,
    },
    /// The bits of an element read as another type of the same width (32 or 64 bits).
    Bitcast {
        /// From.
        from: ElementType,
        /// To.
        to: ElementType,
        /// Operand.
        x: NodeId,
    },
}

/// What a kernel computes at each point of its iteration space.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum KernelBody {
    /// Writes node `value` of every point to the one output, at the point's index (the
    /// iteration space is the output's shape).
    Map {
        /// The stored node.
        value: NodeId,
    },
    /// Writes node `base` at every point of the output (evaluated over the output's shape),
    /// then, for every point of the iteration space (the updates' shape), combines node
    /// `update` into the output element at `index` with `kind` (`None`: replaces it); points
    /// whose `index` falls outside the output are skipped (`scatter`).
    Scatter {
        /// The output's initial value, over the output's shape.
        base: NodeId,
        /// The update, over the iteration space.
        update: NodeId,
        /// The output element each point updates.
        index: Vec<IndexExpr>,
        /// Where the point's update window starts in the output (the index without the
        /// window offsets), and the window's extent per output dimension: a point is
        /// written only when its whole window lies inside the output (XLA drops a window
        /// that does not, as JAX's default `FILL_OR_DROP` mode says).
        window_start: Vec<IndexExpr>,
        /// The window's extent per output dimension (1 where the window does not extend).
        window: Vec<i64>,
        /// The combiner (`None`: replace).
        kind: Option<ReduceKind>,
    },
    /// Combines node `value` of every point into the output element the point's kept
    /// dimensions name, starting from node `init` (a node that loads nothing), with `kind`.
    Reduce {
        /// The combined node.
        value: NodeId,
        /// The initial value (evaluated once per output element).
        init: NodeId,
        /// The combiner.
        kind: ReduceKind,
        /// Which dimensions of the iteration space are reduced (the others index the output).
        reduced: Vec<bool>,
    },
}

/// A fused kernel: a loop nest over `space` computing `nodes`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Kernel {
    /// Types of the parameters (read-only buffers).
    pub params: Vec<TensorType>,
    /// Type of the output buffer.
    pub output: TensorType,
    /// The iteration space (loop extents, outermost first).
    pub space: Vec<i64>,
    /// The scalar computation, in dependency order.
    pub nodes: Vec<Node>,
    /// What is written.
    pub body: KernelBody,
    /// Computes exactly as the reference interpreter does (`--parity`): floats in f64, each op
    /// rounded to its element type, reductions in order and never reassociated, the C
    /// library's math functions instead of inline approximations.
    pub exact: bool,
    /// `Some(p)`: parameter `p` is the output buffer itself (the kernel updates it in place:
    /// every point reads parameter `p` at its own position only, and the launch passes the
    /// same buffer for both); loads of `p` read the output.
    pub in_place: Option<usize>,
}

impl Kernel {
    /// Arithmetic operations per point (a rough FLOP count: every non-load node counts one).
    pub fn ops_per_point(&self) -> usize {
        self.nodes
            .iter()
            .filter(|n| {
                matches!(
                    n,
                    Node::Unary { .. }
                        | Node::Binary { .. }
                        | Node::Compare { .. }
                        | Node::Select { .. }
                        | Node::Convert { .. }
                        | Node::Bitcast { .. }
                        | Node::RowReduce { .. }
                )
            })
            .count()
    }

    /// The number of innermost loops that make a row, when the kernel computes row
    /// reductions (all of its [`Node::RowReduce`] nodes reduce as many loops).
    pub fn row_dims(&self) -> Option<usize> {
        self.nodes.iter().find_map(|n| match n {
            Node::RowReduce { dims, .. } => Some(*dims),
            _ => None,
        })
    }
}

/// A batched matrix product `out[b] = lhs[b] x rhs[b]` over row-major or transposed operands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GemmShape {
    /// Number of independent products.
    pub batch: usize,
    /// Rows of the product.
    pub m: usize,
    /// Columns of the product.
    pub n: usize,
    /// Contraction length.
    pub k: usize,
    /// The left operand is stored `k x m` (transposed) instead of `m x k`.
    pub lhs_transposed: bool,
    /// The right operand is stored `n x k` (transposed) instead of `k x n`.
    pub rhs_transposed: bool,
}

/// One step of the program.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// Runs kernel `kernel` on `inputs`, writing `output`.
    Launch {
        /// Index into [`ExecProgram::kernels`].
        kernel: usize,
        /// Parameter buffers.
        inputs: Vec<BufferId>,
        /// The written buffer.
        output: BufferId,
        /// The op (of the local-view function) whose value the kernel writes.
        op: OpId,
    },
    /// A matrix product on the GEMM library, with its epilogue:
    /// `output = scale · lhs × rhs (+ accumulate)`.
    Gemm {
        /// Shape and operand layouts.
        shape: GemmShape,
        /// Left operand.
        lhs: BufferId,
        /// Right operand.
        rhs: BufferId,
        /// Result.
        output: BufferId,
        /// A constant factor of the product (a fused `multiply` or `divide` by a constant).
        scale: f64,
        /// A buffer of the result's type added to the product (a fused `add`).
        accumulate: Option<BufferId>,
        /// The `dot_general`.
        op: OpId,
    },
    /// A collective of the local-view function (run by the runtime's collectives with the
    /// op's attributes and shardings).
    Collective {
        /// The collective op.
        op: OpId,
        /// Operands (several for a tuple all-reduce).
        inputs: Vec<BufferId>,
        /// Results, one per operand.
        outputs: Vec<BufferId>,
    },
    /// An op without a compiled kernel, run on the reference evaluator.
    Host {
        /// The op.
        op: OpId,
        /// Operands.
        inputs: Vec<BufferId>,
        /// Results.
        outputs: Vec<BufferId>,
    },
    /// The test of a loop (`hlo.while`): when the `i1` scalar `pred` is false, execution
    /// continues at step `exit` (after the loop), else at the next step (the body).
    LoopTest {
        /// The condition's result.
        pred: BufferId,
        /// The first step after the loop.
        exit: usize,
        /// The `hlo.while`.
        op: OpId,
    },
    /// The end of a loop's body: execution continues at step `to` (the condition's first
    /// step).
    Jump {
        /// The condition's first step.
        to: usize,
        /// The `hlo.while`.
        op: OpId,
    },
}

impl Step {
    /// The buffers the step reads.
    pub fn reads(&self) -> Vec<BufferId> {
        match self {
            Step::Launch { inputs, .. }
            | Step::Host { inputs, .. }
            | Step::Collective { inputs, .. } => inputs.clone(),
            Step::Gemm {
                lhs,
                rhs,
                accumulate,
                ..
            } => {
                let mut r = vec![*lhs, *rhs];
                r.extend(accumulate);
                r
            }
            Step::LoopTest { pred, .. } => vec![*pred],
            Step::Jump { .. } => Vec::new(),
        }
    }

    /// The buffers the step writes.
    pub fn writes(&self) -> Vec<BufferId> {
        match self {
            Step::Launch { output, .. } | Step::Gemm { output, .. } => vec![*output],
            Step::Host { outputs, .. } | Step::Collective { outputs, .. } => outputs.clone(),
            Step::LoopTest { .. } | Step::Jump { .. } => Vec::new(),
        }
    }

    /// The local-view op the step comes from.
    pub fn op(&self) -> OpId {
        match self {
            Step::Launch { op, .. }
            | Step::Gemm { op, .. }
            | Step::Collective { op, .. }
            | Step::Host { op, .. }
            | Step::LoopTest { op, .. }
            | Step::Jump { op, .. } => *op,
        }
    }
}

/// One device's executable program (see the module documentation).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ExecProgram {
    /// The local-view function it was lowered from.
    pub function: String,
    /// Every buffer.
    pub buffers: Vec<BufferDecl>,
    /// Size in bytes of each storage slot.
    pub slots: Vec<u64>,
    /// Distinct kernels.
    pub kernels: Vec<Kernel>,
    /// Steps in execution order.
    pub steps: Vec<Step>,
    /// Argument buffers, in argument order.
    pub args: Vec<BufferId>,
    /// Result buffers, in result order.
    pub results: Vec<BufferId>,
    /// `(argument, result)` pairs whose result the buffer plan writes over the argument's
    /// storage (donated arguments, see [`crate::donation`]): after a run the argument's
    /// buffer holds the result, which is what the next training step reads.
    pub donations: Vec<(usize, usize)>,
    /// Source location of each step's op, for messages.
    pub locations: Vec<Location>,
    /// The functions whose ops the steps run: the lowered function first, then the
    /// conditions and bodies of its loops (their steps are in line, between a loop's copies
    /// and its [`Step::Jump`]).
    pub functions: Vec<String>,
    /// For each step, the index in [`ExecProgram::functions`] of the function its op is in.
    pub step_functions: Vec<usize>,
}

impl ExecProgram {
    /// The buffer owning `b`'s bytes (`b` itself unless it is a view).
    pub fn base(&self, mut b: BufferId) -> BufferId {
        while let BufferOrigin::View(of) = self.buffers[b].origin {
            b = of;
        }
        b
    }

    /// Each loop's steps, `(first, last)`: from its condition's first step to its
    /// [`Step::Jump`] back, inclusive.
    pub fn loop_ranges(&self) -> Vec<(usize, usize)> {
        self.steps
            .iter()
            .enumerate()
            .filter_map(|(j, s)| match s {
                Step::Jump { to, .. } => Some((*to, j)),
                _ => None,
            })
            .collect()
    }

    /// Extends `last_use` (per base buffer, the last step reading it) over loops: a buffer
    /// available before a loop (`first_write[b]` earlier than its first step) and read or
    /// written inside it lives until the loop's last step — read, it is read again in the
    /// next iteration; written (a loop's state, written at the end of every iteration), its
    /// storage is its own across the back edge even when nothing reads it (a state written
    /// into a slot another state of the loop took would overwrite that one).
    pub fn extend_over_loops(&self, first_write: &[Option<usize>], last_use: &mut [usize]) {
        let ranges = self.loop_ranges();
        // Reads and writes of each base buffer, by step.
        let mut reads: Vec<Vec<usize>> = vec![Vec::new(); self.buffers.len()];
        for (i, s) in self.steps.iter().enumerate() {
            for b in s.reads().into_iter().chain(s.writes()) {
                if b < self.buffers.len() {
                    reads[self.base(b)].push(i);
                }
            }
        }
        for &(first, last) in &ranges {
            for (b, at) in reads.iter().enumerate() {
                let before = first_write[b].is_some_and(|w| w < first);
                if before && at.iter().any(|&i| (first..=last).contains(&i)) {
                    last_use[b] = last_use[b].max(last);
                }
            }
        }
    }

    /// Bytes of the buffer plan: the sum of the slot sizes.
    pub fn planned_bytes(&self) -> u64 {
        self.slots.iter().sum()
    }

    /// Bytes without reuse: every buffer that owns storage, summed.
    pub fn unplanned_bytes(&self) -> u64 {
        self.buffers
            .iter()
            .filter(|b| !matches!(b.origin, BufferOrigin::View(_)))
            .map(|b| buffer_bytes(&b.ty))
            .sum()
    }

    /// Number of steps of each kind: (launches, GEMMs, collectives, host ops).
    pub fn step_counts(&self) -> (usize, usize, usize, usize) {
        let mut c = (0, 0, 0, 0);
        for s in &self.steps {
            match s {
                Step::Launch { .. } => c.0 += 1,
                Step::Gemm { .. } => c.1 += 1,
                Step::Collective { .. } => c.2 += 1,
                Step::Host { .. } => c.3 += 1,
                Step::LoopTest { .. } | Step::Jump { .. } => {}
            }
        }
        c
    }
}

/// Bytes of one element as the runtime stores it (i1 as one byte).
pub fn element_bytes(e: ElementType) -> u64 {
    match e {
        ElementType::F64 | ElementType::I64 | ElementType::U64 => 8,
        ElementType::F32 | ElementType::I32 | ElementType::U32 => 4,
        ElementType::I16 | ElementType::U16 => 2,
        ElementType::I8 | ElementType::U8 => 1,
        ElementType::BF16 | ElementType::F16 => 2,
        ElementType::I1 => 1,
    }
}

/// Bytes of a buffer of type `ty`.
pub fn buffer_bytes(ty: &TensorType) -> u64 {
    ty.num_elements().max(0) as u64 * element_bytes(ty.element)
}
