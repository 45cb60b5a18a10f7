"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x32xf32>, tensor<8x32xi1>, tensor<8xi32>) -> (tensor<8xf32>, tensor<f32>, tensor<32xf32>, tensor<8xf32>, tensor<8xi1>, tensor<8xi1>, tensor<i32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<8x32xf32>, %arg1: tensor<8x32xi1>, %arg2: tensor<8xi32>):
    %zero = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %sum = "stablehlo.reduce"(%arg0, %zero) <{dimensions = array<i64: 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%r) : (tensor<f32>) -> ()
    }) : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %ninf = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %max = "stablehlo.reduce"(%arg0, %ninf) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%r) : (tensor<f32>) -> ()
    }) : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
    %min = "stablehlo.reduce"(%arg0, %ninf) <{dimensions = array<i64: 0>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = "stablehlo.minimum"(%b, %a) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%r) : (tensor<f32>) -> ()
    }) : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %prod = "stablehlo.reduce"(%arg0, %zero) <{dimensions = array<i64: 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = "stablehlo.multiply"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%r) : (tensor<f32>) -> ()
    }) : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %true = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %all = "stablehlo.reduce"(%arg1, %true) <{dimensions = array<i64: 1>}> ({
    ^bb0(%a: tensor<i1>, %b: tensor<i1>):
      %r = "stablehlo.and"(%a, %b) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%r) : (tensor<i1>) -> ()
    }) : (tensor<8x32xi1>, tensor<i1>) -> tensor<8xi1>
    %any = "stablehlo.reduce"(%arg1, %true) <{dimensions = array<i64: 1>}> ({
    ^bb0(%a: tensor<i1>, %b: tensor<i1>):
      %r = "stablehlo.or"(%a, %b) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%r) : (tensor<i1>) -> ()
    }) : (tensor<8x32xi1>, tensor<i1>) -> tensor<8xi1>
    %izero = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %isum = "stablehlo.reduce"(%arg2, %izero) <{dimensions = array<i64: 0>}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %r = "stablehlo.add"(%a, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%r) : (tensor<i32>) -> ()
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    "func.return"(%sum, %max, %min, %prod, %all, %any, %isum) : (tensor<8xf32>, tensor<f32>, tensor<32xf32>, tensor<8xf32>, tensor<8xi1>, tensor<8xi1>, tensor<i32>) -> ()
  }) : () -> ()
}) : () -> ()
