dist.mesh @mesh = <["dp"=2, "tp"=4]>

func.func @constraint(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) -> tensor<8x16xf32> {
  %0 = hlo.negate %x : tensor<8x16xf32>
  %1 = dist.constraint %0 {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {"tp"}]>} : tensor<8x16xf32>
  %2 = dist.constraint %1 {dist.sharding = #dist.sharding<@mesh, [{?}, {"tp", ?}]>} : tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}
