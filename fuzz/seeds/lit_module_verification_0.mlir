hlo.add
