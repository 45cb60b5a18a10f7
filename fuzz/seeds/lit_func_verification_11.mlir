func.func @bad_visibility() -> () {
  return
}
"func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "nested"}> ({
  "func.return"() : () -> ()
}) : () -> ()
