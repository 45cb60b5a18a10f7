dist.mesh @mesh = <["x"=2]>
func.func @second() -> () {
  return
}
