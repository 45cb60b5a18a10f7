func.func @f() -> tensor<2xf32> {
  %0 = hlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %1 = hlo.add %0, %0 : tensor<2xf32>
  return %1 : tensor<2xf32>
}
