// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @return_type(%x: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'func.return' returns (tensor<2xf32>) but '@return_type' declares (tensor<4xf32>)}}
  return %x : tensor<2xf32>
}

// -----

func.func @return_count(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  // expected-error@+1 {{'func.return' returns (tensor<2xf32>) but '@return_count' declares (tensor<2xf32>, tensor<2xf32>)}}
  return %x : tensor<2xf32>
}

// -----

func.func @return_nothing(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'func.return' returns () but '@return_nothing' declares (tensor<2xf32>)}}
  return
}

// -----

// expected-error@+1 {{function '@missing_return' must end with 'func.return'}}
func.func @missing_return(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = hlo.negate %x : tensor<2xf32>
}

// -----

// expected-error@+1 {{function '@empty' must end with 'func.return'}}
func.func @empty() -> () {
}

// -----

// A return in the middle is misplaced, and the function then does not end with one.
// expected-error@+1 {{function '@return_not_last' must end with 'func.return'}}
func.func @return_not_last(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'func.return' must be the last op of the function}}
  return %x : tensor<2xf32>
  %0 = hlo.negate %x : tensor<2xf32>
}

// -----

// expected-note@+1 {{previous definition is here}}
func.func @twice() -> () {
  return
}
// expected-error@+1 {{redefinition of symbol '@twice'}}
func.func @twice() -> () {
  return
}

// -----

func.func @return_operand_type(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{operand 0 of 'func.return' has type tensor<2xf32> but the op's type says tensor<2xf16>}}
  return %x : tensor<2xf16>
}

// -----

func.func @return_with_result(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'func.return' is given 1 result name(s) but 0 result type(s)}}
  %0 = return %x : tensor<2xf32>
}

// -----

func.func @function_attributes() -> () attributes {llvm.emit_c_interface} {
  // expected-error@-1 {{function attributes are not supported (found 'llvm.emit_c_interface')}}
  return
}

// -----

func.func @duplicate_argument(%x: tensor<2xf32>, %x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@-1 {{redefinition of value '%x'}}
  return %x : tensor<2xf32>
}

// -----

func.func @bad_visibility() -> () {
  return
}
// expected-error@+1 {{sym_visibility must be "public" or "private"}}
"func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "nested"}> ({
  "func.return"() : () -> ()
}) : () -> ()
