//! `inline`: replaces every `func.call` by the callee's body.

use std::collections::{HashMap, HashSet};

use shardc_ir::{Diagnostic, Function, Module, OpKind, Value, Visibility};

use crate::pass::{OptionKind, OptionSpec, Pass, PassOptions, PassScope};

/// Inlines calls, callees first.
pub struct Inline;

const OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "remove-dead-functions",
    description: "Delete private functions that are no longer called",
    kind: OptionKind::Bool,
    default: "true",
}];

impl Pass for Inline {
    fn name(&self) -> &'static str {
        "inline"
    }

    fn summary(&self) -> &'static str {
        "Replace every `func.call` by the body of its callee"
    }

    fn description(&self) -> &'static str {
        r#"JAX exports call private helper functions; propagation and partitioning work on one
function body, so calls are inlined first. Callee ops keep their source locations and any
shardings annotated inside the callee; the callee's argument and result shardings become
hints (open dimensions, which propagation may refine) on the caller's values that have no
sharding of their own. The call graph is acyclic (the verifier rejects
recursion), so inlining terminates. With `remove-dead-functions` (the default), private
functions no longer reachable from a public one are deleted. Loops (`hlo.while`) stay loops:
their condition and body functions are kept, and a loop copied by inlining (a helper with a
loop called twice) gets its own copies of them, since a loop's functions carry its shardings.

Example — input:

```mlir
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @double(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @double(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.add %arg0, %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
```

output:

```mlir
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.add %arg0, %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
```"#
    }

    fn options(&self) -> &'static [OptionSpec] {
        OPTIONS
    }

    fn scope(&self) -> PassScope {
        PassScope::Module
    }

    fn run_on_module(
        &self,
        module: &mut Module,
        options: &PassOptions,
        _notes: &mut Vec<Diagnostic>,
    ) -> Result<(), Vec<Diagnostic>> {
        // Repeat until no function has calls; each round inlines one level. The call graph is
        // acyclic, so depth bounds the rounds.
        for _ in 0..=module.functions.len() {
            let snapshot = module.clone();
            let mut any = false;
            for f in &mut module.functions {
                any |= inline_calls(f, &snapshot);
            }
            if !any {
                break;
            }
        }
        if options.bool("remove-dead-functions") {
            remove_unreachable_functions(module);
        }
        unique_loop_functions(module);
        Ok(())
    }
}

/// Inlines the calls in `f` (one level), taking callee bodies from `module`.
fn inline_calls(f: &mut Function, module: &Module) -> bool {
    // One pass over the body, building the new one: each call is replaced by a copy of its
    // callee's body, and uses of the call's results are redirected as later ops are visited
    // (operands always come after their definitions), so inlining is linear in the size of
    // the program.
    let mut changed = false;
    let mut replaced: HashMap<Value, Value> = HashMap::new();
    let old_body = std::mem::take(&mut f.body);
    let mut body = Vec::with_capacity(old_body.len());
    for op in old_body {
        for operand in &mut f.ops[op].operands {
            if let Some(&v) = replaced.get(operand) {
                *operand = v;
            }
        }
        let OpKind::Call { callee } = &f.ops[op].kind else {
            body.push(op);
            continue;
        };
        let Some(target) = module.function(callee) else {
            body.push(op);
            continue;
        };
        let mut map: HashMap<Value, Value> = HashMap::new();
        for (&param, &arg) in target.args.iter().zip(&f.ops[op].operands) {
            map.insert(param, arg);
            // The callee's argument shardings are kept as hints on values that have none.
            if f.values[arg].sharding.is_none() {
                f.values[arg].sharding = target.values[param].sharding.as_ref().map(hint);
            }
        }
        let mut returned = Vec::new();
        for &callee_op in &target.body {
            let data = &target.ops[callee_op];
            if data.kind == OpKind::Return {
                returned = data.operands.iter().map(|v| map[v]).collect();
                break;
            }
            let operands = data.operands.iter().map(|v| map[v]).collect();
            let types = data.results.iter().map(|&r| target.ty(r).clone()).collect();
            let new = f.create_op(data.kind.clone(), operands, types, data.loc.clone());
            f.ops[new].attrs = data.attrs.clone();
            for (&old_r, &new_r) in data.results.iter().zip(&f.ops[new].results.clone()) {
                f.values[new_r].sharding = target.values[old_r].sharding.clone();
                map.insert(old_r, new_r);
            }
            body.push(new);
        }
        for (i, (&r, &v)) in f.ops[op].results.clone().iter().zip(&returned).enumerate() {
            // So are its result shardings, on returned values that have none.
            if f.values[v].sharding.is_none() {
                f.values[v].sharding = target
                    .result_shardings
                    .get(i)
                    .and_then(|s| s.as_ref())
                    .map(hint)
                    .or_else(|| f.values[r].sharding.clone());
            }
            replaced.insert(r, v);
        }
        changed = true;
    }
    f.body = body;
    changed
}

/// A sharding as a propagation hint: the same axes, every dimension open (propagation may
/// refine it), no priority.
fn hint(s: &shardc_ir::Sharding) -> shardc_ir::Sharding {
    let mut s = s.clone();
    for d in &mut s.dims {
        d.is_closed = false;
        d.priority = None;
    }
    s
}

/// The functions `f` names: callees and loop functions.
fn referenced(f: &Function) -> Vec<String> {
    f.body
        .iter()
        .flat_map(|&op| f.ops[op].kind.callees().into_iter().map(str::to_string))
        .collect()
}

/// Deletes private functions that no public function reaches through calls and loops.
fn remove_unreachable_functions(module: &mut Module) {
    let mut live: HashSet<String> = HashSet::new();
    let mut work: Vec<String> = module
        .functions
        .iter()
        .filter(|f| f.visibility == Visibility::Public)
        .map(|f| f.name.clone())
        .collect();
    while let Some(name) = work.pop() {
        if !live.insert(name.clone()) {
            continue;
        }
        if let Some(f) = module.function(&name) {
            work.extend(referenced(f));
        }
    }
    module.functions.retain(|f| live.contains(&f.name));
}

/// Gives every loop its own condition and body functions: the second loop naming a function
/// (inlining copied the loop) names a copy, `@<name>_<k>`.
fn unique_loop_functions(module: &mut Module) {
    let mut seen: HashSet<String> = HashSet::new();
    let mut fi = 0;
    while fi < module.functions.len() {
        for op in module.functions[fi].body.clone() {
            let OpKind::While { cond, body } = module.functions[fi].ops[op].kind.clone() else {
                continue;
            };
            let mut names = [cond, body];
            for name in &mut names {
                if seen.insert(name.clone()) {
                    continue;
                }
                let Some(mut copy) = module.function(name).cloned() else {
                    continue;
                };
                let fresh = (1..)
                    .map(|k| format!("{name}_{k}"))
                    .find(|n| module.function(n).is_none())
                    .expect("some name is free");
                copy.name = fresh.clone();
                copy.visibility = Visibility::Private;
                module.functions.push(copy);
                seen.insert(fresh.clone());
                *name = fresh;
            }
            let [cond, body] = names;
            module.functions[fi].ops[op].kind = OpKind::While { cond, body };
        }
        fi += 1;
    }
}
