module {
  "func.func"() <{function_type = (tensor<f32>) -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}
