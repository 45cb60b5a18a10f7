func.func @directions(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %0 = hlo.compare %a, %b {comparison_direction = "EQ"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = hlo.compare %a, %b {comparison_direction = "NE"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %2 = hlo.compare %a, %b {comparison_direction = "LT"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %3 = hlo.compare %a, %b {comparison_direction = "LE"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %4 = hlo.compare %a, %b {comparison_direction = "GT"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %5 = hlo.compare %a, %b {comparison_direction = "GE"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0, %1, %2, %3, %4, %5 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

func.func @compare_integers(%a: tensor<2x2xi32>, %b: tensor<2x2xi32>, %p: tensor<i1>) -> (tensor<2x2xi1>, tensor<i1>) {
  %0 = hlo.compare %a, %b {comparison_direction = "LT"} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  %1 = hlo.compare %p, %p {comparison_direction = "EQ"} : (tensor<i1>, tensor<i1>) -> tensor<i1>
  return %0, %1 : tensor<2x2xi1>, tensor<i1>
}

func.func @select(%p: tensor<4xi1>, %s: tensor<i1>, %x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = hlo.select %p, %x, %y : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = hlo.select %s, %0, %y : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

func.func @select_booleans(%p: tensor<3xi1>, %x: tensor<3xi1>, %y: tensor<3xi1>) -> tensor<3xi1> {
  %0 = hlo.select %p, %x, %y : (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  return %0 : tensor<3xi1>
}
