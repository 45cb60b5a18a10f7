dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @max_reduction_uses_max(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>}) -> (tensor<8xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}]>}) {
  %init = hlo.constant dense<0xFF800000> : tensor<f32>
  %m = hlo.reduce %x, %init {dimensions = array<i64: 1>, kind = "max"} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
  return %m : tensor<8xf32>
}
