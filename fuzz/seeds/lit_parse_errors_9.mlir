func.func @lone_percent() -> () {
  return %
}
