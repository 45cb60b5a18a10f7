//! Modules, functions, ops and SSA values.
//!
//! A [`Function`] owns two arenas: [`ValueData`] indexed by [`Value`] and [`OpData`] indexed
//! by [`OpId`]. Program order is kept apart from the data-flow graph, in [`Function::body`].
//! Side information (a value's sharding) lives in the value's data. Every op and function
//! carries a [`Location`].

use cranelift_entity::{PrimaryMap, entity_impl};

use crate::attr::Attribute;
use crate::diagnostic::Location;
use crate::op::OpKind;
use crate::sharding::{Mesh, Sharding};
use crate::types::TensorType;

/// An SSA value of a function: an argument or an op result.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value(u32);
entity_impl!(Value, "v");

/// An op of a function.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OpId(u32);
entity_impl!(OpId, "op");

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ValueDef {
    /// The `index`-th function argument.
    Arg(usize),
    /// The `index`-th result of an op.
    Result(OpId, usize),
}

/// Everything known about one value.
#[derive(Clone, Debug, PartialEq)]
pub struct ValueData {
    /// Its type.
    pub ty: TensorType,
    /// Its definition.
    pub def: ValueDef,
    /// Its sharding, if annotated or inferred.
    pub sharding: Option<Sharding>,
}

/// One op: what it does, its operands and results, extra attributes, and where it came from.
#[derive(Clone, Debug, PartialEq)]
pub struct OpData {
    /// The op and its inherent attributes.
    pub kind: OpKind,
    /// Operand values, in order.
    pub operands: Vec<Value>,
    /// Result values, in order.
    pub results: Vec<Value>,
    /// Discardable attributes (names with a dialect prefix, like `jax.result_info`), kept in
    /// order. Shardings are not here: they live on the result values.
    pub attrs: Vec<(String, Attribute)>,
    /// Source location.
    pub loc: Location,
}

/// A function argument or result's attributes besides its type.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct ParamAttrs {
    /// Other discardable attributes, in order.
    pub attrs: Vec<(String, Attribute)>,
    /// Where the argument or result was written (its name, or its type for a result), for
    /// diagnostics about its type and sharding; unknown when built, not parsed.
    pub loc: crate::Location,
}

/// Whether a function can be called from outside the module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Visibility {
    /// Entry points (the default).
    Public,
    /// Helpers called with `func.call`.
    Private,
}

/// A function: a single block of ops in program order, ending with `func.return`.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    /// Symbol name (without `@`).
    pub name: String,
    /// Public or private.
    pub visibility: Visibility,
    /// Value arena.
    pub values: PrimaryMap<Value, ValueData>,
    /// Op arena (may contain ops no longer in `body`).
    pub ops: PrimaryMap<OpId, OpData>,
    /// Argument values, in order.
    pub args: Vec<Value>,
    /// Per-argument attributes besides type and sharding.
    pub arg_attrs: Vec<ParamAttrs>,
    /// Result types.
    pub result_types: Vec<TensorType>,
    /// Result shardings (the `dist.sharding` of each result), if annotated.
    pub result_shardings: Vec<Option<Sharding>>,
    /// Per-result attributes besides type and sharding.
    pub result_attrs: Vec<ParamAttrs>,
    /// The ops in program order.
    pub body: Vec<OpId>,
    /// Where the function was defined.
    pub loc: Location,
}

impl Function {
    /// An empty function with the given signature; arguments are created, the body is empty.
    pub fn new(
        name: impl Into<String>,
        arg_types: Vec<TensorType>,
        result_types: Vec<TensorType>,
    ) -> Function {
        let mut f = Function {
            name: name.into(),
            visibility: Visibility::Public,
            values: PrimaryMap::new(),
            ops: PrimaryMap::new(),
            args: Vec::new(),
            arg_attrs: Vec::new(),
            result_shardings: vec![None; result_types.len()],
            result_attrs: vec![ParamAttrs::default(); result_types.len()],
            result_types,
            body: Vec::new(),
            loc: Location::Unknown,
        };
        for (i, ty) in arg_types.into_iter().enumerate() {
            let v = f.values.push(ValueData {
                ty,
                def: ValueDef::Arg(i),
                sharding: None,
            });
            f.args.push(v);
            f.arg_attrs.push(ParamAttrs::default());
        }
        f
    }

    /// The type of `v`.
    pub fn ty(&self, v: Value) -> &TensorType {
        &self.values[v].ty
    }

    /// The types of the arguments.
    pub fn arg_types(&self) -> Vec<TensorType> {
        self.args
            .iter()
            .map(|&a| self.values[a].ty.clone())
            .collect()
    }

    /// Creates an op with results of the given types, without placing it in the body.
    pub fn create_op(
        &mut self,
        kind: OpKind,
        operands: Vec<Value>,
        result_types: Vec<TensorType>,
        loc: Location,
    ) -> OpId {
        let op = self.ops.push(OpData {
            kind,
            operands,
            results: Vec::new(),
            attrs: Vec::new(),
            loc,
        });
        let results = result_types
            .into_iter()
            .enumerate()
            .map(|(i, ty)| {
                self.values.push(ValueData {
                    ty,
                    def: ValueDef::Result(op, i),
                    sharding: None,
                })
            })
            .collect();
        self.ops[op].results = results;
        op
    }

    /// Creates an op and appends it to the body.
    pub fn append_op(
        &mut self,
        kind: OpKind,
        operands: Vec<Value>,
        result_types: Vec<TensorType>,
        loc: Location,
    ) -> OpId {
        let op = self.create_op(kind, operands, result_types, loc);
        self.body.push(op);
        op
    }

    /// The `func.return` op ending the body, if present.
    pub fn return_op(&self) -> Option<OpId> {
        self.body
            .last()
            .copied()
            .filter(|&op| self.ops[op].kind == OpKind::Return)
    }

    /// The values returned by the function (empty when there is no `func.return`).
    pub fn returned_values(&self) -> &[Value] {
        self.return_op().map_or(&[], |op| &self.ops[op].operands)
    }

    /// Exchanges the identities of ops `a` and `b`: each id takes the other's data and its
    /// place in the body, and their results' definitions follow, so the program computes the
    /// same thing. A pass that replaces an op by a chain of ops gives the chain's last op the
    /// replaced op's id: the id then names, in both forms of the program, the value the op's
    /// users read (the divergence finder relates a plan to its per-device program by op id).
    pub fn exchange_ops(&mut self, a: OpId, b: OpId) {
        if a == b {
            return;
        }
        let data_a = self.ops[a].clone();
        let data_b = std::mem::replace(&mut self.ops[b], data_a);
        self.ops[a] = data_b;
        for op in [a, b] {
            for (i, &r) in self.ops[op].results.clone().iter().enumerate() {
                self.values[r].def = ValueDef::Result(op, i);
            }
        }
        for op in &mut self.body {
            if *op == a {
                *op = b;
            } else if *op == b {
                *op = a;
            }
        }
    }

    /// Replaces every use of `old` in the body by `new`.
    pub fn replace_all_uses(&mut self, old: Value, new: Value) {
        for &op in &self.body {
            for operand in &mut self.ops[op].operands {
                if *operand == old {
                    *operand = new;
                }
            }
        }
    }

    /// Number of uses of each value by ops in the body.
    pub fn use_counts(&self) -> cranelift_entity::SecondaryMap<Value, u32> {
        let mut counts = cranelift_entity::SecondaryMap::new();
        for &op in &self.body {
            for &v in &self.ops[op].operands {
                counts[v] += 1;
            }
        }
        counts
    }
}

/// A `dist.mesh` declaration.
#[derive(Clone, Debug, PartialEq)]
pub struct MeshDecl {
    /// Symbol name (without `@`).
    pub name: String,
    /// The axes.
    pub mesh: Mesh,
    /// Where it was declared.
    pub loc: Location,
}

/// A module: mesh declarations and functions.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Module {
    /// Optional symbol name (`module @name`).
    pub name: Option<String>,
    /// Discardable module attributes, in order.
    pub attrs: Vec<(String, Attribute)>,
    /// Mesh declarations, in order.
    pub meshes: Vec<MeshDecl>,
    /// Functions, in order.
    pub functions: Vec<Function>,
    /// Where the module was defined.
    pub loc: Location,
}

impl Module {
    /// An empty module.
    pub fn new() -> Module {
        Module::default()
    }

    /// The mesh called `name`.
    pub fn mesh(&self, name: &str) -> Option<&Mesh> {
        self.meshes.iter().find(|m| m.name == name).map(|m| &m.mesh)
    }

    /// The function called `name`.
    pub fn function(&self, name: &str) -> Option<&Function> {
        self.functions.iter().find(|f| f.name == name)
    }

    /// The function called `name`, mutably.
    pub fn function_mut(&mut self, name: &str) -> Option<&mut Function> {
        self.functions.iter_mut().find(|f| f.name == name)
    }

    /// The entry function: `main` if present, else the first public function.
    pub fn entry(&self) -> Option<&Function> {
        self.function("main").or_else(|| {
            self.functions
                .iter()
                .find(|f| f.visibility == Visibility::Public)
        })
    }
}
