func.func @lone_hash() -> () {
  "dist.send"() {channel = #} : () -> ()
  return
}
