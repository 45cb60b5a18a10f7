func.func @huge_hex() -> () {
  "dist.send"() {channel = 0x1FFFFFFFFFFFFFFFF} : () -> ()
  return
}
