module {
  "func.func"() <{sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}
