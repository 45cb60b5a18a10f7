//! Which manual axes a manual computation's body's values may differ along (JAX's "varying
//! manual axes", the check `shard_map`'s `check_vma` makes).
//!
//! A manual computation's result is assembled from the blocks its body returns as its
//! `out_shardings` say; along a manual axis a result's sharding does not split, the program
//! means the copy at position 0 (the reference interpreter takes it), while the partitioned
//! program keeps each device's own copy. The two agree only when the body returns the same
//! block on every device along such an axis. This analysis over-approximates, per value of
//! a body, the manual axes along which it may differ between devices: an argument along the
//! axes its in_sharding splits it over, `dist.axis_index` along its axes, a reduce-scatter,
//! slice, all-to-all or shift along the axes it moves data over, and an all-reduce or
//! all-gather makes its result the same along the (whole) axes it combines; any other op
//! differs where its operands do. Random draws, collective permutes and point-to-point
//! transfers may differ along every manual axis. Loops iterate to a fixpoint (a condition
//! that differs between devices makes every carried value differ where it does).

use std::collections::{BTreeSet, HashMap};

use shardc_ir::{AxisRef, Module, OpKind, Sharding, Value};

/// Manual axes, by name.
pub type Axes = BTreeSet<String>;

/// Calls and loops nested deeper than this are refused (the program is untrusted input).
const MAX_DEPTH: usize = 256;

/// Per result of `body`, run by a manual computation over `manual_axes` with operands laid
/// out by `in_shardings`: the manual axes along which the value it returns may differ
/// between devices.
pub fn body_results_vary(
    module: &Module,
    body: &str,
    manual_axes: &[AxisRef],
    in_shardings: &[Sharding],
) -> Result<Vec<Axes>, String> {
    let all: Axes = manual_axes.iter().map(|a| a.name.clone()).collect();
    let args = in_shardings
        .iter()
        .map(|s| {
            s.dims
                .iter()
                .flat_map(|d| d.axes.iter().map(|a| a.name.clone()))
                .filter(|n| all.contains(n))
                .collect()
        })
        .collect();
    function_vary(module, body, args, &all, 0)
}

/// The manual axes that `axes` names (a sub-axis names its axis).
fn names(axes: &[AxisRef]) -> Axes {
    axes.iter().map(|a| a.name.clone()).collect()
}

/// The manual axes that `axes` covers whole (an op combining over a sub-axis makes its
/// result the same only along that part of the axis).
fn whole(axes: &[AxisRef]) -> Axes {
    axes.iter()
        .filter(|a| a.sub.is_none())
        .map(|a| a.name.clone())
        .collect()
}

fn function_vary(
    module: &Module,
    name: &str,
    args: Vec<Axes>,
    all: &Axes,
    depth: usize,
) -> Result<Vec<Axes>, String> {
    if depth > MAX_DEPTH {
        return Err(format!(
            "calls and loops nest more than {MAX_DEPTH} deep under a manual computation's body"
        ));
    }
    let f = module
        .function(name)
        .ok_or_else(|| format!("no function @{name}"))?;
    if f.args.len() != args.len() {
        return Err(format!(
            "@{name} takes {} argument(s), given {}",
            f.args.len(),
            args.len()
        ));
    }
    let mut vary: HashMap<Value, Axes> = f.args.iter().copied().zip(args).collect();
    for &op in &f.body {
        let data = &f.ops[op];
        let ins: Vec<Axes> = data
            .operands
            .iter()
            .map(|v| {
                vary.get(v)
                    .cloned()
                    .ok_or_else(|| format!("@{name}: {v} is read before it is defined"))
            })
            .collect::<Result<_, _>>()?;
        let union: Axes = ins.iter().flatten().cloned().collect();
        let each = |with: &dyn Fn(&Axes) -> Axes| -> Vec<Axes> { ins.iter().map(with).collect() };
        let results: Vec<Axes> = match &data.kind {
            OpKind::Return => return Ok(ins),
            OpKind::AllReduce { reduction_axes, .. } => {
                let w = whole(reduction_axes);
                each(&|s| s.difference(&w).cloned().collect())
            }
            OpKind::AllGather { gathering_axes } => {
                let w = whole(&gathering_axes.concat());
                each(&|s| s.difference(&w).cloned().collect())
            }
            OpKind::ReduceScatter {
                scatter_axes: a, ..
            }
            | OpKind::AllSlice { slicing_axes: a } => {
                let n = names(&a.concat());
                each(&|s| s.union(&n).cloned().collect())
            }
            OpKind::AllToAll { axes, .. } | OpKind::Shift { axes, .. } => {
                let n = names(axes);
                each(&|s| s.union(&n).cloned().collect())
            }
            OpKind::AxisIndex { axes } => vec![names(axes); data.results.len()],
            OpKind::CollectivePermute
            | OpKind::Rng { .. }
            | OpKind::RngBits { .. }
            | OpKind::Send { .. }
            | OpKind::Recv { .. } => vec![all.clone(); data.results.len()],
            OpKind::Call { callee } => function_vary(module, callee, ins, all, depth + 1)?,
            OpKind::While { cond, body } => {
                let mut carried = ins;
                loop {
                    let predicate: Axes =
                        function_vary(module, cond, carried.clone(), all, depth + 1)?
                            .into_iter()
                            .flatten()
                            .collect();
                    let next = function_vary(module, body, carried.clone(), all, depth + 1)?;
                    if next.len() != carried.len() {
                        return Err(format!(
                            "@{body} returns other values than the loop carries"
                        ));
                    }
                    let mut changed = false;
                    for (c, n) in carried.iter_mut().zip(next) {
                        let grown: Axes = c.union(&n).chain(&predicate).cloned().collect();
                        changed |= grown != *c;
                        *c = grown;
                    }
                    if !changed {
                        break carried;
                    }
                }
            }
            OpKind::ManualComputation { .. } => {
                return Err(format!(
                    "@{name}: a manual computation inside a manual computation's body"
                ));
            }
            _ => vec![union; data.results.len()],
        };
        if results.len() != data.results.len() {
            return Err(format!(
                "@{name}: '{}' gives {} value(s), the analysis {}",
                data.kind.name(),
                data.results.len(),
                results.len()
            ));
        }
        vary.extend(data.results.iter().copied().zip(results));
    }
    Err(format!("@{name} does not return"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vary_of(text: &str) -> Result<Vec<Axes>, String> {
        let module = shardc_ir::parse_and_verify(text, "vary.mlir").unwrap();
        let f = module.entry().unwrap();
        let op = f
            .body
            .iter()
            .find(|&&op| matches!(f.ops[op].kind, OpKind::ManualComputation { .. }))
            .unwrap();
        let OpKind::ManualComputation {
            body,
            manual_axes,
            in_shardings,
            ..
        } = &f.ops[*op].kind
        else {
            unreachable!()
        };
        body_results_vary(&module, body, manual_axes, in_shardings)
    }

    fn axes(names: &[&str]) -> Axes {
        names.iter().map(|n| n.to_string()).collect()
    }

    /// Arguments differ along the axes their in_shardings split; an all-reduce makes its
    /// result the same along its axes; `axis_index` differs along its own; a loop carries
    /// what its body makes differ.
    #[test]
    fn values_differ_where_their_sources_do() {
        let text = r#"dist.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%a: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<2x4xf32>, tensor<i32>, tensor<2x4xf32>) {
  %r:4 = dist.manual_computation %a {body = @body, manual_axes = #dist.axes<{"x", "y"}>, in_shardings = [#dist.sharding<@mesh, [{"x"}, {}]>], out_shardings = [#dist.sharding<@mesh, [{"x"}, {}]>, #dist.sharding<@mesh, [{}, {}]>, #dist.sharding<@mesh, []>, #dist.sharding<@mesh, [{"x"}, {}]>]} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<2x4xf32>, tensor<i32>, tensor<2x4xf32>)
  return %r#0, %r#1, %r#2, %r#3 : tensor<4x4xf32>, tensor<2x4xf32>, tensor<i32>, tensor<2x4xf32>
}
func.func private @body(%a: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<i32>, tensor<1x4xf32>) {
  %t = hlo.tanh %a : tensor<2x4xf32>
  %s = dist.all_reduce %t {reduction_axes = #dist.axes<{"x"}>, kind = "add"} : tensor<2x4xf32>
  %i = dist.axis_index {axes = #dist.axes<{"y"}>} : tensor<i32>
  %p = dist.all_slice %s {slicing_axes = #dist.dim_axes<[{"y"}, {}]>} : (tensor<2x4xf32>) -> tensor<1x4xf32>
  return %t, %s, %i, %p : tensor<2x4xf32>, tensor<2x4xf32>, tensor<i32>, tensor<1x4xf32>
}"#;
        let v = vary_of(text).unwrap();
        assert_eq!(v, vec![axes(&["x"]), axes(&[]), axes(&["y"]), axes(&["y"])]);
    }

    /// A loop carries what its body makes differ, and a condition that differs between
    /// devices makes every carried value differ where it does.
    #[test]
    fn loops_carry_what_their_bodies_make_differ() {
        let text = r#"dist.mesh @mesh = <["x"=2, "y"=2]>
func.func private @cond(%k: tensor<i32>, %v: tensor<4xf32>, %w: tensor<4xf32>) -> tensor<i1> {
  %n = hlo.constant dense<3> : tensor<i32>
  %p = hlo.compare %k, %n {comparison_direction = "LT"} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %p : tensor<i1>
}
func.func private @body(%k: tensor<i32>, %v: tensor<4xf32>, %w: tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>, tensor<4xf32>) {
  %one = hlo.constant dense<1> : tensor<i32>
  %j = hlo.add %k, %one : tensor<i32>
  %i = dist.axis_index {axes = #dist.axes<{"x"}>} : tensor<i32>
  %f = hlo.convert %i : (tensor<i32>) -> tensor<f32>
  %b = hlo.broadcast_in_dim %f {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<4xf32>
  %u = hlo.add %v, %b : tensor<4xf32>
  return %j, %u, %w : tensor<i32>, tensor<4xf32>, tensor<4xf32>
}
func.func @main(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:2 = dist.manual_computation %a {body = @run, manual_axes = #dist.axes<{"x", "y"}>, in_shardings = [#dist.sharding<@mesh, [{}]>], out_shardings = [#dist.sharding<@mesh, [{}]>, #dist.sharding<@mesh, [{}]>]} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
func.func private @run(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %z = hlo.constant dense<0> : tensor<i32>
  %l:3 = hlo.while %z, %a, %a {cond = @cond, body = @body} : (tensor<i32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>, tensor<4xf32>)
  return %l#1, %l#2 : tensor<4xf32>, tensor<4xf32>
}"#;
        assert_eq!(vary_of(text).unwrap(), vec![axes(&["x"]), axes(&[])]);
        // The condition reads the differing value: every carried value differs along "x".
        let by_value = text
            .replace(
                "%p = hlo.compare %k, %n {comparison_direction = \"LT\"} : (tensor<i32>, tensor<i32>) -> tensor<i1>",
                "%s = hlo.reduce %v, %z {dimensions = array<i64: 0>, kind = \"add\"} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>\n  %c = hlo.constant dense<9.0> : tensor<f32>\n  %p = hlo.compare %s, %c {comparison_direction = \"LT\"} : (tensor<f32>, tensor<f32>) -> tensor<i1>",
            )
            .replace(
                "  %n = hlo.constant dense<3> : tensor<i32>\n",
                "  %z = hlo.constant dense<0.0> : tensor<f32>\n",
            );
        assert_ne!(by_value, text);
        assert_eq!(
            vary_of(&by_value).unwrap(),
            vec![axes(&["x"]), axes(&["x"])]
        );
    }
}
