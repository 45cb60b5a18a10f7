"func.func"() ({
^bb0(%x: tensor<2xi64>):
  "func.return"(%x) : (tensor<2xi64>) -> ()
}) {function_type = (tensor<2xi64>) -> tensor<2xi64>, sym_name = "trailing", sym_visibility = "private"} : () -> ()

func.func @pretty_with_generic_ops(%a: tensor<2x3xf32>) -> tensor<3x3xf32> {
  %t = "hlo.transpose"(%a) <{permutation = array<i64: 1, 0>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %d = "hlo.dot_general"(%t, %a) <{lhs_contracting_dimensions = array<i64: 1>}> {rhs_contracting_dimensions = array<i64: 0>} : (tensor<3x2xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>
  "func.return"(%d) : (tensor<3x3xf32>) -> ()
}
