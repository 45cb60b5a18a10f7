dist.mesh @duplicate_axis = <["x"=2, "x"=4]>
