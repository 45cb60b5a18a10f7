"builtin.module"() <{sym_name = "jit_shapes"}> ({
  "func.func"() <{function_type = (tensor<2x3x4xf32>, tensor<4xf32>) -> (tensor<2x3xi32>, tensor<6x4xf32>, tensor<2x4x3xf32>, tensor<2x2x2xf32>, tensor<2x6x4xf32>, tensor<2x6x5xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2xi64>, tensor<2xi1>, tensor<3xbf16>, tensor<f16>, tensor<f64>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2x3x4xf32>, %arg1: tensor<4xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x3xi32>
    %1 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4xf32>) -> tensor<2x3x4xf32>
    %2 = "stablehlo.reshape"(%arg0) : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
    %3 = "stablehlo.transpose"(%arg0) <{permutation = array<i64: 0, 2, 1>}> : (tensor<2x3x4xf32>) -> tensor<2x4x3xf32>
    %4 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 2, 3, 4>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 2>}> : (tensor<2x3x4xf32>) -> tensor<2x2x2xf32>
    %5 = "stablehlo.concatenate"(%arg0, %1) <{dimension = 1 : i64}> : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x6x4xf32>
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.pad"(%arg0, %6) <{edge_padding_high = array<i64: 0, 0, 1>, edge_padding_low = array<i64: 0, 1, 0>, interior_padding = array<i64: 0, 1, 0>}> : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x6x5xf32>
    %8 = "stablehlo.constant"() <{value = dense<[[1.000000e+00, 2.500000e+00], [-3.000000e+00, 0x7F800000]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
    %9 = "stablehlo.constant"() <{value = dense<"0x0000803F00000040"> : tensor<2xf32>}> : () -> tensor<2xf32>
    %10 = "stablehlo.constant"() <{value = dense<[7, -1]> : tensor<2xi64>}> : () -> tensor<2xi64>
    %11 = "stablehlo.constant"() <{value = dense<[true, false]> : tensor<2xi1>}> : () -> tensor<2xi1>
    %12 = "stablehlo.constant"() <{value = dense<0xFF80> : tensor<3xbf16>}> : () -> tensor<3xbf16>
    %13 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<f16>}> : () -> tensor<f16>
    %14 = "stablehlo.constant"() <{value = dense<2.000000e-300> : tensor<f64>}> : () -> tensor<f64>
    "func.return"(%0, %2, %3, %4, %5, %7, %8, %9, %10, %11, %12, %13, %14) : (tensor<2x3xi32>, tensor<6x4xf32>, tensor<2x4x3xf32>, tensor<2x2x2xf32>, tensor<2x6x4xf32>, tensor<2x6x5xf32>, tensor<2x2xf32>, tensor<2xf32>, tensor<2xi64>, tensor<2xi1>, tensor<3xbf16>, tensor<f16>, tensor<f64>) -> ()
  }) : () -> ()
}) : () -> ()
