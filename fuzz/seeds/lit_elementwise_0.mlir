"builtin.module"() <{sym_name = "jit_elementwise"}> ({
  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>, tensor<4xi1>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xi1>), sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xi32>, %arg3: tensor<4xi1>):
    %0 = "stablehlo.negate"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = "stablehlo.exponential"(%0) : (tensor<4xf32>) -> tensor<4xf32>
    %2 = "stablehlo.log"(%1) : (tensor<4xf32>) -> tensor<4xf32>
    %3 = "stablehlo.tanh"(%2) : (tensor<4xf32>) -> tensor<4xf32>
    %4 = "stablehlo.logistic"(%3) : (tensor<4xf32>) -> tensor<4xf32>
    %5 = "stablehlo.sqrt"(%4) : (tensor<4xf32>) -> tensor<4xf32>
    %6 = "stablehlo.rsqrt"(%5) : (tensor<4xf32>) -> tensor<4xf32>
    %7 = "stablehlo.abs"(%6) : (tensor<4xf32>) -> tensor<4xf32>
    %8 = "stablehlo.sign"(%7) : (tensor<4xf32>) -> tensor<4xf32>
    %9 = "stablehlo.floor"(%8) : (tensor<4xf32>) -> tensor<4xf32>
    %10 = "stablehlo.add"(%9, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %11 = "stablehlo.subtract"(%10, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %12 = "stablehlo.multiply"(%11, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %13 = "stablehlo.divide"(%12, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %14 = "stablehlo.maximum"(%13, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %15 = "stablehlo.minimum"(%14, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %16 = "stablehlo.power"(%15, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %17 = "stablehlo.is_finite"(%16) : (tensor<4xf32>) -> tensor<4xi1>
    %18 = "stablehlo.compare"(%16, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %19 = "stablehlo.compare"(%arg2, %arg2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %20 = "stablehlo.and"(%17, %18) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %21 = "stablehlo.or"(%20, %19) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %22 = "stablehlo.not"(%21) : (tensor<4xi1>) -> tensor<4xi1>
    %23 = "stablehlo.select"(%22, %16, %arg1) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %24 = "stablehlo.convert"(%arg2) : (tensor<4xi32>) -> tensor<4xf32>
    %25 = "stablehlo.add"(%23, %24) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %26 = "stablehlo.not"(%arg2) : (tensor<4xi32>) -> tensor<4xi32>
    %27 = "stablehlo.and"(%26, %arg2) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %28 = "stablehlo.or"(%27, %arg2) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %29 = "stablehlo.negate"(%28) : (tensor<4xi32>) -> tensor<4xi32>
    %30 = "stablehlo.compare"(%22, %arg3) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    "func.return"(%25, %29, %30) : (tensor<4xf32>, tensor<4xi32>, tensor<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()
