dist.mesh @zero = <["x"=0]>
