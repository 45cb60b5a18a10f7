func.func @typed_string() -> () {
  "dist.send"() {channel = 0, a.s = "x" : i32} : () -> ()
  return
}
