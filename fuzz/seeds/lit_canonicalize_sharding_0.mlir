dist.mesh @mesh = <["x"=2, "y"=2]>

func.func @identities(%x: tensor<4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}]>}, %u: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %one = hlo.constant dense<1.0> : tensor<4xf32>
  %0 = hlo.multiply %x, %one {dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<4xf32>
  %1 = hlo.multiply %x, %one {dist.sharding = #dist.sharding<@mesh, [{"y"}]>} : tensor<4xf32>
  %2 = hlo.negate %u {dist.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<4xf32>
  %3 = hlo.negate %2 : tensor<4xf32>
  %4 = hlo.negate %u : tensor<4xf32>
  %5 = hlo.negate %4 {dist.sharding = #dist.sharding<@mesh, [{"y"}]>} : tensor<4xf32>
  return %0, %1, %3, %5 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

func.func @folded_constants() -> (tensor<4xf32>, tensor<8x4xf32>) {
  %one = hlo.constant dense<1.0> : tensor<4xf32>
  %0 = hlo.add %one, %one {dist.sharding = #dist.sharding<@mesh, [{"y"}]>} : tensor<4xf32>
  %c = hlo.constant dense<2.0> : tensor<8x4xf32>
  %1 = dist.all_slice %c {slicing_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>} : tensor<8x4xf32>
  return %0, %1 : tensor<4xf32>, tensor<8x4xf32>
}
