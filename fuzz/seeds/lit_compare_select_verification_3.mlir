func.func @compare_mismatch(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xi1> {
  %0 = hlo.compare %a, %b {comparison_direction = "EQ"} : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
