dist.mesh @mesh = <["a"=2, "b"=4]>
func.func @transpose(%arg0: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"a"}, {"b"}]>}) -> tensor<16x8xf32> {
  %0 = hlo.transpose %arg0 {permutation = array<i64: 1, 0>} : (tensor<8x16xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}
