func.func @twice() -> () {
  return
}
func.func @twice() -> () {
  return
}
