//! `verify`: runs the verifier as a pass.

use shardc_ir::{Diagnostic, Module, verify_module};

use crate::pass::{Pass, PassOptions, PassScope};

/// Checks the module and fails with every problem found.
pub struct Verify;

impl Pass for Verify {
    fn name(&self) -> &'static str {
        "verify"
    }

    fn summary(&self) -> &'static str {
        "Check shapes, types and shardings of every op; report every violation"
    }

    fn description(&self) -> &'static str {
        r#"Runs the IR verifier: result types against each op's shape rule, operand counts,
definitions before uses, `func.return` against the signature, calls against callees (and no
recursion), send/recv pairing, and every sharding (the mesh exists, each axis exists and is
used once, sub-axes are valid, a collective's result sharding is what it makes of its
operand's; a split that does not divide its dimension pads it and is valid). All problems
are reported, each at its op's `file:line:col`. The module is not changed.

The pass manager also runs the verifier after every pass, so `verify` is mostly useful as
the first step of a pipeline or on its own.

Example — input:

```mlir
module {
  dist.mesh @mesh = <["x"=4]>
  func.func @main(%arg0: tensor<6xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "x"}]>}) -> tensor<6xf32> {
    return %arg0 : tensor<6xf32>
  }
}
```

output:

```text
input.mlir:3:3: error: argument 0 of '@main': mesh axis "x" is used more than once in this sharding (also as "x")
```"#
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
        let diags = verify_module(module);
        if diags.is_empty() { Ok(()) } else { Err(diags) }
    }
}
