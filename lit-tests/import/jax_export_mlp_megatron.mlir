// RUN: shardc-opt %s | FileCheck %s
// RUN: shardc-opt %s --pass-pipeline='builtin.module(sharding-propagation)' | FileCheck %s --check-prefix=PROP

// A real JAX 0.10.2 export (the shared oracle's `mlp_megatron` case, unchanged below these
// comments): jax.jit(f, in_shardings=...) of a two-layer MLP with Megatron shardings on a
// dp=2, tp=4 mesh, exported with get_asm(print_generic_op_form=True).

// CHECK: module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32}
// CHECK-NEXT: dist.mesh @mesh = <["dp"=2, "tp"=4]>
// CHECK-NEXT: func.func @main(%arg0: tensor<8x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %arg1: tensor<32x64xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, %arg2: tensor<64x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<8x32xf32> {jax.result_info = "result"})
// CHECK-NEXT: %0 = hlo.dot_general %arg0, %arg1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
// CHECK: hlo.tanh
// CHECK: %[[OUT:.*]] = hlo.dot_general %{{.*}}, %arg2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
// CHECK-NEXT: return %[[OUT]] : tensor<8x32xf32>

// Propagation from the imported argument shardings reaches the Megatron layout: the hidden
// activation is split over dp and tp.
// PROP: %0 = hlo.dot_general %arg0, %arg1 {{.*}}dist.sharding = #dist.sharding<@mesh, [{"dp", ?}, {"tp", ?}]>
"builtin.module"() <{sym_name = "jit_f"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}], function_type = (tensor<8x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64x32xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %1 = "stablehlo.multiply"(%0, %0) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %2 = "stablehlo.multiply"(%1, %0) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %3 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x64xf32>
    %5 = "stablehlo.multiply"(%4, %2) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %6 = "stablehlo.add"(%0, %5) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %7 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x64xf32>
    %9 = "stablehlo.multiply"(%8, %6) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %10 = "stablehlo.tanh"(%9) : (tensor<8x64xf32>) -> tensor<8x64xf32>
    %11 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x64xf32>
    %13 = "stablehlo.add"(%12, %10) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %14 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x64xf32>
    %16 = "stablehlo.multiply"(%15, %13) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %17 = "stablehlo.multiply"(%0, %16) : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %18 = "stablehlo.dot_general"(%17, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    "func.return"(%18) : (tensor<8x32xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
