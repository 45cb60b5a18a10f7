// RUN: shardc-opt %s --pass-pipeline='builtin.module(cse)' --split-input-file | FileCheck %s
// RUN: shardc-opt %s --pass-pipeline='builtin.module(func.func(cse))' --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @same_computation
// CHECK-NEXT: %[[E:.*]] = hlo.exponential %arg0 : tensor<4xf32>
// CHECK-NEXT: %[[A:.*]] = hlo.add %[[E]], %[[E]] : tensor<4xf32>
// CHECK-NEXT: return %[[A]] : tensor<4xf32>
func.func @same_computation(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.exponential %x : tensor<4xf32>
  %1 = hlo.exponential %x : tensor<4xf32>
  %2 = hlo.add %0, %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}

// -----

// Merging cascades: once operands are merged, their users become equal too.
// CHECK-LABEL: func.func @cascade
// CHECK-NEXT: %[[E:.*]] = hlo.exponential %arg0
// CHECK-NEXT: %[[T:.*]] = hlo.tanh %[[E]]
// CHECK-NEXT: %[[A:.*]] = hlo.add %[[T]], %[[T]]
// CHECK-NEXT: return %[[A]], %[[A]]
func.func @cascade(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = hlo.exponential %x : tensor<4xf32>
  %1 = hlo.exponential %x : tensor<4xf32>
  %2 = hlo.tanh %0 : tensor<4xf32>
  %3 = hlo.tanh %1 : tensor<4xf32>
  %4 = hlo.add %2, %3 : tensor<4xf32>
  %5 = hlo.add %3, %2 : tensor<4xf32>
  return %4, %5 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Constants are compared bit for bit: 0.0 and -0.0 differ.
// CHECK-LABEL: func.func @constants
// CHECK-NEXT: %[[Z:.*]] = hlo.constant dense<0.0> : tensor<4xf32>
// CHECK-NEXT: %[[N:.*]] = hlo.constant dense<-0.0> : tensor<4xf32>
// CHECK-NEXT: return %[[Z]], %[[N]], %[[Z]] :
func.func @constants() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = hlo.constant dense<0.0> : tensor<4xf32>
  %1 = hlo.constant dense<-0.0> : tensor<4xf32>
  %2 = hlo.constant dense<0.0> : tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Different attributes, result types or shardings are different computations.
dist.mesh @mesh = <["x"=2]>
// CHECK-LABEL: func.func @differences
// CHECK-NEXT: hlo.gelu %arg0 {approximate = true}
// CHECK-NEXT: hlo.gelu %arg0 {approximate = false}
// CHECK-NEXT: hlo.negate %arg0 {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}
// CHECK-NEXT: hlo.negate %arg0 : tensor<4xf32>
// CHECK-NEXT: hlo.negate %arg0 {my.tag = 1 : i64}
// CHECK-NEXT: hlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xf16>
// CHECK-NEXT: hlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xbf16>
// CHECK-NEXT: return
func.func @differences(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf16>, tensor<4xbf16>) {
  %0 = hlo.gelu %x {approximate = true} : tensor<4xf32>
  %1 = hlo.gelu %x {approximate = false} : tensor<4xf32>
  %2 = hlo.negate %x {dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<4xf32>
  %3 = hlo.negate %x : tensor<4xf32>
  %4 = hlo.negate %x {my.tag = 1} : tensor<4xf32>
  %5 = hlo.convert %x : (tensor<4xf32>) -> tensor<4xf16>
  %6 = hlo.convert %x : (tensor<4xf32>) -> tensor<4xbf16>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf16>, tensor<4xbf16>
}

// -----

// Random numbers depend only on seed, stream and position: identical draws are one draw.
// CHECK-LABEL: func.func @rng
// CHECK-NEXT: %[[A:.*]] = hlo.rng %arg0 {distribution = "uniform", stream = 0 : i64}
// CHECK-NEXT: %[[B:.*]] = hlo.rng %arg0 {distribution = "uniform", stream = 1 : i64}
// CHECK-NEXT: return %[[A]], %[[A]], %[[B]]
func.func @rng(%seed: tensor<i64>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = hlo.rng %seed {distribution = "uniform", stream = 0} : (tensor<i64>) -> tensor<4xf32>
  %1 = hlo.rng %seed {distribution = "uniform", stream = 0} : (tensor<i64>) -> tensor<4xf32>
  %2 = hlo.rng %seed {distribution = "uniform", stream = 1} : (tensor<i64>) -> tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Ops with effects are never merged.
func.func private @helper(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
// CHECK-LABEL: func.func @effects
// CHECK-NEXT: %[[C1:.*]] = func.call @helper(%arg0)
// CHECK-NEXT: %[[C2:.*]] = func.call @helper(%arg0)
// CHECK-NEXT: dist.send %arg0 {channel = 0 : i64}
// CHECK-NEXT: dist.send %arg0 {channel = 1 : i64}
// CHECK-NEXT: %[[R0:.*]] = dist.recv {channel = 0 : i64}
// CHECK-NEXT: %[[R1:.*]] = dist.recv {channel = 1 : i64}
// CHECK-NEXT: return %[[C1]], %[[C2]], %[[R0]], %[[R1]]
func.func @effects(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = call @helper(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = call @helper(%x) : (tensor<4xf32>) -> tensor<4xf32>
  dist.send %x {channel = 0} : (tensor<4xf32>) -> ()
  dist.send %x {channel = 1} : (tensor<4xf32>) -> ()
  %2 = dist.recv {channel = 0} : tensor<4xf32>
  %3 = dist.recv {channel = 1} : tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// CSE works per function: equal ops in two functions both stay.
// CHECK-LABEL: func.func @first
// CHECK-NEXT: hlo.exponential
// CHECK-LABEL: func.func @second
// CHECK-NEXT: hlo.exponential
func.func @first(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.exponential %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @second(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.exponential %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
