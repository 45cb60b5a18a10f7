func.func @signed_hex() -> () {
  "dist.send"() {channel = -0x10} : () -> ()
  return
}
