func.func @gelu(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = hlo.gelu %x {approximate = true} : tensor<4x8xf32>
  %1 = hlo.gelu %0 {approximate = false} : tensor<4x8xf32>
  return %0, %1 : tensor<4x8xf32>, tensor<4x8xf32>
}

func.func @half_precision(%x: tensor<16xf16>, %y: tensor<bf16>) -> (tensor<16xf16>, tensor<bf16>) {
  %0 = hlo.gelu %x {approximate = true} : tensor<16xf16>
  %1 = "hlo.gelu"(%y) {approximate = false} : (tensor<bf16>) -> tensor<bf16>
  return %0, %1 : tensor<16xf16>, tensor<bf16>
}
