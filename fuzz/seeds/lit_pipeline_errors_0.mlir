func.func @f() -> () {
  return
}
