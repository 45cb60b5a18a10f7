dist.mesh @no_equals <["x"=2]>
