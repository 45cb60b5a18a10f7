func.func @splats() -> (tensor<2x3xf32>, tensor<4xi64>, tensor<2x2xi1>) {
  %0 = hlo.constant dense<0.5> : tensor<2x3xf32>
  %1 = hlo.constant dense<-7> : tensor<4xi64>
  %2 = hlo.constant dense<true> : tensor<2x2xi1>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<4xi64>, tensor<2x2xi1>
}

func.func @nested() -> (tensor<2x2x2xi32>, tensor<1x3xf16>, tensor<2xi1>) {
  %0 = hlo.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi32>
  %1 = hlo.constant dense<[[1.5, -2.25, 0.0010004]]> : tensor<1x3xf16>
  %2 = hlo.constant dense<[true, false]> : tensor<2xi1>
  return %0, %1, %2 : tensor<2x2x2xi32>, tensor<1x3xf16>, tensor<2xi1>
}

func.func @hex_data() -> (tensor<2xf32>, tensor<3xi32>, tensor<2xi64>) {
  %0 = hlo.constant dense<"0x0000803F00000040"> : tensor<2xf32>
  %1 = hlo.constant dense<"0xFFFFFFFF"> : tensor<3xi32>
  %2 = hlo.constant dense<"0x01000000000000000001000000000000"> : tensor<2xi64>
  return %0, %1, %2 : tensor<2xf32>, tensor<3xi32>, tensor<2xi64>
}

func.func @non_finite() -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<bf16>, tensor<f16>, tensor<f64>) {
  %0 = hlo.constant dense<0x7F800000> : tensor<f32>
  %1 = hlo.constant dense<0xFF800000> : tensor<f32>
  %2 = hlo.constant dense<0x7FC00000> : tensor<f32>
  %3 = hlo.constant dense<0xFF80> : tensor<bf16>
  %4 = hlo.constant dense<0x7C00> : tensor<f16>
  %5 = hlo.constant dense<0x7FF0000000000000> : tensor<f64>
  return %0, %1, %2, %3, %4, %5 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<bf16>, tensor<f16>, tensor<f64>
}

func.func @mixed_hex() -> (tensor<3xf32>, tensor<f32>) {
  %0 = hlo.constant dense<[0xFF800000, 0.0, 0x7F800000]> : tensor<3xf32>
  %1 = hlo.constant dense<0x3F800000> : tensor<f32>
  return %0, %1 : tensor<3xf32>, tensor<f32>
}

func.func @float_formatting() -> (tensor<f32>, tensor<f64>, tensor<f32>, tensor<f64>, tensor<f32>) {
  %0 = hlo.constant dense<0.00001> : tensor<f32>
  %1 = hlo.constant dense<250000000000000000000.0> : tensor<f64>
  %2 = hlo.constant dense<0.1> : tensor<f32>
  %3 = hlo.constant dense<-0.0> : tensor<f64>
  %4 = hlo.constant dense<3.4028235E+38> : tensor<f32>
  return %0, %1, %2, %3, %4 : tensor<f32>, tensor<f64>, tensor<f32>, tensor<f64>, tensor<f32>
}

func.func @rounding() -> (tensor<bf16>, tensor<f32>, tensor<f16>) {
  %0 = hlo.constant dense<0.1> : tensor<bf16>
  %1 = hlo.constant dense<1.0e-50> : tensor<f32>
  %2 = hlo.constant dense<1.0e6> : tensor<f16>
  return %0, %1, %2 : tensor<bf16>, tensor<f32>, tensor<f16>
}

func.func @integers() -> (tensor<2xi64>, tensor<i32>, tensor<i32>) {
  %0 = hlo.constant dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>
  %1 = hlo.constant dense<4294967295> : tensor<i32>
  %2 = hlo.constant dense<-2147483648> : tensor<i32>
  return %0, %1, %2 : tensor<2xi64>, tensor<i32>, tensor<i32>
}

func.func @empty() -> (tensor<0xf32>, tensor<2x0xi64>, tensor<0x3xf32>) {
  %0 = hlo.constant dense<[]> : tensor<0xf32>
  %1 = hlo.constant dense<[[], []]> : tensor<2x0xi64>
  %2 = hlo.constant dense<2.0> : tensor<0x3xf32>
  return %0, %1, %2 : tensor<0xf32>, tensor<2x0xi64>, tensor<0x3xf32>
}
