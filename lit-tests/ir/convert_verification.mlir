// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @shape_change(%x: tensor<2x4xf32>) -> tensor<8xf16> {
  // expected-error@+1 {{convert cannot change the shape: tensor<2x4xf32> to tensor<8xf16>}}
  %0 = hlo.convert %x : (tensor<2x4xf32>) -> tensor<8xf16>
  return %0 : tensor<8xf16>
}

// -----

func.func @rank_change(%x: tensor<4xi32>) -> tensor<1x4xi64> {
  // expected-error@+1 {{convert cannot change the shape: tensor<4xi32> to tensor<1x4xi64>}}
  %0 = hlo.convert %x : (tensor<4xi32>) -> tensor<1x4xi64>
  return %0 : tensor<1x4xi64>
}

// -----

func.func @two_operands(%x: tensor<4xi32>) -> tensor<4xi64> {
  // expected-error@+1 {{'hlo.convert' takes 1 operand(s), found 2}}
  %0 = "hlo.convert"(%x, %x) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @unknown_attribute(%x: tensor<4xi32>) -> tensor<4xi64> {
  // expected-error@+1 {{unknown attribute 'rounding' for 'hlo.convert'}}
  %0 = hlo.convert %x {rounding = "nearest"} : (tensor<4xi32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}
