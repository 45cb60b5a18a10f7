module {
  "func.func"() <{function_type = (tensor<f32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<f64>):
    "func.return"() : () -> ()
  }) : () -> ()
}
