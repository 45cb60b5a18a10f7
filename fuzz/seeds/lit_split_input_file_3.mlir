func.func @fourth() -> () {
  return
}
