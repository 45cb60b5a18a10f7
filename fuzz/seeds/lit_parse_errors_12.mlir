func.func @unbalanced_opaque() -> () {
  "dist.send"() {channel = 0, a.x = #foo<"x"} : () -> ()
  return
}
