module @order {
  func.func @second() -> () {
    return
  }
  dist.mesh @a = <["x"=2]>
  func.func @first() -> () {
    return
  }
  dist.mesh @b = <["y"=4]>
}
