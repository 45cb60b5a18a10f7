module {
  "func.func"() <{function_type = () -> (), sym_name = "f", inline = true}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}
