"builtin.module"() <{sym_name = "g"}> ({
  "dist.mesh"() {mesh = #dist.mesh<["a"=4]>, sym_name = "mesh"} : () -> ()
  "func.func"() <{arg_attrs = [{dist.sharding = #dist.sharding<@mesh, [{"a"}]>}], function_type = (tensor<4xi32>) -> tensor<4xi32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4xi32>):
    %0 = "hlo.constant"() {value = dense<[1, 2, 3, 2147483647]> : tensor<4xi32>} : () -> tensor<4xi32>
    %1 = "hlo.add"(%arg0, %0) {my.tag = "x", other.attr = #foo<bar<1, 2>>} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %2 = "hlo.and"(%1, %1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%2) : (tensor<4xi32>) -> ()
  }) : () -> ()
}) {mod.flag, mod.list = [1 : i32, 2.5 : f16, "s", @sym, unit, true, tensor<2xf32>, {k = 16 : i64}]} : () -> ()
