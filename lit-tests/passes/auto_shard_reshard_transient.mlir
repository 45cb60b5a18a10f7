// A reshard of a dimension whose split does not divide it (5 rows over x=2) goes through
// the whole value: gathered, then sliced. The search's peak counts what the partitioned
// program holds while the reshard runs: the argument's block (3x4x8 f32, 384 bytes) all
// along, then the convert's bf16 block (192) beside the gathered whole (320), then the whole
// beside the slice (160): 896 bytes. The search splits the convert's 5 rows over x=2 too
// (blocks of 3 and 2, the last padded), as the annotations would.
// Before uneven splits were strategies, the search's smallest plan held 1,344 bytes (the
// convert on the whole value) and a budget of 1,300 fell back to the annotations' 896; before
// a reshard's collectives were held one after another, the search counted 1,056 (every
// intermediate beside both ends) and refused a budget of 896.
// RUN: shardc compile %s --auto-shard --emit plan -o - 2>&1 | FileCheck %s
// RUN: shardc compile %s --auto-shard --memory-budget 896 --emit plan -o - 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: shardc compile %s --auto-shard --emit global -o - 2>/dev/null | FileCheck %s --check-prefix=GLOBAL
// RUN: not shardc compile %s --auto-shard --memory-budget 895 --emit plan -o - 2>&1 | FileCheck %s --check-prefix=TIGHT

// CHECK: estimate (cpu): {{.*}} peak 896 bytes per device
// CHECK: "peak_bytes_per_device": 896

// BUDGET-NOT: warning: auto-shard
// BUDGET: peak 896 bytes per device (budget 896,
// BUDGET: "peak_bytes_per_device": 896

// GLOBAL: hlo.convert %arg0 {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}]>}

// TIGHT: error: auto-shard: no plan fits the memory budget of 895 bytes per device on mesh @mesh; the smallest found needs 896 bytes

dist.mesh @mesh = <["x"=2]>
func.func @main(%a: tensor<5x4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}]>}) -> (tensor<5x4x8xbf16> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}, {}]>}) {
  %b = hlo.convert %a : (tensor<5x4x8xf32>) -> tensor<5x4x8xbf16>
  return %b : tensor<5x4x8xbf16>
}
