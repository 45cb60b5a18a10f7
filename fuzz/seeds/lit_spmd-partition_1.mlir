dist.mesh @mesh = <["dp"=2, "tp"=4]>
func.func @split_sizes_in_attributes(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> tensor<8x4xf32> {
  %s = hlo.slice %x {start_indices = array<i64: 0, 2>, limit_indices = array<i64: 8, 6>, strides = array<i64: 1, 1>} : (tensor<8x16xf32>) -> tensor<8x4xf32>
  return %s : tensor<8x4xf32>
}
