func.func @lone_sign() -> () {
  "dist.send"() {channel = -} : () -> ()
  return
}
