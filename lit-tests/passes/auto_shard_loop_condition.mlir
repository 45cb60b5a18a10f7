// A loop's condition is priced and held like its body: here it reduces exp(x)·x over the
// carried 8x64 value, so a split x costs an all_reduce every iteration and holds two
// temporaries of x's block while it runs (more than the body's tanh). The search keeps x
// whole (the split plan's condition costs 9.3e-5 s more per iteration) and its peak is the
// partitioned program's: 8,200 bytes. Under a budget of 5,000 it splits x, holding 4,104
// bytes, the partitioned program's too. Until 2026-12-04 the search saw neither: it split x
// (no communication priced, a peak of 3,084 bytes estimated), and the compilation driver
// fell back to the annotations' plan once both were partitioned.
// RUN: shardc compile %s --auto-shard --emit plan -o /dev/null 2>&1 | FileCheck %s
// RUN: shardc compile %s --auto-shard --memory-budget 5000 --emit plan -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: not shardc compile %s --auto-shard --memory-budget 4103 --emit plan -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIGHT

// CHECK: estimate (cpu): {{.*}} peak 8200 bytes per device
// CHECK: auto-shard: loop @body at {{.*}}: carried values whole (but for annotations), the body searched around them, {{.*}}; runner-up as the body's own search places them: +9.2{{[0-9]+}}e-5 s per step
// CHECK: auto-shard: estimated after partitioning, the searched plan takes {{.*}} and holds 8200 bytes per device; {{.*}}: kept the searched plan

// BUDGET: estimate (cpu): {{.*}} peak 4104 bytes per device (budget 5000
// BUDGET: the searched plan takes {{.*}} and holds 4104 bytes per device; {{.*}}: kept the searched plan

// TIGHT: error: auto-shard: no plan fits the memory budget of 4103 bytes per device on mesh @mesh; the smallest found needs 4104 bytes

dist.mesh @mesh = <["x"=2]>
func.func @main(%x: tensor<8x64xf32>) -> tensor<8x64xf32> {
  %i = hlo.constant dense<0> : tensor<i32>
  %r:2 = hlo.while %i, %x {cond = @cond, body = @body} : (tensor<i32>, tensor<8x64xf32>) -> (tensor<i32>, tensor<8x64xf32>)
  return %r#1 : tensor<8x64xf32>
}
func.func private @cond(%i: tensor<i32>, %x: tensor<8x64xf32>) -> tensor<i1> {
  %e = hlo.exponential %x : tensor<8x64xf32>
  %m = hlo.multiply %e, %x : tensor<8x64xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %s = hlo.reduce %m, %z {dimensions = array<i64: 0, 1>, kind = "add"} : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
  %lim = hlo.constant dense<1.0e6> : tensor<f32>
  %small = hlo.compare %s, %lim {comparison_direction = "LT"} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %three = hlo.constant dense<3> : tensor<i32>
  %few = hlo.compare %i, %three {comparison_direction = "LT"} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %go = hlo.and %small, %few : tensor<i1>
  return %go : tensor<i1>
}
func.func private @body(%i: tensor<i32>, %x: tensor<8x64xf32>) -> (tensor<i32>, tensor<8x64xf32>) {
  %one = hlo.constant dense<1> : tensor<i32>
  %j = hlo.add %i, %one : tensor<i32>
  %y = hlo.tanh %x : tensor<8x64xf32>
  return %j, %y : tensor<i32>, tensor<8x64xf32>
}
