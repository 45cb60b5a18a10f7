"builtin.module"() <{sym_name = "mlp"}> ({
  "dist.mesh"() {mesh = #dist.mesh<["dp"=2, "tp"=4]>, sym_name = "mesh"} : () -> ()
  "func.func"() <{arg_attrs = [{dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, {dist.sharding = #dist.sharding<@mesh, [{}, {"tp"}]>}, {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}], function_type = (tensor<8x16xf32>, tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>, res_attrs = [{dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}], sym_name = "main"}> ({
  ^bb0(%arg0: tensor<8x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32x16xf32>):
    %0 = "hlo.dot_general"(%arg0, %arg1) {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = "hlo.constant"() {value = dense<0.0> : tensor<8x32xf32>} : () -> tensor<8x32xf32>
    %2 = "hlo.maximum"(%0, %1) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %3 = "hlo.gelu"(%2) {approximate = true} : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %4 = "hlo.dot_general"(%3, %arg2) {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %5 = "hlo.constant"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
    %6 = "hlo.constant"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
    %7 = "hlo.multiply"(%5, %6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %8 = "hlo.broadcast_in_dim"(%7) {broadcast_dimensions = array<i64>} : (tensor<f32>) -> tensor<8x16xf32>
    %9 = "hlo.multiply"(%4, %8) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%9) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
}) : () -> ()
