dist.mesh @mesh = <["x"=2]>
dist.mesh @mesh = <["y"=2]>
