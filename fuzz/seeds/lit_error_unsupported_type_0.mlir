"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>, tensor<?xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<?xf32>):
    "func.return"(%arg0) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "small"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "stablehlo.convert"(%arg0) : (tensor<4xf32>) -> tensor<4xui8>
    %1 = "stablehlo.convert"(%0) : (tensor<4xui8>) -> tensor<4xf32>
    "func.return"(%1) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xcomplex<f32>>) -> (), sym_name = "helper", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xcomplex<f32>>):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
