//! `parity`: makes every order-sensitive reduction run whole on one device, in the order the
//! single-device program runs it, so that the sharded program's results are bitwise the
//! single-device program's.
//!
//! Summing floats is not associative: a sum split over devices (partial sums, then an
//! `all_reduce`) rounds differently from the same sum on one device. Before propagation, this
//! pass pins the reduced dimensions of every float `reduce` (add, mul) and the contracting
//! dimensions of every float `dot_general` to *replicated* with a `dist.constraint` on their
//! operands, and the updates and indices of every float scatter-add (other dimensions stay
//! open, so propagation still splits them): the partitioner
//! then gathers what a reduction reads, and every device reduces the whole extent, in
//! row-major order, exactly as one device does. `max` and `min` are exact in any order and
//! are left alone. Together with exact code generation (`shardc compile --parity`: kernels
//! compute as the reference interpreter does, in f64 with one rounding per op, reductions in
//! order, products as ordered sums) a sharded training step is bitwise identical to the
//! single-device one. The cost is communication (operands gathered instead of results
//! reduced) and repeated work; `shardc verify --parity` measures both.

use shardc_ir::module::Function;
use shardc_ir::op::{ReduceKind, ScatterKind};
use shardc_ir::{Diagnostic, DimSharding, Module, OpKind, Sharding, Value};

use crate::pass::{OptionSpec, Pass, PassOptions, PassScope};

/// The `parity` pass.
pub struct Parity;

impl Pass for Parity {
    fn name(&self) -> &'static str {
        "parity"
    }

    fn summary(&self) -> &'static str {
        "Pin reduced and contracted dimensions replicated, so sums run whole in one order"
    }

    fn description(&self) -> &'static str {
        r#"For bitwise parity between a sharded program and the single-device one: every float
`reduce` (add or mul) gets a `dist.constraint` on its operand that keeps the reduced
dimensions replicated, every float `dot_general` one on each operand that keeps the
contracting dimensions replicated, and every float scatter-add (an embedding's gradient) ones
that keep its updates' scatter dimensions and its indices replicated; the other dimensions
stay open for propagation. The
partitioner then gathers instead of reducing partial sums, and each device reduces the whole
extent in the single-device order. Run it before `sharding-propagation` (`shardc compile
--parity` does). Functions without a mesh are left alone, and so are manual computations'
bodies (one device's program, whose sums already run whole in the order they are written).

Example — input:

```mlir
dist.mesh @mesh = <["x"=2]>
func.func @main(%arg0: tensor<4x8xf32>) -> tensor<4xf32> {
  %0 = hlo.constant dense<0.0> : tensor<f32>
  %1 = hlo.reduce %arg0, %0 {dimensions = array<i64: 1>, kind = "add"} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
```

output:

```mlir
dist.mesh @mesh = <["x"=2]>
func.func @main(%arg0: tensor<4x8xf32>) -> tensor<4xf32> {
  %0 = hlo.constant dense<0.0> : tensor<f32>
  %1 = dist.constraint %arg0 {dist.sharding = #dist.sharding<@mesh, [{?}, {}]>} : tensor<4x8xf32>
  %2 = hlo.reduce %1, %0 {dimensions = array<i64: 1>, kind = "add"} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
```"#
    }

    fn options(&self) -> &'static [OptionSpec] {
        &[]
    }

    fn scope(&self) -> PassScope {
        PassScope::Module
    }

    fn run_on_module(
        &self,
        module: &mut Module,
        _options: &PassOptions,
        _notes: &mut Vec<Diagnostic>,
    ) -> Result<(), Vec<Diagnostic>> {
        let Some(mesh) = module.meshes.first().map(|m| m.name.clone()) else {
            return Ok(());
        };
        // A manual computation's body is one device's program: its reductions run whole on
        // each device in the order it writes them, as the reference runs them, and its
        // values carry no sharding.
        let manual = shardc_ir::manual::manual_functions(module);
        for f in &mut module.functions {
            if !manual.contains_key(&f.name) {
                pin_reductions(f, &mesh);
            }
        }
        Ok(())
    }
}

/// Inserts the constraints in `f` (see the module documentation).
fn pin_reductions(f: &mut Function, mesh: &str) {
    let body = std::mem::take(&mut f.body);
    let mut out = Vec::with_capacity(body.len());
    for op in body {
        let data = f.ops[op].clone();
        let pins: Vec<(usize, Vec<i64>)> = match &data.kind {
            OpKind::Reduce { dimensions, kind }
                if matches!(kind, ReduceKind::Add | ReduceKind::Mul)
                    && f.ty(data.operands[0]).element.is_float() =>
            {
                vec![(0, dimensions.clone())]
            }
            OpKind::DotGeneral(d) if f.ty(data.operands[0]).element.is_float() => vec![
                (0, d.lhs_contracting.clone()),
                (1, d.rhs_contracting.clone()),
            ],
            // A scatter-add (an embedding's gradient) combines updates in index order: every
            // device sees all the updates and all the indices.
            OpKind::Scatter {
                dims,
                kind: ScatterKind::Reduce(ReduceKind::Add | ReduceKind::Mul),
            } if f.ty(data.operands[0]).element.is_float() => {
                let updates = f.ty(data.operands[2]).rank() as i64;
                let indices = f.ty(data.operands[1]).rank() as i64;
                vec![
                    (
                        2,
                        (0..updates)
                            .filter(|d| !dims.update_window_dims.contains(d))
                            .collect(),
                    ),
                    (1, (0..indices).collect()),
                ]
            }
            _ => Vec::new(),
        };
        for (k, dims) in pins {
            if dims.is_empty() {
                continue;
            }
            let x: Value = f.ops[op].operands[k];
            let ty = f.ty(x).clone();
            let sharding = Sharding::new(
                mesh,
                (0..ty.rank() as i64)
                    .map(|d| DimSharding {
                        axes: Vec::new(),
                        is_closed: dims.contains(&d),
                        priority: None,
                    })
                    .collect(),
            );
            let c = f.create_op(OpKind::Constraint, vec![x], vec![ty], data.loc.clone());
            let r = f.ops[c].results[0];
            f.values[r].sharding = Some(sharding);
            f.ops[op].operands[k] = r;
            out.push(c);
        }
        out.push(op);
    }
    f.body = out;
}
