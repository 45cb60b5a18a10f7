//! The verifier: every structural, type and sharding rule of the IR, with every violation
//! reported (not only the first), each at the location of the offending op or function.

use std::collections::{HashMap, HashSet};

use cranelift_entity::EntitySet;

use crate::diagnostic::{Diagnostic, Location};
use crate::infer::infer_result_type;
use crate::manual::{ManualContext, block_type};
use crate::module::{Function, Module, OpId, Value};
use crate::op::OpKind;
use crate::sharding::{AxisRef, Sharding};
use crate::types::TensorType;

/// Verifies `module`, returning every problem found (empty when valid).
pub fn verify_module(module: &Module) -> Vec<Diagnostic> {
    let mut functions = HashMap::new();
    for f in &module.functions {
        // The first definition wins; duplicates are reported as redefinitions.
        functions.entry(f.name.as_str()).or_insert(f);
    }
    let mut v = Verifier {
        module,
        diags: Vec::new(),
        local: module.attrs.iter().any(|(k, _)| k == LOCAL_VIEW_ATTR),
        functions,
        manual: crate::manual::manual_functions(module),
        current_manual: None,
    };
    v.module();
    v.diags
}

struct Verifier<'m> {
    module: &'m Module,
    diags: Vec<Diagnostic>,
    /// True for a local-view module (`dist.local_view`): types are per-device, shardings
    /// describe the global values.
    local: bool,
    /// Functions by name, so checking calls stays linear in the program's size.
    functions: HashMap<&'m str, &'m Function>,
    /// The manual functions (manual computations' bodies and what they call).
    manual: HashMap<String, ManualContext>,
    /// The context of the function being checked, when it is manual.
    current_manual: Option<ManualContext>,
}

/// The module attribute marking a local-view (per-device) module.
pub const LOCAL_VIEW_ATTR: &str = "dist.local_view";

/// The `hlo.while` attribute giving the number of iterations a loop is expected to run
/// when the program does not fix it (`dist.trip_count = 12 : i64`): the estimate and the
/// search price the loop by it. A count the program fixes (a counter from a constant to a
/// constant bound) wins over it.
pub const TRIP_COUNT_ATTR: &str = "dist.trip_count";

/// The result attribute giving a local-view function result's global type where a padded
/// dimension makes it impossible to tell from the per-device type and the sharding.
pub const GLOBAL_TYPE_ATTR: &str = "dist.global_type";

/// Checks a collective's per-device types in the local view against the global shardings of
/// its operand and result: in every dimension, some global size `n` must give the operand's
/// piece (`ceil(n / operand split)`) and the result's (`ceil(n / result split)`). This covers
/// padded dimensions, whose global size the local view does not record.
pub fn check_local_collective(
    operand: (&TensorType, &Sharding),
    result: (&TensorType, &Sharding),
    mesh: &crate::sharding::Mesh,
) -> Result<(), String> {
    let ((xt, xs), (rt, rs)) = (operand, result);
    if xt.rank() != rt.rank() || xt.element != rt.element {
        return Err(format!(
            "a collective keeps rank and element type: {xt} to {rt}"
        ));
    }
    for d in 0..xt.rank() {
        let (k1, k2) = (xs.dim_split(d, mesh).max(1), rs.dim_split(d, mesh).max(1));
        let (c1, c2) = (xt.shape[d], rt.shape[d]);
        // n in ((c - 1) k, c k] for each side.
        let lo = ((c1 - 1).saturating_mul(k1)).max((c2 - 1).saturating_mul(k2));
        let hi = c1.saturating_mul(k1).min(c2.saturating_mul(k2));
        if lo >= hi {
            return Err(format!(
                "local dimension {d}: a piece of {c1} split {k1} way(s) and a piece of {c2} split {k2} way(s) cannot come from one global size"
            ));
        }
    }
    Ok(())
}

/// The per-device result type of a collective in the local view, from its operand's
/// per-device type: gathering multiplies a dimension by the size of its axes, slicing and
/// scattering divide it, all_to_all does both.
pub fn local_collective_type(
    kind: &OpKind,
    operand: &TensorType,
    mesh: &crate::sharding::Mesh,
) -> Result<TensorType, String> {
    // Saturating: axis sizes come from the input and their product may not fit in i64.
    let size = |axes: &[AxisRef]| -> i64 {
        axes.iter()
            .fold(1i64, |acc, a| acc.saturating_mul(a.size(mesh).unwrap_or(1)))
    };
    let mut shape = operand.shape.clone();
    let divide = |shape: &mut Vec<i64>, d: usize, k: i64| -> Result<(), String> {
        if k > 0 && shape[d] % k != 0 {
            return Err(format!(
                "local dimension {d} of size {} is not divisible by {k}",
                shape[d]
            ));
        }
        shape[d] /= k.max(1);
        Ok(())
    };
    match kind {
        OpKind::AllGather {
            gathering_axes: dims,
        } => {
            for (d, axes) in dims.iter().enumerate().take(shape.len()) {
                shape[d] = shape[d].saturating_mul(size(axes));
            }
        }
        OpKind::AllSlice { slicing_axes: dims }
        | OpKind::ReduceScatter {
            scatter_axes: dims, ..
        } => {
            for (d, axes) in dims.iter().enumerate().take(shape.len()) {
                divide(&mut shape, d, size(axes))?;
            }
        }
        OpKind::AllToAll {
            source_dim,
            target_dim,
            axes,
        } => {
            let (s, t) = (*source_dim as usize, *target_dim as usize);
            if s < shape.len() && t < shape.len() {
                divide(&mut shape, t, size(axes))?;
                shape[s] = shape[s].saturating_mul(size(axes));
            }
        }
        _ => {}
    }
    Ok(TensorType::new(shape, operand.element))
}

impl Verifier<'_> {
    fn error(&mut self, loc: &Location, message: impl Into<String>) {
        self.diags.push(Diagnostic::error(loc.clone(), message));
    }

    fn module(&mut self) {
        let mut symbols: HashMap<&str, &Location> = HashMap::new();
        for m in &self.module.meshes {
            if let Err(e) = m.mesh.validate() {
                self.error(&m.loc, e);
            }
            if let Some(prev) = symbols.insert(&m.name, &m.loc) {
                let d = Diagnostic::error(
                    m.loc.clone(),
                    format!("redefinition of symbol '@{}'", m.name),
                )
                .with_note(prev.clone(), "previous definition is here");
                self.diags.push(d);
            }
        }
        for f in &self.module.functions {
            if let Some(prev) = symbols.insert(&f.name, &f.loc) {
                let d = Diagnostic::error(
                    f.loc.clone(),
                    format!("redefinition of symbol '@{}'", f.name),
                )
                .with_note(prev.clone(), "previous definition is here");
                self.diags.push(d);
            }
        }
        for f in &self.module.functions {
            self.function(f);
        }
        self.call_cycles();
    }

    fn call_cycles(&mut self) {
        // Depth-first search over the call graph (calls, and the condition and body of
        // loops); a back edge is recursion, which shardc does not support (programs must be
        // finite dataflow graphs).
        let index: HashMap<&str, usize> = self
            .module
            .functions
            .iter()
            .enumerate()
            .map(|(i, f)| (f.name.as_str(), i))
            .collect();
        // Each function's callees in program order, with the op that names them.
        let edges: Vec<Vec<(usize, OpId)>> = self
            .module
            .functions
            .iter()
            .map(|f| {
                f.body
                    .iter()
                    .flat_map(|&op| {
                        f.ops[op]
                            .kind
                            .callees()
                            .into_iter()
                            .filter_map(|n| index.get(n).map(|&j| (j, op)))
                            .collect::<Vec<_>>()
                    })
                    .collect()
            })
            .collect();
        let mut state = vec![0u8; self.module.functions.len()];
        // An explicit stack of (function, next callee), so that a long call chain cannot
        // overflow the native stack.
        let mut stack: Vec<(usize, usize)> = Vec::new();
        for root in 0..state.len() {
            if state[root] != 0 {
                continue;
            }
            state[root] = 1;
            stack.push((root, 0));
            while let Some(&mut (i, ref mut pos)) = stack.last_mut() {
                let Some(&(j, op)) = edges[i].get(*pos) else {
                    state[i] = 2;
                    stack.pop();
                    continue;
                };
                *pos += 1;
                if state[j] == 1 {
                    let f = &self.module.functions[i];
                    let loc = f.ops[op].loc.clone();
                    let callee = &self.module.functions[j].name;
                    self.error(
                        &loc,
                        format!("recursive call to '@{callee}': call graphs must be acyclic"),
                    );
                } else if state[j] == 0 {
                    state[j] = 1;
                    stack.push((j, 0));
                }
            }
        }
    }

    fn sharding(&mut self, loc: &Location, what: &str, s: &Sharding, ty: &TensorType) {
        let Some(mesh) = self.module.mesh(&s.mesh) else {
            self.error(
                loc,
                format!("{what}: sharding refers to unknown mesh '@{}'", s.mesh),
            );
            return;
        };
        // In the local view the type is one device's piece: check the global shape.
        let shape: Vec<i64> = if self.local {
            ty.shape
                .iter()
                .enumerate()
                .map(|(d, &n)| n.saturating_mul(s.dim_split(d, mesh)))
                .collect()
        } else {
            ty.shape.clone()
        };
        for e in s.check(mesh, &shape) {
            self.error(loc, format!("{what}: {e}"));
        }
    }

    /// Tensors whose size in bytes does not fit in 63 bits cannot be sized, allocated or
    /// accounted for: reported at `loc` before anything tries.
    fn size(&mut self, loc: &Location, what: &str, ty: &TensorType) {
        let bytes = ty
            .shape
            .iter()
            .try_fold(ty.element.byte_width() as i64, |acc, &d| {
                acc.checked_mul(d.max(0))
            });
        if bytes.is_none() {
            self.error(
                loc,
                format!(
                    "{what} has type {ty}, whose size in bytes overflows 64-bit arithmetic; shardc handles tensors of at most {} bytes",
                    i64::MAX
                ),
            );
        }
    }

    fn function(&mut self, f: &Function) {
        self.current_manual = self.manual.get(&f.name).cloned();
        if self.current_manual.is_some() && !self.local {
            let sharded = f.values.iter().any(|(_, v)| v.sharding.is_some())
                || f.result_shardings.iter().any(Option::is_some);
            if sharded {
                self.error(
                    &f.loc,
                    format!(
                        "'@{}' is a manual computation's body (one device's blocks): its values carry no sharding",
                        f.name
                    ),
                );
            }
        }
        // Problems of an argument or result point at it where the parser recorded where it
        // was written, else at the function.
        let at = |attrs: &[crate::module::ParamAttrs], i: usize| -> Location {
            attrs
                .get(i)
                .map(|p| p.loc.clone())
                .filter(|l| !matches!(l, Location::Unknown))
                .unwrap_or_else(|| f.loc.clone())
        };
        for (i, &a) in f.args.iter().enumerate() {
            let loc = at(&f.arg_attrs, i);
            self.size(&loc, &format!("argument {i} of '@{}'", f.name), f.ty(a));
        }
        for (i, ty) in f.result_types.iter().enumerate() {
            let loc = at(&f.result_attrs, i);
            self.size(&loc, &format!("result {i} of '@{}'", f.name), ty);
        }
        for (i, &a) in f.args.iter().enumerate() {
            if let Some(s) = &f.values[a].sharding {
                let loc = at(&f.arg_attrs, i);
                self.sharding(&loc, &format!("argument {i} of '@{}'", f.name), s, f.ty(a));
            }
        }
        for (i, (s, ty)) in f.result_shardings.iter().zip(&f.result_types).enumerate() {
            if let Some(s) = s {
                let loc = at(&f.result_attrs, i);
                self.sharding(&loc, &format!("result {i} of '@{}'", f.name), s, ty);
            }
        }
        let mut defined: EntitySet<Value> = EntitySet::new();
        for &a in &f.args {
            defined.insert(a);
        }
        let mut seen_ops: EntitySet<OpId> = EntitySet::new();
        let mut sends: HashMap<i64, (Value, Location)> = HashMap::new();
        let mut recvs: HashSet<i64> = HashSet::new();
        for (pos, &op) in f.body.iter().enumerate() {
            let data = &f.ops[op];
            let loc = data.loc.clone();
            let name = data.kind.name();
            if !seen_ops.insert(op) {
                self.error(&loc, format!("'{name}' appears twice in the body"));
                continue;
            }
            for (i, &v) in data.operands.iter().enumerate() {
                if !defined.contains(v) {
                    self.error(
                        &loc,
                        format!("operand {i} of '{name}' is used before it is defined"),
                    );
                }
            }
            for (i, &r) in data.results.iter().enumerate() {
                defined.insert(r);
                self.size(&loc, &format!("result {i} of '{name}'"), f.ty(r));
            }
            if data.kind == OpKind::Return && pos + 1 != f.body.len() {
                self.error(&loc, "'func.return' must be the last op of the function");
            }
            self.op(f, op, &mut sends, &mut recvs);
        }
        if f.return_op().is_none() {
            self.error(
                &f.loc,
                format!("function '@{}' must end with 'func.return'", f.name),
            );
        }
    }

    fn op(
        &mut self,
        f: &Function,
        op: OpId,
        sends: &mut HashMap<i64, (Value, Location)>,
        recvs: &mut HashSet<i64>,
    ) {
        let data = &f.ops[op];
        let loc = &data.loc;
        let name = data.kind.name();
        let operand_types: Vec<&TensorType> = data.operands.iter().map(|&v| f.ty(v)).collect();
        if !data.kind.arity().allows(operand_types.len()) {
            self.error(
                loc,
                format!(
                    "'{name}' takes {} operand(s), found {}",
                    data.kind.arity(),
                    operand_types.len()
                ),
            );
            return;
        }
        if let Some((_, count)) = data.attrs.iter().find(|(k, _)| k == TRIP_COUNT_ATTR) {
            if !matches!(data.kind, OpKind::While { .. }) {
                self.error(
                    loc,
                    format!("'{TRIP_COUNT_ATTR}' is a loop's: '{name}' is not an 'hlo.while'"),
                );
            } else if !matches!(count, crate::Attribute::Int(n, _) if *n >= 0) {
                self.error(
                    loc,
                    format!(
                        "'{TRIP_COUNT_ATTR}' must be a non-negative integer (`{TRIP_COUNT_ATTR} = 12 : i64`), found {count}"
                    ),
                );
            }
        }
        match &data.kind {
            OpKind::Return => {
                let got: Vec<&TensorType> = operand_types;
                let want: Vec<&TensorType> = f.result_types.iter().collect();
                if got != want {
                    self.error(
                        loc,
                        format!(
                            "'func.return' returns ({}) but '@{}' declares ({})",
                            join_types(&got),
                            f.name,
                            join_types(&want)
                        ),
                    );
                }
                return;
            }
            OpKind::Call { callee } => {
                let Some(target) = self.functions.get(callee.as_str()).copied() else {
                    self.error(
                        loc,
                        format!("'func.call' refers to unknown function '@{callee}'"),
                    );
                    return;
                };
                let want_in = target.arg_types();
                let got_in: Vec<TensorType> = operand_types.iter().map(|t| (*t).clone()).collect();
                let got_out: Vec<TensorType> =
                    data.results.iter().map(|&r| f.ty(r).clone()).collect();
                if got_in != want_in || got_out != target.result_types {
                    self.error(
                        loc,
                        format!(
                            "call to '@{callee}' has type ({}) -> ({}) but the function has type ({}) -> ({})",
                            join_types(&got_in.iter().collect::<Vec<_>>()),
                            join_types(&got_out.iter().collect::<Vec<_>>()),
                            join_types(&want_in.iter().collect::<Vec<_>>()),
                            join_types(&target.result_types.iter().collect::<Vec<_>>()),
                        ),
                    );
                }
            }
            OpKind::While { cond, body } => {
                let carried: Vec<TensorType> = operand_types.iter().map(|t| (*t).clone()).collect();
                let results: Vec<TensorType> =
                    data.results.iter().map(|&r| f.ty(r).clone()).collect();
                if results != carried {
                    self.error(
                        loc,
                        format!(
                            "'hlo.while' returns its carried values: operands ({}) but results ({})",
                            join_types(&carried.iter().collect::<Vec<_>>()),
                            join_types(&results.iter().collect::<Vec<_>>()),
                        ),
                    );
                }
                let predicate = [TensorType::scalar(crate::types::ElementType::I1)];
                for (role, callee, want_out) in [
                    ("condition", cond, &predicate[..]),
                    ("body", body, &carried[..]),
                ] {
                    let Some(target) = self.functions.get(callee.as_str()).copied() else {
                        self.error(
                            loc,
                            format!("'hlo.while' {role} refers to unknown function '@{callee}'"),
                        );
                        continue;
                    };
                    if target.arg_types() != carried || target.result_types != want_out {
                        self.error(
                            loc,
                            format!(
                                "the loop {role} '@{callee}' has type ({}) -> ({}); a loop carrying ({}) needs ({}) -> ({})",
                                join_types(&target.arg_types().iter().collect::<Vec<_>>()),
                                join_types(&target.result_types.iter().collect::<Vec<_>>()),
                                join_types(&carried.iter().collect::<Vec<_>>()),
                                join_types(&carried.iter().collect::<Vec<_>>()),
                                join_types(&want_out.iter().collect::<Vec<_>>()),
                            ),
                        );
                    }
                }
            }
            OpKind::ManualComputation {
                body,
                manual_axes,
                in_shardings,
                out_shardings,
            } => self.manual_computation(f, op, (body, manual_axes), (in_shardings, out_shardings)),
            OpKind::AxisIndex { .. } | OpKind::Shift { .. }
                if !self.local && self.current_manual.is_none() =>
            {
                self.error(
                    loc,
                    format!(
                        "'{name}' names devices and exists only in the local view (after spmd-partition)"
                    ),
                );
            }
            OpKind::Send { channel } => {
                if !data.results.is_empty() {
                    self.error(loc, "'dist.send' has no results");
                }
                if sends
                    .insert(*channel, (data.operands[0], loc.clone()))
                    .is_some()
                {
                    self.error(loc, format!("channel {channel} is sent on more than once"));
                }
            }
            k if k.is_tuple_collective() && data.operands.len() != 1 => {
                // A tuple collective: each result is its operand's, pair by pair.
                if data.results.len() != data.operands.len() {
                    self.error(
                        loc,
                        format!(
                            "'{name}' has one result per operand: {} operand(s), {} result(s)",
                            data.operands.len(),
                            data.results.len()
                        ),
                    );
                    return;
                }
                for (&x, &r) in data.operands.iter().zip(&data.results) {
                    self.result_type(f, op, &[f.ty(x)], x, r);
                }
            }
            _ => {
                if data.results.len() != 1 {
                    self.error(
                        loc,
                        format!(
                            "'{name}' has exactly one result, found {}",
                            data.results.len()
                        ),
                    );
                    return;
                }
                let declared = f.ty(data.results[0]);
                if let Some(&x) = data.operands.first() {
                    self.result_type(f, op, &operand_types, x, data.results[0]);
                } else if let Err(e) = infer_result_type(&data.kind, &operand_types, Some(declared))
                    .and_then(|t| {
                        if t == *declared {
                            Ok(())
                        } else {
                            Err(format!(
                                "'{name}' produces {t}, but its result is declared as {declared}"
                            ))
                        }
                    })
                {
                    self.error(loc, e);
                }
                if let OpKind::Recv { channel } = &data.kind {
                    match sends.get(channel) {
                        None => self.error(
                            loc,
                            format!("'dist.recv' on channel {channel} has no earlier 'dist.send'"),
                        ),
                        Some((v, _)) if f.ty(*v) != declared => self.error(
                            loc,
                            format!(
                                "'dist.recv' expects {declared} but channel {channel} sends {}",
                                f.ty(*v)
                            ),
                        ),
                        _ => {}
                    }
                    if !recvs.insert(*channel) {
                        self.error(loc, format!("channel {channel} is received more than once"));
                    }
                }
            }
        }
        for (i, &r) in data.results.iter().enumerate() {
            if let Some(s) = &f.values[r].sharding {
                self.sharding(loc, &format!("result {i} of '{name}'"), s, f.ty(r));
            }
        }
        if self.current_manual.is_some() && !self.local {
            self.manual_op(f, op);
        }
        if self.current_manual.is_none() && !self.local {
            if let OpKind::Call { .. } | OpKind::While { .. } = &data.kind {
                for callee in data.kind.callees() {
                    if let Some(context) = self.manual.get(callee) {
                        self.error(
                            loc,
                            format!(
                                "'@{callee}' is a manual function (one device's blocks, run by the manual computation at {}); the global view cannot call it",
                                context.loc
                            ),
                        );
                    }
                }
            }
        }
        if data.kind.is_tuple_collective() {
            for (&x, &r) in data.operands.iter().zip(&data.results) {
                self.collective(f, op, Some(x), r);
            }
        } else if let Some(&r) = data.results.first() {
            self.collective(f, op, data.operands.first().copied(), r);
        }
    }

    /// Checks the declared type of `result` of `op` against what the op makes of
    /// `operand_types` (`x`, the first of them, decides a collective's local piece sizes).
    fn result_type(
        &mut self,
        f: &Function,
        op: OpId,
        operand_types: &[&TensorType],
        x: Value,
        result: Value,
    ) {
        let data = &f.ops[op];
        let (loc, name) = (&data.loc, data.kind.name());
        let declared = f.ty(result);
        let local_mesh = f.values[result]
            .sharding
            .as_ref()
            .and_then(|s| self.module.mesh(&s.mesh));
        let operand_sharding = f.values[x].sharding.as_ref();
        let result_sharding = f.values[result].sharding.as_ref();
        let inferred = match (local_mesh, operand_sharding, result_sharding) {
            // Collectives in the local view: piece sizes consistent with the global
            // shardings (padded dimensions included).
            (Some(mesh), Some(xs), Some(rs)) if self.local && data.kind.is_collective() => {
                check_local_collective((f.ty(x), xs), (declared, rs), mesh)
                    .map(|()| declared.clone())
            }
            (Some(mesh), _, _) if self.local && data.kind.is_collective() => {
                local_collective_type(&data.kind, f.ty(x), mesh)
            }
            _ if data.kind.is_collective() && (self.local || self.current_manual.is_some()) => {
                // A collective of a manual body (or one spliced into a local-view program)
                // has no sharding: its axes alone give its meaning.
                match self.manual_mesh() {
                    Some(mesh) => local_collective_type(&data.kind, f.ty(x), mesh),
                    None => return,
                }
            }
            _ => infer_result_type(&data.kind, operand_types, Some(declared)),
        };
        match inferred {
            Err(e) => self.error(loc, e),
            Ok(inferred) if inferred != *declared => self.error(
                loc,
                format!("'{name}' produces {inferred}, but its result is declared as {declared}"),
            ),
            Ok(_) => {}
        }
    }

    /// The mesh of the manual function being checked; in a local-view program, the
    /// module's only mesh.
    fn manual_mesh(&self) -> Option<&'_ crate::sharding::Mesh> {
        match &self.current_manual {
            Some(context) => self.module.mesh(&context.mesh),
            None => match self.module.meshes.as_slice() {
                [only] => Some(&only.mesh),
                _ => None,
            },
        }
    }

    /// Checks an op of a manual function: collectives name manual axes only, and the ops
    /// that need global shardings or another view are rejected.
    fn manual_op(&mut self, f: &Function, op: OpId) {
        let data = &f.ops[op];
        let (loc, name) = (&data.loc, data.kind.name());
        let Some(context) = self.current_manual.clone() else {
            return;
        };
        let axes: Vec<&AxisRef> = match &data.kind {
            OpKind::AllGather { gathering_axes: d }
            | OpKind::AllSlice { slicing_axes: d }
            | OpKind::ReduceScatter {
                scatter_axes: d, ..
            } => d.iter().flatten().collect(),
            OpKind::AllReduce {
                reduction_axes: a, ..
            }
            | OpKind::AllToAll { axes: a, .. }
            | OpKind::Shift { axes: a, .. }
            | OpKind::AxisIndex { axes: a } => a.iter().collect(),
            OpKind::CollectivePermute
            | OpKind::Constraint
            | OpKind::Send { .. }
            | OpKind::Recv { .. } => {
                self.error(
                    loc,
                    format!(
                        "'{name}' is not supported in a manual computation's body ('@{}')",
                        f.name
                    ),
                );
                return;
            }
            OpKind::ManualComputation { .. } => {
                self.error(
                    loc,
                    format!(
                        "nested manual computations are not supported ('@{}' is itself a manual body)",
                        f.name
                    ),
                );
                return;
            }
            _ => return,
        };
        let Some(mesh) = self.module.mesh(&context.mesh) else {
            return;
        };
        for a in axes {
            if a.size(mesh).is_none() {
                self.error(
                    loc,
                    format!(
                        "'{name}' names unknown mesh axis {a} (mesh '@{}')",
                        context.mesh
                    ),
                );
            } else if !context.manual_axes.iter().any(|m| m.name == a.name) {
                self.error(
                    loc,
                    format!(
                        "'{name}' names axis {a}, which is not a manual axis of the manual computation that runs '@{}'",
                        f.name
                    ),
                );
            }
        }
    }

    /// Checks a `dist.manual_computation`: one mesh, manual axes of it, shardings over manual
    /// axes only, and a body whose signature is the blocks those shardings give.
    fn manual_computation(
        &mut self,
        f: &Function,
        op: OpId,
        (body, manual_axes): (&str, &[AxisRef]),
        (in_shardings, out_shardings): (&[Sharding], &[Sharding]),
    ) {
        let data = &f.ops[op];
        let loc = &data.loc;
        if self.current_manual.is_some() && !self.local {
            // Reported by `manual_op`.
            return;
        }
        if self.local {
            self.error(
                loc,
                "'dist.manual_computation' exists only in the global view (spmd-partition replaces it with a call to its body)",
            );
            return;
        }
        if in_shardings.len() != data.operands.len() || out_shardings.len() != data.results.len() {
            self.error(
                loc,
                format!(
                    "'dist.manual_computation' has {} operand(s) and {} result(s) but {} in_sharding(s) and {} out_sharding(s)",
                    data.operands.len(),
                    data.results.len(),
                    in_shardings.len(),
                    out_shardings.len()
                ),
            );
            return;
        }
        let mesh_name = match crate::manual::manual_mesh(&data.kind) {
            Some(m) => m.to_string(),
            None => match self.module.meshes.as_slice() {
                [only] => only.name.clone(),
                _ => {
                    self.error(
                        loc,
                        "'dist.manual_computation' with no operands and no results names no mesh",
                    );
                    return;
                }
            },
        };
        let Some(mesh) = self.module.mesh(&mesh_name) else {
            self.error(
                loc,
                format!("'dist.manual_computation' refers to unknown mesh '@{mesh_name}'"),
            );
            return;
        };
        let mut ok = true;
        for (i, a) in manual_axes.iter().enumerate() {
            if a.sub.is_some() || mesh.axis_size(&a.name).is_none() {
                self.error(
                    loc,
                    format!("manual axis {a} is not an axis of mesh '@{mesh_name}'"),
                );
                ok = false;
            } else if manual_axes[..i].contains(a) {
                self.error(loc, format!("manual axis {a} is listed twice"));
                ok = false;
            }
        }
        let mut blocks: [Vec<TensorType>; 2] = [Vec::new(), Vec::new()];
        let sides = [
            ("operand", in_shardings, &data.operands),
            ("result", out_shardings, &data.results),
        ];
        for (side, (what, shardings, values)) in sides.into_iter().enumerate() {
            for (i, (s, &v)) in shardings.iter().zip(values.iter()).enumerate() {
                let ty = f.ty(v);
                if s.mesh != mesh_name {
                    self.error(
                        loc,
                        format!(
                            "the sharding of {what} {i} is on mesh '@{}', but the manual computation is on '@{mesh_name}'",
                            s.mesh
                        ),
                    );
                    ok = false;
                    continue;
                }
                let problems = s.check(mesh, &ty.shape);
                for e in &problems {
                    self.error(loc, format!("the sharding of {what} {i}: {e}"));
                }
                if !problems.is_empty() {
                    ok = false;
                    continue;
                }
                if !s.unreduced.is_empty() {
                    self.error(
                        loc,
                        format!(
                            "the sharding of {what} {i} has unreduced axes, which manual computations do not take"
                        ),
                    );
                    ok = false;
                }
                if let Some(a) = s
                    .dims
                    .iter()
                    .flat_map(|d| &d.axes)
                    .find(|a| !manual_axes.iter().any(|m| m.name == a.name))
                {
                    self.error(
                        loc,
                        format!(
                            "the sharding of {what} {i} splits over {a}, which is not a manual axis"
                        ),
                    );
                    ok = false;
                }
                match block_type(ty, s, mesh) {
                    Ok(b) => blocks[side].push(b),
                    Err(e) => {
                        self.error(loc, format!("{what} {i}: {e}"));
                        ok = false;
                    }
                }
            }
        }
        if !ok {
            return;
        }
        let [want_in, want_out] = blocks;
        let Some(target) = self.functions.get(body).copied() else {
            self.error(
                loc,
                format!("'dist.manual_computation' body refers to unknown function '@{body}'"),
            );
            return;
        };
        if target.arg_types() != want_in || target.result_types != want_out {
            self.error(
                loc,
                format!(
                    "the manual body '@{body}' has type ({}) -> ({}); the shardings give blocks ({}) -> ({})",
                    join_types(&target.arg_types().iter().collect::<Vec<_>>()),
                    join_types(&target.result_types.iter().collect::<Vec<_>>()),
                    join_types(&want_in.iter().collect::<Vec<_>>()),
                    join_types(&want_out.iter().collect::<Vec<_>>()),
                ),
            );
        }
        if let Some(context) = self.manual.get(body)
            && (context.mesh != mesh_name || context.manual_axes != manual_axes)
        {
            self.error(
                loc,
                format!(
                    "'@{body}' is the body of manual computations with different meshes or manual axes (the other is at {})",
                    context.loc
                ),
            );
        }
    }

    /// Checks that a collective's result sharding is what the collective makes of its
    /// operand's sharding.
    fn collective(&mut self, f: &Function, op: OpId, x: Option<Value>, r: Value) {
        let data = &f.ops[op];
        let loc = &data.loc;
        let name = data.kind.name();
        let needs_sharding = data.kind.is_collective()
            && !matches!(
                data.kind,
                OpKind::Send { .. } | OpKind::Recv { .. } | OpKind::Shift { .. }
            )
            || data.kind == OpKind::Constraint;
        if !needs_sharding {
            return;
        }
        if self.current_manual.is_some() && !self.local {
            // Checked by `manual_op`: a manual body's values carry no sharding.
            return;
        }
        if self.local
            && f.values[r].sharding.is_none()
            && !matches!(data.kind, OpKind::CollectivePermute | OpKind::Constraint)
        {
            // A manual body's collective, spliced into the per-device program: its axes
            // alone give its meaning.
            return;
        }
        let Some(result) = f.values[r].sharding.as_ref() else {
            self.error(
                loc,
                format!("'{name}' must declare its result sharding ('dist.sharding')"),
            );
            return;
        };
        let Some(mesh) = self.module.mesh(&result.mesh) else {
            return;
        };
        let axis_lists: Vec<&AxisRef> = match &data.kind {
            OpKind::AllGather { gathering_axes: d }
            | OpKind::AllSlice { slicing_axes: d }
            | OpKind::ReduceScatter {
                scatter_axes: d, ..
            } => d.iter().flatten().collect(),
            OpKind::AllReduce {
                reduction_axes: a, ..
            }
            | OpKind::AllToAll { axes: a, .. } => a.iter().collect(),
            _ => Vec::new(),
        };
        for a in &axis_lists {
            if a.size(mesh).is_none() {
                self.error(
                    loc,
                    format!(
                        "'{name}' names unknown mesh axis {a} (mesh '@{}')",
                        result.mesh
                    ),
                );
                return;
            }
        }
        let rank = f.ty(r).rank();
        if let OpKind::AllGather { gathering_axes: d }
        | OpKind::AllSlice { slicing_axes: d }
        | OpKind::ReduceScatter {
            scatter_axes: d, ..
        } = &data.kind
            && d.len() != rank
        {
            self.error(
                loc,
                format!(
                    "'{name}' lists axes for {} dimension(s) but the value has rank {rank}",
                    d.len()
                ),
            );
            return;
        }
        let Some(operand) = x.and_then(|x| f.values[x].sharding.as_ref()) else {
            // Without an operand sharding there is nothing more to compare against.
            return;
        };
        if operand.mesh != result.mesh {
            self.error(
                loc,
                format!(
                    "'{name}' moves a value from mesh '@{}' to mesh '@{}'",
                    operand.mesh, result.mesh
                ),
            );
            return;
        }
        if operand.dims.len() != rank || result.dims.len() != rank {
            // A sharding of the wrong rank is reported by the sharding checks.
            return;
        }
        let dims =
            |s: &Sharding| -> Vec<Vec<AxisRef>> { s.dims.iter().map(|d| d.axes.clone()).collect() };
        let (mut want_dims, mut want_unreduced) = (dims(operand), operand.unreduced.clone());
        let problem: Option<String> = match &data.kind {
            OpKind::AllGather { gathering_axes } => {
                let mut p = None;
                for (i, g) in gathering_axes.iter().enumerate() {
                    let have = &want_dims[i];
                    if have.len() < g.len() || have[have.len() - g.len()..] != g[..] {
                        p = Some(format!(
                            "dimension {i} is not sharded with {} as its minor-most axes",
                            fmt_axes(g)
                        ));
                        break;
                    }
                    let keep = have.len() - g.len();
                    want_dims[i].truncate(keep);
                }
                p
            }
            OpKind::AllSlice { slicing_axes } => {
                for (i, s) in slicing_axes.iter().enumerate() {
                    want_dims[i].extend(s.iter().cloned());
                }
                None
            }
            OpKind::AllReduce { reduction_axes, .. } => {
                remove_unreduced(&mut want_unreduced, reduction_axes, mesh)
            }
            OpKind::ReduceScatter { scatter_axes, .. } => {
                let all: Vec<AxisRef> = scatter_axes.iter().flatten().cloned().collect();
                for (i, s) in scatter_axes.iter().enumerate() {
                    want_dims[i].extend(s.iter().cloned());
                }
                remove_unreduced(&mut want_unreduced, &all, mesh)
            }
            OpKind::AllToAll {
                source_dim,
                target_dim,
                axes,
            } => {
                let (s, t) = (*source_dim as usize, *target_dim as usize);
                if s >= rank || t >= rank {
                    // Reported by type inference.
                    return;
                }
                let have = &want_dims[s];
                if have.len() < axes.len() || have[have.len() - axes.len()..] != axes[..] {
                    Some(format!(
                        "source dimension {s} is not sharded with {} as its minor-most axes",
                        fmt_axes(axes)
                    ))
                } else {
                    let keep = have.len() - axes.len();
                    want_dims[s].truncate(keep);
                    want_dims[t].extend(axes.iter().cloned());
                    None
                }
            }
            OpKind::CollectivePermute => {
                for i in 0..rank {
                    if operand.dim_split(i, mesh) != result.dim_split(i, mesh) {
                        self.error(
                            loc,
                            format!(
                                "'{name}' cannot change how many pieces dimension {i} is split into"
                            ),
                        );
                    }
                }
                return;
            }
            _ => return, // dist.constraint may change the sharding arbitrarily.
        };
        if let Some(p) = problem {
            self.error(
                loc,
                format!("'{name}': {p} in the operand sharding {operand}"),
            );
            return;
        }
        let same_unreduced = want_unreduced.len() == result.unreduced.len()
            && want_unreduced.iter().all(|a| result.unreduced.contains(a));
        if want_dims != dims(result) || !same_unreduced {
            let mut expected = result.clone();
            for (d, axes) in expected.dims.iter_mut().zip(&want_dims) {
                d.axes = axes.clone();
            }
            expected.unreduced = want_unreduced;
            self.error(
                loc,
                format!(
                    "'{name}' turns {operand} into {expected}, but its result is declared {result}"
                ),
            );
        }
    }
}

/// Removes `axes` from `unreduced`: each an unreduced axis, or a part of one (whose other
/// parts stay unreduced).
fn remove_unreduced(
    unreduced: &mut Vec<AxisRef>,
    axes: &[AxisRef],
    mesh: &crate::sharding::Mesh,
) -> Option<String> {
    for a in axes {
        let found = unreduced
            .iter()
            .position(|u| u == a)
            .or_else(|| unreduced.iter().position(|u| u.contains(a, mesh)));
        match found {
            Some(p) => {
                let u = unreduced.remove(p);
                if u != *a {
                    unreduced.extend(u.without(a, mesh));
                }
            }
            None => return Some(format!("axis {a} is not unreduced")),
        }
    }
    None
}

fn fmt_axes(axes: &[AxisRef]) -> String {
    format!(
        "{{{}}}",
        axes.iter()
            .map(|a| a.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    )
}

fn join_types(types: &[&TensorType]) -> String {
    types
        .iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}
