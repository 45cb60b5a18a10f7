dist.mesh @unquoted = <[x=2]>
