dist.mesh @mesh = <["x"=2]>

func.func @scalars(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.negate %x {a.unit, a.true = true, a.false = false, a.int = 42, a.i32 = -7 : i32, a.i1 = 1 : i1, a.hex = 0xFF, a.f = 2.5, a.f32 = 0.1 : f32, a.bf16 = 1.5 : bf16, a.neg_zero = -0.0 : f64, a.inf = 0x7F800000 : f32, a.unit_value = unit} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @strings(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.negate %x {a.str = "tab\there \"q\" \\ nl\0A", a.empty = "", a.utf8 = "café"} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @aggregates(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.negate %x {a.arr = [1, "two", [3.0 : f32]], a.dense_arr = array<i64: 1, -2>, a.empty_arr = array<i64>, a.empty_list = [], a.dict = {k = 1, "quoted key"}, a.sym = @aggregates, a.qsym = @"odd sym", a.type = tensor<2x2xbf16>, a.fn = (tensor<f32>, tensor<i1>) -> tensor<f32>, a.dense = dense<[1, 2]> : tensor<2xi32>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @dialect_attributes(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.negate %x {a.opaque = #foo.bar<{x = [1, 2]}>, a.opaque2 = #foo<"x">, a.axes = #dist.axes<{"x"}>, a.dim_axes = #dist.dim_axes<[{"x"}, {}]>, a.mesh = #dist.mesh<["x"=2]>, a.sharding = #dist.sharding<@mesh, [{"x"}]>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @names(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.negate %x {"my.attr name" = 1, dist.sharding = #dist.sharding<@mesh, [{"x"}]>, jax.x = 2} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
