func.func @invalid_utf8_escape() -> () {
  "dist.send"() {channel = 0, a.s = "\FF"} : () -> ()
  return
}
