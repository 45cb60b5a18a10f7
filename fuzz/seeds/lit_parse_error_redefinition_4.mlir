func.func @f() -> () {
  return
}
func.func @f() -> () {
  return
}
