dist.mesh @mesh = <["x"=2, "y"=4]>
func.func @no_result_sharding(%a: tensor<16xf32>) -> tensor<16xf32> {
  %0 = dist.all_slice %a {slicing_axes = #dist.dim_axes<[{"x"}]>} : tensor<16xf32>
  return %0 : tensor<16xf32>
}
