// GSPMD's shardings (JAX without Shardy, PyTorch/XLA's SPMD): `mhlo.sharding` strings on
// arguments, results and ops, `custom_call @Sharding` as a constraint. The importer infers
// one mesh for them all (axes x0, x1, …, merged where every sharding uses them together):
// here dp=2 x tp=4 comes back as x0=2 x x1=4; the transposed iota `<=[2,4]T(1,0)` puts x1
// before x0 on one dimension.
// RUN: not shardc-opt %s --split-input-file 2>/dev/null | FileCheck %s
// RUN: not shardc-opt %s --split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// CHECK: dist.mesh @mesh = <["x0"=2, "x1"=4]>
// CHECK: func.func @main(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"x0"}, {}]>}, %arg1: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x1"}]>})
// CHECK-SAME: -> (tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"x1", "x0"}, {}]>})
// CHECK: dist.constraint %{{.*}} {dist.sharding = #dist.sharding<@mesh, [{"x0"}, {"x1"}]>}
"builtin.module"() <{sym_name = "gspmd"}> ({
  "func.func"() <{arg_attrs = [{mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}], function_type = (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>, res_attrs = [{mhlo.sharding = "{devices=[8,1]<=[2,4]T(1,0)}"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x16xf32>, %arg1: tensor<16x32xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = "stablehlo.custom_call"(%0) <{api_version = 1 : i32, backend_config = "", call_target_name = "Sharding", called_computations = [], has_side_effect = false}> {mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<8x32xf32>) -> tensor<8x32xf32>
    "func.return"(%1) : (tensor<8x32xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

// -----

// ERR: gspmd.mlir:[[# @LINE + 2]]:3: error: no mesh of 4 devices expresses every GSPMD sharding of the module (their tile assignments are not iota-like on one mesh); export with Shardy (JAX's default), which names the mesh
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{mhlo.sharding = "{devices=[4]0,3,1,2}"}], function_type = (tensor<8xf32>) -> tensor<8xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<8xf32>):
    "func.return"(%arg0) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// ERR: gspmd.mlir:[[# @LINE + 2]]:3: error: @main: argument 0: the GSPMD sharding '{maximal device=0}' puts the value on one device; shardc shards over a mesh
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{mhlo.sharding = "{maximal device=0}"}], function_type = (tensor<8xf32>) -> tensor<8xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<8xf32>):
    "func.return"(%arg0) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
