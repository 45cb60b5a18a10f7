// A two-layer MLP with Megatron-style shardings: the batch is split over "dp", the first
// weight by columns over "tp" and the second by rows. The output scale folds to 1.0 and
// `canonicalize` removes it.
module @mlp {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>
  func.func @main(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>},
                  %w1: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>},
                  %w2: tensor<32x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>})
      -> (tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) {
    %h = hlo.dot_general %x, %w1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %zero = hlo.constant dense<0.0> : tensor<8x32xf32>
    %r = hlo.maximum %h, %zero : tensor<8x32xf32>
    %a = hlo.gelu %r {approximate = true} : tensor<8x32xf32>
    %y = hlo.dot_general %a, %w2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %half = hlo.constant dense<0.5> : tensor<f32>
    %two = hlo.constant dense<2.0> : tensor<f32>
    %one = hlo.multiply %half, %two : tensor<f32>
    %scale = hlo.broadcast_in_dim %one {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x16xf32>
    %out = hlo.multiply %y, %scale : tensor<8x16xf32>
    return %out : tensor<8x16xf32>
  }
}
