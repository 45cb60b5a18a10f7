func.func @op_name_missing() -> () {
  %0 = 1
  return
}
