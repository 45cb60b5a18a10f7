func.func @float_in_array() -> () {
  "dist.send"() {channel = 0, a.x = array<i64: 1.5>} : () -> ()
  return
}
