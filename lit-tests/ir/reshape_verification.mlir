// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @count_mismatch(%x: tensor<2x3xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{reshape must keep the element type and count: tensor<2x3xf32> (6 elements) to tensor<5xf32> (5 elements)}}
  %0 = hlo.reshape %x : (tensor<2x3xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @element_change(%x: tensor<2x3xf32>) -> tensor<6xi32> {
  // expected-error@+1 {{reshape must keep the element type and count: tensor<2x3xf32> (6 elements) to tensor<6xi32> (6 elements)}}
  %0 = hlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}

// -----

func.func @scalar_to_two(%x: tensor<f32>) -> tensor<2xf32> {
  // expected-error@+1 {{(1 elements) to tensor<2xf32> (2 elements)}}
  %0 = hlo.reshape %x : (tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @two_operands(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'hlo.reshape' takes 1 operand(s), found 2}}
  %0 = "hlo.reshape"(%x, %x) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @dynamic_shape(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{dynamic dimensions ('?') are not supported: shapes must be static}}
  %0 = hlo.reshape %x : (tensor<2xf32>) -> tensor<?xf32>
  return %0 : tensor<2xf32>
}
