func.func @also_valid() -> () {
  return
}
