"dist.mesh"() {mesh = #dist.mesh<["x"=2]>} : () -> ()
