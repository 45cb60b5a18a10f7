// A loop whose body expands its 1 KiB carried vector into two 1 MiB temporaries each
// iteration. --auto-shard searches the body with the carried value tied to its next value:
// the vector is carried split over "x" and the body runs on its block with nothing
// communicated; the loop holds, while it runs, what its body holds (the report's peak is
// the body's two 256 KiB blocks, not the few hundred bytes the entry function alone holds);
// a budget no plan of the body fits is an error that names the body and the loop.
// RUN: shardc compile %s --auto-shard --emit global -o - 2>/dev/null | FileCheck %s
// RUN: shardc compile %s --auto-shard --emit plan -o - 2>/dev/null | FileCheck %s --check-prefix=PLAN
// RUN: shardc inspect %s --auto-shard --explain 2>&1 | FileCheck %s --check-prefix=EXPLAIN
// RUN: not shardc compile %s --auto-shard --memory-budget 100KiB -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET

dist.mesh @mesh = <["x"=4]>
func.func private @cond(%i: tensor<i32>, %x: tensor<256xf32>) -> tensor<i1> {
  %n = hlo.constant dense<3> : tensor<i32>
  %c = hlo.compare %i, %n {comparison_direction = "LT"} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %c : tensor<i1>
}
func.func private @body(%i: tensor<i32>, %x: tensor<256xf32>) -> (tensor<i32>, tensor<256xf32>) {
  %one = hlo.constant dense<1> : tensor<i32>
  %j = hlo.add %i, %one : tensor<i32>
  %big = hlo.broadcast_in_dim %x {broadcast_dimensions = array<i64: 1>} : (tensor<256xf32>) -> tensor<1024x256xf32>
  %t = hlo.tanh %big : tensor<1024x256xf32>
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %s = hlo.reduce %t, %zero {dimensions = array<i64: 0>, kind = "add"} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<256xf32>
  return %j, %s : tensor<i32>, tensor<256xf32>
}
func.func @main(%x: tensor<256xf32>) -> tensor<256xf32> {
  %zero = hlo.constant dense<0> : tensor<i32>
  %r:2 = hlo.while %zero, %x {cond = @cond, body = @body} : (tensor<i32>, tensor<256xf32>) -> (tensor<i32>, tensor<256xf32>)
  return %r#1 : tensor<256xf32>
}

// CHECK-LABEL: func.func private @body
// CHECK-SAME: %arg1: tensor<256xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}
// CHECK-NOT: dist.all_
// CHECK: hlo.tanh {{.*}}#dist.sharding<@mesh, [{}, {"x"}]>
// CHECK-NOT: dist.all_
// CHECK-LABEL: func.func @main
// CHECK-SAME: %arg0: tensor<256xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}
// CHECK-NOT: dist.all_
// CHECK: hlo.while {{.*}}dist.sharding = [#dist.sharding<@mesh, []>, #dist.sharding<@mesh, [{"x"}]>]
// CHECK-NOT: dist.all_
// CHECK: return

// PLAN: "peak_bytes_per_device": 524812

// EXPLAIN: auto-shard: loop @body at {{.*}}auto_shard_loop.mlir:29:3 (3 iterations): carried values as the body's own search places them, {{.*}} s per iteration; runner-up whole (but for annotations), the body searched around them: +{{.*}} s per step
// EXPLAIN-NEXT: carried 0: #dist.sharding<@mesh, []>
// EXPLAIN-NEXT: carried 1: #dist.sharding<@mesh, [{"x"}]>

// BUDGET: auto_shard_loop.mlir:18:1: error: auto-shard: no plan fits the memory budget of 102400 bytes per device on mesh @mesh; the smallest found needs {{[0-9]+}} bytes
// BUDGET: auto_shard_loop.mlir:29:3: note: the body of this loop, which holds that each iteration
