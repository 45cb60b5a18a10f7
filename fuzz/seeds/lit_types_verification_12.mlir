func.func @unsupported_attribute_type() -> () {
  "dist.send"() {channel = 1 : ui8} : () -> ()
  return
}
