//! A builder for constructing functions from Rust, with result types inferred.
//!
//! ```
//! use shardc_ir::{ElementType, FunctionBuilder, Module, TensorType, op::BinaryOp};
//! let t = TensorType::new([4], ElementType::F32);
//! let mut b = FunctionBuilder::new("main", vec![t.clone(), t.clone()], vec![t]);
//! let (x, y) = (b.arg(0), b.arg(1));
//! let s = b.binary(BinaryOp::Add, x, y).unwrap();
//! b.ret(vec![s]);
//! let mut m = Module::new();
//! m.functions.push(b.finish());
//! assert!(shardc_ir::verify_module(&m).is_empty());
//! ```

use crate::attr::DenseElements;
use crate::diagnostic::Location;
use crate::infer::infer_result_type;
use crate::module::{Function, Value};
use crate::op::{BinaryOp, DotDims, OpKind, ReduceKind, UnaryOp};
use crate::sharding::Sharding;
use crate::types::TensorType;

/// Builds one function op by op.
pub struct FunctionBuilder {
    func: Function,
    loc: Location,
}

impl FunctionBuilder {
    /// Starts a function with the given signature.
    pub fn new(
        name: impl Into<String>,
        args: Vec<TensorType>,
        results: Vec<TensorType>,
    ) -> FunctionBuilder {
        FunctionBuilder {
            func: Function::new(name, args, results),
            loc: Location::Unknown,
        }
    }

    /// Sets the location given to ops created from now on.
    pub fn set_location(&mut self, loc: Location) {
        self.loc = loc;
    }

    /// The `i`-th argument.
    pub fn arg(&self, i: usize) -> Value {
        self.func.args[i]
    }

    /// Annotates argument `i` with a sharding.
    pub fn shard_arg(&mut self, i: usize, sharding: Sharding) {
        let v = self.func.args[i];
        self.func.values[v].sharding = Some(sharding);
    }

    /// Annotates result `i` with a sharding.
    pub fn shard_result(&mut self, i: usize, sharding: Sharding) {
        self.func.result_shardings[i] = Some(sharding);
    }

    /// The type of `v`.
    pub fn ty(&self, v: Value) -> &TensorType {
        self.func.ty(v)
    }

    /// Appends a single-result op; `declared` gives the result type for ops that need one
    /// (reshape, convert, broadcast_in_dim, iota, rng, recv). Errors if types do not check.
    pub fn op(
        &mut self,
        kind: OpKind,
        operands: Vec<Value>,
        declared: Option<TensorType>,
    ) -> Result<Value, String> {
        let types: Vec<&TensorType> = operands.iter().map(|&v| self.func.ty(v)).collect();
        let ty = infer_result_type(&kind, &types, declared.as_ref())?;
        let op = self
            .func
            .append_op(kind, operands, vec![ty], self.loc.clone());
        Ok(self.func.ops[op].results[0])
    }

    /// Appends an op whose result types are given (one per result: `hlo.while`, a tuple
    /// collective); returns its results. The verifier checks it.
    pub fn op_with_results(
        &mut self,
        kind: OpKind,
        operands: Vec<Value>,
        result_types: Vec<TensorType>,
    ) -> Vec<Value> {
        let op = self
            .func
            .append_op(kind, operands, result_types, self.loc.clone());
        self.func.ops[op].results.clone()
    }

    /// `hlo.constant`.
    pub fn constant(&mut self, value: DenseElements) -> Result<Value, String> {
        self.op(OpKind::Constant(value), Vec::new(), None)
    }

    /// An elementwise unary op.
    pub fn unary(&mut self, op: UnaryOp, x: Value) -> Result<Value, String> {
        self.op(OpKind::Unary(op), vec![x], None)
    }

    /// An elementwise binary op.
    pub fn binary(&mut self, op: BinaryOp, x: Value, y: Value) -> Result<Value, String> {
        self.op(OpKind::Binary(op), vec![x, y], None)
    }

    /// `hlo.dot_general` contracting `lhs_contracting` with `rhs_contracting`, no batch dims.
    pub fn matmul(&mut self, x: Value, y: Value) -> Result<Value, String> {
        let lhs_rank = self.func.ty(x).rank() as i64;
        let dims = DotDims {
            lhs_contracting: vec![lhs_rank - 1],
            rhs_contracting: vec![0],
            ..DotDims::default()
        };
        self.op(OpKind::DotGeneral(dims), vec![x, y], None)
    }

    /// `hlo.reduce` of `x` over `dimensions` starting from `init`.
    pub fn reduce(
        &mut self,
        x: Value,
        init: Value,
        dimensions: Vec<i64>,
        kind: ReduceKind,
    ) -> Result<Value, String> {
        self.op(OpKind::Reduce { dimensions, kind }, vec![x, init], None)
    }

    /// Attaches a sharding to `v`.
    pub fn set_sharding(&mut self, v: Value, sharding: Sharding) {
        self.func.values[v].sharding = Some(sharding);
    }

    /// Appends `func.return` of `values`.
    pub fn ret(&mut self, values: Vec<Value>) {
        self.func
            .append_op(OpKind::Return, values, Vec::new(), self.loc.clone());
    }

    /// The finished function.
    pub fn finish(self) -> Function {
        self.func
    }
}
