"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xbf16>, tensor<8xbf16>, tensor<8xbf16>, tensor<i64>) -> (tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<4x8xf32>, tensor<4x8xi1>), sym_name = "nn"}> ({
  ^bb0(%arg0: tensor<4x8xbf16>, %arg1: tensor<8xbf16>, %arg2: tensor<8xbf16>, %arg3: tensor<i64>):
    %0 = "hlo.softmax"(%arg0) {dimension = 1 : i64} : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
    %1 = "hlo.layer_norm"(%arg0, %arg1, %arg2) {dimension = 1 : i64, epsilon = 1.0e-5 : f64} : (tensor<4x8xbf16>, tensor<8xbf16>, tensor<8xbf16>) -> tensor<4x8xbf16>
    %2 = "hlo.gelu"(%arg0) {approximate = false} : (tensor<4x8xbf16>) -> tensor<4x8xbf16>
    %3 = "hlo.rng"(%arg3) {distribution = "uniform", stream = 1 : i64} : (tensor<i64>) -> tensor<4x8xf32>
    %4 = "hlo.is_finite"(%arg0) : (tensor<4x8xbf16>) -> tensor<4x8xi1>
    %5 = "hlo.compare"(%0, %2) {comparison_direction = "GE"} : (tensor<4x8xbf16>, tensor<4x8xbf16>) -> tensor<4x8xi1>
    %6 = "hlo.select"(%5, %0, %2) : (tensor<4x8xi1>, tensor<4x8xbf16>, tensor<4x8xbf16>) -> tensor<4x8xbf16>
    %7 = "hlo.convert"(%6) : (tensor<4x8xbf16>) -> tensor<4x8xf32>
    %8 = "hlo.power"(%7, %3) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%0, %1, %6, %8, %4) : (tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<4x8xbf16>, tensor<4x8xf32>, tensor<4x8xi1>) -> ()
  }) : () -> ()
}) : () -> ()
