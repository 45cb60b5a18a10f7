// A reshard of a dimension whose split does not divide it (5 rows over x=2) goes through
// the whole value: gathered, then sliced. The search's peak counts that whole value while
// the reshard runs, as the partitioned program holds it: the argument's block (3x4x8 f32,
// 384 bytes), the gathered whole (640) and the slice (320). Before, the search counted 704
// bytes and a budget between the two was "met" by a program holding 1344.
// Under a budget of 1300 no searched plan fits (the search's space has no split of the
// 5 rows for the convert); the annotations' plan (convert on the row blocks, the bf16
// result resharded: 896 bytes) fits and is kept, with the search's error as a warning.
// RUN: shardc compile %s --auto-shard --emit plan -o - 2>&1 | FileCheck %s
// RUN: shardc compile %s --auto-shard --memory-budget 1300 --emit plan -o - 2>&1 | FileCheck %s --check-prefix=BUDGET

// CHECK: estimate (cpu): {{.*}} peak 1344 bytes per device
// CHECK: "peak_bytes_per_device": 1344

// BUDGET: warning: auto-shard: no plan fits the memory budget of 1300 bytes per device on mesh @mesh; the smallest found needs 1344 bytes
// BUDGET: note: the program's own annotations give a plan holding 896 bytes per device, within the budget: kept it
// BUDGET: "peak_bytes_per_device": 896

dist.mesh @mesh = <["x"=2]>
func.func @main(%a: tensor<5x4x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}, {}]>}) -> (tensor<5x4x8xbf16> {dist.sharding = #dist.sharding<@mesh, [{}, {"x"}, {}]>}) {
  %b = hlo.convert %a : (tensor<5x4x8xf32>) -> tensor<5x4x8xbf16>
  return %b : tensor<5x4x8xbf16>
}
