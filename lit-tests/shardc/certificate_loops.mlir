// A plan with a loop is certified by induction over its iterations: the loop's condition
// and body each get a certificate of their own, checked first, and the loop is laid out and
// related by the `loop` rules. The carried vector stays split over "x" through the loop.

// RUN: shardc compile %s -o %t.shardbin
// RUN: shardc verify --certificate %t.shardbin | FileCheck %s
// RUN: shardc verify --certificate %t.shardbin --json | FileCheck %s --check-prefix=JSON

// CHECK: certificate accepted: {{[0-9]+}} steps replayed
// CHECK: plan ops by rule class: 1 loop,
// CHECK: layout rules: loop 1, pointwise 1,
// CHECK: relation rules: loop 2, same-op 6
// CHECK: 2 function(s) certified on their own (loops' conditions and bodies, loops by induction; manual computations' bodies, value by value on each device)

// JSON: "functions": 2,

dist.mesh @mesh = <["x"=2]>
func.func private @cond(%i: tensor<i64>, %v: tensor<4xf32>) -> tensor<i1> {
  %c = hlo.constant dense<3> : tensor<i64>
  %p = hlo.compare %i, %c {comparison_direction = "LT"} : (tensor<i64>, tensor<i64>) -> tensor<i1>
  return %p : tensor<i1>
}
func.func private @body(%i: tensor<i64>, %v: tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>) {
  %one = hlo.constant dense<1> : tensor<i64>
  %j = hlo.add %i, %one : tensor<i64>
  %w = hlo.tanh %v : tensor<4xf32>
  return %j, %w : tensor<i64>, tensor<4xf32>
}
func.func @main(%v: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}) -> tensor<4xf32> {
  %z = hlo.constant dense<0> : tensor<i64>
  %r:2 = hlo.while %z, %v {cond = @cond, body = @body} : (tensor<i64>, tensor<4xf32>) -> (tensor<i64>, tensor<4xf32>)
  return %r#1 : tensor<4xf32>
}
