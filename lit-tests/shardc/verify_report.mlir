// `shardc verify` compares the sharded run with the single-device reference; `--report`
// lists every collective with its bytes per device; `--mesh` replaces the declared mesh.
// RUN: shardc verify %s | FileCheck %s --check-prefix=VERIFY
// RUN: shardc verify %s --mesh dp=4,tp=2 | FileCheck %s --check-prefix=MESH
// RUN: shardc compile %s -o %t.shardbin --report %t.json && FileCheck %s --check-prefix=REPORT < %t.json
// RUN: shardc verify %s --mesh dp=3,tp=4 2>&1 | FileCheck %s --check-prefix=UNEVEN
// RUN: not shardc verify %s --mesh dp=2,pp=4 2>&1 | FileCheck %s --check-prefix=BADMESH
// RUN: not shardc verify %s --mesh dp 2>&1 | FileCheck %s --check-prefix=BADFLAG
// RUN: head -c 100 %t.shardbin > %t.truncated && not shardc run %t.truncated 2>&1 | FileCheck %s --check-prefix=CORRUPT

// VERIFY: verify: @main on 8 devices (dp=2,tp=4), 1 collective(s), 256 bytes per device
// VERIFY-NEXT: out0: ok
// VERIFY-NEXT: sharded outputs match the single-device reference

// MESH: verify: @main on 8 devices (dp=4,tp=2), 1 collective(s), 128 bytes per device

// REPORT: "mesh": {
// REPORT-NEXT: "dp": 2,
// REPORT-NEXT: "tp": 4
// REPORT: "kind": "all_reduce",
// REPORT-NEXT: "axes": [
// REPORT-NEXT: "tp"
// REPORT: "result_bytes_per_device": 256,
// REPORT: "collective_bytes_per_device": 256,
// REPORT: "outputs": [
// REPORT: "estimate": {

// BADMESH: error: the program does not fit the mesh given with --mesh:
// BADMESH: verify_report.mlir:[[@LINE+12]]:19: error: argument 1 of '@main': unknown mesh axis "tp" (the mesh @mesh has axes "dp", "pp")

// A mesh that does not divide the batch pads it (8 rows over dp=3: pieces of 3).
// UNEVEN: sharded outputs match the single-device reference

// BADFLAG: error: invalid value 'dp' for '--mesh <MESH>': mesh axis 'dp' must be written NAME=SIZE

// CORRUPT: is not a valid shardc binary: the payload length says

module @mlp {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func @main(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
                  %w1: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                  %w2: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
      -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
    %h = hlo.dot_general %x, %w1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %a = hlo.tanh %h : tensor<8x32xf32>
    %y = hlo.dot_general %a, %w2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    return %y : tensor<8x16xf32>
  }
}
