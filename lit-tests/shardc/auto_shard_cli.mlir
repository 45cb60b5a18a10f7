// `--auto-shard`, `--memory-budget`, `--profile`, `inspect --explain` and `calibrate` on the
// command line.
// RUN: rm -rf %t && mkdir -p %t
// RUN: shardc compile %s --auto-shard --emit plan -o %t/plan.json 2>&1 | FileCheck %s --check-prefix=SEARCH
// RUN: FileCheck %s --check-prefix=PLAN < %t/plan.json
// RUN: shardc inspect %s --auto-shard --explain | FileCheck %s --check-prefix=EXPLAIN
// RUN: shardc verify %s --auto-shard -q | FileCheck %s --check-prefix=VERIFY
// RUN: shardc compile %s --profile h100 --emit plan -o %t/h100.json && FileCheck %s --check-prefix=H100 < %t/h100.json
// RUN: sh -c 'shardc compile %s --memory-budget 1GB -o %t/x; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=FITS
// RUN: sh -c 'shardc compile %s --memory-budget 100 -o %t/x; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=OVER
// RUN: sh -c 'shardc compile %s --auto-shard --memory-budget 12parsecs -o %t/x; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=UNIT
// RUN: sh -c 'shardc compile %s --auto-shard --memory-budget 100 -o %t/x; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=SMALL
// RUN: sh -c 'shardc compile %s --profile %t/missing.json -o %t/x; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=NOPROFILE
// RUN: echo '{"name": "x"}' > %t/bad.json
// RUN: sh -c 'shardc compile %s --profile %t/bad.json -o %t/x; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=BADPROFILE
// RUN: shardc calibrate --devices 2 -q -o %t/cpu.json
// RUN: shardc compile %s --auto-shard --profile %t/cpu.json --emit plan -o %t/cal.json && FileCheck %s --check-prefix=CALIBRATED < %t/cal.json

dist.mesh @mesh = <["x"=4]>
func.func @main(%x: tensor<64x16xf32>, %w1: tensor<16x16xf32>, %w2: tensor<16x16xf32>) -> tensor<64x16xf32> {
  %h = hlo.dot_general %x, %w1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<64x16xf32>
  %t = hlo.tanh %h : tensor<64x16xf32>
  %y = hlo.dot_general %t, %w2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<64x16xf32>
  return %y : tensor<64x16xf32>
}

// SEARCH: auto-shard: {{[0-9]+}} e-nodes in {{[0-9]+}} e-classes; strategies: saturated after 2 iteration(s), reshards: saturated after {{[0-9]}} iteration(s); searched in
// SEARCH: estimate (cpu): {{.*}} s compute + {{.*}} s communication per step, peak {{[0-9]+}} bytes per device

// PLAN: "collective_bytes_per_device": 0
// PLAN: "profile": "cpu"

// EXPLAIN: arg 0: #dist.sharding<@mesh, [{"x"}, {}]>
// EXPLAIN: hlo.dot_general at {{.*}}auto_shard_cli.mlir:21:3: #dist.sharding<@mesh, [{"x"}, {}]> by split i:"x" ({{.*}} s); runner-up

// VERIFY: sharded outputs match the single-device reference

// H100: "profile": "h100"

// Without --auto-shard, a memory budget bounds comm-fusion's bucketing; a plan the
// annotations make larger compiles, with a warning.
// FITS-NOT: warning
// FITS: rc=0
// OVER: warning: the plan holds {{[0-9]+}} bytes per device at its peak (estimated), over the memory budget of 100: the annotations fix the layouts (--auto-shard searches for a plan within the budget)
// OVER: rc=0

// UNIT: error: invalid value '12parsecs' for '--memory-budget <B>': '12parsecs' is not a byte count: unknown unit 'parsecs'
// UNIT: rc=2

// SMALL: error: auto-shard: no plan fits the memory budget of 100 bytes per device on mesh @mesh; the smallest found needs {{[0-9]+}} bytes
// SMALL: rc=1

// NOPROFILE: error: --profile: '{{.*}}missing.json' is neither a built-in profile (cpu, a100, h100, h200) nor a readable file
// NOPROFILE: rc=2

// BADPROFILE: error: --profile: {{.*}}bad.json: missing field `description`
// BADPROFILE: rc=2

// CALIBRATED: "profile": "cpu"

// A program without a mesh: --auto-shard needs one.
// RUN: echo 'func.func @main(%%x: tensor<8xf32>) -> tensor<8xf32> { return %%x : tensor<8xf32> }' > %t/nomesh.mlir
// RUN: sh -c 'shardc compile %t/nomesh.mlir --auto-shard -o %t/x; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=NOMESH
// RUN: shardc compile %t/nomesh.mlir --auto-shard --mesh x=2 --emit plan -o %t/nomesh.json
// NOMESH: nomesh.mlir:1:1: error: auto-shard: '@main' has no mesh to shard over: declare a `dist.mesh` or pass --mesh (`--mesh dp=2,tp=4`)
// NOMESH: rc=1

// Parity mode: the search leaves every sum whole (no partial sums), so the training step
// of the tall MLP is bitwise the single-device step.
// RUN: shardc verify %S/../../testdata/oracle/auto_mlp6_tall/jax.mlir --auto-shard --parity -q | FileCheck %s --check-prefix=PARITY
// PARITY: sharded outputs match the single-device reference (normwise: rtol 0, atol 0)

// A plan found without a budget that holds more than a device has (here the host's 4096 bytes
// over the 4 devices) is kept, with the budget that would search for one that fits:
// RUN: sed 's/"memory_bytes": [0-9]*/"memory_bytes": 4096/' %t/cpu.json > %t/tiny.json
// RUN: shardc compile %s --auto-shard --profile %t/tiny.json -o %t/x 2>&1 | FileCheck %s --check-prefix=TOOBIG
// A negative per-step latency is refused, naming the field:
// RUN: sed 's/"hop_latency_seconds": 0.0/"hop_latency_seconds": -1.0/' %t/cpu.json > %t/hop.json
// RUN: sh -c 'shardc compile %s --profile %t/hop.json -o %t/x; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=BADHOP
// TOOBIG: warning: the plan holds up to {{[0-9]+}} bytes per device, more than the 1024 a device has on profile 'cpu'; `--memory-budget 1024` searches for a plan that fits
// BADHOP: hop_latency_seconds must be a number ≥ 0, got -1
// BADHOP: rc=2
