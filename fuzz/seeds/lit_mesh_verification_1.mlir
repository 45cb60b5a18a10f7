dist.mesh @negative = <["x"=2, "y"=-2]>
