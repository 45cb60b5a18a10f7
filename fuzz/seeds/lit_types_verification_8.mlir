func.func @bare_scalar(%x: f32) -> () {
  return
}
