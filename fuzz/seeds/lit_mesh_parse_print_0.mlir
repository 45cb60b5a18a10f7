dist.mesh @mesh = <["dp"=2, "tp"=4]>

dist.mesh @line = <["x"=8]>
dist.mesh @trivial = <["x"=1, "y"=1]>
dist.mesh @single = <[]>

dist.mesh @"my mesh" = <["axis 0"=2, "a\"b"=2]>

"dist.mesh"() {mesh = #dist.mesh<["pp"=2, "dp"=2, "tp"=2]>, sym_name = "cube"} : () -> ()

func.func @uses_meshes(%x: tensor<8x8xf32> {dist.sharding = #dist.sharding<@cube, [{"pp", "dp"}, {"tp"}]>}) -> tensor<8x8xf32> {
  return %x : tensor<8x8xf32>
}
