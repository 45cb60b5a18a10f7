//! `cse`: common-subexpression elimination.

use std::collections::HashMap;

use shardc_ir::attr::write_dict;
use shardc_ir::{Diagnostic, Function};

use super::remove_dead_ops;
use crate::pass::{Pass, PassOptions, PassScope};

/// Merges identical pure ops.
pub struct Cse;

impl Pass for Cse {
    fn name(&self) -> &'static str {
        "cse"
    }

    fn summary(&self) -> &'static str {
        "Merge pure ops that compute the same thing from the same operands"
    }

    fn description(&self) -> &'static str {
        r#"Two pure ops are the same computation when they have the same name, the same inherent
attributes (compared exactly: constants bit for bit), the same operands, the same result
types, the same extra attributes and the same result shardings. Every later copy is replaced
by the first and removed. `hlo.rng` is pure here — its values depend only on its seed
operand, `stream` and the element index — so two identical draws are one draw. Ops with
effects (`dist.send`, `dist.recv`, `func.call`) are never merged.

Example — input:

```mlir
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.exponential %arg0 : tensor<4xf32>
  %1 = hlo.exponential %arg0 : tensor<4xf32>
  %2 = hlo.add %0, %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}
```

output:

```mlir
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.exponential %arg0 : tensor<4xf32>
  %1 = hlo.add %0, %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}
```"#
    }

    fn scope(&self) -> PassScope {
        PassScope::Function
    }

    fn run_on_function(
        &self,
        f: &mut Function,
        _options: &PassOptions,
        _notes: &mut Vec<Diagnostic>,
    ) -> Result<(), Vec<Diagnostic>> {
        merge_duplicates(f);
        Ok(())
    }
}

/// Merges `f`'s identical pure ops (the pass [`Cse`]) and removes the copies; returns each
/// removed copy's result with the result read in its place.
pub fn merge_duplicates(f: &mut Function) -> HashMap<shardc_ir::Value, shardc_ir::Value> {
    // One pass in program order: a duplicate's results are recorded as replaced by the
    // first copy's, and later ops' operands are redirected as they are visited (they come
    // after their definitions), so the pass is linear in the size of the function.
    let mut seen: HashMap<String, Vec<shardc_ir::Value>> = HashMap::new();
    let mut replacement: HashMap<shardc_ir::Value, shardc_ir::Value> = HashMap::new();
    for i in 0..f.body.len() {
        let op = f.body[i];
        for operand in &mut f.ops[op].operands {
            if let Some(&v) = replacement.get(operand) {
                *operand = v;
            }
        }
        let data = &f.ops[op];
        if !data.kind.is_pure() || data.results.is_empty() {
            continue;
        }
        let key = op_key(f, op);
        match seen.get(&key) {
            Some(first) => {
                for (&dup, &orig) in data.results.iter().zip(first) {
                    replacement.insert(dup, orig);
                }
            }
            None => {
                seen.insert(key, data.results.clone());
            }
        }
    }
    if !replacement.is_empty() {
        remove_dead_ops(f);
    }
    replacement
}

/// An exact textual key of everything that determines an op's results.
fn op_key(f: &Function, op: shardc_ir::OpId) -> String {
    use std::fmt::Write;
    let data = &f.ops[op];
    let mut key = data.kind.name();
    let props: Vec<(String, shardc_ir::Attribute)> = data
        .kind
        .properties()
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
    let _ = write_dict(&mut key, &props);
    let _ = write_dict(&mut key, &data.attrs);
    for &v in &data.operands {
        let _ = write!(key, " {v}");
    }
    for &r in &data.results {
        let _ = write!(key, " : {}", f.ty(r));
        if let Some(s) = &f.values[r].sharding {
            let _ = write!(key, " {s}");
        }
    }
    key
}
