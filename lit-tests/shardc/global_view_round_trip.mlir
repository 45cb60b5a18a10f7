// A plan written out compiles back to itself: `--emit global` of a training step (its
// reductions moved past the mean's quotient, its softmax's maximum partial until its
// all_reduce "max", its gradients' all-reduces bucketed) read as input compiles to the same
// global view, op for op, and runs to the same numbers; likewise a searched plan.
// RUN: shardc compile %S/../../testdata/flax/resnet/jax.mlir --emit global -o %t.global.mlir 2>/dev/null
// RUN: shardc compile %t.global.mlir --emit global -o %t.again.mlir 2>/dev/null
// RUN: diff %t.global.mlir %t.again.mlir
// RUN: FileCheck %s --input-file %t.global.mlir
// RUN: shardc verify %t.global.mlir --inputs %S/../../testdata/flax/resnet/data.safetensors 2>/dev/null | FileCheck %s --check-prefix=VERIFY
// RUN: shardc compile %S/../../examples/transformer_step.mlir --auto-shard --emit global -o %t.searched.mlir 2>/dev/null
// RUN: shardc compile %t.searched.mlir --emit global -o %t.searched-again.mlir 2>/dev/null
// RUN: diff %t.searched.mlir %t.searched-again.mlir

// CHECK: hlo.reduce {{.*}}kind = "max", dist.sharding = #dist.sharding<@mesh, [{"dp"}], unreduced={"tp"}>}
// CHECK-NEXT: dist.all_reduce {{.*}}kind = "max"
// CHECK: hlo.divide {{.*}}unreduced={"dp"}>}
// VERIFY: sharded outputs match the single-device reference
