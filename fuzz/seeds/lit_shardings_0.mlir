"builtin.module"() <{sym_name = "jit_sharded"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 4 : i64}]}} : () -> ()
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=8], device_ids=[0, 1, 2, 3, 4, 5, 6, 7]>, sym_name = "flat"}> : () -> ()
  "func.func"() <{arg_attrs = [{jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp", ?}p1]>}, {sdy.sharding = #sdy.sharding<@mesh, [{?}, {}p0], replicated={"dp"}>}, {sdy.sharding = #sdy.sharding<@flat, [{"x":(1)2, "x":(2)4}, {}]>}], function_type = (tensor<8x16xf32>, tensor<16x32xf32>, tensor<8x32xf32>) -> (tensor<8x32xf32>, tensor<8x32xf32>), res_attrs = [{jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, {}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<8x32xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"dp"}, {}], unreduced={"tp"}>]>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = "sdy.sharding_constraint"(%0) <{sharding = #sdy.sharding<@mesh, [{"dp"}, {"tp"}]>}> : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %2 = "sdy.reshard"(%1) <{sharding = #sdy.sharding<@mesh, [{"dp", "tp"}, {}]>}> : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %3 = "stablehlo.add"(%2, %arg2) {mhlo.frontend_attributes = {_xla_stream = "1"}} : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    "func.return"(%3, %arg2) : (tensor<8x32xf32>, tensor<8x32xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
