dist.mesh @main = <["x"=2]>
func.func @main() -> () {
  return
}
