"dist.mesh"() {sym_name = "m"} : () -> ()
