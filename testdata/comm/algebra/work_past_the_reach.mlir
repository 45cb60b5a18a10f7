// work-on-the-shard past the algebra's first reach: a gathered value runs through six
// elementwise ops (one a product with a splat constant, a learning rate) before anything
// else reads it, and a slice takes part of it back. The gather goes after the sixth op (the
// algebra looks further while a collective it moved nears the edge of what it looked into),
// the constant is made sliced (`slice-of-splat`), and the slice of the gathered value is
// the value on the shard (`work-through-gather`, then `gather-then-slice` in the next round
// of the rule sets).
dist.mesh @mesh = <["dp"=4]>
func.func @main(%x: tensor<64x256xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %b: tensor<64x256xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<64x256xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}, tensor<64x256xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
  %lr = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} dense<0.01> : tensor<64x256xf32>
  %0 = dist.all_gather %x {gathering_axes = #dist.dim_axes<[{"dp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<64x256xf32>
  %1 = hlo.tanh %0 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<64x256xf32>
  %2 = hlo.multiply %1, %lr {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<64x256xf32>
  %3 = hlo.exponential %2 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<64x256xf32>
  %4 = hlo.negate %3 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<64x256xf32>
  %5 = hlo.logistic %4 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<64x256xf32>
  %6 = hlo.abs %5 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<64x256xf32>
  %7 = dist.all_slice %1 {slicing_axes = #dist.dim_axes<[{"dp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : tensor<64x256xf32>
  %8 = hlo.add %7, %b {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : tensor<64x256xf32>
  return %6, %8 : tensor<64x256xf32>, tensor<64x256xf32>
}
