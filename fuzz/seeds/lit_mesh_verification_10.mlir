"dist.mesh"() {mesh = #dist.mesh<["x"=2]>, sym_name = "m", devices = [0, 1]} : () -> ()
