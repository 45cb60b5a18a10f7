dist.mesh @mesh = <["x"=8, "y"=2, "z"=4]>

func.func @dims(%a: tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}]>},
                %b: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"x", "y"}, {?}]>},
                %c: tensor<16x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"z", ?}, {}], replicated={"y"}>})
    -> (tensor<8x4xf32> {dist.sharding = #dist.sharding<@mesh, [{"x"}, {}], unreduced={"z"}>}) {
  return %a : tensor<8x4xf32>
}

func.func @priorities_and_sub_axes(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x"}p0, {"z", ?}p2]>} : tensor<8x8xf32>
  %1 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x":(1)2, "x":(2)4}, {}]>} : tensor<8x8xf32>
  %2 = hlo.negate %a {dist.sharding = #dist.sharding<@mesh, [{"x":(2)2}, {"x":(1)2}], unreduced={"x":(4)2}>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

func.func @scalar(%a: tensor<8xf32>) -> tensor<f32> {
  %0 = hlo.constant {dist.sharding = #dist.sharding<@mesh, []>} dense<1.0> : tensor<f32>
  %1 = hlo.reduce %a, %0 {dist.sharding = #dist.sharding<@mesh, [], unreduced={"x"}>, dimensions = array<i64: 0>, kind = "add"} : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
  return %1 : tensor<f32>
}

func.func private @pair(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %x, %x : tensor<4xf32>, tensor<4xf32>
}
func.func @several_results(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0:2 = call @pair(%x) {dist.sharding = [#dist.sharding<@mesh, [{"z"}]>, unit]} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}

func.func @later_mesh(%x: tensor<4xf32> {dist.sharding = #dist.sharding<@"later mesh", [{"a"}]>}) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
dist.mesh @"later mesh" = <["a"=4]>
