// RUN: shardc-opt %s --split-input-file --verify-diagnostics

func.func @too_many_names(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'hlo.negate' is given 2 result name(s) but 1 result type(s)}}
  %0, %1 = hlo.negate %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @no_name(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'hlo.negate' is given 0 result name(s) but 1 result type(s)}}
  hlo.negate %x : tensor<4xf32>
  return %x : tensor<4xf32>
}

// -----

func.func @pack_count(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'hlo.negate' is given 3 result name(s) but 1 result type(s)}}
  %0:3 = hlo.negate %x : tensor<4xf32>
  return %0#0 : tensor<4xf32>
}

// -----

func.func @pack_out_of_range(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{result count 0 is out of range}}
  %0:0 = hlo.negate %x : tensor<4xf32>
  return %x : tensor<4xf32>
}

// -----

func.func private @pair(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %x, %x : tensor<4xf32>, tensor<4xf32>
}
func.func @pack_and_names(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{use either '%a, %b = ...' or '%a:2 = ...', not both}}
  %0:2, %1 = call @pair(%x) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %x : tensor<4xf32>
}

// -----

func.func @hash_in_result_name(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{result name '%0#1' cannot have a '#' index}}
  %0#1 = hlo.negate %x : tensor<4xf32>
  return %x : tensor<4xf32>
}

// -----

func.func @return_has_no_results(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'func.return' has 0 result(s), but 1 are given}}
  %0 = "func.return"(%x) : (tensor<4xf32>) -> tensor<4xf32>
}
