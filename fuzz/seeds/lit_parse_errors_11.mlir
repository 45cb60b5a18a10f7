func.func @missing_value() -> () {
  "dist.send"() {channel = } : () -> ()
  return
}
