func.func @bad_escape() -> () {
  "dist.send"() {channel = 0, a.s = "a\q"} : () -> ()
  return
}
