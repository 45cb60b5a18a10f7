"builtin.module"() <{sym_name = "generic"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
