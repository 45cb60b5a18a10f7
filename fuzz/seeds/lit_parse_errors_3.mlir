func.func @huge_integer() -> () {
  "dist.send"() {channel = 99999999999999999999999} : () -> ()
  return
}
