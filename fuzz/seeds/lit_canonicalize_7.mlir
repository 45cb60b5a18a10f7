func.func @inexact_float_identities_kept(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %zero = hlo.constant dense<0.0> : tensor<4xf32>
  %0 = hlo.add %x, %zero : tensor<4xf32>
  %1 = hlo.multiply %x, %zero : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
