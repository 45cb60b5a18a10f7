"builtin.module"() ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=8]>, sym_name = "mesh"}> : () -> ()
  "func.func"() <{function_type = (tensor<8x16xf32>, tensor<8x16xi1>) -> tensor<8x16xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<8x16xf32>, %arg1: tensor<8x16xi1>):
    %0:2 = "func.call"(%arg1, %arg0) <{callee = @_where}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>, <@mesh, [{}, {}]>]>} : (tensor<8x16xi1>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>)
    %1 = "func.call"(%0#0) <{callee = @relu}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %2 = "stablehlo.add"(%1, %0#1) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%2) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x16xi1>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>), res_attrs = [{}, {}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x16xi1>, %arg1: tensor<8x16xf32>):
    %0 = "stablehlo.negate"(%arg1) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %1 = "stablehlo.select"(%arg0, %arg1, %0) : (tensor<8x16xi1>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%1, %0) : (tensor<8x16xf32>, tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x16xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%2) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
}) : () -> ()
