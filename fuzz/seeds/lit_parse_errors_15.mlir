func.func @duplicate_key() -> () {
  "dist.send"() {channel = 0, channel = 1} : () -> ()
  return
}
