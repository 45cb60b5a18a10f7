func.func @lone_caret() -> () {
  ^
}
