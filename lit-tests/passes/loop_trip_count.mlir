// A loop whose bound the program does not fix (it comes in as an argument) is priced as one
// iteration, and the search and the estimate say so; `dist.trip_count` on the loop gives the
// number of iterations expected, and both price it by that: the all-reduce in the body runs
// 12 times a step in the plan report, and the search reports the count it priced. A count
// the program fixes wins over the attribute.
// RUN: shardc inspect %s --auto-shard --explain 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: sed -e 's/body = @body}/body = @body, dist.trip_count = 12 : i64}/' %s > %t.mlir
// RUN: shardc inspect %t.mlir --auto-shard --explain 2>&1 | FileCheck %s --check-prefix=EXPECTED
// RUN: shardc compile %t.mlir --emit plan -o - 2>/dev/null | FileCheck %s --check-prefix=PLAN
// RUN: shardc compile %s --emit plan -o - 2>/dev/null | FileCheck %s --check-prefix=ONCE
// RUN: shardc compile %s --auto-shard --emit plan -o - 2>/dev/null | FileCheck %s --check-prefix=SEARCH-ONCE
// RUN: shardc compile %t.mlir --auto-shard --emit plan -o - 2>/dev/null | FileCheck %s --check-prefix=SEARCH-12
// RUN: sed -e 's/body = @body}/body = @body, dist.trip_count = 12 : i64}/' %S/auto_shard_loop.mlir > %t.fixed.mlir
// RUN: shardc inspect %t.fixed.mlir --auto-shard --explain 2>&1 | FileCheck %s --check-prefix=FIXED

// UNKNOWN: auto-shard: loop @body at {{.*}} (trip count unknown, priced as one iteration (`dist.trip_count` on the loop sets one)):
// EXPECTED: auto-shard: loop @body at {{.*}} (12 iterations expected (dist.trip_count)):

// PLAN: "kind": "all_reduce"
// PLAN: "runs": 12,
// PLAN-NEXT: "in_loop": "hlo.while at {{.*}}.mlir:{{[0-9]+}}:3, 12 iterations expected (dist.trip_count)"

// ONCE: "kind": "all_reduce"
// ONCE: "runs": 1,
// ONCE-NEXT: "in_loop": "hlo.while at {{.*}}.mlir:{{[0-9]+}}:3, trip count unknown: counted once"

// FIXED: auto-shard: loop @body at {{.*}} (3 iterations):

// Priced once, the search keeps the vector split: a 4-byte all-reduce each iteration.
// SEARCH-ONCE: "kind": "all_reduce"
// SEARCH-ONCE-NOT: "kind": "all_gather"
// Twelve times, it gathers the 1 KiB vector once before the loop, whose body moves nothing.
// SEARCH-12: "kind": "all_gather"
// SEARCH-12-NEXT: "axes"
// SEARCH-12-NOT: "kind": "all_reduce"

dist.mesh @mesh = <["x"=4]>
func.func private @cond(%i: tensor<i32>, %n: tensor<i32>, %x: tensor<256xf32>) -> tensor<i1> {
  %c = hlo.compare %i, %n {comparison_direction = "LT"} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %c : tensor<i1>
}
func.func private @body(%i: tensor<i32>, %n: tensor<i32>, %x: tensor<256xf32>) -> (tensor<i32>, tensor<i32>, tensor<256xf32>) {
  %one = hlo.constant dense<1> : tensor<i32>
  %j = hlo.add %i, %one : tensor<i32>
  %zero = hlo.constant dense<0.0> : tensor<f32>
  %s = hlo.reduce %x, %zero {dimensions = array<i64: 0>, kind = "add"} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
  %b = hlo.broadcast_in_dim %s {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<256xf32>
  %y = hlo.subtract %x, %b : tensor<256xf32>
  return %j, %n, %y : tensor<i32>, tensor<i32>, tensor<256xf32>
}
func.func @main(%x: tensor<256xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}, %n: tensor<i32>) -> tensor<256xf32> {
  %zero = hlo.constant dense<0> : tensor<i32>
  %r:3 = hlo.while %zero, %n, %x {cond = @cond, body = @body} : (tensor<i32>, tensor<i32>, tensor<256xf32>) -> (tensor<i32>, tensor<i32>, tensor<256xf32>)
  return %r#2 : tensor<256xf32>
}
