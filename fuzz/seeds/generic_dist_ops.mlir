"builtin.module"() <{sym_name = "dist"}> ({
  "dist.mesh"() {mesh = #dist.mesh<["x"=2, "y"=4, "z"=2]>, sym_name = "m"} : () -> ()
  "func.func"() <{function_type = (tensor<8x8xf32>) -> tensor<8x8xf32>, sym_name = "helper", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x8xf32>):
    "func.return"(%arg0) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{dist.sharding = #dist.sharding<@m, [{"x"}, {"y"}]>}, {dist.sharding = #dist.sharding<@m, [{"x", ?}p1, {"y":(1)2}], replicated={"z"}>}], function_type = (tensor<8x8xf32>, tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>), res_attrs = [{dist.sharding = #dist.sharding<@m, [{}, {?}]>}, {}], sym_name = "main"}> ({
  ^bb0(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>):
    %0 = "dist.constraint"(%arg0) {dist.sharding = #dist.sharding<@m, [{"x"}, {"y"}]>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %1 = "dist.all_gather"(%0) {gathering_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@m, [{}, {"y"}]>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %2 = "dist.all_slice"(%1) {slicing_axes = #dist.dim_axes<[{"x"}, {}]>, dist.sharding = #dist.sharding<@m, [{"x"}, {"y"}]>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %3 = "dist.all_to_all"(%2) {source_dim = 1 : i64, target_dim = 0 : i64, axes = #dist.axes<{"y"}>, dist.sharding = #dist.sharding<@m, [{"x", "y"}, {}]>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %4 = "dist.collective_permute"(%3) {dist.sharding = #dist.sharding<@m, [{"x", "y"}, {}]>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %5 = "dist.constraint"(%4) {dist.sharding = #dist.sharding<@m, [{}, {}], unreduced={"z"}>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %6 = "dist.all_reduce"(%5) {reduction_axes = #dist.axes<{"z"}>, kind = "max", dist.sharding = #dist.sharding<@m, [{}, {}]>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %7 = "dist.constraint"(%6) {dist.sharding = #dist.sharding<@m, [{}, {}], unreduced={"z"}>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %8 = "dist.reduce_scatter"(%7) {scatter_axes = #dist.dim_axes<[{"z"}, {}]>, kind = "add", dist.sharding = #dist.sharding<@m, [{"z"}, {}]>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    "dist.send"(%8) {channel = 3 : i64} : (tensor<8x8xf32>) -> ()
    %9 = "dist.recv"() {channel = 3 : i64} : () -> tensor<8x8xf32>
    %10:2 = "func.call"(%9) {callee = @pair} : (tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
    %11 = "func.call"(%10#1) {callee = @helper, dist.sharding = #dist.sharding<@m, [{"y"}, {"x"}]>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%10#0, %11) : (tensor<8x8xf32>, tensor<8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>), sym_name = "pair"}> ({
  ^bb0(%arg0: tensor<8x8xf32>):
    %0 = "hlo.negate"(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%arg0, %0) : (tensor<8x8xf32>, tensor<8x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
