module @generic attributes {my.flag} {
  dist.mesh @mesh = <["dp"=2, "tp"=4]>

  func.func @main(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %b: tensor<16xf32>) -> (tensor<8x16xf32> {jax.result_info = "y"}, tensor<f32>) {
    %0 = hlo.broadcast_in_dim %b {broadcast_dimensions = array<i64: 1>} : (tensor<16xf32>) -> tensor<8x16xf32>
    %1 = hlo.add %x, %0 {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : tensor<8x16xf32>
    %2 = hlo.constant dense<0.0> : tensor<f32>
    %3 = hlo.reduce %1, %2 {dimensions = array<i64: 0, 1>, kind = "add"} : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %4:2 = call @pair(%1) : (tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>)
    %5 = dist.all_gather %4#1 {gathering_axes = #dist.dim_axes<[{"dp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x16xf32>
    return %5, %3 : tensor<8x16xf32>, tensor<f32>
  }

  func.func private @nothing() -> () {
    return
  }

  func.func private @pair(%x: tensor<8x16xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
    return %x, %x : tensor<8x16xf32>, tensor<8x16xf32>
  }
}
