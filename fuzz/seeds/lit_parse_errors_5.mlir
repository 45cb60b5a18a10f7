func.func @float_with_integer_type() -> () {
  "dist.send"() {channel = 1.5 : i32} : () -> ()
  return
}
