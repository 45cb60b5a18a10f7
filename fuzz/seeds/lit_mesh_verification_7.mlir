dist.mesh @float_size = <["x"=2.5]>
