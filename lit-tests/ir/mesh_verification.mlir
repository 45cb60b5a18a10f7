// RUN: shardc-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{mesh axis "x" has size 0; sizes must be positive}}
dist.mesh @zero = <["x"=0]>

// -----

// expected-error@+1 {{mesh axis "y" has size -2; sizes must be positive}}
dist.mesh @negative = <["x"=2, "y"=-2]>

// -----

// expected-error@+1 {{mesh axis "x" is declared twice}}
dist.mesh @duplicate_axis = <["x"=2, "x"=4]>

// -----

// expected-note@+1 {{previous definition is here}}
dist.mesh @mesh = <["x"=2]>
// expected-error@+1 {{redefinition of symbol '@mesh'}}
dist.mesh @mesh = <["y"=2]>

// -----

// A mesh and a function share one symbol table.
// expected-note@+1 {{previous definition is here}}
dist.mesh @main = <["x"=2]>
// expected-error@+1 {{redefinition of symbol '@main'}}
func.func @main() -> () {
  return
}

// -----

// expected-error@+1 {{expected a string, found 'x'}}
dist.mesh @unquoted = <[x=2]>

// -----

// expected-error@+1 {{expected '=', found '<'}}
dist.mesh @no_equals <["x"=2]>

// -----

// expected-error@+1 {{expected an integer, found float 2.5}}
dist.mesh @float_size = <["x"=2.5]>

// -----

// expected-error@+1 {{dist.mesh needs a 'mesh' attribute (#dist.mesh<[...]>)}}
"dist.mesh"() {sym_name = "m"} : () -> ()

// -----

// expected-error@+1 {{dist.mesh needs a 'sym_name' string attribute}}
"dist.mesh"() {mesh = #dist.mesh<["x"=2]>} : () -> ()

// -----

// expected-error@+1 {{unknown attribute 'devices' on dist.mesh}}
"dist.mesh"() {mesh = #dist.mesh<["x"=2]>, sym_name = "m", devices = [0, 1]} : () -> ()
