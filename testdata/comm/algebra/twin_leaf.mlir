// A chain leaf retired as a twin: gather-then-slice makes the first computation (from
// all_slice(all_gather(%arg0))) the same as the second (from %arg0); the ops of the second
// become twins of the first and are merged, and the chain of %21 read the retired %14:
// its leaf must name the op kept (%9), or the chain is nowhere in the plan (fuzz --bits
// --ops 30 seed 1220853).
dist.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<7x6x2xui32> {dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2}, {"y"}]>}) -> tensor<7x6x2xui32> {
  %0 = dist.all_gather %arg0 {gathering_axes = #dist.dim_axes<[{}, {"x":(1)2}, {"y"}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}, {}]>} : tensor<7x6x2xui32>
  %1 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2}, {"y"}]>} dense<9> : tensor<7x6x2xui32>
  %2 = dist.all_slice %0 {slicing_axes = #dist.dim_axes<[{}, {"x":(1)2}, {"y"}]>, dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2}, {"y"}]>} : tensor<7x6x2xui32>
  %3 = hlo.shift_right_logical %2, %1 {dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2}, {"y"}]>} : tensor<7x6x2xui32>
  %4 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2}, {"y"}]>} dense<1065353216> : tensor<7x6x2xui32>
  %5 = hlo.or %3, %4 {dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2}, {"y"}]>} : tensor<7x6x2xui32>
  %6 = hlo.bitcast_convert %5 {dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2}, {"y"}]>} : (tensor<7x6x2xui32>) -> tensor<7x6x2xf32>
  %7 = hlo.constant {dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2}, {"y"}]>} dense<3.0> : tensor<7x6x2xf32>
  %8 = hlo.multiply %6, %7 {dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2}, {"y"}]>} : tensor<7x6x2xf32>
  %9 = hlo.convert %8 {dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2}, {"y"}]>} : (tensor<7x6x2xf32>) -> tensor<7x6x2xui32>
  %10 = hlo.shift_right_logical %arg0, %1 {dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2}, {"y"}]>} : tensor<7x6x2xui32>
  %11 = hlo.or %10, %4 {dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2}, {"y"}]>} : tensor<7x6x2xui32>
  %12 = hlo.bitcast_convert %11 {dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2}, {"y"}]>} : (tensor<7x6x2xui32>) -> tensor<7x6x2xf32>
  %13 = hlo.multiply %12, %7 {dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2}, {"y"}]>} : tensor<7x6x2xf32>
  %14 = hlo.convert %13 {dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2}, {"y"}]>} : (tensor<7x6x2xf32>) -> tensor<7x6x2xui32>
  %15 = hlo.shift_left %9, %1 {dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2}, {"y"}]>} : tensor<7x6x2xui32>
  %16 = dist.all_gather %15 {gathering_axes = #dist.dim_axes<[{}, {"x":(1)2}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}, {"y"}]>} : tensor<7x6x2xui32>
  %17 = dist.all_slice %16 {slicing_axes = #dist.dim_axes<[{}, {"x":(1)2}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2}, {"y"}]>} : tensor<7x6x2xui32>
  %18 = hlo.remainder %14, %17 {dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2}, {"y"}]>} : tensor<7x6x2xui32>
  %19 = hlo.iota {iota_dimension = 0 : i64, dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2}, {"y"}]>} : tensor<7x6x2xui32>
  %20 = hlo.add %18, %19 {dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2}, {"y"}]>} : tensor<7x6x2xui32>
  %21 = hlo.minimum %14, %20 {dist.sharding = #dist.sharding<@mesh, [{}, {"x":(1)2}, {"y"}]>} : tensor<7x6x2xui32>
  return %21 : tensor<7x6x2xui32>
}
