func.func @several_errors(%a: tensor<4xf32>, %b: tensor<2xf32>) -> tensor<4xf32> {
  %0 = hlo.and %a, %a : tensor<4xf32>
  %1 = hlo.add %0, %b : (tensor<4xf32>, tensor<2xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
