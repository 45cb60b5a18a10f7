"builtin.module"() <{sym_name = "m"}> ({
  "dist.mesh"() {mesh = #dist.mesh<["x"=2]>, sym_name = "mesh"} : () -> ()
  "func.func"() <{arg_attrs = [{dist.sharding = #dist.sharding<@mesh, [{"x"}]>}], function_type = (tensor<4xf32>) -> tensor<4xi32>, sym_name = "f"}> ({
  ^bb0(%a: tensor<4xf32>):
    %i = "hlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %n = hlo.negate %a : tensor<4xf32>
    %c = "hlo.convert"(%n) : (tensor<4xf32>) -> tensor<4xi32>
    %s = "hlo.add"(%c, %i) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%s) : (tensor<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()
