// RUN: not shardc-opt %s 2>&1 | FileCheck %s

// An imported module goes through shardc's verifier: a sharding over an axis the mesh does
// not have, or naming an axis twice, is reported like in shardc's own IR.

// CHECK: {{.*}}error_sharding.mlir:[[@LINE+4]]:3: error: argument 0 of '@main': unknown mesh axis "model" (the mesh @mesh has axes "dp", "tp")
// CHECK: {{.*}}error_sharding.mlir:[[@LINE+5]]:10: error: result 0 of 'hlo.slice': mesh axis "tp" is used more than once in this sharding (also as "tp")
"builtin.module"() ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=4]>, sym_name = "mesh"}> : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}], function_type = (tensor<8x16xf32>) -> tensor<6x16xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<8x16xf32>):
    %0 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 6, 16>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"tp"}, {"tp"}]>]>} : (tensor<8x16xf32>) -> tensor<6x16xf32>
    "func.return"(%0) : (tensor<6x16xf32>) -> ()
  }) : () -> ()
}) : () -> ()
