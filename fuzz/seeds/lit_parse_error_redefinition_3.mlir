func.func @generic_block_argument(%x: tensor<4xf32>) -> () {
  return
}
"func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> (), sym_name = "g"}> ({
^bb0(%a: tensor<4xf32>, %a: tensor<4xf32>):
  "func.return"() : () -> ()
}) : () -> ()
