"builtin.module"() <{sym_name = "jit_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}], function_type = (tensor<8x16xf32>, tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xi32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}, {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<8x16xf32>, %arg4: tensor<8x16xi32>):
    %3 = "func.call"(%arg3) <{callee = @_flip}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %4 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xf32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<1x16xf32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %7 = "stablehlo.multiply"(%3, %6) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %8 = "stablehlo.tanh"(%7) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %9 = "func.call"(%8) <{callee = @_flip_0}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %10 = "func.call"(%arg3) <{callee = @_flip_1}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %11 = "stablehlo.add"(%10, %arg3) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %12 = "stablehlo.popcnt"(%arg4) : (tensor<8x16xi32>) -> tensor<8x16xi32>
    %13 = "stablehlo.count_leading_zeros"(%arg4) : (tensor<8x16xi32>) -> tensor<8x16xi32>
    %14 = "stablehlo.add"(%12, %13) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    "func.return"(%9, %11, %14) : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, res_attrs = [{}], sym_name = "_flip", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<8x16xf32>):
    %2 = "stablehlo.reverse"(%arg2) <{dimensions = array<i64: 1>}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%2) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, res_attrs = [{}], sym_name = "_flip_0", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<8x16xf32>):
    %1 = "stablehlo.reverse"(%arg1) <{dimensions = array<i64: 0, 1>}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%1) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, res_attrs = [{}], sym_name = "_flip_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x16xf32>):
    %0 = "stablehlo.reverse"(%arg0) <{dimensions = array<i64: 0>}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%0) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
