func.func @constants() -> (tensor<2x2xf32>, tensor<3xi32>, tensor<i1>, tensor<f64>) {
  %a = hlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = hlo.constant dense<[7, -8, 9]> : tensor<3xi32>
  %c = hlo.constant dense<false> : tensor<i1>
  %d = hlo.constant dense<-2.5> : tensor<f64>
  return %a, %b, %c, %d : tensor<2x2xf32>, tensor<3xi32>, tensor<i1>, tensor<f64>
}

func.func @integer_literal_for_float() -> tensor<4xbf16> {
  %0 = hlo.constant dense<3> : tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

dist.mesh @mesh = <["x"=2]>
func.func @with_attributes() -> tensor<4x2xf32> {
  %0 = hlo.constant {jax.name = "w", dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} dense<1.0> : tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

func.func @generic_input() -> tensor<2xi64> {
  %0 = "hlo.constant"() {value = dense<[1, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  return %0 : tensor<2xi64>
}
