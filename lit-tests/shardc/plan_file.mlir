// `--plan-file PLAN.json`: shardings given by name, as PyTorch users give them (torch's
// named_parameters, torchtitan's colwise/rowwise), for a JAX export whose arguments are named
// by its debug information (Inputs/plan/step.mlir, made by Inputs/plan/make_step.py), or for
// any program when the plan lists the argument names itself.
// RUN: shardc verify %S/Inputs/plan/step.mlir --plan-file %S/Inputs/plan/megatron.json 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: shardc compile %S/Inputs/plan/step.mlir --plan-file %S/Inputs/plan/megatron.json --emit global -o - 2>/dev/null | FileCheck %s --check-prefix=GLOBAL
// RUN: shardc verify %S/Inputs/plan/step.mlir --plan-file %S/Inputs/plan/megatron.json --mesh dp=4,tp=2 2>&1 | FileCheck %s --check-prefix=RESIZED
// RUN: shardc verify %S/Inputs/plan/step.mlir --plan-file %S/Inputs/plan/no_mesh.json --mesh tp=2 2>&1 | FileCheck %s --check-prefix=FLAGMESH
// RUN: shardc verify %s --mesh dp=2,tp=2 --plan-file %S/Inputs/plan/named_arguments.json 2>&1 | FileCheck %s --check-prefix=LISTED
// RUN: not shardc verify %S/Inputs/plan/step.mlir --plan-file %S/Inputs/plan/typo.json 2>&1 | FileCheck %s --check-prefix=TYPO
// RUN: not shardc verify %S/Inputs/plan/step.mlir --plan-file %S/Inputs/plan/bad_json.json 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: not shardc verify %S/Inputs/plan/step.mlir --plan-file %S/Inputs/plan/bad_axis.json 2>&1 | FileCheck %s --check-prefix=AXIS
// RUN: not shardc verify %S/Inputs/plan/step.mlir --plan-file %S/Inputs/plan/bad_rank.json 2>&1 | FileCheck %s --check-prefix=RANK
// RUN: not shardc verify %S/Inputs/plan/step.mlir --plan-file %S/Inputs/plan/input_style.json 2>&1 | FileCheck %s --check-prefix=STYLE
// RUN: not shardc verify %S/Inputs/plan/step.mlir --plan-file %S/Inputs/plan/twice.json 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not shardc verify %S/Inputs/plan/step.mlir --plan-file %S/Inputs/plan/unknown_key.json 2>&1 | FileCheck %s --check-prefix=KEY
// RUN: not shardc verify %S/Inputs/plan/step.mlir --plan-file %S/Inputs/plan/no_mesh.json 2>&1 | FileCheck %s --check-prefix=NOMESH
// RUN: not shardc verify %S/Inputs/plan/step.mlir --plan-file %S/Inputs/plan/renamed_mesh.json --mesh dp=4,tp=2 2>&1 | FileCheck %s --check-prefix=RENAMED
// RUN: not shardc verify %s --mesh dp=2,tp=2 --plan-file %S/Inputs/plan/unnamed.json 2>&1 | FileCheck %s --check-prefix=UNNAMED
// RUN: not shardc verify %s --mesh dp=2,tp=2 --plan-file %S/Inputs/plan/too_few_arguments.json 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not shardc verify %S/Inputs/plan/step.mlir --plan-file %S/Inputs/plan/bad_results.json 2>&1 | FileCheck %s --check-prefix=RESULTS
// RUN: not shardc verify %s --plan-file %t.missing.json 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: shardc compile %s --mesh dp=2,tp=2 -o %t.shardbin
// RUN: not shardc inspect %t.shardbin --plan-file %S/Inputs/plan/megatron.json 2>&1 | FileCheck %s --check-prefix=BINARY

// The optimizer state and updated weights follow their parameter (result[1]['fc1.weight']).
// VERIFY: plan file {{.*}}megatron.json: 4 arguments sharded by name (0 replacing the program's shardings), 3 results given their parameter's sharding
// VERIFY: verify: @main on 4 devices (dp=2,tp=2), 2 collective(s), 484 bytes per device
// VERIFY: sharded outputs match the single-device reference

// GLOBAL: dist.mesh @mesh = <["dp"=2, "tp"=2]>
// GLOBAL: %arg0: tensor<16xf32> {jax.arg_info = "w['fc1.bias']", dist.sharding = #dist.sharding<@mesh, [{"tp"}]>}
// GLOBAL-SAME: %arg1: tensor<16x8xf32> {jax.arg_info = "w['fc1.weight']", dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}
// GLOBAL-SAME: %arg2: tensor<4x16xf32> {jax.arg_info = "w['fc2.weight']", dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}
// GLOBAL-SAME: %arg3: tensor<8x8xf32> {jax.arg_info = "x", dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}
// GLOBAL-SAME: tensor<f32> {jax.result_info = "result[0]"}
// GLOBAL-SAME: tensor<16x8xf32> {jax.result_info = "result[1]['fc1.weight']", dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}
// GLOBAL-SAME: tensor<4x16xf32> {jax.result_info = "result[1]['fc2.weight']", dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}

// --mesh may resize the plan's axes.
// RESIZED: verify: @main on 8 devices (dp=4,tp=2)
// RESIZED: sharded outputs match the single-device reference

// FLAGMESH: 2 arguments sharded by name
// FLAGMESH: verify: @main on 2 devices (tp=2), 1 collective(s)

// LISTED: plan file {{.*}}named_arguments.json: 3 arguments sharded by name
// LISTED: verify: @main on 4 devices (dp=2,tp=2), 1 collective(s), 64 bytes per device
// LISTED: sharded outputs match the single-device reference

// TYPO: typo.json:4:5: error: "fc1.wieght" names no argument of @main; did you mean "fc1.weight"?
// TYPO-NEXT: "fc1.wieght": "colwise"
// JSON: bad_json.json:5:3: error: the plan file is not valid JSON: trailing comma{{$}}
// AXIS: bad_axis.json:3:18: error: "fc2.weight" (argument 2, tensor<4x16xf32>): axis 'model' is not in the mesh (dp=2,tp=2)
// RANK: bad_rank.json:4:5: error: "fc1.bias" (argument 0, tensor<16xf32>): the layout has 2 entries; the tensor has 1 dimension{{$}}
// STYLE: input_style.json:3:14: error: "x": a layout is a list with one entry per dimension (null, "axis", ["a", "b"]), or replicate, found "colwise"
// TWICE: twice.json:4:14: error: "fc1.weight" and "w['fc1.weight']" both name argument 1 (w['fc1.weight']): give it one layout
// KEY: unknown_key.json:3:3: error: unknown plan key "paramters" (a plan has "mesh", "tp_axis", "parameters", "inputs", "arguments", "results", "description")
// NOMESH: no_mesh.json:1:1: error: the program declares no mesh: give one in the plan ("mesh": "dp=2,tp=2") or with --mesh
// RENAMED: renamed_mesh.json:2:3: error: the plan's mesh data=2,model=2 is not the program's @mesh (dp=4,tp=2): --mesh may resize the plan's axes, not rename them
// UNNAMED: unnamed.json:1:1: error: @main's arguments have no names: export with debug information
// UNNAMED-SAME: or list them in the plan's "arguments"
// COUNT: too_few_arguments.json:2:3: error: the plan's "arguments" lists 2 names; @main has 3 arguments
// RESULTS: bad_results.json:3:3: error: the plan's "results" lists 1 names; @main has 4 results
// MISSING: error: cannot read the plan file '{{.*}}missing.json':
// BINARY: error: --plan-file cannot change '{{.*}}.shardbin': a sharded binary is compiled for its mesh and shardings; recompile the program with `shardc compile --plan-file ...`

module @mlp {
  func.func @main(%w1: tensor<8x16xf32>, %w2: tensor<16x8xf32>, %x: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %h = hlo.dot_general %x, %w1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %y = hlo.dot_general %h, %w2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    func.return %y : tensor<4x8xf32>
  }
}
