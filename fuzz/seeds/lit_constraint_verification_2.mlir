func.func @unknown_mesh(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = dist.constraint %x {dist.sharding = #dist.sharding<@mesh, [{"tp"}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
