"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}], function_type = (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xi32>, tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xi32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<8x16xf32>, %arg2: tensor<8x16xf32>, %arg3: tensor<8x16xi32>, %arg4: tensor<8x16xi32>):
    %1 = "stablehlo.sine"(%arg1) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %2 = "stablehlo.cosine"(%arg2) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %3 = "stablehlo.add"(%1, %2) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %4 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %6 = "stablehlo.multiply"(%5, %arg1) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %7 = "stablehlo.tan"(%6) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %8 = "stablehlo.add"(%3, %7) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %9 = "stablehlo.exponential_minus_one"(%arg1) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %10 = "stablehlo.add"(%8, %9) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %11 = "stablehlo.abs"(%arg2) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %12 = "stablehlo.log_plus_one"(%11) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %13 = "stablehlo.add"(%10, %12) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %14 = "stablehlo.cbrt"(%arg2) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %15 = "stablehlo.add"(%13, %14) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %16 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %18 = "stablehlo.multiply"(%17, %arg1) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %19 = "stablehlo.ceil"(%18) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %20 = "stablehlo.add"(%15, %19) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %21 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %23 = "stablehlo.multiply"(%22, %arg2) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %24 = "func.call"(%23) <{callee = @round}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %25 = "stablehlo.add"(%20, %24) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %26 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %28 = "stablehlo.multiply"(%27, %arg1) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %29 = "stablehlo.round_nearest_afz"(%28) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %30 = "stablehlo.add"(%25, %29) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %31 = "stablehlo.atan2"(%arg1, %arg2) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %32 = "stablehlo.add"(%30, %31) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %33 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %35 = "stablehlo.add"(%arg2, %34) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %36 = "stablehlo.remainder"(%arg1, %35) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %37 = "stablehlo.add"(%32, %36) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %38 = "stablehlo.xor"(%arg3, %arg4) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %39 = "stablehlo.remainder"(%arg3, %arg4) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %40 = "stablehlo.add"(%38, %39) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    "func.return"(%37, %40) : (tensor<8x16xf32>, tensor<8x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, res_attrs = [{}], sym_name = "round", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x16xf32>):
    %0 = "stablehlo.round_nearest_even"(%arg0) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%0) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
