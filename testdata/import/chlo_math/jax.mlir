"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}], function_type = (tensor<8x16xf32>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[5]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[6]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[7]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[8]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[9]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[10]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<8x16xf32>, %arg2: tensor<8x16xf32>):
    %1 = "stablehlo.abs"(%arg1) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %2 = "stablehlo.constant"() <{value = dense<2.500000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %4 = "stablehlo.add"(%1, %3) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %5 = "chlo.sinh"(%arg1) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %6 = "chlo.cosh"(%arg1) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %7 = "chlo.asin"(%arg2) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %8 = "chlo.acos"(%arg2) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %9 = "chlo.atan"(%arg1) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %10 = "chlo.asinh"(%arg1) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %11 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %13 = "stablehlo.add"(%4, %12) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %14 = "func.call"(%13) <{callee = @arccosh}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %15 = "chlo.atanh"(%arg2) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %16 = "chlo.erf_inv"(%arg2) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %17 = "chlo.lgamma"(%4) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %18 = "chlo.digamma"(%4) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%5, %6, %7, %8, %9, %10, %14, %15, %16, %17, %18) : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, res_attrs = [{}], sym_name = "arccosh", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x16xf32>):
    %0 = "chlo.acosh"(%arg0) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%0) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
