// A constraint that needs no reshard (%arg0 is already laid out as it asks) leaves the plan,
// and its readers read %arg0 in its place. It closed its dimensions for propagation; the
// plan written out must too, else compiled again, propagation grows %arg0's open first
// dimension from %1's (the size-1 axis "p" the second constraint gave it) and the plan
// comes back spelled otherwise (fuzz --auto-shard --budget-fraction 0.7 --ops 20 seed
// 4300228).
// RUN: shardc compile %s --emit global -o %t.global.mlir 2>/dev/null
// RUN: shardc compile %t.global.mlir --emit global -o %t.again.mlir 2>/dev/null
// RUN: diff %t.global.mlir %t.again.mlir
// RUN: FileCheck %s --input-file %t.global.mlir
// CHECK: func.func @main(%arg0: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>})
module {
  dist.mesh @mesh = <["x"=2, "p"=1, "y"=4]>
  func.func @main(%arg0: tensor<16x8xf32>) -> tensor<16x8xf32> {
    %0 = dist.constraint %arg0 {dist.sharding = #dist.sharding<@mesh, [{}, {"y"}]>} : tensor<16x8xf32>
    %1 = hlo.abs %0 : tensor<16x8xf32>
    %2 = dist.constraint %1 {dist.sharding = #dist.sharding<@mesh, [{"p"}, {}]>} : tensor<16x8xf32>
    return %2 : tensor<16x8xf32>
  }
}
