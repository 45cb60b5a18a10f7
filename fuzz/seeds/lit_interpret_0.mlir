func.func @main() -> (tensor<4xf32>, tensor<2x2xf32>, tensor<f32>) {
  %0 = hlo.iota {iota_dimension = 0} : tensor<4xf32>
  %1 = hlo.constant dense<0.5> : tensor<4xf32>
  %2 = hlo.add %0, %1 : tensor<4xf32>
  %3 = hlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %4 = hlo.transpose %3 {permutation = array<i64: 1, 0>} : tensor<2x2xf32>
  %z = hlo.constant dense<0.0> : tensor<f32>
  %5 = hlo.reduce %3, %z {dimensions = array<i64: 0, 1>, kind = "add"} : (tensor<2x2xf32>, tensor<f32>) -> tensor<f32>
  return %2, %4, %5 : tensor<4xf32>, tensor<2x2xf32>, tensor<f32>
}

func.func @negate(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = hlo.negate %x : tensor<3xf32>
  return %0 : tensor<3xf32>
}
