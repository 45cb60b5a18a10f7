func.func @float_unary(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %neg = hlo.negate %x : tensor<2x3xf32>
  %exp = hlo.exponential %neg : tensor<2x3xf32>
  %log = hlo.log %exp : tensor<2x3xf32>
  %tanh = hlo.tanh %log : tensor<2x3xf32>
  %sig = hlo.logistic %tanh : tensor<2x3xf32>
  %sqrt = hlo.sqrt %sig : tensor<2x3xf32>
  %rsqrt = hlo.rsqrt %sqrt : tensor<2x3xf32>
  %abs = hlo.abs %rsqrt : tensor<2x3xf32>
  %sign = hlo.sign %abs : tensor<2x3xf32>
  %floor = hlo.floor %sign : tensor<2x3xf32>
  return %floor : tensor<2x3xf32>
}

func.func @is_finite(%x: tensor<8xbf16>) -> tensor<8xi1> {
  %0 = hlo.is_finite %x : (tensor<8xbf16>) -> tensor<8xi1>
  return %0 : tensor<8xi1>
}

func.func @functional_type_input(%x: tensor<4xf64>) -> tensor<4xf64> {
  %0 = hlo.tanh %x : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

func.func @integer_unary(%i: tensor<4xi32>, %b: tensor<4xi1>, %l: tensor<i64>) -> (tensor<4xi32>, tensor<4xi1>, tensor<i64>) {
  %0 = hlo.not %i : tensor<4xi32>
  %1 = hlo.negate %0 : tensor<4xi32>
  %2 = hlo.abs %1 : tensor<4xi32>
  %3 = hlo.sign %2 : tensor<4xi32>
  %4 = hlo.not %b : tensor<4xi1>
  %5 = hlo.negate %l : tensor<i64>
  return %3, %4, %5 : tensor<4xi32>, tensor<4xi1>, tensor<i64>
}

func.func @half_and_scalar(%h: tensor<f16>, %b: tensor<3xbf16>) -> (tensor<f16>, tensor<3xbf16>) {
  %0 = hlo.exponential %h : tensor<f16>
  %1 = hlo.sqrt %b : tensor<3xbf16>
  return %0, %1 : tensor<f16>, tensor<3xbf16>
}
