func.func @arithmetic(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = hlo.add %a, %b : tensor<2x3xf32>
  %1 = hlo.subtract %0, %b : tensor<2x3xf32>
  %2 = hlo.multiply %1, %a : tensor<2x3xf32>
  %3 = hlo.divide %2, %b : tensor<2x3xf32>
  %4 = hlo.maximum %3, %a : tensor<2x3xf32>
  %5 = hlo.minimum %4, %b : tensor<2x3xf32>
  %6 = hlo.power %5, %a : tensor<2x3xf32>
  return %6 : tensor<2x3xf32>
}

func.func @integer_and_logic(%a: tensor<4xi32>, %b: tensor<4xi32>, %p: tensor<4xi1>, %q: tensor<4xi1>) -> (tensor<4xi32>, tensor<4xi1>) {
  %0 = hlo.and %a, %b : tensor<4xi32>
  %1 = hlo.or %0, %b : tensor<4xi32>
  %2 = hlo.power %1, %a : tensor<4xi32>
  %3 = hlo.divide %2, %b : tensor<4xi32>
  %4 = hlo.and %p, %q : tensor<4xi1>
  %5 = hlo.or %4, %q : tensor<4xi1>
  %6 = hlo.add %5, %p : tensor<4xi1>
  %7 = hlo.multiply %6, %p : tensor<4xi1>
  %8 = hlo.maximum %7, %q : tensor<4xi1>
  %9 = hlo.minimum %8, %q : tensor<4xi1>
  return %3, %9 : tensor<4xi32>, tensor<4xi1>
}

func.func @same_operand_twice(%x: tensor<f64>) -> tensor<f64> {
  %0 = hlo.multiply %x, %x : tensor<f64>
  return %0 : tensor<f64>
}

func.func @functional_input(%a: tensor<3xi64>, %b: tensor<3xi64>) -> tensor<3xi64> {
  %0 = hlo.subtract %a, %b : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
  return %0 : tensor<3xi64>
}
