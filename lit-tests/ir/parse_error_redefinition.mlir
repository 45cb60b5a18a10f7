// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @result_twice(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = hlo.negate %x : tensor<4xf32>
  // expected-error@+1 {{redefinition of value '%0'}}
  %0 = hlo.negate %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @result_shadows_argument(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{redefinition of value '%x'}}
  %x = hlo.negate %x : tensor<4xf32>
  return %x : tensor<4xf32>
}

// -----

func.func private @pair(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %x, %x : tensor<4xf32>, tensor<4xf32>
}
func.func @pack_clashes_with_name(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = hlo.negate %x : tensor<4xf32>
  // expected-error@+1 {{redefinition of value '%b'}}
  %b, %b = call @pair(%a) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %a : tensor<4xf32>
}

// -----

func.func @generic_block_argument(%x: tensor<4xf32>) -> () {
  return
}
"func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> (), sym_name = "g"}> ({
// expected-error@+1 {{redefinition of value '%a'}}
^bb0(%a: tensor<4xf32>, %a: tensor<4xf32>):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The same symbol twice is a verifier error with a note at the first definition.
// expected-note@+1 {{previous definition is here}}
func.func @f() -> () {
  return
}
// expected-error@+1 {{redefinition of symbol '@f'}}
func.func @f() -> () {
  return
}
