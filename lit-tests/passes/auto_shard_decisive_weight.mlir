// Under a memory budget, auto-shard raises the memory weight fourfold until a plan fits, and
// used to give up after three raises that found no smaller peak. Here the only smaller plan
// splits the input and gathers it whole before the slices that rotate it (one collective,
// 93 µs on the cpu profile), which no weight the raises reached paid for: the budget of
// 1,812 bytes was refused ("the smallest found needs 2304 bytes") although a plan of 1,344
// bytes exists. Before giving up, one search now tries the weight at which holding the
// largest value over one op costs as much as an all-reduce of it over the whole mesh.
// RUN: shardc compile %s --auto-shard --memory-budget 1812 --emit plan -o - 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ESTIMATE --input-file=%t.err
// A budget below every plan is still refused, naming the smallest found.
// RUN: not shardc compile %s --auto-shard --memory-budget 1000 -o /dev/null 2>&1 | FileCheck %s --check-prefix=REFUSED

// ESTIMATE: peak 1344 bytes per device (budget 1812
// CHECK: "kind": "all_gather"
// CHECK: "peak_bytes_per_device": 1344
// REFUSED: error: auto-shard: no plan fits the memory budget of 1000 bytes per device on mesh @mesh; the smallest found needs 1344 bytes
module {
  dist.mesh @mesh = <["x"=8]>
  func.func @main(%arg0: tensor<12x6x2xf32>) -> (tensor<12x6x1xf32>) {
    %2 = hlo.tanh %arg0 : tensor<12x6x2xf32>
    %3 = hlo.slice %2 {start_indices = array<i64: 6, 0, 0>, limit_indices = array<i64: 12, 6, 2>, strides = array<i64: 1, 1, 1>} : (tensor<12x6x2xf32>) -> tensor<6x6x2xf32>
    %4 = hlo.slice %2 {start_indices = array<i64: 0, 0, 0>, limit_indices = array<i64: 6, 6, 2>, strides = array<i64: 1, 1, 1>} : (tensor<12x6x2xf32>) -> tensor<6x6x2xf32>
    %5 = hlo.concatenate %3, %4 {dimension = 0 : i64} : (tensor<6x6x2xf32>, tensor<6x6x2xf32>) -> tensor<12x6x2xf32>
    %6 = hlo.compare %2, %5 {comparison_direction = "LT"} : (tensor<12x6x2xf32>, tensor<12x6x2xf32>) -> tensor<12x6x2xi1>
    %7 = hlo.select %6, %5, %2 : (tensor<12x6x2xi1>, tensor<12x6x2xf32>, tensor<12x6x2xf32>) -> tensor<12x6x2xf32>
    %16 = hlo.slice %7 {start_indices = array<i64: 0, 0, 1>, limit_indices = array<i64: 12, 6, 2>, strides = array<i64: 1, 1, 1>} : (tensor<12x6x2xf32>) -> tensor<12x6x1xf32>
    return %16 : tensor<12x6x1xf32>
  }
}
