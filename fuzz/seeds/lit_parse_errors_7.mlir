func.func @lone_at() -> () {
  "dist.send"() {channel = @} : () -> ()
  return
}
