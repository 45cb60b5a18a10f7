// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @unknown_callee(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'func.call' refers to unknown function '@nowhere'}}
  %0 = call @nowhere(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func @argument_type(%x: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{call to '@f' has type (tensor<2xf32>) -> (tensor<4xf32>) but the function has type (tensor<4xf32>) -> (tensor<4xf32>)}}
  %0 = call @f(%x) : (tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func @result_type(%x: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error@+1 {{call to '@f' has type (tensor<4xf32>) -> (tensor<4xf16>) but the function has type (tensor<4xf32>) -> (tensor<4xf32>)}}
  %0 = call @f(%x) : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func @argument_count(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{call to '@f' has type (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>) but the function has type (tensor<4xf32>) -> (tensor<4xf32>)}}
  %0 = call @f(%x, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func private @pair(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %x, %x : tensor<4xf32>, tensor<4xf32>
}
func.func @result_count(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{call to '@pair' has type (tensor<4xf32>) -> (tensor<4xf32>) but the function has type (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)}}
  %0 = call @pair(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @self_recursion(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{recursive call to '@self_recursion': call graphs must be acyclic}}
  %0 = call @self_recursion(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @ping(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @pong(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @pong(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{recursive call to '@ping': call graphs must be acyclic}}
  %0 = call @ping(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func private @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func @operand_type_in_text(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{operand 0 of 'func.call' has type tensor<4xf32> but the op's type says tensor<8xf32>}}
  %0 = call @f(%x) : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func private @pair(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %x, %x : tensor<4xf32>, tensor<4xf32>
}
func.func @result_names(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'func.call' is given 3 result name(s) but 2 result type(s)}}
  %0:3 = call @pair(%x) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}

// -----

func.func @callee_not_symbol(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{attribute 'callee' must be a symbol reference, found string}}
  %0 = "func.call"(%x) {callee = "f"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
